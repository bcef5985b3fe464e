/**
 * The privilege types. Core checks privileges without knowing which exist: the catalog is declared by the auth
 * module (`modules/auth/privilege-types.ts`), which merges its types into this interface (one key per type).
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging
export interface PrivilegeTypes {}
export type PrivilegeType = keyof PrivilegeTypes & string;
export type Access = 'View' | 'Edit';
export interface Privilege {
  type: PrivilegeType;
  access: Access;
}

/** Edit implies View. */
export function hasPrivilege(granted: readonly Privilege[], required: Privilege): boolean {
  return granted.some((p) => p.type === required.type && (p.access === 'Edit' || required.access === 'View'));
}

export const view = (type: PrivilegeType): Privilege => ({ type, access: 'View' });
export const edit = (type: PrivilegeType): Privilege => ({ type, access: 'Edit' });
