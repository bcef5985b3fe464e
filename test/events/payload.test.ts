import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diff, eventPayloadText, readEventPayload, type Snapshot } from '../../src/core/events/outbox.js';

/** The payload text events stored before eventPayloadText: the changes written out beside the snapshots. */
const storedWithChanges = (before: Snapshot | null, after: Snapshot | null) =>
  JSON.stringify({ changes: diff(before, after), before, after });

const value = fc.oneof(
  fc.constant(null),
  fc.string(),
  fc.boolean(),
  fc.double({ noNaN: false }),
  fc.integer(),
  fc.array(fc.record({ 'Item Number': fc.string(), Quantity: fc.double() }), { maxLength: 3 }),
);
const keys = fc.constantFrom('id', 'PO List Number', 'Status', 'details', 'Note', '"quoted"', 'Ä');
const snapshot = fc.option(fc.dictionary(keys, value), { nil: null });

describe('event payloads', () => {
  it('read as the payloads that stored their changes read (any snapshots, Created, Updated, Deleted)', () => {
    fc.assert(
      fc.property(snapshot, snapshot, (before, after) => {
        expect(readEventPayload(eventPayloadText(before, after))).toEqual(
          JSON.parse(storedWithChanges(before, after)),
        );
      }),
      { numRuns: 500 },
    );
  });

  it('store the snapshots only', () => {
    const text = eventPayloadText(null, { id: 1, 'PO List Number': 'PO-1' });
    expect(JSON.parse(text)).toEqual({ before: null, after: { id: 1, 'PO List Number': 'PO-1' } });
  });

  it('read stored changes as they are (events written before the snapshots-only text)', () => {
    const text = JSON.stringify({ changes: { Status: { old: 'A', new: 'B' } }, before: null, after: null });
    expect(readEventPayload(text)).toEqual({
      changes: { Status: { old: 'A', new: 'B' } },
      before: null,
      after: null,
    });
  });

  it('read a text that is not a JSON object as nothing', () => {
    for (const text of [null, '', 'not json', '[1,2]', '"text"', '42', '{"before": [1], "after": "x"}'])
      expect(readEventPayload(text)).toEqual({ changes: {}, before: null, after: null });
  });
});
