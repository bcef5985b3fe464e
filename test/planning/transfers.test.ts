import { beforeAll, expect, it } from 'vitest';
import { type Client, describeEachDatabase } from '../helpers/app.js';
import { expectError } from '../helpers/rows.js';
import { postOk, seedTransferWorld } from '../helpers/transfer-world.js';
import { listRows, P, type Row, readRecord, runPlan } from './run-world.js';

/**
 * Planning with transfers over HTTP (planning.md part 5), a world worked out by hand:
 * - WHEEL is bought at WH-1 from SUP-1 (lead time 5, minimum 10, multiple 5); WH-1 holds 4.
 * - WH-2 is supplied from WH-1 (distribution: lead time 2, multiple 4) and holds none; SO-1 ships 6 from WH-2 on
 *   2027-01-20 → a planned transfer of 8 received 01-20, shipped 01-18: Suggested TO SUG-TO-<run>-1 (order date
 *   01-18) and transfer demand of 8 at WH-1 on 01-18.
 * - TO-OPEN ships 2 from WH-1 to WH-2 on 01-25 (received 01-27): demand at WH-1 on 01-25, supply at WH-2 on 01-27.
 * - WH-1: 4 − 8 = −4 on 01-18 → a purchase of 10 (the minimum) received 01-18, released 01-13; 01-25: 6 − 2 = 4.
 */
describeEachDatabase('planning with transfers', (t) => {
  let admin: Client;
  let wheelId: number;

  beforeAll(async () => {
    admin = await t.admin();
    wheelId = await seedTransferWorld(t, admin);
    const ok = (path: string, body: Row) => postOk(admin, path, body);
    await ok('/api/transfer-order', {
      'TO List Number': 'TO-OPEN',
      'TO List Document Status': 'Open',
      'From Warehouse Number': 'WH-1',
      details: [
        {
          'Item Number': 'WHEEL',
          'Warehouse Number': 'WH-2',
          'TO Details Quantity': 2,
          'TO Details Document Status': 'Open',
          'TO Details Ship Date': '2027-01-25',
          'TO Details Receipt Date': '2027-01-27',
        },
      ],
    });
  });

  const view = async (name: string, filters: Row = {}) => listRows(admin, `/api/views/${name}`, filters);

  it('plans the regional shortage as a Suggested TO and its demand at the source as a purchase', async () => {
    const run = await runPlan(admin);
    expect(run).toMatchObject({
      'Planned Transfer Lines': 1,
      'Planned Purchase Lines': 1,
      'Planned Manufacturing Lines': 0,
      // Excess at both (what is left after the lot sizes is above 90 days of their small demand), and TO-OPEN's
      // receipt at WH-2 is needed earlier: Reschedule In.
      Exceptions: 3,
    });
    const runId = run['Plan Run Id'] as number;
    const suggested = await listRows(admin, '/api/transfer-order', {
      'TO List Document Status': ['Suggested'],
    });
    expect(
      suggested.map((o) => [o['TO List Number'], o['From Warehouse Number'], o['TO List Order Date']]),
    ).toEqual([[`SUG-TO-${runId}-1`, 'WH-1', '2027-01-18']]);
    const order = await readRecord(admin, 'transfer-order', suggested[0]!.id);
    expect(
      order.details.map((l) => [
        l['Item Number'],
        l['Warehouse Number'],
        l['TO Details Quantity'],
        l['TO Details Document Status'],
        l['TO Details Ship Date'],
        l['TO Details Receipt Date'],
      ]),
    ).toEqual([['WHEEL', 'WH-2', 8, 'Suggested', '2027-01-18', '2027-01-20']]);
    const po = await listRows(admin, '/api/purchase-order-details', {
      'PO Details Document Status': ['Suggested'],
    });
    expect(
      po.map((l) => [l['Warehouse Number'], l['PO Details Quantity'], l['PO Details ETA Date']]),
    ).toEqual([['WH-1', 10, '2027-01-18']]);
    const runs = await listRows(admin, '/api/planning/runs');
    expect(runs[0]).toMatchObject({ 'Planned Transfer Lines': 1 });
  });

  it('lists reschedule messages with the firm order they name; the tolerance is a run parameter', async () => {
    // Without planned receipts WH-2 is short from SO-1's 01-20: TO-OPEN, due 01-27, is needed then.
    const messages = await view('planning_exceptions', { 'Exception Type': ['Reschedule In'] });
    expect(
      messages.map((r) => [r['Warehouse Number'], r['Exception Date'], r['Order Number'], r.Message]),
    ).toEqual([
      [
        'WH-2',
        '2027-01-20',
        'TO-OPEN',
        'Firm transfer order TO-OPEN receipt of 2 on 2027-01-27 is needed on 2027-01-20: reschedule in to 2027-01-20',
      ],
    ]);
    for (const tolerance of [-1, 366, 1.5, '7'])
      await expectError(
        await admin.post('/api/planning/run', { 'Plan Date': P, 'Reschedule Tolerance Days': tolerance }),
        400,
        'Planning.InvalidParameters',
      );
    const run = await runPlan(admin, { 'Plan Date': P, 'Reschedule Tolerance Days': 0 });
    expect(run.Exceptions).toBe(3);
  });

  it('shows transfers in the views and the item chart', async () => {
    const analysis = await view('inventory_analysis');
    expect(analysis.map((r) => [r['Warehouse Number'], r.Source]).sort()).toEqual([
      ['WH-1', 'Buy'],
      ['WH-2', 'Transfer'],
    ]);
    const days = await view('inventory_planning', { Bucket: ['Day'], 'Warehouse Number': ['WH-1'] });
    expect(
      days
        .filter((r) => Number(r['Transfer Demand']) > 0)
        .map((r) => [r['Warehouse Number'], r['Bucket Start'], r['Transfer Demand']]),
    ).toEqual([
      ['WH-1', '2027-01-18', 8],
      ['WH-1', '2027-01-25', 2],
    ]);
    const receipts = await view('inventory_planning', { Bucket: ['Day'], 'Warehouse Number': ['WH-2'] });
    const byDay = new Map(receipts.map((r) => [r['Bucket Start'], r]));
    expect(byDay.get('2027-01-20')).toMatchObject({ 'Planned Receipts': 8, 'Sales Demand': 6 });
    expect(byDay.get('2027-01-27')).toMatchObject({ 'Scheduled Receipts': 2, 'Projected Balance': 4 });

    const pegging = await view('planning_pegging');
    expect(
      pegging
        .map((r) => [
          r['Order Type'],
          r['Warehouse Number'],
          r['Pegged Quantity'],
          r['Demand Type'],
          r['Demand Number'],
        ])
        .sort((a, b) => String(a).localeCompare(String(b))),
    ).toEqual(
      [
        ['Purchase', 'WH-1', 4, 'Transfer', expect.stringMatching(/^SUG-TO-\d+-1$/)],
        ['Purchase', 'WH-1', 2, 'Transfer', 'TO-OPEN'],
        ['Transfer', 'WH-2', 6, 'Sales Order', 'SO-1'],
      ].sort((a, b) => String(a).localeCompare(String(b))),
    );

    const chart = await admin.get(`/api/planning/item/${wheelId}`);
    expect(chart.statusCode, chart.body).toBe(200);
    const skus = chart.json().skus as Row[];
    expect(skus.map((s) => [s['Warehouse Number'], s.Source]).sort()).toEqual([
      ['WH-1', 'Buy'],
      ['WH-2', 'Transfer'],
    ]);
    const central = (skus.find((s) => s['Warehouse Number'] === 'WH-1')!.days as Row[]).find(
      (d) => d.Date === '2027-01-18',
    );
    expect(central).toMatchObject({ 'Transfer Demand': 8, 'Planned Receipts': 10, Balance: 6 });
  });

  it('firms the Suggested TO with a number of its own; the next run plans no transfer for it again', async () => {
    const [suggested] = await listRows(admin, '/api/transfer-order', {
      'TO List Document Status': ['Suggested'],
    });
    const res = await admin.post('/api/planning/firm', {
      Orders: [{ 'Order Type': 'Transfer', id: suggested!.id, Lines: [] }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Orders).toEqual([
      {
        'Order Type': 'Transfer',
        id: suggested!.id,
        'Old Number': suggested!['TO List Number'],
        Number: 'TO-000001',
      },
    ]);
    const firmed = await readRecord(admin, 'transfer-order', suggested!.id);
    expect([
      firmed['TO List Number'],
      firmed['TO List Document Status'],
      firmed.details[0]!['TO Details Document Status'],
    ]).toEqual(['TO-000001', 'Open', 'Open']);
    const again = await runPlan(admin);
    expect(again).toMatchObject({ 'Planned Transfer Lines': 0, 'Planned Purchase Lines': 1 });
    expect(
      await listRows(admin, '/api/transfer-order', { 'TO List Document Status': ['Suggested'] }),
    ).toEqual([]);
    // The firm transfer is supply at WH-2 and demand at WH-1: the purchase still covers it.
    const pegging = await view('planning_pegging', { 'Demand Number': ['TO-000001'] });
    expect(pegging.map((r) => [r['Order Type'], r['Pegged Quantity'], r['Demand Type']])).toEqual([
      ['Purchase', 4, 'Transfer'],
    ]);
  });
});
