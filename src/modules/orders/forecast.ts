import { badRequest } from '../../core/errors.js';
import { itemLineFields, quantityField } from './engine/fields.js';
import type { OrderConfig } from './engine/types.js';

/** Only a forecasting run writes Statistical lists (planning.md part 6). */
const STATISTICAL_STATUS = 'Statistical';

/**
 * Forecasts (contract part 4). A forecast holds one quantity per item, sub-item, customer and date, so those
 * together are its duplicate-row key (an item naturally appears once per forecast date). No line status.
 */
export const forecasts: OrderConfig = {
  path: 'forecast',
  orderType: 'Forecast',
  noun: 'forecast',
  short: 'Forecast',
  entity: 'ForecastList',
  lineEntity: 'ForecastDetails',
  lineShort: 'Forecast Detail',
  headerTable: 'forecasts',
  lineTable: 'forecast_lines',
  privilege: 'Demand',
  lineDeleteNeedsSessionOnly: false,
  idField: 'Forecast Id',
  numberKey: 'Forecast List Number',
  statusKey: 'Forecast List Status',
  headerFields: [
    { key: 'Forecast List Number', column: 'number', kind: 'string', required: true },
    { key: 'Forecast List Name', column: 'name', kind: 'string' },
    { key: 'Forecast List Status', column: 'status', kind: 'string', required: true },
  ],
  lineFields: [
    ...itemLineFields,
    { key: 'Customer Number', column: 'customer_id', kind: 'ref', ref: 'customer' },
    { key: 'Forecast Details Date', column: 'date', kind: 'date' },
    quantityField('Forecast Details Quantity', 'zero'),
  ],
  duplicateKey: ['Item Number', 'Sub Item Number', 'Customer Number', 'Forecast Details Date'],
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
  customHeader: 'ForecastList',
  views: {
    list: 'forecast_list',
    details: 'forecast_details',
    item: 'forecast_item',
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
