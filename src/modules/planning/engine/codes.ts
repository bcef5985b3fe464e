import type { DemandType, ExceptionType, PlannedOrderType, SupplyType } from './types.js';

/** The input cannot be planned (bad plan date or horizon, a cycle in the Active BOMs). */
export class PlanInputError extends Error {
  override name = 'PlanInputError';
}

/** The codes of PlanColumns: orderType, pegSupplyType and pegDemandKind index these. */
export const ORDER_TYPES: readonly PlannedOrderType[] = ['Purchase', 'Manufacturing'];
export const SUPPLY_TYPES: readonly SupplyType[] = [
  'On Hand',
  'Purchase',
  'Manufacturing',
  'Planned Purchase',
  'Planned Manufacturing',
];
/** Dependent demand is of an open MO line (3) or of a planned MO (4). */
export const DEMAND_KINDS: readonly DemandType[] = [
  'Safety Stock',
  'Sales Order',
  'Forecast',
  'Dependent',
  'Dependent',
];
export const DEMAND_SAFETY_STOCK = 0;
export const DEMAND_SALES = 1;
export const DEMAND_FORECAST = 2;
export const DEMAND_OPEN_MO = 3;
export const DEMAND_PLANNED_MO = 4;
/** exceptionType of PlanColumns indexes these. */
export const EXCEPTION_TYPES: readonly ExceptionType[] = ['Late', 'Stockout', 'No Source', 'Excess'];
/** PlanColumns.skuFirstShortageDay of a SKU that is never short (below every day number). */
export const NO_DAY = -2147483648;
export const EXCEPTION_LATE = 0;
export const EXCEPTION_STOCKOUT = 1;
export const EXCEPTION_NO_SOURCE = 2;
export const EXCEPTION_EXCESS = 3;
/** ORDER_TYPES codes. */
export const PURCHASE = 0;
export const MANUFACTURING = 1;
/** SUPPLY_TYPES codes. */
export const SUPPLY_ON_HAND = 0;
export const SUPPLY_PO = 1;
export const SUPPLY_MO = 2;
export const SUPPLY_PLANNED_PO = 3;
export const SUPPLY_PLANNED_MO = 4;

// Event kinds, in the order they are taken within one day: receipts (PO before MO, spec "Pegging"), then
// demands (sales, forecast, dependent of open MOs, dependent of planned MOs). kind − 1 is the DEMAND_KINDS code.
export const PO = 0;
export const MO = 1;
export const SO = 2;
export const FC = 3;
export const DEP = 4;
export const DEP_PLANNED = 5;
export const FIRST_DEMAND = SO;

export const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
