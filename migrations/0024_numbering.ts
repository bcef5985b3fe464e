import type { MigrationDb } from './util.js';

/**
 * Order numbering (contract part 7): one row per order type with its prefix, digit count and next number. A create
 * whose number is `*` takes the next one by updating its row in the writing transaction, so two instances never
 * draw the same number (the row lock orders them) and a rolled-back create gives its number back.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('numbering')
    .addColumn('order_type', 'text', (c) => c.primaryKey())
    .addColumn('prefix', 'text', (c) => c.notNull())
    .addColumn('digits', 'integer', (c) => c.notNull())
    .addColumn('next', 'integer', (c) => c.notNull())
    .execute();
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
