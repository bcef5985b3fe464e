import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import Sqlite from 'better-sqlite3';
import pg from 'pg';
import { ADMIN, TEST_SECRET } from '../helpers/app.js';

/** `short` runs in CI; `long` (RELIABILITY=long) is the on-demand soak. */
export const LONG = process.env.RELIABILITY === 'long';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SERVER = `${ROOT}dist/src/server.js`;

/** Figures a suite measured, printed at the end of its file (the report is stdout: nothing here is asserted on time). */
export function report(title: string, figures: Record<string, unknown>): void {
  process.stdout.write(`\n[reliability] ${title}\n${JSON.stringify(figures, null, 2)}\n`);
}

export interface Service {
  url: string;
  pid: number;
  child: ChildProcess;
  exited: Promise<number | null>;
  output: () => string;
  /** SIGKILL to the whole process group, as a crashed host or `kill -9` would. */
  kill: () => Promise<void>;
  /** SIGTERM (graceful: in-flight requests finish), then SIGKILL after 10 s. */
  stop: () => Promise<void>;
  /** Resident set size of the service process in bytes, from /proc. */
  rss: () => number;
}

/**
 * Starts the compiled service (dist/, `npm run build` first) as the leader of a new process group on PORT=0
 * and resolves once it listens. Only the child is spoken to, over HTTP.
 */
export async function startService(databaseUrl: string, env: Record<string, string> = {}): Promise<Service> {
  // A port chosen here rather than PORT=0, so the service can log at `warn` (no per-request lines under load).
  const port = env.PORT ?? String(await freePort());
  const child = spawn(process.execPath, [SERVER], {
    cwd: ROOT,
    detached: true,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: port,
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      SECRET_KEY: TEST_SECRET,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_EMAIL: ADMIN.email,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output += String(chunk);
    if (output.length > 200_000) output = output.slice(-100_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const pid = child.pid;
  if (pid === undefined) throw new Error('the service did not start');
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-pid, signal);
    } catch {
      // The group is gone already.
    }
  };
  const service: Service = {
    url: '',
    pid,
    child,
    exited,
    output: () => output,
    kill: async () => {
      signalGroup('SIGKILL');
      await exited;
    },
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      signalGroup('SIGTERM');
      const timer = setTimeout(() => signalGroup('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
    rss: () => {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
    },
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && child.exitCode === null) {
    const health = await new Http(url, new Agent()).get('/api/health', { anonymous: true });
    if (health.status === 200) return { ...service, url };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  signalGroup('SIGKILL');
  throw new Error(`the service did not start (is dist/ built? run \`npm run build\`):\n${output}`);
}

/** What one request answered. `status` 0 is a socket error (connection refused or reset). */
export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json: () => unknown;
}

export interface RequestOptions {
  /** A body sent as given (a string or Buffer is sent raw; anything else is JSON-encoded). */
  body?: unknown;
  headers?: Record<string, string>;
  /** Leave out the session cookies and CSRF header. */
  anonymous?: boolean;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const sharedAgent = new Agent({ keepAlive: true, maxSockets: 64 });

/** An HTTP client with a cookie jar; state-changing requests carry X-XSRF-TOKEN as the browser app does. */
export class Http {
  cookies: Record<string, string> = {};
  constructor(
    public base: string,
    private readonly agent: Agent = sharedAgent,
  ) {}

  request(method: string, path: string, options: RequestOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = {};
    let payload: Buffer | undefined;
    if (options.body !== undefined) {
      payload =
        typeof options.body === 'string'
          ? Buffer.from(options.body)
          : Buffer.isBuffer(options.body)
            ? options.body
            : Buffer.from(JSON.stringify(options.body));
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(payload.length);
    }
    if (!options.anonymous) {
      const jar = Object.entries(this.cookies);
      if (jar.length) headers.cookie = jar.map(([k, v]) => `${k}=${v}`).join('; ');
      if (this.cookies.csrf_access_token) headers['x-xsrf-token'] = this.cookies.csrf_access_token;
    }
    Object.assign(headers, options.headers);
    // The path goes out as written (a URL object would resolve `%2e%2e` segments before the service sees them).
    const base = new URL(this.base);
    const target = { host: base.hostname, port: base.port, path, method, headers, agent: this.agent };
    return new Promise((resolve) => {
      const req = httpRequest(target, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', () => resolve({ status: 0, headers: {}, text: '', json: () => undefined }));
        res.on('end', () => {
          if (!options.anonymous) absorb(this.cookies, res.headers['set-cookie']);
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text,
            json: () => JSON.parse(text),
          });
        });
      });
      req.on('error', (error) =>
        resolve({ status: 0, headers: {}, text: String(error), json: () => undefined }),
      );
      if (payload) req.write(payload);
      req.end();
    });
  }

  get = (path: string, options?: RequestOptions) => this.request('GET', path, options);
  post = (path: string, body: unknown = {}, options?: RequestOptions) =>
    this.request('POST', path, { ...options, body });
  put = (path: string, body: unknown = {}, options?: RequestOptions) =>
    this.request('PUT', path, { ...options, body });
  delete = (path: string, options?: RequestOptions) => this.request('DELETE', path, options);
}

function absorb(jar: Record<string, string>, lines: string[] | undefined): void {
  for (const line of lines ?? []) {
    const [pair, ...attributes] = line.split(';');
    const index = pair!.indexOf('=');
    const name = pair!.slice(0, index).trim();
    const value = pair!.slice(index + 1).trim();
    const expired = attributes.some((a) => {
      const [key, v] = a.trim().split('=');
      return (
        (key?.toLowerCase() === 'max-age' && Number(v) <= 0) ||
        (key?.toLowerCase() === 'expires' && Date.parse(v ?? '') <= Date.now())
      );
    });
    if (value === '' || expired) delete jar[name];
    else jar[name] = value;
  }
}

export async function login(base: string, username = ADMIN.username, password = ADMIN.password) {
  const http = new Http(base);
  const answer = await http.post('/api/authenticate', { username, password });
  if (answer.status !== 200 || !http.cookies.csrf_access_token)
    throw new Error(`login of ${username} failed: ${answer.status} ${answer.text}`);
  return http;
}

/** Expects 200 and answers the JSON body. */
export async function ok(answer: Promise<Answer>): Promise<Record<string, unknown>> {
  const a = await answer;
  if (a.status !== 200) throw new Error(`expected 200, got ${a.status}: ${a.text.slice(0, 500)}`);
  return a.json() as Record<string, unknown>;
}

/** Master data for orders, created through the API: items I-1…I-n, WH-1/2, SUP-1/2 with SF-1/2, CUST-1 with ST-1. */
export async function seedMasters(http: Http, items = 8): Promise<string[]> {
  await ok(http.post('/api/unit-master', { 'Unit Name': 'EA', 'Unit Description': 'each' }));
  const numbers = Array.from({ length: items }, (_, i) => `I-${i + 1}`);
  for (const number of numbers)
    await ok(
      http.post('/api/item-master', {
        'Item Number': number,
        'Item Description': `Item ${number}`,
        'Item Unit': 'EA',
      }),
    );
  for (const n of [1, 2]) {
    await ok(
      http.post('/api/warehouse-master', { 'Warehouse Number': `WH-${n}`, 'Warehouse Name': `W${n}` }),
    );
    await ok(http.post('/api/supplier-master', { 'Supplier Number': `SUP-${n}`, 'Supplier Name': `S${n}` }));
    await ok(
      http.post('/api/ship-from-master', {
        'Ship From Number': `SF-${n}`,
        'Ship From Name': `SF${n}`,
        'Supplier Number': `SUP-${n}`,
      }),
    );
  }
  await ok(http.post('/api/customer-master', { 'Customer Number': 'CUST-1', 'Customer Name': 'C1' }));
  await ok(
    http.post('/api/ship-to-master', {
      'Ship To Number': 'ST-1',
      'Ship To Name': 'ST1',
      'Customer Number': 'CUST-1',
    }),
  );
  return numbers;
}

export type Line = Record<string, unknown>;

export const poLine = (item: string, quantity = 10, overrides: Line = {}): Line => ({
  id: null,
  'Item Number': item,
  'Sub Item Number': null,
  'Warehouse Number': 'WH-1',
  'Ship From Number': 'SF-1',
  'PO Details Price': 2.5,
  'PO Details Quantity': quantity,
  'PO Details Document Status': 'Open',
  'PO Details Order Date': '2026-01-01',
  'PO Details Ship Date': '2026-01-05',
  'PO Details ETA Date': '2026-01-10',
  ...overrides,
});

export const poBody = (number: string, details: Line[]): Line => ({
  'PO List Number': number,
  'PO List Document Status': 'Open',
  'PO List Order Date': '2026-01-01',
  'Supplier Number': 'SUP-1',
  'Purchase Order Id': null,
  details,
});

/** Direct read access to the service's database, for checking what it stored (never for writing). */
export interface Inspector {
  query: <T = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>;
  tables: () => Promise<string[]>;
  /**
   * A cheap witness of commits, so that an unchanged value proves nothing was written and a digest can be skipped.
   * SQLite: data_version, which moves only when another connection commits. PostgreSQL: the current snapshot
   * (xmin:xmax:in-progress ids), which moves whenever a transaction that was given an id (any that wrote) ends;
   * read-only transactions, such as this inspector's own queries, get no id and leave it as it is.
   */
  version: () => Promise<number | string | undefined>;
  /**
   * A table's digest computed by the database itself, where it can (PostgreSQL): the fuzz digests every table
   * after each commit, and reading every row into the test process made the long PostgreSQL fuzz crawl as the
   * tables grew (the test process at 120% CPU, the service at 3%).
   */
  tableDigest?: (table: string, skip: string[]) => Promise<string>;
  close: () => Promise<void>;
}

export async function inspect(databaseUrl: string): Promise<Inspector> {
  if (databaseUrl.startsWith('sqlite:')) {
    const db = new Sqlite(databaseUrl.slice('sqlite:'.length), { readonly: true, fileMustExist: true });
    db.pragma('busy_timeout = 5000');
    return {
      query: async <T>(sql: string, params: unknown[] = []) =>
        db.prepare(sql.replace(/\$\d+/g, '?')).all(...params) as T[],
      tables: async () =>
        (
          db
            .prepare(
              "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name",
            )
            .all() as { name: string }[]
        ).map((r) => r.name),
      version: async () => db.pragma('data_version', { simple: true }) as number,
      close: async () => {
        db.close();
      },
    };
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const columnsOf = new Map<string, string[]>();
  return {
    query: async <T>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as T[],
    tables: async () =>
      (
        await client.query(
          "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
        )
      ).rows.map((r: { name: string }) => r.name),
    version: async () =>
      (await client.query<{ v: string }>('select pg_current_snapshot()::text as v')).rows[0]?.v,
    tableDigest: async (table, skip) => {
      let columns = columnsOf.get(table);
      if (!columns) {
        columns = (
          await client.query<{ name: string }>(
            "select column_name as name from information_schema.columns where table_schema = 'public' and table_name = $1 order by ordinal_position",
            [table],
          )
        ).rows.map((r) => r.name);
        columnsOf.set(table, columns);
      }
      const kept = columns.filter((c) => !skip.includes(c)).map((c) => `"${c}"`);
      // Each row's text hashed, the hashes sorted (rows come in any order) and hashed together.
      const row = (
        await client.query<{ n: string; d: string | null }>(
          `select count(*)::text as n, md5(string_agg(h, '' order by h)) as d from (select md5(row(${kept.join(', ')})::text) as h from "${table}") x`,
        )
      ).rows[0]!;
      return `${row.n}:${(row.d ?? '').slice(0, 16)}`;
    },
    close: () => client.end(),
  };
}

/**
 * Columns that background work of the service changes on its own (the outbox dispatcher marks events
 * dispatched and numbers their batches; leases are taken and given back; net change collapses or forgets the
 * marks of earlier writes, which only triggers on the other tables write): left out of the digest, since a
 * refused request is about what the request itself stored.
 */
const BACKGROUND: Record<string, string[] | '*'> = {
  service_locks: '*',
  events: ['dispatched', 'stream_batch'],
  plan_dirty_items: '*',
};

/** A hash of every row of every table (in a fixed order), per table. */
export async function digest(inspector: Inspector): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const table of await inspector.tables()) {
    const skip = BACKGROUND[table];
    if (skip === '*') continue;
    if (inspector.tableDigest) {
      result[table] = await inspector.tableDigest(table, skip ?? []);
      continue;
    }
    const rows = await inspector.query<Record<string, unknown>>(`select * from "${table}"`);
    // Sorted here: a table's first column need not be unique, and PostgreSQL returns ties in any order.
    const lines = rows
      .map((row) => {
        for (const column of skip ?? []) delete row[column];
        return JSON.stringify(row, (_k, v) => (typeof v === 'bigint' ? String(v) : v));
      })
      .sort();
    const hash = createHash('sha256');
    for (const line of lines) hash.update(`${line}\n`);
    result[table] = `${rows.length}:${hash.digest('hex').slice(0, 16)}`;
  }
  return result;
}

/** Tables whose digest differs. */
export const changedTables = (before: Record<string, string>, after: Record<string, string>) =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((t) => before[t] !== after[t]);

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
