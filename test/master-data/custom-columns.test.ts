import { beforeAll, expect, it } from 'vitest';
import { edit, view } from '../../src/core/auth/privileges.js';
import { type Client, describeEachDatabase } from '../helpers/app.js';
import { create, createUnits, expectError, item, queryString } from './fixtures.js';

const PATH = '/api/custom-columns';
const ITEMS = '/api/item-master';

const FORMATS = [
  { format: 'string', good: 'red', bad: 5 },
  { format: 'number', good: 3.5, bad: 'abc' },
  { format: 'date', good: '2026-02-28', bad: '2026-13-45' },
  { format: 'boolean', good: true, bad: 'yes' },
  { format: 'currency', good: 9.99, bad: '9.99 EUR' },
] as const;

describeEachDatabase('custom columns', (t) => {
  let admin: Client;
  let counter = 0;
  const nextItem = (extra: Record<string, unknown> = {}) => item(`CC-${++counter}`, extra);
  const itemList = async (params: Record<string, unknown> = {}) => {
    const query = queryString({ search: 'CC-', ...params });
    const res = await admin.get(`${ITEMS}?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    admin = await t.admin();
    await createUnits(admin);
  });

  for (const { format, good, bad } of FORMATS)
    it(`a ${format} column takes ${JSON.stringify(good)} and refuses ${JSON.stringify(bad)}`, async () => {
      const key = `f_${format}`;
      const column = await create(admin, PATH, { table: 'ItemMaster', key, format, alias: `The ${format}` });
      expect(column).toEqual({
        id: expect.any(Number),
        table: 'ItemMaster',
        key,
        format,
        alias: `The ${format}`,
        description: null,
        required: false,
        default_value: null,
        display_order: expect.any(Number),
        visible: true,
      });
      const stored = await create(admin, ITEMS, nextItem({ [key]: good }));
      expect(stored[key]).toEqual(good);
      expect((await admin.get(`${ITEMS}/${stored.id}`)).json()[key]).toEqual(good);
      const row = (await itemList({ filters: { id: [stored.id] } })).data.rows[0];
      expect(row[key]).toEqual(good);
      expectError(await admin.post(ITEMS, nextItem({ [key]: bad })), 400, 'CustomColumn.InvalidValue');
      expectError(await admin.put(`${ITEMS}/${stored.id}`, { [key]: bad }), 400, 'CustomColumn.InvalidValue');
      expect((await admin.get(`${ITEMS}/${stored.id}`)).json()[key]).toEqual(good);
      // null clears the value
      expect((await admin.put(`${ITEMS}/${stored.id}`, { [key]: null })).json()).not.toHaveProperty(key);
      expectError(
        await admin.post(PATH, { table: 'ItemMaster', key: `d_${format}`, format, default_value: bad }),
        400,
        'CustomColumn.InvalidValue',
      );
    });

  it('validates table, format, key and uniqueness per table', async () => {
    expectError(
      await admin.post(PATH, { table: 'Nowhere', key: 'k', format: 'string' }),
      400,
      'CustomColumn.InvalidTable',
    );
    expectError(
      await admin.post(PATH, { table: 'ItemMaster', key: 'k', format: 'text' }),
      400,
      'CustomColumn.InvalidFormat',
    );
    expectError(
      await admin.post(PATH, { table: 'ItemMaster', key: 'Item Number', format: 'string' }),
      400,
      'CustomColumn.InvalidKey',
    );
    expectError(
      await admin.post(PATH, { table: 'ItemMaster', key: 'id', format: 'number' }),
      400,
      'CustomColumn.InvalidKey',
    );
    expectError(await admin.post(PATH, { table: 'ItemMaster', format: 'string' }), 400, 'Request.Invalid');
    const unknown = await admin.post(PATH, { table: 'ItemMaster', key: 'k', format: 'string', colour: 'x' });
    expectError(unknown, 400, 'Request.UnknownField');
    expect(unknown.json().Message).toContain('colour');
    await create(admin, PATH, { table: 'ItemMaster', key: 'shared', format: 'string' });
    expectError(
      await admin.post(PATH, { table: 'ItemMaster', key: 'shared', format: 'number' }),
      400,
      'CustomColumn.AlreadyExists',
    );
    // Keys are case-sensitive, and unique per table only.
    await create(admin, PATH, { table: 'ItemMaster', key: 'Shared', format: 'string' });
    for (const table of [
      'PurchaseOrderList',
      'PurchaseOrderDetails',
      'SalesOrderList',
      'SalesOrderDetails',
      'ManufacturingOrderList',
      'ForecastList',
      'Inventory',
    ])
      expect((await create(admin, PATH, { table, key: 'shared', format: 'date' })).table).toBe(table);
  });

  it('gets all, one table, one id; updates one column; refuses to change table, key or format', async () => {
    const column = await create(admin, PATH, {
      table: 'SalesOrderList',
      key: 'priority',
      format: 'number',
      default_value: 3,
      description: 'urgency',
    });
    expect(column.default_value).toBe(3);
    const one = await admin.get(`${PATH}/${column.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(column);
    const table = (await admin.get(`${PATH}/SalesOrderList`)).json();
    expect(table.data.rows.map((r: Record<string, unknown>) => r.key)).toContain('priority');
    expect(table.data.rows.every((r: Record<string, unknown>) => r.table === 'SalesOrderList')).toBe(true);
    expect(table.data.rows.find((r: Record<string, unknown>) => r.key === 'priority')).toEqual(column);
    const all = (await admin.get(`${PATH}?page_size=1000`)).json();
    expect(new Set(all.data.rows.map((r: Record<string, unknown>) => r.table)).size).toBeGreaterThan(1);
    expectError(await admin.get(`${PATH}/999999`), 400, 'CustomColumn.NotFound');
    expectError(await admin.get(`${PATH}/NoSuchTable`), 400, 'CustomColumn.InvalidTable');

    const updated = await admin.put(`${PATH}/${column.id}`, {
      alias: 'Priority',
      required: true,
      default_value: 5,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toEqual({ ...column, alias: 'Priority', required: true, default_value: 5 });
    expectError(await admin.put(`${PATH}/${column.id}`, { format: 'string' }), 400, 'CustomColumn.Immutable');
    expectError(await admin.put(`${PATH}/${column.id}`, { key: 'prio' }), 400, 'CustomColumn.Immutable');
    expectError(
      await admin.put(`${PATH}/${column.id}`, { default_value: 'high' }),
      400,
      'CustomColumn.InvalidValue',
    );
    expectError(await admin.put(`${PATH}/999999`, { alias: 'x' }), 400, 'CustomColumn.NotFound');
    expect((await admin.put(`${PATH}/${column.id}`, updated.json())).json()).toEqual(updated.json());
  });

  it('required columns must have a value on create and update; defaults apply on create', async () => {
    const column = await create(admin, PATH, {
      table: 'ItemMaster',
      key: 'origin',
      format: 'string',
      required: true,
    });
    expectError(await admin.post(ITEMS, nextItem()), 400, 'CustomColumn.Required');
    const stored = await create(admin, ITEMS, nextItem({ origin: 'DE' }));
    expectError(await admin.put(`${ITEMS}/${stored.id}`, { origin: null }), 400, 'CustomColumn.Required');
    await admin.put(`${PATH}/${column.id}`, { default_value: 'NL' });
    const defaulted = await create(admin, ITEMS, nextItem());
    expect(defaulted.origin).toBe('NL');
    await admin.put(`${PATH}/${column.id}`, { required: false, default_value: null });
    const none = await create(admin, ITEMS, nextItem());
    expect(none).not.toHaveProperty('origin');
  });

  it('lists show visible custom columns in their order, filter and sort by them; table layout changes both', async () => {
    const size = await create(admin, PATH, {
      table: 'ItemMaster',
      key: 'size',
      format: 'number',
      alias: 'Size',
    });
    const shade = await create(admin, PATH, { table: 'ItemMaster', key: 'shade', format: 'string' });
    const a = await create(admin, ITEMS, nextItem({ size: 3, shade: 'dark' }));
    const b = await create(admin, ITEMS, nextItem({ size: 1, shade: 'light' }));
    const c = await create(admin, ITEMS, nextItem({ size: 2, shade: 'dark' }));
    const ids = [a.id, b.id, c.id];
    const rows = async (params: Record<string, unknown>) =>
      (
        await itemList({
          ...params,
          filters: { id: ids, ...((params.filters ?? {}) as Record<string, unknown>) },
        })
      ).data.rows.map((r: { id: number }) => r.id);
    expect(await rows({ sort: { key: 'size', type: 'Ascending' } })).toEqual([b.id, c.id, a.id]);
    expect(await rows({ sort: { key: 'size', type: 'Descending' } })).toEqual([a.id, c.id, b.id]);
    expect(await rows({ filters: { shade: ['dark'] }, sort: { key: 'size', type: 'Ascending' } })).toEqual([
      c.id,
      a.id,
    ]);
    expect(await rows({ filters: { size: { from: 2 } }, sort: { key: 'size', type: 'Ascending' } })).toEqual([
      c.id,
      a.id,
    ]);
    const headers = (await itemList()).data.headers as { key: string; alias?: string }[];
    expect(headers).toContainEqual({ key: 'size', format: 'number', alias: 'Size' });
    const keys = headers.map((h) => h.key);
    expect(keys.indexOf('size')).toBeLessThan(keys.indexOf('shade'));

    const layout = await admin.put(`${PATH}/ItemMaster`, {
      columns: [
        { key: 'shade', display_order: -2 },
        { key: 'size', display_order: -1, visible: false },
      ],
    });
    expect(layout.statusCode, layout.body).toBe(200);
    const answered = layout.json() as { key: string; visible: boolean; id: number }[];
    expect(answered.slice(0, 2).map((col) => [col.key, col.visible])).toEqual([
      ['shade', true],
      ['size', false],
    ]);
    const after = await itemList({ filters: { id: ids } });
    const afterKeys = (after.data.headers as { key: string }[]).map((h) => h.key);
    expect(afterKeys).not.toContain('size');
    expect(afterKeys.indexOf('shade')).toBe(afterKeys.indexOf('Item Weight Unit') + 1);
    expect(after.data.rows[0]).not.toHaveProperty('size');
    // Hidden only in lists: the record still carries its value.
    expect((await admin.get(`${ITEMS}/${a.id}`)).json().size).toBe(3);
    expectError(
      await admin.put(`${PATH}/ItemMaster`, { columns: [{ key: 'nope', visible: true }] }),
      400,
      'CustomColumn.NotFound',
    );
    expectError(
      await admin.put(`${PATH}/ItemMaster`, { columns: [{ key: 'shade', visible: 'no' }] }),
      400,
      'Request.Invalid',
    );
    expectError(
      await admin.put(`${PATH}/ItemMaster`, { colour: 'x', columns: [] }),
      400,
      'Request.UnknownField',
    );
    expectError(await admin.put(`${PATH}/ItemMaster`, {}), 400, 'Request.Invalid');
    await admin.put(`${PATH}/${size.id}`, { visible: true });
    expect(shade.id).toBeGreaterThan(0);
  });

  it('deleting a column removes its value from every record', async () => {
    const column = await create(admin, PATH, { table: 'ItemMaster', key: 'legacy', format: 'string' });
    const keep = await create(admin, PATH, { table: 'ItemMaster', key: 'keepme', format: 'string' });
    const one = await create(admin, ITEMS, nextItem({ legacy: 'a', keepme: 'x' }));
    const two = await create(admin, ITEMS, nextItem({ legacy: 'b' }));
    expect((await admin.delete(`${PATH}/${column.id}`)).statusCode).toBe(200);
    expectError(await admin.get(`${PATH}/${column.id}`), 400, 'CustomColumn.NotFound');
    for (const id of [one.id, two.id]) {
      expect((await admin.get(`${ITEMS}/${id}`)).json()).not.toHaveProperty('legacy');
      const row = await t.store.db
        .selectFrom('items')
        .select('custom')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(row.custom)).not.toHaveProperty('legacy');
    }
    expect((await admin.get(`${ITEMS}/${one.id}`)).json().keepme).toBe('x');
    expect((await itemList()).data.headers.map((h: { key: string }) => h.key)).not.toContain('legacy');
    // The key is free again, and no stale value comes back with it.
    await create(admin, PATH, { table: 'ItemMaster', key: 'legacy', format: 'number' });
    expect((await admin.get(`${ITEMS}/${two.id}`)).json()).not.toHaveProperty('legacy');
    expectError(await admin.delete(`${PATH}/${column.id}`), 400, 'CustomColumn.NotFound');
    expect(keep.id).toBeGreaterThan(0);
  });

  it('deleting a column clears its values on the other tables too', async () => {
    const column = await create(admin, PATH, { table: 'Inventory', key: 'bin', format: 'string' });
    const it = await create(admin, ITEMS, nextItem());
    const wh = await create(admin, '/api/warehouse-master', {
      'Warehouse Number': 'CC-W',
      'Warehouse Name': 'w',
    });
    const now = new Date().toISOString();
    const inv = await t.store.db
      .insertInto('inventory')
      .values({
        item_id: it.id,
        sub_item_id: null,
        warehouse_id: wh.id,
        quantity: 1,
        safety_stock: null,
        date: null,
        custom: JSON.stringify({ bin: 'A1', other: 1 }),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await admin.delete(`${PATH}/${column.id}`)).statusCode).toBe(200);
    const row = await t.store.db
      .selectFrom('inventory')
      .select('custom')
      .where('id', '=', inv.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.custom)).toEqual({ other: 1 });
  });

  it('Custom Columns View reads, Edit writes', async () => {
    expectError(await t.anonymous().get(PATH), 401, 'User.NotAuthenticated');
    expectError(await (await t.loginWith([edit('Item Master')])).get(PATH), 403, 'User.NotPrivileged');
    const viewer = await t.loginWith([view('Custom Columns')]);
    expect((await viewer.get(PATH)).statusCode).toBe(200);
    expect((await viewer.get(`${PATH}/ItemMaster`)).statusCode).toBe(200);
    expectError(
      await viewer.post(PATH, { table: 'ItemMaster', key: 'v', format: 'string' }),
      403,
      'User.NotPrivileged',
    );
    const editor = await t.loginWith([edit('Custom Columns')]);
    const column = await create(editor, PATH, { table: 'ItemMaster', key: 'by_editor', format: 'string' });
    expectError(await viewer.put(`${PATH}/${column.id}`, { alias: 'x' }), 403, 'User.NotPrivileged');
    expectError(await viewer.put(`${PATH}/ItemMaster`, { columns: [] }), 403, 'User.NotPrivileged');
    expectError(await viewer.delete(`${PATH}/${column.id}`), 403, 'User.NotPrivileged');
    expect((await editor.delete(`${PATH}/${column.id}`)).statusCode).toBe(200);
  });
});
