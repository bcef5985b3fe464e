import { type OrderViews, registerOrderViews } from './engine/views.js';
import { forecasts } from './forecast.js';
import { manufacturingOrders } from './manufacturing.js';
import { purchaseOrders } from './purchase.js';
import { salesOrders } from './sales.js';
import { transferOrders } from './transfer.js';

/** The three named views of each order type, registered once at load time for views and export. */
export const orderViews = {
  purchase: registerOrderViews(purchaseOrders),
  sales: registerOrderViews(salesOrders),
  manufacturing: registerOrderViews(manufacturingOrders),
  transfer: registerOrderViews(transferOrders),
  forecast: registerOrderViews(forecasts),
};

/** Every order type with its views, in the order their routes are registered. */
export const orderTypes = [
  { cfg: purchaseOrders, views: orderViews.purchase },
  { cfg: salesOrders, views: orderViews.sales },
  { cfg: manufacturingOrders, views: orderViews.manufacturing },
  { cfg: transferOrders, views: orderViews.transfer },
  { cfg: forecasts, views: orderViews.forecast },
] as const satisfies readonly { cfg: unknown; views: OrderViews }[];
