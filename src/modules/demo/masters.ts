/**
 * The demo company's masters, generated from the seed: warehouses, suppliers with ship-froms, customers with
 * ship-tos, items (finished goods, sub-assemblies, components, raw materials) with sub items, multi-level BOMs,
 * supplier allocations, inventory, custom columns, roles and users. Pure data; the orders (orders.ts) and the sales
 * history (history.ts) are drawn from what this returns.
 */
import { type Body, type Item, pad, type Random, round2, type Size } from './basics.js';

const CITIES = [
  'Rotterdam',
  'Lyon',
  'Leipzig',
  'Porto',
  'Gdańsk',
  'Bilbao',
  'Turin',
  'Ghent',
  'Brno',
  'Aarhus',
];
const WORDS = ['Bracket', 'Housing', 'Valve', 'Pump', 'Sensor', 'Gear', 'Shaft', 'Panel', 'Cable', 'Filter'];
const MATERIALS = ['Steel', 'Aluminium', 'Brass', 'Polymer', 'Copper', 'Rubber', 'Glass', 'Oak'];
const COMPANY = ['Industries', 'Components', 'Trading', 'Supply', 'Works', 'Group', 'Manufacturing'];
const NAMES = [
  'Nordic',
  'Atlas',
  'Delta',
  'Vega',
  'Orion',
  'Summit',
  'Harbor',
  'Pioneer',
  'Alpine',
  'Meridian',
];

/** Allocation terms of a purchased item from one supplier. */
export interface Terms {
  supplier: string;
  shipFrom: string;
  lead: number;
  moq: number;
  multiple: number;
  price: number;
}

/** The master-data bodies of a demo company, in the order they are loaded. */
export interface MasterBodies {
  units: Body[];
  warehouses: Body[];
  suppliers: Body[];
  shipFroms: Body[];
  customers: Body[];
  shipTos: Body[];
  customColumns: Body[];
  items: Body[];
  subItems: Body[];
  boms: Body[];
  allocations: Body[];
  /** The second warehouse is a regional one, replenished from the first for most items (planning.md part 5). */
  distributions: Body[];
  inventory: Body[];
  roles: Body[];
  users: Body[];
}

export interface Masters extends MasterBodies {
  /** What the orders are drawn from. */
  fgs: Item[];
  sas: Item[];
  shipTosOf: Map<string, string[]>;
  suppliersOf: Map<string, Terms[]>;
  itemsOfSupplier: Map<string, Item[]>;
  supplierNumbers: string[];
  warehouseNumbers: string[];
  customerNumbers: string[];
  /** The warehouses holding an inventory record of each item (its stocking points). */
  placesOf: Map<string, string[]>;
}

export function buildMasters(size: Size, r: Random, asOf: string): Masters {
  const units = ['EA', 'KG', 'M', 'L', 'BOX', 'SET'].map((name) => ({
    'Unit Name': name,
    'Unit Description': { EA: 'Each', KG: 'Kilogram', M: 'Metre', L: 'Litre', BOX: 'Box', SET: 'Set' }[name],
  }));
  const warehouses = Array.from({ length: size.warehouses }, (_, i) => ({
    'Warehouse Number': `WH-${pad(i + 1, 2)}`,
    'Warehouse Name': `${CITIES[i % CITIES.length]} DC${i >= CITIES.length ? ` ${Math.floor(i / CITIES.length) + 1}` : ''}`,
    'Warehouse Address': `${r.int(1, 400)} Logistics Park, ${CITIES[i % CITIES.length]}`,
    'Warehouse Status': 'Active',
  }));
  const suppliers: Body[] = [];
  const shipFroms: Body[] = [];
  const shipFromsOf = new Map<string, string[]>();
  for (let i = 1; i <= size.suppliers; i++) {
    const number = `SUP-${pad(i, 4)}`;
    suppliers.push({
      'Supplier Number': number,
      'Supplier Name': `${r.pick(NAMES)} ${r.pick(MATERIALS)} ${r.pick(COMPANY)} ${i}`,
      'Supplier Status': 'Active',
      'Supplier Partner Id': `ERP-V${pad(i, 5)}`,
    });
    const count = r.int(1, 2);
    const list: string[] = [];
    for (let j = 1; j <= count; j++) {
      const sf = `SF-${pad(i, 4)}-${j}`;
      list.push(sf);
      const city = r.pick(CITIES);
      shipFroms.push({
        'Ship From Number': sf,
        'Ship From Name': `${city} plant`,
        'Ship From Address': `${r.int(1, 200)} Industrial Road, ${city}`,
        'Ship From Status': 'Active',
        'Supplier Number': number,
      });
    }
    shipFromsOf.set(number, list);
  }
  const customers: Body[] = [];
  const shipTos: Body[] = [];
  const shipTosOf = new Map<string, string[]>();
  for (let i = 1; i <= size.customers; i++) {
    const number = `CUS-${pad(i, 4)}`;
    customers.push({
      'Customer Number': number,
      'Customer Name': `${r.pick(NAMES)} ${r.pick(['Retail', 'Hardware', 'Distribution', 'Build', 'Marine'])} ${i}`,
      'Customer Status': 'Active',
      'Customer Partner Id': `ERP-C${pad(i, 5)}`,
    });
    const count = r.int(1, 3);
    const list: string[] = [];
    for (let j = 1; j <= count; j++) {
      const st = `ST-${pad(i, 4)}-${j}`;
      list.push(st);
      const city = r.pick(CITIES);
      shipTos.push({
        'Ship To Number': st,
        'Ship To Name': `${city} store ${j}`,
        'Customer Number': number,
        'Ship To Address': `${r.int(1, 300)} High Street, ${city}`,
        'Ship To Status': 'Active',
      });
    }
    shipTosOf.set(number, list);
  }

  // Items: 20 % finished goods, 15 % sub-assemblies, 35 % components, 30 % raw materials.
  const counts = {
    fg: Math.round(size.items * 0.2),
    sa: Math.round(size.items * 0.15),
    cp: Math.round(size.items * 0.35),
  };
  const itemList: Item[] = [];
  const make = (
    prefix: string,
    type: Item['type'],
    count: number,
    unit: () => string,
    price: () => number,
  ) => {
    for (let i = 1; i <= count; i++)
      itemList.push({
        number: `${prefix}-${pad(i, 5)}`,
        type,
        unit: unit(),
        price: round2(price()),
        subItems: [],
        demand: type === 'Finished Good' ? r.int(200, 6000) : 0,
      });
  };
  make(
    'FG',
    'Finished Good',
    counts.fg,
    () => r.pick(['EA', 'EA', 'SET', 'BOX']),
    () => 40 + r.next() * 900,
  );
  make(
    'SA',
    'Sub-Assembly',
    counts.sa,
    () => 'EA',
    () => 15 + r.next() * 200,
  );
  make(
    'CP',
    'Component',
    counts.cp,
    () => r.pick(['EA', 'EA', 'M', 'SET']),
    () => 0.5 + r.next() * 60,
  );
  make(
    'RM',
    'Raw Material',
    size.items - counts.fg - counts.sa - counts.cp,
    () => r.pick(['KG', 'L', 'M']),
    () => 0.2 + r.next() * 15,
  );
  const byType = (type: Item['type']) => itemList.filter((i) => i.type === type);
  const fgs = byType('Finished Good');
  const sas = byType('Sub-Assembly');
  const purchased = itemList.filter((i) => i.type === 'Component' || i.type === 'Raw Material');
  for (const fg of fgs) if (r.next() < 0.15) fg.subItems = ['RED', 'BLU', 'GRN'].slice(0, r.int(2, 3));
  const items = itemList.map((item) => ({
    'Item Number': item.number,
    'Item Description': `${r.pick(MATERIALS)} ${r.pick(WORDS)} ${item.number.slice(3)}`,
    'Item Type': item.type,
    'Item Unit': item.unit,
    'Item Status': 'Active',
    'Item Partner Id': null,
    'Item Weight': round2(0.05 + r.next() * 25),
    'Item Weight Unit': 'KG',
    'ABC Class':
      item.type === 'Finished Good' ? (item.demand > 4000 ? 'A' : item.demand > 1500 ? 'B' : 'C') : null,
  }));
  const subItems = fgs.flatMap((fg) =>
    fg.subItems.map((s) => ({
      'Sub Item Number': s,
      'Item Number': fg.number,
      'Sub Item Description': `${fg.number} in ${{ RED: 'red', BLU: 'blue', GRN: 'green' }[s]}`,
      'Sub Item Status': 'Active',
    })),
  );
  // Multi-level BOMs: finished goods from sub-assemblies and components; sub-assemblies from components and raw materials.
  const boms: Body[] = [];
  const bomOf = (parent: Item, pool: Item[], min: number, max: number) => {
    const chosen = new Set<Item>();
    const want = Math.min(pool.length, r.int(min, max));
    while (chosen.size < want) chosen.add(r.pick(pool));
    boms.push({
      'BOM Number': `BOM-${parent.number}`,
      'Item Number': parent.number,
      'BOM Status': 'Active',
      // Planning inputs (planning.md part 1): assembly takes days, runs in batches.
      'BOM Lead Time Days': parent.type === 'Finished Good' ? r.int(2, 7) : r.int(1, 5),
      'BOM Minimum Quantity': r.pick([0, 10, 25]),
      'BOM Order Multiple': r.pick([0, 5, 10]),
      details: [...chosen].map((c) => ({
        'Component Item Number': c.number,
        'Component Quantity': c.unit === 'EA' || c.unit === 'SET' ? r.int(1, 6) : round2(0.1 + r.next() * 4),
        'Component Unit': c.unit,
      })),
    });
  };
  const fgPool = [...sas, ...purchased.filter((p) => p.type === 'Component')];
  for (const fg of fgs) bomOf(fg, fgPool.length > 0 ? fgPool : purchased, 3, 6);
  for (const sa of sas) bomOf(sa, purchased, 2, 4);

  // Supplier allocations: each purchased item from one or two suppliers, shares adding up to 100.
  const allocations: Body[] = [];
  const suppliersOf = new Map<string, Terms[]>();
  const itemsOfSupplier = new Map<string, Item[]>();
  const supplierNumbers = suppliers.map((s) => s['Supplier Number'] as string);
  for (const item of purchased) {
    const two = r.next() < 0.3 && supplierNumbers.length > 1;
    const first = r.pick(supplierNumbers);
    let second = r.pick(supplierNumbers);
    while (two && second === first) second = r.pick(supplierNumbers);
    const chosen = two ? [first, second] : [first];
    const shares = two ? [70, 30] : [100];
    const list = chosen.map((supplier, k) => {
      const multiple = r.pick([1, 5, 10, 25, 50, 100]);
      const terms = {
        supplier,
        shipFrom: r.pick(shipFromsOf.get(supplier)!),
        lead: r.int(5, 60),
        moq: multiple * r.int(1, 5),
        multiple,
        price: round2(item.price * (0.9 + r.next() * 0.2)),
      };
      allocations.push({
        'Item Number': item.number,
        'Supplier Number': supplier,
        'Ship From Number': terms.shipFrom,
        'Allocation Percent': shares[k],
        'Lead Time Days': terms.lead,
        'Minimum Order Quantity': terms.moq,
        'Order Multiple': terms.multiple,
        'Unit Price': terms.price,
      });
      itemsOfSupplier.set(supplier, [...(itemsOfSupplier.get(supplier) ?? []), item]);
      return terms;
    });
    suppliersOf.set(item.number, list);
  }

  const warehouseNumbers = warehouses.map((w) => w['Warehouse Number'] as string);
  const inventory: Body[] = [];
  const placesOf = new Map<string, string[]>();
  for (const item of itemList) {
    const home = r.int(0, warehouseNumbers.length - 1);
    const places = r.next() < 0.3 ? [home, (home + 1) % warehouseNumbers.length] : [home];
    for (const w of [...new Set(places)]) {
      placesOf.set(item.number, [...(placesOf.get(item.number) ?? []), warehouseNumbers[w]!]);
      const safety = r.int(0, 40) * (item.type === 'Raw Material' ? 10 : 2);
      inventory.push({
        'Item Number': item.number,
        'Sub Item Number': null,
        'Warehouse Number': warehouseNumbers[w],
        'Inventory Quantity': Math.max(0, Math.round(safety * (0.3 + r.next() * 2.5))),
        'Inventory Safety Stock': safety,
        'Inventory Date': asOf,
      });
    }
  }

  // WH-02 is supplied from WH-01 in 2 days for four items in five (the others it still buys or makes itself).
  const distributions: Body[] =
    warehouseNumbers.length < 2
      ? []
      : itemList
          .filter(() => r.next() < 0.8)
          .map((item) => ({
            'Item Number': item.number,
            'From Warehouse Number': warehouseNumbers[0],
            'To Warehouse Number': warehouseNumbers[1],
            'Transfer Lead Time Days': 2,
            'Minimum Transfer Quantity': 0,
            'Transfer Multiple': item.type === 'Raw Material' ? 10 : 0,
            'Distribution Status': 'Active',
          }));

  const customColumns: Body[] = [
    {
      table: 'ItemMaster',
      key: 'ABC Class',
      format: 'string',
      alias: 'ABC Class',
      description: 'Demand class of a finished good',
      required: false,
    },
    {
      table: 'PurchaseOrderList',
      key: 'Buyer',
      format: 'string',
      alias: 'Buyer',
      description: 'Buyer responsible for the order',
      required: false,
    },
    {
      table: 'SalesOrderList',
      key: 'Priority Customer',
      format: 'boolean',
      alias: 'Priority',
      required: false,
      default_value: false,
    },
  ];
  const roles: Body[] = [
    {
      'Role Name': 'Buyer',
      'Role Description': 'Purchasing: orders, suppliers, allocations',
      Privileges: [
        { type: 'Procurement', access: 'Edit' },
        { type: 'Supplier Master', access: 'Edit' },
        { type: 'Item Master', access: 'View' },
        { type: 'Inventory', access: 'View' },
        { type: 'Dashboard', access: 'View' },
      ],
    },
    {
      'Role Name': 'Planner',
      'Role Description': 'Demand and supply planning',
      Privileges: [
        { type: 'Demand', access: 'Edit' },
        { type: 'Manufacturing', access: 'Edit' },
        { type: 'Inventory', access: 'Edit' },
        { type: 'Bill of Materials', access: 'Edit' },
        { type: 'Item Master', access: 'Edit' },
        { type: 'Scenarios', access: 'Edit' },
        { type: 'Procurement', access: 'View' },
        { type: 'Dashboard', access: 'View' },
      ],
    },
  ];
  const users: Body[] = [
    {
      'User Fullname': 'Bea Buyer',
      Username: 'buyer',
      'User Email': 'buyer@demo.example',
      'Role Name': 'Buyer',
      Password: 'demo-buyer-1',
    },
    {
      'User Fullname': 'Pat Planner',
      Username: 'planner',
      'User Email': 'planner@demo.example',
      'Role Name': 'Planner',
      Password: 'demo-planner-1',
    },
  ];

  return {
    units,
    warehouses,
    suppliers,
    shipFroms,
    customers,
    shipTos,
    customColumns,
    items,
    subItems,
    boms,
    allocations,
    distributions,
    inventory,
    roles,
    users,
    fgs,
    sas,
    shipTosOf,
    suppliersOf,
    itemsOfSupplier,
    supplierNumbers,
    warehouseNumbers,
    customerNumbers: customers.map((c) => c['Customer Number'] as string),
    placesOf,
  };
}
