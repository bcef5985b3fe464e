import type { ValidateFunction } from 'ajv';
import type { Tx } from '../../../core/db/index.js';
import { AppError, alreadyExists, badRequest } from '../../../core/errors.js';
import type { Actor } from '../../../core/events/outbox.js';
import { compileBodyValidator } from '../../../core/http/validation.js';
import { procurementLocked } from '../../integrations/queue.js';
import { batchLookup } from './refs.js';
import { orderBodySchema } from './schemas.js';
import { insertOrders, type PrepareContext, type Prepared, prepare } from './service.js';
import type { LooseDb, OrderBody, OrderConfig, RefKind } from './types.js';
import { loose, typed } from './types.js';
import { customColumnsFor } from './validate.js';

/** An order of a batch that was refused, by its position in the batch, with the answer the API would give. */
export interface BatchFailure {
  index: number;
  error: AppError;
}

export interface BatchResult {
  /** Ids of the stored orders, by position in the batch (undefined where refused). */
  ids: (number | undefined)[];
  failures: BatchFailure[];
}

const validators = new Map<OrderConfig, ValidateFunction>();
function schemaCheck(cfg: OrderConfig): ValidateFunction {
  let check = validators.get(cfg);
  if (!check) {
    check = compileBodyValidator(orderBodySchema(cfg));
    validators.set(cfg, check);
  }
  return check;
}

/** The create endpoint's body check (its TypeBox schema), answered as the route's validation would. */
function checkShape(cfg: OrderConfig, body: OrderBody): void {
  const check = schemaCheck(cfg);
  if (check(body)) return;
  const first = check.errors?.[0];
  const path = first?.instancePath ?? '';
  const match = /^\/details\/(\d+)\/(.+)$/.exec(path);
  const field = match ? match[2] : path.replace(/^\//, '') || first?.params?.missingProperty;
  throw new AppError(400, 'Request.Invalid', `body${path} ${first?.message ?? 'is invalid'}`).at({
    ...(match ? { line: Number(match[1]) } : {}),
    ...(field ? { field: String(field).replace(/~1/g, '/') } : {}),
  });
}

/** Every master number the batch names, per kind, so the lookup reads each kind once. */
function wantedOf(cfg: OrderConfig, bodies: readonly OrderBody[]) {
  const ids = new Map<RefKind, Set<string>>();
  const boms = new Set<string>();
  const note = (kind: RefKind | undefined, value: unknown) => {
    if (typeof value !== 'string' || kind === undefined || kind === 'subItem') return;
    if (kind === 'bom') boms.add(value);
    else {
      const set = ids.get(kind) ?? new Set<string>();
      set.add(value);
      ids.set(kind, set);
    }
  };
  for (const f of cfg.headerFields) if (f.kind === 'ref') ids.set(f.ref!, ids.get(f.ref!) ?? new Set());
  for (const f of cfg.lineFields)
    if (f.kind === 'ref' && f.ref !== 'subItem' && f.ref !== 'bom')
      ids.set(f.ref!, ids.get(f.ref!) ?? new Set());
  for (const body of bodies) {
    for (const f of cfg.headerFields) if (f.kind === 'ref') note(f.ref, body[f.key]);
    for (const line of Array.isArray(body.details) ? body.details : [])
      for (const f of cfg.lineFields) if (f.kind === 'ref') note(f.ref, line[f.key]);
  }
  return { ids, boms };
}

async function existingNumbers(db: LooseDb, cfg: OrderConfig, numbers: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < numbers.length; i += 5000) {
    const rows = await db
      .selectFrom(cfg.headerTable)
      .select('number')
      .where('number', 'in', numbers.slice(i, i + 5000))
      .execute();
    for (const r of rows) found.add(String(r.number));
  }
  return found;
}

/**
 * The create endpoint's checks of one body, in its order: the schema, an id must be absent, 4.2's validations,
 * custom columns, and a number not in `taken` (which it joins).
 */
async function checkNewOrder(
  db: LooseDb,
  cfg: OrderConfig,
  body: OrderBody,
  context: PrepareContext,
  taken: Set<string>,
): Promise<Prepared> {
  checkShape(cfg, body);
  const given = body[cfg.idField];
  if (given !== null && given !== undefined)
    throw badRequest('Request.Invalid', `${cfg.idField} must be null when creating a ${cfg.noun}`).at({
      field: cfg.idField,
    });
  const prepared = await prepare(db, cfg, body, null, context);
  const number = String(prepared.valid.api[cfg.numberKey]);
  if (taken.has(number))
    throw alreadyExists(
      cfg.entity,
      `${cfg.noun.charAt(0).toUpperCase()}${cfg.noun.slice(1)} ${number} already exists`,
    ).at({
      field: cfg.numberKey,
    });
  taken.add(number);
  return prepared;
}

/**
 * Checks a create body exactly as POST would, without writing anything (a scenario's Add Order). `taken` holds
 * numbers other bodies of the same batch already use; the database's are added.
 */
export async function validateNewOrder(
  db: LooseDb,
  cfg: OrderConfig,
  body: OrderBody,
  taken: Set<string> = new Set(),
): Promise<Prepared> {
  const number = body[cfg.numberKey];
  if (typeof number === 'string')
    for (const existing of await existingNumbers(db, cfg, [number])) taken.add(existing);
  return checkNewOrder(db, cfg, body, {}, taken);
}

/**
 * Creates many orders inside the caller's transaction by the create endpoint's rules: the body schema, the
 * validations of 4.2 in their order (validateOrder, with masters looked up once for the batch), custom columns,
 * unique numbers (against the database and inside the batch); then bulk inserts with their events and audit.
 * Refused orders are reported, not thrown; the caller decides whether the rest is kept.
 */
export async function createOrdersInBatch(
  trx: Tx,
  cfg: OrderConfig,
  bodies: readonly OrderBody[],
  actor: Actor,
): Promise<BatchResult> {
  const db = loose(trx);
  if (cfg.queued?.create && (await procurementLocked(typed(db))))
    throw badRequest(
      'IntegrationRun.Locked',
      `Procurement tables are locked by an integration run: ${cfg.noun}s cannot be loaded in bulk until it ends`,
    );
  const lookup = await batchLookup(db, wantedOf(cfg, bodies));
  const context = {
    lookup,
    headerColumns: await customColumnsFor(db, cfg.customHeader),
    lineColumns: await customColumnsFor(db, cfg.customLine),
  };
  const numbers = bodies.map((b) => b[cfg.numberKey]).filter((n): n is string => typeof n === 'string');
  const taken = await existingNumbers(db, cfg, [...new Set(numbers)]);
  const failures: BatchFailure[] = [];
  const accepted: { index: number; prepared: Prepared }[] = [];
  for (const [index, body] of bodies.entries()) {
    try {
      const prepared = await checkNewOrder(db, cfg, body, context, taken);
      accepted.push({ index, prepared });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      failures.push({ index, error });
    }
  }
  const created = await insertOrders(
    db,
    cfg,
    accepted.map((a) => a.prepared),
    actor,
  );
  const ids: (number | undefined)[] = bodies.map(() => undefined);
  accepted.forEach((a, i) => {
    ids[a.index] = created[i];
  });
  return { ids, failures };
}
