import type { BadRequestCode } from '../../../core/errors.js';
import type { DateRule, FieldDef } from './types.js';

/** The fields every order line starts with: what it is for (item, optional sub-item) and where (warehouse). */
export const itemLineFields: FieldDef[] = [
  { key: 'Item Number', column: 'item_id', kind: 'ref', ref: 'item', required: true },
  { key: 'Sub Item Number', column: 'sub_item_id', kind: 'ref', ref: 'subItem' },
  { key: 'Warehouse Number', column: 'warehouse_id', kind: 'ref', ref: 'warehouse', required: true },
];

/** A rule that the line dates of `chain` do not decrease, refused with `code` naming the line and both fields. */
export const dateChain = (code: BadRequestCode, chain: string[]): DateRule => ({
  chain,
  code,
  message: (line, earlier, later) => `Line ${line}: ${earlier} is after ${later}`,
});

/**
 * A line quantity (contract part 4): greater than 0 on order lines, at least 0 on forecast lines; refused as
 * `<lineEntity>.InvalidQuantity` unless the type names another code (transfer orders: InvalidValue).
 */
export const quantityField = (
  key: string,
  atLeast: 'positive' | 'zero' = 'positive',
  code: 'InvalidQuantity' | 'InvalidValue' = 'InvalidQuantity',
): FieldDef => ({
  key,
  column: 'quantity',
  kind: 'number',
  required: true,
  minimum: { value: 0, exclusive: atLeast === 'positive', code },
});

/** A line price: at least 0 (contract part 4). */
export const priceField = (key: string): FieldDef => ({
  key,
  column: 'price',
  kind: 'number',
  minimum: { value: 0, code: 'InvalidValue' },
});
