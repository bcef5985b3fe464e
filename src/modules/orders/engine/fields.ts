import type { OrderDeclaration, RefKind } from '../../../catalogue/orders.js';
import type { DateRule, ItemColumn } from './types.js';

/** The rule that a type's line dates do not decrease, refused with its code naming the line and both fields. */
export const dateRuleOf = (declaration: OrderDeclaration): DateRule | undefined => {
  const chain = declaration.dateChain;
  if (!chain) return undefined;
  return {
    chain: chain.fields,
    code: chain.code,
    message: (line, earlier, later) => `Line ${line}: ${earlier} is after ${later}`,
  };
};

/** By-item view columns taken from the order's header, in order. */
export const fromHeader = (...keys: string[]): ItemColumn[] => keys.map((key) => ({ key, from: 'header' }));

/** By-item view columns taken from the line, in order. */
export const fromLine = (...keys: string[]): ItemColumn[] => keys.map((key) => ({ key, from: 'line' }));

/** A by-item view column naming the master record that `ref` of the header or line references. */
export const nameOf = (key: string, ref: RefKind, level: 'line' | 'header'): ItemColumn => ({
  key,
  from: 'name',
  ref,
  level,
});

/** The name of the line's warehouse, a column of most by-item views. */
export const LINE_WAREHOUSE_NAME = nameOf('Warehouse Name', 'warehouse', 'line');
