/**
 * A synthetic company, generated deterministically from a seed and a reference date: the same seed and date give
 * the same records in the same order. Pure data; load.ts writes it through the services. Its data path: the
 * masters (masters.ts), three years of sales history (history.ts), then a year of orders and forecasts
 * (orders.ts), the history first among the sales orders.
 */
import { type Body, generator, type OrderKind, type Scale, SIZES } from './basics.js';
import { buildHistory } from './history.js';
import { buildMasters, type MasterBodies } from './masters.js';
import { type Asn, buildOrders } from './orders.js';

export { type Body, type Item, type OrderKind, SCALES, type Scale } from './basics.js';

export interface Company extends MasterBodies {
  scale: Scale;
  seed: number;
  asOf: string;
  /** Order bodies per kind, made on demand (a million lines need not sit in memory at once). */
  orders(kind: OrderKind): Generator<Body>;
  /** How many orders orders(kind) yields. */
  orderCount: Record<OrderKind, number>;
  /** ASNs to create for shipped purchase-order lines: PO number, item number, quantity share. */
  asns: Asn[];
}

export function buildCompany(scale: Scale, seed: number, asOf: string): Company {
  const size = SIZES[scale];
  const masters = buildMasters(size, generator(seed), asOf);
  const history = buildHistory(masters, seed, asOf);
  const { orders, orderCount, asns } = buildOrders(masters, size, seed, asOf, history);
  return {
    scale,
    seed,
    asOf,
    units: masters.units,
    warehouses: masters.warehouses,
    suppliers: masters.suppliers,
    shipFroms: masters.shipFroms,
    customers: masters.customers,
    shipTos: masters.shipTos,
    customColumns: masters.customColumns,
    items: masters.items,
    subItems: masters.subItems,
    boms: masters.boms,
    allocations: masters.allocations,
    distributions: masters.distributions,
    inventory: masters.inventory,
    roles: masters.roles,
    users: masters.users,
    orders,
    orderCount,
    asns,
  };
}
