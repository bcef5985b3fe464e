import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { view } from '../../core/auth/privileges.js';
import type { DialectHelpers } from '../../core/db/dialect.js';
import { dialectOf, type Executor } from '../../core/db/index.js';
import { badRequest } from '../../core/errors.js';
import { type ColumnSpecs, columnsOf, date, money, num } from '../../core/list/compact.js';
import { registerView } from '../../core/list/registry.js';
import { defineView, type FromClause } from '../../core/list/view.js';
import { isCommitted, isOpen, today } from './status.js';

/**
 * Dashboards: ordinary views (JSON through GET /api/views/{name}, XLSX through export), read with Dashboard / View.
 * Grouped dashboards take two filters that act on the order lines before grouping, so a total covers exactly the
 * lines of a date range and warehouses: `Order Date` ({"from", "to"}, the line's order date, else its order's) and
 * `Warehouse Number` (list of numbers). Every other filter, and the sort, apply to the grouped rows as usual.
 */
export const LINE_SCOPE_KEYS = ['Order Date', 'Warehouse Number'] as const;

export interface LineScope {
  from?: string;
  to?: string;
  warehouses?: string[];
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const invalid = (message: string) => badRequest('List.InvalidFilter', message);

function dateBound(value: unknown, name: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || !DATE.test(value)) throw invalid(`Order Date ${name} must be YYYY-MM-DD`);
  return value;
}

/** Takes `Order Date` and `Warehouse Number` out of a request's filters (as the client sent them). */
export function lineScope(filters: Record<string, unknown>): {
  scope: LineScope;
  filters: Record<string, unknown>;
} {
  const { 'Order Date': date, 'Warehouse Number': warehouses, ...rest } = filters;
  const scope: LineScope = {};
  if (date !== undefined && date !== null) {
    if (typeof date === 'string') scope.from = scope.to = dateBound(date, 'value');
    else if (typeof date === 'object' && !Array.isArray(date)) {
      const { from, to, ...other } = date as Record<string, unknown>;
      if (Object.keys(other).length > 0) throw invalid('Order Date must be {"from", "to"}');
      scope.from = dateBound(from, 'from');
      scope.to = dateBound(to, 'to');
    } else throw invalid('Order Date must be {"from": date, "to": date}');
  }
  if (warehouses !== undefined && warehouses !== null) {
    const list = Array.isArray(warehouses) ? warehouses : [warehouses];
    if (!list.every((w) => typeof w === 'string'))
      throw invalid('Warehouse Number must be a list of strings');
    if (list.length > 0) scope.warehouses = list as string[];
  }
  return { scope, filters: rest };
}

function applyLineScope(query: FromClause, scope: LineScope, orderDate: RawBuilder<unknown>): FromClause {
  const conditions: RawBuilder<SqlBool>[] = [];
  if (scope.from) conditions.push(sql<SqlBool>`${orderDate} >= ${scope.from}`);
  if (scope.to) conditions.push(sql<SqlBool>`${orderDate} <= ${scope.to}`);
  if (scope.warehouses) conditions.push(sql<SqlBool>`w.number in (${sql.join(scope.warehouses)})`);
  return conditions.reduce((q, condition) => q.where(condition), query);
}

const PRIVILEGE = view('Dashboard');
const lineValue = (alias: string) =>
  sql`${sql.ref(`${alias}.quantity`)} * coalesce(${sql.ref(`${alias}.price`)}, 0)`;
/** An order line's order date: its own, else its order's. */
const lineOrderDate = sql`coalesce(l.order_date, o.order_date)`;

/**
 * An order line (alias `l`, of an order `o`) within `scope`: its order date (`orderDate`) in the range, its
 * warehouse among the numbers; true without a scope.
 */
function lineWithin(scope: LineScope, orderDate: RawBuilder<unknown> | null): RawBuilder<SqlBool> {
  const conditions: RawBuilder<SqlBool>[] = [];
  if (orderDate && scope.from) conditions.push(sql<SqlBool>`${orderDate} >= ${scope.from}`);
  if (orderDate && scope.to) conditions.push(sql<SqlBool>`${orderDate} <= ${scope.to}`);
  if (scope.warehouses)
    conditions.push(
      sql<SqlBool>`l.warehouse_id in (select w.id from warehouses w where w.number in (${sql.join(scope.warehouses)}))`,
    );
  return conditions.length === 0 ? sql<SqlBool>`1 = 1` : sql<SqlBool>`(${sql.join(conditions, sql` and `)})`;
}

const scoped = (scope: LineScope) => Boolean(scope.from || scope.to || scope.warehouses);

/**
 * Headline figures as rows of {Metric, Document, Status, Value}; status counts follow the fixed metrics. The
 * figures follow the line scope as the cards beside them do (the tile and its card never disagree): orders count
 * when one of their lines is in it, values and late lines sum the lines in it; items below safety stock follow the
 * warehouse (inventory has no order date).
 */
export const statisticsView = defineView<LineScope>({
  name: 'dashboard_statistics',
  from: (db, given) => {
    const scope = given ?? {};
    const poOpen = isOpen(sql.ref('o.status'), 'purchase');
    const poLineOpen = isOpen(sql.ref('l.status'), 'purchase');
    const soOpen = isOpen(sql.ref('o.status'), 'sales');
    const soLineOpen = isOpen(sql.ref('l.status'), 'sales');
    const day = today();
    /** Orders (alias `o`) with a line of `lines` in the scope (every order without one). */
    const ordersIn = (lines: string, orderDate: RawBuilder<unknown>) =>
      scoped(scope)
        ? sql<SqlBool>`exists (select 1 from ${sql.table(lines)} l where l.order_id = o.id and ${lineWithin(scope, orderDate)})`
        : sql<SqlBool>`1 = 1`;
    const poIn = ordersIn('purchase_order_lines', lineOrderDate);
    const soIn = ordersIn('sales_order_lines', lineOrderDate);
    const byStatus = (
      base: number,
      label: string,
      document: string,
      table: string,
      within: RawBuilder<SqlBool>,
    ) =>
      sql`select ${sql.lit(base)} + row_number() over (order by o.status), ${label}, ${document}, o.status,
            count(*) from ${sql.table(table)} o where ${within} group by o.status`;
    const inventoryIn = scope.warehouses
      ? sql<SqlBool>`i.warehouse_id in (select w.id from warehouses w where w.number in (${sql.join(scope.warehouses)}))`
      : sql<SqlBool>`1 = 1`;
    const metrics = sql`(
      select 1 as id, ${'Open purchase orders'} as metric, ${'Purchase order'} as document,
             cast(null as text) as status,
             (select count(*) from purchase_orders o where ${poOpen} and ${poIn}) as value
      union all select 2, ${'Open purchase order value'}, ${'Purchase order'}, null,
             (select coalesce(sum(${lineValue('l')}), 0) from purchase_order_lines l
                join purchase_orders o on o.id = l.order_id
               where ${poOpen} and ${poLineOpen} and ${lineWithin(scope, lineOrderDate)})
      union all select 3, ${'Purchase order lines late against ETA'}, ${'Purchase order'}, null,
             (select count(*) from purchase_order_lines l join purchase_orders o on o.id = l.order_id
               where ${poOpen} and ${poLineOpen} and l.eta_date < ${day} and l.actual_delivery_date is null
                 and ${lineWithin(scope, lineOrderDate)})
      union all select 4, ${'Open sales orders'}, ${'Sales order'}, null,
             (select count(*) from sales_orders o where ${soOpen} and ${soIn})
      union all select 5, ${'Open sales order value'}, ${'Sales order'}, null,
             (select coalesce(sum(${lineValue('l')}), 0) from sales_order_lines l
                join sales_orders o on o.id = l.order_id
               where ${soOpen} and ${soLineOpen} and ${lineWithin(scope, lineOrderDate)})
      union all select 6, ${'Items below safety stock'}, ${'Inventory'}, null,
             (select count(distinct i.item_id) from inventory i
               where i.safety_stock is not null and i.quantity < i.safety_stock and ${inventoryIn})
      union all ${byStatus(1000, 'Purchase orders by status', 'Purchase order', 'purchase_orders', poIn)}
      union all ${byStatus(2000, 'Sales orders by status', 'Sales order', 'sales_orders', soIn)}
      union all ${byStatus(
        3000,
        'Manufacturing orders by status',
        'Manufacturing order',
        'manufacturing_orders',
        ordersIn('manufacturing_order_lines', sql`o.order_date`),
      )}
    )`;
    return db.selectFrom(metrics.as('s'));
  },
  id: sql`s.id`,
  columns: columnsOf('s', {
    Metric: 'metric',
    Document: 'document',
    Status: 'status',
    Value: num('value'),
  }),
  defaultSort: { key: 'id', type: 'Ascending' },
});

/** A per-party dashboard: its name, how its order lines reach their orders (`o`) and party, and its own columns. */
interface PartyDashboard {
  name: string;
  /** The lines (`l`) joined to their orders (`o`) and the orders' party (`party`). */
  lines: (db: Executor) => FromClause;
  party: 'c' | 's';
  /** The keys of the party's number and name, its orders, their lines and their value, in that order. */
  keys: [number: string, name: string, orders: string, lines: string, value: string];
  more: ColumnSpecs;
}

/**
 * Totals per party over committed lines (`l`) of committed orders (`o`, see status.ts) within the line scope: the
 * party's number and name, how many orders and lines it has, their quantity and value (quantity × price), then
 * the dashboard's own columns; largest value first.
 */
function partyDashboard({ name, lines, party, keys, more }: PartyDashboard) {
  const [numberKey, nameKey, ordersKey, linesKey, valueKey] = keys;
  return defineView<LineScope>({
    name,
    from: (db, scope) =>
      applyLineScope(
        lines(db)
          .innerJoin('warehouses as w', 'w.id', 'l.warehouse_id')
          .where(isCommitted(sql.ref('o.status')))
          .where(isCommitted(sql.ref('l.status')))
          .groupBy([`${party}.id`, `${party}.number`, `${party}.name`]),
        scope ?? {},
        lineOrderDate,
      ),
    id: sql.raw(`${party}.id`),
    columns: columnsOf(party, {
      [numberKey]: 'number',
      [nameKey]: 'name',
      [ordersKey]: num(sql`count(distinct o.id)`),
      [linesKey]: num(sql`count(*)`),
      Quantity: num(sql`sum(l.quantity)`),
      [valueKey]: money(sql`sum(${lineValue('l')})`),
      ...more,
    }),
    defaultSort: { key: valueKey, type: 'Descending' },
  });
}

/** Sales quantity × price per customer. */
export const revenueByCustomerView = partyDashboard({
  name: 'dashboard_revenue_by_customer',
  lines: (db) =>
    db
      .selectFrom('sales_order_lines as l')
      .innerJoin('sales_orders as o', 'o.id', 'l.order_id')
      .innerJoin('customers as c', 'c.id', 'o.customer_id'),
  party: 'c',
  keys: ['Customer Number', 'Customer Name', 'Sales Orders', 'SO Lines', 'Revenue'],
  more: {
    'First Order Date': date(sql`min(${lineOrderDate})`),
    'Last Order Date': date(sql`max(${lineOrderDate})`),
  },
});

const openPurchaseLine = sql`${isOpen(sql.ref('o.status'), 'purchase')} and ${isOpen(sql.ref('l.status'), 'purchase')}`;

/** Purchase quantity × price per supplier, and how much of it is still open. */
export const spendBySupplierView = partyDashboard({
  name: 'dashboard_spend_by_supplier',
  lines: (db) =>
    db
      .selectFrom('purchase_order_lines as l')
      .innerJoin('purchase_orders as o', 'o.id', 'l.order_id')
      .innerJoin('suppliers as s', 's.id', 'o.supplier_id'),
  party: 's',
  keys: ['Supplier Number', 'Supplier Name', 'Purchase Orders', 'PO Lines', 'Spend'],
  more: {
    'Open Spend': money(sql`coalesce(sum(case when ${openPurchaseLine} then ${lineValue('l')} end), 0)`),
  },
});

const promised = sql`coalesce(l.first_promise_date, l.eta_date)`;

/**
 * Purchase-order lines with their day counts, which differ by database: `delivery_delay` (actual delivery minus
 * the promise: first promise date, else ETA) and `days_past_eta` (today minus ETA).
 */
const linesWithDays = (db: Executor, dialect: DialectHelpers = dialectOf(db)) =>
  db
    .selectFrom('purchase_order_lines as l')
    .selectAll('l')
    .select([
      promised.as('promised_date'),
      dialect.daysBetween(promised, sql.ref('l.actual_delivery_date')).as('delivery_delay'),
      dialect.daysBetween(sql.ref('l.eta_date'), sql`${today()}`).as('days_past_eta'),
    ])
    .as('l');

const onTime = sql`(case when l.delivery_delay <= 0 then 1 else 0 end)`;
const late = sql`(case when l.delivery_delay > 0 then 1 else 0 end)`;

/** Per supplier: delivered lines with a promise, how many arrived on time, and how late the late ones were. */
export const onTimeDeliveryView = defineView<LineScope>({
  name: 'dashboard_supplier_on_time_delivery',
  from: (db, scope) =>
    applyLineScope(
      db
        .selectFrom(linesWithDays(db))
        .innerJoin('purchase_orders as o', 'o.id', 'l.order_id')
        .innerJoin('suppliers as s', 's.id', 'o.supplier_id')
        .innerJoin('warehouses as w', 'w.id', 'l.warehouse_id')
        .where('l.actual_delivery_date', 'is not', null)
        .where('l.promised_date', 'is not', null)
        .groupBy(['s.id', 's.number', 's.name']),
      scope ?? {},
      lineOrderDate,
    ),
  id: sql`s.id`,
  columns: columnsOf('s', {
    'Supplier Number': 'number',
    'Supplier Name': 'name',
    'Delivered Lines': num(sql`count(*)`),
    'On Time Lines': num(sql`sum(${onTime})`),
    'Late Lines': num(sql`sum(${late})`),
    'On Time Rate': num(sql`round(100.0 * sum(${onTime}) / count(*), 1)`, { alias: 'On Time Rate (%)' }),
    'Average Days Late': num(sql`avg(case when l.delivery_delay > 0 then l.delivery_delay end)`),
  }),
  defaultSort: { key: 'On Time Rate', type: 'Ascending' },
});

/** Value of open purchase-order lines not yet delivered, by month of their ETA (`ETA Month` null: no ETA). */
export const openPoValueByMonthView = defineView<LineScope>({
  name: 'dashboard_open_po_value_by_month',
  from: (db, scope) =>
    applyLineScope(
      db
        .selectFrom('purchase_order_lines as l')
        .innerJoin('purchase_orders as o', 'o.id', 'l.order_id')
        .innerJoin('warehouses as w', 'w.id', 'l.warehouse_id')
        .where(isOpen(sql.ref('o.status'), 'purchase'))
        .where(isOpen(sql.ref('l.status'), 'purchase'))
        .where('l.actual_delivery_date', 'is', null)
        .groupBy(sql`substr(l.eta_date, 1, 7)`),
      scope ?? {},
      lineOrderDate,
    ),
  // Months sort as text; the row number over them is a stable integer id for the grouped rows.
  id: sql`row_number() over (order by substr(l.eta_date, 1, 7))`,
  columns: columnsOf('l', {
    'ETA Month': sql`substr(l.eta_date, 1, 7)`,
    'Open Lines': num(sql`count(*)`),
    'Open Quantity': num(sql`sum(l.quantity)`),
    'Open Value': money(sql`sum(${lineValue('l')})`),
    'Purchase Orders': num(sql`count(distinct o.id)`),
  }),
  defaultSort: { key: 'ETA Month', type: 'Ascending' },
});

/** Open purchase-order lines past their ETA and not delivered, latest first. */
export const lateLinesView = defineView<LineScope>({
  name: 'dashboard_top_late_lines',
  from: (db, scope) =>
    applyLineScope(
      db
        .selectFrom(linesWithDays(db))
        .innerJoin('purchase_orders as o', 'o.id', 'l.order_id')
        .innerJoin('suppliers as s', 's.id', 'o.supplier_id')
        .innerJoin('items as i', 'i.id', 'l.item_id')
        .innerJoin('warehouses as w', 'w.id', 'l.warehouse_id')
        .where(isOpen(sql.ref('o.status'), 'purchase'))
        .where(isOpen(sql.ref('l.status'), 'purchase'))
        .where('l.actual_delivery_date', 'is', null)
        .where('l.eta_date', '<', today()),
      scope ?? {},
      lineOrderDate,
    ),
  id: sql`l.id`,
  columns: columnsOf('l', {
    'PO List Number': 'o.number',
    'Supplier Number': 's.number',
    'Supplier Name': 's.name',
    'Item Number': 'i.number',
    'Warehouse Number': 'w.number',
    'PO Details Document Status': 'status',
    'PO Details Quantity': num('quantity'),
    'PO Details Price': money('price'),
    'Line Value': money(lineValue('l')),
    'PO Details ETA Date': date('eta_date'),
    'Days Late': num('days_past_eta'),
  }),
  defaultSort: { key: 'Days Late', type: 'Descending' },
});

/** Inventory records below their safety stock, with the shortfall. */
export const belowSafetyStockView = defineView({
  name: 'dashboard_items_below_safety_stock',
  from: (db) =>
    db
      .selectFrom('inventory as v')
      .innerJoin('items as i', 'i.id', 'v.item_id')
      .innerJoin('warehouses as w', 'w.id', 'v.warehouse_id')
      .leftJoin('sub_items as si', 'si.id', 'v.sub_item_id')
      .where('v.safety_stock', 'is not', null)
      .whereRef('v.quantity', '<', 'v.safety_stock'),
  id: sql`v.id`,
  columns: columnsOf('v', {
    'Item Number': 'i.number',
    'Item Description': 'i.description',
    'Sub Item Number': 'si.number',
    'Warehouse Number': 'w.number',
    'Inventory Quantity': num('quantity'),
    'Inventory Safety Stock': num('safety_stock'),
    Shortfall: num(sql`v.safety_stock - v.quantity`),
  }),
  defaultSort: { key: 'Shortfall', type: 'Descending' },
});

/** Every dashboard with the filters it takes before grouping. */
export const DASHBOARDS = [
  { view: statisticsView, scope: lineScope },
  { view: revenueByCustomerView, scope: lineScope },
  { view: spendBySupplierView, scope: lineScope },
  { view: onTimeDeliveryView, scope: lineScope },
  { view: openPoValueByMonthView, scope: lineScope },
  { view: lateLinesView, scope: lineScope },
  { view: belowSafetyStockView },
];

for (const entry of DASHBOARDS) registerView({ ...entry, privilege: PRIVILEGE });
