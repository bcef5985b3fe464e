import { describe, expect, it } from 'vitest';
import type { PlanResult } from '../../../src/modules/planning/engine/index.js';
import { plan } from '../../../src/modules/planning/engine/index.js';
import { World } from './world.js';

/** Reschedule messages as [type, date, quantity, order number, message]. */
const messages = (result: PlanResult) =>
  result.exceptions
    .filter((e) => e.type.startsWith('Reschedule') || e.type === 'Cancel')
    .map((e) => [e.type, e.date, e.quantity, e.firmOrderNumber, e.message]);

// planning.md part 1, "Reschedule messages" (P = 2026-01-05, H = 30, tolerance 7 unless told).
describe('reschedule messages', () => {
  it('Reschedule In: the spec case, need 50 on day 10 and a firm PO of 50 on day 20', () => {
    const world = new World().buy('A').sale('A', '2026-01-15', 50).po('A', '2026-01-25', 50);
    const result = plan(world.input);
    // The planned order covers the need; the PO is told to come earlier.
    expect(result.plannedOrders.map((o) => [o.quantity, o.receiptDate])).toEqual([[50, '2026-01-15']]);
    expect(messages(result)).toEqual([
      [
        'Reschedule In',
        '2026-01-15',
        50,
        'PO-3',
        'Firm purchase order PO-3 receipt of 50 on 2026-01-25 is needed on 2026-01-15: reschedule in to 2026-01-15',
      ],
    ]);
  });

  it('Reschedule Out only beyond the tolerance; Cancel when nothing inside the horizon needs the receipt', () => {
    const world = new World()
      .stock('A', 10, 0)
      .sale('A', '2026-01-20', 30)
      .po('A', '2026-01-08', 20) // needed 01-20: 12 days later, beyond 7 → out
      .mo('B', null, '2026-01-09', 5) // nothing needs B: cancel
      .sale('C', '2026-01-14', 4)
      .po('C', '2026-01-08', 4); // needed 01-14: 6 days later, inside the tolerance → nothing
    const result = plan(world.input);
    expect(messages(result)).toEqual([
      [
        'Reschedule Out',
        '2026-01-20',
        20,
        'PO-2',
        'Firm purchase order PO-2 receipt of 20 on 2026-01-08 is needed on 2026-01-20: reschedule out to 2026-01-20',
      ],
      [
        'Cancel',
        '2026-01-09',
        5,
        'MO-3',
        'Firm manufacturing order MO-3 receipt of 5 on 2026-01-09 is not needed inside the horizon: cancel it',
      ],
    ]);
    const strict = plan({ ...structuredClone(world.input), rescheduleToleranceDays: 5 });
    expect(messages(strict).map((m) => [m[0], m[3]])).toEqual([
      ['Reschedule Out', 'PO-2'],
      ['Cancel', 'MO-3'],
      ['Reschedule Out', 'PO-5'],
    ]);
  });

  it('each receipt is judged against all the others; past-due receipts are supply but not judged', () => {
    const world = new World()
      .stock('A', 0, 10)
      .po('A', '2026-01-01', 10) // past due: covers the safety stock from P, never judged
      .po('A', '2026-01-12', 20)
      .po('A', '2026-01-12', 20)
      .sale('A', '2026-01-14', 25);
    const result = plan(world.input);
    // Without either PO of 01-12 the balance on 01-14 is 10 + 20 − 25 = 5 < 10: each is needed on 01-14, within
    // the tolerance of its date. No message.
    expect(messages(result)).toEqual([]);
    // A firm TO receipt is judged too; its demand at From is ordinary demand there.
    const transfer = new World()
      .stock('A', 100, 0)
      .transfer('A', 'W1', 'W2', '2026-01-06', '2026-01-07', 5)
      .sale('A', '2026-01-25', 5, { warehouseNumber: 'W2' });
    expect(messages(plan(transfer.input))).toEqual([
      [
        'Reschedule Out',
        '2026-01-25',
        5,
        'TO-1',
        'Firm transfer order TO-1 receipt of 5 on 2026-01-07 is needed on 2026-01-25: reschedule out to 2026-01-25',
      ],
    ]);
  });
});
