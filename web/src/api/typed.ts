/**
 * The typed client: every path, parameter, body and answer typed by the declarations generated from the service's
 * OpenAPI description (schema.d.ts, `npm run gen:api`), so a call that drifts from the service fails `tsc`. It
 * sends through the session handling of client.ts (cookies, `X-XSRF-TOKEN` on writes, one refresh on a 401), and
 * `unwrap` throws the same `ApiError` as `api.*`, so screens handle errors alike whichever client they use.
 */
import createClient from 'openapi-fetch';
import { ApiError, sessionFetch } from './client';
import type { paths } from './schema';
import type { ListEnvelope, ListRow } from './types';

export type { components, operations, paths } from './schema';

export const typedApi = createClient<paths>({
  // Requests are built as `Request` objects, which need an absolute URL outside a browser (unit tests).
  baseUrl: typeof location === 'undefined' ? '' : location.origin,
  fetch: sessionFetch,
});

interface Answer<D> {
  data?: D;
  error?: unknown;
  response: Response;
}

/** The data of a 2xx answer; otherwise throws its `ApiError` (`{Message, Code}` as the service answered it). */
export async function unwrap<D>(call: Promise<Answer<D>>): Promise<D> {
  const { data, error, response } = await call;
  if (response.ok) return data as D;
  const body = (typeof error === 'object' && error !== null ? error : {}) as {
    Message?: unknown;
    Code?: unknown;
  };
  throw new ApiError(
    response.status,
    typeof body.Code === 'string' ? body.Code : `HTTP.${response.status}`,
    typeof body.Message === 'string'
      ? body.Message
      : response.statusText || `The service answered ${response.status}`,
    response.headers,
  );
}

/**
 * A query for the typed client as `api.get` sends it (`withQuery`): parameters left empty are dropped, numbers become
 * text and objects JSON text (the list parameters `filters` and `sort`), as the description declares them.
 */
export function queryOf(query: Record<string, unknown>): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params[key] = typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
  return params;
}

/**
 * A list answer with its rows as the screen reads them: the description types a row as an open record (its columns
 * are the view's), so the screen names the columns it uses.
 */
export const rowsAs = <R = ListRow>(envelope: { data: { rows: object[] } }): ListEnvelope<R> =>
  envelope as unknown as ListEnvelope<R>;

/** The body of an operation (`typedApi.POST` etc.), for a screen that builds it apart from the call. */
export type BodyOf<P extends keyof paths, M extends 'post' | 'put'> = paths[P][M] extends {
  requestBody?: { content: { 'application/json': infer B } };
}
  ? B
  : never;
