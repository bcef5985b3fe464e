/**
 * Reads `Scenario Adjustments` as the API sends them (field names with spaces, planning.md part 4) into the
 * overlay's typed adjustments, rejecting a malformed one or one naming something that does not exist with
 * 400 Scenario.InvalidAdjustment and its index. Pure: the caller passes the names that exist.
 * `Add Order` bodies are only checked for shape here; the caller validates them with the order engine's rules.
 */
import { AppError } from '../../core/errors.js';
import { type Adjustment, SCENARIO_ORDER_TYPES, type ScenarioOrderType } from './overlay.js';

export interface KnownNames {
  items: ReadonlySet<string>;
  suppliers: ReadonlySet<string>;
  customers: ReadonlySet<string>;
  warehouses: ReadonlySet<string>;
  /** Order (or forecast list) numbers per order type. */
  orders: Readonly<Record<ScenarioOrderType, ReadonlySet<string>>>;
}

/** An Add Order adjustment before the order engine has validated its body. */
export interface RawAddOrder {
  type: 'Add Order';
  orderType: ScenarioOrderType;
  order: Record<string, unknown>;
}
export type ParsedAdjustment = Exclude<Adjustment, { type: 'Add Order' }> | RawAddOrder;

const ORDER_TYPES = SCENARIO_ORDER_TYPES;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const invalidAdjustment = (index: number, why: string) =>
  new AppError(400, 'Scenario.InvalidAdjustment', `Scenario Adjustments[${index}]: ${why}`);

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const FIELDS: Record<string, readonly string[]> = {
  'Demand Change': ['Percent', 'Item Number', 'Customer Number', 'Warehouse Number', 'From Date', 'To Date'],
  'Supplier Delay': ['Days', 'Supplier Number', 'Item Number'],
  'Safety Stock Change': ['Percent', 'Quantity', 'Item Number', 'Warehouse Number'],
  'Cancel Order': ['Order Type', 'Order Number'],
  'Add Order': ['Order Type', 'Order'],
};

export function parseAdjustments(raw: unknown, known: KnownNames): ParsedAdjustment[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw))
    throw new AppError(400, 'Scenario.InvalidAdjustment', 'Scenario Adjustments must be a list');
  return raw.map((a, index) => parseOne(a, index, known));
}

function parseOne(a: unknown, index: number, known: KnownNames): ParsedAdjustment {
  const fail = (why: string) => invalidAdjustment(index, why);
  if (!isRecord(a)) throw fail('must be an object');
  const type = a.type;
  if (typeof type !== 'string' || !Object.hasOwn(FIELDS, type))
    throw fail(`type must be one of ${Object.keys(FIELDS).join(', ')}`);
  for (const key of Object.keys(a)) {
    if (key !== 'type' && !FIELDS[type]!.includes(key)) throw fail(`${type} has no field ${key}`);
  }
  const name = (field: string, set: ReadonlySet<string>): string | undefined => {
    const v = a[field];
    if (v === undefined || v === null) return undefined;
    if (typeof v !== 'string' || v === '') throw fail(`${field} must be a text`);
    if (!set.has(v)) throw fail(`${field} ${v} does not exist`);
    return v;
  };
  const number = (field: string, min: number, max: number, integer: boolean): number | undefined => {
    const v = a[field];
    if (v === undefined || v === null) return undefined;
    if (
      typeof v !== 'number' ||
      !Number.isFinite(v) ||
      v < min ||
      v > max ||
      (integer && !Number.isInteger(v))
    )
      throw fail(`${field} must be ${integer ? 'a whole number' : 'a number'} from ${min} to ${max}`);
    return v;
  };
  const date = (field: string): string | undefined => {
    const v = a[field];
    if (v === undefined || v === null) return undefined;
    if (typeof v !== 'string' || !DATE.test(v) || Number.isNaN(Date.parse(v)))
      throw fail(`${field} must be a date YYYY-MM-DD`);
    return v;
  };
  const orderType = (): ScenarioOrderType => {
    const v = a['Order Type'];
    if (typeof v !== 'string' || !ORDER_TYPES.includes(v as ScenarioOrderType))
      throw fail(`Order Type must be one of ${ORDER_TYPES.join(', ')}`);
    return v as ScenarioOrderType;
  };
  const drop = <T extends object>(o: T): T =>
    Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

  switch (type) {
    case 'Demand Change': {
      const percent = number('Percent', -100, 1000, false);
      if (percent === undefined) throw fail('Percent is required');
      const fromDate = date('From Date');
      const toDate = date('To Date');
      if (fromDate !== undefined && toDate !== undefined && fromDate > toDate)
        throw fail('From Date is after To Date');
      return drop({
        type,
        percent,
        itemNumber: name('Item Number', known.items),
        customerNumber: name('Customer Number', known.customers),
        warehouseNumber: name('Warehouse Number', known.warehouses),
        fromDate,
        toDate,
      });
    }
    case 'Supplier Delay': {
      const days = number('Days', -365, 365, true);
      if (days === undefined) throw fail('Days is required');
      return drop({
        type,
        days,
        supplierNumber: name('Supplier Number', known.suppliers),
        itemNumber: name('Item Number', known.items),
      });
    }
    case 'Safety Stock Change': {
      const percent = number('Percent', -100, 1000, false);
      const quantity = number('Quantity', 0, Number.MAX_SAFE_INTEGER, false);
      if ((percent === undefined) === (quantity === undefined)) throw fail('give either Percent or Quantity');
      return drop({
        type,
        percent,
        quantity,
        itemNumber: name('Item Number', known.items),
        warehouseNumber: name('Warehouse Number', known.warehouses),
      });
    }
    case 'Cancel Order': {
      const ot = orderType();
      const orderNumber = name('Order Number', known.orders[ot]);
      if (orderNumber === undefined) throw fail('Order Number is required');
      return { type, orderType: ot, orderNumber };
    }
    default: {
      const ot = orderType();
      const order = a.Order;
      if (!isRecord(order)) throw fail('Order must be an object: a create body of its Order Type');
      return { type: 'Add Order', orderType: ot, order };
    }
  }
}
