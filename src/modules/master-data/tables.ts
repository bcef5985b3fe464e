import type { Generated } from 'kysely';

/**
 * Tables of master data (migrations 0002, 0006 and 0028). `custom` is the JSON object of custom-column values;
 * `version` counts the writes of items and BOMs (their ETag).
 */
export interface MasterDataTables {
  units: { id: Generated<number>; name: string; description: string | null };
  items: {
    id: Generated<number>;
    number: string;
    description: string;
    type: string;
    unit: string;
    status: string;
    partner_id: string | null;
    weight: number | null;
    weight_unit: string | null;
    custom: Generated<string>;
    version: Generated<number>;
    created_at: string;
    updated_at: string;
  };
  sub_items: {
    id: Generated<number>;
    number: string;
    item_id: number;
    description: string | null;
    status: Generated<string>;
  };
  suppliers: {
    id: Generated<number>;
    number: string;
    name: string;
    status: Generated<string>;
    partner_id: string | null;
  };
  ship_froms: {
    id: Generated<number>;
    number: string;
    name: string;
    address: Generated<string>;
    status: Generated<string>;
    supplier_id: number;
    partner_id: string | null;
  };
  customers: {
    id: Generated<number>;
    number: string;
    name: string;
    status: Generated<string>;
    partner_id: string | null;
  };
  ship_tos: {
    id: Generated<number>;
    number: string;
    name: string;
    customer_id: number;
    address: string | null;
    status: Generated<string>;
  };
  warehouses: {
    id: Generated<number>;
    number: string;
    name: string;
    address: string | null;
    status: Generated<string>;
  };
  supplier_allocations: {
    id: Generated<number>;
    item_id: number;
    supplier_id: number;
    ship_from_id: number | null;
    allocation_percent: number | null;
    lead_time_days: number | null;
    minimum_order_quantity: number | null;
    order_multiple: number | null;
    unit_price: number | null;
    /** `<item>:<supplier>:<ship from or 0>`: unique, null only on repeats stored before 0012. */
    unique_key: string | null;
  };
  external_items: {
    id: Generated<number>;
    item_id: number;
    external_number: string;
    external_system: string;
    external_description: string | null;
    status: Generated<string>;
    metadata: Generated<string>;
  };
  boms: {
    id: Generated<number>;
    number: string;
    item_id: number;
    status: Generated<string>;
    version: Generated<number>;
    /** Planning (0012): lead time in whole days, lot sizing minimum and multiple (0: none). */
    lead_time_days: Generated<number>;
    minimum_quantity: Generated<number>;
    order_multiple: Generated<number>;
    created_at: string;
    updated_at: string;
  };
  bom_lines: {
    id: Generated<number>;
    bom_id: number;
    component_item_id: number;
    quantity: number;
    unit: string | null;
  };
  /** Item distributions (0028, planning.md part 5): one per item and receiving warehouse. */
  item_distributions: {
    id: Generated<number>;
    item_id: number;
    from_warehouse_id: number;
    to_warehouse_id: number;
    /** Whole days from shipment at From to receipt at To. */
    lead_time_days: Generated<number>;
    /** Lot sizing of planned transfers: smallest quantity and multiple (0: none). */
    minimum_quantity: Generated<number>;
    multiple: Generated<number>;
    status: Generated<string>;
    custom: Generated<string>;
    version: Generated<number>;
    created_at: string;
    updated_at: string;
  };
}

declare module '../../core/db/schema.js' {
  interface Database extends MasterDataTables {}
}
