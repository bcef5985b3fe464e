import type { Access, Privilege } from '../../core/auth/privileges.js';

/** The privilege catalog: the specification's types (part 2.11) and the contract's additions (part 2). */
export const PRIVILEGE_TYPES = [
  'Procurement',
  'Demand',
  'Inventory',
  'Users',
  'Custom Columns',
  'Scenarios',
  'Bill of Materials',
  'Item Master',
  'External Item Master',
  'Supplier Master',
  'Issue Tracker',
  'Change Tracking Settings',
  'Manufacturing',
  'Customer Master',
  'Warehouse Master',
  'Integrations',
  'Dashboard',
  'Logs',
] as const;

type Catalog = Record<(typeof PRIVILEGE_TYPES)[number], true>;

declare module '../../core/auth/privileges.js' {
  interface PrivilegeTypes extends Catalog {}
}

/** Every type of the catalog at one access level (the built-in Superuser role). */
export const allPrivileges = (access: Access = 'Edit'): Privilege[] =>
  PRIVILEGE_TYPES.map((type) => ({ type, access }));
