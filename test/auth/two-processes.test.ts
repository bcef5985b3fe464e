import { type ChildProcess, spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, TEST_SECRET } from '../helpers/app.js';
import { type FreshDatabase, freshDatabase } from '../helpers/databases.js';

// Needs PostgreSQL; under CI=true a missing TEST_DATABASE_URL already fails in helpers/databases.ts.
const enabled = Boolean(process.env.TEST_DATABASE_URL);

interface Server {
  child: ChildProcess;
  url: string;
  exited: Promise<number | null>;
}

async function startServer(databaseUrl: string): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      DATABASE_URL: databaseUrl,
      SECRET_KEY: TEST_SECRET,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_EMAIL: ADMIN.email,
      LOGIN_LOCK_SECONDS: '30',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk) => {
    stdout += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const url = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout)?.[1];
    if (url) return { child, url, exited };
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start: ${stderr}`);
}

/** The name=value pairs a response sets. */
function setCookies(response: Response): Record<string, string> {
  const jar: Record<string, string> = {};
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const index = pair!.indexOf('=');
    jar[pair!.slice(0, index)] = pair!.slice(index + 1);
  }
  return jar;
}

const cookieHeader = (jar: Record<string, string>) =>
  Object.entries(jar)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');

const login = (server: Server, username: string, password: string) =>
  fetch(`${server.url}/api/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });

describe.skipIf(!enabled)('two server processes on one PostgreSQL database', () => {
  let database: FreshDatabase;
  const servers: Server[] = [];

  beforeAll(async () => {
    database = await freshDatabase('postgres');
    // Both start at once against the same empty database: migrations and bootstrap must not race.
    servers.push(...(await Promise.all([startServer(database.url), startServer(database.url)])));
  }, 90_000);

  afterAll(async () => {
    for (const server of servers) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await database?.drop();
  });

  it('share the lock-out count', async () => {
    const [a, b] = servers as [Server, Server];
    const name = `shared-${Date.now()}`;
    expect((await login(a, name, 'wrong-1')).status).toBe(401);
    expect((await login(b, name, 'wrong-2')).status).toBe(401);
    expect((await login(a, name, 'wrong-3')).status).toBe(401);
    const locked = await login(b, name, 'wrong-4');
    expect(locked.status).toBe(429);
    expect(((await locked.json()) as { Code: string }).Code).toBe('User.Locked');
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);

    // Parallel failures on both processes are all counted.
    const other = `parallel-${Date.now()}`;
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => login(servers[i % 2]!, other, 'wrong')),
    );
    expect(responses.every((r) => r.status === 401 || r.status === 429)).toBe(true);
    const check = await login(a, other, 'wrong');
    expect(check.status).toBe(429);
  });

  it('share sessions: a login on one is valid on the other, and a logout on one ends it on both', async () => {
    const [a, b] = servers as [Server, Server];
    const response = await login(a, ADMIN.username, ADMIN.password);
    expect(response.status).toBe(200);
    const jar = setCookies(response);
    const headers = { cookie: cookieHeader(jar) };
    expect((await fetch(`${b.url}/api/profile`, { headers })).status).toBe(200);
    expect((await fetch(`${a.url}/api/profile`, { headers })).status).toBe(200);
    const logout = await fetch(`${b.url}/api/logout`, {
      method: 'POST',
      headers: { ...headers, 'x-xsrf-token': jar.csrf_access_token! },
    });
    expect(logout.status).toBe(200);
    const after = await fetch(`${a.url}/api/profile`, { headers });
    expect(after.status).toBe(401);
    expect(((await after.json()) as { Code: string }).Code).toBe('User.NotAuthenticated');
  });
});
