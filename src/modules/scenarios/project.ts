/**
 * Plans a scenario on request (planning.md part 4): the base data is loaded once per change of the base (one read
 * snapshot, with the change counter read in it), the scenario's adjustments are laid over it in memory, and the
 * same engine plans the result. Nothing is written. Results are cached per instance, keyed by the scenario's
 * `updated_at` and the base-data counter, so a write anywhere (on any instance) makes the next request recompute.
 */
import type { Executor, Store } from '../../core/db/index.js';
import { badRequest } from '../../core/errors.js';
import type { MemoryColumn, MemoryRow } from '../../core/list/memory.js';
import type { Prepared } from '../orders/engine/service.js';
import { type PlanResult, plan } from '../planning/engine/index.js';
import { inReadSnapshot, type LoadedPlanData, readPlanInput } from '../planning/loader.js';
import { DEFAULT_HORIZON_DAYS, lastPlanRun } from '../planning/params.js';
import { SCENARIO_KINDS, type Suggestions } from './kinds.js';
import {
  type AddOrder,
  type Adjustment,
  applyScenario,
  kindOfOrderType,
  LINE_KIND_KEYS,
  type LineKindKey,
  type OverlayResult,
  setLines,
} from './overlay.js';
import { type CheckedAdjustment, checkAdjustments, findScenario, type ScenarioRow } from './service.js';

/** A scenario never shows pegging: firm supply's (a million rows on a large plan) is left out. */
export const PLAN_OPTIONS = { firmPegging: false };

/** Reads the base-data change counter (migration 0016). */
export async function baseVersion(db: Executor): Promise<string> {
  const row = await db
    .selectFrom('data_versions')
    .select('version')
    .where('name', '=', 'base')
    .executeTakeFirstOrThrow();
  return String(row.version);
}

export interface BaseEntry {
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
  /** The planned orders grouped and numbered as suggestions (shared by the rows of every planned type). */
  suggestions?: Suggestions;
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
  const last = await lastPlanRun(db);
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

/** Turns a validated Add Order into the engine's lines, with ids below every real one (negative). */
function addedLines(
  checked: Extract<CheckedAdjustment, { type: 'Add Order' }>,
  nextId: () => number,
): { kind: LineKindKey; adjustment: Adjustment; lineIds: number[] } {
  const kind = kindOfOrderType(checked.orderType);
  const declared = SCENARIO_KINDS[kind];
  const { api } = checked.prepared.valid;
  const number = String(api[declared.config.numberKey]);
  const lineIds: number[] = [];
  const lines = checked.prepared.valid.lines.map((line) => {
    const lineId = nextId();
    lineIds.push(lineId);
    return declared.planLine(api, line.api, {
      lineId,
      itemNumber: String(line.api['Item Number']),
      subItemNumber: typeof line.api['Sub Item Number'] === 'string' ? line.api['Sub Item Number'] : null,
      warehouseNumber: String(line.api['Warehouse Number']),
      quantity: Number(line.api[declared.quantityKey]),
      number,
    });
  });
  const adjustment: AddOrder = { type: 'Add Order', orderType: checked.orderType };
  setLines(adjustment, kind, lines);
  return { kind, adjustment, lineIds };
}

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
  const added = Object.fromEntries(
    LINE_KIND_KEYS.map((k): [LineKindKey, ProjectedScenario['added'][LineKindKey]] => [k, []]),
  ) as ProjectedScenario['added'];
  const adjustments: Adjustment[] = checked.map((a) => {
    if (a.type !== 'Add Order') return a;
    const { kind, adjustment, lineIds } = addedLines(a, nextId);
    added[kind].push({ prepared: a.prepared, lineIds });
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
