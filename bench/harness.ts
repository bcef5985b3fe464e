import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { migrations } from '../migrations/index.js';
import { closeStore, openStore, type Store } from '../src/core/db/index.js';
import { migrateToLatest } from '../src/core/db/migrate.js';

/**
 * Runs a bench's `main`, which answers the targets it missed: they are printed and make the exit status 1, as a
 * failure does (printed with its stack under the bench's name).
 */
export function runBench(name: string, main: () => Promise<string[]>): void {
  main()
    .then((misses) => {
      if (misses.length === 0) return;
      console.error(`\ntargets missed: ${misses.join('; ')}`);
      process.exitCode = 1;
    })
    .catch((error: unknown) => {
      console.error(
        `${name} bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      process.exit(1);
    });
}

/** `work` on a SQLite database in a new temporary folder (`dir`, for other files too), removed afterwards. */
export async function withTemporarySqlite<T>(
  prefix: string,
  work: (url: string, dir: string) => Promise<T>,
): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  try {
    return await work(`sqlite:${join(dir, 'bench.db')}`, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `work` on a new database of the PostgreSQL server at `serverUrl`, dropped afterwards even when `work` fails. */
export async function withTemporaryPostgres<T>(
  serverUrl: string,
  prefix: string,
  work: (url: string) => Promise<T>,
): Promise<T> {
  const name = `${prefix}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    await admin.query(`create database "${name}"`);
    return await work(url.toString());
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

/** The next message a forked child sends; refused if the child exits first. */
export function nextMessage<T>(child: ChildProcess): Promise<T> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`child exited with ${code} before answering`));
    child.once('exit', onExit);
    child.once('message', (message) => {
      child.off('exit', onExit);
      resolve(message as T);
    });
  });
}

/** Migrates the database at `databaseUrl` to the latest schema and runs `seed` on it; closed afterwards. */
export async function seedDatabase<T>(databaseUrl: string, seed: (store: Store) => Promise<T>): Promise<T> {
  const store = openStore(databaseUrl);
  try {
    await migrateToLatest(store, migrations);
    return await seed(store);
  } finally {
    await closeStore(store);
  }
}
