/**
 * The privilege catalogue: the specification's types (part 2.11) and the contract's additions (part 2), in the
 * order the API answers them (the built-in Superuser role, the role schema's enum). Imports nothing, so the server
 * (`modules/auth/privilege-types.ts` merges them into core's `PrivilegeTypes`) and the web app share it.
 */
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

export type PrivilegeName = (typeof PRIVILEGE_TYPES)[number];
