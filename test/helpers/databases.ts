import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export type DatabaseKind = 'sqlite' | 'postgres';

const pgUrl = process.env.TEST_DATABASE_URL;
if (process.env.CI === 'true' && !pgUrl) {
  // The PostgreSQL path is never skipped silently in CI.
  throw new Error('CI=true but TEST_DATABASE_URL is not set: the PostgreSQL tests would be skipped');
}

/** SQLite always; PostgreSQL when TEST_DATABASE_URL names a server. */
export const DATABASES: DatabaseKind[] = pgUrl ? ['sqlite', 'postgres'] : ['sqlite'];

export interface FreshDatabase {
  url: string;
  drop: () => Promise<void>;
}

/** A new, empty database of `kind`, owned by one test file and dropped after it. */
export async function freshDatabase(kind: DatabaseKind): Promise<FreshDatabase> {
  const name = `sl_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  if (kind === 'sqlite') {
    const path = join(tmpdir(), `${name}.db`);
    return {
      url: `sqlite:${path}`,
      drop: async () => {
        for (const suffix of ['', '-wal', '-shm']) rmSync(`${path}${suffix}`, { force: true });
      },
    };
  }
  if (!pgUrl) throw new Error('TEST_DATABASE_URL is not set');
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: pgUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
