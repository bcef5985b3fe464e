/**
 * plan(): time-phased MRP as docs/planning.md describes, one step per file over one shared state (state.ts):
 * sources (sources.ts) → SKUs and their events (skus.ts, events.ts, forecasts.ts) → netting level by level
 * (netting.ts, which adds exceptions.ts and pegging.ts per SKU) → the result (result.ts).
 */
import { addInputEvents } from './events.js';
import { netSku } from './netting.js';
import { planResult } from './result.js';
import { skuOrder } from './skus.js';
import { PlanState } from './state.js';
import type { PlanInput, PlanOptions, PlanResult } from './types.js';

/** Plans the input: time-phased MRP exactly as docs/planning.md describes. Pure: same input, same result. */
export function plan(input: PlanInput, options: PlanOptions = {}): PlanResult {
  const state = new PlanState(input, options);
  addInputEvents(state);
  const levels = state.levels;
  for (let code = 0; code < levels.length; code++) {
    const byTransfer = levels[code]!;
    for (let distribution = 0; distribution < byTransfer.length; distribution++) {
      // Every SKU of this level exists now: only items of lower codes add dependent demand to it, and only
      // warehouses of lower distribution levels transfer demand (a SKU they create joins a later level).
      const level = byTransfer[distribution]!;
      level.sort(skuOrder(state));
      for (const sku of level) netSku(state, sku);
    }
  }
  state.dayStart.push(state.days.length);
  state.releaseWorkingBuffers();
  return planResult(state);
}
