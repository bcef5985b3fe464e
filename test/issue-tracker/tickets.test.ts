import { beforeAll, expect, it } from 'vitest';
import { edit, view } from '../../src/core/auth/privileges.js';
import { type Client, describeEachDatabase } from '../helpers/app.js';

describeEachDatabase('issue tracker tickets and notes', (t) => {
  let admin: Client;

  beforeAll(async () => {
    admin = await t.admin();
    await t.store.db
      .insertInto('change_tracking_settings')
      .values({ entity_type: 'IssueTrackerTicket', enabled: 1 })
      .execute();
  });

  it('creates, reads, updates and deletes a ticket with string ids', async () => {
    const created = await admin.post('/api/issue-tracker-tickets', {
      'Ticket Title': 'Late shipment from Acme',
      'Ticket Priority': 'High',
      Assignee: 'buyer@example.com',
      'Entity Type': 'PurchaseOrderList',
      'Entity Id': '42',
    });
    expect(created.statusCode, created.body).toBe(200);
    const ticket = created.json();
    expect(ticket).toMatchObject({
      'Ticket Title': 'Late shipment from Acme',
      'Ticket Status': 'Open',
      'Ticket Priority': 'High',
      Assignee: 'buyer@example.com',
      'Entity Type': 'PurchaseOrderList',
      'Entity Id': '42',
      'Created By': 'admin',
      notes: [],
    });
    expect(ticket.id).toMatch(/^T-\d{6}$/);

    const read = await admin.get(`/api/issue-tracker-tickets/${ticket.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(ticket);

    const updated = await admin.put(`/api/issue-tracker-tickets/${ticket.id}`, {
      'Ticket Status': 'In Progress',
      Assignee: null,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      id: ticket.id,
      'Ticket Title': 'Late shipment from Acme',
      'Ticket Status': 'In Progress',
      Assignee: null,
    });
    const stored = await t.store.db
      .selectFrom('issue_tracker_tickets')
      .selectAll()
      .where('number', '=', ticket.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ status: 'In Progress', assignee: null, priority: 'High' });

    const audit = await t.store.db
      .selectFrom('audit_log')
      .select(['action', 'changes'])
      .where('entity_type', '=', 'IssueTrackerTicket')
      .where('entity_id', '=', ticket.id)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['Created', 'Updated']);
    expect(JSON.parse(audit[1]!.changes)['Ticket Status']).toEqual({ old: 'Open', new: 'In Progress' });

    const list = await admin.get(
      `/api/issue-tracker-tickets?filters=${encodeURIComponent(JSON.stringify({ id: [ticket.id] }))}`,
    );
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.rows).toHaveLength(1);
    expect(list.json().data.rows[0]).toMatchObject({ id: ticket.id, 'Ticket Status': 'In Progress' });

    const deleted = await admin.delete(`/api/issue-tracker-tickets/${ticket.id}`);
    expect(deleted.statusCode).toBe(200);
    const gone = await admin.get(`/api/issue-tracker-tickets/${ticket.id}`);
    expect(gone.statusCode).toBe(400);
    expect(gone.json().Code).toBe('IssueTrackerTicket.NotFound');
  });

  it('validates tickets', async () => {
    for (const body of [
      {},
      { 'Ticket Title': '' },
      { 'Ticket Title': 'x', 'Ticket Status': 'Done' },
      { 'Ticket Title': 'x', Unknown: 1 },
    ]) {
      const response = await admin.post('/api/issue-tracker-tickets', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().Code).toBe('Request.Invalid');
    }
    for (const response of [
      await admin.put('/api/issue-tracker-tickets/T-999999', { 'Ticket Status': 'Closed' }),
      await admin.delete('/api/issue-tracker-tickets/nope'),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().Code).toBe('IssueTrackerTicket.NotFound');
    }
  });

  it('notes: author from the session, string ids, update and delete, unknown ticket', async () => {
    const writer = await t.loginWith([edit('Issue Tracker')], 'notewriter');
    const ticket = (
      await writer.post('/api/issue-tracker-tickets', { 'Ticket Title': 'Count mismatch' })
    ).json();
    const created = await writer.post('/api/issue-tracker-notes', {
      'Ticket Id': ticket.id,
      Content: 'Counted 5',
    });
    expect(created.statusCode, created.body).toBe(200);
    const note = created.json();
    expect(note).toMatchObject({
      'Ticket Id': ticket.id,
      Content: 'Counted 5',
      'Author Email': 'notewriter@example.com',
    });
    expect(note.id).toMatch(/^N-\d{6}$/);
    expect(note['Created At']).toBe(note['Updated At']);

    const updated = await writer.put(`/api/issue-tracker-notes/${note.id}`, { Content: 'Counted 6' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      id: note.id,
      Content: 'Counted 6',
      'Created At': note['Created At'],
    });

    const withNotes = (await writer.get(`/api/issue-tracker-tickets/${ticket.id}`)).json();
    expect(withNotes.notes).toEqual([updated.json()]);

    const unknown = await writer.post('/api/issue-tracker-notes', { 'Ticket Id': 'T-999999', Content: 'x' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().Code).toBe('IssueTrackerTicket.NotFound');
    const missing = await writer.post('/api/issue-tracker-notes', { 'Ticket Id': ticket.id });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().Code).toBe('Request.Invalid');

    expect((await writer.delete(`/api/issue-tracker-notes/${note.id}`)).statusCode).toBe(200);
    for (const response of [
      await writer.put(`/api/issue-tracker-notes/${note.id}`, { Content: 'again' }),
      await writer.delete(`/api/issue-tracker-notes/${note.id}`),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().Code).toBe('IssueTrackerNote.NotFound');
    }

    // Deleting a ticket takes its notes with it.
    const second = (
      await writer.post('/api/issue-tracker-notes', { 'Ticket Id': ticket.id, Content: 'More' })
    ).json();
    expect((await writer.delete(`/api/issue-tracker-tickets/${ticket.id}`)).statusCode).toBe(200);
    const left = await t.store.db
      .selectFrom('issue_tracker_notes')
      .select('id')
      .where('number', '=', second.id)
      .execute();
    expect(left).toEqual([]);
    const events = await t.store.db
      .selectFrom('events')
      .select(['event', 'entity_type'])
      .where('entity_id', '=', second.id)
      .orderBy('id')
      .execute();
    expect(events).toEqual([
      { event: 'Created', entity_type: 'IssueTrackerNote' },
      { event: 'Deleted', entity_type: 'IssueTrackerNote' },
    ]);
  });

  it('privileges: View reads, Edit writes', async () => {
    const ticket = (await admin.post('/api/issue-tracker-tickets', { 'Ticket Title': 'Visible' })).json();
    const reader = await t.loginWith([view('Issue Tracker')]);
    expect((await reader.get('/api/issue-tracker-tickets')).statusCode).toBe(200);
    expect((await reader.get(`/api/issue-tracker-tickets/${ticket.id}`)).statusCode).toBe(200);
    for (const response of [
      await reader.post('/api/issue-tracker-tickets', { 'Ticket Title': 'No' }),
      await reader.put(`/api/issue-tracker-tickets/${ticket.id}`, { 'Ticket Status': 'Closed' }),
      await reader.delete(`/api/issue-tracker-tickets/${ticket.id}`),
      await reader.post('/api/issue-tracker-notes', { 'Ticket Id': ticket.id, Content: 'No' }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().Code).toBe('User.NotPrivileged');
    }
    const stranger = await t.loginWith([view('Procurement')]);
    expect((await stranger.get('/api/issue-tracker-tickets')).statusCode).toBe(403);
    expect((await t.anonymous().get('/api/issue-tracker-tickets')).statusCode).toBe(401);
  });
});
