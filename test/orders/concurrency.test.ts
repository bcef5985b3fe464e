import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../helpers/app.js';
import { enableTracking, type Line, poBody, poLine, seedMasters } from './fixtures.js';

/**
 * 50 updates and moves of the same two purchase orders at once. Whatever order the database runs them in,
 * every line ends up in exactly one order (or was removed by an acknowledged update), no line appears twice,
 * and replaying the audit log over the starting state gives exactly the final state.
 */
describeEachDatabase('order concurrency', (t) => {
  beforeAll(async () => {
    await seedMasters(t.store);
    await enableTracking(t.store, 'PurchaseOrderList', 'PurchaseOrderDetails');
  });

  it('never loses or duplicates a line, and the audit log accounts for every acknowledged change', async () => {
    const admin = await t.admin();
    const create = async (body: Line) => (await admin.post('/api/purchase-order', body)).json().id as number;
    const a = await create(
      poBody(
        'PO-CC-A',
        ['ITEM-1', 'ITEM-2', 'ITEM-3'].map((item) => poLine({ 'Item Number': item })),
      ),
    );
    const b = await create(
      poBody(
        'PO-CC-B',
        ['ITEM-4', 'ITEM-5', 'item-1'].map((item) => poLine({ 'Item Number': item })),
      ),
    );
    const snapshots = new Map<number, { record: Line & { details: Line[] }; etag: string }>();
    for (const id of [a, b]) {
      const response = await admin.get(`/api/purchase-order/${id}`);
      snapshots.set(id, { record: response.json(), etag: response.headers.etag as string });
    }
    const initial = new Map<number, number>();
    for (const [id, { record }] of snapshots)
      for (const line of record.details) initial.set(line.id as number, id);
    const lineIds = [...initial.keys()];
    const auditStart = Number(
      (
        await t.store.db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.max('id').as('m'))
          .executeTakeFirstOrThrow()
      ).m ?? 0,
    );

    type Op = {
      kind: 'move' | 'update';
      quantity?: number;
      lines?: number[];
      run: () => ReturnType<typeof admin.put>;
    };
    const ops: Op[] = [];
    for (let i = 0; i < 50; i++) {
      if (i % 2 === 0) {
        // Move one line to the other order, each direction claimed from the starting state or its reverse.
        const line = lineIds[(i / 2) % lineIds.length]!;
        const from = (i / 2) % 4 < 2 ? initial.get(line)! : initial.get(line) === a ? b : a;
        const to = from === a ? b : a;
        ops.push({
          kind: 'move',
          lines: [line],
          run: () =>
            admin.put('/api/purchase-order-details-move-lines', {
              moves: [{ id: line, 'Old Purchase Order List Id': from, 'New Purchase Order List Id': to }],
            }),
        });
      } else {
        const order = i % 4 === 1 ? a : b;
        const { record, etag } = snapshots.get(order)!;
        const quantity = 1000 + i;
        const body = {
          ...record,
          details: record.details.map((l) => ({ ...l, 'PO Details Quantity': quantity })),
        };
        // Some updates guard against unseen changes with If-Match; the others replace lines as the spec says.
        const headers: Record<string, string> = i % 10 === 1 ? { 'if-match': etag } : {};
        ops.push({
          kind: 'update',
          quantity,
          lines: record.details.map((l) => l.id as number),
          run: () => admin.put(`/api/purchase-order/${order}`, body, headers),
        });
      }
    }
    const responses = await Promise.all(ops.map((op) => op.run()));

    const acknowledged: Op[] = [];
    responses.forEach((response, i) => {
      const op = ops[i]!;
      if (response.statusCode === 200) {
        acknowledged.push(op);
        if (op.kind === 'move') expect(response.json()).toMatchObject({ rows_updated: 1 });
        else expect(response.json()).toMatchObject({ notification_type: 'Success' });
      } else {
        // A move of a line no longer in its claimed source; an update naming a line moved away; a stale ETag.
        expect([400, 412], response.body).toContain(response.statusCode);
        expect(['PurchaseOrderDetails.NotFound', 'PurchaseOrderList.Conflict']).toContain(
          response.json().Code,
        );
      }
    });
    expect(acknowledged.some((op) => op.kind === 'move')).toBe(true);
    expect(acknowledged.some((op) => op.kind === 'update')).toBe(true);

    const final = await t.store.db
      .selectFrom('purchase_order_lines')
      .select(['id', 'order_id', 'item_id', 'quantity'])
      .where('order_id', 'in', [a, b])
      .execute();
    // No line duplicated: only the starting lines exist, each once, and no order holds an item twice.
    expect(final.every((l) => initial.has(l.id))).toBe(true);
    expect(new Set(final.map((l) => l.id)).size).toBe(final.length);
    expect(new Set(final.map((l) => `${l.order_id}:${l.item_id}`)).size).toBe(final.length);

    const audit = await t.store.db
      .selectFrom('audit_log')
      .select(['id', 'entity_type', 'entity_id', 'action', 'changes'])
      .where('id', '>', auditStart)
      .where('entity_type', '=', 'PurchaseOrderDetails')
      .orderBy('id')
      .execute();
    // Replaying the audit log over the starting state gives the final state: no change went unrecorded.
    const replay = new Map([...initial].map(([id, order]) => [id, { order, quantity: 10 }]));
    let moves = 0;
    const quantities = new Map<number, number>();
    for (const entry of audit) {
      const id = Number(entry.entity_id);
      const changes = JSON.parse(entry.changes) as Record<string, { old: unknown; new: unknown }>;
      expect(entry.action).not.toBe('Created');
      if (entry.action === 'Deleted') {
        replay.delete(id);
        continue;
      }
      const state = replay.get(id)!;
      if (changes['Purchase Order Id']) {
        expect(changes['Purchase Order Id'].old).toBe(state.order);
        state.order = changes['Purchase Order Id'].new as number;
        moves++;
      }
      if (changes['PO Details Quantity']) {
        state.quantity = changes['PO Details Quantity'].new as number;
        quantities.set(state.quantity, (quantities.get(state.quantity) ?? 0) + 1);
      }
    }
    expect(Object.fromEntries([...replay].map(([id, s]) => [id, s]))).toEqual(
      Object.fromEntries(final.map((l) => [l.id, { order: l.order_id, quantity: l.quantity }])),
    );
    // Every acknowledged move and every line of every acknowledged update is in the log, exactly once.
    expect(moves).toBe(acknowledged.filter((op) => op.kind === 'move').length);
    for (const op of acknowledged.filter((o) => o.kind === 'update'))
      expect(quantities.get(op.quantity!)).toBe(op.lines!.length);
    const refused = ops.filter((op) => op.kind === 'update' && !acknowledged.includes(op));
    for (const op of refused) expect(quantities.has(op.quantity!)).toBe(false);
  });

  it('runs parallel updates that add lines to one order one after another, never mixing their lines', async () => {
    const admin = await t.admin();
    const created = await admin.post('/api/purchase-order', poBody('PO-CC-ADD', [poLine()]));
    const id = created.json().id as number;
    const record = (await admin.get(`/api/purchase-order/${id}`)).json() as Line & { details: Line[] };
    const kept = record.details[0]!;
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        admin.put(`/api/purchase-order/${id}`, {
          ...record,
          details: [kept, poLine({ 'Item Number': 'ITEM-2', 'PO Details Quantity': 500 + i })],
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
    const lines = await t.store.db
      .selectFrom('purchase_order_lines')
      .select(['id', 'item_id', 'quantity'])
      .where('order_id', '=', id)
      .orderBy('id')
      .execute();
    // The order holds the kept line and the new line of exactly one update: the last one applied.
    expect(lines).toHaveLength(2);
    expect(lines[0]!.id).toBe(kept.id);
    const created12 = await t.store.db
      .selectFrom('audit_log')
      .select(['entity_id', 'action', 'changes'])
      .where('entity_type', '=', 'PurchaseOrderDetails')
      .where('action', 'in', ['Created', 'Deleted'])
      .where('entity_id', '<>', String(kept.id))
      .where('id', '>', (eb) =>
        eb
          .selectFrom('audit_log')
          .select(eb.fn.min('id').as('m'))
          .where('entity_type', '=', 'PurchaseOrderList')
          .where('entity_id', '=', String(id)),
      )
      .orderBy('id')
      .execute();
    const createdIds = created12.filter((e) => e.action === 'Created').map((e) => e.entity_id);
    const deletedIds = created12.filter((e) => e.action === 'Deleted').map((e) => e.entity_id);
    expect(createdIds).toHaveLength(12);
    expect(deletedIds).toHaveLength(11);
    // Each update removed exactly the line the update before it added.
    expect(deletedIds).toEqual(createdIds.slice(0, 11));
    expect(String(lines[1]!.id)).toBe(createdIds[11]);
  });
});
