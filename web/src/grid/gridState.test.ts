import { describe, expect, it } from 'vitest';
import { cleanFilters } from './FilterPanel';
import { listQueryOf, validateGridSearch, withFilter } from './gridState';

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
      }),
    ).toEqual({
      filters: { 'Supplier Number': ['SUP-1'], 'PO List Order Date': { from: '2026-01-01' } },
      q: 'acme',
      sort: 'PO List Number',
      page: 3,
      hide: ['Budget'],
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
