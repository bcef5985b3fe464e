import { useEffect, useRef } from 'react';
import { type LiveEvent, useLiveEvents, useLiveGap } from '../api/live';

/** Which live events concern an open record. */
export interface RecordWatch {
  /** The stored record's id (null for a new record: nothing to watch). */
  id: number | null;
  /** The entity of the record (`PurchaseOrderList`, `ItemMaster`). */
  entity: string;
  /** The entity of its lines, if it has lines (`PurchaseOrderDetails`). */
  lineEntity?: string;
  /** The ids of its stored lines. */
  lineIds?: readonly number[];
}

/** Whether `event` is about the watched record: `direct` when it names it or one of its lines. */
export function concerns(watch: RecordWatch, event: LiveEvent): 'direct' | 'maybe' | false {
  if (watch.id === null) return false;
  if (event.source === watch.entity) return event.record_id === String(watch.id) ? 'direct' : false;
  if (watch.lineEntity && event.source === watch.lineEntity) {
    if ((watch.lineIds ?? []).some((id) => String(id) === event.record_id)) return 'direct';
    // A line added elsewhere may be added to this record (its header may not change): look again.
    return event.event === 'Created' ? 'maybe' : false;
  }
  return false;
}

const GATHER_MS = 200;

/**
 * Follows the live stream for one open record: each change of it (or of its lines) asks for the stored record
 * again (`refetch`); the editor then compares versions and reloads in place or shows who changed it. Answers a
 * ref to the username of the last change seen (null when unknown).
 */
export function useLiveRecord(watch: RecordWatch, refetch: () => void) {
  const changedBy = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const schedule = () => {
    if (timer.current !== undefined) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      refetch();
    }, GATHER_MS);
  };
  useLiveEvents((event) => {
    const seen = concerns(watch, event);
    if (!seen) return;
    if (seen === 'direct' || changedBy.current === null) changedBy.current = event.who;
    schedule();
  }, watch.id !== null);
  useLiveGap(() => {
    if (watch.id !== null) schedule();
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  return changedBy;
}

/** A stored record's version: its ETag, else its content. */
export const versionOf = (loaded: { etag: string | null; record: unknown } | null) =>
  loaded === null ? null : (loaded.etag ?? JSON.stringify(loaded.record));
