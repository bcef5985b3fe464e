import { view as viewPrivilege } from '../../core/auth/privileges.js';
import { date, num, tableView } from '../../core/list/compact.js';
import { registerView } from '../../core/list/registry.js';

/** Advance shipping notices with the PO line each announces (GET /api/asn, export view asn_list). */
export const asnListView = tableView({
  name: 'asn_list',
  table: 'asns as a',
  refs: {
    'purchase_order_lines as l': 'a.po_line_id',
    'purchase_orders as p': 'l.order_id',
    'items as i': 'l.item_id',
  },
  columns: {
    'ASN Number': 'number',
    'PO Details Id': num('po_line_id'),
    'PO List Number': 'p.number',
    'Item Number': 'i.number',
    'ASN Quantity': num('quantity'),
    'ASN Ship Date': date('ship_date'),
    'ASN ETA Date': date('eta_date'),
    'ASN Tracking': 'tracking',
  },
  defaultSort: { key: 'ASN ETA Date', type: 'Descending' },
});

registerView({ view: asnListView, privilege: viewPrivilege('Procurement') });
