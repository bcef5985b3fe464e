import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, type FreshDatabase, freshDatabase } from '../helpers/databases.js';
import {
  type Answer,
  type Http,
  inspect,
  LONG,
  login,
  ok,
  poBody,
  poLine,
  report,
  type Service,
  seedMasters,
  startService,
} from './harness.js';

/**
 * Two service processes on one PostgreSQL database (one process on SQLite), both started at once on the empty
 * database, with clients on both moving, updating and deleting lines of the same purchase orders, with and
 * without If-Match. Afterwards every line is in exactly one existing order and replaying the audit log gives
 * exactly what is stored; a read-modify-write under If-Match never loses an update; every refusal is a 4xx the
 * operation documents, as {Message, Code}.
 */

const CLIENTS = 8;
const OPS_PER_CLIENT = LONG ? 400 : 40;
const INCREMENTS_PER_CLIENT = LONG ? 25 : 5;
const ORDERS = 6;

type Op =
  | 'move'
  | 'update'
  | 'update-if-match'
  | 'delete-line'
  | 'delete-line-if-match'
  | 'delete-order'
  | 'create';

interface OrderRead {
  etag: string;
  record: Record<string, unknown> & { id: number; details: { id: number; 'Item Number': string }[] };
}

describe.each(DATABASES)('contention [%s]', (kind) => {
  let database: FreshDatabase;
  const services: Service[] = [];
  let statuses: Map<string, Set<number>>;
  let items: string[] = [];

  beforeAll(async () => {
    database = await freshDatabase(kind);
    // Both processes start at once on the empty database: migrations and the first Superuser must not race.
    const count = kind === 'postgres' ? 2 : 1;
    services.push(...(await Promise.all(Array.from({ length: count }, () => startService(database.url)))));
    const admin = await login(services[0]!.url);
    items = await seedMasters(admin);
    await ok(
      admin.put('/api/change-tracking-settings', {
        entities: { PurchaseOrderList: true, PurchaseOrderDetails: true },
      }),
    );
    const spec = (await admin.get('/api/openapi.json')).json() as {
      paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
    };
    statuses = new Map();
    for (const [path, methods] of Object.entries(spec.paths))
      for (const [method, op] of Object.entries(methods))
        statuses.set(`${method.toUpperCase()} ${path}`, new Set(Object.keys(op.responses ?? {}).map(Number)));
  });

  afterAll(async () => {
    for (const service of services) await service.stop();
    await database?.drop();
  });

  it('ran every migration exactly once with both processes starting together', async () => {
    const inspector = await inspect(database.url);
    try {
      const rows = await inspector.query<{ name: string }>('select name from kysely_migration');
      expect(rows.length).toBeGreaterThan(5);
      expect(new Set(rows.map((r) => r.name)).size).toBe(rows.length);
      const users = await inspector.query<{ n: unknown }>('select count(*) as n from users');
      expect(Number(users[0]!.n)).toBe(1);
    } finally {
      await inspector.close();
    }
    for (const service of services)
      expect((await login(service.url).then((h) => h.get('/api/health'))).status).toBe(200);
  });

  /** Records a problem unless the answer is 200 or a documented 4xx with {Message, Code}. */
  const judge = (problems: string[], refused: Record<string, number>, key: string, answer: Answer) => {
    if (answer.status === 200) return;
    let code = '?';
    try {
      const body = answer.json() as { Message?: unknown; Code?: unknown };
      if (typeof body.Message !== 'string' || typeof body.Code !== 'string')
        problems.push(`${key}: ${answer.text}`);
      code = String(body.Code);
    } catch {
      problems.push(`${key}: not JSON: ${answer.status} ${answer.text.slice(0, 200)}`);
    }
    refused[`${key.split(' ')[0]} ${answer.status} ${code}`] =
      (refused[`${key.split(' ')[0]} ${answer.status} ${code}`] ?? 0) + 1;
    if (answer.status < 400 || answer.status >= 500 || !statuses.get(key)?.has(answer.status))
      problems.push(`${key}: undocumented ${answer.status} ${answer.text.slice(0, 200)}`);
  };

  it('keeps every line in exactly one order under concurrent moves, updates and deletes on both processes', async () => {
    const clients = await Promise.all(
      Array.from({ length: CLIENTS }, (_, i) => login(services[i % services.length]!.url)),
    );
    let created = 0;
    const create = async (http: Http) => {
      const lines = [...items].sort(() => Math.random() - 0.5).slice(0, 3);
      const answer = await http.post(
        '/api/purchase-order',
        poBody(
          `PO-CT-${++created}-${Math.random().toString(36).slice(2, 6)}`,
          lines.map((item) => poLine(item)),
        ),
      );
      return answer;
    };
    for (let i = 0; i < ORDERS; i++) await ok(create(clients[0]!));
    const orderIds = async (http: Http) =>
      (
        (await ok(http.get('/api/purchase-order?page_size=1000'))) as {
          data: { rows: { id: number }[] };
        }
      ).data.rows.map((r) => r.id);
    const read = async (http: Http, id: number): Promise<OrderRead | undefined> => {
      const answer = await http.get(`/api/purchase-order/${id}`);
      return answer.status === 200
        ? { etag: String(answer.headers.etag), record: answer.json() as OrderRead['record'] }
        : undefined;
    };

    const problems: string[] = [];
    const refused: Record<string, number> = {};
    const counts: Record<string, number> = {};
    let requests = 0;
    const pick = <T>(values: T[]) => values[Math.floor(Math.random() * values.length)]!;
    const ops: Op[] = [
      'move',
      'move',
      'move',
      'update',
      'update-if-match',
      'update-if-match',
      'delete-line',
      'delete-line-if-match',
      'delete-order',
      'create',
    ];
    await Promise.all(
      clients.map(async (http) => {
        for (let n = 0; n < OPS_PER_CLIENT; n++) {
          const op = pick(ops);
          const ids = await orderIds(http);
          if (ids.length < 2 || op === 'create') {
            const answer = await create(http);
            requests++;
            judge(problems, refused, 'POST /api/purchase-order', answer);
            continue;
          }
          const [a, b] = [pick(ids), pick(ids)];
          const source = await read(http, a);
          if (!source || source.record.details.length === 0) continue;
          const line = pick(source.record.details);
          const ifMatch = { 'if-match': source.etag };
          let key: string;
          let answer: Answer;
          switch (op) {
            case 'move':
              if (a === b) continue;
              key = 'PUT /api/purchase-order-details-move-lines';
              answer = await http.put('/api/purchase-order-details-move-lines', {
                moves: [{ id: line.id, 'Old Purchase Order List Id': a, 'New Purchase Order List Id': b }],
              });
              break;
            case 'update':
            case 'update-if-match':
              key = 'PUT /api/purchase-order/{id}';
              answer = await http.put(
                `/api/purchase-order/${a}`,
                {
                  ...source.record,
                  details: source.record.details.map((l) => ({ ...l, 'PO Details Quantity': 1 + requests })),
                },
                op === 'update-if-match' ? { headers: ifMatch } : {},
              );
              break;
            case 'delete-line':
            case 'delete-line-if-match':
              key = 'DELETE /api/purchase-order-details/{id}';
              answer = await http.delete(
                `/api/purchase-order-details/${line.id}`,
                op === 'delete-line-if-match' ? { headers: ifMatch } : {},
              );
              break;
            default:
              key = 'DELETE /api/purchase-order/{id}';
              answer = await http.delete(`/api/purchase-order/${a}`, { headers: ifMatch });
          }
          requests++;
          counts[`${op} ${answer.status}`] = (counts[`${op} ${answer.status}`] ?? 0) + 1;
          judge(problems, refused, key, answer);
        }
      }),
    );

    // Every line once, in an order that exists; replaying the whole audit log gives exactly the stored state.
    const inspector = await inspect(database.url);
    try {
      const lines = await inspector.query<{ id: number; order_id: number; quantity: unknown }>(
        'select l.id, l.order_id, l.quantity from purchase_order_lines l',
      );
      const orders = new Set(
        (await inspector.query<{ id: number }>('select id from purchase_orders')).map((o) => Number(o.id)),
      );
      for (const line of lines)
        if (!orders.has(Number(line.order_id)))
          problems.push(`line ${line.id} is in missing order ${line.order_id}`);
      expect(new Set(lines.map((l) => l.id)).size).toBe(lines.length);
      const audit = await inspector.query<{
        entity_type: string;
        entity_id: string;
        action: string;
        changes: string;
      }>(
        `select entity_type, entity_id, action, changes from audit_log
          where entity_type in ('PurchaseOrderList', 'PurchaseOrderDetails') order by id`,
      );
      const replayLines = new Map<string, { order: number; quantity: number }>();
      const replayOrders = new Set<number>();
      for (const entry of audit) {
        const changes = JSON.parse(entry.changes) as Record<string, { new: unknown }>;
        if (entry.entity_type === 'PurchaseOrderList') {
          if (entry.action === 'Created') replayOrders.add(Number(entry.entity_id));
          if (entry.action === 'Deleted') replayOrders.delete(Number(entry.entity_id));
          continue;
        }
        if (entry.action === 'Deleted') {
          replayLines.delete(entry.entity_id);
          continue;
        }
        const state = replayLines.get(entry.entity_id) ?? { order: 0, quantity: 0 };
        if (changes['Purchase Order Id']) state.order = Number(changes['Purchase Order Id'].new);
        if (changes['PO Details Quantity']) state.quantity = Number(changes['PO Details Quantity'].new);
        replayLines.set(entry.entity_id, state);
      }
      expect([...replayOrders].sort((x, y) => x - y)).toEqual([...orders].sort((x, y) => x - y));
      expect(Object.fromEntries(replayLines)).toEqual(
        Object.fromEntries(
          lines.map((l) => [String(l.id), { order: Number(l.order_id), quantity: Number(l.quantity) }]),
        ),
      );
    } finally {
      await inspector.close();
    }
    report(`contention [${kind}]`, { processes: services.length, requests, outcomes: counts, refused });
    expect(problems.slice(0, 20)).toEqual([]);
    // The load did contend: some writes went through and some were refused for what another client did.
    expect(Object.keys(counts).some((k) => k.endsWith(' 200'))).toBe(true);
  });

  it('never loses an update made under If-Match: concurrent read-increment-write on both processes', async () => {
    const clients = await Promise.all(
      Array.from({ length: CLIENTS }, (_, i) => login(services[i % services.length]!.url)),
    );
    const created = await ok(clients[0]!.post('/api/purchase-order', poBody('PO-INC', [poLine('I-1', 1)])));
    const id = Number(created.id);
    const problems: string[] = [];
    const refused: Record<string, number> = {};
    let increments = 0;
    let attempts = 0;
    await Promise.all(
      clients.map(async (http) => {
        for (let n = 0; n < INCREMENTS_PER_CLIENT; n++)
          for (;;) {
            const current = await http.get(`/api/purchase-order/${id}`);
            const record = current.json() as { details: { 'PO Details Quantity': number }[] };
            const quantity = Number(record.details[0]!['PO Details Quantity']);
            attempts++;
            const answer = await http.put(
              `/api/purchase-order/${id}`,
              { ...record, details: [{ ...record.details[0], 'PO Details Quantity': quantity + 1 }] },
              { headers: { 'if-match': String(current.headers.etag) } },
            );
            if (answer.status === 200) {
              increments++;
              break;
            }
            judge(problems, refused, 'PUT /api/purchase-order/{id}', answer);
            if (
              answer.status !== 412 ||
              (answer.json() as { Code: string }).Code !== 'PurchaseOrderList.Conflict'
            )
              break;
          }
      }),
    );
    const final = (await ok(clients[0]!.get(`/api/purchase-order/${id}`))) as {
      details: { 'PO Details Quantity': number }[];
    };
    report(`contention: If-Match increments [${kind}]`, { increments, attempts, refused });
    expect(problems).toEqual([]);
    expect(increments).toBe(CLIENTS * INCREMENTS_PER_CLIENT);
    expect(Number(final.details[0]!['PO Details Quantity'])).toBe(1 + increments);
  });
});
