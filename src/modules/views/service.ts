import { hasPrivilege } from '../../core/auth/privileges.js';
import type { AuthUser } from '../../core/auth/session-user.js';
import type { Store } from '../../core/db/index.js';
import { AppError, badRequest, notFound, notPrivileged } from '../../core/errors.js';
import { type ListQuery, parseFilters, parseSort, prepareView, runList } from '../../core/list/engine.js';
import { runMemoryList, selectRows } from '../../core/list/memory.js';
import { type AnyRegisteredView, findAnyView, isMemoryEntry } from '../../core/list/registry.js';
import type { ColumnDef, ListEnvelope } from '../../core/list/view.js';

/** The registered view `name` that `user` may read; `unknown` is the error for a name nobody registered. */
export function viewFor(name: string, user: AuthUser, unknown: () => AppError): AnyRegisteredView {
  const entry = findAnyView(name);
  if (!entry) throw unknown();
  if (!hasPrivilege(user.privileges, entry.privilege))
    throw notPrivileged(`View ${name} requires ${entry.privilege.type} / ${entry.privilege.access}`);
  return entry;
}

export const unknownView = (name: string) => () => notFound('View', `View ${name} does not exist`);
export const notExportable = (name: string) => () =>
  badRequest('ExcelExportWithoutExtra', `Export is not available for view ${name}`);

/** A JSON parameter that may arrive as text (query string) or already decoded (export body). */
export function decodeJson(name: string, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (value === '') return undefined;
  try {
    return JSON.parse(value);
  } catch {
    throw new AppError(400, 'JSON.Invalid', `${name} is not valid JSON`);
  }
}

/**
 * The filters and scope of a view request. A scoped view (by-item views, grouped dashboards) first takes its
 * scope out of the filters as the client sent them; the rest are list filters of the view's columns.
 */
export function filtersAndScope(
  entry: AnyRegisteredView,
  raw: unknown,
): { filters: ListQuery['filters']; scope: unknown } {
  const decoded = decodeJson('filters', raw);
  if (!entry.scope) return { filters: parseFilters(decoded), scope: undefined };
  if (decoded !== undefined && decoded !== null && (typeof decoded !== 'object' || Array.isArray(decoded)))
    throw badRequest('List.InvalidFilter', 'filters must be a JSON object');
  const { scope, filters } = entry.scope((decoded ?? {}) as Record<string, unknown>);
  return { filters: parseFilters(filters), scope };
}

export const sortOf = (raw: unknown) => parseSort(decodeJson('sort', raw));

/** One page of a registered view, stored (SQL) or computed (memory) alike. */
export async function listOf(
  store: Store,
  entry: AnyRegisteredView,
  query: ListQuery,
  scope: unknown,
): Promise<ListEnvelope> {
  if (isMemoryEntry(entry)) return runMemoryList(await entry.view.load(store, scope), query);
  return runList(store, entry.view, query, scope);
}

/** The rows an export writes, in the view's own column formats, opened so that any failure happens here. */
export interface RowSource {
  columns: Pick<ColumnDef, 'key' | 'format' | 'alias'>[];
  /** The rows in batches, each row its values in the order of `columns` (as toRow gives them). */
  batches: AsyncIterable<unknown[][]>;
  /** The same rows as objects keyed by column (toRow's shape without id); read either this or `batches`. */
  rows: AsyncIterable<Record<string, unknown>>;
  /** Releases the database cursor (or SQLite's reader) however the writing ended. */
  close: () => Promise<void>;
}

/** Rows read per batch: large enough that each costs little, small enough to keep memory flat. */
const EXPORT_BATCH_ROWS = 500;

function rowSource(
  columns: RowSource['columns'],
  batches: AsyncIterable<unknown[][]>,
  close: () => Promise<void>,
): RowSource {
  const keys = columns.map((c) => c.key);
  return {
    columns,
    batches,
    rows: (async function* () {
      for await (const batch of batches)
        for (const values of batch) {
          const row: Record<string, unknown> = {};
          for (let i = 0; i < keys.length; i++) row[keys[i] as string] = values[i];
          yield row;
        }
    })(),
    close,
  };
}

/**
 * Opens the rows of an export: a SQL view's query is built and its first rows read (so a bad query fails before
 * the answer starts), streamed from the store's reader as arrays, a batch at a time; a memory view's rows are
 * computed, filtered and sorted.
 */
export async function openRows(
  store: Store,
  entry: AnyRegisteredView,
  query: Omit<ListQuery, 'page' | 'pageSize'>,
  scope: unknown,
  limit = Number.MAX_SAFE_INTEGER,
  offset = 0,
): Promise<RowSource> {
  if (isMemoryEntry(entry)) {
    const table = await entry.view.load(store, scope);
    const { rows } = selectRows(table, query);
    const page = rows.slice(offset, offset + Math.min(limit, rows.length));
    const keys = table.columns.map((c) => c.key);
    return rowSource(
      table.columns,
      (async function* () {
        for (let i = 0; i < page.length; i += EXPORT_BATCH_ROWS)
          yield page.slice(i, i + EXPORT_BATCH_ROWS).map((row) => keys.map((key) => row[key]));
      })(),
      async () => {},
    );
  }
  // A reader of the store's: on SQLite a stream must not hold the connection every other request needs.
  const lease = store.leaseReader();
  try {
    const prepared = await prepareView(store, entry.view, query, scope, lease.db);
    const iterator = lease.arrays(prepared.rows(limit, offset).compile(), EXPORT_BATCH_ROWS);
    const first = await iterator.next();
    return rowSource(
      prepared.columns,
      (async function* () {
        for (let next = first; !next.done; next = await iterator.next()) {
          const batch = next.value;
          for (let i = 0; i < batch.length; i++) batch[i] = prepared.valuesOf(batch[i] as unknown[]);
          yield batch;
        }
      })(),
      async () => {
        try {
          await iterator.return(undefined);
        } finally {
          lease.release();
        }
      },
    );
  } catch (error) {
    lease.release();
    throw error;
  }
}
