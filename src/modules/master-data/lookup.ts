import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type RawBuilder, sql } from 'kysely';
import { Type } from 'typebox';
import type { Executor } from '../../core/db/index.js';
import { asEnvelope } from '../../core/http/list-answer.js';
import { parseListQuery, runList } from '../../core/list/engine.js';
import { ListEnvelopeSchema, ListQuerystring } from '../../core/list/schemas.js';
import { type ColumnDef, defineView, type ViewDef } from '../../core/list/view.js';
import {
  customerMaster,
  itemMaster,
  type MasterDef,
  shipFromMaster,
  shipToMaster,
  subItemMaster,
  supplierMaster,
  unitMaster,
  warehouseMaster,
} from './definitions.js';
import { untyped } from './untyped.js';

/**
 * Contract part 7, "Lookups": `GET /api/lookup/{master}` answers every signed-in user the rows a picker needs
 * (Number, Name, Status, and the owning record's number where there is one), whatever the user's privileges on the
 * master itself. Each lookup names its master's fields; its view is derived from the master's declaration, so a
 * renamed column follows. Nothing else of a master is readable through it.
 */
interface LookupSpec {
  def: MasterDef;
  number: string;
  name: string;
  status?: string;
  /** A reference field of the master whose number is shown (a ship-from's supplier). */
  owner?: string;
}

const LOOKUPS = {
  item: { def: itemMaster, number: 'Item Number', name: 'Item Description', status: 'Item Status' },
  'sub-item': {
    def: subItemMaster,
    number: 'Sub Item Number',
    name: 'Sub Item Description',
    status: 'Sub Item Status',
    owner: 'Item Number',
  },
  unit: { def: unitMaster, number: 'Unit Name', name: 'Unit Description' },
  supplier: {
    def: supplierMaster,
    number: 'Supplier Number',
    name: 'Supplier Name',
    status: 'Supplier Status',
  },
  'ship-from': {
    def: shipFromMaster,
    number: 'Ship From Number',
    name: 'Ship From Name',
    status: 'Ship From Status',
    owner: 'Supplier Number',
  },
  customer: {
    def: customerMaster,
    number: 'Customer Number',
    name: 'Customer Name',
    status: 'Customer Status',
  },
  'ship-to': {
    def: shipToMaster,
    number: 'Ship To Number',
    name: 'Ship To Name',
    status: 'Ship To Status',
    owner: 'Customer Number',
  },
  warehouse: {
    def: warehouseMaster,
    number: 'Warehouse Number',
    name: 'Warehouse Name',
    status: 'Warehouse Status',
  },
} satisfies Record<string, LookupSpec>;

export type LookupName = keyof typeof LOOKUPS | 'bom';
export const LOOKUP_NAMES = [...Object.keys(LOOKUPS), 'bom'] as LookupName[];

const text = (key: string, expression: RawBuilder<unknown>, notNull = false): ColumnDef => ({
  key,
  format: 'string',
  sql: expression,
  ...(notNull ? { notNull } : {}),
});

function columnOf(def: MasterDef, name: string) {
  const column = def.columns.find((c) => c.name === name);
  if (!column) throw new Error(`${def.path} has no field ${name}`);
  return column;
}

function lookupView(key: string, spec: LookupSpec): ViewDef {
  const number = columnOf(spec.def, spec.number);
  const name = columnOf(spec.def, spec.name);
  const owner = spec.owner ? columnOf(spec.def, spec.owner) : undefined;
  const columns: ColumnDef[] = [
    text('Number', sql.ref(`m.${number.column}`), true),
    text('Name', sql.ref(`m.${name.column}`)),
    text('Status', spec.status ? sql.ref(`m.${columnOf(spec.def, spec.status).column}`) : sql`null`),
  ];
  if (owner?.kind === 'ref') columns.push(text(owner.name, sql.ref('o.number')));
  return defineView({
    name: `lookup_${key}`,
    from: (db: Executor) => {
      const query = untyped(db).selectFrom(`${spec.def.table} as m`);
      return owner?.kind === 'ref'
        ? query.leftJoin(`${owner.table} as o`, 'o.id', `m.${owner.column}`)
        : query;
    },
    id: sql`m.id`,
    columns,
    defaultSort: { key: 'Number', type: 'Ascending' },
  });
}

/** Bills of materials: Number, the made item's description as Name, BOM Status, and the Item Number. */
const bomLookup = defineView({
  name: 'lookup_bom',
  from: (db: Executor) => untyped(db).selectFrom('boms as m').innerJoin('items as o', 'o.id', 'm.item_id'),
  id: sql`m.id`,
  columns: [
    text('Number', sql.ref('m.number'), true),
    text('Name', sql.ref('o.description')),
    text('Status', sql.ref('m.status'), true),
    text('Item Number', sql.ref('o.number'), true),
  ],
  defaultSort: { key: 'Number', type: 'Ascending' },
});

const VIEWS = new Map<LookupName, ViewDef>([
  ...Object.entries(LOOKUPS).map(([key, spec]) => [key as LookupName, lookupView(key, spec)] as const),
  ['bom', bomLookup],
]);

export const lookupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/lookup/:master',
    {
      // Any signed-in user: no privilege (the auth hook still requires a session).
      schema: {
        tags: ['Lookups'],
        summary: "A master's Number, Name and Status for pickers, to every signed-in user",
        params: Type.Object({ master: Type.Union(LOOKUP_NAMES.map((name) => Type.Literal(name))) }),
        querystring: ListQuerystring,
        response: { 200: ListEnvelopeSchema },
      },
    },
    async (request) =>
      asEnvelope(
        await runList(app.store, VIEWS.get(request.params.master)!, parseListQuery(request.query), undefined),
      ),
  );
};
