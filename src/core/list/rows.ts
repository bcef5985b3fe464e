import type { Static } from 'typebox';
import type { Store } from '../db/index.js';
import { asEnvelope } from '../http/list-answer.js';
import { parseListQuery, prepareView, type RawListParams, runList } from './engine.js';
import type { ListEnvelopeSchema } from './schemas.js';
import type { ViewDef } from './view.js';

/** One row of a view by id, shaped exactly as the view's list rows (the record answer of GET /{id}). */
export async function viewRow<S>(
  store: Store,
  view: ViewDef<S>,
  id: number,
  scope: S,
): Promise<Record<string, unknown> | undefined> {
  const prepared = await prepareView(store, view, { filters: { id: [id] } }, scope);
  const raw = (await prepared.rows(1, 0).execute()) as Record<string, unknown>[];
  return raw[0] === undefined ? undefined : prepared.toRow(raw[0]);
}

/** runList typed as the list envelope schema (rows always carry their integer id). */
export async function listAnswer<S>(
  store: Store,
  view: ViewDef<S>,
  params: RawListParams,
  scope: S,
): Promise<Static<typeof ListEnvelopeSchema>> {
  return asEnvelope(await runList(store, view, parseListQuery(params), scope));
}
