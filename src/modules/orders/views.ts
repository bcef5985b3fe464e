import { registerOrderViews } from './engine/views.js';
import { forecasts } from './forecast.js';
import { manufacturingOrders } from './manufacturing.js';
import { purchaseOrders } from './purchase.js';
import { salesOrders } from './sales.js';

/** The twelve named views of the four order types, registered once at load time for views and export. */
export const orderViews = {
  purchase: registerOrderViews(purchaseOrders),
  sales: registerOrderViews(salesOrders),
  manufacturing: registerOrderViews(manufacturingOrders),
  forecast: registerOrderViews(forecasts),
};
