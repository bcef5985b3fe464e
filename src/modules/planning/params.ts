/** A planning run's parameters (`Plan Date`, `Horizon Days`), shared by the run and by scenarios. */
import { badRequest } from '../../core/errors.js';

export const DEFAULT_HORIZON_DAYS = 365;
export const MAX_HORIZON_DAYS = 1095;

export interface RunParameters {
  planDate: string;
  horizonDays: number;
}

const invalid = (message: string) => badRequest('Planning.InvalidParameters', message);

/** A real calendar date written YYYY-MM-DD. */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** The run's parameters from its optional body; anything else is 400 Planning.InvalidParameters. */
export function runParameters(body: unknown, today: string): RunParameters {
  if (body === undefined || body === null) return { planDate: today, horizonDays: DEFAULT_HORIZON_DAYS };
  if (typeof body !== 'object' || Array.isArray(body))
    throw invalid('The body must be a JSON object {"Plan Date", "Horizon Days"} or absent');
  const given = body as Record<string, unknown>;
  for (const key of Object.keys(given))
    if (key !== 'Plan Date' && key !== 'Horizon Days')
      throw invalid(`Unknown parameter "${key}": a run takes "Plan Date" and "Horizon Days"`);
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
  };
}
