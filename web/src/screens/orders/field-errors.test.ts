import { describe, expect, it } from 'vitest';
import { fieldOfError } from '../masters/field-error';
import { billOfMaterials, purchaseOrder, transferOrder } from './definitions';
import { addressErrors } from './field-errors';

const draft = {
  header: { 'PO List Number': 'PO-1', 'Supplier Number': 'SUP-9' },
  lines: [
    { 'Item Number': 'A', 'Warehouse Number': 'WH-1', 'Ship From Number': 'SF-1' },
    { 'Item Number': 'B', 'Warehouse Number': 'WH-2', 'Ship From Number': 'SF-X' },
  ],
};
const at = (code: string, message: string) => [
  ...addressErrors(purchaseOrder, draft, { code, message }).keys(),
];

describe('order errors are placed next to the field they concern', () => {
  it('places the codes of specification 4.2 at their fields', () => {
    expect(
      at(
        'PurchaseOrderDetails.OrderDateAfterShip',
        'Line 2: PO Details Order Date is after PO Details Ship Date',
      ),
    ).toEqual(['line:1:PO Details Ship Date']);
    expect(at('SupplierMaster.NotFound', 'Supplier SUP-9 not found in Supplier Master')).toEqual([
      'header:Supplier Number',
    ]);
    expect(at('ShipFromMaster.NotFound', 'Ship From SF-X not found in Ship From Master')).toEqual([
      'line:1:Ship From Number',
    ]);
    expect(at('OrderList.MultipleWarehouses', 'All lines … (found WH-1, WH-2)')).toEqual([
      'line:0:Warehouse Number',
      'line:1:Warehouse Number',
    ]);
    expect(at('OrderDetails.DuplicateRows', 'Lines 1 and 2 repeat Item Number A')).toEqual([
      'line:1:Item Number',
    ]);
    expect(at('OrderList.NoItems', 'A purchase order needs at least one line')).toEqual(['lines']);
    expect(at('PurchaseOrderList.AlreadyExists', 'Purchase order PO-1 already exists')).toEqual([
      'header:PO List Number',
    ]);
  });

  it('places schema answers by their path', () => {
    expect(at('Request.Invalid', 'body/details/1/PO Details Quantity must be number')).toEqual([
      'line:1:PO Details Quantity',
    ]);
    expect(at('Request.Invalid', "body/details/0 must have required property 'Item Number'")).toEqual([
      'line:0:Item Number',
    ]);
    expect(at('Request.Invalid', "body must have required property 'Supplier Number'")).toEqual([
      'header:Supplier Number',
    ]);
  });

  it('keeps an error no field fits for the form banner', () => {
    expect(at('PurchaseOrderList.StillInUse', 'PO #1 is referenced by ASN 4')).toEqual(['form']);
  });

  it('places the transfer-order codes at their fields', () => {
    const transfer = {
      header: { 'TO List Number': 'TO-1', 'From Warehouse Number': 'WH-9' },
      lines: [
        { 'Item Number': 'A', 'Warehouse Number': 'WH-2' },
        { 'Item Number': 'B', 'Warehouse Number': 'WH-1' },
      ],
    };
    const keys = (code: string, message: string) => [
      ...addressErrors(transferOrder, transfer, { code, message }).keys(),
    ];
    expect(
      keys(
        'TransferOrderList.SameWarehouse',
        'Line 2: Warehouse Number WH-1 is the From Warehouse Number of the transfer order',
      ),
    ).toEqual(['line:1:Warehouse Number']);
    expect(
      keys(
        'TransferOrderDetails.ShipDateAfterReceipt',
        'Line 1: TO Details Ship Date is after TO Details Receipt Date',
      ),
    ).toEqual(['line:0:TO Details Receipt Date']);
    expect(
      keys('TransferOrderDetails.InvalidValue', 'Line 2: TO Details Quantity must be greater than 0 (got 0)'),
    ).toEqual(['line:1:TO Details Quantity']);
    expect(keys('WarehouseMaster.NotFound', 'Warehouse WH-9 not found in Warehouse Master')).toEqual([
      'header:From Warehouse Number',
    ]);
  });

  it('places BOM line notes at the field they name', () => {
    const bom = { header: { 'Item Number': 'FG' }, lines: [{ 'Component Item Number': 'C1' }] };
    const keys = (message: string) => [
      ...addressErrors(billOfMaterials, bom, { code: 'BillOfMaterials.InvalidQuantity', message }).keys(),
    ];
    expect(keys('details/0: Component Quantity must be positive')).toEqual(['line:0:Component Quantity']);
  });
});

describe('master errors', () => {
  const fields = [
    { key: 'Ship From Number' },
    { key: 'Ship From Name' },
    { key: 'Supplier Number', refEntity: 'SupplierMaster' },
  ];
  it('finds the field of a code, a path or a mention', () => {
    const of = (code: string, message: string) =>
      fieldOfError(fields, 'ShipFromMaster', { code, message }, { 'Supplier Number': 'S9' });
    expect(of('SupplierMaster.NotFound', 'Supplier S9 not found in Supplier Master')).toBe('Supplier Number');
    expect(of('ShipFromMaster.AlreadyExists', 'Ship-from SF-1 already exists')).toBe('Ship From Number');
    expect(of('Request.Invalid', 'body/Ship From Name must be string')).toBe('Ship From Name');
    expect(of('ShipFromMaster.StillInUse', 'Referenced by orders')).toBeUndefined();
  });
});

describe('item distribution errors', () => {
  const fields = [
    { key: 'Item Number', refEntity: 'ItemMaster' },
    { key: 'From Warehouse Number', refEntity: 'WarehouseMaster' },
    { key: 'To Warehouse Number', refEntity: 'WarehouseMaster', uniqueKey: true },
    { key: 'Transfer Lead Time Days' },
  ];
  const values = { 'Item Number': 'A', 'From Warehouse Number': 'W1', 'To Warehouse Number': 'W2' };
  const of = (code: string, message: string) =>
    fieldOfError(fields, 'ItemDistribution', { code, message }, values);
  it('places each rule at its field', () => {
    expect(of('WarehouseMaster.NotFound', 'Warehouse W2 not found in Warehouse Master')).toBe(
      'To Warehouse Number',
    );
    expect(of('ItemDistribution.AlreadyExists', 'Item distribution A / W2 already exists')).toBe(
      'To Warehouse Number',
    );
    expect(
      of(
        'ItemDistribution.Cycle',
        'To Warehouse Number already supplies the From warehouse with this item through Active distributions: ' +
          'item distribution A / W2 would close a cycle',
      ),
    ).toBe('To Warehouse Number');
  });
});
