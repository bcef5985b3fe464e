import { sql } from 'kysely';
import { createTable, ID } from './tables.js';
import { isPostgres, type MigrationDb } from './util.js';

/**
 * Which items a write touched since the stored plan, for net change (planning.md part 7) to replan only them and
 * what depends on them. Triggers keep `plan_dirty_items` (one row per written row: duplicates are fine, the replan
 * reads them distinct), so no write path can forget it:
 * - a row of a table that names an item marks that item; Suggested order lines are planning's own output (the run
 *   writes them, the loader skips them) and mark nothing, unless a write moves a line to or from Suggested;
 * - a BOM line marks its component and its BOM's item; an order header whose fields planning reads marks the items
 *   of its lines;
 * - a change to a master every line may name (warehouse, supplier, ship-from, customer) marks everything (a row
 *   with no item).
 * The replan deletes exactly the rows it read, in its own transaction: a row committed meanwhile stays for the next.
 *
 * Also, on PostgreSQL: the base-data counter's deferred trigger (migration 0016) is queued for the first written
 * row of a transaction only (its WHEN condition is evaluated at once, the function at commit), not for each row: a
 * planning run queued an event per Suggested line it wrote and deleted, hundreds of thousands run at commit.
 */
const MARK = 'insert into plan_dirty_items (item_id) values';

interface Marking {
  table: string;
  /** Per operation, the statements (SQL text over NEW / OLD) that mark; an operation left out marks nothing. */
  insert?: string;
  update?: string;
  delete?: string;
  /** A condition on the row (NEW / OLD) under which the trigger fires at all. */
  when?: { insert?: string; update?: string; delete?: string };
}

const itemColumn = (table: string, column = 'item_id'): Marking => ({
  table,
  insert: `${MARK} (new.${column});`,
  update: `${MARK} (new.${column}); ${MARK} (old.${column});`,
  delete: `${MARK} (old.${column});`,
});

/** Order lines of a type planning suggests: a Suggested line is the plan's output. */
const plannedLines = (table: string): Marking => ({
  ...itemColumn(table),
  when: {
    insert: "new.status <> 'Suggested'",
    update: "old.status <> 'Suggested' or new.status <> 'Suggested'",
    delete: "old.status <> 'Suggested'",
  },
});

/** A header whose `columns` planning reads marks its lines' items when one of them changes. */
const header = (table: string, lines: string, columns: string[]): Marking => ({
  table,
  update: `insert into plan_dirty_items (item_id)
    select distinct item_id from ${lines} where order_id = new.id and status <> 'Suggested';`,
  when: { update: columns.map((c) => `old.${c} is not new.${c}`).join(' or ') },
});

/** A master every line may name: a change to one of `columns` marks everything. */
const everything = (table: string, columns: string[]): Marking => ({
  table,
  update: `${MARK} (null);`,
  when: { update: columns.map((c) => `old.${c} is not new.${c}`).join(' or ') },
});

const MARKINGS: Marking[] = [
  itemColumn('items', 'id'),
  itemColumn('sub_items'),
  itemColumn('boms'),
  {
    table: 'bom_lines',
    insert: `${MARK} (new.component_item_id);
      insert into plan_dirty_items (item_id) select item_id from boms where id = new.bom_id;`,
    update: `${MARK} (new.component_item_id); ${MARK} (old.component_item_id);
      insert into plan_dirty_items (item_id) select item_id from boms where id in (new.bom_id, old.bom_id);`,
    delete: `${MARK} (old.component_item_id);
      insert into plan_dirty_items (item_id) select item_id from boms where id = old.bom_id;`,
  },
  itemColumn('supplier_allocations'),
  itemColumn('inventory'),
  itemColumn('item_distributions'),
  plannedLines('purchase_order_lines'),
  plannedLines('manufacturing_order_lines'),
  plannedLines('transfer_order_lines'),
  itemColumn('sales_order_lines'),
  itemColumn('forecast_lines'),
  header('purchase_orders', 'purchase_order_lines', ['number', 'supplier_id']),
  header('manufacturing_orders', 'manufacturing_order_lines', ['number']),
  header('transfer_orders', 'transfer_order_lines', ['number', 'from_warehouse_id', 'order_date']),
  {
    ...header('sales_orders', 'sales_order_lines', ['number', 'customer_id']),
    update: `insert into plan_dirty_items (item_id)
      select distinct item_id from sales_order_lines where order_id = new.id;`,
  },
  {
    ...header('forecasts', 'forecast_lines', ['number', 'status']),
    update: `insert into plan_dirty_items (item_id)
      select distinct item_id from forecast_lines where order_id = new.id;`,
  },
  everything('warehouses', ['number']),
  everything('suppliers', ['number']),
  everything('customers', ['number']),
  // The supplier's first Active ship-from stands in for an allocation that names none.
  {
    ...everything('ship_froms', ['number', 'status', 'supplier_id']),
    insert: `${MARK} (null);`,
    delete: `${MARK} (null);`,
  },
];

export async function up(db: MigrationDb): Promise<void> {
  await createTable(db, 'plan_dirty_items', { id: ID, item_id: 'integer' });
  // Writes since the stored plan made before this migration left no marks: the first replan plans everything.
  await db.insertInto('plan_dirty_items').values({ item_id: null }).execute();
  const postgres = isPostgres(db);
  if (postgres) await queueBaseDataBumpOnce(db);
  for (const marking of MARKINGS)
    for (const operation of ['insert', 'update', 'delete'] as const) {
      const body = marking[operation];
      if (!body) continue;
      const name = `${marking.table}_plan_dirty_${operation}`;
      const when = marking.when?.[operation];
      if (postgres) {
        await sql`create function ${sql.id(name)}() returns trigger language plpgsql
          as $body$ begin ${sql.raw(body)} return null; end $body$`.execute(db);
        await sql`create trigger ${sql.id(name)} after ${sql.raw(operation)} on ${sql.table(marking.table)}
          for each row ${sql.raw(when ? `when (${when.replaceAll(' is not ', ' is distinct from ')})` : '')}
          execute function ${sql.id(name)}()`.execute(db);
      } else
        await sql`create trigger ${sql.id(name)} after ${sql.raw(operation)} on ${sql.table(marking.table)}
          ${sql.raw(when ? `when ${when}` : '')} begin ${sql.raw(body)} end`.execute(db);
    }
}

/** Recreates every base-data counter trigger with a WHEN condition true for a transaction's first row only. */
async function queueBaseDataBumpOnce(db: MigrationDb) {
  // GUC changes roll back with a (sub)transaction, like the trigger event queued with them.
  await sql`create function base_data_first_write() returns boolean language plpgsql volatile as $body$
    begin
      if current_setting('supplyline.base_data_queued', true) is distinct from txid_current()::text then
        perform set_config('supplyline.base_data_queued', txid_current()::text, true);
        return true;
      end if;
      return false;
    end $body$`.execute(db);
  const { rows } = await sql<{ trigger: string; table: string }>`
    select t.tgname as trigger, c.relname as table from pg_trigger t
      join pg_class c on c.oid = t.tgrelid
      join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and t.tgname like '%\_base\_data\_version'`.execute(db);
  for (const { trigger, table } of rows) {
    await sql`drop trigger ${sql.id(trigger)} on ${sql.table(table)}`.execute(db);
    // The inline test first: after a transaction's first row, built-in calls answer without a PL/pgSQL call.
    await sql`create constraint trigger ${sql.id(trigger)}
      after insert or update or delete on ${sql.table(table)}
      deferrable initially deferred for each row
      when (current_setting('supplyline.base_data_queued', true) is distinct from txid_current()::text
        and base_data_first_write())
      execute function bump_base_data_version()`.execute(db);
  }
}
