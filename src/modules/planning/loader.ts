import { type SelectQueryBuilder, sql } from 'kysely';
import type { Executor, Store } from '../../core/db/index.js';
import type {
  PlanAllocation,
  PlanBom,
  PlanForecastLine,
  PlanInput,
  PlanItem,
  PlanManufacturingLine,
  PlanPurchaseLine,
  PlanSalesLine,
  PlanSku,
} from './engine/index.js';

/** The large tables are read this many rows at a time. */
const CHUNK = 5000;

/**
 * The rows of a large table in id order, a page of CHUNK rows per query (`id > last`, the primary key's index).
 * Kysely's stream hands each row on through three nested async generators, a promise each, which cost more than
 * reading the row (--cpu-prof of the run's load on SQLite); a page is one statement answering an array. Every page
 * runs on the caller's snapshot (inReadSnapshot), so the pages agree with each other and with the other tables.
 */
async function* pages<DB, TB extends keyof DB, R extends { id: number }>(
  query: SelectQueryBuilder<DB, TB, R>,
): AsyncGenerator<R[]> {
  const id = sql.ref<number>('id');
  // The first page has no lower bound (a bound below any id would be out of PostgreSQL's integer range).
  let after: number | null = null;
  for (;;) {
    const rows: R[] = await query
      .$if(after !== null, (page) => page.where(id, '>', after!))
      .orderBy(id)
      .limit(CHUNK)
      .execute();
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < CHUNK) return;
    after = rows[rows.length - 1]!.id;
  }
}

/** Number of every master a line names, by id: loaded once, so no line query joins them. */
export interface Masters {
  items: Map<number, string>;
  subItems: Map<number, string>;
  warehouses: Map<number, string>;
  suppliers: Map<number, string>;
  shipFroms: Map<number, string>;
  customers: Map<number, string>;
  boms: Map<number, string>;
}

export interface LoadedPlanData {
  input: PlanInput;
  masters: Masters;
  /** Ids of the SKU a result names: item and warehouse by number, sub item by item number + sub item number. */
  ids: SkuIds;
}

export interface SkuIds {
  item: Map<string, number>;
  warehouse: Map<string, number>;
  subItem: Map<string, number>;
}

export const subItemKey = (itemNumber: string, subItemNumber: string) =>
  `${itemNumber}\u0000${subItemNumber}`;
const reverse = (map: Map<number, string>) => new Map([...map].map(([id, number]) => [number, id]));

const byId = (rows: { id: number; number: string }[]) => new Map(rows.map((r) => [r.id, r.number]));

function name(map: Map<number, string>, id: number, what: string): string {
  const found = map.get(id);
  if (found === undefined) throw new Error(`${what} #${id} vanished while loading`);
  return found;
}

/**
 * Reads everything the engine needs, one query per table (the large line tables streamed), inside one read
 * transaction so the tables agree with each other. Suggested PO and MO lines are left out: the run replaces them
 * and the status table gives them no role.
 */
export async function loadPlanInput(store: Store, planDate: string, horizonDays: number) {
  return inReadSnapshot(store, (db) => readPlanInput(db, planDate, horizonDays));
}

/** What loadPlanInput reads, on a caller's snapshot (see inReadSnapshot). */
export async function readPlanInput(
  db: Executor,
  planDate: string,
  horizonDays: number,
): Promise<LoadedPlanData> {
  {
    const [items, subItems, warehouses, suppliers, shipFromRows, customers, bomRows] = await Promise.all([
      db.selectFrom('items').select(['id', 'number']).execute(),
      db.selectFrom('sub_items').select(['id', 'number', 'item_id']).execute(),
      db.selectFrom('warehouses').select(['id', 'number']).execute(),
      db.selectFrom('suppliers').select(['id', 'number']).execute(),
      db.selectFrom('ship_froms').select(['id', 'number', 'supplier_id', 'status']).execute(),
      db.selectFrom('customers').select(['id', 'number']).execute(),
      db
        .selectFrom('boms')
        .select(['id', 'number', 'item_id', 'status', 'lead_time_days', 'minimum_quantity', 'order_multiple'])
        .execute(),
    ]);
    const masters: Masters = {
      items: byId(items),
      subItems: byId(subItems),
      warehouses: byId(warehouses),
      suppliers: byId(suppliers),
      shipFroms: byId(shipFromRows),
      customers: byId(customers),
      boms: byId(bomRows),
    };
    const item = (id: number) => name(masters.items, id, 'Item');
    // The SKU's numbers are written field by field into each line (no SKU object spread into it: a spread per
    // line of 200,000 built two objects each and the line in the slow, dictionary-like way).
    const subItem = (id: number | null) => (id === null ? null : name(masters.subItems, id, 'Sub item'));
    const warehouse = (id: number) => name(masters.warehouses, id, 'Warehouse');

    // The supplier's first Active ship-from by number stands in for an allocation that names none.
    const firstActiveShipFrom = new Map<number, string>();
    for (const row of shipFromRows) {
      if (row.status !== 'Active') continue;
      const current = firstActiveShipFrom.get(row.supplier_id);
      if (current === undefined || row.number < current) firstActiveShipFrom.set(row.supplier_id, row.number);
    }

    const boms = new Map<number, PlanBom>();
    const planItems: PlanItem[] = [];
    for (const row of bomRows) {
      boms.set(row.id, {
        bomNumber: row.number,
        itemNumber: item(row.item_id),
        leadTimeDays: Number(row.lead_time_days),
        minimumQuantity: Number(row.minimum_quantity),
        orderMultiple: Number(row.order_multiple),
        components: [],
      });
      if (row.status === 'Active')
        planItems.push({ itemNumber: item(row.item_id), activeBomNumber: row.number });
    }
    for (const line of await db
      .selectFrom('bom_lines')
      .select(['bom_id', 'component_item_id', 'quantity'])
      .orderBy('id')
      .execute())
      boms
        .get(line.bom_id)
        ?.components.push({ itemNumber: item(line.component_item_id), quantity: line.quantity });

    const allocations: PlanAllocation[] = [];
    // Repeats stored before the uniqueness rule (null key) count once: the lowest id of each key has it.
    for (const row of await db
      .selectFrom('supplier_allocations')
      .selectAll()
      .where('unique_key', 'is not', null)
      .orderBy('id')
      .execute())
      allocations.push({
        allocationId: row.id,
        itemNumber: item(row.item_id),
        supplierNumber: name(masters.suppliers, row.supplier_id, 'Supplier'),
        shipFromNumber:
          row.ship_from_id === null
            ? (firstActiveShipFrom.get(row.supplier_id) ?? null)
            : name(masters.shipFroms, row.ship_from_id, 'Ship from'),
        allocationPercent: row.allocation_percent,
        leadTimeDays: row.lead_time_days,
        minimumOrderQuantity: row.minimum_order_quantity,
        orderMultiple: row.order_multiple,
        unitPrice: row.unit_price,
      });

    const skus: PlanSku[] = [];
    for await (const rows of pages(
      db
        .selectFrom('inventory')
        .select(['id', 'item_id', 'sub_item_id', 'warehouse_id', 'quantity', 'safety_stock']),
    ))
      for (const row of rows)
        skus.push({
          itemNumber: item(row.item_id),
          subItemNumber: subItem(row.sub_item_id),
          warehouseNumber: warehouse(row.warehouse_id),
          onHand: row.quantity,
          safetyStock: row.safety_stock,
        });

    const poNumbers = new Map<number, { number: string; supplier: string }>();
    for (const row of await db
      .selectFrom('purchase_orders')
      .select(['id', 'number', 'supplier_id'])
      .execute())
      poNumbers.set(row.id, {
        number: row.number,
        supplier: name(masters.suppliers, row.supplier_id, 'Supplier'),
      });
    const purchaseLines: PlanPurchaseLine[] = [];
    for await (const rows of pages(
      db
        .selectFrom('purchase_order_lines')
        .select([
          'id',
          'order_id',
          'item_id',
          'sub_item_id',
          'warehouse_id',
          'ship_from_id',
          'quantity',
          'status',
          'eta_date',
          'request_date',
          'order_date',
          'price',
        ])
        .where('status', '<>', 'Suggested'),
    ))
      for (const row of rows) {
        const order = poNumbers.get(row.order_id);
        if (!order) continue; // its order was deleted after the headers were read
        purchaseLines.push({
          itemNumber: item(row.item_id),
          subItemNumber: subItem(row.sub_item_id),
          warehouseNumber: warehouse(row.warehouse_id),
          lineId: row.id,
          orderId: row.order_id,
          orderNumber: order.number,
          quantity: row.quantity,
          status: row.status,
          supplierNumber: order.supplier,
          shipFromNumber: name(masters.shipFroms, row.ship_from_id, 'Ship from'),
          etaDate: row.eta_date,
          requestDate: row.request_date,
          orderDate: row.order_date,
          price: row.price,
        });
      }
    poNumbers.clear();

    const moNumbers = new Map<number, string>();
    for (const row of await db.selectFrom('manufacturing_orders').select(['id', 'number']).execute())
      moNumbers.set(row.id, row.number);
    const manufacturingLines: PlanManufacturingLine[] = [];
    for await (const rows of pages(
      db
        .selectFrom('manufacturing_order_lines')
        .select([
          'id',
          'order_id',
          'item_id',
          'sub_item_id',
          'warehouse_id',
          'bom_id',
          'quantity',
          'status',
          'start_date',
          'due_date',
        ])
        .where('status', '<>', 'Suggested'),
    ))
      for (const row of rows) {
        const number = moNumbers.get(row.order_id);
        if (number === undefined) continue;
        manufacturingLines.push({
          itemNumber: item(row.item_id),
          subItemNumber: subItem(row.sub_item_id),
          warehouseNumber: warehouse(row.warehouse_id),
          lineId: row.id,
          orderId: row.order_id,
          orderNumber: number,
          quantity: row.quantity,
          status: row.status,
          bomNumber: row.bom_id === null ? null : name(masters.boms, row.bom_id, 'BOM'),
          startDate: row.start_date,
          dueDate: row.due_date,
        });
      }

    const soHeaders = new Map<number, { number: string; customer: string }>();
    for (const row of await db.selectFrom('sales_orders').select(['id', 'number', 'customer_id']).execute())
      soHeaders.set(row.id, {
        number: row.number,
        customer: name(masters.customers, row.customer_id, 'Customer'),
      });
    const salesLines: PlanSalesLine[] = [];
    for await (const rows of pages(
      db
        .selectFrom('sales_order_lines')
        .select([
          'id',
          'order_id',
          'item_id',
          'sub_item_id',
          'warehouse_id',
          'quantity',
          'status',
          'ship_date',
          'order_date',
        ]),
    ))
      for (const row of rows) {
        const order = soHeaders.get(row.order_id);
        if (order === undefined) continue;
        salesLines.push({
          itemNumber: item(row.item_id),
          subItemNumber: subItem(row.sub_item_id),
          warehouseNumber: warehouse(row.warehouse_id),
          lineId: row.id,
          orderId: row.order_id,
          orderNumber: order.number,
          quantity: row.quantity,
          status: row.status,
          customerNumber: order.customer,
          shipDate: row.ship_date,
          orderDate: row.order_date,
        });
      }

    const forecasts = new Map<number, { number: string; status: string }>();
    for (const row of await db.selectFrom('forecasts').select(['id', 'number', 'status']).execute())
      forecasts.set(row.id, { number: row.number, status: row.status });
    const forecastLines: PlanForecastLine[] = [];
    for await (const rows of pages(
      db
        .selectFrom('forecast_lines')
        .select([
          'id',
          'order_id',
          'item_id',
          'sub_item_id',
          'warehouse_id',
          'customer_id',
          'date',
          'quantity',
        ]),
    ))
      for (const row of rows) {
        const list = forecasts.get(row.order_id);
        if (!list) continue;
        forecastLines.push({
          itemNumber: item(row.item_id),
          subItemNumber: subItem(row.sub_item_id),
          warehouseNumber: warehouse(row.warehouse_id),
          lineId: row.id,
          forecastId: row.order_id,
          forecastNumber: list.number,
          listStatus: list.status,
          customerNumber:
            row.customer_id === null ? null : name(masters.customers, row.customer_id, 'Customer'),
          date: row.date,
          quantity: row.quantity,
        });
      }

    const ids: SkuIds = {
      item: reverse(masters.items),
      warehouse: reverse(masters.warehouses),
      subItem: new Map(subItems.map((s) => [subItemKey(item(s.item_id), s.number), s.id])),
    };
    return {
      masters,
      ids,
      input: {
        planDate,
        horizonDays,
        items: planItems,
        boms: [...boms.values()],
        allocations,
        skus,
        purchaseLines,
        manufacturingLines,
        salesLines,
        forecastLines,
      },
    };
  }
}

/**
 * Runs `work` on one snapshot of every table: a repeatable-read transaction on PostgreSQL; on SQLite a read
 * transaction on the reader connection (WAL), which leaves the writer connection free meanwhile.
 */
export function inReadSnapshot<T>(store: Store, work: (db: Executor) => Promise<T>): Promise<T> {
  if (store.kind === 'postgres')
    return store.db.transaction().setIsolationLevel('repeatable read').execute(work);
  const lease = store.leaseReader();
  return lease.db
    .transaction()
    .execute(work)
    .finally(() => lease.release());
}
