import { describe, expect, it } from 'vitest';
import { edit, view } from '../../src/core/auth/privileges.js';
import { describeEachDatabase } from '../helpers/app.js';
import {
  cookie,
  cookieNames,
  createAccount,
  createRole,
  firstSignin,
  signedInWith,
  totpCode,
} from './support.js';

/** Codes are computed from the clock; start a time-sensitive test early in a 30 s step so it stays in one. */
async function awaitFreshStep() {
  const intoStep = Date.now() % 30_000;
  if (intoStep > 20_000) await new Promise((resolve) => setTimeout(resolve, 30_000 - intoStep + 50));
}

describeEachDatabase('first sign-in and 2FA', (t) => {
  describe('first sign-in', () => {
    it('challenges a new account, then sets the access cookies only and answers {login: true}', async () => {
      const admin = await t.admin();
      const role = await createRole(admin, [view('Procurement')]);
      const account = await createAccount(admin, role['Role Name']);
      const client = t.anonymous();
      const login = await client.post('/api/authenticate', {
        username: account.username,
        password: account.password,
      });
      expect(login.statusCode).toBe(200);
      expect(login.json()).toEqual({ first_signin: true, session_token: expect.any(String) });
      expect(login.cookies).toHaveLength(0);
      const { session_token } = login.json() as { session_token: string };

      const short = await client.post('/api/first-signin', { session_token, new_password: 'short' });
      expect([short.statusCode, short.json().Code]).toEqual([400, 'User.PasswordTooShort']);
      const reused = await client.post('/api/first-signin', {
        session_token,
        new_password: account.password,
      });
      expect([reused.statusCode, reused.json().Code]).toEqual([400, 'User.PasswordReused']);
      const bad = await client.post('/api/first-signin', {
        session_token: 'made-up',
        new_password: 'long-enough-1',
      });
      expect([bad.statusCode, bad.json().Code]).toEqual([401, 'User.InvalidSessionToken']);

      const done = await client.post('/api/first-signin', { session_token, new_password: 'long-enough-1' });
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({ login: true });
      expect(cookieNames(done)).toEqual(['access_token_cookie', 'csrf_access_token']);
      expect(cookie(done, 'access_token_cookie')).toMatchObject({
        path: '/',
        httpOnly: true,
        sameSite: 'Lax',
      });
      const profile = await client.get('/api/profile');
      expect(profile.statusCode).toBe(200);
      expect(profile.json()).toMatchObject({ Username: account.username, 'First Signin': false });

      const again = await t
        .anonymous()
        .post('/api/first-signin', { session_token, new_password: 'another-one-2' });
      expect([again.statusCode, again.json().Code]).toEqual([401, 'User.InvalidSessionToken']);
      // The old password is gone; the new one gives a full login.
      expect(
        (
          await t
            .anonymous()
            .post('/api/authenticate', { username: account.username, password: account.password })
        ).statusCode,
      ).toBe(401);
      const full = await t
        .anonymous()
        .post('/api/authenticate', { username: account.username, password: 'long-enough-1' });
      expect(full.json()).toEqual({ login: true });
      expect(cookieNames(full)).toHaveLength(4);
    });

    it('challenges a password past its Password Expiration', async () => {
      const admin = await t.admin();
      const { account } = await signedInWith(t, admin, [view('Demand')]);
      const expire = await admin.put(`/api/user/${account.id}`, { 'Password Expiration': '2020-01-01' });
      expect(expire.statusCode).toBe(200);
      const login = await t
        .anonymous()
        .post('/api/authenticate', { username: account.username, password: account.password });
      expect(login.json()).toEqual({ first_signin: true, session_token: expect.any(String) });
      const future = await admin.put(`/api/user/${account.id}`, { 'Password Expiration': '2999-01-01' });
      expect(future.statusCode).toBe(200);
      const ok = await t
        .anonymous()
        .post('/api/authenticate', { username: account.username, password: account.password });
      expect(ok.json()).toEqual({ login: true });
    });
  });

  describe('2FA', () => {
    it('enrols, challenges at login, verifies a code once, counts wrong codes, and can be turned off', async () => {
      await awaitFreshStep();
      const admin = await t.admin();
      const { account, client } = await signedInWith(t, admin, [view('Procurement')]);

      const notSetUp = await client.post('/api/2fa/enable', { code: '123456' });
      expect([notSetUp.statusCode, notSetUp.json().Code]).toEqual([400, 'User.TwoFactorNotSetUp']);
      const setup = await client.post('/api/2fa/setup');
      expect(setup.statusCode).toBe(200);
      const { secret, otpauth_url } = setup.json() as { secret: string; otpauth_url: string };
      expect(otpauth_url).toMatch(/^otpauth:\/\/totp\/Supplyline:/);
      expect(otpauth_url).toContain(`secret=${secret}`);
      // Stored encrypted, never as given.
      const stored = await t.store.db
        .selectFrom('users')
        .select('totp_pending_secret')
        .where('id', '=', account.id)
        .executeTakeFirstOrThrow();
      expect(stored.totp_pending_secret).not.toContain(secret);

      const wrongEnable = await client.post('/api/2fa/enable', {
        code: '000000' === totpCode(secret) ? '111111' : '000000',
      });
      expect([wrongEnable.statusCode, wrongEnable.json().Code]).toEqual([400, 'User.Invalid2FACode']);
      const enabled = await client.post('/api/2fa/enable', { code: totpCode(secret, -1) });
      expect(enabled.statusCode, enabled.body).toBe(200);
      expect(enabled.json()['2FA Enabled']).toBe(true);
      const again = await client.post('/api/2fa/setup');
      expect([again.statusCode, again.json().Code]).toEqual([400, 'User.TwoFactorAlreadyEnabled']);

      // Login now answers the 2FA challenge, without cookies.
      const login = async () => {
        const response = await t
          .anonymous()
          .post('/api/authenticate', { username: account.username, password: account.password });
        expect(response.json()).toEqual({ two_factor_required: true, session_token: expect.any(String) });
        expect(response.cookies).toHaveLength(0);
        return (response.json() as { session_token: string }).session_token;
      };
      const token = await login();
      const verifier = t.anonymous();
      const wrong = await verifier.post('/api/verify-2fa', { session_token: token, code: 'abcdef' });
      expect([wrong.statusCode, wrong.json().Code]).toEqual([401, 'User.Invalid2FACode']);
      const failures = await t.store.db
        .selectFrom('login_failures')
        .select('failures')
        .where('username_lower', '=', account.username.toLowerCase())
        .executeTakeFirst();
      // One wrong code at enrolment, one here.
      expect(failures?.failures).toBe(2);
      await t.store.db.deleteFrom('login_failures').execute();
      // The code used to enable (step -1) cannot be replayed.
      const replayEnable = await verifier.post('/api/verify-2fa', {
        session_token: token,
        code: totpCode(secret, -1),
      });
      expect(replayEnable.json().Code).toBe('User.Invalid2FACode');

      const code = totpCode(secret);
      const ok = await verifier.post('/api/verify-2fa', { session_token: token, code });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json()).toEqual({ login: true });
      expect(cookieNames(ok)).toHaveLength(4);
      expect((await verifier.get('/api/profile')).statusCode).toBe(200);
      // Success cleared the count; the challenge is used up.
      const cleared = await t.store.db
        .selectFrom('login_failures')
        .select('failures')
        .where('username_lower', '=', account.username.toLowerCase())
        .executeTakeFirst();
      expect(cleared).toBeUndefined();
      const reusedToken = await t
        .anonymous()
        .post('/api/verify-2fa', { session_token: token, code: totpCode(secret, 1) });
      expect([reusedToken.statusCode, reusedToken.json().Code]).toEqual([401, 'User.InvalidSessionToken']);

      // Replaying the same code on a new challenge is refused; the next step's code (within ±1) is accepted.
      const second = await login();
      const replay = await t.anonymous().post('/api/verify-2fa', { session_token: second, code });
      expect([replay.statusCode, replay.json().Code]).toEqual([401, 'User.Invalid2FACode']);
      const twoAhead = await t
        .anonymous()
        .post('/api/verify-2fa', { session_token: second, code: totpCode(secret, 2) });
      expect(twoAhead.statusCode).toBe(401);
      const next = await t
        .anonymous()
        .post('/api/verify-2fa', { session_token: second, code: totpCode(secret, 1) });
      expect(next.statusCode).toBe(200);

      // Disabling needs a fresh code; the account then logs in with its password alone.
      const me = verifier;
      const badDisable = await me.post('/api/2fa/disable', { code: totpCode(secret, 1) });
      expect([badDisable.statusCode, badDisable.json().Code]).toEqual([400, 'User.Invalid2FACode']);
      await t.store.db
        .updateTable('users')
        .set({ totp_last_step: null })
        .where('id', '=', account.id)
        .execute();
      const disabled = await me.post('/api/2fa/disable', { code: totpCode(secret) });
      expect(disabled.statusCode, disabled.body).toBe(200);
      expect(disabled.json()['2FA Enabled']).toBe(false);
      const twice = await me.post('/api/2fa/disable', { code: totpCode(secret, 1) });
      expect([twice.statusCode, twice.json().Code]).toEqual([400, 'User.TwoFactorNotEnabled']);
      const plain = await t
        .anonymous()
        .post('/api/authenticate', { username: account.username, password: account.password });
      expect(plain.json()).toEqual({ login: true });
    });

    it('locks after wrong codes: a right password does not reset the count while the second factor is pending', async () => {
      const admin = await t.admin();
      const { account, client } = await signedInWith(t, admin, [view('Procurement')]);
      const { secret } = (await client.post('/api/2fa/setup')).json() as { secret: string };
      expect((await client.post('/api/2fa/enable', { code: totpCode(secret) })).statusCode).toBe(200);
      const challenge = async () =>
        (
          (
            await t
              .anonymous()
              .post('/api/authenticate', { username: account.username, password: account.password })
          ).json() as { session_token: string }
        ).session_token;
      for (let i = 0; i < 3; i++) {
        const response = await t
          .anonymous()
          .post('/api/verify-2fa', { session_token: await challenge(), code: '99999x' });
        expect(response.statusCode).toBe(401);
      }
      const locked = await t
        .anonymous()
        .post('/api/authenticate', { username: account.username, password: account.password });
      expect([locked.statusCode, locked.json().Code]).toEqual([429, 'User.Locked']);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('lets a Users / Edit holder turn another user’s 2FA off, but not on', async () => {
      const admin = await t.admin();
      const { account, client } = await signedInWith(t, admin, [view('Procurement')]);
      const { secret } = (await client.post('/api/2fa/setup')).json() as { secret: string };
      expect((await client.post('/api/2fa/enable', { code: totpCode(secret) })).statusCode).toBe(200);

      const filtered = await admin.get(
        `/api/user?filters=${encodeURIComponent(JSON.stringify({ '2FA Status': ['Enabled'], Username: [account.username] }))}`,
      );
      expect(filtered.json().extra.total).toBe(1);

      const manager = await t.loginWith([edit('Users'), edit('Procurement')]);
      const reset = await manager.put(`/api/user/${account.id}`, { '2FA Enabled': false });
      expect(reset.statusCode, reset.body).toBe(200);
      expect(reset.json()['2FA Enabled']).toBe(false);
      const row = await t.store.db
        .selectFrom('users')
        .select(['totp_secret', 'totp_enabled'])
        .where('id', '=', account.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ totp_secret: null, totp_enabled: 0 });
      const login = await t
        .anonymous()
        .post('/api/authenticate', { username: account.username, password: account.password });
      expect(login.json()).toEqual({ login: true });
      const on = await manager.put(`/api/user/${account.id}`, { '2FA Enabled': true });
      expect([on.statusCode, on.json().Code]).toEqual([400, 'User.TwoFactorEnrolmentRequired']);
    });
  });

  it('a new account created by an admin keeps First Signin until its password is set', async () => {
    const admin = await t.admin();
    const role = await createRole(admin, [view('Demand')]);
    const account = await createAccount(admin, role['Role Name']);
    expect((await admin.get(`/api/user/${account.id}`)).json()['First Signin']).toBe(true);
    await firstSignin(t, account);
    expect((await admin.get(`/api/user/${account.id}`)).json()['First Signin']).toBe(false);
  });
});
