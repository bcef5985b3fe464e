import type { Static } from 'typebox';
import type { Store } from '../../core/db/index.js';
import { itemOfSkus } from '../master-data/sku-records.js';
import { monthIndex, monthText } from './month-index.js';
import type { ForecastItemAnswer } from './schemas.js';

type Answer = Static<typeof ForecastItemAnswer>;

/** GET /api/forecasting/item/{item_id}[/{warehouse_id}]: each SKU's latest forecast with its history. */
export async function itemForecast(store: Store, itemId: number, warehouseId?: number): Promise<Answer> {
  const db = store.db;
  const item = await itemOfSkus(db, itemId, warehouseId);
  let query = db
    .selectFrom('forecast_results as r')
    .innerJoin('forecast_runs as run', 'run.id', 'r.run_id')
    .innerJoin('warehouses as w', 'w.id', 'r.warehouse_id')
    .leftJoin('sub_items as si', 'si.id', 'r.sub_item_id')
    .select([
      'r.run_id',
      'run.as_of',
      'w.id as warehouse_id',
      'w.number as warehouse_number',
      'si.number as sub_item_number',
      'r.pattern',
      'r.method',
      'r.parameters',
      'r.holdout_mae',
      'r.holdout_wape',
      'r.bias',
      'r.first_month',
      'r.history',
      'r.holdout',
      'r.forecast',
    ])
    .where('r.item_id', '=', itemId);
  if (warehouseId !== undefined) query = query.where('r.warehouse_id', '=', warehouseId);
  const rows = await query.orderBy('w.number').orderBy('si.number').execute();
  return {
    'Item Id': item.id,
    'Item Number': item.number,
    skus: rows.map((r) => {
      const first = monthIndex(r.first_month);
      const history = JSON.parse(r.history) as number[];
      const holdout = JSON.parse(r.holdout) as { actual: number[]; forecast: number[] };
      const forecast = JSON.parse(r.forecast) as number[];
      const holdoutStart = first + history.length - holdout.actual.length;
      const asOfMonth = monthIndex(r.as_of);
      return {
        'Sub Item Number': r.sub_item_number,
        'Warehouse Id': r.warehouse_id,
        'Warehouse Number': r.warehouse_number,
        'Forecast Run Id': r.run_id,
        'As Of': r.as_of,
        'Demand Pattern': r.pattern,
        Method: r.method,
        Parameters: r.parameters,
        'Holdout MAE': r.holdout_mae === null ? null : Number(r.holdout_mae),
        'Holdout WAPE': r.holdout_wape === null ? null : Number(r.holdout_wape),
        Bias: r.bias === null ? null : Number(r.bias),
        history: history.map((Quantity, k) => ({ Month: monthText(first + k), Quantity })),
        holdout: holdout.actual.map((Actual, k) => ({
          Month: monthText(holdoutStart + k),
          Actual,
          Forecast: holdout.forecast[k]!,
        })),
        forecast: forecast.map((Quantity, k) => ({
          Date: k === 0 ? r.as_of : `${monthText(asOfMonth + k)}-01`,
          Quantity,
        })),
      };
    }),
  };
}
