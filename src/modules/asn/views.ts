import { sql } from 'kysely';
import { view as viewPrivilege } from '../../core/auth/privileges.js';
import { columnsOf, date, num } from '../../core/list/columns.js';
import { registerView } from '../../core/list/registry.js';
import { defineView } from '../../core/list/view.js';

/** Advance shipping notices with the PO line each announces (GET /api/asn, export view asn_list). */
export const asnListView = defineView({
  name: 'asn_list',
  from: (db) =>
    db
      .selectFrom('asns as a')
      .innerJoin('purchase_order_lines as l', 'l.id', 'a.po_line_id')
      .innerJoin('purchase_orders as p', 'p.id', 'l.order_id')
      .innerJoin('items as i', 'i.id', 'l.item_id'),
  id: sql`a.id`,
  columns: columnsOf('a', {
    'ASN Number': 'number',
    'PO Details Id': num('po_line_id'),
    'PO List Number': 'p.number',
    'Item Number': 'i.number',
    'ASN Quantity': num('quantity'),
    'ASN Ship Date': date('ship_date'),
    'ASN ETA Date': date('eta_date'),
    'ASN Tracking': 'tracking',
  }),
  defaultSort: { key: 'ASN ETA Date', type: 'Descending' },
});

registerView({ view: asnListView, privilege: viewPrivilege('Procurement') });
