import { sql } from 'kysely';
import { view as viewPrivilege } from '../../core/auth/privileges.js';
import type { Executor } from '../../core/db/index.js';
import { badRequest } from '../../core/errors.js';
import { columnsOf, date, num } from '../../core/list/compact.js';
import { registerView } from '../../core/list/registry.js';
import { defineView, type FromClause } from '../../core/list/view.js';

const columns = columnsOf('inv', {
  'Item Number': 'i.number',
  'Item Description': 'i.description',
  'Sub Item Number': 's.number',
  'Warehouse Number': 'w.number',
  'Warehouse Name': 'w.name',
  'Inventory Quantity': num('quantity'),
  'Inventory Safety Stock': num('safety_stock'),
  'Inventory Date': date('date'),
});

const inventoryFrom = (db: Executor): FromClause =>
  db
    .selectFrom('inventory as inv')
    .innerJoin('items as i', 'i.id', 'inv.item_id')
    .leftJoin('sub_items as s', 's.id', 'inv.sub_item_id')
    .innerJoin('warehouses as w', 'w.id', 'inv.warehouse_id');

/** Every inventory record (GET /api/inventory, export view inventory_list). */
export const inventoryListView = defineView({
  name: 'inventory_list',
  from: (db) => inventoryFrom(db),
  id: sql`inv.id`,
  columns,
  defaultSort: { key: 'Item Number', type: 'Ascending' },
  custom: { table: 'Inventory', source: 'inv' },
});

export interface ItemScope {
  itemId: number;
  warehouseId?: number;
}

/** One item's inventory records, optionally in one warehouse (GET /api/inventory-item/…, view inventory_item). */
export const inventoryItemView = defineView<ItemScope>({
  name: 'inventory_item',
  from: (db, scope) => {
    const query = inventoryFrom(db).where('inv.item_id', '=', scope.itemId);
    return scope.warehouseId === undefined ? query : query.where('inv.warehouse_id', '=', scope.warehouseId);
  },
  id: sql`inv.id`,
  columns,
  defaultSort: { key: 'Warehouse Number', type: 'Ascending' },
  custom: { table: 'Inventory', source: 'inv' },
});

/** An integer id given in filters as 5, "5" or [5]. */
function idFilter(filters: Record<string, unknown>, key: string, required: boolean): number | undefined {
  const raw = filters[key];
  const value = Array.isArray(raw) && raw.length === 1 ? raw[0] : raw;
  if (value === undefined || value === null) {
    if (required) throw badRequest('Request.Invalid', `filters must name the ${key} of the view`);
    return undefined;
  }
  const id = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  if (!Number.isInteger(id) || id < 1)
    throw badRequest('Request.Invalid', `filters.${key} must be an integer id`);
  return id;
}

export function itemScopeFromFilters(filters: Record<string, unknown>) {
  const { item_id: _item, warehouse_id: _warehouse, ...rest } = filters;
  const itemId = idFilter(filters, 'item_id', true) as number;
  const warehouseId = idFilter(filters, 'warehouse_id', false);
  const scope: ItemScope = warehouseId === undefined ? { itemId } : { itemId, warehouseId };
  return { scope, filters: rest };
}

registerView({ view: inventoryListView, privilege: viewPrivilege('Inventory') });
registerView({ view: inventoryItemView, privilege: viewPrivilege('Inventory'), scope: itemScopeFromFilters });
