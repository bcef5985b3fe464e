import { describe, expect, it } from 'vitest';
import { translateDatabaseError, translatingViolations } from '../../src/core/db/errors/translate.js';
import type { Store } from '../../src/core/db/index.js';
import { alreadyExists, notFound, stillInUse } from '../../src/core/errors.js';
import { DATABASES } from '../helpers/databases.js';
import { seededStore } from '../helpers/store.js';

const role = (name: string) => ({ name, description: '', privileges: '[]', builtin: 0 });
const column = (table_name: string, key: string) => ({
  table_name,
  key,
  format: 'string',
  alias: null,
  description: null,
  required: 0,
  default_value: null,
  display_order: 1,
  visible: 1,
});

async function failure(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error('the write was not refused');
}

async function seed(store: Store) {
  await store.db.insertInto('roles').values(role('Buyer')).execute();
  await store.db.insertInto('custom_columns').values(column('ItemMaster', 'colour')).execute();
}

describe.each(DATABASES)('database errors on %s', (kind) => {
  const t = seededStore(kind, seed, 60_000);

  it('names a column UNIQUE as PostgreSQL does, on both dialects', async () => {
    const error = await failure(() => t.store.db.insertInto('roles').values(role('Buyer')).execute());
    expect(await t.store.dialect.violationOf(error, t.store.db)).toMatchObject({
      kind: 'unique',
      constraint: 'roles_name_key',
    });
  });

  it('names a named table constraint by its name', async () => {
    const error = await failure(() =>
      t.store.db.insertInto('custom_columns').values(column('ItemMaster', 'colour')).execute(),
    );
    expect(await t.store.dialect.violationOf(error, t.store.db)).toMatchObject({
      kind: 'unique',
      constraint: 'custom_columns_table_key',
    });
  });

  it('reads foreign-key and not-null violations', async () => {
    const orphan = await failure(() =>
      t.store.db
        .insertInto('sessions')
        .values({ id: 's', user_id: 999_999, csrf: '', refresh_csrf: '', created_at: '', expires_at: '' })
        .execute(),
    );
    expect(await t.store.dialect.violationOf(orphan, t.store.db)).toMatchObject({ kind: 'foreignKey' });
    const unnamed = await failure(() =>
      t.store.db
        .insertInto('roles')
        .values({ ...role('x'), name: null as unknown as string })
        .execute(),
    );
    expect(await t.store.dialect.violationOf(unnamed, t.store.db)).toMatchObject({
      kind: 'notNull',
      table: 'roles',
      columns: ['name'],
    });
    expect(await t.store.dialect.violationOf(new Error('other'), t.store.db)).toBeUndefined();
  });

  it('answers by the mapping: the named constraint, the foreign key, else the error itself', async () => {
    const answers = {
      unique: { roles_name_key: (name: string) => alreadyExists('Role', `Role ${name} already exists`) },
      foreignKey: (name: string) => stillInUse('Role', `Role ${name} is in use`),
      notNull: { name: () => notFound('Role', 'no name') },
    };
    await expect(
      translatingViolations(t.store, answers, 'Buyer', () =>
        t.store.db.insertInto('roles').values(role('Buyer')).execute(),
      ),
    ).rejects.toMatchObject({
      status: 400,
      code: 'Role.AlreadyExists',
      message: 'Role Buyer already exists',
    });
    const otherUnique = await failure(() =>
      t.store.db.insertInto('custom_columns').values(column('ItemMaster', 'colour')).execute(),
    );
    expect(await translateDatabaseError(t.store, otherUnique, answers, 'x')).toBe(otherUnique);
    const refused = alreadyExists('Role', 'kept');
    expect(await translateDatabaseError(t.store, refused, answers, 'x')).toBe(refused);
  });
});
