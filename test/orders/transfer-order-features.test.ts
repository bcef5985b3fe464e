import { beforeAll, expect, it } from 'vitest';
import { startReceiver } from '../events/support.js';
import { type Client, describeEachDatabase } from '../helpers/app.js';
import { expectError } from '../helpers/rows.js';
import { readXlsx } from '../views/seed.js';
import { createOrder, type Line } from './fixtures.js';
import { seedTransferMasters, toBody, toLine } from './transfer-fixtures.js';

/** A multipart/form-data body with one file field. */
function multipart(name: string, content: Buffer) {
  const boundary = '----supplyline-transfer-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describeEachDatabase(
  'transfer orders: custom columns, tracking, events, webhooks, import and export',
  (t) => {
    let admin: Client;
    beforeAll(async () => {
      await seedTransferMasters(t.store);
      admin = await t.admin();
    });
    const create = (body: Line) => createOrder(admin, 'transfer-order', body);
    const read = async (id: number) =>
      (await admin.get(`/api/transfer-order/${id}`)).json() as Line & { details: Line[] };

    it('stores header and line custom values through the custom-column tables', async () => {
      for (const [table, key, format] of [
        ['TransferOrderList', 'Carrier', 'string'],
        ['TransferOrderDetails', 'Pallets', 'number'],
      ] as const) {
        const response = await admin.post('/api/custom-columns', { table, key, format });
        expect(response.statusCode, response.body).toBe(200);
      }
      await expectError(
        await admin.post('/api/custom-columns', {
          table: 'TransferOrderList',
          key: 'From Warehouse Number',
          format: 'string',
        }),
        400,
        'CustomColumn.InvalidKey',
      );
      const id = await create(toBody('TO-CC', [toLine({ Pallets: 3 })], { Carrier: 'DHL' }));
      const record = await read(id);
      expect(record.Carrier).toBe('DHL');
      expect(record.details[0]!.Pallets).toBe(3);
      await expectError(
        await admin.post('/api/transfer-order', toBody('TO-CC-2', [toLine({ Pallets: 'three' })])),
        400,
        'CustomColumn.InvalidValue',
      );
      const filter = encodeURIComponent(JSON.stringify({ 'TO List Number': ['TO-CC'] }));
      expect((await admin.get(`/api/transfer-order?filters=${filter}`)).json().data.rows[0]).toMatchObject({
        Carrier: 'DHL',
      });
      expect(
        (await admin.get(`/api/transfer-order-details?filters=${filter}`)).json().data.rows[0],
      ).toMatchObject({
        Pallets: 3,
      });
      await admin.delete(`/api/transfer-order/${id}`);
    });

    it('is tracked by default in a new database and records its events, status changes included', async () => {
      const settings = (await admin.get('/api/change-tracking-settings')).json();
      expect(settings.entities).toMatchObject({ TransferOrderList: true, TransferOrderDetails: true });
      const id = await create(toBody('TO-AUDIT', [toLine(), toLine({ 'Item Number': 'ITEM-2' })]));
      const record = await read(id);
      const lineIds = record.details.map((l) => String(l.id));
      await admin.put(`/api/transfer-order/${id}`, {
        ...record,
        'TO List Document Status': 'Shipped',
        details: [{ ...record.details[0], 'TO Details Quantity': 1 }],
      });
      await admin.delete(`/api/transfer-order/${id}`);
      const mine = (table: 'audit_log' | 'events') =>
        t.store.db
          .selectFrom(table)
          .where((eb) =>
            eb.or([
              eb.and([eb('entity_type', '=', 'TransferOrderList'), eb('entity_id', '=', String(id))]),
              eb.and([eb('entity_type', '=', 'TransferOrderDetails'), eb('entity_id', 'in', lineIds)]),
            ]),
          )
          .orderBy('id');
      const log = await mine('audit_log').select(['entity_type', 'entity_id', 'action', 'changes']).execute();
      expect(log.map((l) => `${l.entity_type} ${l.entity_id} ${l.action}`)).toEqual([
        `TransferOrderList ${id} Created`,
        `TransferOrderDetails ${lineIds[0]} Created`,
        `TransferOrderDetails ${lineIds[1]} Created`,
        `TransferOrderList ${id} Updated`,
        `TransferOrderDetails ${lineIds[1]} Deleted`,
        `TransferOrderDetails ${lineIds[0]} Updated`,
        `TransferOrderDetails ${lineIds[0]} Deleted`,
        `TransferOrderList ${id} Deleted`,
      ]);
      expect(JSON.parse(log[5]!.changes)).toEqual({ 'TO Details Quantity': { old: 5, new: 1 } });
      const events = await mine('events').select(['entity_type', 'event']).execute();
      expect(events.map((e) => `${e.entity_type} ${e.event}`)).toEqual(
        expect.arrayContaining(['TransferOrderList Created', 'TransferOrderList StatusChange']),
      );
      const history = await admin.get(
        `/api/log-list?filters=${encodeURIComponent(JSON.stringify({ 'Entity Type': ['TransferOrderList'] }))}`,
      );
      expect(history.statusCode, history.body).toBe(200);
    });

    it('delivers its events to a webhook subscribed to the Inventory type', async () => {
      const receiver = await startReceiver(() => 200);
      try {
        const hook = await admin.post('/api/webhooks', {
          'Webhook Url': receiver.url,
          'Webhook Events': [{ type: 'Inventory', source: 'TransferOrderList', event: '*' }],
          'Webhook Secret': 'a-webhook-secret-of-some-length',
        });
        expect(hook.statusCode, hook.body).toBe(200);
        const id = await create(toBody('TO-HOOK'));
        // Events written before the subscription may still be on their way: wait for this order's.
        const mine = () =>
          receiver.received
            .map((r) => JSON.parse(r.body) as Line)
            .find((b) => b.record_id === String(id) && b.event === 'Created');
        for (let count = 1; !mine(); count++) await receiver.until(count);
        expect(mine()).toMatchObject({
          type: 'Inventory',
          source: 'TransferOrderList',
          record: { 'TO List Number': 'TO-HOOK', 'From Warehouse Number': 'WH-1' },
        });
        await admin.delete(`/api/webhooks/${hook.json().id}`);
      } finally {
        await receiver.close();
      }
    });

    it('exports transfer_order_details as XLSX that imports back into the same orders', async () => {
      await create(
        toBody('TO-IO-1', [toLine(), toLine({ 'Item Number': 'ITEM-2', 'TO Details Quantity': 2.5 })]),
      );
      await create(
        toBody('TO-IO-2', [toLine({ 'Warehouse Number': 'WH-3', 'TO Details Ship Date': null })], {
          'From Warehouse Number': 'WH-2',
          'TO List Document Status': 'Closed',
        }),
      );
      const rows = async () =>
        ((await admin.get('/api/views/transfer_order_details?page_size=1000')).json().data.rows as Line[])
          .map(({ id: _id, 'Transfer Order Id': _order, ...rest }) => JSON.stringify(rest))
          .sort();
      const before = await rows();
      expect(before.length).toBeGreaterThanOrEqual(3);
      const exported = await admin.post('/api/export-data', { view_name: 'transfer_order_details' });
      expect(exported.statusCode, exported.body).toBe(200);
      const { workbook } = await readXlsx(exported.rawPayload);
      expect(workbook.worksheets[0]!.getRow(1).values).toEqual(
        expect.arrayContaining(['TO List Number', 'From Warehouse Number', 'TO Details Receipt Date']),
      );
      await t.store.db.deleteFrom('transfer_orders').execute();
      expect(await rows()).toEqual([]);
      const { body, headers } = multipart('transfer.xlsx', exported.rawPayload);
      const imported = await admin.request('POST', '/api/import/transfer_order_details', body, headers);
      expect(imported.statusCode, imported.body).toBe(200);
      expect(imported.json()).toMatchObject({ errors: [], not_stored: 0 });
      expect(await rows()).toEqual(before);
      // The import checks each order by the create endpoint's rules.
      await t.store.db.deleteFrom('transfer_orders').execute();
      const bad = Buffer.from(
        [
          'TO List Number,TO List Document Status,From Warehouse Number,Item Number,Warehouse Number,TO Details Quantity,TO Details Document Status',
          'TO-IO-BAD,Open,WH-1,ITEM-1,WH-1,1,Open',
        ].join('\n'),
      );
      const csv = multipart('bad.csv', bad);
      const refused = await admin.request(
        'POST',
        '/api/import/transfer_order_details',
        csv.body,
        csv.headers,
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual([
        expect.objectContaining({ line: 2, Code: 'TransferOrderList.SameWarehouse' }),
      ]);
    });
  },
  { WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_RETRY_BASE_MS: '20' },
);
