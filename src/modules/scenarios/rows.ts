/**
 * The projected lines of one kind (planning.md part 4): the base's `…_details` rows as the scenario changed them,
 * its cancelled lines, its added orders and its own suggestions, with `Scenario Change`.
 */
import { type SqlBool, sql } from 'kysely';
import type { Store } from '../../core/db/index.js';
import { prepareView } from '../../core/list/engine.js';
import type { MemoryColumn, MemoryRow } from '../../core/list/memory.js';
import { findView } from '../../core/list/registry.js';
import { REFS } from '../orders/engine/refs.js';
import { loose, type RefKind } from '../orders/engine/types.js';
import { inReadSnapshot } from '../planning/loader.js';
import { SCENARIO_KINDS } from './kinds.js';
import { type LineKindKey, linesOf, shiftDate } from './overlay.js';
import type { BaseEntry, ProjectedScenario } from './project.js';
import { SCENARIO_CHANGE, suggestionRows } from './suggestion-rows.js';

/** The base's `…_details` rows of one kind (read once per base version), keyed by line id. */
async function baseDetails(store: Store, base: BaseEntry, kind: LineKindKey) {
  const held = base.details[kind];
  if (held) return held;
  const cfg = SCENARIO_KINDS[kind].config;
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
      status === undefined || SCENARIO_KINDS[kind].suggested === undefined
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

/** The masters whose names the `…_details` views show beside their numbers (orders/engine/views.ts). */
const NAMED: RefKind[] = ['supplier', 'customer', 'warehouse'];

/** Name column → number column and master table, for every named reference of the kind's header and lines. */
function namedColumns(kind: LineKindKey) {
  const { headerFields, lineFields } = SCENARIO_KINDS[kind].config;
  return [...headerFields, ...lineFields]
    .filter((f) => f.kind === 'ref' && f.ref !== undefined && NAMED.includes(f.ref))
    .map((f) => ({
      nameKey: f.key.replace(/ Number$/, ' Name'),
      numberKey: f.key,
      table: REFS[f.ref as RefKind].table,
    }));
}

/** Names of the masters added and suggested rows show (the SQL view joins them for stored rows). */
async function masterNames(store: Store, table: string, numbers: Set<string>) {
  if (numbers.size === 0) return new Map<string, unknown>();
  const rows = await loose(store.db)
    .selectFrom(table as 'suppliers')
    .select(['number', 'name'])
    .where('number', 'in', [...numbers])
    .execute();
  return new Map<string, unknown>(rows.map((r) => [String(r.number), r.name]));
}

/** The projected lines of one kind: stored lines as changed, cancelled ones, added orders and suggestions. */
export async function projectedRows(store: Store, projected: ProjectedScenario, kind: LineKindKey) {
  const { columns, rows: stored } = await baseDetails(store, projected.base, kind);
  const held = projected.rows[kind];
  if (held) return { columns: [...columns, changeColumn], rows: held };
  const cfg = SCENARIO_KINDS[kind].config;
  const blank = Object.fromEntries(columns.map((c) => [c.key, null]));
  const out: MemoryRow[] = [];
  const changes = projected.overlay.changes[kind];
  const patches = SCENARIO_KINDS[kind].patches;
  for (const line of linesOf(projected.overlay.input, kind)) {
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
  for (const line of linesOf(projected.overlay.cancelled, kind)) {
    const row = stored.get(line.lineId);
    if (row) {
      const listed: MemoryRow = { ...row };
      listed[SCENARIO_CHANGE] = 'Cancelled';
      out.push(listed);
    }
  }

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
  // Names shown beside the numbers of added and suggested rows.
  const keys = new Set(columns.map((c) => c.key));
  const shownNames: [string, string, Map<string, unknown>][] = [];
  for (const { nameKey, numberKey, table } of namedColumns(kind)) {
    if (!keys.has(nameKey)) continue;
    const wanted = new Set<string>();
    for (const list of [addedRows, suggestedRows])
      for (const row of list) if (typeof row[numberKey] === 'string') wanted.add(row[numberKey]);
    shownNames.push([nameKey, numberKey, await masterNames(store, table, wanted)]);
  }
  for (const row of addedRows) {
    for (const [nameKey, numberKey, map] of shownNames)
      row[nameKey] = map.get(String(row[numberKey])) ?? null;
    // Only the view's columns: an added order's body may carry keys the view does not show.
    for (const key of Object.keys(row))
      if (key !== 'id' && key !== SCENARIO_CHANGE && !keys.has(key)) delete row[key];
    out.push(row);
  }
  // Suggested rows hold the view's columns only (suggestionRows).
  for (const row of suggestedRows) {
    for (const [nameKey, numberKey, map] of shownNames)
      row[nameKey] = map.get(String(row[numberKey])) ?? null;
    out.push(row);
  }
  projected.rows[kind] = out;
  return { columns: [...columns, changeColumn], rows: out };
}

export const changeColumn: MemoryColumn = { key: SCENARIO_CHANGE, format: 'string' };
