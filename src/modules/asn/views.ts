import { sql } from 'kysely';
import { view as viewPrivilege } from '../../core/auth/privileges.js';
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
  columns: [
    { key: 'ASN Number', format: 'string', sql: sql`a.number` },
    { key: 'PO Details Id', format: 'number', sql: sql`a.po_line_id` },
    { key: 'PO List Number', format: 'string', sql: sql`p.number` },
    { key: 'Item Number', format: 'string', sql: sql`i.number` },
    { key: 'ASN Quantity', format: 'number', sql: sql`a.quantity` },
    { key: 'ASN Ship Date', format: 'date', sql: sql`a.ship_date` },
    { key: 'ASN ETA Date', format: 'date', sql: sql`a.eta_date` },
    { key: 'ASN Tracking', format: 'string', sql: sql`a.tracking` },
  ],
  defaultSort: { key: 'ASN ETA Date', type: 'Descending' },
});

registerView({ view: asnListView, privilege: viewPrivilege('Procurement') });
