import type { Store } from '../../src/core/db/index.js';
import { insertWarehouse } from '../helpers/rows.js';
import { type Line, type Masters, seedMasters } from './fixtures.js';

/** A transfer line into WH-2 (the header ships from WH-1). */
export const toLine = (overrides: Line = {}): Line => ({
  id: null,
  'Item Number': 'ITEM-1',
  'Sub Item Number': null,
  'Warehouse Number': 'WH-2',
  'TO Details Quantity': 5,
  'TO Details Document Status': 'Open',
  'TO Details Ship Date': '2026-03-01',
  'TO Details Receipt Date': '2026-03-03',
  ...overrides,
});

export const toBody = (number: string, details: Line[] = [toLine()], overrides: Line = {}): Line => ({
  'TO List Number': number,
  'TO List Document Status': 'Open',
  'TO List Order Date': '2026-02-25',
  'From Warehouse Number': 'WH-1',
  'Transfer Order Id': null,
  details,
  ...overrides,
});

/** The order tests' masters plus a third warehouse, WH-3. */
export async function seedTransferMasters(store: Store): Promise<Masters> {
  const masters = await seedMasters(store);
  masters.warehouses['WH-3'] = await insertWarehouse(store, 'WH-3', 'Regional warehouse');
  return masters;
}
