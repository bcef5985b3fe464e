import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { cookie, withCookies } from '../auth/support.js';
import { ADMIN, type Client, describeEachDatabase } from '../helpers/app.js';

/**
 * Contract part 2: a refresh answers new access_token_cookie and csrf_access_token values (a new CSRF value every
 * time, even within one second) and rotates the refresh token; a refresh token presented a second time is
 * refused with 401 User.NotAuthenticated and ends that session.
 */
describeEachDatabase('token refresh rotation', (t) => {
  const REFRESH_NAMES = [
    'access_token_cookie',
    'csrf_access_token',
    'refresh_token_cookie',
    'csrf_refresh_token',
  ];

  /** The four session cookies a response sets. */
  const issued = (response: LightMyRequestResponse) =>
    Object.fromEntries(REFRESH_NAMES.map((name) => [name, cookie(response, name)?.value]));

  /** A client holding only what a browser sends to /api/token-refresh. */
  const refresher = (jar: Record<string, string | undefined>) =>
    withCookies(t, {
      refresh_token_cookie: jar.refresh_token_cookie!,
      csrf_refresh_token: jar.csrf_refresh_token!,
    });
  const refresh = (jar: Record<string, string | undefined>, path = '/api/token-refresh') =>
    refresher(jar).post(path, undefined, { 'x-xsrf-token': jar.csrf_refresh_token! });

  const login = async () => {
    const response = await t.anonymous().post('/api/authenticate', ADMIN);
    expect(response.statusCode).toBe(200);
    return issued(response);
  };
  const sessionOf = async (jar: Record<string, string | undefined>): Promise<Client> =>
    withCookies(t, {
      access_token_cookie: jar.access_token_cookie!,
      csrf_access_token: jar.csrf_access_token!,
    });
  /** The stored revocation time of the session a token belongs to (its `sid` claim). */
  const revokedAt = async (jar: Record<string, string | undefined>) => {
    const payload = JSON.parse(Buffer.from(jar.access_token_cookie!.split('.')[1]!, 'base64url').toString());
    const row = await t.store.db
      .selectFrom('sessions')
      .select('revoked_at')
      .where('id', '=', payload.sid as string)
      .executeTakeFirstOrThrow();
    return row.revoked_at;
  };

  it('answers four new cookie values on every refresh, even twice within one second', async () => {
    const first = await login();
    const seen = REFRESH_NAMES.map((name) => new Set([first[name]]));
    let jar = first;
    for (const path of ['/api/token-refresh', '/api/refresh', '/api/token-refresh']) {
      const response = await refresh(jar, path);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ refresh: true });
      const next = issued(response);
      REFRESH_NAMES.forEach((name, i) => {
        expect(next[name], name).toBeTruthy();
        expect(seen[i]!.has(next[name]), `${name} repeats an earlier value`).toBe(false);
        seen[i]!.add(next[name]);
      });
      expect(cookie(response, 'refresh_token_cookie')).toMatchObject({
        path: '/api/token-refresh',
        httpOnly: true,
      });
      expect(cookie(response, 'csrf_refresh_token')?.path).toBe('/api/token-refresh');
      expect(cookie(response, 'csrf_refresh_token')?.httpOnly).toBeUndefined();
      // The rotated refresh token lives no longer than the session (7 days from login).
      expect(cookie(response, 'refresh_token_cookie')!.maxAge).toBeLessThanOrEqual(7 * 24 * 3600);
      expect(cookie(response, 'refresh_token_cookie')!.maxAge).toBeGreaterThan(7 * 24 * 3600 - 60);
      jar = next;
    }
    // The newest access token works with its own CSRF value, not an older one.
    const client = await sessionOf(jar);
    expect((await client.get('/api/profile')).statusCode).toBe(200);
    const stale = await client.post('/api/logout', undefined, { 'x-xsrf-token': first.csrf_access_token! });
    expect([stale.statusCode, stale.json().Code]).toEqual([422, 'User.InvalidCSRF']);
    expect((await client.post('/api/logout')).statusCode).toBe(200);
  });

  it('refuses a refresh token presented a second time and ends the session', async () => {
    const first = await login();
    const rotated = await refresh(first);
    expect(rotated.statusCode).toBe(200);
    const second = issued(rotated);
    expect(await revokedAt(first)).toBeNull();

    const replay = await refresh(first);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ Message: expect.any(String), Code: 'User.NotAuthenticated' });
    expect(replay.cookies).toHaveLength(0);
    expect(await revokedAt(first)).not.toBeNull();

    // Everything issued under that session is dead: the current access token and the current refresh token.
    const access = await (await sessionOf(second)).get('/api/profile');
    expect([access.statusCode, access.json().Code]).toEqual([401, 'User.NotAuthenticated']);
    const next = await refresh(second);
    expect([next.statusCode, next.json().Code]).toEqual([401, 'User.NotAuthenticated']);
    // Another session of the same user is untouched.
    const other = await login();
    expect((await (await sessionOf(other)).get('/api/profile')).statusCode).toBe(200);
  });

  it('lets exactly one of two parallel refreshes with one token through; the other counts as reuse', async () => {
    const jar = await login();
    const answers = await Promise.all([refresh(jar), refresh(jar), refresh(jar)]);
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 401, 401]);
    for (const answer of answers.filter((r) => r.statusCode === 401))
      expect(answer.json().Code).toBe('User.NotAuthenticated');
    // Reuse ended the session, so the winner's new tokens stop working too.
    expect(await revokedAt(jar)).not.toBeNull();
    const winner = issued(answers.find((r) => r.statusCode === 200)!);
    expect((await (await sessionOf(winner)).get('/api/profile')).statusCode).toBe(401);
  });

  it('a refresh with a wrong CSRF value neither rotates nor ends the session', async () => {
    const jar = await login();
    const wrong = await refresher(jar).post('/api/token-refresh', undefined, {
      'x-xsrf-token': jar.csrf_access_token!,
    });
    expect([wrong.statusCode, wrong.json().Code]).toEqual([422, 'User.InvalidCSRF']);
    expect(await revokedAt(jar)).toBeNull();
    const ok = await refresh(jar);
    expect(ok.statusCode).toBe(200);
  });

  it('the OpenAPI description documents the rotated refresh cookies and reuse detection', async () => {
    const admin = await t.admin();
    const spec = (await admin.get('/api/openapi.json')).json() as {
      paths: Record<
        string,
        { post: { description: string; responses: Record<string, Record<string, unknown>> } }
      >;
    };
    for (const path of ['/api/token-refresh', '/api/refresh']) {
      const operation = spec.paths[path]!.post;
      for (const name of REFRESH_NAMES) expect(operation.description).toContain(name);
      expect(operation.description).toContain('presented a second time');
      const ok = operation.responses['200'] as { headers: Record<string, { description: string }> };
      for (const name of REFRESH_NAMES) expect(ok.headers['set-cookie']!.description).toContain(name);
      expect(operation.responses['401']!.description).toContain('User.NotAuthenticated');
    }
  });
});
