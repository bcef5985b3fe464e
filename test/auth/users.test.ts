import { describe, expect, it } from 'vitest';
import { edit, view } from '../../src/core/auth/privileges.js';
import { ADMIN, describeEachDatabase } from '../helpers/app.js';
import { createAccount, createRole, firstSignin, signedInWith, uniqueName, withCookies } from './support.js';

const q = (params: Record<string, unknown>) =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v))}`)
    .join('&');

describeEachDatabase('users', (t) => {
  describe('CRUD', () => {
    it('creates, reads, updates and soft-deletes a user, recording each change', async () => {
      const admin = await t.admin();
      const role = await createRole(admin, [view('Procurement'), edit('Demand')]);
      const username = uniqueName('Crud');
      const created = await admin.post('/api/user', {
        'User Fullname': 'Ada Lovelace',
        Username: username,
        'User Email': `${username}@Example.com`,
        'User Phone': '+44 1',
        'Role Name': role['Role Name'],
        Password: 'temporary-1',
      });
      expect(created.statusCode, created.body).toBe(200);
      const user = created.json();
      expect(user).toEqual({
        id: expect.any(Number),
        'User Fullname': 'Ada Lovelace',
        Username: username,
        'User Email': `${username}@Example.com`,
        'User Phone': '+44 1',
        'First Signin': true,
        'Password Expiration': null,
        'Role Name': role['Role Name'],
        'Role Description': '',
        'User Status': 'Active',
        '2FA Enabled': false,
        Privileges: [
          { type: 'Procurement', access: 'View' },
          { type: 'Demand', access: 'Edit' },
        ],
      });
      const stored = await t.store.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(stored.password_hash).toMatch(/^\$argon2id\$/);

      expect((await admin.get(`/api/user/${user.id}`)).json()).toEqual(user);
      const updated = await admin.put(`/api/user/${user.id}`, {
        'User Fullname': 'Ada King',
        'User Phone': null,
      });
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toMatchObject({
        'User Fullname': 'Ada King',
        'User Phone': null,
        Username: username,
      });

      const deleted = await admin.delete(`/api/user/${user.id}`);
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json()['User Status']).toBe('Inactive');
      expect((await admin.get(`/api/user/${user.id}`)).json()['User Status']).toBe('Inactive');

      const events = await t.store.db
        .selectFrom('events')
        .select(['event', 'payload'])
        .where('entity_type', '=', 'User')
        .where('entity_id', '=', String(user.id))
        .orderBy('id')
        .execute();
      expect(events.map((e) => e.event)).toEqual(['Created', 'Updated', 'Deleted']);
      for (const e of events) expect(e.payload).not.toMatch(/argon2|temporary-1/);
    });

    it('answers 400 User.NotFound for an unknown id and 400 Request.Invalid for a malformed one', async () => {
      const admin = await t.admin();
      for (const response of [
        await admin.get('/api/user/999999'),
        await admin.put('/api/user/999999', { 'User Fullname': 'x' }),
        await admin.delete('/api/user/999999'),
      ]) {
        expect(response.statusCode).toBe(400);
        expect(response.json().Code).toBe('User.NotFound');
      }
      const bad = await admin.get('/api/user/abc');
      expect([bad.statusCode, bad.json().Code]).toEqual([400, 'Request.Invalid']);
    });

    it('keeps Username and User Email unique, case-insensitively: 400 User.AlreadyExists', async () => {
      const admin = await t.admin();
      const role = await createRole(admin, [view('Procurement')]);
      const first = await createAccount(admin, role['Role Name']);
      const base = { 'User Fullname': 'Dup', 'Role Name': role['Role Name'], Password: 'temporary-1' };
      for (const body of [
        { ...base, Username: first.username.toUpperCase(), 'User Email': `${uniqueName()}@example.com` },
        { ...base, Username: uniqueName(), 'User Email': `${first.username}@EXAMPLE.com` },
        { ...base, Username: `${first.username}@example.com`, 'User Email': `${uniqueName()}@example.com` },
      ]) {
        const response = await admin.post('/api/user', body);
        expect([response.statusCode, response.json().Code]).toEqual([400, 'User.AlreadyExists']);
      }
      const other = await createAccount(admin, role['Role Name']);
      const clash = await admin.put(`/api/user/${other.id}`, {
        'User Email': `${first.username.toUpperCase()}@example.com`,
      });
      expect([clash.statusCode, clash.json().Code]).toEqual([400, 'User.AlreadyExists']);
    });

    it('validates the body: short password, unknown role, unknown field, bad email', async () => {
      const admin = await t.admin();
      const role = await createRole(admin, [view('Procurement')]);
      const base = {
        'User Fullname': 'V',
        Username: uniqueName(),
        'User Email': `${uniqueName()}@example.com`,
        'Role Name': role['Role Name'],
        Password: 'temporary-1',
      };
      const short = await admin.post('/api/user', { ...base, Password: 'short' });
      expect([short.statusCode, short.json().Code]).toEqual([400, 'User.PasswordTooShort']);
      const noRole = await admin.post('/api/user', { ...base, 'Role Name': 'No such role' });
      expect([noRole.statusCode, noRole.json().Code]).toEqual([400, 'Role.NotFound']);
      const unknown = await admin.post('/api/user', { ...base, Privileges: [] });
      expect([unknown.statusCode, unknown.json().Code]).toEqual([400, 'Request.Invalid']);
      const email = await admin.post('/api/user', { ...base, 'User Email': 'not-an-email' });
      expect([email.statusCode, email.json().Code]).toEqual([400, 'Request.Invalid']);
      const missing = await admin.post('/api/user', { Username: 'x' });
      expect([missing.statusCode, missing.json().Code]).toEqual([400, 'Request.Invalid']);
    });
  });

  describe('list', () => {
    it('filters, sorts and pages; rows omit Role Description and Privileges', async () => {
      const admin = await t.admin();
      const role = await createRole(admin, [view('Inventory')]);
      const accounts = [];
      for (let i = 0; i < 3; i++) accounts.push(await createAccount(admin, role['Role Name']));
      await admin.delete(`/api/user/${accounts[2]!.id}`);

      const byRole = await admin.get(
        `/api/user?${q({ filters: { 'Role Name': [role['Role Name']] }, sort: { key: 'Username', type: 'Descending' }, page_size: '2' })}`,
      );
      expect(byRole.statusCode, byRole.body).toBe(200);
      const body = byRole.json();
      expect(body.extra).toEqual({ page: 1, page_size: 2, total: 3 });
      expect(body.data.sort).toEqual({ key: 'Username', type: 'Descending' });
      expect(body.data.rows.map((r: { Username: string }) => r.Username)).toEqual(
        accounts
          .map((a) => a.username)
          .sort()
          .reverse()
          .slice(0, 2),
      );
      const row = body.data.rows[0];
      expect(row).not.toHaveProperty('Role Description');
      expect(row).not.toHaveProperty('Privileges');
      expect(row).toMatchObject({
        'Role Name': role['Role Name'],
        'First Signin': true,
        '2FA Enabled': false,
        '2FA Status': 'Disabled',
      });
      expect(body.data.headers.map((h: { key: string }) => h.key)).toEqual([
        'User Fullname',
        'Username',
        'User Email',
        'User Phone',
        'First Signin',
        'Password Expiration',
        'Role Name',
        'User Status',
        '2FA Enabled',
        '2FA Status',
      ]);

      const inactive = await admin.get(
        `/api/user?${q({ filter: { 'Role Name': [role['Role Name']], 'User Status': ['Inactive'] } })}`,
      );
      expect(inactive.json().data.rows.map((r: { id: number }) => r.id)).toEqual([accounts[2]!.id]);
      const twoFa = await admin.get(
        `/api/user?${q({ filters: { 'Role Name': [role['Role Name']], '2FA Status': ['Enabled'] } })}`,
      );
      expect(twoFa.json().extra.total).toBe(0);
      const email = await admin.get(
        `/api/user?${q({ filters: { 'User Email': [`${accounts[0]!.username}@example.com`] } })}`,
      );
      expect(email.json().extra.total).toBe(1);
      const search = await admin.get(`/api/user?${q({ search: accounts[1]!.username.toUpperCase() })}`);
      expect(search.json().data.rows.map((r: { id: number }) => r.id)).toEqual([accounts[1]!.id]);
      const page2 = await admin.get(
        `/api/user?${q({ filters: { 'Role Name': [role['Role Name']] }, page: '2', page_size: '2' })}`,
      );
      expect(page2.json().data.rows).toHaveLength(1);
      const unknownColumn = await admin.get(`/api/user?${q({ filters: { Password: ['x'] } })}`);
      expect([unknownColumn.statusCode, unknownColumn.json().Code]).toEqual([400, 'List.UnknownColumn']);
    });
  });

  describe('privileges', () => {
    it('needs Users / View to read and Users / Edit to write: 403 User.NotPrivileged', async () => {
      const admin = await t.admin();
      const nobody = await t.loginWith([view('Procurement')]);
      const viewer = await t.loginWith([view('Users')]);
      expect((await nobody.get('/api/user')).statusCode).toBe(403);
      expect((await nobody.get('/api/user/1')).json().Code).toBe('User.NotPrivileged');
      expect((await viewer.get('/api/user')).statusCode).toBe(200);
      expect((await viewer.get('/api/user/1')).statusCode).toBe(200);
      const write = await viewer.put('/api/user/1', { 'User Fullname': 'x' });
      expect([write.statusCode, write.json().Code]).toEqual([403, 'User.NotPrivileged']);
      expect((await viewer.delete('/api/user/1')).statusCode).toBe(403);
      expect((await viewer.post('/api/user', {})).statusCode).toBe(403);
      expect((await admin.get('/api/user')).statusCode).toBe(200);
    });

    it('lets only a Superuser change Superuser and Service accounts', async () => {
      const admin = await t.admin();
      const manager = await t.loginWith([edit('Users'), edit('Procurement'), edit('Integrations')]);
      const service = await createAccount(admin, 'Service');
      const superuser = await createAccount(admin, 'Superuser');
      for (const target of [service, superuser]) {
        for (const response of [
          await manager.put(`/api/user/${target.id}`, { 'User Fullname': 'Hijacked' }),
          await manager.put(`/api/user/${target.id}`, { Password: 'attacker-password' }),
          await manager.delete(`/api/user/${target.id}`),
        ]) {
          expect([response.statusCode, response.json().Code]).toEqual([403, 'User.NotPrivileged']);
        }
      }
      // Nor may they create one, or hand a user that role.
      const body = {
        'User Fullname': 'S',
        Username: uniqueName(),
        'User Email': `${uniqueName()}@example.com`,
        Password: 'temporary-1',
      };
      expect((await manager.post('/api/user', { ...body, 'Role Name': 'Service' })).statusCode).toBe(403);
      expect((await manager.post('/api/user', { ...body, 'Role Name': 'Superuser' })).statusCode).toBe(403);
      const stored = await t.store.db
        .selectFrom('users')
        .select('fullname')
        .where('id', '=', service.id)
        .executeTakeFirstOrThrow();
      expect(stored.fullname).not.toBe('Hijacked');
      // A Superuser may.
      const ok = await admin.put(`/api/user/${service.id}`, { 'User Fullname': 'Integration bot' });
      expect(ok.statusCode).toBe(200);
    });

    it('prevents escalation: no own role change, no role or account beyond the caller’s own privileges', async () => {
      const admin = await t.admin();
      const { account, client } = await signedInWith(t, admin, [edit('Users'), view('Procurement')]);
      const strong = await createRole(admin, [edit('Users'), edit('Procurement')]);
      const weak = await createRole(admin, [view('Procurement')]);
      const own = await client.put(`/api/user/${account.id}`, { 'Role Name': strong['Role Name'] });
      expect([own.statusCode, own.json().Code]).toEqual([403, 'User.NotPrivileged']);
      const ownWeak = await client.put(`/api/user/${account.id}`, { 'Role Name': weak['Role Name'] });
      expect(ownWeak.statusCode).toBe(403);
      const selfDelete = await client.delete(`/api/user/${account.id}`);
      expect([selfDelete.statusCode, selfDelete.json().Code]).toEqual([400, 'User.CannotDeactivateSelf']);

      const puppet = await createAccount(admin, weak['Role Name']);
      const promote = await client.put(`/api/user/${puppet.id}`, { 'Role Name': strong['Role Name'] });
      expect(promote.statusCode).toBe(403);
      const strongUser = await createAccount(admin, strong['Role Name']);
      const takeover = await client.put(`/api/user/${strongUser.id}`, { Password: 'taken-over-1' });
      expect(takeover.statusCode).toBe(403);
      // Within their own privileges they manage accounts normally.
      const fine = await client.put(`/api/user/${puppet.id}`, { 'User Fullname': 'Renamed' });
      expect(fine.statusCode).toBe(200);
      const grant = await client.post('/api/role', {
        'Role Name': uniqueName('r'),
        Privileges: [edit('Procurement')],
      });
      expect(grant.statusCode).toBe(403);
    });

    it('enforces a role downgrade from Edit to View on the next request', async () => {
      const admin = await t.admin();
      const { client, role } = await signedInWith(t, admin, [edit('Users')]);
      expect(
        (await client.post('/api/role', { 'Role Name': uniqueName('ok'), Privileges: [] })).statusCode,
      ).toBe(200);
      const downgrade = await admin.put(`/api/role/${role.id}`, { Privileges: [view('Users')] });
      expect(downgrade.statusCode).toBe(200);
      const refused = await client.post('/api/role', { 'Role Name': uniqueName('no'), Privileges: [] });
      expect([refused.statusCode, refused.json().Code]).toEqual([403, 'User.NotPrivileged']);
      expect((await client.get('/api/user')).statusCode).toBe(200);
    });
  });

  describe('sessions end', () => {
    it('deactivation ends the user’s sessions and blocks login', async () => {
      const admin = await t.admin();
      const { account, client } = await signedInWith(t, admin, [view('Procurement')]);
      const old = { ...client.cookies };
      expect((await admin.delete(`/api/user/${account.id}`)).statusCode).toBe(200);
      const response = await withCookies(t, old).get('/api/profile');
      expect([response.statusCode, response.json().Code]).toEqual([401, 'User.NotAuthenticated']);
      const login = await t
        .anonymous()
        .post('/api/authenticate', { username: account.username, password: account.password });
      expect([login.statusCode, login.json().Code]).toEqual([401, 'User.InvalidCredentials']);
      // Reactivated, the account logs in again.
      expect((await admin.put(`/api/user/${account.id}`, { 'User Status': 'Active' })).statusCode).toBe(200);
      const back = await t
        .anonymous()
        .post('/api/authenticate', { username: account.username, password: account.password });
      expect(back.json()).toEqual({ login: true });
    });

    it('an admin password reset ends the sessions and asks for a new password at the next login', async () => {
      const admin = await t.admin();
      const { account, client } = await signedInWith(t, admin, [view('Procurement')]);
      expect((await admin.put(`/api/user/${account.id}`, { Password: 'reset-by-admin-1' })).statusCode).toBe(
        200,
      );
      expect((await client.get('/api/profile')).statusCode).toBe(401);
      const login = await t
        .anonymous()
        .post('/api/authenticate', { username: account.username, password: 'reset-by-admin-1' });
      expect(login.json()).toMatchObject({ first_signin: true });
    });
  });

  describe('profile', () => {
    it('answers the own account', async () => {
      const admin = await t.admin();
      const response = await admin.get('/api/profile');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        Username: ADMIN.username,
        'Role Name': 'Superuser',
        'User Status': 'Active',
      });
      expect(response.json().Privileges).toContainEqual({ type: 'Users', access: 'Edit' });
    });

    it('changes the password with the current one and ends the other sessions', async () => {
      const admin = await t.admin();
      const { account, client } = await signedInWith(t, admin, [view('Procurement')]);
      const other = await t.login(account.username, account.password);
      const old = { ...other.cookies };

      const wrong = await client.put('/api/profile/password', {
        current_password: 'not-it-at-all',
        new_password: 'brand-new-pass-1',
      });
      expect([wrong.statusCode, wrong.json().Code]).toEqual([400, 'User.InvalidCurrentPassword']);
      const short = await client.put('/api/profile/password', {
        current_password: account.password,
        new_password: 'short',
      });
      expect([short.statusCode, short.json().Code]).toEqual([400, 'User.PasswordTooShort']);
      const same = await client.put('/api/profile/password', {
        current_password: account.password,
        new_password: account.password,
      });
      expect([same.statusCode, same.json().Code]).toEqual([400, 'User.PasswordReused']);

      const changed = await client.put('/api/profile/password', {
        current_password: account.password,
        new_password: 'brand-new-pass-1',
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json().Username).toBe(account.username);
      expect((await client.get('/api/profile')).statusCode).toBe(200);
      const stale = await withCookies(t, old).get('/api/profile');
      expect([stale.statusCode, stale.json().Code]).toEqual([401, 'User.NotAuthenticated']);
      expect(
        (
          await t
            .anonymous()
            .post('/api/authenticate', { username: account.username, password: account.password })
        ).statusCode,
      ).toBe(401);
      const fresh = await t
        .anonymous()
        .post('/api/authenticate', { username: account.username, password: 'brand-new-pass-1' });
      expect(fresh.json()).toEqual({ login: true });
      const events = await t.store.db
        .selectFrom('events')
        .select('event')
        .where('entity_type', '=', 'User')
        .where('entity_id', '=', String(account.id))
        .execute();
      expect(events.map((e) => e.event)).toContain('PasswordChanged');
    });
  });

  it('first sign-in ends a session that existed under the old password', async () => {
    const admin = await t.admin();
    const role = await createRole(admin, [view('Procurement')]);
    const account = await createAccount(admin, role['Role Name']);
    await firstSignin(t, account);
    const before = await t.login(account.username, account.password);
    await admin.put(`/api/user/${account.id}`, { 'First Signin': true });
    await firstSignin(t, account, 'third-password-1');
    expect((await before.get('/api/profile')).statusCode).toBe(401);
  });
});
