import { type TOptional, type TProperties, type TSchema, Type } from 'typebox';

/** The body of every error answer: `{Message, Code}` (rendered by the one error handler). */
export const ErrorBody = Type.Object({ Message: Type.String(), Code: Type.String() });

/** Response schemas for the given error status codes, each the error body: `{...errorResponses(400, 403)}`. */
export function errorResponses<C extends number>(...codes: C[]): Record<C, typeof ErrorBody> {
  return Object.fromEntries(codes.map((code) => [code, ErrorBody])) as Record<C, typeof ErrorBody>;
}

/** Path parameters of one record by its integer id. */
export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
/** Path parameters of an item's records, and of them in one warehouse. */
export const ItemParams = Type.Object({ item_id: Type.Integer({ minimum: 1 }) });
export const ItemWarehouseParams = Type.Object({
  item_id: Type.Integer({ minimum: 1 }),
  warehouse_id: Type.Integer({ minimum: 1 }),
});
/** The answer of a delete that names what it deleted: `{"message": "ASN #3 deleted"}`. */
export const DeletedMessage = Type.Object({ message: Type.String() });

/**
 * The create and update bodies of a record: `key` (its name) required on create and optional on update, `fields`
 * optional in both; no other field (`additionalProperties: false`).
 */
export function writeBodies<Key extends string, Name extends TSchema, Fields extends TProperties>(
  key: Key,
  name: Name,
  fields: Fields,
) {
  const create = { [key]: name, ...fields } as { [K in Key]: Name } & Fields;
  const update = { [key]: Type.Optional(name), ...fields } as { [K in Key]: TOptional<Name> } & Fields;
  return {
    create: Type.Object(create, { additionalProperties: false }),
    update: Type.Object(update, { additionalProperties: false }),
  };
}
