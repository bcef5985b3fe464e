import { hasPrivilege } from '../../core/auth/privileges.js';
import type { AuthUser } from '../../core/auth/session-user.js';
import { AppError, badRequest, notFound, notPrivileged } from '../../core/errors.js';
import { type ListQuery, parseFilters, parseSort } from '../../core/list/engine.js';
import { findView, type RegisteredView } from '../../core/list/registry.js';

/** The registered view `name` that `user` may read; `unknown` is the error for a name nobody registered. */
export function viewFor(name: string, user: AuthUser, unknown: () => AppError): RegisteredView {
  const entry = findView(name);
  if (!entry) throw unknown();
  if (!hasPrivilege(user.privileges, entry.privilege))
    throw notPrivileged(`View ${name} requires ${entry.privilege.type} / ${entry.privilege.access}`);
  return entry;
}

export const unknownView = (name: string) => () => notFound('View', `View ${name} does not exist`);
export const notExportable = (name: string) => () =>
  badRequest('ExcelExportWithoutExtra', `Export is not available for view ${name}`);

/** A JSON parameter that may arrive as text (query string) or already decoded (export body). */
export function decodeJson(name: string, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (value === '') return undefined;
  try {
    return JSON.parse(value);
  } catch {
    throw new AppError(400, 'JSON.Invalid', `${name} is not valid JSON`);
  }
}

/**
 * The filters and scope of a view request. A scoped view (by-item views, grouped dashboards) first takes its
 * scope out of the filters as the client sent them; the rest are list filters of the view's columns.
 */
export function filtersAndScope(
  entry: RegisteredView,
  raw: unknown,
): { filters: ListQuery['filters']; scope: unknown } {
  const decoded = decodeJson('filters', raw);
  if (!entry.scope) return { filters: parseFilters(decoded), scope: undefined };
  if (decoded !== undefined && decoded !== null && (typeof decoded !== 'object' || Array.isArray(decoded)))
    throw badRequest('List.InvalidFilter', 'filters must be a JSON object');
  const { scope, filters } = entry.scope((decoded ?? {}) as Record<string, unknown>);
  return { filters: parseFilters(filters), scope };
}

export const sortOf = (raw: unknown) => parseSort(decodeJson('sort', raw));
