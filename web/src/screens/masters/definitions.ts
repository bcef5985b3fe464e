/**
 * The master-data records the editors open (contract part 4, specification 2.4–2.7), derived from their
 * declarations (src/catalogue/masters.ts): fields in the API's names and kinds, which master each reference picks
 * from, the statuses offered, the privilege, custom-column table and the view whose rows link to the editor. The
 * web entry of a master adds only what is the app's own: its title and, where it differs, the fields shown first.
 */
import {
  type Field,
  MASTER_DECLARATIONS,
  type MasterColumn,
  type MasterDeclaration,
  type MasterEntity,
} from '../../../../src/catalogue/masters';
import { MASTERS, type MasterRef } from '../orders/definitions';

export interface MasterField {
  key: string;
  kind: 'text' | 'number' | 'status' | 'ref';
  required?: boolean;
  ref?: MasterRef;
  /** Suggested values of a status field. */
  values?: string[];
  /** Where an AlreadyExists answer is shown (the last field of the unique key). */
  uniqueKey?: boolean;
}

/** The masters' declarations, each with its literal route stem. */
type Declared = (typeof MASTER_DECLARATIONS)[number];
/** The route stems of the masters (`/api/{stem}`, `/api/{stem}/{id}`). */
export type MasterStem = Declared['path'];

export interface MasterType {
  /** Route segment and API path: /api/<path>. */
  path: MasterStem;
  title: string;
  view: string;
  privilege: string;
  entity: string;
  fields: MasterField[];
  /** Custom-column table of its records. */
  custom?: string;
  /** Answers an ETag and honours If-Match. */
  versioned?: boolean;
}

/** What the app adds to a master's declaration. */
interface WebEntry {
  title: string;
  /** Fields the editor shows first, in this order (the rest follow in the declaration's order). */
  first?: string[];
}

/** The editor's field of a declared column; none for a field the record does not answer (write-only metadata). */
function fieldOf(declaration: MasterDeclaration, column: MasterColumn): MasterField[] {
  const uniqueKey = declaration.uniqueKey.at(-1) === column.name ? { uniqueKey: true } : {};
  if (column.kind === 'ref')
    return [
      { key: column.name, kind: 'ref', ref: MASTERS[column.lookup], required: column.required, ...uniqueKey },
    ];
  const f: Field = column;
  if (f.writeOnly || f.type === 'object') return [];
  const required = { required: f.required === true, ...uniqueKey };
  if (f.unit) return [{ key: f.name, kind: 'ref', ref: MASTERS.unit, ...required }];
  if (f.type !== 'string') return [{ key: f.name, kind: 'number', ...uniqueKey }];
  const values = f.values ?? f.suggested;
  if (values) return [{ key: f.name, kind: 'status', values: [...values], ...uniqueKey }];
  return [{ key: f.name, kind: 'text', ...required }];
}

function masterType(declaration: MasterDeclaration & { path: MasterStem }, entry: WebEntry): MasterType {
  const first = entry.first ?? [];
  const rank = (column: MasterColumn) => {
    const index = first.indexOf(column.name);
    return index < 0 ? first.length : index;
  };
  // A stable sort: the fields named first, then the rest in the declaration's order.
  const columns = [...declaration.columns].sort((a, b) => rank(a) - rank(b));
  return {
    path: declaration.path,
    title: entry.title,
    view: declaration.view.name,
    privilege: declaration.privilege,
    entity: declaration.entity,
    fields: columns.flatMap((column) => fieldOf(declaration, column)),
    ...(declaration.custom ? { custom: declaration.custom } : {}),
    ...(declaration.versioned ? { versioned: true } : {}),
  };
}

/** The app's entry of each master (a master without one fails `tsc`). */
const WEB_ENTRIES: Record<MasterEntity, WebEntry> = {
  ItemMaster: { title: 'Item' },
  SubItemMaster: { title: 'Sub-item' },
  UnitMaster: { title: 'Unit' },
  SupplierMaster: { title: 'Supplier' },
  ShipFromMaster: {
    title: 'Ship-from location',
    first: ['Ship From Number', 'Ship From Name', 'Supplier Number'],
  },
  CustomerMaster: { title: 'Customer' },
  ShipToMaster: { title: 'Ship-to location' },
  WarehouseMaster: { title: 'Warehouse' },
  SupplierAllocation: { title: 'Supplier allocation' },
  ExternalItemMaster: { title: 'External item' },
  ItemDistribution: { title: 'Item distribution' },
};

/** The masters the editors open, in the catalogue's order. */
export const MASTER_TYPES: MasterType[] = MASTER_DECLARATIONS.map((declaration) =>
  masterType(declaration, WEB_ENTRIES[declaration.entity]),
);

export const masterTypeOf = (path: string) => MASTER_TYPES.find((m) => m.path === path);
