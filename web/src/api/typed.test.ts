// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type GridSource, listPageQuery } from '../grid/listQuery';
import { forecast, type OrderStem, purchaseOrder } from '../screens/orders/definitions';
import { ApiError, onSessionExpired, rememberSession } from './client';
import { type ListPath, type PathsWith, queryOf, typedApi, unwrap, unwrapWithHeaders } from './typed';

type Call = { url: string; method: string; headers: Headers; credentials?: string; body: string };

/** A scripted fetch: answers in order, records what the typed client sent (it sends `Request` objects). */
function scriptFetch(answers: Response[]): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (given: Request | string, init: RequestInit = {}) => {
      // The session refresh of client.ts sends a path and its init.
      const input = typeof given === 'string' ? new Request(new URL(given, location.origin), init) : given;
      const url = new URL(input.url);
      calls.push({
        url: url.pathname + url.search,
        method: input.method,
        headers: new Headers(init.headers),
        ...(init.credentials ? { credentials: init.credentials } : {}),
        body: await input.text(),
      });
      const next = answers.shift();
      if (!next) throw new Error(`unexpected request ${input.method} ${input.url}`);
      return next;
    }),
  );
  return calls;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the typed client', () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test sets the cookie the client reads, as the service would
    document.cookie = 'csrf_access_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    localStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the session cookies, and X-XSRF-TOKEN on writes only, with typed bodies and answers', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test sets the cookie the client reads, as the service would
    document.cookie = 'csrf_access_token=abc%3D1; path=/';
    const calls = scriptFetch([json(200, { views: ['po_list'] }), json(200, { entities: { Item: true } })]);
    const views = await unwrap(typedApi.GET('/api/views'));
    expect(views.views).toEqual(['po_list']);
    const saved = await unwrap(
      typedApi.PUT('/api/change-tracking-settings', { body: { entities: { Item: true } } }),
    );
    expect(saved.entities).toEqual({ Item: true });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/views',
      'PUT /api/change-tracking-settings',
    ]);
    expect(calls.every((c) => c.credentials === 'same-origin')).toBe(true);
    expect(calls[0]!.headers.get('X-XSRF-TOKEN')).toBeNull();
    expect(calls[1]!.headers.get('X-XSRF-TOKEN')).toBe('abc=1');
    expect(JSON.parse(calls[1]!.body)).toEqual({ entities: { Item: true } });
  });

  it('throws the ApiError of a {Message, Code} answer', async () => {
    scriptFetch([json(400, { Message: 'Unknown view x', Code: 'View.NotFound' })]);
    const error = await unwrap(
      typedApi.GET('/api/views/{view_name}', { params: { path: { view_name: 'x' } } }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'View.NotFound', message: 'Unknown view x' });
  });

  it('throws the ApiError of an error answer with its headers (Retry-After of User.Locked)', async () => {
    scriptFetch([
      new Response(JSON.stringify({ Message: 'Locked', Code: 'User.Locked' }), {
        status: 429,
        headers: { 'content-type': 'application/json', 'Retry-After': '17' },
      }),
    ]);
    const error = await unwrapWithHeaders(
      typedApi.POST('/api/authenticate', { body: { username: 'a', password: 'b' } }),
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 429, code: 'User.Locked', message: 'Locked' });
    expect((error as ApiError).headers.get('Retry-After')).toBe('17');
  });

  it('refreshes the session once on a 401 and sends the request again, body included', async () => {
    rememberSession(true);
    const expired = vi.fn();
    onSessionExpired(expired);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const calls = scriptFetch([
      json(401, { Message: 'expired', Code: 'User.NotAuthenticated' }),
      json(200, { refresh: true }),
      json(200, { entities: { Item: false } }),
    ]);
    const answer = unwrap(
      typedApi.PUT('/api/change-tracking-settings', { body: { entities: { Item: false } } }),
    );
    await vi.advanceTimersByTimeAsync(10_000);
    expect((await answer).entities).toEqual({ Item: false });
    vi.useRealTimers();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'PUT /api/change-tracking-settings',
      'POST /api/token-refresh',
      'PUT /api/change-tracking-settings',
    ]);
    expect(JSON.parse(calls[2]!.body)).toEqual({ entities: { Item: false } });
    expect(expired).not.toHaveBeenCalled();
  });

  it('sends list parameters as api.get did: objects as JSON text, numbers as text, empty ones left out', async () => {
    const calls = scriptFetch([
      json(200, { data: { headers: [], rows: [] }, extra: { page: 1, page_size: 5, total: 0 } }),
    ]);
    const query = queryOf({
      filters: { Read: [false] },
      sort: { key: 'Created At', type: 'Descending' },
      page: 2,
      page_size: 5,
      search: '',
      other: undefined,
    });
    expect(query).toEqual({
      filters: '{"Read":[false]}',
      sort: '{"key":"Created At","type":"Descending"}',
      page: '2',
      page_size: '5',
    });
    await unwrap(typedApi.GET('/api/notifications', { params: { query } }));
    const sent = new URL(calls[0]!.url, location.origin).searchParams;
    expect(JSON.parse(sent.get('filters') ?? '')).toEqual({ Read: [false] });
    expect(sent.get('page')).toBe('2');
    expect(sent.has('search')).toBe(false);
  });

  it('sends a grid list query with the same parameters as before the typed client', async () => {
    /** How the untyped client built a list's query string: its parameters in order, empty ones left out. */
    const formerQuery = (query: Record<string, unknown>) => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(query))
        if (value !== undefined && value !== null && value !== '')
          params.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
      return [...params.entries()];
    };
    const envelope = { data: { headers: [], rows: [] }, extra: { page: 2, page_size: 25, total: 0 } };
    const sources: [GridSource, string][] = [
      [{ view: 'purchase_order_list' }, '/api/views/purchase_order_list'],
      [{ endpoint: '/api/user' }, '/api/user'],
      [
        { recordList: { path: '/api/scenario-analysis/{id}/comparison', id: 7 } },
        '/api/scenario-analysis/7/comparison',
      ],
    ];
    const calls = scriptFetch(sources.map(() => json(200, envelope)));
    const state = {
      filters: { 'Supplier Number': ['S 1'], 'PO List Order Date': { from: '2026-01-01' } },
      q: 'bolt & nut',
      sort: 'PO List Number',
      dir: 'Descending' as const,
      size: 25,
    };
    for (const [source] of sources) await new QueryClient().fetchQuery(listPageQuery(source, state, 2));
    const expected = formerQuery({
      filters: state.filters,
      search: state.q,
      sort: { key: 'PO List Number', type: 'Descending' },
      page: 2,
      page_size: 25,
    });
    sources.forEach(([, path], i) => {
      const sent = new URL(calls[i]!.url, location.origin);
      expect(sent.pathname).toBe(path);
      expect([...sent.searchParams.entries()]).toEqual(expected);
    });
  });

  it('checks paths built from declarations against the description (tsc)', () => {
    // These lines are checked by `tsc -p web/tsconfig.json`; at run time they only build strings.
    const put = <P extends PathsWith<'put'>>(path: P) => path;
    const list = (path: ListPath) => path;
    const stems: OrderStem[] = [purchaseOrder.path, forecast.path, 'bill-of-materials'];
    expect(stems.map((stem) => put(`/api/${stem}/{id}`))).toContain('/api/forecast/{id}');
    expect(put(`/api/${purchaseOrder.movable!.stem}-details-move-lines`)).toBe(
      '/api/purchase-order-details-move-lines',
    );
    expect(list(`/api/${forecast.path}`)).toBe('/api/forecast');
    const misspelt = { path: 'purchase-orders' } as const satisfies { path: Lowercase<string> };
    // @ts-expect-error a declared stem the description lacks
    put(`/api/${misspelt.path}/{id}`);
    // @ts-expect-error sales orders do not move lines: the description has no such path
    put('/api/sales-order-details-move-lines');
    // @ts-expect-error the collection has no PUT
    put(`/api/${purchaseOrder.path}`);
    // @ts-expect-error a view is read with its name: no collection of the list parameters
    list('/api/views/{view_name}');
    const never = () =>
      // @ts-expect-error the typed client refuses the path as well
      typedApi.GET(`/api/${misspelt.path}/{id}`, { params: { path: { id: 1 } } });
    expect(typeof never).toBe('function');
  });
});
