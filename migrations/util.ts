import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, PostgresAdapter } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations work on the untyped schema of their moment
export type MigrationDb = Kysely<any>;

export const isPostgres = (db: MigrationDb) => db.getExecutor().adapter instanceof PostgresAdapter;

/** An integer primary key the database assigns: AUTOINCREMENT on SQLite, an identity column on PostgreSQL. */
export function withId<T extends string>(db: MigrationDb, table: CreateTableBuilder<T, never>) {
  return isPostgres(db)
    ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

export const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
export const flag = (value: 0 | 1) => (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(value);
