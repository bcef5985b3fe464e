import { Type } from 'typebox';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

const fields = {
  'Item Number': Type.String({ minLength: 1, maxLength: 100 }),
  'Sub Item Number': Nullable(Type.String({ minLength: 1, maxLength: 100 })),
  'Warehouse Number': Type.String({ minLength: 1, maxLength: 100 }),
  'Inventory Quantity': Type.Number({ minimum: 0, description: 'Quantity on hand' }),
  'Inventory Safety Stock': Nullable(Type.Number({ minimum: 0 })),
  'Inventory Date': Nullable(Type.String({ format: 'date', description: 'YYYY-MM-DD' })),
};

const customNote = {
  additionalProperties: true,
  description: 'Also custom-column values of table Inventory',
};

export const CreateInventoryBody = Type.Object(
  {
    'Item Number': fields['Item Number'],
    'Sub Item Number': Type.Optional(fields['Sub Item Number']),
    'Warehouse Number': fields['Warehouse Number'],
    'Inventory Quantity': fields['Inventory Quantity'],
    'Inventory Safety Stock': Type.Optional(fields['Inventory Safety Stock']),
    'Inventory Date': Type.Optional(fields['Inventory Date']),
  },
  customNote,
);

export const UpdateInventoryBody = Type.Partial(Type.Object(fields), customNote);

export const InventoryRecord = Type.Object(
  {
    id: Type.Integer(),
    'Item Number': Type.String(),
    'Item Description': Type.String(),
    'Sub Item Number': Nullable(Type.String()),
    'Warehouse Number': Type.String(),
    'Warehouse Name': Type.String(),
    'Inventory Quantity': Type.Number(),
    'Inventory Safety Stock': Nullable(Type.Number()),
    'Inventory Date': Nullable(Type.String()),
  },
  { additionalProperties: true },
);

export const DeleteQuery = Type.Object({
  item: Type.Optional(
    Type.Integer({ minimum: 1, description: "Delete all of this item's records across warehouses instead" }),
  ),
});
export const DeleteAnswer = Type.Object({ message: Type.String(), rows_deleted: Type.Integer() });
