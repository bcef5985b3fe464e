import type { QueryExecutorProvider } from 'kysely';

/**
 * A constraint the database refused a write for, in the terms both dialects can give: its kind and its name
 * (PostgreSQL's constraint or index name; on SQLite the name PostgreSQL gives the same index, see `sqlite.ts`).
 * SQLite names no foreign key, so a foreign-key violation may come without `constraint`.
 */
export interface Violation {
  kind: 'unique' | 'foreignKey' | 'notNull';
  constraint: string | undefined;
  table: string | undefined;
  columns: readonly string[];
}

/**
 * Reads a driver error into a violation; undefined for any other error. `db` resolves SQLite's index names: the
 * connection the write ran on, or the transaction it ran in while that is still open (SQLite's one writer).
 */
export type ViolationReader = (error: unknown, db: QueryExecutorProvider) => Promise<Violation | undefined>;
