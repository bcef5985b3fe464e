import { EXCEPTION_TYPES as CATALOGUE_EXCEPTION_TYPES } from '../../../catalogue/planning.js';
import type { DemandType, ExceptionType, PlannedOrderType, SupplyType } from './types.js';

/** The input cannot be planned (bad plan date or horizon, a cycle in the Active BOMs). */
export class PlanInputError extends Error {
  override name = 'PlanInputError';
}

/** The codes of PlanColumns: orderType, pegSupplyType and pegDemandKind index these. */
export const ORDER_TYPES: readonly PlannedOrderType[] = ['Purchase', 'Manufacturing', 'Transfer'];
export const SUPPLY_TYPES: readonly SupplyType[] = [
  'On Hand',
  'Purchase',
  'Manufacturing',
  'Planned Purchase',
  'Planned Manufacturing',
  'Transfer',
  'Planned Transfer',
];
/**
 * Dependent demand is of an open MO line (3) or of a planned MO (4); transfer demand of an open TO line (5) or of a
 * planned transfer (6).
 */
export const DEMAND_KINDS: readonly DemandType[] = [
  'Safety Stock',
  'Sales Order',
  'Forecast',
  'Dependent',
  'Dependent',
  'Transfer',
  'Transfer',
];
export const DEMAND_SAFETY_STOCK = 0;
export const DEMAND_SALES = 1;
export const DEMAND_FORECAST = 2;
export const DEMAND_OPEN_MO = 3;
export const DEMAND_PLANNED_MO = 4;
export const DEMAND_OPEN_TO = 5;
export const DEMAND_PLANNED_TO = 6;
/** exceptionType of PlanColumns indexes these. */
export const EXCEPTION_TYPES: readonly ExceptionType[] = CATALOGUE_EXCEPTION_TYPES;
/** PlanColumns.skuFirstShortageDay of a SKU that is never short (below every day number). */
export const NO_DAY = -2147483648;
export const EXCEPTION_LATE = 0;
export const EXCEPTION_STOCKOUT = 1;
export const EXCEPTION_NO_SOURCE = 2;
export const EXCEPTION_EXCESS = 3;
export const EXCEPTION_RESCHEDULE_IN = 4;
export const EXCEPTION_RESCHEDULE_OUT = 5;
export const EXCEPTION_CANCEL = 6;
/** ORDER_TYPES codes. */
export const PURCHASE = 0;
export const MANUFACTURING = 1;
export const TRANSFER = 2;
/** SUPPLY_TYPES codes. */
export const SUPPLY_ON_HAND = 0;
export const SUPPLY_PO = 1;
export const SUPPLY_MO = 2;
export const SUPPLY_PLANNED_PO = 3;
export const SUPPLY_PLANNED_MO = 4;
export const SUPPLY_TO = 5;
export const SUPPLY_PLANNED_TO = 6;
/** Whether a SUPPLY_TYPES code is a planned order's (its ref is an order index). */
export const isPlannedSupply = (type: number) =>
  type === SUPPLY_PLANNED_PO || type === SUPPLY_PLANNED_MO || type === SUPPLY_PLANNED_TO;

// Event kinds, in the order they are taken within one day: receipts (PO before MO before TO, spec "Pegging"),
// then demands (sales, forecast, dependent of open MOs, dependent of planned MOs, transfer demand of open TO lines
// and of planned transfers). kind − DEMAND_OFFSET is the DEMAND_KINDS code.
export const PO = 0;
export const MO = 1;
export const TO = 2;
export const SO = 3;
export const FC = 4;
export const DEP = 5;
export const DEP_PLANNED = 6;
export const TDEP = 7;
export const TDEP_PLANNED = 8;
export const FIRST_DEMAND = SO;
export const DEMAND_OFFSET = SO - DEMAND_SALES;

export const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
