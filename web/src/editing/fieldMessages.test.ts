import { describe, expect, it } from 'vitest';
import { plainFieldMessage, plainMessage } from './fieldMessages';

const at = (code: string, message: string, field: string) => plainFieldMessage({ code, message }, field);

describe('field errors in words', () => {
  it('says what is wrong with a field, not the schema path', () => {
    expect(at('Request.Invalid', 'body/PO List Number must be string', 'PO List Number')).toBe('Required');
    expect(
      at('Request.Invalid', "body/details/0 must have required property 'Item Number'", 'Item Number'),
    ).toBe('Required');
    expect(
      at('Request.Invalid', 'body/details/1/PO Details Quantity must be number', 'PO Details Quantity'),
    ).toBe('Enter a number');
    expect(
      at(
        'Request.Invalid',
        'details/0/PO Details Ship Date must be a date (YYYY-MM-DD)',
        'PO Details Ship Date',
      ),
    ).toBe('Enter a date');
    expect(at('ItemMaster.InvalidValue', 'body/Item Weight must be >= 0', 'Item Weight')).toBe(
      'Must be at least 0',
    );
  });

  it('words the rules of specification 4.2 for the field they sit at', () => {
    const order = 'Line 2: PO Details Order Date is after PO Details Ship Date';
    expect(at('PurchaseOrderDetails.OrderDateAfterShip', order, 'PO Details Ship Date')).toBe(
      'Must not be before Order Date',
    );
    expect(at('PurchaseOrderDetails.OrderDateAfterShip', order, 'PO Details Order Date')).toBe(
      'Must not be after Ship Date',
    );
    expect(
      at(
        'PurchaseOrderDetails.InvalidQuantity',
        'Line 1: PO Details Quantity must be greater than 0 (got -1)',
        'PO Details Quantity',
      ),
    ).toBe('Must be greater than 0');
    expect(at('OrderList.MultipleWarehouses', 'All lines … (found WH-1, WH-2)', 'Warehouse Number')).toBe(
      'All lines must use the same warehouse',
    );
    expect(at('OrderDetails.DuplicateRows', 'Lines 1 and 3 repeat Item Number A', 'Item Number')).toBe(
      'Same as line 1: change it or remove this line',
    );
    expect(
      at('SupplierMaster.NotFound', 'Supplier SUP-9 not found in Supplier Master', 'Supplier Number'),
    ).toBe('Supplier SUP-9 not found in Supplier Master');
  });

  it('never shows a code, an id or an ETag', () => {
    const text = plainMessage('PO #329 was changed since it was read (its ETag is now W/"7"); read it again');
    expect(text).toBe('PO was changed since it was read; read it again');
    expect(plainMessage('body/PO List Number must be string (Request.Invalid)')).toBe(
      'PO List Number must be string',
    );
    expect(plainMessage('details/2: Component Quantity must be positive')).toBe(
      'Component Quantity must be positive',
    );
    for (const shown of [text, at('X.Y', 'Failed (Planning.NotSuggested) for #12', 'Item Number')])
      expect(shown).not.toMatch(/#\d|ETag|[A-Z][a-z]+\.[A-Z]|body\//);
  });
});
