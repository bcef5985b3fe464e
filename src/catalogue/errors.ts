/**
 * The error catalogue: every `Code` the service answers (`{Message, Code}`), with its HTTP status. `AppError` and
 * its helpers (src/core/errors.ts) take only these codes, so a typo or a new code not listed here fails `tsc`; the
 * OpenAPI description lists per operation the codes it can answer (src/core/http/openapi.ts). Imports nothing, so
 * the server, the web app and scripts can all import it.
 */

/** Codes of the masters the generic master-data CRUD writes (their `…Master` etc. prefix). */
const master = <const E extends string>(entity: E) =>
  ({
    [`${entity}.NotFound`]: 400,
    [`${entity}.AlreadyExists`]: 400,
    [`${entity}.StillInUse`]: 400,
    [`${entity}.Conflict`]: 412,
    [`${entity}.InvalidValue`]: 400,
  }) as Record<`${E}.${'NotFound' | 'AlreadyExists' | 'StillInUse' | 'InvalidValue'}`, 400> &
    Record<`${E}.Conflict`, 412>;

/** Codes of an order type's header (`…List`) and line (`…Details`) entities. */
const order = <const H extends string, const L extends string>(header: H, line: L) =>
  ({
    [`${header}.NotFound`]: 400,
    [`${header}.AlreadyExists`]: 400,
    [`${header}.StillInUse`]: 400,
    [`${header}.Conflict`]: 412,
    [`${line}.NotFound`]: 400,
    [`${line}.StillInUse`]: 400,
    [`${line}.InvalidQuantity`]: 400,
    [`${line}.InvalidValue`]: 400,
    [`${line}.Busy`]: 409,
  }) as Record<`${H}.${'NotFound' | 'AlreadyExists' | 'StillInUse'}`, 400> &
    Record<`${H}.Conflict`, 412> &
    Record<`${L}.${'NotFound' | 'StillInUse' | 'InvalidQuantity' | 'InvalidValue'}`, 400> &
    Record<`${L}.Busy`, 409>;

export const ERROR_CATALOGUE = {
  // Requests as such (the one error handler, src/core/http/error-handler.ts).
  'Request.Invalid': 400,
  'Request.InvalidReference': 400,
  'Request.UnknownField': 400,
  'Request.TooLarge': 413,
  'Request.UnsupportedMediaType': 415,
  'JSON.Invalid': 400,
  'Route.NotFound': 404,
  'Server.Error': 500,
  // Collections (contract part 3).
  'List.InvalidFilter': 400,
  'List.InvalidPage': 400,
  'List.InvalidSort': 400,
  'List.UnknownColumn': 400,
  // Sessions, users, roles.
  'User.NotAuthenticated': 401,
  'User.InvalidCredentials': 401,
  'User.InvalidSessionToken': 401,
  /** 401 at sign-in, 400 when enabling or disabling 2FA from a session. */
  'User.Invalid2FACode': [401, 400],
  'User.NotPrivileged': 403,
  'User.MissingCSRF': 422,
  'User.InvalidCSRF': 422,
  'User.Locked': 429,
  'User.NotFound': 400,
  'User.AlreadyExists': 400,
  'User.CannotDeactivateSelf': 400,
  'User.InvalidCurrentPassword': 400,
  'User.PasswordReused': 400,
  'User.PasswordTooShort': 400,
  'User.TwoFactorAlreadyEnabled': 400,
  'User.TwoFactorEnrolmentRequired': 400,
  'User.TwoFactorNotEnabled': 400,
  'User.TwoFactorNotSetUp': 400,
  'Role.NotFound': 400,
  'Role.AlreadyExists': 400,
  'Role.StillInUse': 400,
  'Role.BuiltIn': 400,
  'NotificationSetting.NotFound': 400,
  'NotificationSetting.AlreadyExists': 400,
  // Master data.
  ...master('ItemMaster'),
  ...master('SubItemMaster'),
  ...master('UnitMaster'),
  ...master('SupplierMaster'),
  ...master('ShipFromMaster'),
  ...master('CustomerMaster'),
  ...master('ShipToMaster'),
  ...master('WarehouseMaster'),
  ...master('SupplierAllocation'),
  ...master('ExternalItemMaster'),
  ...master('ItemDistribution'),
  'ItemDistribution.SameWarehouse': 400,
  'ItemDistribution.Cycle': 400,
  ...master('BillOfMaterials'),
  'BillOfMaterials.ActiveExists': 400,
  'BillOfMaterials.Cycle': 400,
  'BillOfMaterials.DuplicateComponent': 400,
  'BillOfMaterials.InvalidQuantity': 400,
  'BillOfMaterials.NoComponents': 400,
  'BillOfMaterialsDetails.NotFound': 400,
  'CustomColumn.NotFound': 400,
  'CustomColumn.AlreadyExists': 400,
  'CustomColumn.Immutable': 400,
  'CustomColumn.InvalidFormat': 400,
  'CustomColumn.InvalidKey': 400,
  'CustomColumn.InvalidTable': 400,
  'CustomColumn.InvalidValue': 400,
  'CustomColumn.Required': 400,
  'ChangeTracking.UnknownEntityType': 400,
  // Orders.
  ...order('PurchaseOrderList', 'PurchaseOrderDetails'),
  ...order('SalesOrderList', 'SalesOrderDetails'),
  ...order('ManufacturingOrderList', 'ManufacturingOrderDetails'),
  ...order('TransferOrderList', 'TransferOrderDetails'),
  ...order('ForecastList', 'ForecastDetails'),
  'OrderList.NoItems': 400,
  'OrderList.MultipleWarehouses': 400,
  'OrderDetails.DuplicateRows': 400,
  'PurchaseOrderDetails.OrderDateAfterShip': 400,
  'PurchaseOrderDetails.InvalidTarget': 400,
  'PurchaseOrderDetails.MultipleSources': 400,
  'PurchaseOrderDetails.MultipleTargets': 400,
  'SalesOrderDetails.OrderDateAfterShip': 400,
  'ManufacturingOrderDetails.StartAfterDue': 400,
  'TransferOrderList.SameWarehouse': 400,
  'TransferOrderDetails.ShipDateAfterReceipt': 400,
  'TransferOrderDetails.InvalidTarget': 400,
  'TransferOrderDetails.MultipleSources': 400,
  'TransferOrderDetails.MultipleTargets': 400,
  'ASN.NotFound': 400,
  'ASN.AlreadyExists': 400,
  'ASN.EtaBeforeShip': 400,
  'Inventory.NotFound': 400,
  'Inventory.AlreadyExists': 400,
  'Inventory.InvalidValue': 400,
  // Integration runs and their queue.
  'IntegrationRun.NotFound': 400,
  'IntegrationRun.AlreadyRunning': 400,
  'IntegrationRun.Locked': 400,
  'IntegrationRun.NotRunning': 400,
  'QueuedOperation.NotFound': 400,
  'QueuedOperation.Unknown': 400,
  /** Recorded as a queued operation's Error Code when applying it failed unexpectedly; never an HTTP answer. */
  'QueuedOperation.Failed': 500,
  // Planning, scenarios, views, events, import, webhooks, notifications, issue tracker.
  'Planning.AlreadyRunning': 409,
  'Planning.InvalidParameters': 400,
  'Planning.InvalidSettings': 400,
  'PlanRun.NotFound': 400,
  'Planning.InvalidFirm': 400,
  'Planning.NotSuggested': 400,
  'Forecasting.AlreadyRunning': 409,
  'Forecasting.InvalidParameters': 400,
  'Forecasting.ReservedStatus': 400,
  'Forecasting.NotFound': 400,
  'Numbering.InvalidValue': 400,
  'Scenario.NotFound': 400,
  'Scenario.InvalidAdjustment': 400,
  'Scenario.InvalidStatus': 400,
  'Scenario.NotActive': 400,
  'View.NotFound': 400,
  // The specification's names for a view that cannot be exported and an export that could not be assembled.
  ExcelExportWithoutExtra: 400,
  CouldNotConstructExportData: 400,
  'Events.InvalidLastEventId': 400,
  'Import.NoFile': 400,
  'Import.UnknownTable': 400,
  'Import.UnsupportedFile': 400,
  'Import.UnreadableFile': 400,
  'Import.UnknownColumn': 400,
  'Import.DuplicateColumn': 400,
  'Import.InvalidRows': 400,
  'Webhook.NotFound': 400,
  'Webhook.InvalidUrl': 400,
  'Webhook.ForbiddenTarget': 400,
  'Webhook.InvalidEvents': 400,
  'WebhookDelivery.NotFound': 400,
  'Notification.NotFound': 400,
  'IssueTrackerTicket.NotFound': 400,
  'IssueTrackerNote.NotFound': 400,
} as const;

/** Every error code the service answers. */
export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/** The HTTP status (or statuses) a code is answered with. */
export type StatusOf<C extends ErrorCode> = (typeof ERROR_CATALOGUE)[C] extends infer S
  ? S extends readonly (infer N)[]
    ? N
    : S
  : never;

/** A code the catalogue answers with 400. */
export type BadRequestCode = { [C in ErrorCode]: 400 extends StatusOf<C> ? C : never }[ErrorCode];

/**
 * The entities (code prefixes) that have a code with the given subtype, answered with `Status`:
 * `EntityWith<'NotFound', 400>` (a route's 404 Route.NotFound is not an entity's).
 */
export type EntityWith<Subtype extends string, Status extends number = number> = {
  [C in ErrorCode]: C extends `${infer Entity}.${Subtype}`
    ? number extends Status
      ? Entity
      : Status extends StatusOf<C>
        ? Entity
        : never
    : never;
}[ErrorCode];

/** The statuses a code is answered with, as a list. */
export function statusesOf(code: ErrorCode): readonly number[] {
  const status: number | readonly number[] = ERROR_CATALOGUE[code];
  return typeof status === 'number' ? [status] : status;
}

/** Whether a string is a catalogued code (a client may receive codes from an older or newer service). */
export const isErrorCode = (code: string): code is ErrorCode => Object.hasOwn(ERROR_CATALOGUE, code);
