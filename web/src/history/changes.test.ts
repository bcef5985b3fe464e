import { describe, expect, it } from 'vitest';
import { changesText, valueText } from './changes';

describe('audit records in words', () => {
  it('lists changed fields as old → new, leaves ids out and never shows JSON', () => {
    expect(
      changesText(
        JSON.stringify({
          id: { old: null, new: 7 },
          'Purchase Order Id': { old: 3, new: 4 },
          'PO Details Quantity': { old: 10, new: 25 },
          'PO Details Tracking': { old: 'A', new: null },
          'Item Number': { old: null, new: 'ITEM-1' },
        }),
      ),
    ).toBe('PO Details Quantity: 10 → 25; PO Details Tracking: A → —; Item Number: ITEM-1');
    expect(changesText({ Components: { old: [{ a: 1 }], new: [{ a: 1 }, { a: 2 }] } })).toBe(
      'Components: 1 entry → 2 entries',
    );
    expect(changesText('not json')).toBe('not json');
  });

  it('shows empty values as a dash and booleans as Yes and No', () => {
    expect(valueText(null)).toBe('—');
    expect(valueText(true)).toBe('Yes');
    expect(valueText(0)).toBe('0');
  });
});
