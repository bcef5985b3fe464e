import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import { view } from '../../src/core/auth/privileges.js';
import { readBaseVersion } from '../../src/core/db/bulk.js';
import type { Store } from '../../src/core/db/index.js';
import { claimLease, releaseLease } from '../../src/core/db/lease-lock.js';
import { SseClient } from '../events/support.js';
import { type Client, describeEachDatabase, testConfig } from '../helpers/app.js';
import { expectError, insertItem } from '../helpers/rows.js';
import { danglingNumbers, planSnapshot } from './plan-snapshot.js';
import { listRows, P, type Row, runPlan, seed } from './run-world.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the stored plan is current with every write (the counter it follows is the base-data counter). */
async function planCurrent(store: Store, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const settings = await store.db
      .selectFrom('planning_settings')
      .select('planned_version')
      .executeTakeFirst();
    if (Number(settings?.planned_version) === (await readBaseVersion(store.db))) return;
    await sleep(20);
  }
  throw new Error('the plan did not follow the writes in time');
}

/** An open line of the world's sales orders (WH-1, ST-1). */
const salesLine = (item: string, quantity: number, shipDate: string) => ({
  'Item Number': item,
  'Warehouse Number': 'WH-1',
  'Ship To Number': 'ST-1',
  'SO Details Quantity': quantity,
  'SO Details Document Status': 'Open',
  'SO Details Ship Date': shipDate,
});

/** PUT of an open sales order of CUS-1 with one line, expected to answer 200. */
async function putSalesOrder(admin: Client, id: number, number: string, line: Row) {
  const res = await admin.put(`/api/sales-order/${id}`, {
    'SO List Number': number,
    'SO List Document Status': 'Open',
    'Customer Number': 'CUS-1',
    details: [line],
  });
  expect(res.statusCode, res.body).toBe(200);
}

const netChangeRuns = async (admin: Client) =>
  (await listRows(admin, '/api/planning/runs')).filter((r) => r.Kind === 'Net Change');

/** The SKUs the last planning.updated event names, as `item@warehouse`. */
async function lastUpdatedSkus(store: Store) {
  const event = await store.db
    .selectFrom('events')
    .select(['payload', 'event'])
    .where('entity_type', '=', 'Plan')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  expect(event.event).toBe('Updated');
  const payload = JSON.parse(event.payload ?? '{}') as { after: { SKUs: Row[] } };
  return payload.after.SKUs.map((s) => `${s['Item Number']}@${s['Warehouse Number']}`).sort();
}

/**
 * Net change over HTTP (planning.md part 7) on the hand-checked world of run-world.ts (BIKE made of 2 WHEEL,
 * WHEEL and BOLT bought), with GEAR bought from SUP-1 / SF-1A like WHEEL and needed the same day, so their planned
 * purchases share one Suggested PO.
 */
describeEachDatabase(
  'net change',
  (t) => {
    let admin: Client;
    let soId: number;
    let gearSoId: number;

    beforeAll(async () => {
      admin = await t.admin();
      await seed(t, admin);
      await insertItem(t.store, 'GEAR');
      const ok = async (path: string, body: Row) => {
        const res = await admin.post(path, body);
        expect(res.statusCode, res.body).toBe(200);
        return res.json() as Row;
      };
      await ok('/api/supplier-allocation', {
        'Item Number': 'GEAR',
        'Supplier Number': 'SUP-1',
        'Allocation Percent': 100,
        'Lead Time Days': 5,
      });
      const gear = await ok('/api/sales-order', {
        'SO List Number': 'SO-GEAR',
        'SO List Document Status': 'Open',
        'Customer Number': 'CUS-1',
        details: [gearLine(4)],
      });
      gearSoId = Number(gear.id);
      soId = Number((await listRows(admin, '/api/sales-order', { 'SO List Number': 'SO-1' }))[0]!.id);
      const res = await admin.put('/api/planning/settings', { 'Net Change Delay Ms': 50 });
      expect(res.statusCode, res.body).toBe(200);
    });

    const gearLine = (quantity: number) => salesLine('GEAR', quantity, '2027-01-18');
    const bikeLine = (quantity: number) => salesLine('BIKE', quantity, '2027-01-20');
    const changeSalesLine = (id: number, number: string, line: Row) => putSalesOrder(admin, id, number, line);

    /** The stored plan equals a full run's (which then is the stored plan). */
    async function expectSameAsFullRun() {
      await planCurrent(t.store);
      const netChanged = await planSnapshot(t.store);
      expect(await danglingNumbers(t.store)).toEqual([]);
      await runPlan(admin);
      expect(netChanged).toEqual(await planSnapshot(t.store));
    }

    it('answers and changes its settings, refusing bad values with 400 Planning.InvalidSettings', async () => {
      const res = await admin.get('/api/planning/settings');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ 'Net Change': true, 'Net Change Delay Ms': 50 });
      for (const body of [
        { 'Net Change Delay Ms': 10_001 },
        { 'Net Change Delay Ms': -1 },
        { 'Net Change Delay Ms': 1.5 },
        { 'Net Change': 'yes' },
        { Other: 1 },
        [],
      ])
        expectError(await admin.put('/api/planning/settings', body), 400, 'Planning.InvalidSettings');
      const viewer = await t.loginWith([view('Inventory')]);
      expect((await viewer.get('/api/planning/settings')).statusCode).toBe(200);
      expect((await viewer.put('/api/planning/settings', { 'Net Change': false })).statusCode).toBe(403);
      expect((await admin.get('/api/planning/settings')).json()['Net Change']).toBe(true);
    });

    it('keeps nothing current before the first full run', async () => {
      await changeSalesLine(gearSoId, 'SO-GEAR', gearLine(5));
      await sleep(400);
      expect(await listRows(admin, '/api/planning/runs')).toEqual([]);
    });

    it('replans a changed finished good with its components, in the Suggested PO they share with others', async () => {
      await changeSalesLine(gearSoId, 'SO-GEAR', gearLine(4));
      const full = await runPlan(admin);
      const suggested = (await listRows(admin, '/api/purchase-order-details')).filter(
        (r) => r['PO Details Document Status'] === 'Suggested',
      );
      const shared = suggested.filter((r) => r['Item Number'] === 'WHEEL' || r['Item Number'] === 'GEAR');
      const sharedNumber = shared[0]!['PO List Number'];
      expect(shared.map((r) => r['PO List Number'])).toEqual([sharedNumber, sharedNumber]);
      expect(String(sharedNumber)).toMatch(new RegExp(`^SUG-${full['Plan Run Id']}-\\d+$`));

      // 3 → 8 bikes: 16 wheels on 01-18, 4 on hand: 12 short → 15 (multiple 5) instead of 10.
      await changeSalesLine(soId, 'SO-1', bikeLine(8));
      await planCurrent(t.store);
      const [run] = await netChangeRuns(admin);
      expect(run).toMatchObject({ Kind: 'Net Change', 'SKUs Replanned': 2, 'Plan Date': P });
      expect(await lastUpdatedSkus(t.store)).toEqual(['BIKE@WH-1', 'WHEEL@WH-1']);
      // GEAR's line stays in the PO, which keeps its number.
      const after = (await listRows(admin, '/api/purchase-order-details')).filter(
        (r) => r['PO Details Document Status'] === 'Suggested',
      );
      const wheel = after.find((r) => r['Item Number'] === 'WHEEL')!;
      const gear = after.find((r) => r['Item Number'] === 'GEAR')!;
      expect(wheel['PO Details Quantity']).toBe(15);
      expect(gear['PO Details Quantity']).toBe(4);
      expect(wheel['PO List Number']).toBe(sharedNumber);
      expect(gear['PO List Number']).toBe(wheel['PO List Number']);
      const bolts = after.filter((r) => r['Item Number'] === 'BOLT');
      expect(bolts.map((r) => r['PO List Number']).sort()).toEqual(
        suggested
          .filter((r) => r['Item Number'] === 'BOLT')
          .map((r) => r['PO List Number'])
          .sort(),
      );
      await expectSameAsFullRun();
    });

    it('leaves the plan and the runs alone when a write changes no plan', async () => {
      const before = (await listRows(admin, '/api/planning/runs')).length;
      await changeSalesLine(gearSoId, 'SO-GEAR', { ...gearLine(4), 'SO Details Ship Date': '2027-01-18' });
      const custom = await admin.post('/api/warehouse-master', {
        'Warehouse Number': 'WH-X',
        'Warehouse Name': 'Unused',
      });
      expect(custom.statusCode, custom.body).toBe(200);
      await planCurrent(t.store);
      expect((await listRows(admin, '/api/planning/runs')).length).toBe(before);
    });

    it('waits while a full run holds the lock and replans the writes made meanwhile after it', async () => {
      // The previous write's replan may still hold the lock for a moment after its commit made the plan current.
      let lease = await claimLease(t.store, 'planning-run', 60_000, 'full-run');
      for (let tries = 0; lease === null && tries < 250; tries++) {
        await sleep(20);
        lease = await claimLease(t.store, 'planning-run', 60_000, 'full-run');
      }
      expect(lease).not.toBeNull();
      const before = (await netChangeRuns(admin)).length;
      await changeSalesLine(gearSoId, 'SO-GEAR', gearLine(9));
      await sleep(400);
      expect((await netChangeRuns(admin)).length).toBe(before);
      await releaseLease(t.store, 'planning-run', lease!);
      await planCurrent(t.store);
      expect((await netChangeRuns(admin)).length).toBe(before + 1);
      expect(await lastUpdatedSkus(t.store)).toEqual(['GEAR@WH-1']);
      await expectSameAsFullRun();
    });

    it('coalesces writes made within the delay into one replan, and follows writes during a real full run', async () => {
      const before = (await netChangeRuns(admin)).length;
      await admin.put('/api/planning/settings', { 'Net Change Delay Ms': 1_000 });
      for (const quantity of [1, 2, 3]) await changeSalesLine(soId, 'SO-1', bikeLine(quantity));
      await planCurrent(t.store);
      expect((await netChangeRuns(admin)).length).toBe(before + 1);
      await admin.put('/api/planning/settings', { 'Net Change Delay Ms': 50 });

      const running = runPlan(admin);
      await changeSalesLine(gearSoId, 'SO-GEAR', gearLine(7));
      await running;
      await expectSameAsFullRun();
    });

    it('does nothing while Net Change is off, and catches up when it is on again', async () => {
      await admin.put('/api/planning/settings', { 'Net Change': false });
      const before = (await netChangeRuns(admin)).length;
      await changeSalesLine(gearSoId, 'SO-GEAR', gearLine(11));
      await sleep(400);
      expect((await netChangeRuns(admin)).length).toBe(before);
      await admin.put('/api/planning/settings', { 'Net Change': true });
      await expectSameAsFullRun();
      expect((await netChangeRuns(admin)).length).toBe(before + 1);
    });

    it('sends planning.updated on the live stream to whoever may view Inventory, with the views answering the new plan', async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
      const stream = await SseClient.open(base, admin.cookies);
      try {
        const [last] = await netChangeRuns(admin);
        await changeSalesLine(gearSoId, 'SO-GEAR', gearLine(13));
        // An earlier replan's event may reach the stream first, once published.
        const message = await stream.waitFor(
          (m) =>
            m.source === 'Plan' &&
            m.event === 'Updated' &&
            Number(m.record_id) > Number(last!['Plan Run Id']),
        );
        expect(message.type).toBe('Inventory');
        const [run] = await netChangeRuns(admin);
        expect(message.record_id).toBe(String(run!['Plan Run Id']));
        const gear = await listRows(admin, '/api/views/inventory_analysis', { 'Item Number': ['GEAR'] });
        expect(gear.map((r) => r['Open Demand'])).toEqual([13]);
      } finally {
        stream.close();
      }
    });
  },
  { NET_CHANGE_POLL_MS: '20' },
);

describe.runIf(process.env.TEST_DATABASE_URL)('net change on two instances [postgres]', () => {
  it('never replans on both at once', async () => {
    const { startTestApp } = await import('../helpers/app.js');
    const t = await startTestApp('postgres', { NET_CHANGE_POLL_MS: '5' });
    const second = await createApp(testConfig(t.database.url, { NET_CHANGE_POLL_MS: '5' }), {
      logger: false,
    });
    await second.ready();
    try {
      const admin = await t.admin();
      await seed(t, admin);
      await admin.put('/api/planning/settings', { 'Net Change Delay Ms': 0 });
      await runPlan(admin);
      const so = (await listRows(admin, '/api/sales-order', { 'SO List Number': 'SO-1' }))[0]!;
      for (let quantity = 4; quantity < 14; quantity++) {
        await putSalesOrder(admin, Number(so.id), 'SO-1', salesLine('BIKE', quantity, '2027-01-20'));
        await sleep(15);
      }
      await planCurrent(t.store);
      const runs = (await listRows(admin, '/api/planning/runs')).filter((r) => r.Kind === 'Net Change');
      expect(runs.length).toBeGreaterThan(0);
      const spans = runs
        .map((r) => [Date.parse(String(r['Started At'])), Date.parse(String(r['Finished At']))] as const)
        .sort((a, b) => a[0] - b[0]);
      for (let i = 1; i < spans.length; i++) expect(spans[i]![0]).toBeGreaterThanOrEqual(spans[i - 1]![1]);
      const netChanged = await planSnapshot(t.store);
      await runPlan(admin);
      expect(netChanged).toEqual(await planSnapshot(t.store));
    } finally {
      await second.close();
      await t.app.close();
      await t.database.drop();
    }
  });
});
