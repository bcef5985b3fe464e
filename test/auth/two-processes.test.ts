import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../helpers/app.js';
import { type FreshDatabase, freshDatabase } from '../helpers/databases.js';
import { cookieHeader, type Server, setCookies, startServer, stopServers } from '../helpers/server.js';

// Needs PostgreSQL; under CI=true a missing TEST_DATABASE_URL already fails in helpers/databases.ts.
const enabled = Boolean(process.env.TEST_DATABASE_URL);

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

  /** The stored failure count of a username, read straight from the shared database. */
  const storedFailures = async (username: string) => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const result = await client.query('select failures from login_failures where username_lower = $1', [
        username.toLowerCase(),
      ]);
      return result.rows[0]?.failures as number | undefined;
    } finally {
      await client.end();
    }
  };

  afterAll(async () => {
    await stopServers(servers);
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
    // The first lock lasts LOGIN_LOCK_SECONDS at most: the attempt while locked did not extend it.
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(locked.headers.get('retry-after'))).toBeLessThanOrEqual(30);
    expect(await storedFailures(name)).toBe(3);

    // Parallel failures on both processes: exactly the three that lock are counted, the rest refused as locked.
    const other = `parallel-${Date.now()}`;
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => login(servers[i % 2]!, other, 'wrong')),
    );
    expect(responses.filter((r) => r.status === 401)).toHaveLength(3);
    expect(responses.filter((r) => r.status === 429)).toHaveLength(7);
    for (const r of responses.filter((r) => r.status === 429))
      expect(Number(r.headers.get('retry-after'))).toBeLessThanOrEqual(30);
    expect(await storedFailures(other)).toBe(3);
    const check = await login(a, other, 'wrong');
    expect(check.status).toBe(429);
    expect(await storedFailures(other)).toBe(3);
  });

  it('share refresh rotation: a refresh token used on one is refused on the other and ends the session', async () => {
    const [a, b] = servers as [Server, Server];
    const jar = setCookies(await login(a, ADMIN.username, ADMIN.password));
    const refresh = (server: Server, cookies: Record<string, string>) =>
      fetch(`${server.url}/api/token-refresh`, {
        method: 'POST',
        headers: {
          cookie: cookieHeader({
            refresh_token_cookie: cookies.refresh_token_cookie!,
            csrf_refresh_token: cookies.csrf_refresh_token!,
          }),
          'x-xsrf-token': cookies.csrf_refresh_token!,
        },
      });
    const first = await refresh(a, jar);
    expect(first.status).toBe(200);
    const rotated = setCookies(first);
    const replay = await refresh(b, jar);
    expect(replay.status).toBe(401);
    expect(((await replay.json()) as { Code: string }).Code).toBe('User.NotAuthenticated');
    const profile = await fetch(`${a.url}/api/profile`, { headers: { cookie: cookieHeader(rotated) } });
    expect(profile.status).toBe(401);
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
