import type { Executor, Store } from '../db/index.js';
import { precompiled } from '../db/precompiled.js';
import type { Privilege } from './privileges.js';

export interface AuthUser {
  id: number;
  username: string;
  fullname: string;
  email: string;
  roleId: number;
  roleName: string;
  privileges: Privilege[];
  sessionId: string;
}

export const SUPERUSER_ROLE = 'Superuser';
export const SERVICE_ROLE = 'Service';

/**
 * Parsed privileges by their JSON text. Keyed by content, so a role change (new text) is never served stale on
 * any instance; the role's text still comes with the session's row on every request. Bounded: roles are few.
 */
const parsedPrivileges = new Map<string, Privilege[]>();

export function parsePrivileges(json: string): Privilege[] {
  const known = parsedPrivileges.get(json);
  if (known) return known;
  let privileges: Privilege[];
  try {
    const value = JSON.parse(json) as unknown;
    privileges = Array.isArray(value) ? (value as Privilege[]) : [];
  } catch {
    privileges = [];
  }
  if (parsedPrivileges.size >= 1000) parsedPrivileges.clear();
  parsedPrivileges.set(json, Object.freeze(privileges) as Privilege[]);
  return privileges;
}

/**
 * The user behind a live session: the session exists, is neither revoked nor expired, and its user is Active.
 * Read on every request, so a role change, a deactivation or a logout takes effect on the next request.
 */
export async function loadSessionUser(
  store: Store,
  sessionId: string,
  userId: number,
): Promise<AuthUser | undefined> {
  const [row] = await sessionRow(store.db, sessionId, userId);
  if (
    !row ||
    row.revoked_at !== null ||
    row.status !== 'Active' ||
    row.expires_at <= new Date().toISOString()
  )
    return undefined;
  return authUser(row, row.role_name, parsePrivileges(row.privileges), sessionId);
}

/** The user columns (of `users as u`) an `AuthUser` is built from. */
export const USER_COLUMNS = ['u.id', 'u.username', 'u.fullname', 'u.email', 'u.role_id'] as const;

/** The user of a row read with `USER_COLUMNS`, acting in role `roleName` with `privileges` in `sessionId`. */
export function authUser(
  row: { id: number; username: string; fullname: string; email: string; role_id: number },
  roleName: string,
  privileges: Privilege[],
  sessionId: string,
): AuthUser {
  return {
    id: row.id,
    username: row.username,
    fullname: row.fullname,
    email: row.email,
    roleId: row.role_id,
    roleName,
    privileges,
    sessionId,
  };
}

/** The session's row with its user and role; built and compiled once, as every request reads it. */
const sessionRow = precompiled(
  (db: Executor, sessionId: string, userId: number) =>
    db
      .selectFrom('sessions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .innerJoin('roles as r', 'r.id', 'u.role_id')
      .select([
        ...USER_COLUMNS,
        'r.name as role_name',
        'r.privileges',
        's.expires_at',
        's.revoked_at',
        'u.status',
      ])
      .where('s.id', '=', sessionId)
      .where('s.user_id', '=', userId),
  2,
);
