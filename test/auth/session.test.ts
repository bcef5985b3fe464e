import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { ADMIN, describeEachDatabase, TEST_SECRET } from '../helpers/app.js';
import { cookie, cookieNames, withCookies } from './support.js';

const encodeSegment = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describeEachDatabase('sessions', (t) => {
  describe('login', () => {
    it('sets the four cookies with the names, flags, paths and lifetimes of part 5', async () => {
      const response = await t.anonymous().post('/api/authenticate', ADMIN);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ login: true });
      expect(cookieNames(response)).toEqual([
        'access_token_cookie',
        'csrf_access_token',
        'csrf_refresh_token',
        'refresh_token_cookie',
      ]);
      expect(cookie(response, 'access_token_cookie')).toMatchObject({
        path: '/',
        httpOnly: true,
        sameSite: 'Lax',
        maxAge: 15 * 60,
      });
      expect(cookie(response, 'csrf_access_token')).toMatchObject({
        path: '/',
        sameSite: 'Lax',
        maxAge: 15 * 60,
      });
      expect(cookie(response, 'csrf_access_token')?.httpOnly).toBeUndefined();
      expect(cookie(response, 'refresh_token_cookie')).toMatchObject({
        path: '/api/token-refresh',
        httpOnly: true,
        sameSite: 'Lax',
        maxAge: 7 * 24 * 3600,
      });
      expect(cookie(response, 'csrf_refresh_token')).toMatchObject({
        path: '/api/token-refresh',
        sameSite: 'Lax',
        maxAge: 7 * 24 * 3600,
      });
      expect(cookie(response, 'csrf_refresh_token')?.httpOnly).toBeUndefined();
      expect(cookie(response, 'access_token_cookie')?.secure).toBeUndefined();
    });

    it('accepts /api/login as an alias and the email (any case) as the username', async () => {
      const response = await t
        .anonymous()
        .post('/api/login', { username: ADMIN.email.toUpperCase(), password: ADMIN.password });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ login: true });
    });

    it('answers wrong password and unknown user alike with 401 User.InvalidCredentials', async () => {
      const wrong = await t
        .anonymous()
        .post('/api/authenticate', { username: 'admin', password: 'nope-nope' });
      const unknown = await t
        .anonymous()
        .post('/api/authenticate', { username: 'ghost', password: 'nope-nope' });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual(unknown.json());
      expect(wrong.json()).toEqual({
        Message: 'Invalid username or password',
        Code: 'User.InvalidCredentials',
      });
      expect(wrong.cookies).toHaveLength(0);
      // One success resets the admin's count, so later tests start clean.
      expect((await t.anonymous().post('/api/authenticate', ADMIN)).statusCode).toBe(200);
    });

    it('refuses a missing body field with 400 Request.Invalid', async () => {
      const response = await t.anonymous().post('/api/authenticate', { username: 'admin' });
      expect(response.statusCode).toBe(400);
      expect(response.json().Code).toBe('Request.Invalid');
    });

    it('issues a new session on every login (rotation)', async () => {
      const a = await t.admin();
      const b = await t.admin();
      expect(a.cookies.access_token_cookie).not.toBe(b.cookies.access_token_cookie);
      expect(a.csrf).not.toBe(b.csrf);
      const sessions = await t.store.db.selectFrom('sessions').select('id').execute();
      expect(new Set(sessions.map((s) => s.id)).size).toBe(sessions.length);
      expect((await a.get('/api/profile')).statusCode).toBe(200);
      expect((await b.get('/api/profile')).statusCode).toBe(200);
    });
  });

  describe('session token', () => {
    it('answers 401 User.NotAuthenticated without a cookie', async () => {
      const response = await t.anonymous().get('/api/profile');
      expect(response.statusCode).toBe(401);
      expect(response.json().Code).toBe('User.NotAuthenticated');
    });

    it('refuses a token signed with another key, alg none, an edited payload, a refresh token and an expired token', async () => {
      const admin = await t.admin();
      const good = admin.cookies.access_token_cookie!;
      const [header, payload, signature] = good.split('.');
      const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
      const sign = (secret: string, extra: Record<string, unknown> = {}, expiresIn = '15m') =>
        new SignJWT({ ...claims, ...extra })
          .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
          .setExpirationTime(expiresIn)
          .sign(new TextEncoder().encode(secret));

      const forged = [
        await sign('another-secret-key-of-at-least-32-characters!'),
        `${encodeSegment({ alg: 'none', typ: 'JWT' })}.${payload}.`,
        `${header}.${encodeSegment({ ...claims, sub: '999' })}.${signature}`,
        `${header}.${encodeSegment({ ...claims, exp: Math.floor(Date.now() / 1000) + 99999 })}.${signature}`,
        admin.cookies.refresh_token_cookie!,
        await sign(TEST_SECRET, { typ: 'refresh' }),
        await sign(TEST_SECRET, { exp: Math.floor(Date.now() / 1000) - 10 }, '-10s'),
        await sign(TEST_SECRET, { sid: 'not-a-session' }),
        'not.a.jwt',
      ];
      for (const token of forged) {
        const response = await withCookies(t, { ...admin.cookies, access_token_cookie: token }).get(
          '/api/profile',
        );
        expect(response.statusCode, token).toBe(401);
        expect(response.json().Code).toBe('User.NotAuthenticated');
      }
      // The same claims signed with the right key pass, so the refusals above are about the forgery.
      const resigned = await sign(TEST_SECRET);
      expect((await withCookies(t, { access_token_cookie: resigned }).get('/api/profile')).statusCode).toBe(
        200,
      );
    });
  });

  describe('CSRF', () => {
    it('needs X-XSRF-TOKEN on POST, PUT and DELETE: 422 User.MissingCSRF or User.InvalidCSRF', async () => {
      const admin = await t.admin();
      const bare = withCookies(t, { access_token_cookie: admin.cookies.access_token_cookie! });
      const missing = await bare.post('/api/2fa/setup');
      expect(missing.statusCode).toBe(422);
      expect(missing.json().Code).toBe('User.MissingCSRF');
      const wrong = await bare.post('/api/2fa/setup', {}, { 'x-xsrf-token': 'guess' });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().Code).toBe('User.InvalidCSRF');
      // A planted csrf cookie matching the header does not help: the value is bound inside the signed token.
      const planted = withCookies(t, { ...admin.cookies, csrf_access_token: 'planted' });
      const response = await planted.delete('/api/user-notification-settings/1');
      expect(response.statusCode).toBe(422);
      expect(response.json().Code).toBe('User.InvalidCSRF');
      // Another session's CSRF value does not fit either.
      const other = await t.admin();
      const crossed = await admin.put('/api/profile/password', {}, { 'x-xsrf-token': other.csrf! });
      expect(crossed.statusCode).toBe(422);
      // GET needs none.
      expect((await bare.get('/api/profile')).statusCode).toBe(200);
    });
  });

  describe('refresh', () => {
    for (const path of ['/api/token-refresh', '/api/refresh']) {
      it(`${path} renews the access cookies with the refresh cookie and its CSRF value`, async () => {
        const admin = await t.admin();
        const refreshCookies = {
          refresh_token_cookie: admin.cookies.refresh_token_cookie!,
          csrf_refresh_token: admin.cookies.csrf_refresh_token!,
        };
        const client = withCookies(t, refreshCookies);
        const response = await client.post(path, undefined, {
          'x-xsrf-token': refreshCookies.csrf_refresh_token,
        });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json()).toEqual({ refresh: true });
        // Contract part 2: the refresh token rotates too, so all four cookies are set anew.
        expect(cookieNames(response)).toEqual([
          'access_token_cookie',
          'csrf_access_token',
          'csrf_refresh_token',
          'refresh_token_cookie',
        ]);
        expect(cookie(response, 'access_token_cookie')).toMatchObject({
          path: '/',
          httpOnly: true,
          maxAge: 900,
        });
        // The renewed access token works, with a new CSRF value (contract part 2).
        const renewed = withCookies(t, {
          access_token_cookie: cookie(response, 'access_token_cookie')!.value,
          csrf_access_token: cookie(response, 'csrf_access_token')!.value,
        });
        expect((await renewed.get('/api/profile')).statusCode).toBe(200);
        expect(renewed.csrf).not.toBe(admin.csrf);
        expect((await renewed.put('/api/profile/password', {})).statusCode).not.toBe(422);
      });
    }

    it('refuses a missing or wrong CSRF header (422), an access token as refresh token (401) and an ended session (401)', async () => {
      const admin = await t.admin();
      const refreshCsrf = admin.cookies.csrf_refresh_token!;
      const client = withCookies(t, { refresh_token_cookie: admin.cookies.refresh_token_cookie! });
      const missing = await client.post('/api/token-refresh');
      expect([missing.statusCode, missing.json().Code]).toEqual([422, 'User.MissingCSRF']);
      const wrong = await client.post('/api/token-refresh', undefined, { 'x-xsrf-token': admin.csrf! });
      expect([wrong.statusCode, wrong.json().Code]).toEqual([422, 'User.InvalidCSRF']);

      const swapped = withCookies(t, { refresh_token_cookie: admin.cookies.access_token_cookie! });
      const asAccess = await swapped.post('/api/token-refresh', undefined, { 'x-xsrf-token': admin.csrf! });
      expect([asAccess.statusCode, asAccess.json().Code]).toEqual([401, 'User.NotAuthenticated']);
      expect((await t.anonymous().post('/api/token-refresh')).statusCode).toBe(401);

      const before = await client.post('/api/token-refresh', undefined, { 'x-xsrf-token': refreshCsrf });
      expect(before.statusCode).toBe(200);
      expect((await admin.post('/api/logout')).statusCode).toBe(200);
      // The rotated refresh token (in the client's jar now) is refused once the session has ended.
      const after = await client.post('/api/token-refresh', undefined, {
        'x-xsrf-token': client.cookies.csrf_refresh_token!,
      });
      expect([after.statusCode, after.json().Code]).toEqual([401, 'User.NotAuthenticated']);
    });
  });

  describe('logout', () => {
    it('ends the session on the server and clears the cookies with an epoch expiry', async () => {
      const admin = await t.admin();
      const old = { ...admin.cookies };
      const response = await admin.post('/api/logout');
      expect(response.statusCode).toBe(200);
      for (const [name, path] of [
        ['access_token_cookie', '/'],
        ['refresh_token_cookie', '/api/token-refresh'],
      ] as const) {
        const cleared = cookie(response, name);
        expect(cleared?.value).toBe('');
        expect(cleared?.path).toBe(path);
        expect(cleared?.expires?.getTime()).toBe(0);
      }
      const replay = await withCookies(t, old).get('/api/profile');
      expect(replay.statusCode).toBe(401);
      expect(replay.json().Code).toBe('User.NotAuthenticated');
      const session = await t.store.db
        .selectFrom('sessions')
        .select('revoked_at')
        .orderBy('created_at', 'desc')
        .execute();
      expect(session.some((s) => s.revoked_at !== null)).toBe(true);
    });

    it('needs the CSRF header', async () => {
      const admin = await t.admin();
      const response = await withCookies(t, { access_token_cookie: admin.cookies.access_token_cookie! }).post(
        '/api/logout',
      );
      expect(response.statusCode).toBe(422);
    });
  });
});
