import { expect, it } from 'vitest';
import { edit, view } from '../../src/core/auth/privileges.js';
import { PRIVILEGE_TYPES } from '../../src/modules/auth/privilege-types.js';
import { describeEachDatabase } from '../helpers/app.js';
import { createAccount, createRole, uniqueName } from './support.js';

describeEachDatabase('roles', (t) => {
  it('creates, lists, reads, updates and deletes a role', async () => {
    const admin = await t.admin();
    const name = uniqueName('Buyers');
    const created = await admin.post('/api/role', {
      'Role Name': name,
      'Role Description': 'Purchasing staff',
      Privileges: [view('Procurement'), edit('Procurement'), view('Demand')],
    });
    expect(created.statusCode, created.body).toBe(200);
    const role = created.json();
    // One entry per type; Edit wins over View.
    expect(role).toEqual({
      id: expect.any(Number),
      'Role Name': name,
      'Role Description': 'Purchasing staff',
      Privileges: [edit('Procurement'), view('Demand')],
    });
    expect((await admin.get(`/api/role/${role.id}`)).json()).toEqual(role);

    const list = await admin.get(
      `/api/role?filters=${encodeURIComponent(JSON.stringify({ 'Role Name': [name] }))}`,
    );
    expect(list.statusCode).toBe(200);
    expect(list.json().data.rows).toEqual([
      { id: role.id, 'Role Name': name, 'Role Description': 'Purchasing staff', Privileges: role.Privileges },
    ]);
    const all = await admin.get('/api/role');
    expect(all.json().data.rows.map((r: { 'Role Name': string }) => r['Role Name'])).toEqual(
      expect.arrayContaining(['Superuser', 'Service', name]),
    );

    const updated = await admin.put(`/api/role/${role.id}`, {
      'Role Description': 'Buyers',
      Privileges: [view('Inventory')],
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      'Role Name': name,
      'Role Description': 'Buyers',
      Privileges: [view('Inventory')],
    });

    const unknownField = await admin.put(`/api/role/${role.id}`, { 'Role Name': name, Builtin: true });
    expect([unknownField.statusCode, unknownField.json().Code]).toEqual([400, 'Request.Invalid']);
    expect((await admin.put(`/api/role/${role.id}`, {})).json()).toEqual(updated.json());

    const deleted = await admin.delete(`/api/role/${role.id}`);
    expect(deleted.statusCode).toBe(200);
    const gone = await admin.get(`/api/role/${role.id}`);
    expect([gone.statusCode, gone.json().Code]).toEqual([400, 'Role.NotFound']);
    const events = await t.store.db
      .selectFrom('events')
      .select('event')
      .where('entity_type', '=', 'Role')
      .where('entity_id', '=', String(role.id))
      .orderBy('id')
      .execute();
    expect(events.map((e) => e.event)).toEqual(['Created', 'Updated', 'Deleted']);
  });

  it('answers Role.NotFound, Role.AlreadyExists, Role.StillInUse and refuses to delete built-ins', async () => {
    const admin = await t.admin();
    for (const response of [
      await admin.get('/api/role/999999'),
      await admin.put('/api/role/999999', { 'Role Description': 'x' }),
      await admin.delete('/api/role/999999'),
    ])
      expect([response.statusCode, response.json().Code]).toEqual([400, 'Role.NotFound']);

    const role = await createRole(admin, [view('Procurement')]);
    for (const name of [role['Role Name'], role['Role Name'].toUpperCase(), 'superuser']) {
      const duplicate = await admin.post('/api/role', { 'Role Name': name, Privileges: [] });
      expect([duplicate.statusCode, duplicate.json().Code]).toEqual([400, 'Role.AlreadyExists']);
    }
    const account = await createAccount(admin, role['Role Name']);
    const inUse = await admin.delete(`/api/role/${role.id}`);
    expect([inUse.statusCode, inUse.json().Code]).toEqual([400, 'Role.StillInUse']);
    // Still in use by an Inactive account, whose record stays.
    await admin.delete(`/api/user/${account.id}`);
    expect((await admin.delete(`/api/role/${role.id}`)).json().Code).toBe('Role.StillInUse');

    const builtins = await t.store.db
      .selectFrom('roles')
      .select(['id', 'name'])
      .where('builtin', '=', 1)
      .orderBy('name')
      .execute();
    expect(builtins.map((r) => r.name)).toEqual(['Service', 'Superuser']);
    for (const builtin of builtins) {
      const response = await admin.delete(`/api/role/${builtin.id}`);
      expect([response.statusCode, response.json().Code]).toEqual([400, 'Role.BuiltIn']);
      const rename = await admin.put(`/api/role/${builtin.id}`, { 'Role Name': uniqueName('x') });
      expect(rename.json().Code).toBe('Role.BuiltIn');
    }
    const superuser = builtins.find((r) => r.name === 'Superuser')!;
    const strip = await admin.put(`/api/role/${superuser.id}`, { Privileges: [] });
    expect(strip.json().Code).toBe('Role.BuiltIn');
    // The Superuser role holds the whole catalog, Edit.
    const full = await admin.get(`/api/role/${superuser.id}`);
    expect(full.json().Privileges).toEqual(PRIVILEGE_TYPES.map((type) => edit(type)));
  });

  it('validates privileges against the catalog', async () => {
    const admin = await t.admin();
    for (const privileges of [
      [{ type: 'Root', access: 'Edit' }],
      [{ type: 'Procurement', access: 'Admin' }],
      [{ type: 'Procurement' }],
      'all',
    ]) {
      const response = await admin.post('/api/role', {
        'Role Name': uniqueName('bad'),
        Privileges: privileges,
      });
      expect([response.statusCode, response.json().Code]).toEqual([400, 'Request.Invalid']);
    }
    const contractTypes = await admin.post('/api/role', {
      'Role Name': uniqueName('ops'),
      Privileges: [
        'Manufacturing',
        'Customer Master',
        'Warehouse Master',
        'Integrations',
        'Dashboard',
        'Logs',
      ].map((type) => ({ type, access: 'View' })),
    });
    expect(contractTypes.statusCode).toBe(200);
  });

  it('needs Users / View to read and Users / Edit to write; only a Superuser edits the Service role', async () => {
    const admin = await t.admin();
    const none = await t.loginWith([view('Procurement')]);
    expect((await none.get('/api/role')).statusCode).toBe(403);
    const viewer = await t.loginWith([view('Users')]);
    expect((await viewer.get('/api/role')).statusCode).toBe(200);
    const write = await viewer.post('/api/role', { 'Role Name': uniqueName('r'), Privileges: [] });
    expect([write.statusCode, write.json().Code]).toEqual([403, 'User.NotPrivileged']);

    const service = await t.store.db
      .selectFrom('roles')
      .select('id')
      .where('name', '=', 'Service')
      .executeTakeFirstOrThrow();
    const manager = await t.loginWith([edit('Users'), edit('Procurement'), edit('Integrations')]);
    const refused = await manager.put(`/api/role/${service.id}`, { Privileges: [edit('Procurement')] });
    expect([refused.statusCode, refused.json().Code]).toEqual([403, 'User.NotPrivileged']);
    const allowed = await admin.put(`/api/role/${service.id}`, {
      'Role Description': 'Integration service account',
    });
    expect(allowed.statusCode).toBe(200);
  });
});
