import { type Compilable, CompiledQuery } from 'kysely';
import { dialectOf, type Executor } from './index.js';

interface Shape {
  sql: string;
  /** Per bound parameter: the index of the argument it takes, or the constant the query built in. */
  slots: ({ arg: number } | { value: unknown })[];
}

/**
 * A query that every request runs with different values (the session read): Kysely builds and compiles it once
 * per dialect, with placeholders standing for the arguments, and later calls bind the arguments to that SQL text.
 * The same statement and parameters as building it anew, without rebuilding and compiling the query tree each time.
 * `build` must use each argument as a bound value only (where clauses, values), never as a name.
 */
export function precompiled<Args extends readonly unknown[], Row>(
  build: (db: Executor, ...args: Args) => Compilable<Row>,
  arity: Args['length'],
): (db: Executor, ...args: Args) => Promise<Row[]> {
  const shapes = new Map<string, Shape>();
  return async (db, ...args) => {
    const kind = dialectOf(db).kind;
    let shape = shapes.get(kind);
    if (!shape) {
      const markers = Array.from({ length: arity }, (_, i) => `\u0000precompiled argument ${i}\u0000`);
      const compiled = build(db, ...(markers as unknown as Args)).compile();
      const slots = compiled.parameters.map((value) => {
        const arg = markers.indexOf(value as string);
        return arg >= 0 ? { arg } : { value };
      });
      const used = new Set(slots.flatMap((s) => ('arg' in s ? [s.arg] : [])));
      if (used.size !== arity) throw new Error(`precompiled: ${arity - used.size} argument(s) not bound`);
      shape = { sql: compiled.sql, slots };
      shapes.set(kind, shape);
    }
    const parameters = shape.slots.map((s) => ('arg' in s ? args[s.arg] : s.value));
    const result = await db.executeQuery<Row>(CompiledQuery.raw(shape.sql, parameters));
    return result.rows as Row[];
  };
}
