/**
 * Planning's vocabulary that the API answers and the web app shows. Imports nothing.
 */

/** The exception types of a planning run, in the order of the engine's codes (`exceptionType` indexes these). */
export const EXCEPTION_TYPES = [
  'Late',
  'Stockout',
  'No Source',
  'Excess',
  'Reschedule In',
  'Reschedule Out',
  'Cancel',
] as const;
