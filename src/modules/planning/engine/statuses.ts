/**
 * The one status table of planning (spec part 1, "Statuses"): what an order line of each status means to the
 * plan. Everything that reads a line's status goes through `lineRole`; the API description prints this table.
 */

/**
 * Supply: receipt on its date (an MO line also makes component demand). Demand: needed on its date. Transfer:
 * demand at its From warehouse on its ship date and supply at its receiving warehouse on its receipt date.
 */
export type LineRole = 'Supply' | 'Demand' | 'Transfer' | 'None';
export type LineKind = 'purchase' | 'sales' | 'manufacturing' | 'transfer';

export interface StatusRoles {
  purchase: LineRole;
  sales: LineRole;
  manufacturing: LineRole;
  transfer: LineRole;
  /** What the specification's table says, for the API description. */
  note: string;
}

export const LINE_STATUS_ROLES: Readonly<Record<string, StatusRoles>> = {
  Open: {
    purchase: 'Supply',
    sales: 'Demand',
    manufacturing: 'Supply',
    transfer: 'Transfer',
    note: 'PO: supply. SO: demand. MO: supply, and component demand. TO: demand at From, supply at receiving.',
  },
  Shipped: {
    purchase: 'Supply',
    sales: 'None',
    manufacturing: 'Supply',
    transfer: 'Supply',
    note: 'PO: supply (in transit). SO: nothing (has left). MO: counts as Open. TO: supply at receiving only.',
  },
  'In Progress': {
    purchase: 'Supply',
    sales: 'Demand',
    manufacturing: 'Supply',
    transfer: 'Transfer',
    note: 'PO: supply. SO: demand. MO: supply, and component demand. TO: demand at From, supply at receiving.',
  },
  Delivered: { purchase: 'None', sales: 'None', manufacturing: 'None', transfer: 'None', note: 'Nothing.' },
  Closed: { purchase: 'None', sales: 'None', manufacturing: 'None', transfer: 'None', note: 'Nothing.' },
  Cancelled: { purchase: 'None', sales: 'None', manufacturing: 'None', transfer: 'None', note: 'Nothing.' },
  Suggested: {
    purchase: 'None',
    sales: 'Demand',
    manufacturing: 'None',
    transfer: 'None',
    note: 'PO, MO and TO: nothing (replaced by the next run). SO: counts as Open.',
  },
};

/** Any status not in the table counts as Open. */
export function lineRole(kind: LineKind, status: string): LineRole {
  const roles = Object.hasOwn(LINE_STATUS_ROLES, status) ? LINE_STATUS_ROLES[status] : undefined;
  return (roles ?? LINE_STATUS_ROLES.Open!)[kind];
}

/** A Suggested PO, MO or TO line belongs to the last run: it names no SKU (a Suggested SO line counts as Open). */
export function namesSku(kind: LineKind, status: string): boolean {
  return !(status === 'Suggested' && kind !== 'sales');
}

/** Forecast lists with these statuses are ignored. */
export const INACTIVE_FORECAST_LIST_STATUSES: readonly string[] = ['Inactive', 'Archived'];

/** Sales lines of every status but this one consume forecast. */
export const NON_CONSUMING_SALES_STATUS = 'Cancelled';
