import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrations } from '../../migrations/index.js';
import { buildApp } from '../../src/app.js';
import { openStore, type Store } from '../../src/core/db/index.js';
import { migrateToLatest } from '../../src/core/db/migrate.js';
import { parseListQuery, type RawListParams, runList } from '../../src/core/list/engine.js';
import { ListQuerystring } from '../../src/core/list/schemas.js';
import { defineView } from '../../src/core/list/view.js';
import { describeEachDatabase, testConfig } from '../helpers/app.js';

const itemsView = defineView({
  name: 'test_items',
  from: (db) => db.selectFrom('items as i'),
  id: sql`i.id`,
  columns: [
    { key: 'Item Number', format: 'string', sql: sql`i.number` },
    { key: 'Item Description', format: 'string', alias: 'Description', sql: sql`i.description` },
    { key: 'Item Weight', format: 'number', sql: sql`i.weight` },
    { key: 'Created Date', format: 'date', sql: sql`substr(i.created_at, 1, 10)` },
    { key: 'Item Status', format: 'string', sql: sql`i.status` },
  ],
  defaultSort: { key: 'Item Number', type: 'Ascending' },
  custom: { table: 'ItemMaster', source: 'i' },
});

const ITEMS = [
  {
    number: 'A-100',
    description: 'Steel bolt',
    weight: 1.5,
    created: '2026-01-05',
    status: 'Active',
    colour: 'red',
    rank: 3,
  },
  {
    number: 'A-200',
    description: 'Steel nut',
    weight: 0.5,
    created: '2026-02-10',
    status: 'Active',
    colour: 'blue',
    rank: 1,
  },
  {
    number: 'B-300',
    description: 'Copper wire 50%',
    weight: 3,
    created: '2026-03-15',
    status: 'Inactive',
    colour: 'red',
    rank: 2,
  },
  {
    number: 'B-400',
    description: 'Plastic cap',
    weight: null,
    created: '2026-04-20',
    status: 'Active',
    colour: null,
    rank: 10,
  },
  {
    number: 'C-500',
    description: 'STEEL washer',
    weight: 10,
    created: '2026-05-25',
    status: 'Active',
    colour: 'green',
    rank: 5,
  },
];

describeEachDatabase('list engine', (t) => {
  let app: FastifyInstance;
  let store: Store;

  beforeAll(async () => {
    store = openStore(t.database.url);
    await migrateToLatest(store, migrations);
    app = await buildApp(testConfig(t.database.url), store, { logger: false });
    app.get(
      '/api/test/items',
      { config: { public: true }, schema: { querystring: ListQuerystring } },
      async (request) => runList(store, itemsView, parseListQuery(request.query as RawListParams), undefined),
    );
    await app.ready();
    for (const item of ITEMS) {
      await store.db
        .insertInto('items')
        .values({
          number: item.number,
          description: item.description,
          type: 'Component',
          unit: 'EA',
          status: item.status,
          partner_id: null,
          weight: item.weight,
          weight_unit: 'kg',
          custom: JSON.stringify(
            item.colour === null ? { rank: item.rank } : { colour: item.colour, rank: item.rank },
          ),
          created_at: `${item.created}T10:00:00.000Z`,
          updated_at: `${item.created}T10:00:00.000Z`,
        })
        .execute();
    }
    await store.db
      .insertInto('custom_columns')
      .values([
        {
          table_name: 'ItemMaster',
          key: 'colour',
          format: 'string',
          alias: 'Colour',
          description: null,
          required: 0,
          default_value: null,
          display_order: 2,
          visible: 1,
        },
        {
          table_name: 'ItemMaster',
          key: 'rank',
          format: 'number',
          alias: null,
          description: null,
          required: 0,
          default_value: null,
          display_order: 1,
          visible: 1,
        },
        {
          table_name: 'ItemMaster',
          key: 'secret',
          format: 'string',
          alias: null,
          description: null,
          required: 0,
          default_value: null,
          display_order: 3,
          visible: 0,
        },
      ])
      .execute();
  });
  afterAll(async () => {
    await app.close();
  });

  const list = async (params: Record<string, unknown> = {}) => {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(params))
      query.set(key, typeof value === 'string' ? value : JSON.stringify(value));
    return app.inject({ method: 'GET', url: `/api/test/items?${query}` });
  };
  const numbers = async (params: Record<string, unknown>) => {
    const res = await list(params);
    expect(res.statusCode).toBe(200);
    return (res.json().data.rows as { 'Item Number': string }[]).map((r) => r['Item Number']);
  };

  it('answers the envelope: headers with alias and format, default sort, rows, extra', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.headers).toEqual([
      { key: 'Item Number', format: 'string' },
      { key: 'Item Description', format: 'string', alias: 'Description' },
      { key: 'Item Weight', format: 'number' },
      { key: 'Created Date', format: 'date' },
      { key: 'Item Status', format: 'string' },
      { key: 'rank', format: 'number' },
      { key: 'colour', format: 'string', alias: 'Colour' },
    ]);
    expect(body.data.sort).toEqual({ key: 'Item Number', type: 'Ascending' });
    expect(body.extra).toEqual({ page: 1, page_size: 50, total: 5 });
    expect(body.data.rows[0]).toEqual({
      id: expect.any(Number),
      'Item Number': 'A-100',
      'Item Description': 'Steel bolt',
      'Item Weight': 1.5,
      'Created Date': '2026-01-05',
      'Item Status': 'Active',
      rank: 3,
      colour: 'red',
    });
    expect(body.data.rows[0]).not.toHaveProperty('secret');
  });

  it('filters by a list of values (OR inside a key, AND across keys)', async () => {
    expect(await numbers({ filters: { 'Item Status': ['Active'] } })).toEqual([
      'A-100',
      'A-200',
      'B-400',
      'C-500',
    ]);
    expect(await numbers({ filters: { 'Item Number': ['A-100', 'B-300'] } })).toEqual(['A-100', 'B-300']);
    expect(
      await numbers({ filters: { 'Item Number': ['A-100', 'B-300'], 'Item Status': ['Active'] } }),
    ).toEqual(['A-100']);
    expect(await numbers({ filter: { 'Item Number': ['C-500'] } })).toEqual(['C-500']);
    expect(await numbers({ filters: { 'Item Weight': [null] } })).toEqual(['B-400']);
  });

  it('filters numbers and dates by an inclusive range, either end optional', async () => {
    expect(await numbers({ filters: { 'Item Weight': { from: 1, to: 3 } } })).toEqual(['A-100', 'B-300']);
    expect(await numbers({ filters: { 'Item Weight': { from: 3 } } })).toEqual(['B-300', 'C-500']);
    expect(await numbers({ filters: { 'Created Date': { from: '2026-02-10', to: '2026-04-20' } } })).toEqual([
      'A-200',
      'B-300',
      'B-400',
    ]);
    expect(await numbers({ filters: { 'Created Date': { to: '2026-01-31' } } })).toEqual(['A-100']);
  });

  it('searches string columns case-insensitively, treating % literally', async () => {
    expect(await numbers({ search: 'steel' })).toEqual(['A-100', 'A-200', 'C-500']);
    expect(await numbers({ search: '50%' })).toEqual(['B-300']);
    expect(await numbers({ search: '%' })).toEqual(['B-300']);
    expect(await numbers({ search: 'GREEN' })).toEqual(['C-500']);
  });

  it('sorts both ways, nulls last, by number and by date', async () => {
    expect(await numbers({ sort: { key: 'Item Weight', type: 'Ascending' } })).toEqual([
      'A-200',
      'A-100',
      'B-300',
      'C-500',
      'B-400',
    ]);
    expect(await numbers({ sort: { key: 'Item Weight', type: 'Descending' } })).toEqual([
      'C-500',
      'B-300',
      'A-100',
      'A-200',
      'B-400',
    ]);
    expect(await numbers({ sort: { key: 'Created Date', type: 'Descending' } })).toEqual([
      'C-500',
      'B-400',
      'B-300',
      'A-200',
      'A-100',
    ]);
  });

  it('filters and sorts by custom columns', async () => {
    expect(await numbers({ filters: { colour: ['red'] } })).toEqual(['A-100', 'B-300']);
    // Numeric, not text, order: 10 sorts after 5.
    expect(await numbers({ sort: { key: 'rank', type: 'Ascending' } })).toEqual([
      'A-200',
      'B-300',
      'A-100',
      'C-500',
      'B-400',
    ]);
    expect(await numbers({ filters: { rank: { from: 2, to: 5 } } })).toEqual(['A-100', 'B-300', 'C-500']);
  });

  it('pages with a total', async () => {
    const res = await list({ page: '2', page_size: '2' });
    expect(res.statusCode).toBe(200);
    expect(res.json().extra).toEqual({ page: 2, page_size: 2, total: 5 });
    expect(res.json().data.rows.map((r: { 'Item Number': string }) => r['Item Number'])).toEqual([
      'B-300',
      'B-400',
    ]);
    const last = await list({ page: '3', page_size: '2', filters: { 'Item Status': ['Active'] } });
    expect(last.json().extra.total).toBe(4);
    expect(last.json().data.rows).toEqual([]);
  });

  it('refuses an unknown column with 400 List.UnknownColumn', async () => {
    for (const params of [{ filters: { Nope: ['x'] } }, { sort: { key: 'Nope', type: 'Ascending' } }]) {
      const res = await list(params);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ Message: expect.stringContaining('Nope'), Code: 'List.UnknownColumn' });
    }
    // A hidden custom column is not a column of the view.
    expect((await list({ filters: { secret: ['x'] } })).json().Code).toBe('List.UnknownColumn');
  });

  it('refuses malformed JSON in a parameter with 400 JSON.Invalid', async () => {
    for (const params of [{ filters: '{"Item Number": [' }, { sort: '{key' }]) {
      const res = await list(params);
      expect(res.statusCode).toBe(400);
      expect(res.json().Code).toBe('JSON.Invalid');
    }
  });

  it('refuses a bad page or page size with 400 List.InvalidPage', async () => {
    for (const params of [
      { page: '0' },
      { page: 'abc' },
      { page_size: '0' },
      { page_size: '1001' },
      { page: '1.5' },
    ]) {
      const res = await list(params);
      expect(res.statusCode).toBe(400);
      expect(res.json().Code).toBe('List.InvalidPage');
    }
  });

  it('refuses ill-typed filters and sorts with a clear code', async () => {
    expect((await list({ filters: { 'Item Weight': ['heavy'] } })).json().Code).toBe('List.InvalidFilter');
    expect((await list({ filters: { 'Item Number': { from: 'A' } } })).json().Code).toBe(
      'List.InvalidFilter',
    );
    expect((await list({ filters: ['x'] })).json().Code).toBe('List.InvalidFilter');
    expect((await list({ sort: { key: 'Item Number', type: 'Sideways' } })).json().Code).toBe(
      'List.InvalidSort',
    );
  });

  it('treats filter values as data, never as SQL', async () => {
    expect(await numbers({ filters: { 'Item Number': ["A-100' or '1'='1"] } })).toEqual([]);
    expect(await numbers({ search: "' or 1=1 --" })).toEqual([]);
  });
});
