import { type Kysely, sql } from 'kysely';
import type { Database } from './schema.js';

/**
 * The planner's table statistics, per dialect (a member of DialectHelpers). PostgreSQL plans from what ANALYZE last
 * saw, and autovacuum may be off (some managed or batch-tuned servers, this project's CI): a table grown by a bulk
 * write is analysed by that writer, and the service analyses what outgrew its statistics meanwhile. SQLite's
 * planner needs none of it: every member is a no-op there.
 */
export interface TableStatistics {
  /** Whether the planner keeps statistics at all (false on SQLite): periodic checks need not run where not. */
  kept: boolean;
  /** Brings the planner's statistics of `tables` up to date (PostgreSQL `ANALYZE`). */
  analyze(db: Kysely<Database>, tables: readonly string[]): Promise<void>;
  /** Whether the server analyses tables by itself: PostgreSQL's `autovacuum` setting; null where moot (SQLite). */
  autovacuum(db: Kysely<Database>): Promise<boolean | null>;
  /**
   * Analyses the tables changed by more than `share` of their rows since they were last analysed (by anyone) and
   * answers their names; `[]` on SQLite.
   */
  analyzeOutgrown(db: Kysely<Database>, share: number): Promise<string[]>;
  /**
   * Reclaims the rows deleted from `tables` (PostgreSQL `VACUUM`, outside any transaction), for a small table that
   * is scanned often and emptied in bulk: its scans would read every deleted row until autovacuum, if on, came by.
   */
  vacuum(db: Kysely<Database>, tables: readonly string[]): Promise<void>;
}

export const noStatistics: TableStatistics = {
  kept: false,
  analyze: async () => undefined,
  autovacuum: async () => null,
  analyzeOutgrown: async () => [],
  vacuum: async () => undefined,
};

export const postgresStatistics: TableStatistics = {
  kept: true,
  async analyze(db, tables) {
    if (tables.length === 0) return;
    await sql`analyze ${sql.join(tables.map((t) => sql.table(t)))}`.execute(db);
  },
  async autovacuum(db) {
    const row = await sql<{
      setting: string;
    }>`select setting from pg_settings where name = 'autovacuum'`.execute(db);
    return row.rows[0]?.setting === 'on';
  },
  async analyzeOutgrown(db, share) {
    // n_mod_since_analyze counts rows inserted, updated and deleted since the last ANALYZE; a table never analysed
    // is measured against its rows now.
    const outgrown = await sql<{ name: string }>`
      select relname as name from pg_stat_user_tables
      where schemaname = current_schema()
        and n_mod_since_analyze > greatest(${share}::float8 * greatest(n_live_tup, 0), 0)
        and n_mod_since_analyze >= 50
      order by relname`.execute(db);
    const names = outgrown.rows.map((r) => r.name);
    await this.analyze(db, names);
    return names;
  },
  async vacuum(db, tables) {
    if (tables.length === 0) return;
    await sql`vacuum ${sql.join(tables.map((t) => sql.table(t)))}`.execute(db);
  },
};
