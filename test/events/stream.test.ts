import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { view } from '../../src/core/auth/privileges.js';
import { type Client, describeEachDatabase } from '../helpers/app.js';
import { createOrder, type Line, poBody, seedMasters } from '../orders/fixtures.js';
import { SseClient, type StreamMessage } from './support.js';

describeEachDatabase(
  'live events stream',
  (t) => {
    let base: string;
    let admin: Client;
    let buyer: Client; // Procurement View, Issue Tracker View
    let planner: Client; // Demand View, Issue Tracker View: no Procurement
    const streams: SseClient[] = [];
    const open = async (client: Client, lastEventId?: number) => {
      const stream = await SseClient.open(base, client.cookies, lastEventId);
      streams.push(stream);
      return stream;
    };
    /** Publishes what was written (GET /api/notifications runs the dispatcher) rather than waiting for its tick. */
    const publish = async () => expect((await admin.get('/api/notifications')).statusCode).toBe(200);
    const ticket = async (title: string, extra: Record<string, unknown> = {}) => {
      const response = await admin.post('/api/issue-tracker-tickets', { 'Ticket Title': title, ...extra });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { id: string }).id;
    };
    const isTicket = (id: string) => (m: StreamMessage) =>
      m.source === 'IssueTrackerTicket' && m.record_id === id;

    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
      admin = await t.admin();
      buyer = await t.loginWith([view('Procurement'), view('Issue Tracker')], `buyer_${t.kind}`);
      planner = await t.loginWith([view('Demand'), view('Issue Tracker')], `planner_${t.kind}`);
      await seedMasters(t.store);
    });

    afterAll(() => {
      for (const stream of streams) stream.close();
    });

    it('refuses a request without a session (401) and a malformed Last-Event-ID (400)', async () => {
      const anonymous = await SseClient.open(base, {});
      expect(anonymous.status).toBe(401);
      const response = await buyer.get('/api/events/stream', { 'last-event-id': 'abc' });
      expect(response.statusCode).toBe(400);
    });

    it('sends a PO status change to a user who may view Procurement, not to one who may not', async () => {
      const buyerStream = await open(buyer);
      const plannerStream = await open(planner);
      const id = await createOrder(admin, 'purchase-order', poBody('PO-LIVE-1'));
      const order = (await admin.get(`/api/purchase-order/${id}`)).json() as { details: Line[] };
      const changed = await admin.put(
        `/api/purchase-order/${id}`,
        poBody('PO-LIVE-1', order.details, {
          'Purchase Order Id': id,
          'PO List Document Status': 'Suggested',
        }),
      );
      expect(changed.statusCode, changed.body).toBe(200);
      // A change both may see, recorded after the PO's: once the planner has it, the PO events were published before.
      const sentinel = await ticket('after the PO');
      await publish();

      const status = await buyerStream.waitFor(
        (m) => m.source === 'PurchaseOrderList' && m.event === 'StatusChange' && m.record_id === String(id),
      );
      expect(status).toMatchObject({ type: 'Procurement', who: 'admin', notifications: [] });
      const stored = await t.store.db
        .selectFrom('events')
        .select('id')
        .where('entity_type', '=', 'PurchaseOrderList')
        .where('entity_id', '=', String(id))
        .where('event', '=', 'StatusChange')
        .executeTakeFirstOrThrow();
      expect(status.id).toBe(stored.id);
      expect(buyerStream.ids[buyerStream.messages.indexOf(status)]).toBe(String(stored.id));

      await plannerStream.waitFor(isTicket(sentinel));
      expect(plannerStream.messages.filter((m) => m.type === 'Procurement')).toEqual([]);
      expect(plannerStream.messages.map((m) => m.source)).toEqual(['IssueTrackerTicket']);
      // The buyer got the sentinel too, after the PO's events: publication order.
      const buyerSources = buyerStream.messages.map((m) => m.source);
      expect(buyerSources.indexOf('IssueTrackerTicket')).toBeGreaterThan(
        buyerSources.indexOf('PurchaseOrderList'),
      );
      buyerStream.close();
      plannerStream.close();
    });

    it('resumes with Last-Event-ID with exactly the events missed, in order, none repeated', async () => {
      const first = await open(buyer);
      const a = await ticket('resume A');
      await publish();
      const seenA = await first.waitFor(isTicket(a));
      first.close();

      const missed = [await ticket('resume B'), await ticket('resume C'), await ticket('resume D')];
      await publish();
      const resumed = await open(buyer, seenA.id);
      const after = await ticket('resume E');
      await publish();
      await resumed.waitFor(isTicket(after));
      expect(resumed.messages.map((m) => m.record_id)).toEqual([...missed, after]);
      const ids = resumed.messages.map((m) => m.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.every((id) => id > seenA.id)).toBe(true);

      // Resuming from the last message received gives nothing again: the next message is the next event.
      resumed.close();
      const again = await open(buyer, resumed.messages.at(-1)!.id);
      const next = await ticket('resume F');
      await publish();
      await again.waitFor(isTicket(next));
      expect(again.messages.map((m) => m.record_id)).toEqual([next]);
      again.close();
    });

    it("carries the user's own new notifications, e.g. a ticket assignee's for a note and a status change", async () => {
      const stream = await open(planner);
      const number = await ticket('assigned', { Assignee: `planner_${t.kind}` });
      const note = await admin.post('/api/issue-tracker-notes', {
        'Ticket Id': number,
        Content: 'look at this',
      });
      expect(note.statusCode, note.body).toBe(200);
      const closed = await admin.put(`/api/issue-tracker-tickets/${number}`, { 'Ticket Status': 'Closed' });
      expect(closed.statusCode, closed.body).toBe(200);
      await publish();

      const noted = await stream.waitFor((m) => m.source === 'IssueTrackerNote' && m.event === 'Created');
      expect(noted.notifications).toHaveLength(1);
      expect(noted.notifications[0]).toMatchObject({ Type: 'Issue Tracker', Source: 'IssueTrackerNote' });
      expect(noted.notifications[0]!.Message).toContain(`Ticket ${number}: new note`);
      const status = await stream.waitFor(
        (m) => m.source === 'IssueTrackerTicket' && m.event === 'Updated' && m.record_id === number,
      );
      expect(status.notifications[0]!.Message).toBe(`Ticket ${number}: status Open → Closed by admin`);
      // The buyer (not the assignee) sees the same changes without notifications.
      const list = (await planner.get('/api/notifications')).json() as {
        data: { rows: { Message: string }[] };
      };
      expect(list.data.rows.map((r) => r.Message)).toEqual([
        `Ticket ${number}: status Open → Closed by admin`,
        expect.stringContaining(`Ticket ${number}: new note`),
      ]);
      // One's own change notifies nobody: the admin is not notified as assignee of their own edit.
      const own = await ticket('own', { Assignee: 'admin' });
      await admin.put(`/api/issue-tracker-tickets/${own}`, { 'Ticket Status': 'Closed' });
      await publish();
      const adminNotes = await t.store.db
        .selectFrom('notifications')
        .select('id')
        .where('entity_id', '=', own)
        .execute();
      expect(adminNotes).toEqual([]);
      stream.close();
    });

    it('documents the stream and its message format in OpenAPI', async () => {
      const doc = (await admin.get('/api/openapi.json')).json() as {
        paths: Record<string, Record<string, { description: string }>>;
      };
      const operation = doc.paths['/api/events/stream']!.get!;
      expect(operation.description).toContain('Last-Event-ID');
      expect(operation.description).toContain('"record_id"');
    });
  },
  { WEBHOOK_ALLOW_PRIVATE: 'true' },
);

describeEachDatabase('live events: a slow client', (t) => {
  it('is disconnected once its unsent output passes the bound, not buffered forever', async () => {
    // Covered through the hub directly: a response whose buffer is already over the bound is closed at once.
    const { EventHub } = await import('../../src/modules/events/stream.js');
    const hub = new EventHub(t.store, t.app.log, { pollMs: 1000, heartbeatMs: 60_000, maxBufferBytes: 10 });
    let destroyed = false;
    const fake = {
      writableLength: 0,
      write(text: string) {
        this.writableLength += text.length;
        return false;
      },
      end() {},
      destroy() {
        destroyed = true;
      },
      on() {},
    };
    const admin = await t.admin();
    const user = await import('../../src/core/auth/session-user.js');
    const claims = await t.app.tokens.verify(admin.cookies.access_token_cookie!, 'access');
    const sessionUser = await user.loadSessionUser(t.store, claims!.sid, Number(claims!.sub));
    // biome-ignore lint/suspicious/noExplicitAny: a stand-in socket that never drains
    await hub.add(fake as any, sessionUser!, undefined);
    expect(destroyed).toBe(true);
    expect(hub.size).toBe(0);
    await hub.stop();
  });
});
