/** Planning buckets of the inventory_planning view (planning.md part 3). */
export const BUCKET_KINDS = ['Day', 'Week', 'Month'] as const;
export type BucketKind = (typeof BUCKET_KINDS)[number];
export const DEFAULT_BUCKET: BucketKind = 'Week';

export interface Bucket {
  kind: BucketKind;
  /** Position among the buckets of its kind, from 1. */
  seq: number;
  /** The bucket's calendar start: the day, the Monday of its ISO week, the first of its month. */
  start: string;
  /** Its days inside the horizon. */
  firstDay: string;
  lastDay: string;
}

const DAY_MS = 86_400_000;
const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Every bucket of each kind covering days P … P+H−1. */
export function bucketCalendar(planDate: string, horizonDays: number): Bucket[] {
  const first = Date.parse(`${planDate}T00:00:00Z`);
  const last = first + (horizonDays - 1) * DAY_MS;
  const buckets: Bucket[] = [];
  const add = (kind: BucketKind, startOf: (ms: number) => number, next: (start: number) => number) => {
    let seq = 0;
    for (let start = startOf(first); start <= last; start = next(start))
      buckets.push({
        kind,
        seq: ++seq,
        start: dayText(start),
        firstDay: dayText(Math.max(start, first)),
        lastDay: dayText(Math.min(next(start) - DAY_MS, last)),
      });
  };
  add(
    'Day',
    (ms) => ms,
    (start) => start + DAY_MS,
  );
  // ISO weeks start on Monday (getUTCDay: Sunday 0).
  add(
    'Week',
    (ms) => ms - ((new Date(ms).getUTCDay() + 6) % 7) * DAY_MS,
    (start) => start + 7 * DAY_MS,
  );
  add(
    'Month',
    (ms) => Date.UTC(new Date(ms).getUTCFullYear(), new Date(ms).getUTCMonth(), 1),
    (start) => Date.UTC(new Date(start).getUTCFullYear(), new Date(start).getUTCMonth() + 1, 1),
  );
  return buckets;
}
