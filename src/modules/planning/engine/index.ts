/** The pure planning engine: `plan(input)` and its plain-data types. No database, clock or I/O. */
export {
  DEMAND_FORECAST,
  DEMAND_KINDS,
  DEMAND_OPEN_MO,
  DEMAND_OPEN_TO,
  DEMAND_PLANNED_MO,
  DEMAND_PLANNED_TO,
  DEMAND_SAFETY_STOCK,
  DEMAND_SALES,
  EXCEPTION_TYPES,
  lowLevelCodes,
  NO_DAY,
  ORDER_TYPES,
  PlanInputError,
  plan,
  SUPPLY_TYPES,
} from './engine.js';
export { lotSize } from './quantities.js';
export * from './statuses.js';
export type * from './types.js';
