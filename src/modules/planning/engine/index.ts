/** The pure planning engine: `plan(input)` and its plain-data types. No database, clock or I/O. */
export { lowLevelCodes, PlanInputError, plan } from './engine.js';
export { lotSize } from './quantities.js';
export * from './statuses.js';
export type * from './types.js';
