/**
 * A synthetic company, generated deterministically from a seed and a reference date: the same seed and date give
 * the same records in the same order. Pure data; load.ts writes it through the services.
 */

export type Scale = 'small' | 'medium' | 'large';
export const SCALES: readonly Scale[] = ['small', 'medium', 'large'];

interface Size {
  warehouses: number;
  suppliers: number;
  customers: number;
  items: number;
  /** Order lines of all four types together (about). */
  orderLines: number;
  asns: number;
}

const SIZES: Record<Scale, Size> = {
  small: { warehouses: 2, suppliers: 5, customers: 6, items: 40, orderLines: 400, asns: 8 },
  medium: { warehouses: 4, suppliers: 60, customers: 150, items: 2_000, orderLines: 50_000, asns: 300 },
  large: {
    warehouses: 8,
    suppliers: 500,
    customers: 1_000,
    items: 20_000,
    orderLines: 1_000_000,
    asns: 2_000,
  },
};

export type Body = Record<string, unknown>;
export type OrderKind = 'purchase' | 'sales' | 'manufacturing' | 'forecast';

/** mulberry32: a small, fast, seedable generator (Math.random cannot be seeded). */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  return { next, int, pick };
}
type Random = ReturnType<typeof generator>;

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const DAY = 86_400_000;
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const round2 = (n: number) => Math.round(n * 100) / 100;

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

export interface Item {
  number: string;
  type: 'Finished Good' | 'Sub-Assembly' | 'Component' | 'Raw Material';
  unit: string;
  price: number;
  subItems: string[];
  /** Yearly demand of a finished good, units. */
  demand: number;
}

export interface Company {
  scale: Scale;
  seed: number;
  asOf: string;
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
  inventory: Body[];
  roles: Body[];
  users: Body[];
  /** Order bodies per kind, made on demand (a million lines need not sit in memory at once). */
  orders(kind: OrderKind): Generator<Body>;
  /** How many orders orders(kind) yields. */
  orderCount: Record<OrderKind, number>;
  /** ASNs to create for shipped purchase-order lines: PO number, item number, quantity share. */
  asns: { po: string; item: string; share: number; eta: string; ship: string }[];
}

/** Seasonality (peak in late autumn) and a yearly trend of +12 %, as a factor on month `m` of 12 (0 = oldest). */
const season = (month: number, m: number) =>
  (1 + 0.35 * Math.sin(((month - 7) / 12) * 2 * Math.PI)) * (1 + (0.12 * m) / 12);

export function buildCompany(scale: Scale, seed: number, asOf: string): Company {
  const size = SIZES[scale];
  const r = generator(seed);
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
  const suppliersOf = new Map<
    string,
    { supplier: string; shipFrom: string; lead: number; moq: number; multiple: number; price: number }[]
  >();
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
  for (const item of itemList) {
    const home = r.int(0, warehouseNumbers.length - 1);
    const places = r.next() < 0.3 ? [home, (home + 1) % warehouseNumbers.length] : [home];
    for (const w of [...new Set(places)]) {
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

  // A year of orders ending at asOf, and forecasts for the year before and the year from the month of asOf.
  const start = addDays(asOf, -365);
  const monthStart = `${asOf.slice(0, 7)}-01`;
  const share = { purchase: 0.3, sales: 0.35, manufacturing: 0.1, forecast: 0.25 };
  const linesPerOrder = { purchase: 5, sales: 4, manufacturing: 1.5, forecast: 12 };
  const orderCount = {
    purchase: Math.max(1, Math.round((size.orderLines * share.purchase) / linesPerOrder.purchase)),
    sales: Math.max(1, Math.round((size.orderLines * share.sales) / linesPerOrder.sales)),
    manufacturing: Math.max(
      1,
      Math.round((size.orderLines * share.manufacturing) / linesPerOrder.manufacturing),
    ),
    forecast: Math.max(1, Math.round((size.orderLines * share.forecast) / linesPerOrder.forecast)),
  };
  const customerNumbers = customers.map((c) => c['Customer Number'] as string);
  const buyers = ['Bea Buyer', 'Sam Sourcing', 'Kim Kanban'];
  const asns: Company['asns'] = [];
  // Each kind has its own generator stream, so a kind's orders do not depend on how far another was read.
  const streams = {
    purchase: seed ^ 0x51,
    sales: seed ^ 0x52,
    manufacturing: seed ^ 0x53,
    forecast: seed ^ 0x54,
  };
  const dayOf = (g: Random, month: number) => addDays(start, Math.min(364, month * 30 + g.int(0, 29)));
  const monthFor = (g: Random) => {
    // Seasonal, growing volume: draw months by weight.
    const weights = Array.from({ length: 12 }, (_, m) => season((Number(start.slice(5, 7)) + m) % 12, m));
    let x = g.next() * weights.reduce((a, b) => a + b, 0);
    for (let m = 0; m < 12; m++) {
      x -= weights[m]!;
      if (x <= 0) return m;
    }
    return 11;
  };
  const suppliersWithItems = supplierNumbers.filter((s) => (itemsOfSupplier.get(s) ?? []).length > 0);
  const madeItems = [...fgs, ...sas];

  function* purchase(): Generator<Body> {
    const g = generator(streams.purchase);
    for (let n = 1; n <= orderCount.purchase; n++) {
      const supplier = g.pick(suppliersWithItems);
      const offered = itemsOfSupplier.get(supplier)!;
      const month = monthFor(g);
      const orderDate = dayOf(g, month);
      const warehouse = g.pick(warehouseNumbers);
      const chosen = new Set<Item>();
      const want = Math.min(offered.length, g.int(2, 8));
      while (chosen.size < want) chosen.add(g.pick(offered));
      const number = `PO-${pad(n, 7)}`;
      const details = [...chosen].map((item) => {
        const terms = suppliersOf.get(item.number)!.find((t) => t.supplier === supplier)!;
        const quantity = Math.max(terms.moq, Math.ceil(g.int(1, 40) * terms.multiple));
        const ship = addDays(orderDate, Math.floor(terms.lead * 0.6));
        const eta = addDays(orderDate, terms.lead);
        const status =
          eta < asOf ? (g.next() < 0.9 ? 'Received' : 'Closed') : ship < asOf ? 'Shipped' : 'Open';
        if (status === 'Shipped' && asns.length < size.asns)
          asns.push({ po: number, item: item.number, share: 1, eta, ship });
        return {
          'Item Number': item.number,
          'Sub Item Number': null,
          'Warehouse Number': warehouse,
          'Ship From Number': terms.shipFrom,
          'PO Details Price': terms.price,
          'PO Details Quantity': quantity,
          'PO Details Document Status': status,
          'PO Details Tracking': status === 'Open' ? null : `BOL-${pad(n, 7)}-${g.int(100, 999)}`,
          'PO Details Order Date': orderDate,
          'PO Details Ship Date': ship,
          'PO Details ETA Date': eta,
          'PO Details First Promise Date': eta,
          'PO Details Request Date': addDays(orderDate, terms.lead + g.int(0, 5)),
          'PO Details Actual Ship Date': status === 'Open' ? null : ship,
          'PO Details Actual Delivery Date': status === 'Received' || status === 'Closed' ? eta : null,
          'PO Details Unique Id': null,
          'PO Details Local': null,
        };
      });
      const open = details.some(
        (d) => d['PO Details Document Status'] === 'Open' || d['PO Details Document Status'] === 'Shipped',
      );
      yield {
        'PO List Number': number,
        'PO List Document Status': open ? 'Open' : 'Closed',
        'PO List Order Date': orderDate,
        'Supplier Number': supplier,
        Buyer: g.pick(buyers),
        details,
      };
    }
  }

  function* sales(): Generator<Body> {
    const g = generator(streams.sales);
    for (let n = 1; n <= orderCount.sales; n++) {
      const customer = g.pick(customerNumbers);
      const month = monthFor(g);
      const orderDate = dayOf(g, month);
      const shipDate = addDays(orderDate, g.int(2, 21));
      const warehouse = g.pick(warehouseNumbers);
      const shipTo = g.pick(shipTosOf.get(customer)!);
      const chosen = new Set<Item>();
      const want = Math.min(fgs.length, g.int(1, 7));
      while (chosen.size < want) chosen.add(g.pick(fgs));
      const status = shipDate < asOf ? (g.next() < 0.85 ? 'Shipped' : 'Invoiced') : 'Open';
      yield {
        'SO List Number': `SO-${pad(n, 7)}`,
        'SO List Document Status': status,
        'SO List Order Date': orderDate,
        'Customer Number': customer,
        'Priority Customer': g.next() < 0.1,
        details: [...chosen].map((item) => ({
          'Item Number': item.number,
          'Sub Item Number': item.subItems.length > 0 ? g.pick(item.subItems) : null,
          'Warehouse Number': warehouse,
          'Ship To Number': shipTo,
          'SO Details Price': round2(item.price * (0.95 + g.next() * 0.1)),
          'SO Details Quantity': Math.max(
            1,
            Math.round(
              (item.demand / 200) * season(Number(orderDate.slice(5, 7)) - 1, month) * (0.5 + g.next()),
            ),
          ),
          'SO Details Document Status': status,
          'SO Details Order Date': orderDate,
          'SO Details Ship Date': shipDate,
          'SO Details Tracking': status === 'Open' ? null : `TRK-${pad(n, 7)}`,
          'SO Details Unique Id': null,
        })),
      };
    }
  }

  function* manufacturing(): Generator<Body> {
    const g = generator(streams.manufacturing);
    for (let n = 1; n <= orderCount.manufacturing; n++) {
      const month = monthFor(g);
      const startDate = dayOf(g, month);
      const due = addDays(startDate, g.int(3, 20));
      const warehouse = g.pick(warehouseNumbers);
      const chosen = new Set<Item>();
      const want = Math.min(madeItems.length, g.int(1, 2));
      while (chosen.size < want) chosen.add(g.pick(madeItems));
      const status = due < asOf ? 'Completed' : startDate < asOf ? 'Released' : 'Planned';
      yield {
        'MO List Number': `MO-${pad(n, 7)}`,
        'MO List Document Status': status,
        'MO List Order Date': addDays(startDate, -g.int(1, 10)),
        details: [...chosen].map((item) => ({
          'Item Number': item.number,
          'Sub Item Number': null,
          'Warehouse Number': warehouse,
          'BOM Number': `BOM-${item.number}`,
          'MO Details Quantity': g.int(5, 200),
          'MO Details Document Status': status,
          'MO Details Start Date': startDate,
          'MO Details Due Date': due,
        })),
      };
    }
  }

  function* forecast(): Generator<Body> {
    const g = generator(streams.forecast);
    // One list per finished good and warehouse (taking each good's warehouses in turn), for the good's main
    // customer: twelve monthly lines for the past year (what was forecast then, so forecast_vs_sales has something
    // to measure) and twelve for the coming year, seasonal and trending.
    const lists: { item: Item; warehouse: string; customer: string }[] = [];
    for (let round = 0; lists.length < orderCount.forecast && fgs.length > 0; round++)
      for (const item of fgs) {
        if (lists.length >= orderCount.forecast) break;
        lists.push({
          item,
          warehouse: warehouseNumbers[(round + Number(item.number.slice(3))) % warehouseNumbers.length]!,
          customer: customerNumbers[(Number(item.number.slice(3)) * 7 + round) % customerNumbers.length]!,
        });
      }
    // What was sold per good, warehouse and month (the sales stream replayed: it depends on no other stream).
    const sold = new Map<string, number>();
    const soldKey = (item: string, warehouse: string, month: string) => `${item}|${warehouse}|${month}`;
    for (const order of sales())
      for (const line of order.details as Body[]) {
        const key = soldKey(
          String(line['Item Number']),
          String(line['Warehouse Number']),
          String(line['SO Details Ship Date']).slice(0, 7),
        );
        sold.set(key, (sold.get(key) ?? 0) + Number(line['SO Details Quantity']));
      }
    const shape = (item: Item, date: string, m: number) =>
      (item.demand / 12 / warehouseNumbers.length) * season(Number(date.slice(5, 7)) - 1, 12 + m);
    // The coming year's forecasts keep the seasonal shape at the level the past year's sales reached.
    let soldTotal = 0;
    let shapeTotal = 0;
    for (const { item, warehouse } of lists)
      for (let m = -12; m < 0; m++) {
        const date = monthOffset(monthStart, m);
        soldTotal += sold.get(soldKey(item.number, warehouse, date.slice(0, 7))) ?? 0;
        shapeTotal += shape(item, date, m);
      }
    const level = shapeTotal > 0 && soldTotal > 0 ? soldTotal / shapeTotal : 1;
    for (const [index, { item, warehouse, customer }] of lists.entries()) {
      yield {
        'Forecast List Number': `FC-${pad(index + 1, 7)}`,
        'Forecast List Name': `${item.number} at ${warehouse}, past 12 and next 12 months`,
        'Forecast List Status': 'Active',
        details: Array.from({ length: 24 }, (_, k) => {
          const m = k - 12;
          const date = monthOffset(monthStart, m);
          const actual = sold.get(soldKey(item.number, warehouse, date.slice(0, 7)));
          // A past month's forecast missed its sales by up to a fifth either way.
          const quantity =
            m < 0 && actual !== undefined
              ? actual * (0.8 + g.next() * 0.4)
              : shape(item, date, m) * level * (0.85 + g.next() * 0.3);
          return {
            'Item Number': item.number,
            'Sub Item Number': null,
            'Warehouse Number': warehouse,
            'Customer Number': customer,
            'Forecast Details Date': date,
            'Forecast Details Quantity': Math.round(quantity),
          };
        }),
      };
    }
  }

  const makers = { purchase, sales, manufacturing, forecast };
  return {
    scale,
    seed,
    asOf,
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
    inventory,
    roles,
    users,
    orders: (kind) => makers[kind](),
    orderCount,
    asns,
  };
}

/** The first day of the month `months` after `monthStart` (YYYY-MM-01). */
function monthOffset(monthStart: string, months: number): string {
  const y = Number(monthStart.slice(0, 4));
  const m = Number(monthStart.slice(5, 7)) - 1 + months;
  return `${y + Math.floor(m / 12)}-${pad((((m % 12) + 12) % 12) + 1, 2)}-01`;
}
