import type { OrderDeclaration } from '../../../catalogue/orders.js';
import type { DateRule } from './types.js';

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
