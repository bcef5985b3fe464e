// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, onSessionExpired, rememberSession } from './client';
import { queryOf, typedApi, unwrap } from './typed';

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
});
