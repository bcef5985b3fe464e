import { beforeAll, expect, it } from 'vitest';
import { type Client, describeEachDatabase } from '../helpers/app.js';

/**
 * Edges of the HTTP layer against the interface specification and the contract, on both databases: ids beyond
 * the integer range, bodies on DELETE, the auth hook's documented answers, no coercion of required numbers, the
 * OpenAPI shapes of one order.
 */
describeEachDatabase('HTTP edges', (t) => {
  let admin: Client;

  const ok = async (response: Promise<{ statusCode: number; body: string; json(): unknown }>) => {
    const answer = await response;
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as Record<string, unknown>;
  };

  beforeAll(async () => {
    admin = await t.admin();
    await ok(admin.post('/api/unit-master', { 'Unit Name': 'EA' }));
    for (const number of ['RV-I1', 'RV-I2'])
      await ok(
        admin.post('/api/item-master', {
          'Item Number': number,
          'Item Description': number,
          'Item Type': 'Component',
          'Item Unit': 'EA',
          'Item Status': 'Active',
        }),
      );
    await ok(admin.post('/api/supplier-master', { 'Supplier Number': 'RV-S1', 'Supplier Name': 'Supplier' }));
    await ok(
      admin.post('/api/ship-from-master', {
        'Ship From Number': 'RV-SF1',
        'Ship From Name': 'Dock',
        'Supplier Number': 'RV-S1',
        'Ship From Status': 'Active',
      }),
    );
    await ok(admin.post('/api/warehouse-master', { 'Warehouse Number': 'RV-W1', 'Warehouse Name': 'Main' }));
  });

  it('answers 400, never 500, for ids beyond the integer range and NUL characters in queries', async () => {
    const huge = 99_999_999_999;
    for (const url of [
      `/api/purchase-order/${huge}`,
      `/api/purchase-order-item/${huge}/${huge}`,
      `/api/item-master/${huge}`,
      `/api/bill-of-materials/${huge}`,
      `/api/user/${huge}`,
      `/api/role/${huge}`,
      `/api/inventory/${huge}`,
      `/api/asn/${huge}`,
      `/api/integration-runs/${huge}`,
      `/api/custom-columns/${huge}`,
      `/api/item-master?filters=${encodeURIComponent(JSON.stringify({ id: [huge] }))}`,
      `/api/item-master?search=${encodeURIComponent('a\u0000b')}`,
    ]) {
      const response = await admin.get(url);
      // SQLite may find nothing (200 empty view, 400 NotFound); PostgreSQL refuses the value: never a 500.
      expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(500);
      if (!url.includes('-item/') && !url.includes('?'))
        expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
    }
    const moved = await admin.put('/api/purchase-order-details-move-lines', {
      moves: [{ id: huge, 'Old Purchase Order List Id': huge, 'New Purchase Order List Id': huge }],
    });
    expect(moved.statusCode, moved.body).toBe(400);
    // Too long for a PostgreSQL index entry (random text does not compress); SQLite stores it.
    let long = '';
    let seed = 12_345;
    for (let i = 0; i < 300_000; i++) {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      long += String.fromCharCode(97 + ((seed >> 16) % 26));
    }
    const item = await admin.post('/api/supplier-master', {
      'Supplier Number': long,
      'Supplier Name': 'Long',
    });
    expect(item.statusCode, item.body.slice(0, 200)).toBeLessThan(500);
    if (t.kind === 'postgres') expect(item.json()).toMatchObject({ Code: 'Request.Invalid' });
  });

  it('takes a DELETE or logout with Content-Type application/json and no body; a create still needs one', async () => {
    const json = { 'content-type': 'application/json' };
    const line = await admin.request('DELETE', '/api/purchase-order-details/987654', '', json);
    expect(line.json(), line.body).toMatchObject({ Code: 'PurchaseOrderDetails.NotFound' });
    const inventory = await admin.request('DELETE', '/api/inventory/987654', '', json);
    expect(inventory.json(), inventory.body).toMatchObject({ Code: 'Inventory.NotFound' });
    const create = await admin.request('POST', '/api/purchase-order', '', json);
    expect(create.statusCode).toBe(400);
    expect(create.json()).toMatchObject({ Code: 'JSON.Invalid' });
    const session = await t.admin();
    const logout = await session.request('POST', '/api/logout', '', json);
    expect(logout.statusCode, logout.body).toBe(200);
    expect((await session.get('/api/profile')).statusCode).toBe(401);
  });

  it('documents the 401, 403 and 422 answers of the auth hook on every guarded operation', async () => {
    const spec = (await t.anonymous().get('/api/openapi.json')).json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const codes = (path: string, method: string) => Object.keys(spec.paths[path]![method]!.responses).sort();
    // 413 and 415 on every operation with a body (contract part 1).
    expect(codes('/api/purchase-order', 'post')).toEqual(['200', '400', '401', '403', '413', '415', '422']);
    expect(codes('/api/purchase-order/{id}', 'get')).toEqual(['200', '400', '401', '403']);
    expect(codes('/api/purchase-order-details-move-lines', 'put')).toEqual([
      '200',
      '400',
      '401',
      '403',
      '413',
      '415',
      '422',
    ]);
    // Deleting a purchase-order line needs only a session (specification part 5): no 403. A DELETE may carry a
    // body like any other request, so it documents 413 and 415 too; a stale If-Match on a line delete is 412
    // (found undocumented by the contention suite), and a line its order's writer holds is 409 Busy.
    for (const path of ['purchase-order', 'sales-order', 'manufacturing-order', 'forecast'])
      expect(codes(`/api/${path}-details/{id}`, 'delete')).toContain('412');
    expect(codes('/api/purchase-order-details/{id}', 'delete')).toEqual([
      '200',
      '400',
      '401',
      '409',
      '412',
      '413',
      '415',
      '422',
    ]);
    expect(codes('/api/item-master/{id}', 'delete')).toEqual([
      '200',
      '400',
      '401',
      '403',
      '412',
      '413',
      '415',
      '422',
    ]);
    expect(codes('/api/health', 'get')).toEqual(['200']);
  });

  it('refuses null or text for a required number instead of coercing it (PO line quantity, inventory quantity)', async () => {
    const line = {
      'Item Number': 'RV-I1',
      'Warehouse Number': 'RV-W1',
      'Ship From Number': 'RV-SF1',
      'PO Details Quantity': null,
      'PO Details Document Status': 'Open',
    };
    const po = await admin.post('/api/purchase-order', {
      'PO List Number': 'RV-NULL',
      'PO List Document Status': 'Open',
      'Supplier Number': 'RV-S1',
      details: [line],
    });
    expect(po.statusCode, po.body).toBe(400);
    expect(po.json()).toEqual({
      Code: 'Request.Invalid',
      Message: 'body/details/0/PO Details Quantity must be number',
    });
    // JSON bodies are typed already: text is not coerced into a number either.
    const text = await admin.post('/api/purchase-order', {
      'PO List Number': 'RV-TEXT',
      'PO List Document Status': 'Open',
      'Supplier Number': 'RV-S1',
      details: [{ ...line, 'PO Details Quantity': '5' }],
    });
    expect(text.statusCode, text.body).toBe(400);
    expect(text.json()).toEqual({
      Code: 'Request.Invalid',
      Message: 'body/details/0/PO Details Quantity must be number',
    });
    const stored = await t.store.db
      .selectFrom('purchase_orders')
      .select('id')
      .where('number', 'in', ['RV-NULL', 'RV-TEXT'])
      .execute();
    expect(stored).toEqual([]);
    const inventory = await admin.post('/api/inventory', {
      'Item Number': 'RV-I1',
      'Warehouse Number': 'RV-W1',
      'Inventory Quantity': null,
    });
    expect(inventory.statusCode, inventory.body).toBe(400);
    expect(inventory.json()).toMatchObject({ Code: 'Request.Invalid' });
    // A null where the specification allows one still passes.
    const allowed = await admin.post('/api/purchase-order', {
      'PO List Number': 'RV-NULL-OK',
      'PO List Document Status': 'Open',
      'PO List Order Date': null,
      'Purchase Order Id': null,
      'Supplier Number': 'RV-S1',
      details: [{ ...line, id: null, 'PO Details Quantity': 2, 'PO Details Price': null }],
    });
    expect(allowed.statusCode, allowed.body).toBe(200);
  });

  it('describes one order and one line in OpenAPI with the specification field names', async () => {
    const spec = (await t.anonymous().get('/api/openapi.json')).json() as {
      paths: Record<
        string,
        Record<string, { responses: Record<string, { content: Record<string, { schema: Schema }> }> }>
      >;
    };
    type Schema = { properties?: Record<string, Schema>; items?: Schema };
    const answer = (path: string) =>
      spec.paths[path]!.get!.responses['200']!.content['application/json']!.schema;
    const order = answer('/api/purchase-order/{id}');
    expect(Object.keys(order.properties!)).toEqual(
      expect.arrayContaining(['id', 'Purchase Order Id', 'PO List Number', 'Supplier Number', 'details']),
    );
    expect(Object.keys(order.properties!.details!.items!.properties!)).toEqual(
      expect.arrayContaining([
        'id',
        'PO Details Id',
        'Item Number',
        'PO Details Quantity',
        'PO Details ETA Date',
      ]),
    );
    // The create operation states the validation order of specification 4.2 (it was only on update).
    const create = (spec.paths['/api/purchase-order']!.post as unknown as { description: string })
      .description;
    expect(create).toContain('1. OrderList.NoItems');
    expect(create).toContain('5. SupplierMaster.NotFound');
    const line = answer('/api/sales-order-details/{id}');
    expect(Object.keys(line.properties!)).toEqual(
      expect.arrayContaining(['id', 'Sales Order Id', 'Ship To Number', 'SO Details Quantity']),
    );
  });
});
