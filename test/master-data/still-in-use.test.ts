import { beforeAll, expect, it } from 'vitest';
import type { Store } from '../../src/core/db/index.js';
import { type Client, describeEachDatabase } from '../helpers/app.js';
import { create, createUnits, direct, expectError, item } from './fixtures.js';

interface Set {
  item: number;
  subItem: number;
  supplier: number;
  shipFrom: number;
  customer: number;
  shipTo: number;
  warehouse: number;
}

let counter = 0;

/** A fresh item, sub-item, supplier, ship-from, customer, ship-to and warehouse, made through the API. */
async function masters(admin: Client): Promise<Set> {
  const n = ++counter;
  const it = await create(admin, '/api/item-master', item(`SIU-I-${n}`));
  const sub = await create(admin, '/api/sub-item-master', {
    'Sub Item Number': 'S',
    'Item Number': `SIU-I-${n}`,
  });
  const sup = await create(admin, '/api/supplier-master', {
    'Supplier Number': `SIU-S-${n}`,
    'Supplier Name': 's',
  });
  const sf = await create(admin, '/api/ship-from-master', {
    'Ship From Number': `SIU-SF-${n}`,
    'Ship From Name': 'sf',
    'Supplier Number': `SIU-S-${n}`,
  });
  const cus = await create(admin, '/api/customer-master', {
    'Customer Number': `SIU-C-${n}`,
    'Customer Name': 'c',
  });
  const st = await create(admin, '/api/ship-to-master', {
    'Ship To Number': `SIU-ST-${n}`,
    'Ship To Name': 'st',
    'Customer Number': `SIU-C-${n}`,
  });
  const wh = await create(admin, '/api/warehouse-master', {
    'Warehouse Number': `SIU-W-${n}`,
    'Warehouse Name': 'w',
  });
  return {
    item: it.id,
    subItem: sub.id,
    supplier: sup.id,
    shipFrom: sf.id,
    customer: cus.id,
    shipTo: st.id,
    warehouse: wh.id,
  };
}

type Reference = (store: Store, s: Set, admin: Client) => Promise<() => Promise<void>>;

const dropOrder =
  (table: 'purchase_orders' | 'sales_orders' | 'manufacturing_orders' | 'forecasts') =>
  (store: Store, id: number) =>
  async () => {
    await store.db.deleteFrom(table).where('id', '=', id).execute();
  };

/** A purchase order whose line refers to the set's item, warehouse and ship-from (and sub-item, if asked). */
const poLine =
  (withSubItem = false): Reference =>
  async (store, s) =>
    dropOrder('purchase_orders')(
      store,
      await direct.purchaseOrder(store, {
        supplierId: s.supplier,
        itemId: s.item,
        warehouseId: s.warehouse,
        shipFromId: s.shipFrom,
        ...(withSubItem ? { subItemId: s.subItem } : {}),
      }),
    );

/** A sales order whose line refers to the set's item, warehouse and ship-to (and sub-item, if asked). */
const soLine =
  (withSubItem = false): Reference =>
  async (store, s) =>
    dropOrder('sales_orders')(
      store,
      await direct.salesOrder(store, {
        customerId: s.customer,
        itemId: s.item,
        warehouseId: s.warehouse,
        shipToId: s.shipTo,
        ...(withSubItem ? { subItemId: s.subItem } : {}),
      }),
    );

const moLine =
  (withSubItem = false): Reference =>
  async (store, s) =>
    dropOrder('manufacturing_orders')(
      store,
      await direct.manufacturingOrder(store, {
        itemId: s.item,
        warehouseId: s.warehouse,
        ...(withSubItem ? { subItemId: s.subItem } : {}),
      }),
    );

const forecastLine =
  (withCustomer = false): Reference =>
  async (store, s) =>
    dropOrder('forecasts')(
      store,
      await direct.forecast(store, {
        itemId: s.item,
        warehouseId: s.warehouse,
        ...(withCustomer ? { customerId: s.customer } : {}),
      }),
    );

const inventoryRecord =
  (withSubItem = false): Reference =>
  async (store, s) => {
    const id = await direct.inventory(store, {
      itemId: s.item,
      warehouseId: s.warehouse,
      ...(withSubItem ? { subItemId: s.subItem } : {}),
    });
    return async () => void (await store.db.deleteFrom('inventory').where('id', '=', id).execute());
  };

/** A supplier allocation of the set's item to its supplier (and ship-from, if asked). */
const supplierAllocation =
  (withShipFrom = false): Reference =>
  async (_store, _s, admin) => {
    const { id } = await create(admin, '/api/supplier-allocation', {
      'Item Number': `SIU-I-${counter}`,
      'Supplier Number': `SIU-S-${counter}`,
      ...(withShipFrom ? { 'Ship From Number': `SIU-SF-${counter}` } : {}),
    });
    return async () => void (await admin.delete(`/api/supplier-allocation/${id}`));
  };

/** The set's own child record (sub-item, ship-from, ship-to): deleting it through its endpoint frees the master. */
const child =
  (path: string, key: keyof Set): Reference =>
  async (_store, s, admin) =>
  async () => {
    expect((await admin.delete(`${path}/${s[key]}`)).statusCode).toBe(200);
  };

/** Each kind of reference: makes one, and answers how to remove it again. */
const REFERENCES: Record<string, Record<string, Reference>> = {
  '/api/item-master': {
    'a sub-item': child('/api/sub-item-master', 'subItem'),
    'a supplier allocation': supplierAllocation(),
    'an external item mapping': async (_store, _s, admin) => {
      const { id } = await create(admin, '/api/external-item-master', {
        'Item Number': `SIU-I-${counter}`,
        'External Item Number': `E-${counter}`,
        'External System': 'ERP',
      });
      return async () => void (await admin.delete(`/api/external-item-master/${id}`));
    },
    'a BOM of the item': async (_store, _s, admin) => {
      await create(admin, '/api/item-master', item(`SIU-COMP-${counter}`));
      const { id } = await create(admin, '/api/bill-of-materials', {
        'BOM Number': `B-${counter}`,
        'Item Number': `SIU-I-${counter}`,
        details: [{ 'Component Item Number': `SIU-COMP-${counter}`, 'Component Quantity': 1 }],
      });
      return async () => void (await admin.delete(`/api/bill-of-materials/${id}`));
    },
    'a BOM using it as a component': async (_store, _s, admin) => {
      await create(admin, '/api/item-master', item(`SIU-PARENT-${counter}`));
      const { id } = await create(admin, '/api/bill-of-materials', {
        'BOM Number': `BP-${counter}`,
        'Item Number': `SIU-PARENT-${counter}`,
        details: [{ 'Component Item Number': `SIU-I-${counter}`, 'Component Quantity': 2 }],
      });
      return async () => void (await admin.delete(`/api/bill-of-materials/${id}`));
    },
    'a purchase order line': poLine(),
    'a sales order line': soLine(),
    'a manufacturing order line': moLine(),
    'a forecast line': forecastLine(),
    'an inventory record': inventoryRecord(),
  },
  '/api/sub-item-master': {
    'a purchase order line': poLine(true),
    'a sales order line': soLine(true),
    'a manufacturing order line': moLine(true),
    'an inventory record': inventoryRecord(true),
  },
  '/api/supplier-master': {
    'a ship-from location': child('/api/ship-from-master', 'shipFrom'),
    'a supplier allocation': supplierAllocation(),
    // The line ships from another supplier's location, so only the header refers to this supplier.
    'a purchase order': async (store, s, admin) => {
      const other = await masters(admin);
      return dropOrder('purchase_orders')(
        store,
        await direct.purchaseOrder(store, {
          supplierId: s.supplier,
          itemId: other.item,
          warehouseId: other.warehouse,
          shipFromId: other.shipFrom,
        }),
      );
    },
  },
  '/api/ship-from-master': {
    'a supplier allocation': supplierAllocation(true),
    'a purchase order line': poLine(),
  },
  '/api/customer-master': {
    'a ship-to location': child('/api/ship-to-master', 'shipTo'),
    // The line ships to another customer's location, so only the header refers to this customer.
    'a sales order': async (store, s, admin) => {
      const other = await masters(admin);
      return dropOrder('sales_orders')(
        store,
        await direct.salesOrder(store, {
          customerId: s.customer,
          itemId: other.item,
          warehouseId: other.warehouse,
          shipToId: other.shipTo,
        }),
      );
    },
    'a forecast line': forecastLine(true),
  },
  '/api/ship-to-master': {
    'a sales order line': soLine(),
  },
  '/api/warehouse-master': {
    'a purchase order line': poLine(),
    'a sales order line': soLine(),
    'a manufacturing order line': moLine(),
    'a forecast line': forecastLine(),
    'an inventory record': inventoryRecord(),
  },
};

const ENTITY: Record<string, [string, keyof Set]> = {
  '/api/item-master': ['ItemMaster', 'item'],
  '/api/sub-item-master': ['SubItemMaster', 'subItem'],
  '/api/supplier-master': ['SupplierMaster', 'supplier'],
  '/api/ship-from-master': ['ShipFromMaster', 'shipFrom'],
  '/api/customer-master': ['CustomerMaster', 'customer'],
  '/api/ship-to-master': ['ShipToMaster', 'shipTo'],
  '/api/warehouse-master': ['WarehouseMaster', 'warehouse'],
};

/** What else refers to each master in a fresh set, and must go before the master itself can. */
async function clearOthers(path: string, s: Set, admin: Client, except: string) {
  if (path === '/api/item-master' && except !== 'a sub-item')
    expect((await admin.delete(`/api/sub-item-master/${s.subItem}`)).statusCode).toBe(200);
  if (path === '/api/supplier-master' && except !== 'a ship-from location')
    expect((await admin.delete(`/api/ship-from-master/${s.shipFrom}`)).statusCode).toBe(200);
  if (path === '/api/customer-master' && except !== 'a ship-to location')
    expect((await admin.delete(`/api/ship-to-master/${s.shipTo}`)).statusCode).toBe(200);
}

describeEachDatabase('masters still in use', (t) => {
  let admin: Client;
  beforeAll(async () => {
    admin = await t.admin();
    await createUnits(admin);
  });

  for (const [path, references] of Object.entries(REFERENCES)) {
    const [entity, key] = ENTITY[path] as [string, keyof Set];
    for (const [name, reference] of Object.entries(references))
      it(`${path}: referenced by ${name} → 400 ${entity}.StillInUse; deletable once the reference is gone`, async () => {
        const s = await masters(admin);
        const remove = await reference(t.store, s, admin);
        await clearOthers(path, s, admin, name);
        const refused = await admin.delete(`${path}/${s[key]}`);
        expectError(refused, 400, `${entity}.StillInUse`);
        expect((await admin.get(`${path}/${s[key]}`)).statusCode).toBe(200);
        await remove();
        expect((await admin.delete(`${path}/${s[key]}`)).statusCode).toBe(200);
        expectError(await admin.get(`${path}/${s[key]}`), 400, `${entity}.NotFound`);
      });
  }

  it('a unit named by an item is in use (contract part 4): 400 UnitMaster.StillInUse until the item changes unit', async () => {
    const unit = await create(admin, '/api/unit-master', { 'Unit Name': 'KG' });
    const used = await create(admin, '/api/item-master', item('SIU-UNIT', { 'Item Unit': 'KG' }));
    expectError(await admin.delete(`/api/unit-master/${unit.id}`), 400, 'UnitMaster.StillInUse');
    expect((await admin.put(`/api/item-master/${used.id}`, { 'Item Unit': 'EA' })).statusCode).toBe(200);
    expect((await admin.delete(`/api/unit-master/${unit.id}`)).statusCode).toBe(200);
  });
});
