import Database from 'better-sqlite3';

/**
 * The ceiling of the run's write phase on SQLite, measured in the same bench: the rows the last run stored (its
 * results, its Suggested orders and their Created events) inserted straight with better-sqlite3 into a copy of the
 * database as it was before the first run, in one transaction, with the service's pragmas, foreign keys, indexes
 * and the same trigger policy as the run (the order tables' base-data counter triggers dropped). Every value is
 * bound as the service binds it, through statements of many rows prepared once per table: what a write of exactly
 * these rows costs SQLite on this machine, with no service code around it.
 */
const TABLES: { table: string; where?: string }[] = [
  { table: 'manufacturing_orders', where: "status = 'Suggested'" },
  {
    table: 'manufacturing_order_lines',
    where: "order_id in (select id from manufacturing_orders where status = 'Suggested')",
  },
  { table: 'purchase_orders', where: "status = 'Suggested'" },
  {
    table: 'purchase_order_lines',
    where: "order_id in (select id from purchase_orders where status = 'Suggested')",
  },
  {
    table: 'events',
    where:
      "event = 'Created' and ((entity_type = 'PurchaseOrderList' and cast(entity_id as integer) in " +
      "(select id from purchase_orders where status = 'Suggested')) or (entity_type = 'ManufacturingOrderList' and " +
      "cast(entity_id as integer) in (select id from manufacturing_orders where status = 'Suggested')))",
  },
  { table: 'plan_skus' },
  { table: 'plan_days' },
  { table: 'plan_buckets' },
  { table: 'plan_orders' },
  { table: 'plan_exceptions' },
  { table: 'plan_pegging' },
];

/** Bound parameters per statement, as the service's multi-row inserts. */
const MAX_PARAMETERS = 30_000;

export interface WriteFloor {
  /** The inserts and the commit, wall time. */
  totalMs: number;
  rows: number;
  tables: { table: string; rows: number; ms: number }[];
  commitMs: number;
}

export function writeFloor(beforeRunFile: string, afterRunFile: string): WriteFloor {
  const source = new Database(afterRunFile, { readonly: true });
  const target = new Database(beforeRunFile);
  target.pragma('journal_mode = WAL');
  target.pragma('synchronous = NORMAL');
  target.pragma('foreign_keys = ON');
  // As the run: its commit leaves the copy of the log into the database to a thread (not timed here).
  target.pragma('wal_autocheckpoint = 0');
  try {
    const tables: WriteFloor['tables'] = [];
    let totalMs = 0;
    target.exec('begin');
    const triggers = target
      .prepare(
        `select name, sql from sqlite_master where type = 'trigger' and name like '%_base_data_%' and tbl_name in
          ('purchase_orders', 'purchase_order_lines', 'manufacturing_orders', 'manufacturing_order_lines')`,
      )
      .all() as { name: string; sql: string }[];
    for (const trigger of triggers) target.exec(`drop trigger "${trigger.name}"`);
    for (const { table, where } of TABLES) {
      const columns = (target.prepare(`pragma table_info("${table}")`).all() as { name: string }[]).map(
        (c) => c.name,
      );
      // Stored order: by rowid, or by primary key for a WITHOUT ROWID table (plan_days), whose scan is in that order.
      const withoutRowid = (
        source.prepare('select wr from pragma_table_list where name = ?').get(table) as { wr: number }
      ).wr;
      const rows = source
        .prepare(`select ${columns.map((c) => `"${c}"`).join(', ')} from "${table}"${where ? ` where ${where}` : ''}
          ${withoutRowid ? '' : 'order by rowid'}`)
        .raw(true)
        .all() as unknown[][];
      const perStatement = Math.floor(MAX_PARAMETERS / columns.length);
      const text = (n: number) =>
        `insert into "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) values ${new Array<string>(n)
          .fill(`(${columns.map(() => '?').join(',')})`)
          .join(',')}`;
      const started = performance.now();
      const full = target.prepare(text(perStatement));
      for (let start = 0; start < rows.length; start += perStatement) {
        const chunk = rows.slice(start, start + perStatement);
        const statement = chunk.length === perStatement ? full : target.prepare(text(chunk.length));
        statement.run(chunk.flat());
      }
      const ms = performance.now() - started;
      totalMs += ms;
      tables.push({ table, rows: rows.length, ms });
    }
    for (const trigger of triggers) target.exec(trigger.sql);
    const committing = performance.now();
    target.exec('commit');
    const commitMs = performance.now() - committing;
    return { totalMs: totalMs + commitMs, rows: tables.reduce((n, t) => n + t.rows, 0), tables, commitMs };
  } finally {
    source.close();
    target.close();
  }
}
