import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../helpers/app.js';
import { DATABASES, type FreshDatabase, freshDatabase } from '../helpers/databases.js';
import {
  type Answer,
  Http,
  inspect,
  LONG,
  login,
  ok,
  report,
  type Service,
  startService,
} from './harness.js';

/**
 * Sessions under attack, against two processes on PostgreSQL (one on SQLite): parallel password guessing on one
 * username, a replayed TOTP code, a refresh token used after logout, a CSRF header of another session. Each is
 * refused with its documented code, counted exactly across concurrent requests and processes.
 */

const GUESSES = LONG ? 100 : 24;

const cookieHeader = (jar: Record<string, string>) =>
  Object.entries(jar)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');

const codeOf = (answer: Answer) => (answer.json() as { Code?: string }).Code;

describe.each(DATABASES)('sessions under attack [%s]', (kind) => {
  let database: FreshDatabase;
  const services: Service[] = [];
  const url = (i: number) => services[i % services.length]!.url;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    services.push(await startService(database.url));
    if (kind === 'postgres') services.push(await startService(database.url));
  });

  afterAll(async () => {
    for (const service of services) await service.stop();
    await database?.drop();
  });

  const storedFailures = async (username: string) => {
    const inspector = await inspect(database.url);
    try {
      const rows = await inspector.query<{ failures: unknown }>(
        'select failures from login_failures where username_lower = $1',
        [username.toLowerCase()],
      );
      return rows[0] ? Number(rows[0].failures) : undefined;
    } finally {
      await inspector.close();
    }
  };

  it('locks a username after exactly three failures of parallel guesses on every process, refusing the rest as locked', async () => {
    const admin = await login(url(0));
    // A real account (the Service role is built in), so the right password after the lock is refused too.
    const username = 'victim';
    await ok(
      admin.post('/api/user', {
        Username: username,
        'User Email': 'victim@example.com',
        'Role Name': 'Service',
        'User Fullname': 'Victim',
        Password: 'victim-password-1',
      }),
    );
    const answers = await Promise.all(
      Array.from({ length: GUESSES }, (_, i) =>
        new Http(url(i)).post('/api/authenticate', { username, password: `guess-${i}` }),
      ),
    );
    const byStatus: Record<string, number> = {};
    for (const a of answers)
      byStatus[`${a.status} ${codeOf(a)}`] = (byStatus[`${a.status} ${codeOf(a)}`] ?? 0) + 1;
    report(`sessions: parallel guessing [${kind}]`, {
      processes: services.length,
      guesses: GUESSES,
      byStatus,
    });
    expect(byStatus).toEqual({ '401 User.InvalidCredentials': 3, '429 User.Locked': GUESSES - 3 });
    for (const a of answers.filter((x) => x.status === 429))
      expect(Number(a.headers['retry-after'])).toBeGreaterThan(0);
    expect(await storedFailures(username)).toBe(3);
    // Attempts while locked neither count nor extend the lock.
    const more = await new Http(url(1)).post('/api/authenticate', { username, password: 'another' });
    expect([more.status, codeOf(more)]).toEqual([429, 'User.Locked']);
    expect(await storedFailures(username)).toBe(3);
    const right = await new Http(url(0)).post('/api/authenticate', {
      username,
      password: 'victim-password-1',
    });
    expect([right.status, codeOf(right)]).toEqual([429, 'User.Locked']);
    expect(await storedFailures(username)).toBe(3);
  });

  it('refuses a refresh token after logout, on either process', async () => {
    const session = await login(url(0));
    const jar = { ...session.cookies };
    expect((await session.post(`/api/logout`)).status).toBe(200);
    for (let i = 0; i < services.length; i++) {
      const refresh = await new Http(url(i)).post('/api/token-refresh', undefined, {
        anonymous: true,
        headers: {
          cookie: cookieHeader({
            refresh_token_cookie: jar.refresh_token_cookie!,
            csrf_refresh_token: jar.csrf_refresh_token!,
          }),
          'x-xsrf-token': jar.csrf_refresh_token!,
        },
      });
      expect([refresh.status, codeOf(refresh)]).toEqual([401, 'User.NotAuthenticated']);
      const profile = await new Http(url(i)).get('/api/profile', {
        anonymous: true,
        headers: { cookie: cookieHeader(jar) },
      });
      expect([profile.status, codeOf(profile)]).toEqual([401, 'User.NotAuthenticated']);
    }
  });

  it('refuses a CSRF header of another session with 422 User.InvalidCSRF and stores nothing', async () => {
    const a = await login(url(0));
    const b = await login(url(1));
    const forged = await new Http(url(1)).post(
      '/api/unit-master',
      { 'Unit Name': 'CSRF' },
      {
        anonymous: true,
        headers: { cookie: cookieHeader(a.cookies), 'x-xsrf-token': b.cookies.csrf_access_token! },
      },
    );
    expect([forged.status, codeOf(forged)]).toEqual([422, 'User.InvalidCSRF']);
    const missing = await new Http(url(0)).post(
      '/api/unit-master',
      { 'Unit Name': 'CSRF' },
      { anonymous: true, headers: { cookie: cookieHeader(a.cookies) } },
    );
    expect([missing.status, codeOf(missing)]).toEqual([422, 'User.MissingCSRF']);
    const units = (await ok(a.get('/api/unit-master'))) as { data: { rows: { 'Unit Name': string }[] } };
    expect(units.data.rows.map((r) => r['Unit Name'])).not.toContain('CSRF');
  });

  it('accepts a TOTP code once: a replay, sequential or parallel on both processes, is 401 User.Invalid2FACode', async () => {
    const admin = await login(url(0));
    const setup = await ok(admin.post('/api/2fa/setup'));
    const totp = new TOTP({
      algorithm: 'SHA1',
      digits: 6,
      period: 30,
      secret: Secret.fromBase32(String(setup.secret)),
    });
    const now = Date.now();
    const current = totp.generate({ timestamp: now });
    const next = totp.generate({ timestamp: now + 30_000 });
    await ok(admin.post('/api/2fa/enable', { code: current }));

    const challenge = async (i: number) => {
      const answer = await ok(
        new Http(url(i)).post('/api/authenticate', { username: ADMIN.username, password: ADMIN.password }),
      );
      expect(answer.two_factor_required).toBe(true);
      return String(answer.session_token);
    };
    const verify = async (i: number, code: string) =>
      new Http(url(i)).post('/api/verify-2fa', { session_token: await challenge(i), code });

    // The code that enabled 2FA was used: replaying it to sign in is refused.
    const replayed = await verify(1, current);
    expect([replayed.status, codeOf(replayed)]).toEqual([401, 'User.Invalid2FACode']);
    // A fresh code sent twice at once, to both processes: exactly one signs in.
    const both = await Promise.all([verify(0, next), verify(1, next)]);
    const outcomes = both.map((a) => `${a.status} ${a.status === 200 ? '' : codeOf(a)}`).sort();
    expect(outcomes).toEqual(['200 ', '401 User.Invalid2FACode']);
    // And once more, later: still refused.
    const again = await verify(0, next);
    expect([again.status, codeOf(again)]).toEqual([401, 'User.Invalid2FACode']);
    report(`sessions: TOTP replay [${kind}]`, {
      parallel: outcomes,
      sequential: `${again.status} ${codeOf(again)}`,
    });
  });
});
