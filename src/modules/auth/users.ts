import { randomBytes } from 'node:crypto';
import type { Updateable } from 'kysely';
import type { Static } from 'typebox';
import { actorOf } from '../../core/auth/actor.js';
import { hasPrivilege, type Privilege } from '../../core/auth/privileges.js';
import type { AuthUser } from '../../core/auth/session-user.js';
import { parsePrivileges, SERVICE_ROLE, SUPERUSER_ROLE } from '../../core/auth/session-user.js';
import { translatingViolations, type ViolationAnswers } from '../../core/db/errors/translate.js';
import type { Database, Executor, Store } from '../../core/db/index.js';
import { inTransaction, nowIso } from '../../core/db/transaction.js';
import { alreadyExists, badRequest, type ErrorCode, notFound, notPrivileged } from '../../core/errors.js';
import { type Actor, recordChange, recordCreated, type Snapshot } from '../../core/events/outbox.js';
import { hashPassword } from './passwords.js';
import type { UserCreateBody, UserObject, UserUpdateBody } from './schemas.js';
import { revokeUserSessions } from './sessions.js';
import { WITHOUT_2FA } from './totp.js';

export type UserRecord = Static<typeof UserObject>;
export const MIN_PASSWORD_LENGTH = 8;
const ENTITY = 'User';

/** The codes each operation below answers (for the OpenAPI description's `x-error-codes`). */
export const USER_ERRORS = {
  get: ['User.NotFound'],
  create: ['User.PasswordTooShort', 'Role.NotFound', 'User.AlreadyExists'],
  update: [
    'User.PasswordTooShort',
    'User.NotFound',
    'Role.NotFound',
    'User.CannotDeactivateSelf',
    'User.TwoFactorEnrolmentRequired',
    'User.AlreadyExists',
  ],
  deactivate: ['User.NotFound', 'User.CannotDeactivateSelf'],
} as const satisfies Record<string, readonly ErrorCode[]>;

export function checkPasswordLength(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH)
    throw badRequest('User.PasswordTooShort', `Password must be at least ${MIN_PASSWORD_LENGTH} characters`);
}

export const userNotFound = (id: number) => notFound(ENTITY, `User #${id} not found`);

const BUILTIN_ROLES = new Set([SUPERUSER_ROLE, SERVICE_ROLE]);

/**
 * Who may manage accounts and roles holding `role`: a Superuser always; anyone else only roles that are not
 * built-in (Superuser and Service accounts are changed only by a Superuser, specification 4.8) and whose every
 * privilege they hold themselves, so a Users / Edit holder cannot hand out, or take over, more than they have.
 */
export function assertMayManage(caller: AuthUser, role: { name: string; privileges: Privilege[] }): void {
  if (caller.roleName === SUPERUSER_ROLE) return;
  if (BUILTIN_ROLES.has(role.name))
    throw notPrivileged(`Only a Superuser may change ${role.name} accounts and roles`);
  if (!role.privileges.every((p) => hasPrivilege(caller.privileges, p)))
    throw notPrivileged(`Role ${role.name} holds privileges you do not have`);
}

export async function findRoleByName(db: Executor, name: string) {
  const role = await db
    .selectFrom('roles')
    .select(['id', 'name', 'privileges'])
    .where('name', '=', name)
    .executeTakeFirst();
  if (!role) throw notFound('Role', `Role ${name} not found`);
  return { id: role.id, name: role.name, privileges: parsePrivileges(role.privileges) };
}

const userQuery = (db: Executor) =>
  db
    .selectFrom('users as u')
    .innerJoin('roles as r', 'r.id', 'u.role_id')
    .select([
      'u.id',
      'u.fullname',
      'u.username',
      'u.email',
      'u.phone',
      'u.first_signin',
      'u.password_expiration',
      'u.status',
      'u.totp_enabled',
      'u.role_id',
      'r.name as role_name',
      'r.description as role_description',
      'r.privileges',
    ]);

type UserRow = Awaited<ReturnType<ReturnType<typeof userQuery>['executeTakeFirstOrThrow']>>;

const toUser = (row: UserRow): UserRecord => ({
  id: row.id,
  'User Fullname': row.fullname,
  Username: row.username,
  'User Email': row.email,
  'User Phone': row.phone,
  'First Signin': row.first_signin === 1,
  'Password Expiration': row.password_expiration,
  'Role Name': row.role_name,
  'Role Description': row.role_description,
  'User Status': row.status,
  '2FA Enabled': row.totp_enabled === 1,
  Privileges: parsePrivileges(row.privileges),
});

/** The audit snapshot: the account's own fields, never a secret. */
export const snapshotOf = (user: UserRecord): Snapshot => {
  const { Privileges: _privileges, 'Role Description': _description, ...fields } = user;
  return fields;
};

async function loadRow(db: Executor, id: number): Promise<UserRow> {
  const row = await userQuery(db).where('u.id', '=', id).executeTakeFirst();
  if (!row) throw userNotFound(id);
  return row;
}

export const getUser = async (db: Executor, id: number) => toUser(await loadRow(db, id));

/**
 * Usernames and emails are unique case-insensitively, and neither may equal the other field of another
 * account, because login accepts either.
 */
async function assertUnique(trx: Executor, username: string, email: string, exceptId?: number) {
  const keys = [username.toLowerCase(), email.toLowerCase()];
  let query = trx
    .selectFrom('users')
    .select('id')
    .where((eb) => eb.or([eb('username_lower', 'in', keys), eb('email_lower', 'in', keys)]));
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst())
    throw alreadyExists(ENTITY, `A user with Username ${username} or User Email ${email} already exists`);
}

const takenName = () => alreadyExists(ENTITY, 'A user with this Username or User Email already exists');
const violations: ViolationAnswers<undefined> = {
  unique: { users_username_lower_key: takenName, users_email_lower_key: takenName },
};

const uniqueWrite = <T>(store: Store, work: () => Promise<T>): Promise<T> =>
  translatingViolations(store, violations, undefined, work);

export async function createUser(
  store: Store,
  caller: AuthUser,
  body: Static<typeof UserCreateBody>,
): Promise<UserRecord> {
  checkPasswordLength(body.Password);
  const passwordHash = await hashPassword(body.Password);
  return uniqueWrite(store, () =>
    inTransaction(store, async (trx) => {
      const role = await findRoleByName(trx, body['Role Name']);
      assertMayManage(caller, role);
      await assertUnique(trx, body.Username, body['User Email']);
      const now = nowIso();
      const inserted = await trx
        .insertInto('users')
        .values({
          fullname: body['User Fullname'],
          username: body.Username,
          username_lower: body.Username.toLowerCase(),
          email: body['User Email'],
          email_lower: body['User Email'].toLowerCase(),
          phone: body['User Phone'] ?? null,
          password_hash: passwordHash,
          first_signin: 1,
          password_expiration: body['Password Expiration'] ?? null,
          role_id: role.id,
          status: body['User Status'] ?? 'Active',
          ...WITHOUT_2FA,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const user = await getUser(trx, inserted.id);
      await recordCreated(trx, actorOf(caller), ENTITY, user.id, snapshotOf(user));
      return user;
    }),
  );
}

/** Refuses changes to accounts the caller may not manage. */
const guardTarget = (caller: AuthUser, row: UserRow) =>
  assertMayManage(caller, { name: row.role_name, privileges: parsePrivileges(row.privileges) });

export async function updateUser(
  store: Store,
  caller: AuthUser,
  id: number,
  body: Static<typeof UserUpdateBody>,
): Promise<UserRecord> {
  if (body.Password !== undefined) checkPasswordLength(body.Password);
  const passwordHash = body.Password !== undefined ? await hashPassword(body.Password) : undefined;
  return uniqueWrite(store, () =>
    inTransaction(store, async (trx) => {
      const row = await loadRow(trx, id);
      guardTarget(caller, row);
      const before = toUser(row);
      const self = caller.id === id;
      const set: Updateable<Database['users']> = {};
      let endSessions = false;

      if (body['Role Name'] !== undefined && body['Role Name'] !== row.role_name) {
        // Nobody changes their own role: the only way to more privileges would be through someone else.
        if (self) throw notPrivileged('You cannot change your own role');
        const role = await findRoleByName(trx, body['Role Name']);
        assertMayManage(caller, role);
        set.role_id = role.id;
      }
      if (body['User Status'] !== undefined && body['User Status'] !== row.status) {
        if (self && body['User Status'] === 'Inactive')
          throw badRequest('User.CannotDeactivateSelf', 'You cannot deactivate your own account');
        set.status = body['User Status'];
        endSessions ||= body['User Status'] === 'Inactive';
      }
      const username = body.Username ?? row.username;
      const email = body['User Email'] ?? row.email;
      if (body.Username !== undefined || body['User Email'] !== undefined) {
        await assertUnique(trx, username, email, id);
        set.username = username;
        set.username_lower = username.toLowerCase();
        set.email = email;
        set.email_lower = email.toLowerCase();
      }
      if (body['User Fullname'] !== undefined) set.fullname = body['User Fullname'];
      if (body['User Phone'] !== undefined) set.phone = body['User Phone'];
      if (body['Password Expiration'] !== undefined) set.password_expiration = body['Password Expiration'];
      if (body['First Signin'] !== undefined) set.first_signin = body['First Signin'] ? 1 : 0;
      if (passwordHash !== undefined) {
        set.password_hash = passwordHash;
        set.first_signin = 1;
        endSessions = true;
      }
      if (body['2FA Enabled'] !== undefined && body['2FA Enabled'] !== (row.totp_enabled === 1)) {
        if (body['2FA Enabled'])
          throw badRequest(
            'User.TwoFactorEnrolmentRequired',
            'Users turn 2FA on themselves at /api/2fa/setup',
          );
        // The admin reset: the second factor is removed; the user may enrol again.
        Object.assign(set, WITHOUT_2FA);
      }
      if (Object.keys(set).length > 0) {
        await trx
          .updateTable('users')
          .set({ ...set, updated_at: nowIso() })
          .where('id', '=', id)
          .execute();
      }
      if (endSessions) await revokeUserSessions(trx, id);
      const after = await getUser(trx, id);
      await recordChange(
        trx,
        actorOf(caller),
        {
          entityType: ENTITY,
          entityId: id,
          action: 'Updated',
          before: snapshotOf(before),
          after: snapshotOf(after),
        },
        passwordHash !== undefined ? ['PasswordReset'] : [],
      );
      return after;
    }),
  );
}

/** Soft delete: the account becomes Inactive, its sessions end, the record and its history stay. */
export async function deactivateUser(store: Store, caller: AuthUser, id: number): Promise<UserRecord> {
  return inTransaction(store, async (trx) => {
    const row = await loadRow(trx, id);
    guardTarget(caller, row);
    if (caller.id === id)
      throw badRequest('User.CannotDeactivateSelf', 'You cannot deactivate your own account');
    const before = toUser(row);
    await trx
      .updateTable('users')
      .set({ status: 'Inactive', updated_at: nowIso() })
      .where('id', '=', id)
      .execute();
    await revokeUserSessions(trx, id);
    const after = await getUser(trx, id);
    await recordChange(trx, actorOf(caller), {
      entityType: ENTITY,
      entityId: id,
      action: 'Deleted',
      before: snapshotOf(before),
      after: snapshotOf(after),
    });
    return after;
  });
}

/**
 * An operator's reset (the command line): a new one-time password, First Signin set so the first login asks for
 * a password of the user's own, and every session of the user ended. Returns the one-time password.
 */
export async function resetPassword(store: Store, actor: Actor, username: string): Promise<string> {
  const password = randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(password);
  await inTransaction(store, async (trx) => {
    const found = await trx
      .selectFrom('users')
      .select('id')
      .where('username_lower', '=', username.toLowerCase())
      .executeTakeFirst();
    if (!found) throw notFound(ENTITY, `User ${username} not found`);
    const before = toUser(await loadRow(trx, found.id));
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, first_signin: 1, updated_at: nowIso() })
      .where('id', '=', found.id)
      .execute();
    await revokeUserSessions(trx, found.id);
    await recordChange(
      trx,
      actor,
      {
        entityType: ENTITY,
        entityId: found.id,
        action: 'Updated',
        before: snapshotOf(before),
        after: snapshotOf(toUser(await loadRow(trx, found.id))),
      },
      ['PasswordReset'],
    );
  });
  return password;
}
