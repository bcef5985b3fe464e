import { Type } from 'typebox';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

const fields = {
  'ASN Number': Type.String({ minLength: 1, maxLength: 100, description: 'Unique' }),
  'PO Details Id': Type.Integer({ minimum: 1, description: 'The purchase order line this ASN announces' }),
  'ASN Quantity': Type.Number({ exclusiveMinimum: 0 }),
  'ASN Ship Date': Nullable(Type.String({ format: 'date' })),
  'ASN ETA Date': Nullable(Type.String({ format: 'date', description: 'On or after ASN Ship Date' })),
  'ASN Tracking': Nullable(Type.String({ maxLength: 500 })),
};

export const CreateAsnBody = Type.Object(
  {
    'ASN Number': fields['ASN Number'],
    'PO Details Id': fields['PO Details Id'],
    'ASN Quantity': fields['ASN Quantity'],
    'ASN Ship Date': Type.Optional(fields['ASN Ship Date']),
    'ASN ETA Date': Type.Optional(fields['ASN ETA Date']),
    'ASN Tracking': Type.Optional(fields['ASN Tracking']),
  },
  { additionalProperties: false },
);

export const UpdateAsnBody = Type.Partial(Type.Object(fields), { additionalProperties: false });

export const AsnRecord = Type.Object({
  id: Type.Integer(),
  'ASN Number': Type.String(),
  'PO Details Id': Type.Integer(),
  'PO List Number': Type.String(),
  'Item Number': Type.String(),
  'ASN Quantity': Type.Number(),
  'ASN Ship Date': Nullable(Type.String()),
  'ASN ETA Date': Nullable(Type.String()),
  'ASN Tracking': Nullable(Type.String()),
});
