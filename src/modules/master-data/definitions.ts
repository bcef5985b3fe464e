/**
 * The masters the generic CRUD serves: each is its declaration in `src/catalogue/masters.ts` (fields, references,
 * unique key, view…) with its full path and, where it has them, the rules of its own.
 */

import * as catalogue from '../../catalogue/masters.js';
import { MASTER_DECLARATIONS, type MasterDeclaration, type MasterEntity } from '../../catalogue/masters.js';
import type { Executor, Store } from '../../core/db/index.js';
import type { ErrorCode } from '../../core/errors.js';
import { checkItemDistribution } from './item-distribution.js';

export type { Field, MasterColumn, Reference } from '../../catalogue/masters.js';

/** A write as a master's own rules see it, after its fields were checked and its references resolved. */
export interface MasterWrite {
  trx: Executor;
  store: Store;
  /** The record's id on update, null on create. */
  id: number | null;
  /** The row as the write leaves it: the stored columns (on update) with the write's column values over them. */
  row: Record<string, unknown>;
  /** The record's unique key as text (`IT-1 / WH-2`), for an AlreadyExists message. */
  key: string;
}

/** One master-data resource: everything the generic CRUD, its routes, its view and its audit need. */
export interface MasterDef extends Omit<MasterDeclaration, 'path'> {
  /** Its API path: /api/{declaration path}. */
  path: string;
  /**
   * The master's own rules, run in the write's transaction after unknown references were refused and before the
   * row is written (an item distribution's SameWarehouse, AlreadyExists and Cycle, in that order).
   */
  check?: (write: MasterWrite) => Promise<void>;
  /** The codes `check` answers (listed in the OpenAPI description of the master's writes). */
  checkErrors?: readonly ErrorCode[];
}

/** The rules of its own a master has, by its entity. */
const RULES: Partial<Record<MasterEntity, Pick<MasterDef, 'check' | 'checkErrors'>>> = {
  ItemDistribution: {
    check: checkItemDistribution,
    checkErrors: ['ItemDistribution.SameWarehouse', 'ItemDistribution.Cycle'],
  },
};

/** Every master served by the generic CRUD (bills of materials have their own service: they have lines). */
export const MASTERS: readonly MasterDef[] = MASTER_DECLARATIONS.map((declaration) => ({
  ...declaration,
  path: `/api/${declaration.path}`,
  ...RULES[declaration.entity],
}));

const served = (declaration: MasterDeclaration): MasterDef =>
  MASTERS.find((master) => master.entity === declaration.entity) as MasterDef;

export const itemMaster = served(catalogue.itemMaster);
export const subItemMaster = served(catalogue.subItemMaster);
export const unitMaster = served(catalogue.unitMaster);
export const supplierMaster = served(catalogue.supplierMaster);
export const shipFromMaster = served(catalogue.shipFromMaster);
export const customerMaster = served(catalogue.customerMaster);
export const shipToMaster = served(catalogue.shipToMaster);
export const warehouseMaster = served(catalogue.warehouseMaster);
export const supplierAllocation = served(catalogue.supplierAllocation);
export const externalItemMaster = served(catalogue.externalItemMaster);
export const itemDistribution = served(catalogue.itemDistribution);
