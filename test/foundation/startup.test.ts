import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrations } from '../../migrations/index.js';
import { loadConfig } from '../../src/core/config.js';
import { openStore } from '../../src/core/db/index.js';
import { migrateToLatest } from '../../src/core/db/migrate.js';
import { DATABASES, freshDatabase } from '../helpers/databases.js';

const dir = mkdtempSync(join(tmpdir(), 'supplyline-start-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function server(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    env: { ...process.env, SECRET_KEY: '', ADMIN_PASSWORD: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function collect(child: ChildProcess) {
  const out = { stdout: '', stderr: '' };
  child.stdout?.on('data', (chunk) => {
    out.stdout += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    out.stderr += String(chunk);
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { out, exited };
}

describe('configuration', () => {
  it.each([
    ['DATABASE_URL', 'mysql://x'],
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['COOKIE_SECURE', 'maybe'],
    ['SMTP_URL', 'http://mail.example.com'],
    ['BODY_LIMIT_MB', 'five'],
    ['BODY_LIMIT_MB', '0'],
    ['WEBHOOK_ALLOW_PRIVATE', 'maybe'],
  ])('exits with status 1 and one line naming %s=%s', async (name, value) => {
    const child = server({
      [name]: value,
      DATABASE_URL: `sqlite:${join(dir, 'x.db')}`,
      ...{ [name]: value },
    });
    const { out, exited } = collect(child);
    expect(await exited).toBe(1);
    const lines = out.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(name);
  });

  it('applies the documented defaults', () => {
    const config = loadConfig({ SECRET_KEY: 'k'.repeat(32) });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'sqlite:./data/supplyline.db',
      databaseKind: 'sqlite',
      cookieSecure: false,
      bodyLimitMb: 5,
      admin: { username: 'admin', email: 'admin@localhost' },
    });
  });

  it('generates a secret once and keeps it in the data folder', () => {
    const url = `sqlite:${join(dir, 'secret', 'db.sqlite')}`;
    const first = loadConfig({ DATABASE_URL: url }).secretKey;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATABASE_URL: url }).secretKey).toBe(first);
  });
});

describe('server process', () => {
  it('serves health, prints the generated admin password once, and shuts down gracefully on SIGTERM', async () => {
    const child = server({
      PORT: '0',
      DATABASE_URL: `sqlite:${join(dir, 'run', 'supplyline.db')}`,
      LOG_LEVEL: 'info',
    });
    const { out, exited } = collect(child);
    const deadline = Date.now() + 20_000;
    let url: string | undefined;
    while (!url && Date.now() < deadline) {
      url = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out.stdout)?.[1];
      if (!url) await new Promise((r) => setTimeout(r, 100));
    }
    expect(url).toBeDefined();
    expect(out.stdout).toMatch(/created Superuser "admin" with password: \S{12,}/);
    const password = /with password: (\S+)/.exec(out.stdout)?.[1] ?? '';
    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'sqlite' });
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    // The password appears once on the console and in no log line.
    expect(out.stdout.split(password).length - 1).toBe(1);
  });
});

function migrateInProcess(url: string): Promise<number | null> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/helpers/migrate-once.ts', url], {
    stdio: 'inherit',
  });
  return new Promise((resolve) => child.on('exit', (code) => resolve(code)));
}

describe.each(DATABASES)('migrations [%s]', (kind) => {
  it('two processes migrating one database at once do not race', async () => {
    const database = await freshDatabase(kind);
    const store = openStore(database.url);
    try {
      expect(await Promise.all([migrateInProcess(database.url), migrateInProcess(database.url)])).toEqual([
        0, 0,
      ]);
      const tables = await store.db.introspection.getTables();
      expect(tables.map((t) => t.name)).toEqual(
        expect.arrayContaining(['users', 'items', 'events', 'audit_log']),
      );
      // Running again finds nothing to do.
      await migrateToLatest(store, migrations);
    } finally {
      await store.db.destroy();
      await database.drop();
    }
  });
});
