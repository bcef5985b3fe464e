import { describe, expect, it } from 'vitest';
import { eventPayloadText } from '../../src/core/events/outbox.js';
import { deletedPayloadText } from '../../src/modules/planning/bulk.js';
import {
  manufacturingOrderPayload,
  manufacturingOrderSnapshot,
  purchaseOrderPayload,
  purchaseOrderSnapshot,
  type SuggestedManufacturingOrder,
  type SuggestedPurchaseOrder,
} from '../../src/modules/planning/suggestions.js';

/** What recordChange stores as a Created change's payload (core/events/outbox.ts). */
const recorded = (after: Record<string, unknown>) => eventPayloadText(null, after);

// Numbers and texts that JSON writes in their own ways: escapes, unicode, decimals, exponents, nulls.
const texts = ['ITEM-1', 'Ä "quoted" \\ back\nline\u0001', '🚲 ﬁ', ''];
const quantities = [1, 0.1 + 0.2, 1e21, 1.5e-7, 123456.789, 0];

describe('suggested orders: Created payloads written as text', () => {
  it('are the characters recordChange writes for the snapshots (POs)', () => {
    texts.forEach((t, k) => {
      const order: SuggestedPurchaseOrder = {
        number: `SUG-1-${t}`,
        supplierId: 3,
        supplierNumber: t,
        releaseDate: '2026-01-05',
        lines: quantities.map((q, n) => ({
          itemId: n,
          itemNumber: `${t}${n}`,
          subItemId: n % 2 === 0 ? null : n,
          subItemNumber: n % 2 === 0 ? null : t,
          warehouseId: 1,
          warehouseNumber: 'WH "1"',
          shipFromId: 2,
          shipFromNumber: t,
          quantity: q,
          price: n % 3 === 0 ? null : q * 3.3,
          releaseDate: '2026-01-05',
          receiptDate: '2026-02-05',
        })),
      };
      const id = 1000 + k;
      expect(purchaseOrderPayload(order, id)).toEqual({
        entityId: id,
        payload: recorded(purchaseOrderSnapshot(order, id).after),
      });
    });
  });

  it('are the characters recordChange writes for the snapshots (MOs)', () => {
    texts.forEach((t, k) => {
      const order: SuggestedManufacturingOrder = {
        number: `SUG-MO-1-${k}`,
        itemId: 1,
        itemNumber: t,
        subItemId: k % 2 === 0 ? null : 2,
        subItemNumber: k % 2 === 0 ? null : t,
        warehouseId: 1,
        warehouseNumber: 'WH-1',
        bomId: 4,
        bomNumber: `BOM ${t}`,
        quantity: quantities[k]!,
        releaseDate: '2025-12-30',
        receiptDate: '2026-01-05',
      };
      expect(manufacturingOrderPayload(order, k + 1)).toEqual({
        entityId: k + 1,
        payload: recorded(manufacturingOrderSnapshot(order, k + 1).after),
      });
    });
  });
});

/** What recordChange stores as a Deleted change's payload (core/events/outbox.ts). */
const recordedDeleted = (before: Record<string, unknown>) => eventPayloadText(before, null);

describe('replaced suggestions: Deleted payloads written as text', () => {
  it('are the characters recordChange writes for the old orders (both kinds, any values)', () => {
    texts.forEach((t, k) => {
      const snapshots: Record<string, unknown>[] = [
        {
          id: k + 1,
          'PO List Number': `SUG-1-${t}`,
          'PO List Document Status': 'Suggested',
          'PO List Order Date': k % 2 === 0 ? null : '2026-01-05',
          'Supplier Number': k === 3 ? null : t,
        },
        {
          id: 1e6 + k,
          'MO List Number': t,
          'MO List Document Status': 'Suggested',
          'MO List Order Date': null,
        },
        // Values no suggestion has, written as JSON.stringify writes them.
        {
          quantity: quantities[k],
          nan: Number.NaN,
          missing: undefined,
          flag: k % 2 === 0,
          nested: { a: [1, null, t] },
          nothing: null,
          '"quoted key"': t,
        },
      ];
      for (const before of snapshots) expect(deletedPayloadText(before)).toBe(recordedDeleted(before));
    });
  });
});
