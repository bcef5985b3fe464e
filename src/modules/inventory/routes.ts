import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from 'typebox';
import { currentActor } from '../../core/auth/plugin.js';
import { edit, view } from '../../core/auth/privileges.js';
import { registerResource } from '../../core/http/resource-routes.js';
import { errorResponses, IdParams, ItemParams, ItemWarehouseParams } from '../../core/http/schemas.js';
import { listAnswer } from '../../core/list/rows.js';
import { ListEnvelopeSchema, ListQuerystring } from '../../core/list/schemas.js';
import {
  CreateInventoryBody,
  DeleteAnswer,
  DeleteQuery,
  InventoryRecord,
  UpdateInventoryBody,
} from './schemas.js';
import {
  createInventory,
  deleteInventory,
  getInventory,
  INVENTORY_ERRORS,
  type InventoryBody,
  updateInventory,
} from './service.js';
import { inventoryItemView, inventoryListView } from './views.js';

const tags = ['Inventory'];
const errors = errorResponses(400, 401, 403, 422);
type Answer = Static<typeof InventoryRecord>;
/** What every operation on `/api/inventory` shares. */
const inventory = {
  path: '/api/inventory',
  tags,
  read: view('Inventory'),
  write: edit('Inventory'),
  params: IdParams,
  record: InventoryRecord,
  errorBodies: errors,
};

/** Inventory records (contract part 4, specification 4.4): one per item, sub-item and warehouse. */
const INVALID_VALUE =
  'A negative Inventory Quantity or Inventory Safety Stock is 400 Inventory.InvalidValue (contract part 4).';

export const inventoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerResource(app, {
    ...inventory,
    operations: {
      list: {
        summary: 'List inventory records (view inventory_list)',
        answer: (request) => listAnswer(app.store, inventoryListView, request.query, undefined),
      },
    },
  });

  // Two paths, each declaring only the parameters it has.
  for (const [path, params] of [
    ['/api/inventory-item/:item_id', ItemParams],
    ['/api/inventory-item/:item_id/:warehouse_id', ItemWarehouseParams],
  ] as const)
    app.get(
      path,
      {
        config: { privilege: view('Inventory') },
        schema: {
          tags,
          summary: "One item's inventory records, optionally in one warehouse (view inventory_item)",
          params,
          querystring: ListQuerystring,
          response: { 200: ListEnvelopeSchema, ...errors },
        },
      },
      async (request) => {
        const params: { item_id: number; warehouse_id?: number } = request.params;
        const { item_id: itemId, warehouse_id: warehouseId } = params;
        return listAnswer(
          app.store,
          inventoryItemView,
          request.query,
          warehouseId === undefined ? { itemId } : { itemId, warehouseId },
        );
      },
    );

  registerResource(app, {
    ...inventory,
    operations: {
      get: {
        summary: 'One inventory record',
        errors: INVENTORY_ERRORS.get,
        answer: async (request) => (await getInventory(app.store.db, request.params.id)) as Answer,
      },
      create: {
        summary: 'Create an inventory record',
        description:
          'One record per Item Number, Sub Item Number and Warehouse Number: a second is 400 Inventory.AlreadyExists. ' +
          'Unknown references: ItemMaster.NotFound, SubItemMaster.NotFound (the sub-item must belong to the item), ' +
          `WarehouseMaster.NotFound. ${INVALID_VALUE}`,
        valueEntity: 'Inventory',
        errors: INVENTORY_ERRORS.create,
        body: CreateInventoryBody,
        answer: async (request) =>
          (await createInventory(app.store, request.body as InventoryBody, currentActor(request))) as Answer,
      },
      update: {
        summary: 'Update an inventory record (partial body)',
        description: INVALID_VALUE,
        valueEntity: 'Inventory',
        errors: INVENTORY_ERRORS.update,
        body: UpdateInventoryBody,
        answer: async (request) =>
          (await updateInventory(
            app.store,
            request.params.id,
            request.body as InventoryBody,
            currentActor(request),
          )) as Answer,
      },
      delete: {
        summary: 'Delete an inventory record, or with ?item=<item id> all of that item’s records',
        description:
          'With the query item, every inventory record of that item across all warehouses is deleted instead of only ' +
          'the one in the path, in one transaction. Unknown path id: 400 Inventory.NotFound; unknown item: 400 ' +
          'ItemMaster.NotFound.',
        errors: INVENTORY_ERRORS.delete,
        querystring: DeleteQuery,
        response: DeleteAnswer,
        answer: async (request) => {
          const count = await deleteInventory(
            app.store,
            request.params.id,
            request.query.item,
            currentActor(request),
          );
          return {
            message: `${count} inventory record${count === 1 ? '' : 's'} deleted`,
            rows_deleted: count,
          };
        },
      },
    },
  });
};
