import { useEffect, useRef } from 'react';
import type { StreamMessage } from '../../../src/catalogue/events';
import { typedApi, unwrap } from './typed';

/**
 * The live stream of changes (GET /api/events/stream, server-sent events): one EventSource per browser tab,
 * shared by every screen that listens. The browser reconnects by itself after a dropped connection, sending
 * `Last-Event-ID`; when the service closes the stream for good (an expired access token answers 401), the
 * session is renewed and a new stream resumes with `?last_event_id=` the last event received, so nothing
 * published meanwhile is missed.
 */

/** One message of the stream (see the route's description in src/modules/events/routes.ts). */
export type LiveEvent = StreamMessage<unknown>;

type Listener = (event: LiveEvent) => void;
/** Called once a stream is open again after a gap that may have lost events (catch everything up). */
type GapListener = () => void;

/** Waits before reopening a closed stream: 1 s, 2 s, 5 s, then every 15 s. */
const REOPEN_MS = [1_000, 2_000, 5_000, 15_000];

export function isLiveEvent(value: unknown): value is LiveEvent {
  if (value === null || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.id === 'number' && typeof v.source === 'string' && typeof v.event === 'string';
}

class LiveStream {
  private readonly listeners = new Set<Listener>();
  private readonly gapListeners = new Set<GapListener>();
  private source: EventSource | null = null;
  private lastId: number | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private failures = 0;
  /** Whether a stream was open before and lost without a position to resume from. */
  private lostPosition = false;

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    this.ensureOpen();
    return () => {
      this.listeners.delete(listener);
      this.closeIfUnused();
    };
  }

  onGap(listener: GapListener): () => void {
    this.gapListeners.add(listener);
    return () => this.gapListeners.delete(listener);
  }

  private ensureOpen(): void {
    if (this.source || this.timer !== undefined || typeof EventSource === 'undefined') return;
    this.open();
  }

  private closeIfUnused(): void {
    if (this.listeners.size > 0) return;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.source?.close();
    this.source = null;
    // A later subscriber (after sign-out and in again) starts from "now".
    this.lastId = undefined;
    this.lostPosition = false;
  }

  private open(): void {
    const url =
      this.lastId === undefined ? '/api/events/stream' : `/api/events/stream?last_event_id=${this.lastId}`;
    const source = new EventSource(url);
    this.source = source;
    source.onopen = () => {
      this.failures = 0;
      if (this.lostPosition) {
        this.lostPosition = false;
        for (const listener of this.gapListeners) listener();
      }
    };
    source.onmessage = (message) => {
      let body: unknown;
      try {
        body = JSON.parse(message.data);
      } catch {
        return; // not a change message
      }
      if (!isLiveEvent(body)) return;
      this.lastId = body.id;
      for (const listener of [...this.listeners]) listener(body);
    };
    source.onerror = () => {
      if (source.readyState !== EventSource.CLOSED) {
        // The browser reconnects by itself with Last-Event-ID; without one, events of the gap are lost.
        if (this.lastId === undefined) this.lostPosition = true;
        return;
      }
      source.close();
      if (this.source === source) this.source = null;
      if (this.lastId === undefined) this.lostPosition = true;
      const wait = REOPEN_MS[Math.min(this.failures, REOPEN_MS.length - 1)]!;
      this.failures += 1;
      this.timer = setTimeout(() => void this.reopen(), wait);
    };
  }

  private async reopen(): Promise<void> {
    this.timer = undefined;
    if (this.listeners.size === 0 || this.source) return;
    // The stream closes for good on a 401 (access token expired): a request renews the session (or sends the
    // user to sign in), then the stream resumes.
    try {
      await unwrap(typedApi.GET('/api/profile'));
    } catch {
      // offline or signed out: try again later (sign-out unsubscribes everything)
    }
    if (this.listeners.size === 0 || this.source || this.timer !== undefined) return;
    this.open();
  }
}

const stream = new LiveStream();

/** Listens to every live event while the component is mounted; the listener may change between renders. */
export function useLiveEvents(listener: Listener, enabled = true): void {
  const ref = useRef(listener);
  ref.current = listener;
  useEffect(() => {
    if (!enabled) return;
    return stream.subscribe((event) => ref.current(event));
  }, [enabled]);
}

/** Listens for a reopened stream that may have missed events (the screen reloads what it shows). */
export function useLiveGap(listener: GapListener): void {
  const ref = useRef(listener);
  ref.current = listener;
  useEffect(() => stream.onGap(() => ref.current()), []);
}

/** Changes that arrived together, handed to refresh listeners once invalidations are done. */
export interface LiveBatch {
  sources: Set<string>;
  /** Whether a planning run completed (or the plan was updated) in the batch. */
  planning: boolean;
  /** Set after a gap: everything may have changed. */
  everything: boolean;
}

const refreshListeners = new Set<(batch: LiveBatch) => void>();

/** Tells screens that do not read through TanStack Query (AG Grid's infinite row model) to reload. */
export function announceRefresh(batch: LiveBatch): void {
  for (const listener of [...refreshListeners]) listener(batch);
}

/** Called after each batch of live changes has been applied to the query cache. */
export function useLiveRefresh(listener: (batch: LiveBatch) => void): void {
  const ref = useRef(listener);
  ref.current = listener;
  useEffect(() => {
    const call = (batch: LiveBatch) => ref.current(batch);
    refreshListeners.add(call);
    return () => void refreshListeners.delete(call);
  }, []);
}
