import { sql } from 'kysely';
import { view } from '../../src/core/auth/privileges.js';
import { columnsOf, date, money, num } from '../../src/core/list/columns.js';
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
      columns: columnsOf('l', {
        'PO List Number': 'o.number',
        'Supplier Name': 's.name',
        'Item Number': 'i.number',
        'Warehouse Number': 'w.number',
        'Ship From Number': 'f.number',
        'PO Details Price': money('price'),
        'PO Details Quantity': num('quantity'),
        'PO Details Document Status': 'status',
        'PO Details Tracking': 'tracking',
        'PO Details Order Date': date('order_date'),
        'PO Details Ship Date': date('ship_date'),
        'PO Details ETA Date': date('eta_date'),
        'PO Details First Promise Date': date('first_promise_date'),
        'PO Details Request Date': date('request_date'),
      }),
      defaultSort: { key: 'PO Details ETA Date', type: 'Descending' },
    }),
  });
}
