// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onSessionExpired, probeSession, readCookie, rememberSession, sessionFetch } from './client';

type Call = { url: string; method: string; headers: Headers; body?: string };

/** A scripted fetch: answers in order, records what the client sent (a `Request`, or the refresh's path and init). */
function scriptFetch(answers: Response[]): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (given: Request | string, init: RequestInit = {}) => {
      const input = typeof given === 'string' ? new Request(new URL(given, location.origin), init) : given;
      const url = new URL(input.url);
      const body = await input.text();
      calls.push({
        url: url.pathname + url.search,
        method: input.method,
        headers: new Headers(init.headers),
        ...(body ? { body } : {}),
      });
      const next = answers.shift();
      if (!next) throw new Error(`unexpected request ${input.method} ${input.url}`);
      return next;
    }),
  );
  return calls;
}

/** A request as the typed client prepares it. */
const send = (method: string, path: string, body?: unknown) =>
  sessionFetch(
    new Request(new URL(path, location.origin), {
      method,
      ...(body === undefined
        ? {}
        : { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }),
    }),
  );

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

describe('the session of every request', () => {
  beforeEach(() => {
    clearCookies();
    localStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends X-XSRF-TOKEN from the csrf_access_token cookie on writes only', async () => {
    document.cookie = 'csrf_access_token=abc%3D1; path=/';
    const calls = scriptFetch([json(200, { ok: 1 }), json(200, { ok: 2 })]);
    expect(await (await send('POST', '/api/item-master', { 'Item Number': 'A' })).json()).toEqual({ ok: 1 });
    await send('GET', '/api/item-master');
    expect(calls[0]?.headers.get('X-XSRF-TOKEN')).toBe('abc=1');
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(calls[0]?.headers.get('Accept')).toBe('application/json');
    expect(calls[0]?.body).toBe('{"Item Number":"A"}');
    expect(calls[1]?.headers.get('X-XSRF-TOKEN')).toBeNull();
  });

  it('answers a 401 of a session path as it is, without a refresh', async () => {
    rememberSession(true);
    const expired = vi.fn();
    onSessionExpired(expired);
    const calls = scriptFetch([json(401, { Message: 'Wrong password', Code: 'User.InvalidCredentials' })]);
    expect((await send('POST', '/api/authenticate', { username: 'a', password: 'b' })).status).toBe(401);
    expect(calls.map((c) => c.url)).toEqual(['/api/authenticate']);
    expect(expired).not.toHaveBeenCalled();
  });

  it('does not try a refresh on a 401 before this browser ever had a session', async () => {
    const expired = vi.fn();
    onSessionExpired(expired);
    const calls = scriptFetch([json(401, { Message: 'No session', Code: 'User.NotAuthenticated' })]);
    expect((await send('GET', '/api/profile')).status).toBe(401);
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
    const first = send('GET', '/api/profile');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await (await first).json()).toEqual({ id: 1 });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/profile',
      'POST /api/token-refresh',
      'GET /api/profile',
    ]);
    expect(expired).not.toHaveBeenCalled();

    const second = send('GET', '/api/views');
    await vi.advanceTimersByTimeAsync(10_000);
    expect((await second).status).toBe(401);
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

  it('reads a cookie by name from a cookie string', () => {
    expect(readCookie('b', 'a=1; b=x%20y; c=3')).toBe('x y');
    expect(readCookie('d', 'a=1')).toBeUndefined();
  });
});
