import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { actorOf } from '../../core/auth/actor.js';
import { currentUser } from '../../core/auth/plugin.js';
import { edit } from '../../core/auth/privileges.js';
import { orderRoutes } from './engine/routes.js';
import { ErrorBody } from './engine/schemas.js';
import { forecasts } from './forecast.js';
import { manufacturingOrders } from './manufacturing.js';
import { MoveAnswer, MoveBody, moveLines } from './move.js';
import { numberingRoutes } from './numbering.js';
import { purchaseOrders } from './purchase.js';
import './queued.js';
import { salesOrders } from './sales.js';
import { orderViews } from './views.js';

/** The order engine configured four times, plus the purchase-order line move. */
export const orderModuleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const [cfg, views] of [
    [purchaseOrders, orderViews.purchase],
    [salesOrders, orderViews.sales],
    [manufacturingOrders, orderViews.manufacturing],
    [forecasts, orderViews.forecast],
  ] as const)
    await app.register(orderRoutes(cfg, views));
  await app.register(numberingRoutes);
  app.put(
    '/api/purchase-order-details-move-lines',
    {
      config: { privilege: edit('Procurement') },
      schema: {
        tags: ['Purchase order'],
        summary: 'Move lines from one purchase order to another (existing, or new from the source header)',
        description: [
          'All elements share one source (else 400 PurchaseOrderDetails.MultipleSources) and one target (else PurchaseOrderDetails.MultipleTargets); each names the target by New Purchase Order List Id or New Purchase Order List Number, not both and not neither, and not the source itself (PurchaseOrderDetails.InvalidTarget).',
          'Unknown source or target: PurchaseOrderList.NotFound; a line not in the source: PurchaseOrderDetails.NotFound; a new number already used: PurchaseOrderList.AlreadyExists. The target must keep one warehouse (OrderList.MultipleWarehouses) and no repeated Item Number + Sub Item Number (OrderDetails.DuplicateRows).',
          'Atomic: all lines move or none. The emptied source stays. While procurement is locked the move is queued: 200 {message, notification_type: Warning}.',
        ].join('\n\n'),
        body: MoveBody,
        response: { 200: MoveAnswer, 400: ErrorBody },
      },
    },
    async (request) => moveLines(app.store, request.body, { actor: actorOf(currentUser(request)) }),
  );
};
