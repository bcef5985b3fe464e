/**
 * Per SKU, a digest of what a plan stores for it: its rows of every result table as results.ts writes them, ids
 * and planned orders' numbers left out (they differ from one run to the next for the same plan). Two plans store
 * the same for a SKU exactly when its digests are equal (a 64-bit hash: a collision among a company's SKUs is
 * beyond practical odds), so net change compares the new plan's digests with the stored ones to find the SKUs
 * whose plan changed.
 */
import type { PlanResult } from './engine/index.js';
import type { LoadedPlanData } from './loader.js';
import { resultTables, wholePlan } from './results.js';
import type { SkuIdentity } from './suggestion-builder.js';

/** Columns that carry ids or planned orders' numbers: not part of a plan's content. */
const LEFT_OUT = new Set(['id', 'sku_id', 'order_id', 'order_number']);
/** plan_exceptions' `order_number` names firm orders too: kept (null for planned ones, whose numbers are left out). */
const KEPT_NUMBERS: Record<string, ReadonlySet<string>> = {
  plan_exceptions: new Set(['order_number']),
};

const float = new Float64Array(1);
const words = new Uint32Array(float.buffer);

/** Two 32-bit FNV-1a lanes with different offsets, fed value by value. */
class Digests {
  readonly a: Uint32Array;
  readonly b: Uint32Array;
  constructor(count: number) {
    this.a = new Uint32Array(count).fill(0x811c9dc5);
    this.b = new Uint32Array(count).fill(0x01000193 ^ 0x5bd1e995);
  }
  private word(s: number, w: number) {
    this.a[s] = Math.imul(this.a[s]! ^ w, 0x01000193);
    this.b[s] = Math.imul(this.b[s]! ^ (w + 0x9e3779b9), 0x5bd1e995) ^ (this.b[s]! >>> 15);
  }
  add(s: number, value: unknown) {
    if (value === null || value === undefined) this.word(s, 0x7fffffff);
    else if (typeof value === 'number') {
      float[0] = value;
      this.word(s, words[0]!);
      this.word(s, words[1]!);
    } else {
      const text = String(value);
      this.word(s, text.length);
      for (let i = 0; i < text.length; i++) this.word(s, text.charCodeAt(i));
    }
  }
  /** A separator between rows and tables, so values cannot shift from one into the next unnoticed. */
  mark(s: number, tag: number) {
    this.word(s, 0x55aa0000 + tag);
  }
  text(s: number): string {
    return this.a[s]!.toString(16).padStart(8, '0') + this.b[s]!.toString(16).padStart(8, '0');
  }
}

/** The digest of every SKU of `result`, by engine SKU index. */
export function skuDigests(result: PlanResult, skus: readonly SkuIdentity[], data: LoadedPlanData): string[] {
  const count = result.columns.skuCount;
  const digests = new Digests(count);
  const tables = resultTables(result, [], skus, data, wholePlan(result), (day) => day);
  tables.forEach((table, tag) => {
    const kept = KEPT_NUMBERS[table.table];
    const values = Object.entries(table.specs)
      .filter(([name]) => !LEFT_OUT.has(name) || kept?.has(name))
      .map(([, [, value]]) => value);
    for (let k = 0; k < table.count; k++) {
      table.beforeRow?.(k);
      const s = table.sku(k);
      digests.mark(s, tag);
      for (const value of values) digests.add(s, value(k));
    }
  });
  return Array.from({ length: count }, (_, s) => digests.text(s));
}
