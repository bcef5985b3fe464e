/** How the suggestions grid reads suggestions and firms them (POST /api/planning/firm, contract part 7). */
import { queryOptions } from '@tanstack/react-query';
import { type BodyOf, typedApi, unwrap } from '../../api/typed';

/**
 * How each kind of suggestion reads from its details view and is written back when firmed, the privilege that
 * reads and firms it, and what its source column shows.
 */
export const KINDS = {
  purchase: {
    label: 'Suggested POs',
    noun: 'PO',
    orderType: 'Purchase',
    view: 'purchase_order_details',
    editor: '/orders/purchase-order',
    headerId: 'Purchase Order Id',
    number: 'PO List Number',
    headerStatus: 'PO List Document Status',
    lineStatus: 'PO Details Document Status',
    quantity: 'PO Details Quantity',
    release: 'PO Details Order Date',
    /** The receipt date; the run sets the request date to the same day, and firming keeps them together. */
    receipt: 'PO Details ETA Date',
    alsoReceipt: 'PO Details Request Date',
  },
  manufacturing: {
    label: 'Suggested MOs',
    noun: 'MO',
    orderType: 'Manufacturing',
    view: 'manufacturing_order_details',
    editor: '/orders/manufacturing-order',
    headerId: 'Manufacturing Order Id',
    number: 'MO List Number',
    headerStatus: 'MO List Document Status',
    lineStatus: 'MO Details Document Status',
    quantity: 'MO Details Quantity',
    release: 'MO Details Start Date',
    receipt: 'MO Details Due Date',
    alsoReceipt: null,
  },
  transfer: {
    label: 'Suggested TOs',
    noun: 'TO',
    orderType: 'Transfer',
    view: 'transfer_order_details',
    editor: '/orders/transfer-order',
    headerId: 'Transfer Order Id',
    number: 'TO List Number',
    headerStatus: 'TO List Document Status',
    lineStatus: 'TO Details Document Status',
    quantity: 'TO Details Quantity',
    release: 'TO Details Ship Date',
    receipt: 'TO Details Receipt Date',
    alsoReceipt: null,
  },
} as const;
export type Kind = keyof typeof KINDS;
export type KindDef = (typeof KINDS)[Kind];

/** A line's edits on the grid, with the order it belongs to (firming names orders, each with its lines). */
export interface LineEdit {
  orderId: number;
  quantity?: number;
  release?: string;
  receipt?: string;
}

export interface FirmAnswer {
  message: string;
  notification_type: 'Success' | 'Warning';
  Orders: { 'Order Type': string; id: number; 'Old Number': string; Number: string }[];
}

type FirmLine = NonNullable<BodyOf<'/api/planning/firm', 'post'>['Orders'][number]['Lines']>[number];

/** The firm request for the selected orders, each with the edits of its lines. */
export function firmRequest(kind: KindDef, orders: Iterable<number>, edits: Map<number, LineEdit>) {
  return {
    Orders: [...orders].map((id) => {
      const lines = [...edits.entries()]
        .filter(([, edit]) => edit.orderId === id)
        .map(([lineId, edit]) => {
          const line: Record<string, string | number> = { id: lineId };
          if (edit.quantity !== undefined) line.Quantity = edit.quantity;
          if (edit.release) line[kind.release] = edit.release;
          if (edit.receipt) {
            line[kind.receipt] = edit.receipt;
            if (kind.alsoReceipt) line[kind.alsoReceipt] = edit.receipt;
          }
          // The generated type pairs `id: number` with an index signature of strings, which no object literal meets.
          return line as unknown as FirmLine;
        });
      return { 'Order Type': kind.orderType, id, ...(lines.length > 0 ? { Lines: lines } : {}) };
    }),
  };
}

export const firmOrders = async (body: ReturnType<typeof firmRequest>) =>
  (await unwrap(typedApi.POST('/api/planning/firm', { body }))) as FirmAnswer;

/**
 * The service names the failing order by its place in the request ("Orders[1] (Purchase order SUG-4-2): …"); the
 * planner knows it by its number only.
 */
export const plainFirmMessage = (message: string) =>
  message.replace(/^Orders\[\d+\]\s*\(([^)]*)\):\s*/, '$1: ').replace(/^Orders\[\d+\]:\s*/, '');

export interface FirmRoles {
  Purchase: { Privilege: string; Roles: string[] };
  Manufacturing: { Privilege: string; Roles: string[] };
  Transfer: { Privilege: string; Roles: string[] };
}

/** The privilege that reads (View) and firms (Edit) each kind. */
export const KIND_PRIVILEGE = {
  purchase: 'Procurement',
  manufacturing: 'Manufacturing',
  transfer: 'Inventory',
} as const satisfies Record<Kind, string>;
/** The source column of each kind: the supplier, the BOM, the warehouse it ships from. */
export const SOURCE_COLUMN = {
  purchase: { label: 'Supplier', key: 'Supplier Number', name: 'Supplier Name' },
  manufacturing: { label: 'BOM', key: 'BOM Number', name: null },
  transfer: { label: 'From', key: 'From Warehouse Number', name: null },
} as const satisfies Record<Kind, { label: string; key: string; name: string | null }>;

/** Which roles may firm each order type, for the planner who may not. */
export const firmRolesQuery = queryOptions({
  queryKey: ['planning', 'firm-roles'],
  queryFn: ({ signal }) => unwrap(typedApi.GET('/api/planning/firm/roles', { signal })),
  staleTime: 60_000,
});

/** "A", "A or B", "A, B or C". */
export const orList = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
