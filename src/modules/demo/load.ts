import type { AuthUser } from '../../core/auth/session-user.js';
import type { Store, Tx } from '../../core/db/index.js';
import { inTransaction } from '../../core/db/transaction.js';
import { AppError } from '../../core/errors.js';
import type { Actor } from '../../core/events/outbox.js';
import { createAsn } from '../asn/service.js';
import { createRole } from '../auth/roles.js';
import { createUser } from '../auth/users.js';
import { type CreateColumnBody, createColumn } from '../custom-columns/service.js';
import { createInventory } from '../inventory/service.js';
import { createBom } from '../master-data/bom.js';
import { createRecord } from '../master-data/crud.js';
import {
  customerMaster,
  itemDistribution,
  itemMaster,
  type MasterDef,
  shipFromMaster,
  shipToMaster,
  subItemMaster,
  supplierAllocation,
  supplierMaster,
  unitMaster,
  warehouseMaster,
} from '../master-data/definitions.js';
import { createOrdersInBatch } from '../orders/engine/batch.js';
import type { OrderConfig } from '../orders/engine/types.js';
import { forecasts } from '../orders/forecast.js';
import { manufacturingOrders } from '../orders/manufacturing.js';
import { purchaseOrders } from '../orders/purchase.js';
import { salesOrders } from '../orders/sales.js';
import type { Body, Company, OrderKind } from './company.js';

/** Progress of a long load: phases with a known size, advanced as batches commit. */
export interface Progress {
  phase(name: string, total: number): void;
  advance(count: number): void;
}

/** Records per transaction for masters (one service call each), and orders per bulk batch. */
const MASTER_BATCH = 500;
const ORDER_BATCH = 1_000;

const ORDER_CONFIGS: Record<OrderKind, OrderConfig> = {
  purchase: purchaseOrders,
  sales: salesOrders,
  manufacturing: manufacturingOrders,
  forecast: forecasts,
};

/** Orders, users and masters in an existing database: the demo refuses to mix with a company already there. */
export async function holdsOrders(store: Store): Promise<boolean> {
  for (const table of [
    'purchase_orders',
    'sales_orders',
    'manufacturing_orders',
    'transfer_orders',
    'forecasts',
  ] as const) {
    const row = await store.db.selectFrom(table).select('id').limit(1).executeTakeFirst();
    if (row) return true;
  }
  return false;
}

/** A failure while loading, naming the record the service refused. */
export class DemoLoadError extends Error {}

const refused = (what: string, error: unknown) =>
  error instanceof AppError ? new DemoLoadError(`${what}: ${error.code}: ${error.message}`) : error;

/** Runs `write` for each body, `MASTER_BATCH` per transaction, through a store bound to that transaction. */
async function eachInBatches(
  store: Store,
  progress: Progress,
  name: string,
  bodies: readonly Body[],
  write: (bound: Store, body: Body) => Promise<unknown>,
  label: (body: Body) => string,
) {
  progress.phase(name, bodies.length);
  for (let start = 0; start < bodies.length; start += MASTER_BATCH) {
    const part = bodies.slice(start, start + MASTER_BATCH);
    await inTransaction(store, async (trx: Tx) => {
      const bound: Store = { ...store, db: trx };
      for (const body of part) {
        try {
          await write(bound, body);
        } catch (error) {
          throw refused(`${name} ${label(body)}`, error);
        }
      }
    });
    progress.advance(part.length);
  }
}

export interface LoadCounts {
  [name: string]: number;
}

/**
 * Writes `company` through the services' own create functions (validation, events, audit): masters one record at
 * a time in transactions of a few hundred, orders through the bulk path that applies the create endpoint's rules.
 */
export async function loadCompany(
  store: Store,
  company: Company,
  caller: AuthUser,
  progress: Progress,
): Promise<LoadCounts> {
  const actor: Actor = { id: caller.id, name: caller.username };
  const options = { actor };
  const counts: LoadCounts = {};
  /** The tables the load grows, analysed before the reads that follow it (the dialect's statistics hook). */
  const grown = new Set<string>(['boms', 'bom_lines', 'inventory']);
  /** eachInBatches, the records written counted under `name`. */
  const inBatches = async (
    name: string,
    bodies: Body[],
    write: (bound: Store, body: Body) => Promise<unknown>,
    label: (body: Body) => string,
  ) => {
    await eachInBatches(store, progress, name, bodies, write, label);
    counts[name] = bodies.length;
  };
  const masters = async (name: string, def: MasterDef, bodies: Body[]) => {
    grown.add(def.table);
    await inBatches(
      name,
      bodies,
      (bound, body) => createRecord(bound, def, body, options),
      (b) => def.uniqueKey.map((k) => String(b[k])).join(' / ') || JSON.stringify(b),
    );
  };

  progress.phase('custom columns', company.customColumns.length);
  for (const body of company.customColumns)
    await createColumn(store, actor, body as unknown as CreateColumnBody);
  progress.advance(company.customColumns.length);
  counts['custom columns'] = company.customColumns.length;

  await masters('units', unitMaster, company.units);
  await masters('warehouses', warehouseMaster, company.warehouses);
  await masters('suppliers', supplierMaster, company.suppliers);
  await masters('ship-froms', shipFromMaster, company.shipFroms);
  await masters('customers', customerMaster, company.customers);
  await masters('ship-tos', shipToMaster, company.shipTos);
  await masters('items', itemMaster, company.items);
  await masters('sub-items', subItemMaster, company.subItems);
  await inBatches(
    'bills of materials',
    company.boms,
    (bound, body) => createBom(bound, body, options),
    (b) => String(b['BOM Number']),
  );
  await masters('supplier allocations', supplierAllocation, company.allocations);
  await masters('item distributions', itemDistribution, company.distributions);
  await inBatches(
    'inventory',
    company.inventory,
    (bound, body) => createInventory(bound, body, actor),
    (b) => `${b['Item Number']} at ${b['Warehouse Number']}`,
  );

  progress.phase('roles and users', company.roles.length + company.users.length);
  for (const body of company.roles) await createRole(store, caller, body as Parameters<typeof createRole>[2]);
  for (const body of company.users) await createUser(store, caller, body as Parameters<typeof createUser>[2]);
  progress.advance(company.roles.length + company.users.length);
  counts.users = company.users.length;

  for (const kind of ['purchase', 'sales', 'manufacturing', 'forecast'] as const) {
    const cfg = ORDER_CONFIGS[kind];
    progress.phase(`${cfg.noun}s`, company.orderCount[kind]);
    let orders = 0;
    let lines = 0;
    let batch: Body[] = [];
    const flush = async () => {
      if (batch.length === 0) return;
      const part = batch;
      batch = [];
      await inTransaction(store, async (trx) => {
        const result = await createOrdersInBatch(trx, cfg, part, actor);
        const failure = result.failures[0];
        if (failure)
          throw refused(`${cfg.noun} ${String(part[failure.index]![cfg.numberKey])}`, failure.error);
      });
      orders += part.length;
      lines += part.reduce((n, b) => n + (b.details as unknown[]).length, 0);
      progress.advance(part.length);
    };
    for (const body of company.orders(kind)) {
      batch.push(body);
      if (batch.length >= ORDER_BATCH) await flush();
    }
    await flush();
    counts[`${cfg.noun}s`] = orders;
    counts[`${cfg.noun} lines`] = lines;
    grown.add(cfg.headerTable).add(cfg.lineTable);
  }
  await store.dialect.statistics.analyze(store.db, [...grown]);

  // ASNs for shipped purchase-order lines, through the ASN service (it checks the line and the quantity).
  const lineIds = new Map<string, { id: number; quantity: number }>();
  const poNumbers = [...new Set(company.asns.map((a) => a.po))];
  for (let i = 0; i < poNumbers.length; i += 1000) {
    const rows = await store.db
      .selectFrom('purchase_order_lines as l')
      .innerJoin('purchase_orders as h', 'h.id', 'l.order_id')
      .innerJoin('items as i', 'i.id', 'l.item_id')
      .select(['l.id', 'l.quantity', 'h.number as po', 'i.number as item'])
      .where('h.number', 'in', poNumbers.slice(i, i + 1000))
      .execute();
    for (const r of rows)
      lineIds.set(`${r.po}|${r.item}`, { id: Number(r.id), quantity: Number(r.quantity) });
  }
  const asnBodies = company.asns.map((a, n) => {
    const line = lineIds.get(`${a.po}|${a.item}`)!;
    return {
      'ASN Number': `ASN-${String(n + 1).padStart(6, '0')}`,
      'PO Details Id': line.id,
      'ASN Quantity': line.quantity,
      'ASN Ship Date': a.ship,
      'ASN ETA Date': a.eta,
      'ASN Tracking': `ASN-TRK-${n + 1}`,
    };
  });
  await inBatches(
    'ASNs',
    asnBodies,
    (bound, body) => createAsn(bound, body, actor),
    (b) => String(b['ASN Number']),
  );
  await store.dialect.statistics.analyze(store.db, ['asns']);
  return counts;
}
