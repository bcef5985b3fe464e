import type { DateRule, FieldDef } from './types.js';

/** The fields every order line starts with: what it is for (item, optional sub-item) and where (warehouse). */
export const itemLineFields: FieldDef[] = [
  { key: 'Item Number', column: 'item_id', kind: 'ref', ref: 'item', required: true },
  { key: 'Sub Item Number', column: 'sub_item_id', kind: 'ref', ref: 'subItem' },
  { key: 'Warehouse Number', column: 'warehouse_id', kind: 'ref', ref: 'warehouse', required: true },
];

/** A rule that the line dates of `chain` do not decrease, refused with `code` naming the line and both fields. */
export const dateChain = (code: string, chain: string[]): DateRule => ({
  chain,
  code,
  message: (line, earlier, later) => `Line ${line}: ${earlier} is after ${later}`,
});
