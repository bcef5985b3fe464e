// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  api,
  onSessionExpired,
  probeSession,
  readCookie,
  rememberSession,
  withQuery,
} from './client';

type Call = { url: string; method: string; headers: Record<string, string>; body?: string };

/** A scripted fetch: answers in order, records what the client sent. */
function scriptFetch(answers: Response[]): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({
        url,
        method: init.method ?? 'GET',
        headers: (init.headers ?? {}) as Record<string, string>,
        body: init.body as string | undefined,
      });
      const next = answers.shift();
      if (!next) throw new Error(`unexpected request ${init.method} ${url}`);
      return next;
    }),
  );
  return calls;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

describe('api client', () => {
  beforeEach(() => {
    clearCookies();
    localStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends X-XSRF-TOKEN from the csrf_access_token cookie on writes only', async () => {
    document.cookie = 'csrf_access_token=abc%3D1; path=/';
    const calls = scriptFetch([json(200, { ok: 1 }), json(200, { ok: 2 })]);
    expect(await api.post('/api/item-master', { 'Item Number': 'A' })).toEqual({ ok: 1 });
    await api.get('/api/item-master');
    expect(calls[0]?.headers['X-XSRF-TOKEN']).toBe('abc=1');
    expect(calls[0]?.headers['Content-Type']).toBe('application/json');
    expect(calls[0]?.body).toBe('{"Item Number":"A"}');
    expect(calls[1]?.headers['X-XSRF-TOKEN']).toBeUndefined();
  });

  it('turns {Message, Code} answers into ApiError with status, code and headers', async () => {
    scriptFetch([json(429, { Message: 'Locked', Code: 'User.Locked' }, { 'Retry-After': '17' })]);
    const error = await api.post('/api/authenticate', { username: 'a', password: 'b' }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, code: 'User.Locked', message: 'Locked' });
    expect((error as ApiError).headers.get('Retry-After')).toBe('17');
  });

  it('does not try a refresh on a 401 before this browser ever had a session', async () => {
    const expired = vi.fn();
    onSessionExpired(expired);
    const calls = scriptFetch([json(401, { Message: 'No session', Code: 'User.NotAuthenticated' })]);
    await expect(api.get('/api/profile')).rejects.toMatchObject({ status: 401 });
    expect(calls.map((c) => c.url)).toEqual(['/api/profile']);
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('refreshes once on a 401 and retries; a second 401 ends the session', async () => {
    rememberSession(true);
    const expired = vi.fn();
    onSessionExpired(expired);
    // The refresh frame never loads under jsdom's default resources: the refresh is still sent (without header).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const calls = scriptFetch([
      json(401, { Message: 'expired', Code: 'User.NotAuthenticated' }),
      json(200, { refresh: true }),
      json(200, { id: 1 }),
      json(401, { Message: 'expired', Code: 'User.NotAuthenticated' }),
      json(401, { Message: 'reused', Code: 'User.NotAuthenticated' }),
    ]);
    const first = api.get('/api/profile');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await first).toEqual({ id: 1 });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/profile',
      'POST /api/token-refresh',
      'GET /api/profile',
    ]);
    expect(expired).not.toHaveBeenCalled();

    const second = api.get('/api/views').catch((e) => e);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await second).toMatchObject({ status: 401, code: 'User.NotAuthenticated' });
    expect(calls.slice(3).map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/views',
      'POST /api/token-refresh',
    ]);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('supplyline.hadSession')).toBeNull();
    vi.useRealTimers();
  });

  it('probes the session without a request that can fail: a first visit asks nothing', async () => {
    const calls = scriptFetch([]);
    expect(await probeSession()).toBe(false);
    document.cookie = 'csrf_access_token=abc; path=/';
    expect(await probeSession()).toBe(true);
    expect(calls).toEqual([]);
  });

  it('sends object query values as JSON text and drops empty ones', () => {
    expect(
      withQuery('/api/views/x', {
        filters: { 'Supplier Number': ['S 1'] },
        search: '',
        page: 2,
        sort: undefined,
      }),
    ).toBe('/api/views/x?filters=%7B%22Supplier+Number%22%3A%5B%22S+1%22%5D%7D&page=2');
    expect(withQuery('/api/views/x', {})).toBe('/api/views/x');
  });

  it('reads a cookie by name from a cookie string', () => {
    expect(readCookie('b', 'a=1; b=x%20y; c=3')).toBe('x y');
    expect(readCookie('d', 'a=1')).toBeUndefined();
  });
});
