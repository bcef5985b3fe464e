import { sql } from 'kysely';
import { view as viewPrivilege } from '../../core/auth/privileges.js';
import type { Executor } from '../../core/db/index.js';
import { registerNumberField } from '../../core/events/outbox.js';
import { registerView } from '../../core/list/registry.js';
import { type ColumnDef, defineView, type ViewDef } from '../../core/list/view.js';
import { MASTERS, type MasterDef } from './definitions.js';
import { untyped } from './untyped.js';

/** SQL alias of a master's n-th reference table in its FROM clause. */
export const refAlias = (index: number) => `r${index}`;

/**
 * The view of a master, derived from its definition: one column per record field (references as their id and
 * number), in record order, plus its custom columns. The same columns make the record of get/create/update,
 * so a list row and a get answer never disagree.
 */
export function masterView(def: MasterDef): ViewDef {
  const columns: ColumnDef[] = [];
  def.columns.forEach((column, index) => {
    if (column.kind === 'ref') {
      columns.push({ key: column.idName, format: 'number', sql: sql.ref(`m.${column.column}`) });
      columns.push({ key: column.name, format: 'string', sql: sql.ref(`${refAlias(index)}.number`) });
    } else if (!column.writeOnly) {
      columns.push({
        key: column.name,
        format: column.type === 'string' ? 'string' : 'number',
        sql: sql.ref(`m.${column.column}`),
      });
    }
  });
  return defineView({
    name: def.view.name,
    from: (db: Executor) => {
      let query = untyped(db).selectFrom(`${def.table} as m`);
      def.columns.forEach((column, index) => {
        if (column.kind === 'ref')
          query = query.leftJoin(
            `${column.table} as ${refAlias(index)}`,
            `${refAlias(index)}.id`,
            `m.${column.column}`,
          );
      });
      return query;
    },
    id: sql`m.id`,
    columns,
    defaultSort: { key: def.view.defaultSort, type: 'Ascending' },
    ...(def.custom ? { custom: { table: def.custom, source: 'm' } } : {}),
  });
}

export const MASTER_VIEWS = new Map(MASTERS.map((def) => [def, masterView(def)] as const));

for (const [def, masterViewDef] of MASTER_VIEWS) {
  if (def.view.register) registerView({ view: masterViewDef, privilege: viewPrivilege(def.privilege) });
  // Its audit records carry the record's number (the view's key column: Item Number, Unit Name…).
  registerNumberField(def.auditType, def.view.defaultSort);
}
