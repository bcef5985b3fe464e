/**
 * What planning reads for transfers (planning.md part 5), on the loader's snapshot: the Active item distributions
 * and every transfer order line but Suggested ones (the run replaces those), with its header's number, From
 * warehouse and order date. Masters are named by number through the loader's lookups.
 */
import type { Executor } from '../../core/db/index.js';
import type { PlanDistribution, PlanTransferLine } from './engine/index.js';

/** The loader's id → number lookups. */
export interface NumberLookups {
  itemOf(id: number): string;
  subItemOf(id: number | null): string | null;
  warehouseOf(id: number): string;
}

export async function readTransfers(
  db: Executor,
  lookups: NumberLookups,
  /** Item ids to read (net change's scope); absent, every item. */
  scope?: readonly number[],
): Promise<{ distributions: PlanDistribution[]; transferLines: PlanTransferLine[] }> {
  const { itemOf, subItemOf, warehouseOf } = lookups;
  const [distributionRows, lineRows] = await Promise.all([
    db
      .selectFrom('item_distributions')
      .select([
        'id',
        'item_id',
        'from_warehouse_id',
        'to_warehouse_id',
        'lead_time_days',
        'minimum_quantity',
        'multiple',
      ])
      .where('status', '=', 'Active')
      .$if(scope !== undefined, (qb) => qb.where('item_id', 'in', scope ?? []))
      .orderBy('id')
      .execute(),
    db
      .selectFrom('transfer_order_lines as l')
      .innerJoin('transfer_orders as h', 'h.id', 'l.order_id')
      .select([
        'l.id',
        'l.order_id',
        'h.number',
        'h.from_warehouse_id',
        'h.order_date',
        'l.item_id',
        'l.sub_item_id',
        'l.warehouse_id',
        'l.quantity',
        'l.status',
        'l.ship_date',
        'l.receipt_date',
      ])
      .where('l.status', '!=', 'Suggested')
      .$if(scope !== undefined, (qb) => qb.where('l.item_id', 'in', scope ?? []))
      .orderBy('l.id')
      .execute(),
  ]);
  return {
    distributions: distributionRows.map((d) => ({
      distributionId: d.id,
      itemNumber: itemOf(d.item_id),
      fromWarehouseNumber: warehouseOf(d.from_warehouse_id),
      toWarehouseNumber: warehouseOf(d.to_warehouse_id),
      leadTimeDays: Number(d.lead_time_days),
      minimumQuantity: Number(d.minimum_quantity),
      multiple: Number(d.multiple),
    })),
    transferLines: lineRows.map((l) => ({
      lineId: l.id,
      orderId: l.order_id,
      orderNumber: l.number,
      itemNumber: itemOf(l.item_id),
      subItemNumber: subItemOf(l.sub_item_id),
      warehouseNumber: warehouseOf(l.warehouse_id),
      fromWarehouseNumber: warehouseOf(l.from_warehouse_id),
      quantity: Number(l.quantity),
      status: l.status,
      shipDate: l.ship_date,
      orderDate: l.order_date,
      receiptDate: l.receipt_date,
    })),
  };
}
