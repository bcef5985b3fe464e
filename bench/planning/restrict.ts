import type { PlanInput } from '../../src/modules/planning/engine/index.js';

/**
 * The part of a plan's input about `items` alone (their records, BOMs, allocations, distributions and lines): what
 * the engine would plan if only those items had changed, the ceiling of a net change that replans them.
 */
export function restrictToItems(input: PlanInput, items: ReadonlySet<string>): PlanInput {
  const kept = <T extends { itemNumber: string }>(rows: readonly T[] | undefined) =>
    (rows ?? []).filter((row) => items.has(row.itemNumber));
  return {
    ...input,
    items: kept(input.items),
    boms: kept(input.boms).map((bom) => ({
      ...bom,
      components: bom.components.filter((c) => items.has(c.itemNumber)),
    })),
    allocations: kept(input.allocations),
    skus: kept(input.skus),
    purchaseLines: kept(input.purchaseLines),
    manufacturingLines: kept(input.manufacturingLines),
    salesLines: kept(input.salesLines),
    forecastLines: kept(input.forecastLines),
    distributions: kept(input.distributions),
    transferLines: kept(input.transferLines),
  };
}
