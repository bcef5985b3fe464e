import type { Static } from 'typebox';
import { actorOf } from '../../core/auth/actor.js';
import type { Privilege } from '../../core/auth/privileges.js';
import {
  type AuthUser,
  parsePrivileges,
  SERVICE_ROLE,
  SUPERUSER_ROLE,
} from '../../core/auth/session-user.js';
import { translatingViolations, type ViolationAnswers } from '../../core/db/errors/translate.js';
import type { Executor, Store } from '../../core/db/index.js';
import { inTransaction } from '../../core/db/transaction.js';
import { alreadyExists, badRequest, type ErrorCode, notFound, stillInUse } from '../../core/errors.js';
import { recordChange, recordCreated, recordUpdated } from '../../core/events/outbox.js';
import type { RoleCreateBody, RoleObject, RoleUpdateBody } from './schemas.js';
import { assertMayManage } from './users.js';

export type RoleRecord = Static<typeof RoleObject>;
const ENTITY = 'Role';

/** The codes each operation below answers (for the OpenAPI description's `x-error-codes`). */
export const ROLE_ERRORS = {
  get: [`${ENTITY}.NotFound`],
  create: [`${ENTITY}.AlreadyExists`],
  update: [`${ENTITY}.NotFound`, `${ENTITY}.BuiltIn`, `${ENTITY}.AlreadyExists`],
  delete: [`${ENTITY}.NotFound`, `${ENTITY}.BuiltIn`, `${ENTITY}.StillInUse`],
} as const satisfies Record<string, readonly ErrorCode[]>;

const roleNotFound = (id: number) => notFound(ENTITY, `Role #${id} not found`);

/** One entry per type, the stronger access winning (Edit implies View), in catalog-independent stable order. */
export function normalisePrivileges(privileges: readonly Privilege[]): Privilege[] {
  const byType = new Map<string, Privilege>();
  for (const p of privileges) {
    const known = byType.get(p.type);
    if (!known || (known.access === 'View' && p.access === 'Edit'))
      byType.set(p.type, { type: p.type, access: p.access });
  }
  return [...byType.values()];
}

async function loadRole(db: Executor, id: number) {
  const row = await db.selectFrom('roles').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw roleNotFound(id);
  return row;
}

const toRole = (row: { id: number; name: string; description: string; privileges: string }): RoleRecord => ({
  id: row.id,
  'Role Name': row.name,
  'Role Description': row.description,
  Privileges: parsePrivileges(row.privileges),
});

export const getRole = async (db: Executor, id: number) => toRole(await loadRole(db, id));

export async function privilegesOfRoles(db: Executor, ids: number[]): Promise<Map<number, Privilege[]>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('roles').select(['id', 'privileges']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, parsePrivileges(r.privileges)]));
}

/** Role names are unique case-insensitively, so no role can pass for a built-in one by its spelling. */
async function assertNameFree(db: Executor, name: string, exceptId?: number) {
  const rows = await db.selectFrom('roles').select(['id', 'name']).execute();
  if (rows.some((r) => r.name.toLowerCase() === name.toLowerCase() && r.id !== exceptId))
    throw alreadyExists(ENTITY, `Role ${name} already exists`);
}

const violations: ViolationAnswers<undefined> = {
  unique: { roles_name_key: () => alreadyExists(ENTITY, 'A role with this name already exists') },
};

const uniqueWrite = <T>(store: Store, work: () => Promise<T>): Promise<T> =>
  translatingViolations(store, violations, undefined, work);

export async function createRole(store: Store, caller: AuthUser, body: Static<typeof RoleCreateBody>) {
  const privileges = normalisePrivileges(body.Privileges);
  assertMayManage(caller, { name: body['Role Name'], privileges });
  return uniqueWrite(store, () =>
    inTransaction(store, async (trx) => {
      await assertNameFree(trx, body['Role Name']);
      const inserted = await trx
        .insertInto('roles')
        .values({
          name: body['Role Name'],
          description: body['Role Description'] ?? '',
          privileges: JSON.stringify(privileges),
          builtin: 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const role = await getRole(trx, inserted.id);
      await recordCreated(trx, actorOf(caller), ENTITY, role.id, role);
      return role;
    }),
  );
}

export async function updateRole(
  store: Store,
  caller: AuthUser,
  id: number,
  body: Static<typeof RoleUpdateBody>,
) {
  return uniqueWrite(store, () =>
    inTransaction(store, async (trx) => {
      const row = await loadRole(trx, id);
      const before = toRole(row);
      assertMayManage(caller, { name: row.name, privileges: before.Privileges });
      const set: { name?: string; description?: string; privileges?: string } = {};
      if (body['Role Name'] !== undefined && body['Role Name'] !== row.name) {
        if (row.builtin === 1)
          throw badRequest('Role.BuiltIn', `The built-in role ${row.name} cannot be renamed`);
        await assertNameFree(trx, body['Role Name'], id);
        set.name = body['Role Name'];
      }
      if (body['Role Description'] !== undefined) set.description = body['Role Description'];
      if (body.Privileges !== undefined) {
        // The Superuser role always holds every privilege; the bootstrap keeps it so.
        if (row.name === SUPERUSER_ROLE)
          throw badRequest('Role.BuiltIn', 'The privileges of the Superuser role cannot be changed');
        const privileges = normalisePrivileges(body.Privileges);
        assertMayManage(caller, { name: row.name, privileges });
        set.privileges = JSON.stringify(privileges);
      }
      if (Object.keys(set).length > 0) await trx.updateTable('roles').set(set).where('id', '=', id).execute();
      const after = await getRole(trx, id);
      await recordUpdated(trx, actorOf(caller), ENTITY, id, before, after);
      return after;
    }),
  );
}

export async function deleteRole(store: Store, caller: AuthUser, id: number) {
  return inTransaction(store, async (trx) => {
    const row = await loadRole(trx, id);
    const before = toRole(row);
    if (row.builtin === 1 || row.name === SUPERUSER_ROLE || row.name === SERVICE_ROLE)
      throw badRequest('Role.BuiltIn', `The built-in role ${row.name} cannot be deleted`);
    assertMayManage(caller, { name: row.name, privileges: before.Privileges });
    const holder = await trx.selectFrom('users').select('id').where('role_id', '=', id).executeTakeFirst();
    if (holder) throw stillInUse(ENTITY, `Role ${row.name} is still assigned to users`);
    await trx.deleteFrom('roles').where('id', '=', id).execute();
    await recordChange(trx, actorOf(caller), { entityType: ENTITY, entityId: id, action: 'Deleted', before });
    return before;
  });
}
