/**
 * The typed client: every path, parameter, body and answer typed by the declarations generated from the service's
 * OpenAPI description (schema.d.ts, `npm run gen:api`), so a call that drifts from the service fails `tsc`. It
 * sends through the session handling of client.ts (cookies, `X-XSRF-TOKEN` on writes, one refresh on a 401), and
 * `unwrap` throws an answer's `ApiError`, so every screen handles errors alike. It is the web app's only client.
 */
import createClient, { type ClientPathsWithMethod } from 'openapi-fetch';
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
  return (await unwrapWithHeaders(call)).data;
}

/** As `unwrap`, with the answer's headers (a record's ETag, a download's file name). */
export async function unwrapWithHeaders<D>(call: Promise<Answer<D>>): Promise<{ data: D; headers: Headers }> {
  const { data, error, response } = await call;
  if (response.ok) return { data: data as D, headers: response.headers };
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
 * A query for the typed client: parameters left empty are dropped, numbers become text and objects JSON text (the
 * list parameters `filters` and `sort`), as the description declares them.
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

/**
 * The paths the description has with method `M`. A path built from a declaration (`/api/${type.path}/{id}` as a
 * literal union) is checked against it, so a declared stem the service lacks, or lacks with that method, fails `tsc`.
 */
export type PathsWith<M extends 'get' | 'put' | 'post' | 'delete'> = ClientPathsWithMethod<
  typeof typedApi,
  M
>;

/** An operation answering the list envelope, paged and filtered by the list parameters (contract part 3). */
interface ListOperation {
  parameters: { query?: { filters?: string; page_size?: string } };
  responses: { 200: { content: { 'application/json': { data: { rows: object[] } } } } };
}
type PathParamsOf<P extends PathsWith<'get'>> = paths[P]['get'] extends { parameters: { path: infer A } }
  ? A
  : never;

/** The collections read with the list parameters and no path parameter (`/api/user`, …). */
export type ListPath = {
  [P in PathsWith<'get'>]: paths[P]['get'] extends ListOperation & { parameters: { path?: never } }
    ? P
    : never;
}[PathsWith<'get'>];

/** One page of a collection's list (`query`: the list parameters), its rows as the screen reads them. */
export const listRows = async <R = ListRow>(path: ListPath, query: Record<string, unknown>) =>
  rowsAs<R>(await unwrap(typedApi.GET(path, { params: { query: queryOf(query) } })));

/** The lists of one record, read with the list parameters and its `{id}` (a scenario's comparison). */
export type RecordListPath = {
  [P in PathsWith<'get'>]: paths[P]['get'] extends ListOperation & { parameters: { path: { id: number } } }
    ? { id: number } extends PathParamsOf<P>
      ? P
      : never
    : never;
}[PathsWith<'get'>];

/** The body of an operation (`typedApi.POST` etc.), for a screen that builds it apart from the call. */
export type BodyOf<P extends keyof paths, M extends 'post' | 'put'> = paths[P][M] extends {
  requestBody?: { content: { 'application/json': infer B } };
}
  ? B
  : never;

/** The JSON answer (200) of an operation, for a screen that names the shape the service answers. */
export type AnswerOf<P extends keyof paths, M extends 'get' | 'post' | 'put'> = paths[P][M] extends {
  responses: { 200: { content: { 'application/json': infer A } } };
}
  ? A
  : never;
