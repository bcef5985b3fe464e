import type { Executor } from '../../../core/db/index.js';
import type { OrderConfig } from './types.js';

/** The number a create writes in place of `*`. */
export const DRAW = '*';

export const formatNumber = (prefix: string, digits: number, n: number) =>
  `${prefix}${String(n).padStart(digits, '0')}`;

/** The next free number of `cfg`'s type, used up in `trx` (so it is returned if `trx` rolls back). */
export async function drawNumber(trx: Executor, cfg: OrderConfig): Promise<string> {
  for (;;) {
    const row = await trx
      .updateTable('numbering')
      .set((eb) => ({ next: eb('next', '+', 1) }))
      .where('order_type', '=', cfg.orderType)
      .returning(['prefix', 'digits', 'next'])
      .executeTakeFirstOrThrow();
    const number = formatNumber(row.prefix, Number(row.digits), Number(row.next) - 1);
    const taken = await trx
      .selectFrom(cfg.headerTable)
      .select('id')
      .where('number', '=', number)
      .executeTakeFirst();
    if (!taken) return number;
  }
}
