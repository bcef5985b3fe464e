/**
 * Plans a scenario on request (planning.md part 4): the base data is loaded once per change of the base (one read
 * snapshot, with the change counter read in it), the scenario's adjustments are laid over it in memory, and the
 * same engine plans the result. Nothing is written. Results are cached per instance, keyed by the scenario's
 * `updated_at` and the base-data counter, so a write anywhere (on any instance) makes the next request recompute.
 */
import { type SqlBool, sql } from 'kysely';
import type { Executor, Store } from '../../core/db/index.js';
import { badRequest } from '../../core/errors.js';
import { prepareView } from '../../core/list/engine.js';
import type { MemoryColumn, MemoryRow } from '../../core/list/memory.js';
import { findView } from '../../core/list/registry.js';
import type { Prepared } from '../orders/engine/service.js';
import type { OrderConfig } from '../orders/engine/types.js';
import {
  ORDER_TYPES,
  type PlanForecastLine,
  type PlanInput,
  type PlanManufacturingLine,
  type PlanPurchaseLine,
  type PlanResult,
  type PlanSalesLine,
  plan,
} from '../planning/engine/index.js';
import { inReadSnapshot, type LoadedPlanData, readPlanInput } from '../planning/loader.js';
import { DEFAULT_HORIZON_DAYS } from '../planning/params.js';
import { suggestedOrders } from '../planning/suggestion-builder.js';
import {
  type Adjustment,
  applyScenario,
  type LineKindKey,
  type OverlayResult,
  shiftDate,
} from './overlay.js';
import {
  type CheckedAdjustment,
  checkAdjustments,
  findScenario,
  ORDER_CONFIGS,
  type ScenarioRow,
} from './service.js';

export const SCENARIO_CHANGE = 'Scenario Change';

/** A scenario never shows pegging: firm supply's (a million rows on a large plan) is left out. */
const PLAN_OPTIONS = { firmPegging: false };

export const KIND_CONFIG: Record<LineKindKey, OrderConfig> = {
  purchase: ORDER_CONFIGS.Purchase,
  sales: ORDER_CONFIGS.Sales,
  manufacturing: ORDER_CONFIGS.Manufacturing,
  forecast: ORDER_CONFIGS.Forecast,
};

/** Reads the base-data change counter (migration 0016). */
export async function baseVersion(db: Executor): Promise<string> {
  const row = await db
    .selectFrom('data_versions')
    .select('version')
    .where('name', '=', 'base')
    .executeTakeFirstOrThrow();
  return String(row.version);
}

interface BaseEntry {
  version: string;
  planDate: string;
  horizonDays: number;
  data: LoadedPlanData;
  plan?: PlanResult;
  /** The `…_details` rows of each kind as the SQL view answers them, and its columns. */
  details: Partial<Record<LineKindKey, { columns: MemoryColumn[]; rows: Map<number, MemoryRow> }>>;
}

export interface ProjectedScenario {
  scenario: ScenarioRow;
  base: BaseEntry;
  overlay: OverlayResult;
  plan: PlanResult;
  /** Added orders as validated, by kind, with the negative line ids the overlay gave their lines. */
  added: Record<LineKindKey, { prepared: Prepared; lineIds: number[] }[]>;
  rows: Partial<Record<LineKindKey, MemoryRow[]>>;
  comparison?: MemoryRow[];
  /** The planned orders grouped and numbered as suggestions (shared by the purchase and manufacturing rows). */
  suggestions?: ReturnType<typeof suggestedOrders>;
}

interface StoreCache {
  base?: BaseEntry;
  scenarios: Map<number, { key: string; projected: ProjectedScenario }>;
}
const caches = new WeakMap<Store, StoreCache>();
/** Scenarios kept per instance; the oldest answer is dropped first. */
const MAX_CACHED_SCENARIOS = 16;

function cacheOf(store: Store): StoreCache {
  let cache = caches.get(store);
  if (!cache) {
    cache = { scenarios: new Map() };
    caches.set(store, cache);
  }
  return cache;
}

const today = () => new Date().toISOString().slice(0, 10);

async function planParameters(db: Executor, scenario: ScenarioRow) {
  const last = await db
    .selectFrom('plan_runs')
    .select(['plan_date', 'horizon_days'])
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return {
    planDate: scenario.plan_date ?? last?.plan_date ?? today(),
    horizonDays: scenario.horizon_days ?? last?.horizon_days ?? DEFAULT_HORIZON_DAYS,
  };
}

async function baseEntry(store: Store, version: string, planDate: string, horizonDays: number) {
  const cache = cacheOf(store);
  const held = cache.base;
  if (held && held.version === version && held.planDate === planDate && held.horizonDays === horizonDays)
    return held;
  const loaded = await inReadSnapshot(store, async (db) => ({
    version: await baseVersion(db),
    data: await readPlanInput(db, planDate, horizonDays),
  }));
  const entry: BaseEntry = { ...loaded, planDate, horizonDays, details: {} };
  cache.base = entry;
  return entry;
}

const QUANTITY_KEY = {
  Purchase: 'PO Details Quantity',
  Sales: 'SO Details Quantity',
  Manufacturing: 'MO Details Quantity',
  Forecast: 'Forecast Details Quantity',
} as const;

/** Turns a validated Add Order into the engine's lines, with ids below every real one (negative). */
function addedLines(
  checked: Extract<CheckedAdjustment, { type: 'Add Order' }>,
  nextId: () => number,
): { adjustment: Adjustment; lineIds: number[] } {
  const { api } = checked.prepared.valid;
  const text = (v: unknown) => (typeof v === 'string' ? v : null);
  const lineIds: number[] = [];
  const lines = checked.prepared.valid.lines.map((line) => {
    const id = nextId();
    lineIds.push(id);
    return {
      line: line.api,
      base: {
        lineId: id,
        orderId: 0,
        itemNumber: String(line.api['Item Number']),
        subItemNumber: text(line.api['Sub Item Number']),
        warehouseNumber: String(line.api['Warehouse Number']),
        quantity: Number(line.api[QUANTITY_KEY[checked.orderType]]),
      },
    };
  });
  const number = String(api[ORDER_CONFIGS[checked.orderType].numberKey]);
  switch (checked.orderType) {
    case 'Purchase':
      return {
        lineIds,
        adjustment: {
          type: 'Add Order',
          orderType: 'Purchase',
          purchaseLines: lines.map(
            ({ line, base }): PlanPurchaseLine => ({
              ...base,
              orderNumber: number,
              status: String(line['PO Details Document Status']),
              supplierNumber: String(api['Supplier Number']),
              shipFromNumber: text(line['Ship From Number']),
              etaDate: text(line['PO Details ETA Date']),
              requestDate: text(line['PO Details Request Date']),
              orderDate: text(line['PO Details Order Date']),
              price: typeof line['PO Details Price'] === 'number' ? line['PO Details Price'] : null,
            }),
          ),
        },
      };
    case 'Sales':
      return {
        lineIds,
        adjustment: {
          type: 'Add Order',
          orderType: 'Sales',
          salesLines: lines.map(
            ({ line, base }): PlanSalesLine => ({
              ...base,
              orderNumber: number,
              status: String(line['SO Details Document Status']),
              customerNumber: String(api['Customer Number']),
              shipDate: text(line['SO Details Ship Date']),
              orderDate: text(line['SO Details Order Date']),
            }),
          ),
        },
      };
    case 'Manufacturing':
      return {
        lineIds,
        adjustment: {
          type: 'Add Order',
          orderType: 'Manufacturing',
          manufacturingLines: lines.map(
            ({ line, base }): PlanManufacturingLine => ({
              ...base,
              orderNumber: number,
              status: String(line['MO Details Document Status']),
              bomNumber: text(line['BOM Number']),
              startDate: text(line['MO Details Start Date']),
              dueDate: text(line['MO Details Due Date']),
            }),
          ),
        },
      };
    default:
      return {
        lineIds,
        adjustment: {
          type: 'Add Order',
          orderType: 'Forecast',
          forecastLines: lines.map(
            ({ line, base }): PlanForecastLine => ({
              itemNumber: base.itemNumber,
              subItemNumber: base.subItemNumber,
              warehouseNumber: base.warehouseNumber,
              lineId: base.lineId,
              forecastId: 0,
              forecastNumber: number,
              listStatus: String(api['Forecast List Status']),
              customerNumber: text(line['Customer Number']),
              date: text(line['Forecast Details Date']),
              quantity: base.quantity,
            }),
          ),
        },
      };
  }
}

const KIND_OF_ORDER_TYPE = {
  Purchase: 'purchase',
  Sales: 'sales',
  Manufacturing: 'manufacturing',
  Forecast: 'forecast',
} as const;

/**
 * The scenario planned: 400 Scenario.NotFound for an unknown id, 400 Scenario.NotActive unless Active. Answers
 * from this instance's cache while neither the scenario nor the base data changed.
 */
export async function projectScenario(store: Store, scenarioId: number): Promise<ProjectedScenario> {
  const scenario = await findScenario(store.db, scenarioId);
  if (scenario.status !== 'Active')
    throw badRequest(
      'Scenario.NotActive',
      `Scenario #${scenarioId} is ${scenario.status}: only an Active scenario plans`,
    );
  const version = await baseVersion(store.db);
  const key = `${scenario.updated_at}|${version}`;
  const cache = cacheOf(store);
  const held = cache.scenarios.get(scenarioId);
  if (held && held.key === key) return held.projected;

  const { planDate, horizonDays } = await planParameters(store.db, scenario);
  const base = await baseEntry(store, version, planDate, horizonDays);
  const checked = await checkAdjustments(store.db, JSON.parse(scenario.adjustments));
  let next = 0;
  const nextId = () => --next;
  const added: ProjectedScenario['added'] = { purchase: [], sales: [], manufacturing: [], forecast: [] };
  const adjustments: Adjustment[] = checked.map((a) => {
    if (a.type !== 'Add Order') return a;
    const { adjustment, lineIds } = addedLines(a, nextId);
    added[KIND_OF_ORDER_TYPE[a.orderType]].push({ prepared: a.prepared, lineIds });
    return adjustment;
  });
  const overlay = applyScenario(base.data.input, adjustments);
  const projected: ProjectedScenario = {
    scenario,
    base,
    overlay,
    plan: plan(overlay.input, PLAN_OPTIONS),
    added,
    rows: {},
  };
  // Keyed by what was read before planning: a write meanwhile leaves a key that no later request matches.
  cache.scenarios.delete(scenarioId);
  cache.scenarios.set(scenarioId, { key: `${scenario.updated_at}|${base.version}`, projected });
  if (cache.scenarios.size > MAX_CACHED_SCENARIOS) {
    const oldest = cache.scenarios.keys().next().value;
    if (oldest !== undefined) cache.scenarios.delete(oldest);
  }
  return projected;
}

/** The base's `…_details` rows of one kind (read once per base version), keyed by line id. */
async function baseDetails(store: Store, base: BaseEntry, kind: LineKindKey) {
  const held = base.details[kind];
  if (held) return held;
  const cfg = KIND_CONFIG[kind];
  const entry = findView(cfg.views.details);
  if (!entry) throw new Error(`view ${cfg.views.details} is not registered`);
  const rows = new Map<number, MemoryRow>();
  let columns: MemoryColumn[] = [];
  await inReadSnapshot(store, async (db) => {
    const prepared = await prepareView(store, entry.view, { filters: {} }, undefined, db);
    columns = prepared.columns.map(({ key, format, alias }) =>
      alias ? { key, format, alias } : { key, format },
    );
    // Suggested lines are replaced by the scenario's own: not read at all (a run leaves as many as the firm ones).
    const status = cfg.lineStatusKey;
    const query =
      status === undefined || (kind !== 'purchase' && kind !== 'manufacturing')
        ? prepared.rows(Number.MAX_SAFE_INTEGER, 0)
        : prepared
            .rows(Number.MAX_SAFE_INTEGER, 0)
            .where(sql<SqlBool>`${sql.id('v', status)} <> 'Suggested'`);
    for await (const raw of query.stream(5000)) {
      const row = prepared.toRow(raw as Record<string, unknown>) as MemoryRow;
      // The projected copy's column, added once here: a copy of an object with every key it will have keeps
      // V8's fast shape, where adding a key to each of 200,000 copies cost ten times the copying (measured).
      row[SCENARIO_CHANGE] = 'Unchanged';
      rows.set(row.id, row);
    }
  });
  const details = { columns, rows };
  base.details[kind] = details;
  return details;
}

/** Line fields an adjustment can change, by kind: the engine line's field → the view's column. */
const PATCHES: Record<LineKindKey, [string, string][]> = {
  purchase: [
    ['quantity', 'PO Details Quantity'],
    ['etaDate', 'PO Details ETA Date'],
    ['requestDate', 'PO Details Request Date'],
    ['orderDate', 'PO Details Order Date'],
  ],
  sales: [['quantity', 'SO Details Quantity']],
  manufacturing: [['quantity', 'MO Details Quantity']],
  forecast: [['quantity', 'Forecast Details Quantity']],
};

const INPUT_LINES = {
  purchase: 'purchaseLines',
  sales: 'salesLines',
  manufacturing: 'manufacturingLines',
  forecast: 'forecastLines',
} as const;

/** Names of the masters added and suggested rows show (the SQL view joins them for stored rows). */
async function masterNames(
  store: Store,
  table: 'suppliers' | 'customers' | 'warehouses',
  numbers: Set<string>,
) {
  if (numbers.size === 0) return new Map<string, string>();
  const rows = await store.db
    .selectFrom(table)
    .select(['number', 'name'])
    .where('number', 'in', [...numbers])
    .execute();
  return new Map(rows.map((r) => [r.number, r.name]));
}

/** The projected lines of one kind: stored lines as changed, cancelled ones, added orders and suggestions. */
export async function projectedRows(store: Store, projected: ProjectedScenario, kind: LineKindKey) {
  const { columns, rows: stored } = await baseDetails(store, projected.base, kind);
  const held = projected.rows[kind];
  if (held) return { columns: [...columns, changeColumn], rows: held };
  const cfg = KIND_CONFIG[kind];
  const blank = Object.fromEntries(columns.map((c) => [c.key, null]));
  const out: MemoryRow[] = [];
  const changes = projected.overlay.changes[kind];
  const patches = PATCHES[kind];
  for (const line of projected.overlay.input[INPUT_LINES[kind]] as { lineId: number }[]) {
    if (line.lineId < 0) continue; // added lines are listed from their order below
    const row = stored.get(line.lineId);
    if (!row) continue;
    const change = changes.get(line.lineId) ?? 'Unchanged';
    const listed: MemoryRow = { ...row };
    listed[SCENARIO_CHANGE] = change;
    if (change === 'Modified') {
      for (const [field, column] of patches)
        listed[column] = (line as unknown as Record<string, unknown>)[field];
      const delay = kind === 'purchase' ? projected.overlay.purchaseDelays.get(line.lineId) : undefined;
      if (delay !== undefined) {
        const shipDate = listed['PO Details Ship Date'];
        listed['PO Details Ship Date'] = typeof shipDate === 'string' ? shiftDate(shipDate, delay) : shipDate;
      }
    }
    out.push(listed);
  }
  for (const line of projected.overlay.cancelled[INPUT_LINES[kind]] as { lineId: number }[]) {
    const row = stored.get(line.lineId);
    if (row) {
      const listed: MemoryRow = { ...row };
      listed[SCENARIO_CHANGE] = 'Cancelled';
      out.push(listed);
    }
  }

  // Names shown beside the numbers of added and suggested rows.
  const wanted = {
    suppliers: new Set<string>(),
    customers: new Set<string>(),
    warehouses: new Set<string>(),
  };
  const addedRows: MemoryRow[] = [];
  for (const { prepared, lineIds } of projected.added[kind]) {
    const header = { ...prepared.valid.api, ...prepared.custom };
    prepared.valid.lines.forEach((line, i) => {
      addedRows.push({
        ...blank,
        ...header,
        ...line.api,
        ...prepared.lineCustom[i],
        [cfg.idField]: null,
        id: lineIds[i] as number,
        [SCENARIO_CHANGE]: 'Added',
      });
    });
  }
  const suggestedRows = suggestionRows(projected, kind, blank);
  for (const row of [...addedRows, ...suggestedRows]) {
    if (typeof row['Supplier Number'] === 'string') wanted.suppliers.add(row['Supplier Number']);
    if (typeof row['Customer Number'] === 'string') wanted.customers.add(row['Customer Number']);
    if (typeof row['Warehouse Number'] === 'string') wanted.warehouses.add(row['Warehouse Number']);
  }
  const names = {
    'Supplier Name': ['Supplier Number', await masterNames(store, 'suppliers', wanted.suppliers)],
    'Customer Name': ['Customer Number', await masterNames(store, 'customers', wanted.customers)],
    'Warehouse Name': ['Warehouse Number', await masterNames(store, 'warehouses', wanted.warehouses)],
  } as const;
  const keys = new Set(columns.map((c) => c.key));
  const shownNames = Object.entries(names).filter(([nameKey]) => keys.has(nameKey));
  for (const row of addedRows) {
    for (const [nameKey, [numberKey, map]] of shownNames)
      row[nameKey] = map.get(String(row[numberKey])) ?? null;
    // Only the view's columns: an added order's body may carry keys the view does not show.
    for (const key of Object.keys(row))
      if (key !== 'id' && key !== SCENARIO_CHANGE && !keys.has(key)) delete row[key];
    out.push(row);
  }
  // Suggested rows hold the view's columns only (suggestionRows).
  for (const row of suggestedRows) {
    for (const [nameKey, [numberKey, map]] of shownNames)
      row[nameKey] = map.get(String(row[numberKey])) ?? null;
    out.push(row);
  }
  projected.rows[kind] = out;
  return { columns: [...columns, changeColumn], rows: out };
}

const changeColumn: MemoryColumn = { key: SCENARIO_CHANGE, format: 'string' };

/** The scenario's planned orders as Suggested lines with the fields part 2 gives them, ids below the added ones. */
function suggestionRows(
  projected: ProjectedScenario,
  kind: LineKindKey,
  blank: Record<string, null>,
): MemoryRow[] {
  if (kind !== 'purchase' && kind !== 'manufacturing') return [];
  const id = projected.scenario.id;
  projected.suggestions ??= suggestedOrders(projected.plan, projected.base.data, {
    purchase: (n) => `SCN-${id}-${n}`,
    manufacturing: (n) => `SCN-MO-${id}-${n}`,
    transfer: (n) => `SCN-TO-${id}-${n}`,
  });
  const { purchase, manufacturing } = projected.suggestions;
  // Below every added line's id (those count down from -1).
  let next = -(projected.added[kind].reduce((n, a) => n + a.lineIds.length, 0) + 1);
  // Every row a copy of one object holding all its keys (the view's columns, the id and the change), values set
  // after: fast-shaped objects, ten times quicker to build than literals spreading `blank` and adding keys.
  const template: MemoryRow = { ...blank, id: 0, [SCENARIO_CHANGE]: 'Suggested' };
  const set = (row: MemoryRow, values: Record<string, unknown>) => {
    for (const key in values) if (key in template) row[key] = values[key];
  };
  const rows: MemoryRow[] = [];
  if (kind === 'purchase')
    for (const order of purchase)
      for (const line of order.lines) {
        const row: MemoryRow = { ...template };
        row.id = next--;
        set(row, {
          'Purchase Order Id': null,
          'PO List Number': order.number,
          'PO List Document Status': 'Suggested',
          'PO List Order Date': order.releaseDate,
          'Supplier Number': order.supplierNumber,
          'Item Number': line.itemNumber,
          'Sub Item Number': line.subItemNumber,
          'Warehouse Number': line.warehouseNumber,
          'Ship From Number': line.shipFromNumber,
          'PO Details Price': line.price,
          'PO Details Quantity': line.quantity,
          'PO Details Document Status': 'Suggested',
          'PO Details Order Date': line.releaseDate,
          'PO Details Request Date': line.receiptDate,
          'PO Details ETA Date': line.receiptDate,
        });
        rows.push(row);
      }
  else
    for (const order of manufacturing) {
      const row: MemoryRow = { ...template };
      row.id = next--;
      set(row, {
        'Manufacturing Order Id': null,
        'MO List Number': order.number,
        'MO List Document Status': 'Suggested',
        'Item Number': order.itemNumber,
        'Sub Item Number': order.subItemNumber,
        'Warehouse Number': order.warehouseNumber,
        'BOM Number': order.bomNumber,
        'MO Details Quantity': order.quantity,
        'MO Details Document Status': 'Suggested',
        'MO Details Start Date': order.releaseDate,
        'MO Details Due Date': order.receiptDate,
      });
      rows.push(row);
    }
  return rows;
}

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date.slice(0, 10)}T00:00:00Z`) / DAY_MS;
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

interface SkuFigures {
  stockoutDays: number;
  lateOrders: number;
  plannedReceipts: number;
  suggestedSpend: number;
}

/**
 * Per SKU: days the projected balance (planned receipts included) is below 0, late planned orders, receipts, spend.
 * Read from the plan's columns: the SKUs' and planned orders' objects of a 100,000-SKU plan are built for nothing
 * else, and building them took most of a comparison's time and heap.
 */
function figuresOf(
  result: PlanResult,
  input: PlanInput,
): Map<string, { key: SkuKeyText; figures: SkuFigures }> {
  const c = result.columns;
  // Day numbers of the columns count from the plan date (0).
  const end = dayNumber(result.endDate) - dayNumber(result.planDate);
  const out = new Map<string, { key: SkuKeyText; figures: SkuFigures }>();
  const figuresOfSku: SkuFigures[] = new Array(c.skuCount);
  for (let s = 0; s < c.skuCount; s++) {
    const key: SkuKeyText = {
      itemNumber: c.skuItemNumber(s),
      subItemNumber: c.skuSubItemNumber(s),
      warehouseNumber: c.skuWarehouseNumber(s),
    };
    const text = JSON.stringify([key.itemNumber, key.subItemNumber, key.warehouseNumber]);
    let entry = out.get(text);
    if (!entry) {
      entry = { key, figures: { stockoutDays: 0, lateOrders: 0, plannedReceipts: 0, suggestedSpend: 0 } };
      out.set(text, entry);
    }
    const figures = entry.figures;
    figuresOfSku[s] = figures;
    figures.plannedReceipts = c.skuPlannedReceipts[s]!;
    // A day's balance holds until the next day listed, or the end of the horizon.
    const last = c.dayStart[s + 1]! - 1;
    for (let r = c.dayStart[s]!; r <= last; r++) {
      if (c.balance[r]! >= 0) continue;
      const until = r === last ? end + 1 : c.day[r + 1]!;
      figures.stockoutDays += Math.max(0, Math.min(until, end + 1) - c.day[r]!);
    }
  }
  for (let i = 0; i < c.orderCount; i++) {
    const figures = figuresOfSku[c.orderSku[i]!]!;
    if (c.orderReleaseDay[i]! < 0) figures.lateOrders++;
    if (ORDER_TYPES[c.orderType[i]!] === 'Purchase')
      figures.suggestedSpend +=
        c.orderQuantity[i]! * (input.allocations[c.orderAllocation[i]!]?.unitPrice ?? 0);
  }
  return out;
}

interface SkuKeyText {
  itemNumber: string;
  subItemNumber: string | null;
  warehouseNumber: string;
}

export const COMPARISON_COLUMNS: MemoryColumn[] = [
  { key: 'Item Number', format: 'string' },
  { key: 'Sub Item Number', format: 'string' },
  { key: 'Warehouse Number', format: 'string' },
  { key: 'Base Stockout Days', format: 'number' },
  { key: 'Scenario Stockout Days', format: 'number' },
  { key: 'Stockout Days Difference', format: 'number' },
  { key: 'Base Late Orders', format: 'number' },
  { key: 'Scenario Late Orders', format: 'number' },
  { key: 'Late Orders Difference', format: 'number' },
  { key: 'Base Planned Receipts', format: 'number' },
  { key: 'Scenario Planned Receipts', format: 'number' },
  { key: 'Planned Receipts Difference', format: 'number' },
  { key: 'Base Suggested Spend', format: 'number' },
  { key: 'Scenario Suggested Spend', format: 'number' },
  { key: 'Suggested Spend Difference', format: 'number' },
  { key: 'Changed', format: 'boolean' },
];

/** Base against scenario per SKU of either plan (the base planned with the scenario's date and horizon). */
export function comparisonRows(projected: ProjectedScenario): MemoryRow[] {
  if (projected.comparison) return projected.comparison;
  const base = projected.base;
  base.plan ??= plan(base.data.input, PLAN_OPTIONS);
  const before = figuresOf(base.plan, base.data.input);
  const after = figuresOf(projected.plan, projected.overlay.input);
  const zero: SkuFigures = { stockoutDays: 0, lateOrders: 0, plannedReceipts: 0, suggestedSpend: 0 };
  const keys = [...new Set([...before.keys(), ...after.keys()])].sort();
  const rows = keys.map((text, i): MemoryRow => {
    const key = (before.get(text) ?? after.get(text))!.key;
    const b = before.get(text)?.figures ?? zero;
    const s = after.get(text)?.figures ?? zero;
    return {
      id: i + 1,
      'Item Number': key.itemNumber,
      'Sub Item Number': key.subItemNumber,
      'Warehouse Number': key.warehouseNumber,
      'Base Stockout Days': b.stockoutDays,
      'Scenario Stockout Days': s.stockoutDays,
      'Stockout Days Difference': s.stockoutDays - b.stockoutDays,
      'Base Late Orders': b.lateOrders,
      'Scenario Late Orders': s.lateOrders,
      'Late Orders Difference': s.lateOrders - b.lateOrders,
      'Base Planned Receipts': round6(b.plannedReceipts),
      'Scenario Planned Receipts': round6(s.plannedReceipts),
      'Planned Receipts Difference': round6(s.plannedReceipts - b.plannedReceipts),
      'Base Suggested Spend': round6(b.suggestedSpend),
      'Scenario Suggested Spend': round6(s.suggestedSpend),
      'Suggested Spend Difference': round6(s.suggestedSpend - b.suggestedSpend),
      Changed:
        s.stockoutDays !== b.stockoutDays ||
        s.lateOrders !== b.lateOrders ||
        round6(s.plannedReceipts - b.plannedReceipts) !== 0 ||
        round6(s.suggestedSpend - b.suggestedSpend) !== 0,
    };
  });
  projected.comparison = rows;
  return rows;
}

export interface BalancePoint {
  Date: string;
  Balance: number;
}

export interface SkuBalances {
  'Item Number': string;
  'Sub Item Number': string | null;
  'Warehouse Number': string;
  'Base Safety Stock': number;
  'Scenario Safety Stock': number;
  /** Each day on which something happens, with the balance at its end (it holds until the next one). */
  Base: BalancePoint[];
  Scenario: BalancePoint[];
}

/** One item's SKUs, base and scenario projected balances side by side (the web app's comparison chart). */
export function itemBalances(projected: ProjectedScenario, itemNumber: string): SkuBalances[] {
  const base = projected.base;
  base.plan ??= plan(base.data.input, PLAN_OPTIONS);
  const text = (s: { subItemNumber: string | null; warehouseNumber: string }) =>
    `${s.subItemNumber ?? ''}\u0000${s.warehouseNumber}`;
  const out = new Map<string, SkuBalances>();
  const entry = (s: { subItemNumber: string | null; warehouseNumber: string }) => {
    let found = out.get(text(s));
    if (!found) {
      found = {
        'Item Number': itemNumber,
        'Sub Item Number': s.subItemNumber,
        'Warehouse Number': s.warehouseNumber,
        'Base Safety Stock': 0,
        'Scenario Safety Stock': 0,
        Base: [],
        Scenario: [],
      };
      out.set(text(s), found);
    }
    return found;
  };
  // The item's SKUs only, from the columns (not every SKU's days as objects).
  const each = (
    result: PlanResult,
    take: (balances: SkuBalances, safetyStock: number, points: BalancePoint[]) => void,
  ) => {
    const c = result.columns;
    for (let s = 0; s < c.skuCount; s++) {
      if (c.skuItemNumber(s) !== itemNumber) continue;
      const points: BalancePoint[] = [];
      for (let r = c.dayStart[s]!; r < c.dayStart[s + 1]!; r++)
        points.push({ Date: c.dayText(c.day[r]!), Balance: c.balance[r]! });
      take(
        entry({ subItemNumber: c.skuSubItemNumber(s), warehouseNumber: c.skuWarehouseNumber(s) }),
        c.skuSafetyStock[s]!,
        points,
      );
    }
  };
  each(base.plan, (e, safetyStock, points) => {
    e['Base Safety Stock'] = safetyStock;
    e.Base = points;
  });
  each(projected.plan, (e, safetyStock, points) => {
    e['Scenario Safety Stock'] = safetyStock;
    e.Scenario = points;
  });
  return [...out.values()].sort((a, b) =>
    text({ subItemNumber: a['Sub Item Number'], warehouseNumber: a['Warehouse Number'] }) <
    text({ subItemNumber: b['Sub Item Number'], warehouseNumber: b['Warehouse Number'] })
      ? -1
      : 1,
  );
}
