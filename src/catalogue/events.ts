/**
 * The messages of the live stream (GET /api/events/stream, server-sent events), which the service writes
 * (`src/modules/events/stream.ts`) and the web app reads (`web/src/api/live.ts`). Imports nothing.
 */

/** A notification as GET /api/notifications answers it. */
export interface StreamNotification {
  id: number;
  Type: string;
  Source: string;
  Event: string;
  Message: string;
  'Entity Id': string | null;
  Read: boolean;
  'Created At': string;
}

/**
 * The JSON of each stream message (documented in the OpenAPI description of the route); `Notification` is what
 * a reader takes its notifications for (the web app leaves them `unknown`).
 */
export interface StreamMessage<Notification = StreamNotification> {
  id: number;
  /** The module (privilege type) of the record; null for personal sources. */
  type: string | null;
  /** The entity: PurchaseOrderList, ItemMaster, PlanningRun, … */
  source: string;
  /** Created, Updated, Deleted, StatusChange, Completed, … */
  event: string;
  record_id: string;
  /** Username of the change's author. */
  who: string | null;
  when: string;
  /** The receiver's own in-app notifications of the change. */
  notifications: Notification[];
}
