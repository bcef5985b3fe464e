import type { Privilege } from '../auth/privileges.js';
import type { MemoryViewDef } from './memory.js';
import type { ViewDef } from './view.js';

/** A view that can be read by name (GET /api/views/{name}) and exported (POST /api/export-data). */
export interface RegisteredView {
  // biome-ignore lint/suspicious/noExplicitAny: views are scoped by their own parameters, none when named
  view: ViewDef<any>;
  /** The privilege that reads it. */
  privilege: Privilege;
  /**
   * For views that need a scope (the by-item views): takes the scope out of the request's filters (by-item views
   * read `item_id` and optionally `warehouse_id`) and returns it with the remaining filters. It receives the filters
   * as the client sent them (the decoded JSON object, values not yet normalised to arrays); the remaining filters
   * then go through the list engine's parser. Throw `badRequest('List.InvalidFilter', …)` for a missing or bad scope.
   */
  scope?: (filters: Record<string, unknown>) => { scope: unknown; filters: Record<string, unknown> };
}

/** A view whose rows are computed in memory (a scenario's projected orders), read and exported by name alike. */
export interface RegisteredMemoryView extends Omit<RegisteredView, 'view'> {
  // biome-ignore lint/suspicious/noExplicitAny: scoped by its own parameters
  view: MemoryViewDef<any>;
}

export type AnyRegisteredView = RegisteredView | RegisteredMemoryView;

const registry = new Map<string, AnyRegisteredView>();

export const isMemoryEntry = (entry: AnyRegisteredView): entry is RegisteredMemoryView =>
  'kind' in entry.view && entry.view.kind === 'memory';

/** Called by each module's views file at load time; a view name is registered once. */
export function registerView(entry: AnyRegisteredView): void {
  if (registry.has(entry.view.name)) throw new Error(`view ${entry.view.name} registered twice`);
  registry.set(entry.view.name, entry);
}

/** A registered SQL view (the ones a query can be built for). */
export const findView = (name: string): RegisteredView | undefined => {
  const entry = registry.get(name);
  return entry === undefined || isMemoryEntry(entry) ? undefined : entry;
};
/** Any registered view, SQL or memory. */
export const findAnyView = (name: string) => registry.get(name);
export const registeredViewNames = () => [...registry.keys()].sort();
