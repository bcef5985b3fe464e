import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { type Client, describeEachDatabase } from '../helpers/app.js';
import { create } from './fixtures.js';

/**
 * Property: whatever sequence of master-data writes happens (some of them refused: duplicates, bad values,
 * masters still in use), replaying the audit log from the start gives exactly the records stored now.
 */

interface MasterSpec {
  path: string;
  entityType: string;
  number: string;
  name: string;
}

const SPECS: MasterSpec[] = [
  { path: '/api/item-master', entityType: 'ItemMaster', number: 'Item Number', name: 'Item Description' },
  {
    path: '/api/supplier-master',
    entityType: 'SupplierMaster',
    number: 'Supplier Number',
    name: 'Supplier Name',
  },
  {
    path: '/api/customer-master',
    entityType: 'CustomerMaster',
    number: 'Customer Number',
    name: 'Customer Name',
  },
  {
    path: '/api/warehouse-master',
    entityType: 'WarehouseMaster',
    number: 'Warehouse Number',
    name: 'Warehouse Name',
  },
];

type Command =
  | { kind: 'create'; spec: number; number: number; name: string; extra: Record<string, unknown> }
  | { kind: 'update'; spec: number; target: number; changes: Record<string, unknown> }
  | { kind: 'delete'; spec: number; target: number }
  | { kind: 'reference'; target: number };

const name = fc.constantFrom('alpha', 'beta', 'Gamma', 'délta', '');
/** Custom and optional values, some of them invalid (refused with 400). */
const extra = (spec: number) =>
  spec === 0
    ? fc.record(
        {
          colour: fc.constantFrom('red', 'blue', null, 42),
          'Item Weight': fc.constantFrom(1, 2.5, null),
          'Item Status': fc.constantFrom('Active', 'Inactive'),
        },
        { requiredKeys: [] },
      )
    : fc.constant({});

const command: fc.Arbitrary<Command> = fc.oneof(
  fc.integer({ min: 0, max: 3 }).chain((spec) =>
    fc.record({
      kind: fc.constant('create' as const),
      spec: fc.constant(spec),
      number: fc.integer({ min: 0, max: 5 }),
      name,
      extra: extra(spec),
    }),
  ),
  fc.integer({ min: 0, max: 3 }).chain((spec) =>
    fc.record({
      kind: fc.constant('update' as const),
      spec: fc.constant(spec),
      target: fc.nat(),
      changes: fc.tuple(name, extra(spec), fc.integer({ min: 0, max: 7 })).map(([n, e, renumber]) => ({
        [SPECS[spec]?.name as string]: n,
        ...e,
        // Renumbering sometimes collides with a taken number (refused as AlreadyExists).
        ...(renumber < 3 ? { [SPECS[spec]?.number as string]: `R-${renumber}` } : {}),
      })),
    }),
  ),
  fc.record({ kind: fc.constant('delete' as const), spec: fc.integer({ min: 0, max: 3 }), target: fc.nat() }),
  // A sub-item on an item keeps that item from being deleted (StillInUse).
  fc.record({ kind: fc.constant('reference' as const), target: fc.nat() }),
);

const withoutNulls = (record: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(record).filter(([, v]) => v !== null && v !== undefined));

describeEachDatabase('audit log replay (property)', (t) => {
  let admin: Client;
  beforeAll(async () => {
    admin = await t.admin();
    await admin.put('/api/change-tracking-settings', {
      entities: { ItemMaster: true, SupplierMaster: true, CustomerMaster: true, WarehouseMaster: true },
    });
    await create(admin, '/api/custom-columns', { table: 'ItemMaster', key: 'colour', format: 'string' });
  });

  const all = async (spec: MasterSpec) => {
    const res = await admin.get(`${spec.path}?page_size=1000`);
    expect(res.statusCode).toBe(200);
    return res.json().data.rows as ({ id: number } & Record<string, unknown>)[];
  };

  const run = async (cmd: Command) => {
    if (cmd.kind === 'reference') {
      const items = await all(SPECS[0] as MasterSpec);
      const target = items[cmd.target % Math.max(items.length, 1)];
      if (!target) return 200;
      const res = await admin.post('/api/sub-item-master', {
        'Sub Item Number': `SUB-${cmd.target % 3}`,
        'Item Number': target['Item Number'],
      });
      return res.statusCode;
    }
    const spec = SPECS[cmd.spec] as MasterSpec;
    if (cmd.kind === 'create')
      return (
        await admin.post(spec.path, {
          [spec.number]: `N-${cmd.number}`,
          [spec.name]: cmd.name || 'x',
          ...cmd.extra,
        })
      ).statusCode;
    const rows = await all(spec);
    const target = rows[cmd.target % Math.max(rows.length, 1)];
    const id = target?.id ?? 999999;
    if (cmd.kind === 'update') return (await admin.put(`${spec.path}/${id}`, cmd.changes)).statusCode;
    return (await admin.delete(`${spec.path}/${id}`)).statusCode;
  };

  it('replaying the audit log gives the current records', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 15 }), async (commands) => {
        for (const cmd of commands) expect([200, 400]).toContain(await run(cmd));

        const log = await t.store.db.selectFrom('audit_log').selectAll().orderBy('id').execute();
        const replayed = new Map<string, Record<string, unknown>>();
        for (const entry of log) {
          const key = `${entry.entity_type}#${entry.entity_id}`;
          const changes = JSON.parse(entry.changes) as Record<string, { old: unknown; new: unknown }>;
          if (entry.action === 'Deleted') {
            expect(replayed.has(key)).toBe(true);
            replayed.delete(key);
            continue;
          }
          const record = entry.action === 'Created' ? {} : { ...replayed.get(key) };
          if (entry.action === 'Created') expect(replayed.has(key)).toBe(false);
          for (const [field, change] of Object.entries(changes)) {
            if (entry.action === 'Updated') expect(record[field] ?? null).toEqual(change.old);
            if (change.new === null) delete record[field];
            else record[field] = change.new;
          }
          replayed.set(key, record);
        }

        const current = new Map<string, Record<string, unknown>>();
        for (const spec of SPECS)
          for (const row of await all(spec)) current.set(`${spec.entityType}#${row.id}`, withoutNulls(row));
        expect(Object.fromEntries(replayed)).toEqual(Object.fromEntries(current));
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});
