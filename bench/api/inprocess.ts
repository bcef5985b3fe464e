import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';

/**
 * Where a request's time goes, in process: the service's own app (`app.inject`, no socket) answers the bench's
 * requests one after another, timing the process's CPU per answer and, separately, the time spent inside the
 * database driver: better-sqlite3's statement calls as CPU time (SQLite runs on the calling thread, so that share is
 * what no change above the SQL can remove and it bounds what one core can answer); pg's `query` as wall time until
 * its answer (the round trip and the server's work, which run beside the process rather than in it).
 */
export interface InProcessFigure {
  cpuMs: number;
  driverMs: number;
  statements: number;
}

let driverNs = 0n;
let statements = 0;
let instrumented = false;

/** Wraps the drivers' calls once per process; counting costs about a microsecond a statement. */
function instrumentDrivers(): void {
  if (instrumented) return;
  instrumented = true;
  const require = createRequire(import.meta.url);
  const Sqlite = require('better-sqlite3') as typeof import('better-sqlite3');
  const probe = new Sqlite(':memory:');
  const statementPrototype = Object.getPrototypeOf(probe.prepare('select 1')) as Record<
    string,
    (...args: unknown[]) => unknown
  >;
  probe.close();
  for (const method of ['all', 'get', 'run'] as const) {
    const original = statementPrototype[method]!;
    // SQLite works on this thread: its CPU time, not wall time, which a loaded machine stretches.
    statementPrototype[method] = function timed(this: unknown, ...args: unknown[]) {
      const started = process.cpuUsage();
      try {
        return original.apply(this, args);
      } finally {
        const used = process.cpuUsage(started);
        driverNs += BigInt(used.user + used.system) * 1000n;
        statements += 1;
      }
    };
  }
  const clientPrototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const query = clientPrototype.query;
  clientPrototype.query = function timed(this: unknown, ...args: unknown[]) {
    const started = process.hrtime.bigint();
    const answer = query.apply(this, args);
    if (answer instanceof Promise) {
      statements += 1;
      return answer.finally(() => {
        driverNs += process.hrtime.bigint() - started;
      });
    }
    return answer;
  };
}

/** A request to measure; a POST's body is `body` with every `NUMBER_PLACEHOLDER` replaced by a new number. */
export interface InProcessRequest {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  body?: string;
}
export const NUMBER_PLACEHOLDER = '__NUMBER__';

/**
 * Starts the service's app on `databaseUrl` in this process (imported here, after the drivers are wrapped) and
 * measures each request `count` times after a warm-up. `body` makes each request's payload (a new PO number each).
 */
export async function measureInProcess(
  databaseUrl: string,
  password: string,
  requests: InProcessRequest[],
  count = 2000,
): Promise<Map<string, InProcessFigure>> {
  instrumentDrivers();
  const { createApp } = await import('../../src/app.js');
  const { loadConfig } = await import('../../src/core/config.js');
  const app: FastifyInstance = await createApp(
    loadConfig({
      ...process.env,
      DATABASE_URL: databaseUrl,
      SECRET_KEY: 'bench-secret-key-of-at-least-32-characters',
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: password,
      LOG_LEVEL: process.env.INPROCESS_LOG ?? 'silent',
    }),
    process.env.INPROCESS_LOG ? {} : { logger: false },
  );
  const figures = new Map<string, InProcessFigure>();
  let sequence = 0;
  try {
    await app.ready();
    const login = await app.inject({
      method: 'POST',
      url: '/api/authenticate',
      payload: { username: 'admin', password },
    });
    const cookies = Object.fromEntries(
      ([] as string[])
        .concat(login.headers['set-cookie'] ?? [])
        .map((c) => c.split(';')[0]!.split('=') as [string, string]),
    );
    const headers = {
      cookie: `access_token_cookie=${cookies.access_token_cookie}; csrf_access_token=${cookies.csrf_access_token}`,
      'x-xsrf-token': cookies.csrf_access_token!,
      'content-type': 'application/json',
    };
    for (const request of requests) {
      const once = async () => {
        const answer = await app.inject({
          method: request.method,
          url: request.url,
          headers,
          ...(request.body
            ? { payload: request.body.replaceAll(NUMBER_PLACEHOLDER, `INPROCESS-${++sequence}`) }
            : {}),
        });
        if (answer.statusCode !== 200)
          throw new Error(`${request.name}: ${answer.statusCode} ${answer.body.slice(0, 300)}`);
      };
      for (let i = 0; i < Math.min(300, count); i++) await once();
      driverNs = 0n;
      statements = 0;
      const cpu = process.cpuUsage();
      for (let i = 0; i < count; i++) await once();
      const used = process.cpuUsage(cpu);
      figures.set(request.name, {
        cpuMs: (used.user + used.system) / 1000 / count,
        driverMs: Number(driverNs) / 1e6 / count,
        statements: statements / count,
      });
    }
  } finally {
    await app.close();
  }
  return figures;
}

/**
 * Run as a child process (`fork`): a process of its own keeps the bench's heap (the dataset it wrote) out of the
 * figures, whose garbage collection threads would otherwise count in the CPU times. Receives
 * `{ databaseUrl, password, requests }`, answers `[name, figure][]`.
 */
if (process.send !== undefined && process.argv.includes('--measure')) {
  process.once('message', (message) => {
    const { databaseUrl, password, requests } = message as {
      databaseUrl: string;
      password: string;
      requests: InProcessRequest[];
    };
    measureInProcess(databaseUrl, password, requests).then(
      (figures) => process.send!([...figures], () => process.exit(0)),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
