import { sql } from 'kysely';
import { view } from '../../src/core/auth/privileges.js';
import { registerView } from '../../src/core/list/registry.js';
import { defineView } from '../../src/core/list/view.js';

/**
 * A stand-in for purchase_order_details (owned by the orders module) with the specification's line fields, used
 * only when the bench runs with BENCH_VIEW=bench_po_lines before that view is merged.
 */
export function registerBenchView(): void {
  registerView({
    privilege: view('Procurement'),
    view: defineView({
      name: 'bench_po_lines',
      from: (db) =>
        db
          .selectFrom('purchase_order_lines as l')
          .innerJoin('purchase_orders as o', 'o.id', 'l.order_id')
          .innerJoin('suppliers as s', 's.id', 'o.supplier_id')
          .innerJoin('items as i', 'i.id', 'l.item_id')
          .innerJoin('warehouses as w', 'w.id', 'l.warehouse_id')
          .innerJoin('ship_froms as f', 'f.id', 'l.ship_from_id'),
      id: sql`l.id`,
      columns: [
        { key: 'PO List Number', format: 'string', sql: sql`o.number` },
        { key: 'Supplier Name', format: 'string', sql: sql`s.name` },
        { key: 'Item Number', format: 'string', sql: sql`i.number` },
        { key: 'Warehouse Number', format: 'string', sql: sql`w.number` },
        { key: 'Ship From Number', format: 'string', sql: sql`f.number` },
        { key: 'PO Details Price', format: 'currency', sql: sql`l.price` },
        { key: 'PO Details Quantity', format: 'number', sql: sql`l.quantity` },
        { key: 'PO Details Document Status', format: 'string', sql: sql`l.status` },
        { key: 'PO Details Tracking', format: 'string', sql: sql`l.tracking` },
        { key: 'PO Details Order Date', format: 'date', sql: sql`l.order_date` },
        { key: 'PO Details Ship Date', format: 'date', sql: sql`l.ship_date` },
        { key: 'PO Details ETA Date', format: 'date', sql: sql`l.eta_date` },
        { key: 'PO Details First Promise Date', format: 'date', sql: sql`l.first_promise_date` },
        { key: 'PO Details Request Date', format: 'date', sql: sql`l.request_date` },
      ],
      defaultSort: { key: 'PO Details ETA Date', type: 'Descending' },
    }),
  });
}
