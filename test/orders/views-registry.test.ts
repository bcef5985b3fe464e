import { beforeAll, expect, it } from 'vitest';
import { parseListQuery, runList } from '../../src/core/list/engine.js';
import { findView } from '../../src/core/list/registry.js';
import '../../src/modules/orders/views.js';
import { type Client, describeEachDatabase } from '../helpers/app.js';
import { type Masters, poBody, poLine, seedMasters } from './fixtures.js';

const NAMES = ['purchase_order', 'sales_order', 'manufacturing_order', 'forecast'].flatMap((stem) =>
  ['list', 'details', 'item'].map((suffix) => `${stem}_${suffix}`),
);

describeEachDatabase('order views in the registry', (t) => {
  let admin: Client;
  let masters: Masters;
  beforeAll(async () => {
    masters = await seedMasters(t.store);
    admin = await t.admin();
  });

  it('registers the twelve views with their privileges', () => {
    const privileges = Object.fromEntries(NAMES.map((name) => [name, findView(name)?.privilege]));
    expect(privileges).toEqual(
      Object.fromEntries(
        NAMES.map((name) => [
          name,
          {
            type: name.startsWith('purchase')
              ? 'Procurement'
              : name.startsWith('manufacturing')
                ? 'Manufacturing'
                : 'Demand',
            access: 'View',
          },
        ]),
      ),
    );
  });

  it('takes the by-item scope from the item_id and warehouse_id filters', async () => {
    await admin.post('/api/purchase-order', poBody('PO-REG-1', [poLine({ 'Item Number': 'ITEM-3' })]));
    await admin.post(
      '/api/purchase-order',
      poBody('PO-REG-2', [poLine({ 'Item Number': 'ITEM-3', 'Warehouse Number': 'WH-2' })]),
    );
    const entry = findView('purchase_order_item')!;
    const { scope, filters } = entry.scope!({
      item_id: [masters.items['ITEM-3']],
      warehouse_id: [masters.warehouses['WH-2']],
      'PO Details Document Status': ['Open'],
    });
    expect(filters).toEqual({ 'PO Details Document Status': ['Open'] });
    const query = parseListQuery({ filters: JSON.stringify(filters) });
    const envelope = await runList(t.store, entry.view, query, scope);
    expect(envelope.data.rows.map((r) => r['PO List Number'])).toEqual(['PO-REG-2']);
    const all = entry.scope!({ item_id: masters.items['ITEM-3'] });
    expect((await runList(t.store, entry.view, parseListQuery({}), all.scope)).extra.total).toBe(2);
    expect(() => entry.scope!({})).toThrow(/item_id/);
  });

  it('describes every order route in the OpenAPI document', async () => {
    const doc = (await t.anonymous().get('/api/openapi.json')).json();
    for (const path of [
      '/api/purchase-order',
      '/api/purchase-order/{id}',
      '/api/purchase-order-details/{id}',
      '/api/purchase-order-details-move-lines',
      '/api/purchase-order-item/{item_id}/{warehouse_id}',
      '/api/sales-order-item/{item_id}',
      '/api/manufacturing-order/{id}',
      '/api/forecast-details',
    ])
      expect(Object.keys(doc.paths)).toContain(path);
  });
});
