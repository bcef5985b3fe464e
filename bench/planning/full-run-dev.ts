/**
 * Dev tool: seeds the planning bench company into a PostgreSQL database of its own (kept between calls, named by
 * BENCH_DB, default sl_full_run_dev) and times full runs in process: `tsx bench/planning/full-run-dev.ts [runs]`.
 */
import pg from 'pg';
import { migrations } from '../../migrations/index.js';
import { closeStore, openStore } from '../../src/core/db/index.js';
import { migrateToLatest } from '../../src/core/db/migrate.js';
import { SYSTEM_ACTOR } from '../../src/core/events/outbox.js';
import { runPlanning } from '../../src/modules/planning/run.js';
import { seedCompany } from './seed.js';

const base = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = process.env.BENCH_DB ?? 'sl_full_run_dev';
const admin = new pg.Client({ connectionString: base });
await admin.connect();
const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
if (!exists) await admin.query(`create database "${name}"`);
await admin.end();
const url = new URL(base);
url.pathname = `/${name}`;
const store = openStore(url.toString());
try {
  await migrateToLatest(store, migrations);
  if (!exists) await seedCompany(store, { items: 20_000, lines: 200_000, planDate: '2026-01-05' });
  for (let run = 0; run < Number(process.argv[2] ?? 1); run++)
    await runPlanning(store, { planDate: '2026-01-05', horizonDays: 365 }, SYSTEM_ACTOR, (t) =>
      console.log(JSON.stringify(t)),
    );
} finally {
  await closeStore(store);
}
