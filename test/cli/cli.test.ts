import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { program } from '../../src/cli/program.js';
import { closeStore, openStore, type Store } from '../../src/core/db/index.js';
import { ADMIN, type Client, describeEachDatabase } from '../helpers/app.js';
import { freshDatabase } from '../helpers/databases.js';
import { runCli } from './run.js';

// Each command is a child process compiling TypeScript on start (tsx): seconds each, more on a busy machine.
vi.setConfig({ testTimeout: 300_000 });

const AS_OF = '2026-06-30';
const dir = mkdtempSync(join(tmpdir(), 'supplyline-cli-'));

/** Every table the demo writes, rows in id order, without timestamps: equal dumps mean identical data. */
async function dump(url: string) {
  const store = openStore(url);
  try {
    const tables = [
      'units',
      'warehouses',
      'suppliers',
      'ship_froms',
      'customers',
      'ship_tos',
      'items',
      'sub_items',
      'boms',
      'bom_lines',
      'supplier_allocations',
      'inventory',
      'custom_columns',
      'purchase_orders',
      'purchase_order_lines',
      'sales_orders',
      'sales_order_lines',
      'manufacturing_orders',
      'manufacturing_order_lines',
      'forecasts',
      'forecast_lines',
      'asns',
    ] as const;
    const out: Record<string, unknown[]> = {};
    for (const table of tables) {
      const rows = (await store.db.selectFrom(table).selectAll().orderBy('id').execute()) as Record<
        string,
        unknown
      >[];
      out[table] = rows.map(({ created_at: _c, updated_at: _u, ...rest }) => rest);
    }
    return out;
  } finally {
    await closeStore(store);
  }
}

describe('supplyline --help', () => {
  it('describes every command', async () => {
    const top = await runCli(['--help'], 'sqlite::memory:');
    expect(top.status).toBe(0);
    for (const command of ['serve', 'migrate', 'user', 'demo', 'import', 'export'])
      expect(top.stdout).toContain(command);
    // Every command's own help, from the same program the bin runs.
    const commands = program().commands.flatMap((c) => [c, ...c.commands]);
    expect(commands.map((c) => c.name()).sort()).toEqual([
      'create',
      'demo',
      'export',
      'import',
      'migrate',
      'reset-password',
      'serve',
      'user',
    ]);
    for (const command of commands) expect(command.helpInformation()).toContain('--help');
  });

  it('a bad setting is one line and status 1', async () => {
    const result = await runCli(['migrate'], 'mysql://nowhere');
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      'Invalid configuration: DATABASE_URL: unsupported database "mysql"; use sqlite:<path>, sqlite::memory: or postgres://…',
    ]);
  });
});

describeEachDatabase('supplyline commands', (t) => {
  let admin: Client;

  beforeAll(async () => {
    admin = await t.admin();
  });

  it('migrate brings the schema up to date', async () => {
    const result = await runCli(['migrate'], t.database.url);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain('The database schema is up to date.');
  });

  it('demo --scale small loads a company through the services, and refuses a second time without --force', async () => {
    const result = await runCli(
      ['demo', '--scale', 'small', '--seed', '3', '--as-of', AS_OF],
      t.database.url,
    );
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/purchase order lines\s+\d+/);
    expect(result.stdout).toContain('buyer');
    // Written through the services: the API reads it back, and the events and audit were recorded.
    const items = await admin.get('/api/item-master?page_size=1');
    expect(items.json().extra.total).toBe(40);
    const pos = await admin.get('/api/purchase-order?page_size=1');
    expect(pos.json().extra.total).toBeGreaterThan(10);
    const events = await t.store.db
      .selectFrom('events')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('entity_type', '=', 'PurchaseOrderDetails')
      .executeTakeFirstOrThrow();
    // One Created event per line the demo wrote (the planning run's Suggested lines are announced per run).
    const written = await t.store.db
      .selectFrom('purchase_order_lines as l')
      .innerJoin('purchase_orders as h', 'h.id', 'l.order_id')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('h.status', '<>', 'Suggested')
      .executeTakeFirstOrThrow();
    expect(Number(events.n)).toBe(Number(written.n));
    // Three years of sales history, forecast once after the load (before planning): every finished good sold in its
    // stocking warehouses has 36 months of history; the methods are a mix, Croston for the intermittent ones.
    const forecast = /Forecasting run (\d+) as of 2026-06-30 in [\d.]+ s: (\d+) SKUs \((.+)\)/.exec(
      result.stdout,
    );
    expect(forecast, result.stdout).not.toBeNull();
    const stat = (await admin.get('/api/views/statistical_forecast?page_size=1000')).json();
    expect(stat.extra.total).toBe(Number(forecast![2]));
    const statRows = stat.data.rows as Record<string, unknown>[];
    expect(statRows.filter((r) => r['History Months'] === 36).length).toBeGreaterThanOrEqual(8);
    const methods = new Set(statRows.map((r) => r.Method));
    expect(methods.has('Croston')).toBe(true);
    expect(methods.size).toBeGreaterThanOrEqual(2);
    const history = await t.store.db
      .selectFrom('sales_order_lines')
      .select((eb) => eb.fn.min('ship_date').as('first'))
      .executeTakeFirstOrThrow();
    expect(history.first! <= '2023-06-30').toBe(true);
    // The load ends with a planning run as of --as-of: the first look opens on suggestions and exceptions.
    const planned =
      /Planning run (\d+) as of 2026-06-30 \(365 days\) in [\d.]+ s: (\d+) SKUs, (\d+) suggested PO lines, (\d+) suggested MO lines, (\d+) suggested TO lines, (\d+) exceptions/.exec(
        result.stdout,
      );
    expect(planned, result.stdout).not.toBeNull();
    const run = await t.store.db.selectFrom('plan_runs').selectAll().executeTakeFirstOrThrow();
    expect(run.plan_date).toBe(AS_OF);
    expect(Number(run.planned_purchase_lines)).toBe(Number(planned![3]));
    expect(Number(run.planned_manufacturing_lines)).toBe(Number(planned![4]));
    expect(Number(planned![4])).toBeGreaterThan(0); // made items are planned: BOMs carry lead times and lot sizes
    // WH-02 is a regional warehouse supplied from WH-01: its shortages become Suggested TOs.
    expect(Number(run.planned_transfer_lines)).toBe(Number(planned![5]));
    expect(Number(planned![5])).toBeGreaterThan(0);
    const distributions = await admin.get('/api/item-distribution?page_size=1000');
    expect(distributions.statusCode).toBe(200);
    const paths = distributions.json().data.rows as Record<string, unknown>[];
    expect(paths.length).toBeGreaterThan(0);
    expect(
      paths.every((d) => d['From Warehouse Number'] === 'WH-01' && d['To Warehouse Number'] === 'WH-02'),
    ).toBe(true);
    const suggested = await t.store.db
      .selectFrom('purchase_orders')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('status', '=', 'Suggested')
      .executeTakeFirstOrThrow();
    expect(Number(suggested.n)).toBeGreaterThan(0);
    const boms = await admin.get('/api/bill-of-materials?page_size=1000');
    const rows = boms.json().data.rows as Record<string, unknown>[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((b) => Number(b['BOM Lead Time Days']) >= 1)).toBe(true);
    // Demo users sign in (first sign-in challenge: they choose their own password).
    const login = await t
      .anonymous()
      .post('/api/authenticate', { username: 'buyer', password: 'demo-buyer-1' });
    expect(login.statusCode).toBe(200);
    expect(login.json().first_signin).toBe(true);

    const again = await runCli(['demo', '--scale', 'small', '--seed', '3', '--as-of', AS_OF], t.database.url);
    expect(again.status).toBe(1);
    expect(again.stderr.trim()).toBe(
      'The database already holds orders; use --force to add the demo company anyway',
    );
  });

  it('user create prints a one-time password; the first sign-in asks for a new one', async () => {
    const result = await runCli(
      ['user', 'create', '--username', 'clara', '--email', 'clara@example.com', '--role', 'Superuser'],
      t.database.url,
    );
    expect(result.status, result.stderr).toBe(0);
    const password = /One-time password: (\S+)/.exec(result.stdout)?.[1];
    expect(password).toBeDefined();
    const login = await t.anonymous().post('/api/authenticate', { username: 'clara', password });
    expect(login.statusCode).toBe(200);
    expect(login.json().first_signin).toBe(true);
    const duplicate = await runCli(
      ['user', 'create', '--username', 'clara', '--email', 'c2@example.com', '--role', 'Superuser'],
      t.database.url,
    );
    expect(duplicate.status).toBe(1);
    expect(duplicate.stderr).toMatch(/^User\.AlreadyExists: /);
  });

  it('user reset-password ends the sessions, sets First Signin and prints a new password', async () => {
    const session = await t.login(ADMIN.username, ADMIN.password);
    expect((await session.get('/api/profile')).statusCode).toBe(200);
    const result = await runCli(['user', 'reset-password', ADMIN.username], t.database.url);
    expect(result.status, result.stderr).toBe(0);
    const password = /New one-time password for admin: (\S+)/.exec(result.stdout)?.[1];
    expect((await session.get('/api/profile')).statusCode).toBe(401);
    const old = await t
      .anonymous()
      .post('/api/authenticate', { username: ADMIN.username, password: ADMIN.password });
    expect(old.statusCode).toBe(401);
    const fresh = await t.anonymous().post('/api/authenticate', { username: ADMIN.username, password });
    expect(fresh.json().first_signin).toBe(true);
    const unknown = await runCli(['user', 'reset-password', 'nobody'], t.database.url);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr.trim()).toBe('User.NotFound: User nobody not found');
  });

  it('export writes the XLSX of a view', async () => {
    const file = join(dir, `items-${t.kind}.xlsx`);
    const result = await runCli(['export', 'item_master', '--output', file], t.database.url);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout.trim()).toBe(`Wrote 40 rows of item_master to ${file}`);
    const unknown = await runCli(['export', 'nothing'], t.database.url);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toMatch(/^Unknown view nothing; one of /);
  });
});

describe.each(['sqlite'] as const)('demo determinism [%s]', (kind) => {
  const databases: Awaited<ReturnType<typeof freshDatabase>>[] = [];
  afterAll(async () => {
    for (const d of databases) await d.drop();
  });

  it('the same seed and date give identical data', async () => {
    for (let i = 0; i < 2; i++) {
      const database = await freshDatabase(kind);
      databases.push(database);
      const result = await runCli(['demo', '--seed', '11', '--as-of', AS_OF], database.url);
      expect(result.status, result.stderr).toBe(0);
    }
    const [first, second] = [await dump(databases[0]!.url), await dump(databases[1]!.url)];
    expect(first.purchase_order_lines!.length).toBeGreaterThan(50);
    expect(second).toEqual(first);
  });
});
