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
export type PrivilegeType = (typeof PRIVILEGE_TYPES)[number];
export type Access = 'View' | 'Edit';
export interface Privilege {
  type: PrivilegeType;
  access: Access;
}

/** Edit implies View. */
export function hasPrivilege(granted: readonly Privilege[], required: Privilege): boolean {
  return granted.some((p) => p.type === required.type && (p.access === 'Edit' || required.access === 'View'));
}

export const allPrivileges = (access: Access = 'Edit'): Privilege[] =>
  PRIVILEGE_TYPES.map((type) => ({ type, access }));

export const view = (type: PrivilegeType): Privilege => ({ type, access: 'View' });
export const edit = (type: PrivilegeType): Privilege => ({ type, access: 'Edit' });
