import type { BadRequestCode, EntityWith, ErrorCode, StatusOf } from '../catalogue/errors.js';

export type { BadRequestCode, EntityWith, ErrorCode } from '../catalogue/errors.js';

/**
 * Typed application errors. Services throw these; one handler (core/http/error-handler.ts) renders
 * `{Message, Code}` with the carried status, so no service chooses a status code at its throw site by hand.
 * Codes and their statuses come from the error catalogue (src/catalogue/errors.ts): an uncatalogued code, or a
 * status the catalogue does not give the code, fails `tsc`.
 */
export class AppError<C extends ErrorCode = ErrorCode> extends Error {
  /**
   * Where in a multi-line body the error lies (an order's line index, a field name): bulk imports report it per
   * row; the HTTP answer stays {Message, Code}.
   */
  place: { line?: number; field?: string } = {};

  constructor(
    readonly status: StatusOf<C>,
    readonly code: C,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  /** This error with its place (`line` is a 0-based index into the body's lines). */
  at(place: { line?: number; field?: string }): this {
    this.place = { ...this.place, ...place };
    return this;
  }
}

/** Validation failures, and (as the specification asks) not-found and still-in-use answers: 400. */
export const badRequest = (code: BadRequestCode, message: string) =>
  new AppError<ErrorCode>(400, code, message);
export const notFound = (entity: EntityWith<'NotFound', 400>, message: string) =>
  new AppError<ErrorCode>(400, `${entity}.NotFound`, message);
export const alreadyExists = (entity: EntityWith<'AlreadyExists'>, message: string) =>
  new AppError<ErrorCode>(400, `${entity}.AlreadyExists`, message);
export const stillInUse = (entity: EntityWith<'StillInUse'>, message: string) =>
  new AppError<ErrorCode>(400, `${entity}.StillInUse`, message);
export const conflict = (entity: EntityWith<'Conflict'>, message: string) =>
  new AppError<ErrorCode>(412, `${entity}.Conflict`, message);
export const notAuthenticated = (message = 'Not authenticated') =>
  new AppError(401, 'User.NotAuthenticated', message);
export const notPrivileged = (message = 'You do not have the privilege for this action') =>
  new AppError(403, 'User.NotPrivileged', message);
