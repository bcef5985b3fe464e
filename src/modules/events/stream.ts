import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { StreamMessage, StreamNotification } from '../../catalogue/events.js';
import { hasPrivilege, type PrivilegeType, view } from '../../core/auth/privileges.js';
import { type AuthUser, loadSessionUser } from '../../core/auth/session-user.js';
import { BackgroundJob } from '../../core/background-job.js';
import type { Executor, Store } from '../../core/db/index.js';
import { typeOfSource } from './catalog.js';

/**
 * Live events (GET /api/events/stream): one loop per process reads the outbox in publication order
 * (`stream_batch`, id) and fans each event out to this process's connected clients, each seeing the changes its
 * privileges let it view and its own in-app notifications. Every instance reads the shared outbox, so a write on
 * any instance reaches every stream. A client resuming with Last-Event-ID first catches up from the database
 * (after the position of that event), then joins the live fan-out exactly where its catch-up ended: no gap, no
 * repeat. A client whose unsent output exceeds `maxBufferBytes` is disconnected (it reconnects and resumes).
 */

interface Position {
  batch: number;
  id: number;
}

const isAfter = (a: Position, b: Position) => a.batch > b.batch || (a.batch === b.batch && a.id > b.id);

/** The stream's messages, declared in the catalogue so the web app reads the same type. */
export type { StreamMessage, StreamNotification };

interface PageEvent extends Position {
  message: Omit<StreamMessage, 'notifications' | 'type'> & { type: PrivilegeType | null };
  /** The message's JSON without notifications, built once for every client. */
  plain: string;
  notifications: Map<number, StreamNotification[]>;
}

const PAGE = 500;

async function readPage(db: Executor, after: Position, upTo: Position | null): Promise<PageEvent[]> {
  let query = db
    .selectFrom('events')
    .select(['id', 'stream_batch', 'event', 'entity_type', 'entity_id', 'actor_name', 'created_at'])
    .where('stream_batch', 'is not', null)
    .where(sql<boolean>`(stream_batch, id) > (${after.batch}, ${after.id})`);
  if (upTo) query = query.where(sql<boolean>`(stream_batch, id) <= (${upTo.batch}, ${upTo.id})`);
  const rows = await query.orderBy('stream_batch').orderBy('id').limit(PAGE).execute();
  if (rows.length === 0) return [];
  const notes = await db
    .selectFrom('notifications')
    .select(['id', 'user_id', 'event_id', 'type', 'source', 'event', 'message', 'entity_id', 'created_at'])
    .where(
      'event_id',
      'in',
      rows.map((r) => r.id),
    )
    .where('channel', '=', 'in-app')
    .orderBy('id')
    .execute();
  const byEvent = new Map<number, Map<number, StreamNotification[]>>();
  for (const n of notes) {
    const users = byEvent.get(n.event_id!) ?? new Map<number, StreamNotification[]>();
    byEvent.set(n.event_id!, users);
    const list = users.get(n.user_id) ?? [];
    users.set(n.user_id, list);
    list.push({
      id: n.id,
      Type: n.type,
      Source: n.source,
      Event: n.event,
      Message: n.message,
      'Entity Id': n.entity_id,
      Read: false,
      'Created At': n.created_at,
    });
  }
  return rows.map((r) => {
    const message = {
      id: r.id,
      type: typeOfSource(r.entity_type),
      source: r.entity_type,
      event: r.event,
      record_id: r.entity_id,
      who: r.actor_name,
      when: r.created_at,
    };
    return {
      batch: r.stream_batch!,
      id: r.id,
      message,
      plain: JSON.stringify({ ...message, notifications: [] }),
      notifications: byEvent.get(r.id) ?? new Map(),
    };
  });
}

async function endPosition(db: Executor): Promise<Position> {
  const row = await db
    .selectFrom('events')
    .select(['stream_batch', 'id'])
    .where('stream_batch', 'is not', null)
    .orderBy('stream_batch', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { batch: row.stream_batch!, id: row.id } : { batch: 0, id: 0 };
}

/** Where a client resuming after `lastEventId` continues; an unknown id means "from now". */
async function positionAfter(db: Executor, lastEventId: number): Promise<Position | undefined> {
  const row = await db
    .selectFrom('events')
    .select(['stream_batch', 'id'])
    .where('id', '=', lastEventId)
    .executeTakeFirst();
  if (!row || row.stream_batch === null) return row ? { batch: 0, id: 0 } : undefined;
  return { batch: row.stream_batch, id: row.id };
}

class StreamClient {
  live = false;
  closed = false;

  constructor(
    readonly response: ServerResponse,
    public user: AuthUser,
    public cursor: Position,
    private readonly maxBufferBytes: number,
    private readonly onClose: (client: StreamClient) => void,
  ) {}

  /** The frame of `e` for this client, or '' when it may not see the change and has no notification in it. */
  frameOf(e: PageEvent): string {
    const mine = e.notifications.get(this.user.id);
    const visible = e.message.type !== null && hasPrivilege(this.user.privileges, view(e.message.type));
    if (!visible && !mine) return '';
    const data = mine ? JSON.stringify({ ...e.message, notifications: mine }) : e.plain;
    return `id: ${e.id}\ndata: ${data}\n\n`;
  }

  write(text: string): void {
    if (this.closed || text === '') return;
    this.response.write(text);
    // Slow reader: disconnect rather than buffer without bound; its EventSource resumes with Last-Event-ID.
    if (this.response.writableLength > this.maxBufferBytes) this.close(true);
  }

  /** Ends the stream; `abort` drops what is still buffered (a slow reader) instead of flushing it. */
  close(abort = false): void {
    if (this.closed) return;
    this.closed = true;
    if (abort) this.response.destroy();
    else this.response.end();
    this.onClose(this);
  }
}

export interface HubOptions {
  pollMs: number;
  heartbeatMs: number;
  maxBufferBytes: number;
}

export const DEFAULT_HUB_OPTIONS: HubOptions = {
  pollMs: 250,
  heartbeatMs: 15_000,
  maxBufferBytes: 1024 * 1024,
};

export class EventHub {
  private readonly clients = new Set<StreamClient>();
  /** The position up to which live clients have been served. */
  private cursor: Position = { batch: 0, id: 0 };
  /** Polls are skipped while nobody listens; the cursor is brought forward when the next client arrives. */
  private stale = true;
  private readonly poller: BackgroundJob;
  private heartbeat: NodeJS.Timeout | undefined;

  constructor(
    private readonly store: Store,
    log: FastifyBaseLogger,
    private readonly options: HubOptions = DEFAULT_HUB_OPTIONS,
  ) {
    this.poller = new BackgroundJob('live events', () => this.poll(), log);
  }

  get size(): number {
    return this.clients.size;
  }

  start(): void {
    this.poller.start(this.options.pollMs);
    this.heartbeat = setInterval(() => void this.beat(), this.options.heartbeatMs);
    this.heartbeat.unref();
  }

  /** Looks for newly published events now (this process's dispatcher has just published some). */
  wake(): void {
    if (this.clients.size > 0) void this.poller.trigger();
  }

  async stop(): Promise<void> {
    clearInterval(this.heartbeat);
    for (const client of [...this.clients]) client.close();
    await this.poller.stop();
  }

  /** Serves a new client: catch-up from `lastEventId` (or from now), then the live fan-out. */
  async add(response: ServerResponse, user: AuthUser, lastEventId: number | undefined): Promise<void> {
    const db = this.store.db;
    if (this.stale && this.clients.size === 0) {
      const end = await endPosition(db);
      if (isAfter(end, this.cursor)) this.cursor = end;
      this.stale = false;
    }
    const start =
      (lastEventId === undefined ? undefined : await positionAfter(db, lastEventId)) ??
      (await endPosition(db));
    const client = new StreamClient(response, user, start, this.options.maxBufferBytes, (c) =>
      this.clients.delete(c),
    );
    this.clients.add(client);
    response.on('close', () => client.close());
    // The first frame tells the client it is registered: anything published from now on reaches it.
    client.write('retry: 3000\n\n');
    while (!client.closed) {
      // Checked and set with no await in between: the fan-out never runs between the test and `live`.
      if (!isAfter(this.cursor, client.cursor)) {
        client.live = true;
        return;
      }
      const page = await readPage(db, client.cursor, this.cursor);
      if (page.length === 0) {
        client.live = true;
        return;
      }
      client.write(page.map((e) => client.frameOf(e)).join(''));
      const last = page[page.length - 1]!;
      client.cursor = { batch: last.batch, id: last.id };
    }
  }

  private async poll(): Promise<undefined> {
    if (this.clients.size === 0) {
      this.stale = true;
      return undefined;
    }
    for (;;) {
      const page = await readPage(this.store.db, this.cursor, null);
      if (page.length === 0) return undefined;
      for (const client of this.clients) {
        if (!client.live) continue;
        let text = '';
        for (const e of page) if (isAfter(e, client.cursor)) text += client.frameOf(e);
        const last = page[page.length - 1]!;
        if (isAfter(last, client.cursor)) client.cursor = { batch: last.batch, id: last.id };
        client.write(text);
      }
      const last = page[page.length - 1]!;
      this.cursor = { batch: last.batch, id: last.id };
      if (page.length < PAGE) return undefined;
    }
  }

  /** A comment line keeps proxies from closing an idle stream; sessions are checked again (logout, role change). */
  private async beat(): Promise<void> {
    for (const client of [...this.clients]) {
      client.write(': heartbeat\n\n');
      try {
        const user = await loadSessionUser(this.store, client.user.sessionId, client.user.id);
        if (user) client.user = user;
        else client.close();
      } catch {
        // A database hiccup does not end streams; the next beat checks again.
      }
    }
  }
}
