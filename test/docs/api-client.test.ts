import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeStore, openStore } from '../../src/core/db/index.js';
import { ADMIN } from '../helpers/app.js';
import { DATABASES, type FreshDatabase, freshDatabase } from '../helpers/databases.js';
import { type Server, startServer, stopServers } from '../helpers/server.js';
import { seedMasters } from '../orders/fixtures.js';

/** Runs `npx tsx docs/examples/api-client.ts` as the document says; answers its exit code and output. */
function runExample(
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'docs/examples/api-client.ts'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += String(chunk);
  });
  child.stderr.on('data', (chunk) => {
    stderr += String(chunk);
  });
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })));
}

/** docs/api-client.md: its script runs against a service on a fresh database, so the document cannot rot. */
for (const kind of DATABASES)
  describe(`the typed client example (docs/examples/api-client.ts) on ${kind}`, () => {
    let database: FreshDatabase;
    const servers: Server[] = [];
    const file = join(tmpdir(), `api-client-${kind}-${process.pid}.xlsx`);

    beforeAll(async () => {
      database = await freshDatabase(kind);
      servers.push(await startServer(database.url));
      // The masters the order refers to (the service has migrated the database on start).
      const store = openStore(database.url);
      try {
        await seedMasters(store);
      } finally {
        await closeStore(store);
      }
    }, 120_000);
    afterAll(async () => {
      await stopServers(servers);
      await database?.drop();
      rmSync(file, { force: true });
    });

    it('signs in, creates a PO numbered by `*`, reads it in a view and exports that view to XLSX', async () => {
      const run = await runExample({
        SUPPLYLINE_URL: servers[0]!.url,
        SUPPLYLINE_USERNAME: ADMIN.username,
        SUPPLYLINE_PASSWORD: ADMIN.password,
        SUPPLYLINE_EXPORT_FILE: file,
      });
      expect(run.code, run.stderr).toBe(0);
      const summary = JSON.parse(run.stdout.trim()) as {
        number: string;
        rows: number;
        total: number;
        columns: string[];
        bytes: number;
      };
      expect(summary).toMatchObject({ number: 'PO-000001', rows: 1, total: 1 });
      expect(summary.columns.length).toBeGreaterThan(3);
      // The workbook is an XLSX whose rows name the new order.
      const zip = await JSZip.loadAsync(readFileSync(file));
      const sheet = await zip.file('xl/worksheets/sheet1.xml')?.async('string');
      const strings = (await zip.file('xl/sharedStrings.xml')?.async('string')) ?? '';
      expect(sheet).toBeDefined();
      expect(`${sheet}${strings}`).toContain('PO-000001');
      // And the order is stored: the service's own numbering drew it.
      const store = openStore(database.url);
      try {
        const stored = await store.db.selectFrom('purchase_orders').select(['number', 'status']).execute();
        expect(stored).toEqual([{ number: 'PO-000001', status: 'Open' }]);
      } finally {
        await closeStore(store);
      }
    }, 120_000);
  });

describe('docs/api-client.md', () => {
  it('shows only code that is part of the script the test above runs', () => {
    const page = readFileSync('docs/api-client.md', 'utf8');
    const script = readFileSync('docs/examples/api-client.ts', 'utf8');
    const blocks = [...page.matchAll(/```ts\n([\s\S]*?)\n```/g)].map((m) => m[1]!);
    expect(blocks.length).toBeGreaterThanOrEqual(4);
    for (const block of blocks) expect(script, block.slice(0, 60)).toContain(block);
  });
});
