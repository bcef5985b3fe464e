/**
 * The demo company's orders: a year of purchase, sales and manufacturing orders ending at the company's "today",
 * and forecasts for the year before and the year from its month; the sales history (history.ts) comes first among
 * the sales orders. Orders are made on demand (a million lines need not sit in memory at once), each kind from a
 * generator stream of its own, so a kind's orders do not depend on how far another was read.
 */
import {
  addDays,
  type Body,
  generator,
  type Item,
  monthOffset,
  type OrderKind,
  pad,
  type Random,
  round2,
  type Size,
  season,
} from './basics.js';
import type { Masters } from './masters.js';

/** An ASN to create for a shipped purchase-order line: PO number, item number, quantity share. */
export interface Asn {
  po: string;
  item: string;
  share: number;
  eta: string;
  ship: string;
}

export interface Orders {
  orders(kind: OrderKind): Generator<Body>;
  orderCount: Record<OrderKind, number>;
  /** Filled while the purchase orders are made. */
  asns: Asn[];
}

/** The sales history's orders and how many there are. */
export interface History {
  count: number;
  orders(): Generator<Body>;
}

export function buildOrders(
  masters: Masters,
  size: Size,
  seed: number,
  asOf: string,
  history: History,
): Orders {
  const {
    fgs,
    sas,
    shipTosOf,
    suppliersOf,
    itemsOfSupplier,
    supplierNumbers,
    warehouseNumbers,
    customerNumbers,
  } = masters;
  const start = addDays(asOf, -365);
  const monthStart = `${asOf.slice(0, 7)}-01`;
  const share = { purchase: 0.3, sales: 0.35, manufacturing: 0.1, forecast: 0.25 };
  const linesPerOrder = { purchase: 5, sales: 4, manufacturing: 1.5, forecast: 12 };
  const orderCount = {
    purchase: Math.max(1, Math.round((size.orderLines * share.purchase) / linesPerOrder.purchase)),
    sales: history.count + Math.max(1, Math.round((size.orderLines * share.sales) / linesPerOrder.sales)),
    manufacturing: Math.max(
      1,
      Math.round((size.orderLines * share.manufacturing) / linesPerOrder.manufacturing),
    ),
    forecast: Math.max(1, Math.round((size.orderLines * share.forecast) / linesPerOrder.forecast)),
  };
  const buyers = ['Bea Buyer', 'Sam Sourcing', 'Kim Kanban'];
  const asns: Asn[] = [];
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
    // The sales history first (its own stream), then the year's orders.
    yield* history.orders();
    const g = generator(streams.sales);
    for (let n = 1; n <= orderCount.sales - history.count; n++) {
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
  return { orders: (kind) => makers[kind](), orderCount, asns };
}
