import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { announceRefresh, type LiveBatch, type LiveEvent, useLiveEvents, useLiveGap } from './live';

/**
 * What a batch of live events refreshes in the query cache. Lists, views, dashboards, pickers and admin tables
 * refresh on any change the user may see; plan screens (`planning` queries) when a planning run completes or the
 * plan is updated, and when master data they show changes; the inbox when the batch brings notifications.
 * Editors (`order`, `master`, `scenario`) are never refetched from here: each compares the stored record with
 * its own and either reloads in place or tells the user (see useRecordChanges).
 */

const EDITOR_KEYS = new Set(['order', 'master', 'scenario']);
/** The session's own data: it does not follow other users' changes. */
const SESSION_KEYS = new Set(['profile', 'views', 'custom-columns']);

export interface SyncBatch extends LiveBatch {
  notifications: number;
}

export const emptyBatch = (): SyncBatch => ({
  sources: new Set(),
  planning: false,
  everything: false,
  notifications: 0,
});

/** Whether an event says the plan changed: planning.run.completed (PlanningRun) or planning.updated (Plan). */
export const isPlanningEvent = (event: Pick<LiveEvent, 'source'>) =>
  event.source === 'PlanningRun' || event.source === 'Plan' || event.source === 'PlanningSettings';

/** Adds one event to a batch. */
export function addToBatch(batch: SyncBatch, event: LiveEvent): void {
  if (event.notifications.length > 0) batch.notifications += event.notifications.length;
  if (event.type === null) return; // a personal source: only its notifications matter
  batch.sources.add(event.source);
  if (isPlanningEvent(event)) batch.planning = true;
}

const MASTER_SOURCE = /Master$|^BillOfMaterials|^SupplierAllocation$/;

/** Whether the query with `key` is to be refetched after `batch`. */
export function refreshes(key: readonly unknown[], batch: SyncBatch): boolean {
  const head = typeof key[0] === 'string' ? key[0] : '';
  if (EDITOR_KEYS.has(head) || SESSION_KEYS.has(head)) return false;
  if (head === 'notifications') return batch.notifications > 0 || batch.everything;
  if (head === 'planning')
    return batch.everything || batch.planning || [...batch.sources].some((s) => MASTER_SOURCE.test(s));
  return batch.everything || batch.sources.size > 0;
}

/** How soon a batch is applied after its first event, and at most how often. */
const GATHER_MS = 150;
const MIN_INTERVAL_MS = 750;

function applyBatch(client: QueryClient, batch: SyncBatch): void {
  if (!batch.everything && batch.sources.size === 0 && batch.notifications === 0) return;
  void client.invalidateQueries({ predicate: (query) => refreshes(query.queryKey, batch) });
  if (batch.everything || batch.sources.size > 0) announceRefresh(batch);
}

/**
 * The tab's one subscription to the live stream (mounted once, in the signed-in layout): events are gathered
 * for a moment (an import or a move sends many) and applied together.
 */
export function useLiveSync(): void {
  const client = useQueryClient();
  const pending = useRef<SyncBatch>(emptyBatch());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastApplied = useRef(0);

  const schedule = () => {
    if (timer.current !== undefined) return;
    const wait = Math.max(GATHER_MS, lastApplied.current + MIN_INTERVAL_MS - Date.now());
    timer.current = setTimeout(() => {
      timer.current = undefined;
      lastApplied.current = Date.now();
      const batch = pending.current;
      pending.current = emptyBatch();
      applyBatch(client, batch);
    }, wait);
  };

  useLiveEvents((event) => {
    addToBatch(pending.current, event);
    schedule();
  });
  useLiveGap(() => {
    pending.current.everything = true;
    schedule();
  });
  useEffect(() => () => clearTimeout(timer.current), []);
}
