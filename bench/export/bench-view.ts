import { view } from '../../src/core/auth/privileges.js';
import { date, money, num, tableView } from '../../src/core/list/compact.js';
import { registerView } from '../../src/core/list/registry.js';

/**
 * A stand-in for purchase_order_details (owned by the orders module) with the specification's line fields, used
 * only when the bench runs with BENCH_VIEW=bench_po_lines before that view is merged.
 */
export function registerBenchView(): void {
  registerView({
    privilege: view('Procurement'),
    view: tableView({
      name: 'bench_po_lines',
      table: 'purchase_order_lines as l',
      refs: {
        'purchase_orders as o': 'l.order_id',
        'suppliers as s': 'o.supplier_id',
        'items as i': 'l.item_id',
        'warehouses as w': 'l.warehouse_id',
        'ship_froms as f': 'l.ship_from_id',
      },
      columns: {
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
      },
      defaultSort: { key: 'PO Details ETA Date', type: 'Descending' },
    }),
  });
}
