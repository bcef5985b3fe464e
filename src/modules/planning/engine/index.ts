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
  NO_DAY,
  ORDER_TYPES,
  PlanInputError,
  SUPPLY_TYPES,
} from './codes.js';
export { plan } from './engine.js';
export { firmSupplyLine, orderDemandLine } from './pegging.js';
export { lotSize } from './quantities.js';
export { lowLevelCodes } from './sources.js';
export * from './statuses.js';
export type * from './types.js';
