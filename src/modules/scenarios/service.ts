import type { Selectable } from 'kysely';
import { actorOf } from '../../core/auth/actor.js';
import type { AuthUser } from '../../core/auth/session-user.js';
import type { Executor, Store } from '../../core/db/index.js';
import { inTransaction, nowIso } from '../../core/db/transaction.js';
import { AppError, badRequest, notFound } from '../../core/errors.js';
import { recordChange } from '../../core/events/outbox.js';
import { validateNewOrder } from '../orders/engine/batch.js';
import type { Prepared } from '../orders/engine/service.js';
import type { OrderBody } from '../orders/engine/types.js';
import { loose } from '../orders/engine/types.js';
import { isCalendarDate, MAX_HORIZON_DAYS } from '../planning/params.js';
import {
  invalidAdjustment,
  type KnownNames,
  type ParsedAdjustment,
  parseAdjustments,
} from './adjustments.js';
import { ORDER_CONFIGS } from './kinds.js';
import { SCENARIO_ORDER_TYPES, type ScenarioOrderType } from './overlay.js';
import type { ScenarioTables } from './tables.js';

export const ENTITY = 'Scenario';
export const SCENARIO_STATUSES = ['Draft', 'Active', 'Archived'] as const;

export type ScenarioRow = Selectable<ScenarioTables['scenarios']>;

export type ScenarioRecord = {
  id: number;
  'Scenario Name': string;
  'Scenario Description': string | null;
  'Scenario Status': string;
  'Scenario Adjustments': unknown[];
  'Plan Date': string | null;
  'Horizon Days': number | null;
  'Created By': string | null;
  'Created At': string;
  'Updated At': string;
};

export interface ScenarioBody {
  'Scenario Name'?: string;
  'Scenario Description'?: string | null;
  'Scenario Status'?: string;
  'Scenario Adjustments'?: unknown;
  'Plan Date'?: unknown;
  'Horizon Days'?: unknown;
}

export const scenarioRecord = (row: ScenarioRow): ScenarioRecord => ({
  id: row.id,
  'Scenario Name': row.name,
  'Scenario Description': row.description,
  'Scenario Status': row.status,
  'Scenario Adjustments': JSON.parse(row.adjustments) as unknown[],
  'Plan Date': row.plan_date,
  'Horizon Days': row.horizon_days,
  'Created By': row.created_by,
  'Created At': row.created_at,
  'Updated At': row.updated_at,
});

export const scenarioNotFound = (id: number) => notFound(ENTITY, `Scenario #${id} not found`);

export async function findScenario(db: Executor, id: number): Promise<ScenarioRow> {
  const row = await db.selectFrom('scenarios').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw scenarioNotFound(id);
  return row;
}

function checkStatus(status: string | undefined): void {
  if (status !== undefined && !(SCENARIO_STATUSES as readonly string[]).includes(status))
    throw badRequest(
      'Scenario.InvalidStatus',
      `Scenario Status must be one of ${SCENARIO_STATUSES.join(', ')}`,
    );
}

const invalidParameters = (message: string) => badRequest('Planning.InvalidParameters', message);

/** `Plan Date` and `Horizon Days` by the run's rules (planning.md part 2); null clears them. */
function planParameters(body: ScenarioBody): { plan_date?: string | null; horizon_days?: number | null } {
  const out: { plan_date?: string | null; horizon_days?: number | null } = {};
  const date = body['Plan Date'];
  if (date !== undefined) {
    if (date !== null && (typeof date !== 'string' || !isCalendarDate(date)))
      throw invalidParameters('Plan Date must be a date written YYYY-MM-DD');
    out.plan_date = date;
  }
  const horizon = body['Horizon Days'];
  if (horizon !== undefined) {
    if (
      horizon !== null &&
      (typeof horizon !== 'number' || !Number.isInteger(horizon) || horizon < 1 || horizon > MAX_HORIZON_DAYS)
    )
      throw invalidParameters(`Horizon Days must be a whole number from 1 to ${MAX_HORIZON_DAYS}`);
    out.horizon_days = horizon;
  }
  return out;
}

const setPerOrderType = () =>
  Object.fromEntries(SCENARIO_ORDER_TYPES.map((type) => [type, new Set<string>()])) as Record<
    ScenarioOrderType,
    Set<string>
  >;

/** The strings each adjustment field names, so only those numbers are looked up. */
function namedNumbers(raw: unknown) {
  const wanted = {
    items: new Set<string>(),
    suppliers: new Set<string>(),
    customers: new Set<string>(),
    warehouses: new Set<string>(),
    orders: setPerOrderType(),
  };
  if (!Array.isArray(raw)) return wanted;
  for (const a of raw) {
    if (typeof a !== 'object' || a === null) continue;
    const r = a as Record<string, unknown>;
    const add = (set: Set<string>, v: unknown) => typeof v === 'string' && set.add(v);
    add(wanted.items, r['Item Number']);
    add(wanted.suppliers, r['Supplier Number']);
    add(wanted.customers, r['Customer Number']);
    add(wanted.warehouses, r['Warehouse Number']);
    const type = r['Order Type'];
    if (typeof type === 'string' && Object.hasOwn(wanted.orders, type))
      add(wanted.orders[type as ScenarioOrderType], r['Order Number']);
  }
  return wanted;
}

async function existing(db: Executor, table: string, numbers: Set<string>): Promise<Set<string>> {
  if (numbers.size === 0) return new Set();
  const rows = await loose(db)
    .selectFrom(table as 'items')
    .select('number')
    .where('number', 'in', [...numbers])
    .execute();
  return new Set(rows.map((r) => String(r.number)));
}

async function knownNames(db: Executor, raw: unknown): Promise<KnownNames> {
  const wanted = namedNumbers(raw);
  const orders = {} as Record<ScenarioOrderType, ReadonlySet<string>>;
  for (const type of SCENARIO_ORDER_TYPES)
    orders[type] = await existing(db, ORDER_CONFIGS[type].headerTable, wanted.orders[type]);
  return {
    items: await existing(db, 'items', wanted.items),
    suppliers: await existing(db, 'suppliers', wanted.suppliers),
    customers: await existing(db, 'customers', wanted.customers),
    warehouses: await existing(db, 'warehouses', wanted.warehouses),
    orders,
  };
}

/** A parsed adjustment, with an Add Order's body checked by its order type's create rules. */
export type CheckedAdjustment =
  | Exclude<ParsedAdjustment, { type: 'Add Order' }>
  | { type: 'Add Order'; orderType: ScenarioOrderType; prepared: Prepared };

/**
 * Parses and checks a scenario's adjustments against the current data: names must exist, and each Add Order body
 * passes exactly what POST of its order type checks (numbers unique against the database and each other).
 * Any failure is 400 Scenario.InvalidAdjustment naming the adjustment's index (and the order engine's code).
 */
export async function checkAdjustments(db: Executor, raw: unknown): Promise<CheckedAdjustment[]> {
  const parsed = parseAdjustments(raw, await knownNames(db, raw));
  const taken = setPerOrderType();
  const checked: CheckedAdjustment[] = [];
  for (const [index, a] of parsed.entries()) {
    if (a.type !== 'Add Order') {
      checked.push(a);
      continue;
    }
    try {
      const prepared = await validateNewOrder(
        loose(db),
        ORDER_CONFIGS[a.orderType],
        a.order as OrderBody,
        taken[a.orderType],
      );
      checked.push({ type: 'Add Order', orderType: a.orderType, prepared });
    } catch (error) {
      if (!(error instanceof AppError) || error.status !== 400) throw error;
      throw invalidAdjustment(index, `Order: ${error.message} (${error.code})`);
    }
  }
  return checked;
}

const audited = { alwaysAudited: true } as const;

export async function createScenario(store: Store, caller: AuthUser, body: ScenarioBody) {
  checkStatus(body['Scenario Status']);
  const plan = planParameters(body);
  return inTransaction(store, async (trx) => {
    await checkAdjustments(trx, body['Scenario Adjustments']);
    const now = nowIso();
    const row = await trx
      .insertInto('scenarios')
      .values({
        name: body['Scenario Name'] as string,
        description: body['Scenario Description'] ?? null,
        status: body['Scenario Status'] ?? 'Draft',
        adjustments: JSON.stringify(body['Scenario Adjustments'] ?? []),
        plan_date: plan.plan_date ?? null,
        horizon_days: plan.horizon_days ?? null,
        created_by: caller.username,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const after = scenarioRecord(row);
    await recordChange(trx, actorOf(caller), {
      entityType: ENTITY,
      entityId: row.id,
      action: 'Created',
      after,
      ...audited,
    });
    return after;
  });
}

export async function updateScenario(store: Store, caller: AuthUser, id: number, body: ScenarioBody) {
  checkStatus(body['Scenario Status']);
  const plan = planParameters(body);
  return inTransaction(store, async (trx) => {
    const before = await findScenario(trx, id);
    const adjustments = body['Scenario Adjustments'];
    if (adjustments !== undefined) await checkAdjustments(trx, adjustments);
    const row = await trx
      .updateTable('scenarios')
      .set({
        ...(body['Scenario Name'] === undefined ? {} : { name: body['Scenario Name'] }),
        ...(body['Scenario Description'] === undefined ? {} : { description: body['Scenario Description'] }),
        ...(body['Scenario Status'] === undefined ? {} : { status: body['Scenario Status'] }),
        ...(adjustments === undefined ? {} : { adjustments: JSON.stringify(adjustments ?? []) }),
        ...plan,
        updated_at: nowIso(),
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const after = scenarioRecord(row);
    await recordChange(trx, actorOf(caller), {
      entityType: ENTITY,
      entityId: id,
      action: 'Updated',
      before: scenarioRecord(before),
      after,
      ...audited,
    });
    return after;
  });
}

export async function deleteScenario(store: Store, caller: AuthUser, id: number): Promise<void> {
  await inTransaction(store, async (trx) => {
    const before = await findScenario(trx, id);
    await trx.deleteFrom('scenarios').where('id', '=', id).execute();
    await recordChange(trx, actorOf(caller), {
      entityType: ENTITY,
      entityId: id,
      action: 'Deleted',
      before: scenarioRecord(before),
      ...audited,
    });
  });
}
