import { inReadSnapshot, readBaseVersion } from '../../core/db/bulk.js';
import { type Database, type Executor, type Store, selectArrays } from '../../core/db/index.js';
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
import {
  type AllocationRow,
  type BomRow,
  byId,
  type ForecastLineRow,
  type InventoryRow,
  type ManufacturingLineRow,
  name,
  named,
  numbersById,
  type PurchaseLineRow,
  pages,
  reverse,
  type SalesLineRow,
} from './loader-rows.js';
import { readTransfers } from './loader-transfers.js';
import { readDirtyItems } from './net-change-scope.js';
import { withoutOverriddenStatistical } from './statistical-override.js';

export { inReadSnapshot };

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
  /** The base-data counter on the snapshot read (net change: the writes this input includes). */
  baseVersion?: number;
  /** The marks of the writes this input includes (net-change-scope.ts), when the loader read them. */
  dirtyMarks?: number[];
}

export interface SkuIds {
  item: Map<string, number>;
  warehouse: Map<string, number>;
  subItem: Map<string, number>;
}

export const subItemKey = (itemNumber: string, subItemNumber: string) =>
  `${itemNumber}\u0000${subItemNumber}`;

/**
 * Reads everything the engine needs, one query per table (the large line tables streamed), inside one read
 * transaction so the tables agree with each other. Suggested PO and MO lines are left out: the run replaces them
 * and the status table gives them no role.
 */
export async function loadPlanInput(store: Store, planDate: string, horizonDays: number) {
  return inReadSnapshot(store, async (db) => ({
    ...(await readPlanInput(db, planDate, horizonDays)),
    // The writes this input includes: a run that stores its plan forgets them (net-change-scope.ts).
    dirtyMarks: (await readDirtyItems(db)).markIds,
  }));
}

/** Item ids to read the input of (net change's scope, net-change-scope.ts); absent, every item. */
export type ItemScope = readonly number[] | undefined;

/** What loadPlanInput reads, on a caller's snapshot (see inReadSnapshot). */
export async function readPlanInput(
  db: Executor,
  planDate: string,
  horizonDays: number,
  scope?: ItemScope,
): Promise<LoadedPlanData> {
  {
    const inScope = scope !== undefined;
    const scoped = scope ?? [];
    /** The orders with a line of an item in the scope. */
    const ordersInScope = (
      lines: 'purchase_order_lines' | 'manufacturing_order_lines' | 'sales_order_lines' | 'forecast_lines',
    ) => db.selectFrom(lines).select('order_id').where('item_id', 'in', scoped);
    const [items, subItems, warehouses, suppliers, shipFromRows, customers, bomRows] = await Promise.all([
      // Items and BOMs are large masters: read as arrays.
      selectArrays<[number, string]>(
        db,
        db
          .selectFrom('items')
          .select(['id', 'number'])
          .$if(inScope, (qb) => qb.where('id', 'in', scoped)),
      ).then((rows) => rows.map(([id, number]) => ({ id, number }))),
      db
        .selectFrom('sub_items')
        .select(['id', 'number', 'item_id'])
        .$if(inScope, (qb) => qb.where('item_id', 'in', scoped))
        .execute(),
      db.selectFrom('warehouses').select(['id', 'number']).execute(),
      db.selectFrom('suppliers').select(['id', 'number']).execute(),
      db.selectFrom('ship_froms').select(['id', 'number', 'supplier_id', 'status']).execute(),
      db.selectFrom('customers').select(['id', 'number']).execute(),
      selectArrays<BomRow>(
        db,
        db
          .selectFrom('boms')
          .select([
            'id',
            'number',
            'item_id',
            'status',
            'lead_time_days',
            'minimum_quantity',
            'order_multiple',
          ])
          .$if(inScope, (qb) => qb.where('item_id', 'in', scoped)),
      ),
    ]);
    const masters: Masters = {
      items: byId(items),
      subItems: byId(subItems),
      warehouses: byId(warehouses),
      suppliers: byId(suppliers),
      shipFroms: byId(shipFromRows),
      customers: byId(customers),
      boms: new Map(),
    };
    for (const row of bomRows) masters.boms.set(row[0], row[1]);
    const item = (id: number) => name(masters.items, id, 'Item');

    // The supplier's first Active ship-from by number stands in for an allocation that names none.
    const firstActiveShipFrom = new Map<number, string>();
    for (const row of shipFromRows) {
      if (row.status !== 'Active') continue;
      const current = firstActiveShipFrom.get(row.supplier_id);
      if (current === undefined || row.number < current) firstActiveShipFrom.set(row.supplier_id, row.number);
    }

    const boms = new Map<number, PlanBom>();
    const planItems: PlanItem[] = [];
    for (const [id, number, itemId, status, leadTimeDays, minimumQuantity, orderMultiple] of bomRows) {
      boms.set(id, {
        bomNumber: number,
        itemNumber: item(itemId),
        leadTimeDays: Number(leadTimeDays),
        minimumQuantity: Number(minimumQuantity),
        orderMultiple: Number(orderMultiple),
        components: [],
      });
      if (status === 'Active') planItems.push({ itemNumber: item(itemId), activeBomNumber: number });
    }
    for (const [bomId, componentItemId, quantity] of await selectArrays<[number, number, number]>(
      db,
      db
        .selectFrom('bom_lines')
        .select(['bom_id', 'component_item_id', 'quantity'])
        // In a scope, components outside it are left out: their plans are not part of the scope's.
        .$if(inScope, (qb) => qb.where('component_item_id', 'in', scoped))
        .orderBy('id'),
    ))
      boms.get(bomId)?.components.push({ itemNumber: item(componentItemId), quantity });

    const allocations: PlanAllocation[] = [];
    // Repeats stored before the uniqueness rule (null key) count once: the lowest id of each key has it.
    for (const row of await selectArrays<AllocationRow>(
      db,
      db
        .selectFrom('supplier_allocations')
        .select([
          'id',
          'item_id',
          'supplier_id',
          'ship_from_id',
          'allocation_percent',
          'lead_time_days',
          'minimum_order_quantity',
          'order_multiple',
          'unit_price',
        ])
        .where('unique_key', 'is not', null)
        .$if(inScope, (qb) => qb.where('item_id', 'in', scoped))
        .orderBy('id'),
    ))
      allocations.push({
        allocationId: row[0],
        itemNumber: item(row[1]),
        supplierNumber: name(masters.suppliers, row[2], 'Supplier'),
        shipFromNumber:
          row[3] === null
            ? (firstActiveShipFrom.get(row[2]) ?? null)
            : name(masters.shipFroms, row[3], 'Ship from'),
        allocationPercent: row[4],
        leadTimeDays: row[5],
        minimumOrderQuantity: row[6],
        orderMultiple: row[7],
        unitPrice: row[8],
      });

    // The lines' masters by id in arrays (ids are small dense integers): a Map lookup per line and master cost more.
    const itemNumbers = numbersById(masters.items);
    const subItemNumbers = numbersById(masters.subItems);
    const warehouseNumbers = numbersById(masters.warehouses);
    const shipFromNumbers = numbersById(masters.shipFroms);
    const customerNumbers = numbersById(masters.customers);
    const bomNumbers = numbersById(masters.boms);
    const itemOf = (id: number) => named(itemNumbers, id, 'Item');
    const subItemOf = (id: number | null) => (id === null ? null : named(subItemNumbers, id, 'Sub item'));
    const warehouseOf = (id: number) => named(warehouseNumbers, id, 'Warehouse');

    // The SKU's numbers are written field by field into each line (no SKU object spread into it: a spread builds
    // extra objects and the line in V8's slow, dictionary-like way).
    const skus: PlanSku[] = [];
    for await (const rows of pages<Database, 'inventory', unknown, InventoryRow>(
      db,
      db
        .selectFrom('inventory')
        .select(['id', 'item_id', 'sub_item_id', 'warehouse_id', 'quantity', 'safety_stock'])
        .$if(inScope, (qb) => qb.where('item_id', 'in', scoped)),
    ))
      for (const row of rows)
        skus.push({
          itemNumber: itemOf(row[1]),
          subItemNumber: subItemOf(row[2]),
          warehouseNumber: warehouseOf(row[3]),
          onHand: row[4],
          safetyStock: row[5],
        });

    // Headers by id: number (and supplier), or undefined when absent.
    const poNumbers: (string | undefined)[] = [];
    const poSuppliers: string[] = [];
    for (const [id, number, supplierId] of await selectArrays<[number, string, number]>(
      db,
      db
        .selectFrom('purchase_orders')
        .select(['id', 'number', 'supplier_id'])
        .$if(inScope, (qb) => qb.where('id', 'in', ordersInScope('purchase_order_lines'))),
    )) {
      poNumbers[id] = number;
      poSuppliers[id] = name(masters.suppliers, supplierId, 'Supplier');
    }
    const purchaseLines: PlanPurchaseLine[] = [];
    for await (const rows of pages<Database, 'purchase_order_lines', unknown, PurchaseLineRow>(
      db,
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
        .where('status', '<>', 'Suggested')
        .$if(inScope, (qb) => qb.where('item_id', 'in', scoped)),
    ))
      for (const row of rows) {
        const orderId = row[1];
        const number = poNumbers[orderId];
        if (number === undefined) continue; // its order was deleted after the headers were read
        purchaseLines.push({
          itemNumber: itemOf(row[2]),
          subItemNumber: subItemOf(row[3]),
          warehouseNumber: warehouseOf(row[4]),
          lineId: row[0],
          orderId,
          orderNumber: number,
          quantity: row[6],
          status: row[7],
          supplierNumber: poSuppliers[orderId]!,
          shipFromNumber: named(shipFromNumbers, row[5], 'Ship from'),
          etaDate: row[8],
          requestDate: row[9],
          orderDate: row[10],
          price: row[11],
        });
      }
    poNumbers.length = 0;
    poSuppliers.length = 0;

    const moNumbers: (string | undefined)[] = [];
    for (const [id, number] of await selectArrays<[number, string]>(
      db,
      db
        .selectFrom('manufacturing_orders')
        .select(['id', 'number'])
        .$if(inScope, (qb) => qb.where('id', 'in', ordersInScope('manufacturing_order_lines'))),
    ))
      moNumbers[id] = number;
    const manufacturingLines: PlanManufacturingLine[] = [];
    for await (const rows of pages<Database, 'manufacturing_order_lines', unknown, ManufacturingLineRow>(
      db,
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
        .where('status', '<>', 'Suggested')
        .$if(inScope, (qb) => qb.where('item_id', 'in', scoped)),
    ))
      for (const row of rows) {
        const number = moNumbers[row[1]];
        if (number === undefined) continue;
        manufacturingLines.push({
          itemNumber: itemOf(row[2]),
          subItemNumber: subItemOf(row[3]),
          warehouseNumber: warehouseOf(row[4]),
          lineId: row[0],
          orderId: row[1],
          orderNumber: number,
          quantity: row[6],
          status: row[7],
          bomNumber: row[5] === null ? null : named(bomNumbers, row[5], 'BOM'),
          startDate: row[8],
          dueDate: row[9],
        });
      }
    moNumbers.length = 0;

    const soNumbers: (string | undefined)[] = [];
    const soCustomers: string[] = [];
    for (const [id, number, customerId] of await selectArrays<[number, string, number]>(
      db,
      db
        .selectFrom('sales_orders')
        .select(['id', 'number', 'customer_id'])
        .$if(inScope, (qb) => qb.where('id', 'in', ordersInScope('sales_order_lines'))),
    )) {
      soNumbers[id] = number;
      soCustomers[id] = named(customerNumbers, customerId, 'Customer');
    }
    const salesLines: PlanSalesLine[] = [];
    for await (const rows of pages<Database, 'sales_order_lines', unknown, SalesLineRow>(
      db,
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
        ])
        .$if(inScope, (qb) => qb.where('item_id', 'in', scoped)),
    ))
      for (const row of rows) {
        const orderId = row[1];
        const number = soNumbers[orderId];
        if (number === undefined) continue;
        salesLines.push({
          itemNumber: itemOf(row[2]),
          subItemNumber: subItemOf(row[3]),
          warehouseNumber: warehouseOf(row[4]),
          lineId: row[0],
          orderId,
          orderNumber: number,
          quantity: row[5],
          status: row[6],
          customerNumber: soCustomers[orderId]!,
          shipDate: row[7],
          orderDate: row[8],
        });
      }

    const forecastNumbers: (string | undefined)[] = [];
    const forecastStatuses: string[] = [];
    for (const [id, number, status] of await selectArrays<[number, string, string]>(
      db,
      db
        .selectFrom('forecasts')
        .select(['id', 'number', 'status'])
        .$if(inScope, (qb) => qb.where('id', 'in', ordersInScope('forecast_lines'))),
    )) {
      forecastNumbers[id] = number;
      forecastStatuses[id] = status;
    }
    const forecastLines: PlanForecastLine[] = [];
    for await (const rows of pages<Database, 'forecast_lines', unknown, ForecastLineRow>(
      db,
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
        ])
        .$if(inScope, (qb) => qb.where('item_id', 'in', scoped)),
    ))
      for (const row of rows) {
        const listId = row[1];
        const number = forecastNumbers[listId];
        if (number === undefined) continue;
        forecastLines.push({
          itemNumber: itemOf(row[2]),
          subItemNumber: subItemOf(row[3]),
          warehouseNumber: warehouseOf(row[4]),
          lineId: row[0],
          forecastId: listId,
          forecastNumber: number,
          listStatus: forecastStatuses[listId]!,
          customerNumber: row[5] === null ? null : named(customerNumbers, row[5], 'Customer'),
          date: row[6],
          quantity: row[7],
        });
      }

    const { distributions, transferLines } = await readTransfers(
      db,
      { itemOf, subItemOf, warehouseOf },
      scope,
    );

    const ids: SkuIds = {
      item: reverse(masters.items),
      warehouse: reverse(masters.warehouses),
      subItem: new Map(subItems.map((s) => [subItemKey(item(s.item_id), s.number), s.id])),
    };
    return {
      masters,
      ids,
      baseVersion: await readBaseVersion(db),
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
        forecastLines: withoutOverriddenStatistical(forecastLines),
        distributions,
        transferLines,
      },
    };
  }
}
