import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { parseListQuery, prepareView, runList } from '../../src/core/list/engine.js';
import { type MemoryRow, runMemoryList } from '../../src/core/list/memory.js';
import { findView } from '../../src/core/list/registry.js';
import type { ViewDef } from '../../src/core/list/view.js';
import '../../src/modules/master-data/routes.js';
import { describeEachDatabase } from '../helpers/app.js';
import { insertItem } from '../helpers/rows.js';

/**
 * Views computed in memory (scenario projections) must answer exactly as the SQL list engine would: the same
 * rows of item_master are listed by both, for random filters (values, nulls, ranges), searches, sorts and pages.
 * Texts never differ only in case or punctuation, where the databases' collations legitimately disagree.
 */
const WORDS = ['alpha', 'Beta', 'gamma', 'Delta', 'beta2', 'ALPHA7', 'omega'];

describeEachDatabase('memory views answer as the list engine', (t) => {
  let view: ViewDef;
  let all: MemoryRow[];

  beforeAll(async () => {
    view = findView('item_master')!.view;
    for (let i = 0; i < 40; i++)
      await insertItem(t.store, `IT-${String((i * 7) % 40).padStart(2, '0')}`, {
        description: WORDS[i % WORDS.length]!,
        partner_id: i % 9 === 0 ? null : WORDS[(i * 3) % WORDS.length]!,
        weight: i % 5 === 0 ? null : (i * 13) % 11,
      });
    const prepared = await prepareView(t.store, view, { filters: {} }, undefined);
    const raw = (await prepared.rows(1000, 0).execute()) as Record<string, unknown>[];
    all = raw.map(prepared.toRow) as MemoryRow[];
  });

  it('lists the same page for any query', async () => {
    const columns = () => prepareView(t.store, view, { filters: {} }, undefined).then((p) => p.columns);
    const table = { columns: await columns(), rows: all, defaultSort: view.defaultSort };
    const filter = fc.oneof(
      fc.constant({}),
      fc.record({ 'Item Description': fc.subarray(WORDS, { maxLength: 3 }) }),
      fc.record({ 'Item Partner Id': fc.subarray([...WORDS, null], { maxLength: 3 }) }),
      fc.record({
        'Item Weight': fc.record(
          { from: fc.integer({ min: 0, max: 10 }), to: fc.integer({ min: 0, max: 10 }) },
          {
            requiredKeys: [],
          },
        ),
      }),
      fc.record({ 'Item Weight': fc.subarray([0, 1, 2, 3, 5, 8, null], { maxLength: 3 }) }),
    );
    await fc.assert(
      fc.asyncProperty(
        filter,
        fc.option(fc.constantFrom('a', 'ETA', 'it-1', '7'), { nil: undefined }),
        fc.constantFrom('Item Number', 'Item Description', 'Item Partner Id', 'Item Weight', 'id'),
        fc.constantFrom('Ascending', 'Descending'),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 12 }),
        async (filters, search, key, type, page, pageSize) => {
          const params = {
            filters: JSON.stringify(filters),
            ...(search === undefined ? {} : { search }),
            sort: JSON.stringify({ key, type }),
            page: String(page),
            page_size: String(pageSize),
          };
          const sqlAnswer = await runList(t.store, view, parseListQuery(params), undefined);
          const memoryAnswer = runMemoryList(table, parseListQuery(params));
          expect(memoryAnswer.extra).toEqual(sqlAnswer.extra);
          expect(memoryAnswer.data.rows.map((r) => r.id)).toEqual(sqlAnswer.data.rows.map((r) => r.id));
          expect(memoryAnswer.data.headers).toEqual(sqlAnswer.data.headers);
        },
      ),
      { numRuns: 150 },
    );
  });
});
