import { copyFileSync, rmSync } from 'node:fs';
import Database from 'better-sqlite3';

/**
 * SQLite's own cost of storing a planning run: the rows the last run wrote (its Suggested POs and MOs with their
 * lines, their Created events, the results tables) inserted again, from `runFile`, into a copy of `seededFile`
 * (the company before any run, as run 1 finds it) by `insert … select` statements: no JavaScript, no binding,
 * one transaction with the run's connection settings (WAL, synchronous NORMAL, temp_store memory, 32 MB cache,
 * foreign keys on), the commit included. No way of writing these rows into this schema on one connection can
 * take less, so it is the floor under the run's write phase. Answers each attempt's milliseconds.
 */
export function sqliteWriteFloor(seededFile: string, runFile: string, attempts: number): number[] {
  const target = `${seededFile}.floor`;
  const times: number[] = [];
  for (let attempt = 0; attempt < attempts; attempt++) {
    for (const suffix of ['', '-wal', '-shm']) rmSync(target + suffix, { force: true });
    copyFileSync(seededFile, target);
    const db = new Database(target);
    try {
      db.pragma('journal_mode = WAL');
      db.pragma('synchronous = NORMAL');
      db.pragma('foreign_keys = ON');
      db.pragma('temp_store = memory');
      db.pragma('cache_size = -32000');
      db.prepare('attach database ? as run').run(runFile);
      // The last run's events lie between the previous run's PlanRun event and its own.
      const [previous] = db
        .prepare(
          `select coalesce(max(id), 0) from run.events where entity_type = 'PlanRun'
             and id < (select max(id) from run.events where entity_type = 'PlanRun')`,
        )
        .raw()
        .get() as [number];
      const statements = [
        `insert into purchase_orders select * from run.purchase_orders where status = 'Suggested'`,
        `insert into purchase_order_lines select * from run.purchase_order_lines where status = 'Suggested'`,
        `insert into manufacturing_orders select * from run.manufacturing_orders where status = 'Suggested'`,
        `insert into manufacturing_order_lines select * from run.manufacturing_order_lines where status = 'Suggested'`,
        `insert into events select * from run.events where id > ${previous} and event = 'Created'
           and entity_type in ('PurchaseOrderList', 'ManufacturingOrderList')`,
        ...['plan_skus', 'plan_days', 'plan_buckets', 'plan_orders', 'plan_exceptions', 'plan_pegging'].map(
          (table) => `insert into ${table} select * from run.${table}`,
        ),
      ].map((text) => db.prepare(text));
      // As the run does (dropIndexUntilFilled): this index is built after its table is filled.
      const [orderSort] = db
        .prepare(`select sql from sqlite_master where type = 'index' and name = 'plan_orders_default_sort'`)
        .raw()
        .all() as [string][];
      const started = performance.now();
      db.exec('begin');
      if (orderSort) db.exec('drop index plan_orders_default_sort');
      for (const statement of statements) statement.run();
      if (orderSort) db.exec(orderSort[0]);
      db.exec('commit');
      times.push(performance.now() - started);
    } finally {
      db.close();
      for (const suffix of ['', '-wal', '-shm']) rmSync(target + suffix, { force: true });
    }
  }
  return times;
}
