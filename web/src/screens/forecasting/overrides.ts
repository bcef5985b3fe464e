/**
 * A planner's own forecast for a SKU and month, written from the item forecast screen (planning.md part 6: a line of
 * a forecast list that is not Statistical, Inactive or Archived overrides the Statistical line of its SKU and month
 * in planning, 0 included). Each planner keeps one ordinary forecast list per warehouse, numbered
 * `PLAN-<Warehouse Number>-<Username>` (a list holds one line per item, sub item, customer and date, so one list per
 * warehouse), status Open; an edit replaces that list's line of the month (PUT of the list with If-Match), a cleared
 * month deletes it. The list's history is its record history.
 */
import { queryOptions } from '@tanstack/react-query';
import { type BodyOf, queryOf, rowsAs, typedApi, unwrap, unwrapWithHeaders } from '../../api/typed';
import type { ListRow } from '../../api/types';

/** Lists whose lines do not override (planning.md part 1 and 6). */
const NOT_OVERRIDING = ['Statistical', 'Inactive', 'Archived'];
export const OVERRIDE_STATUS = 'Open';

export const overrideListNumber = (warehouse: string, username: string) => `PLAN-${warehouse}-${username}`;

/** A row of GET /api/forecast-details: the line's fields, its list's, the list's id. */
export interface ForecastDetailRow extends ListRow {
  'Forecast Id': number;
  'Forecast List Number': string;
  'Forecast List Status': string;
  'Item Number': string;
  'Sub Item Number': string | null;
  'Warehouse Number': string;
  'Forecast Details Date': string | null;
  'Forecast Details Quantity': number;
}

/** The SKU's forecast lines in lists that override (every planner's), for its months. */
export const planLinesQuery = (item: string, warehouse: string) =>
  queryOptions({
    queryKey: ['forecasting', 'plan-lines', item, warehouse],
    queryFn: async ({ signal }) => {
      const query = queryOf({
        filters: { 'Item Number': [item], 'Warehouse Number': [warehouse] },
        page_size: 1000,
      });
      const answer = rowsAs<ForecastDetailRow>(
        await unwrap(typedApi.GET('/api/forecast-details', { params: { query }, signal })),
      );
      return answer.data.rows.filter(
        (row) =>
          !NOT_OVERRIDING.includes(row['Forecast List Status']) && row['Forecast Details Date'] !== null,
      );
    },
    staleTime: 0,
  });

export interface MonthOverride {
  /** The sum of every planner's lines of the month (what planning uses instead of the Statistical line), or null. */
  total: number | null;
  /** This planner's own line of the month, in their list. */
  own: { listId: number; quantity: number } | null;
}

/** The lines of `rows` for a SKU (sub item) and month `YYYY-MM`. */
export function monthOverride(
  rows: ForecastDetailRow[],
  sub: string | null,
  month: string,
  ownListNumber: string,
): MonthOverride {
  let total: number | null = null;
  let ownList: number | null = null;
  let ownQuantity = 0;
  for (const row of rows) {
    if ((row['Sub Item Number'] ?? null) !== sub || !row['Forecast Details Date']?.startsWith(month))
      continue;
    const quantity = Number(row['Forecast Details Quantity']);
    total = (total ?? 0) + quantity;
    if (row['Forecast List Number'] === ownListNumber) {
      ownList = Number(row['Forecast Id']);
      ownQuantity += quantity;
    }
  }
  return { total, own: ownList === null ? null : { listId: ownList, quantity: ownQuantity } };
}

/** A line of a forecast list's body (POST and PUT /api/forecast). */
type ListLine = NonNullable<BodyOf<'/api/forecast', 'post'>['details']>[number];

interface ListRecord {
  id: number;
  'Forecast List Number': string;
  'Forecast List Name': string | null;
  'Forecast List Status': string;
  details: ListLine[];
}

export interface OverrideEdit {
  username: string;
  item: string;
  sub: string | null;
  warehouse: string;
  /** The date of the Statistical line of the month (its first day, or As Of for the month of As Of). */
  date: string;
  /** The planner's quantity; null removes their line of the month. */
  quantity: number | null;
}

/** Writes (or removes) the planner's own line of the SKU and month; answers the id of their list, or null. */
export async function saveOverride(edit: OverrideEdit): Promise<number | null> {
  const number = overrideListNumber(edit.warehouse, edit.username);
  const month = edit.date.slice(0, 7);
  const found = await unwrap(
    typedApi.GET('/api/forecast', {
      params: { query: queryOf({ filters: { 'Forecast List Number': [number] } }) },
    }),
  );
  const first = found.data.rows[0];
  const listId = first === undefined ? undefined : Number(first.id);
  const line: ListLine = {
    'Item Number': edit.item,
    'Sub Item Number': edit.sub,
    'Warehouse Number': edit.warehouse,
    'Forecast Details Date': edit.date,
    'Forecast Details Quantity': edit.quantity ?? 0,
  };
  if (listId === undefined) {
    if (edit.quantity === null) return null;
    const created = await unwrap(
      typedApi.POST('/api/forecast', {
        body: {
          'Forecast List Number': number,
          'Forecast List Name': `Forecast of ${edit.username} in ${edit.warehouse}`,
          'Forecast List Status': OVERRIDE_STATUS,
          details: [line],
        },
      }),
    );
    return created.id ?? null;
  }
  const stored = { params: { path: { id: listId } } };
  const { data, headers: answered } = await unwrapWithHeaders(typedApi.GET('/api/forecast/{id}', stored));
  const etag = answered.get('ETag');
  // The planner's own list, written only here: its fields are filled in (the description has them nullable).
  const record = data as ListRecord;
  const same = (l: ListLine) =>
    l['Item Number'] === edit.item &&
    (l['Sub Item Number'] ?? null) === edit.sub &&
    l['Warehouse Number'] === edit.warehouse &&
    !!l['Forecast Details Date']?.startsWith(month);
  const kept = record.details.filter((l) => !same(l));
  const existing = record.details.find(same);
  const details = edit.quantity === null ? kept : [...kept, existing ? { ...line, id: existing.id } : line];
  const headers: Record<string, string> = etag ? { 'If-Match': etag } : {};
  // A list without lines is no list: the last line cleared deletes it.
  if (details.length === 0) await unwrap(typedApi.DELETE('/api/forecast/{id}', { ...stored, headers }));
  else
    await unwrap(
      typedApi.PUT('/api/forecast/{id}', {
        ...stored,
        body: {
          'Forecast List Number': record['Forecast List Number'],
          'Forecast List Name': record['Forecast List Name'],
          'Forecast List Status': record['Forecast List Status'],
          details,
        },
        headers,
      }),
    );
  return details.length === 0 ? null : listId;
}
