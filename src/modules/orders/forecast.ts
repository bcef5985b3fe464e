import { forecast } from '../../catalogue/orders.js';
import { badRequest } from '../../core/errors.js';
import type { OrderConfig } from './engine/types.js';

/** Only a forecasting run writes Statistical lists (planning.md part 6). */
const STATISTICAL_STATUS = 'Statistical';

/** Forecasts (declared in src/catalogue/orders.ts). */
export const forecasts: OrderConfig = {
  ...forecast,
  lineDeleteNeedsSessionOnly: false,
  checkHeader: {
    codes: ['Forecasting.ReservedStatus'],
    check: (body) => {
      if (body['Forecast List Status'] === STATISTICAL_STATUS)
        throw badRequest(
          'Forecasting.ReservedStatus',
          'Forecast List Status Statistical is reserved to the forecasting run (POST /api/forecasting/run)',
        );
    },
  },
  views: {
    ...forecast.views,
    itemColumns: [
      { key: 'Forecast List Number', from: 'header' },
      { key: 'Forecast List Name', from: 'header' },
      { key: 'Warehouse Number', from: 'line' },
      { key: 'Warehouse Name', from: 'name', ref: 'warehouse', level: 'line' },
      { key: 'Customer Number', from: 'line' },
      { key: 'Customer Name', from: 'name', ref: 'customer', level: 'line' },
      { key: 'Forecast Details Date', from: 'line' },
      { key: 'Forecast Details Quantity', from: 'line' },
    ],
    itemSort: 'Forecast Details Date',
  },
};
