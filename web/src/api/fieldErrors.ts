import { ApiError } from './client';

/**
 * Which form field an error Code concerns, for the codes that name one. Screens pass their own map for codes of
 * their entity (e.g. `PurchaseOrderDetails.OrderDateAfterShip` → the line's ship date field); these are the codes
 * every form shares.
 */
export const COMMON_FIELD_OF_CODE: Record<string, string> = {
  'ItemMaster.NotFound': 'Item Number',
  'ItemMaster.AlreadyExists': 'Item Number',
  'SubItemMaster.NotFound': 'Sub Item Number',
  'SupplierMaster.NotFound': 'Supplier Number',
  'SupplierMaster.AlreadyExists': 'Supplier Number',
  'WarehouseMaster.NotFound': 'Warehouse Number',
  'WarehouseMaster.AlreadyExists': 'Warehouse Number',
  'ShipFromMaster.NotFound': 'Ship From Number',
  'ShipFromMaster.AlreadyExists': 'Ship From Number',
  'CustomerMaster.NotFound': 'Customer Number',
  'CustomerMaster.AlreadyExists': 'Customer Number',
  'ShipToMaster.NotFound': 'Ship To Number',
  'ShipToMaster.AlreadyExists': 'Ship To Number',
  'UnitMaster.NotFound': 'Item Unit',
  'User.PasswordTooShort': 'new_password',
  'User.PasswordReused': 'new_password',
};

export interface PlacedError {
  /** The field the error belongs next to, when its Code names one. */
  field?: string;
  message: string;
  code: string;
}

/** Places an error: next to a field when the Code maps to one (screen map first, then the common one). */
export function placeError(error: unknown, fieldOfCode: Record<string, string> = {}): PlacedError {
  if (error instanceof ApiError) {
    const field = fieldOfCode[error.code] ?? COMMON_FIELD_OF_CODE[error.code];
    return { field, message: error.message, code: error.code };
  }
  return { message: error instanceof Error ? error.message : String(error), code: 'Client.Error' };
}

/** The part of a Mantine form this needs (`useForm()` satisfies it). */
export interface FieldErrorTarget {
  setFieldError(path: string, message: string): void;
}

/**
 * Shows an API error next to its field on a Mantine form. Answers the error when no field of the form takes it,
 * so the screen shows it in a banner instead (nothing is swallowed). `fieldPath` turns a field name into the
 * form path (e.g. a line's field → `details.2.PO Details Ship Date`).
 */
export function applyErrorToForm(
  form: FieldErrorTarget,
  error: unknown,
  fieldOfCode: Record<string, string> = {},
  fieldPath: (field: string) => string | undefined = (field) => field,
): PlacedError | null {
  const placed = placeError(error, fieldOfCode);
  const path = placed.field === undefined ? undefined : fieldPath(placed.field);
  if (path === undefined) return placed;
  form.setFieldError(path, placed.message);
  return null;
}
