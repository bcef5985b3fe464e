import { PRIVILEGE_TYPES } from '../../catalogue/privileges.js';
import type { Access, Privilege } from '../../core/auth/privileges.js';

/** The privilege catalog is the catalogue's (src/catalogue/privileges.ts); this merges it into core's type. */
export { PRIVILEGE_TYPES };

type Catalog = Record<(typeof PRIVILEGE_TYPES)[number], true>;

declare module '../../core/auth/privileges.js' {
  interface PrivilegeTypes extends Catalog {}
}

/** Every type of the catalog at one access level (the built-in Superuser role). */
export const allPrivileges = (access: Access = 'Edit'): Privilege[] =>
  PRIVILEGE_TYPES.map((type) => ({ type, access }));
