import type { ErrorCode } from '../../core/errors.js';

/** The outbox and error-code entity of BOMs. */
export const ENTITY = 'BillOfMaterials';

/** What a BOM body can be refused with, create or update (bom.ts's checks, in their order). */
const BODY_ERRORS = [
  'Request.UnknownField',
  `${ENTITY}.InvalidValue`,
  'ItemMaster.NotFound',
  `${ENTITY}.NoComponents`,
  `${ENTITY}.InvalidQuantity`,
  `${ENTITY}.Cycle`,
  `${ENTITY}.DuplicateComponent`,
  'UnitMaster.NotFound',
  `${ENTITY}.AlreadyExists`,
  `${ENTITY}.ActiveExists`,
  'Request.InvalidReference',
] as const satisfies readonly ErrorCode[];

/** The codes each BOM operation answers (for the OpenAPI description's `x-error-codes`). */
export const BOM_ERRORS = {
  get: [`${ENTITY}.NotFound`],
  create: BODY_ERRORS,
  update: [`${ENTITY}.NotFound`, `${ENTITY}.Conflict`, 'BillOfMaterialsDetails.NotFound', ...BODY_ERRORS],
  delete: [`${ENTITY}.NotFound`, `${ENTITY}.Conflict`, `${ENTITY}.StillInUse`],
} as const satisfies Record<string, readonly ErrorCode[]>;
