import { forecast } from '../../catalogue/orders.js';
import { badRequest } from '../../core/errors.js';
import { fromHeader, fromLine, LINE_WAREHOUSE_NAME, nameOf } from './engine/fields.js';
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
      ...fromHeader('Forecast List Number', 'Forecast List Name'),
      ...fromLine('Warehouse Number'),
      LINE_WAREHOUSE_NAME,
      ...fromLine('Customer Number'),
      nameOf('Customer Name', 'customer', 'line'),
      ...fromLine('Forecast Details Date', 'Forecast Details Quantity'),
    ],
    itemSort: 'Forecast Details Date',
  },
};
