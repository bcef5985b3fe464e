import { createTable } from './tables.js';
import type { MigrationDb } from './util.js';

/**
 * Order numbering (contract part 7): one row per order type with its prefix, digit count and next number. A create
 * whose number is `*` takes the next one by updating its row in the writing transaction, so two instances never
 * draw the same number (the row lock orders them) and a rolled-back create gives its number back.
 */
export async function up(db: MigrationDb): Promise<void> {
  await createTable(db, 'numbering', {
    order_type: 'text primary key',
    prefix: 'text not null',
    digits: 'integer not null',
    next: 'integer not null',
  });
  await db
    .insertInto('numbering')
    .values(
      [
        ['Purchase', 'PO-'],
        ['Sales', 'SO-'],
        ['Manufacturing', 'MO-'],
        ['Transfer', 'TO-'],
        ['Forecast', 'FC-'],
      ].map(([order_type, prefix]) => ({ order_type, prefix, digits: 6, next: 1 })),
    )
    .execute();
}
