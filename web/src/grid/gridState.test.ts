import { describe, expect, it } from 'vitest';
import type { ListHeader } from '../api/types';
import { listSource, statusValuesOf } from './catalog';
import { cleanFilters } from './FilterPanel';
import {
  defaultHidden,
  hiddenColumns,
  keyColumnOf,
  listQueryOf,
  validateGridSearch,
  withColumn,
  withFilter,
} from './gridState';

describe('grid state in the URL', () => {
  it('keeps well-formed state and drops what a hand-edited URL got wrong', () => {
    expect(
      validateGridSearch({
        filters: {
          'Supplier Number': ['SUP-1', { bad: 1 }],
          'PO List Order Date': { from: '2026-01-01' },
          Empty: [],
        },
        q: 'acme',
        sort: 'PO List Number',
        dir: 'Sideways',
        page: '3',
        size: 50,
        hide: ['Budget', 7],
        show: ['id', null],
      }),
    ).toEqual({
      filters: { 'Supplier Number': ['SUP-1'], 'PO List Order Date': { from: '2026-01-01' } },
      q: 'acme',
      sort: 'PO List Number',
      page: 3,
      hide: ['Budget'],
      show: ['id'],
    });
    expect(validateGridSearch({ page: 0, size: 5000, filters: 'x' })).toEqual({});
  });

  it('becomes the list parameters of contract part 3', () => {
    expect(
      listQueryOf({ filters: { A: ['x'] }, q: 'z', sort: 'A', dir: 'Descending', size: 100 }, 4),
    ).toEqual({
      filters: { A: ['x'] },
      search: 'z',
      sort: { key: 'A', type: 'Descending' },
      page: 4,
      page_size: 100,
    });
    expect(listQueryOf({ sort: 'A' })).toMatchObject({
      sort: { key: 'A', type: 'Ascending' },
      page: 1,
      page_size: 50,
    });
  });

  it('starts at page 1 when a filter changes, and removes a filter set to nothing', () => {
    const state = { filters: { A: ['x'] }, page: 3 };
    expect(withFilter(state, 'B', { from: 1 })).toEqual({
      filters: { A: ['x'], B: { from: 1 } },
      page: undefined,
    });
    expect(withFilter(state, 'A', [])).toEqual({ filters: undefined, page: undefined });
  });

  it('sends only filters that say something', () => {
    expect(cleanFilters({ A: [], B: ['1'], C: { from: '', to: 5 }, D: {} })).toEqual({
      B: ['1'],
      C: { to: 5 },
    });
  });
});

/** The headers of a PO lines list: its database ids, its key, a status and a quantity. */
const LINES: ListHeader[] = [
  { key: 'Purchase Order Id', format: 'number' },
  { key: 'PO Details Id', format: 'number' },
  { key: 'PO List Number', format: 'string-link' },
  { key: 'PO Details Unique Id', format: 'string' },
  { key: 'PO Details Document Status', format: 'string' },
  { key: 'PO Details Quantity', format: 'number' },
];

describe('columns: internal ids hidden, key pinned, status value lists', () => {
  it('hides database ids by default but not a text "Unique Id" nor the key column', () => {
    expect(defaultHidden(LINES, 'PO List Number')).toEqual(['Purchase Order Id', 'PO Details Id']);
    expect(defaultHidden([{ key: 'id', format: 'number' }, ...LINES.slice(2)])).toEqual(['id']);
    const runs: ListHeader[] = [
      { key: 'Plan Run Id', format: 'number' },
      { key: 'Run Status', format: 'string' },
    ];
    const key = keyColumnOf(runs, listSource('planning_runs').key);
    expect(key).toBe('Plan Run Id');
    expect(defaultHidden(runs, key)).toEqual([]);
  });

  it('takes the first text column that is not an id as the key, unless the list declares one', () => {
    expect(keyColumnOf(LINES)).toBe('PO List Number');
    expect(keyColumnOf(LINES, 'PO Details Quantity')).toBe('PO Details Quantity');
    expect(keyColumnOf(LINES, 'Not There')).toBe('PO List Number');
    expect(keyColumnOf([{ key: 'Quantity', format: 'number' }])).toBeUndefined();
  });

  it('shows a default-hidden column on request and keeps only departures from the defaults in the URL', () => {
    const key = 'PO List Number';
    expect(hiddenColumns(LINES, {}, key)).toEqual(['Purchase Order Id', 'PO Details Id']);
    const shown = withColumn({ page: 2 }, LINES, 'PO Details Id', true, key);
    expect(shown).toEqual({ page: 2, hide: undefined, show: ['PO Details Id'] });
    expect(hiddenColumns(LINES, shown, key)).toEqual(['Purchase Order Id']);
    const hid = withColumn(shown, LINES, 'PO Details Quantity', false, key);
    expect(hid).toMatchObject({ hide: ['PO Details Quantity'], show: ['PO Details Id'] });
    expect(hiddenColumns(LINES, hid, key)).toEqual(['Purchase Order Id', 'PO Details Quantity']);
    // Back to the defaults: nothing left in the URL.
    const back = withColumn(
      withColumn(hid, LINES, 'PO Details Id', false, key),
      LINES,
      'PO Details Quantity',
      true,
      key,
    );
    expect(back).toEqual({ page: 2, hide: undefined, show: undefined });
  });

  it('offers the known values of status columns, free text elsewhere', () => {
    expect(statusValuesOf('PO List Document Status')).toContain('Open');
    expect(statusValuesOf('SO Details Document Status')).toContain('Suggested');
    expect(statusValuesOf('Distribution Status')).toEqual(['Active', 'Inactive']);
    expect(statusValuesOf('Scenario Status')).toEqual(['Draft', 'Active', 'Archived']);
    expect(statusValuesOf('Supplier Number')).toBeUndefined();
    expect(statusValuesOf('Run Status')).toBeUndefined();
  });
});
