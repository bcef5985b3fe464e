/**
 * A planning run's parameters (`Plan Date`, `Horizon Days`, `Reschedule Tolerance Days`), shared by the run and by
 * scenarios.
 */
import type { Executor } from '../../core/db/index.js';
import { badRequest } from '../../core/errors.js';

export const DEFAULT_HORIZON_DAYS = 365;
export const MAX_HORIZON_DAYS = 1095;
export const DEFAULT_RESCHEDULE_TOLERANCE_DAYS = 7;
export const MAX_RESCHEDULE_TOLERANCE_DAYS = 365;

export interface RunParameters {
  planDate: string;
  horizonDays: number;
  /** Absent: the default (7). */
  rescheduleToleranceDays?: number;
}

/** The last stored run (the highest id: full or net change) with its plan date and horizon; undefined before any. */
export const lastPlanRun = (db: Executor) =>
  db
    .selectFrom('plan_runs')
    .select(['id', 'plan_date', 'horizon_days'])
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

const KEYS = ['Plan Date', 'Horizon Days', 'Reschedule Tolerance Days'];

const invalid = (message: string) => badRequest('Planning.InvalidParameters', message);

/** A real calendar date written YYYY-MM-DD. */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** The run's parameters from its optional body; anything else is 400 Planning.InvalidParameters. */
export function runParameters(body: unknown, today: string): RunParameters {
  if (body === undefined || body === null)
    return {
      planDate: today,
      horizonDays: DEFAULT_HORIZON_DAYS,
      rescheduleToleranceDays: DEFAULT_RESCHEDULE_TOLERANCE_DAYS,
    };
  if (typeof body !== 'object' || Array.isArray(body))
    throw invalid(
      'The body must be a JSON object {"Plan Date", "Horizon Days", "Reschedule Tolerance Days"} or absent',
    );
  const given = body as Record<string, unknown>;
  for (const key of Object.keys(given))
    if (!KEYS.includes(key))
      throw invalid(`Unknown parameter "${key}": a run takes ${KEYS.map((k) => `"${k}"`).join(', ')}`);
  const tolerance = given['Reschedule Tolerance Days'];
  if (
    tolerance !== undefined &&
    tolerance !== null &&
    (typeof tolerance !== 'number' ||
      !Number.isInteger(tolerance) ||
      tolerance < 0 ||
      tolerance > MAX_RESCHEDULE_TOLERANCE_DAYS)
  )
    throw invalid(
      `Reschedule Tolerance Days must be a whole number from 0 to ${MAX_RESCHEDULE_TOLERANCE_DAYS}`,
    );
  const date = given['Plan Date'];
  const horizon = given['Horizon Days'];
  if (date !== undefined && date !== null && (typeof date !== 'string' || !isCalendarDate(date)))
    throw invalid('Plan Date must be a date written YYYY-MM-DD');
  if (
    horizon !== undefined &&
    horizon !== null &&
    (typeof horizon !== 'number' || !Number.isInteger(horizon) || horizon < 1 || horizon > MAX_HORIZON_DAYS)
  )
    throw invalid(`Horizon Days must be a whole number from 1 to ${MAX_HORIZON_DAYS}`);
  return {
    planDate: typeof date === 'string' ? date : today,
    horizonDays: typeof horizon === 'number' ? horizon : DEFAULT_HORIZON_DAYS,
    rescheduleToleranceDays: typeof tolerance === 'number' ? tolerance : DEFAULT_RESCHEDULE_TOLERANCE_DAYS,
  };
}
