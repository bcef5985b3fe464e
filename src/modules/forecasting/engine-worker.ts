/** The forecasting engine in a worker thread (`WorkerPool` of core/workers.ts, started by run.ts). */
import { serveTasks } from '../../core/workers.js';
import { forecastSkus } from './sku-forecast.js';

serveTasks(forecastSkus);
