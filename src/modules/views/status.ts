import { type RawBuilder, type SqlBool, sql } from 'kysely';

/**
 * What "open" means on every dashboard, decided here once. Document statuses are free text beyond Open, Suggested
 * and Shipped (specification 3.1), so they are compared case-insensitively against these lists.
 *
 * - A document is **open** when it has been placed and is not finished: its status is in neither list below.
 * - **Not placed**: planning proposals and drafts (Suggested, Draft, Planned) commit nothing yet.
 * - **Finished**: Closed, Cancelled/Canceled, Completed/Complete, Received, Delivered. For sales orders Shipped and
 *   Invoiced finish the order too; a Shipped purchase-order line is goods in transit, still open until received.
 */
export const NOT_PLACED_STATUSES = ['suggested', 'draft', 'planned'] as const;
export const FINISHED_STATUSES = [
  'closed',
  'cancelled',
  'canceled',
  'completed',
  'complete',
  'received',
  'delivered',
] as const;
export const SALES_FINISHED_STATUSES = [...FINISHED_STATUSES, 'shipped', 'invoiced'] as const;
export const CANCELLED_STATUSES = ['cancelled', 'canceled'] as const;

export type DocumentKind = 'purchase' | 'sales' | 'manufacturing';

const notIn = (ref: RawBuilder<unknown>, values: readonly string[]) =>
  sql<SqlBool>`lower(${ref}) not in (${sql.join(values.map((v) => sql.lit(v)))})`;

/** SQL condition: the status `ref` of a document of `kind` is open. */
export function isOpen(ref: RawBuilder<unknown>, kind: DocumentKind): RawBuilder<SqlBool> {
  const finished = kind === 'sales' ? SALES_FINISHED_STATUSES : FINISHED_STATUSES;
  return notIn(ref, [...NOT_PLACED_STATUSES, ...finished]);
}

/** SQL condition: the status `ref` commits money: placed and not cancelled (revenue and spend count these). */
export const isCommitted = (ref: RawBuilder<unknown>) =>
  notIn(ref, [...NOT_PLACED_STATUSES, ...CANCELLED_STATUSES]);

/** Today's date as the service sees it (UTC), the reference for "late". */
export const today = () => new Date().toISOString().slice(0, 10);

/** The same rules for the API description. */
export const OPEN_DEFINITION = `"Open" on the dashboards: a placed, unfinished document. Not placed: Suggested, Draft, Planned.
Finished: Closed, Cancelled/Canceled, Completed/Complete, Received, Delivered, and for sales orders also Shipped and Invoiced
(a Shipped purchase-order line is in transit, still open). Statuses compare case-insensitively. Revenue and spend count
lines of placed, not cancelled orders. "Late" means an open purchase-order line, not delivered, whose ETA is before today
(UTC).`;
