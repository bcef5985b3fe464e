/**
 * The session under every request of the web app (the typed client of typed.ts sends through `sessionFetch`):
 * cookies for the session, `X-XSRF-TOKEN` from the `csrf_access_token` cookie on every write, one token refresh on
 * a `401` and then back to the login screen.
 */

/** Every error the service answers is `{Message, Code}`; network failures get Code `Network.Failed`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Response headers (e.g. `Retry-After` on `429 User.Locked`). */
    readonly headers: Headers = new Headers(),
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const isApiError = (error: unknown, code?: string): error is ApiError =>
  error instanceof ApiError && (code === undefined || error.code === code);

/** Reads a cookie visible to the current document. */
export function readCookie(name: string, source: string = document.cookie): string | undefined {
  for (const part of source.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

const REFRESH_PATH = '/api/token-refresh';

/**
 * `csrf_refresh_token` has Path=/api/token-refresh (specification part 5), so `document.cookie` hides it on every
 * page of the app (and `history.replaceState` does not change the URL Chromium reads cookies for). A hidden
 * same-origin frame opened under that path (the service's empty page GET /api/token-refresh/frame) sees it.
 */
function readRefreshCsrf(): Promise<{ read: boolean; csrf?: string }> {
  return new Promise((resolve) => {
    const frame = document.createElement('iframe');
    frame.hidden = true;
    frame.title = 'session refresh';
    const done = (answer: { read: boolean; csrf?: string }) => {
      clearTimeout(timer);
      frame.remove();
      resolve(answer);
    };
    const timer = setTimeout(() => done({ read: false }), 10_000);
    frame.addEventListener('load', () => {
      try {
        const csrf = readCookie('csrf_refresh_token', frame.contentDocument?.cookie ?? '');
        done(csrf === undefined ? { read: true } : { read: true, csrf });
      } catch {
        done({ read: false });
      }
    });
    frame.src = `${REFRESH_PATH}/frame`;
    document.body.append(frame);
  });
}

/**
 * Whether this browser has had a session: only then is a 401 worth a refresh. A first visit goes straight to the
 * login screen instead of asking for a refresh that cannot succeed.
 */
const HAD_SESSION = 'supplyline.hadSession';
function hadSession(): boolean {
  try {
    return localStorage.getItem(HAD_SESSION) === '1';
  } catch {
    return true;
  }
}
export function rememberSession(active: boolean): void {
  try {
    if (active) localStorage.setItem(HAD_SESSION, '1');
    else localStorage.removeItem(HAD_SESSION);
  } catch {
    // storage unavailable (private mode): refreshes are then always tried
  }
}

/**
 * Whether this browser holds a session, asked without a request that can fail: the `csrf_access_token` cookie
 * lives exactly as long as the access token; without it, a refresh is tried only where there has been a
 * session and a refresh token's cookie is there. The sign-in screen's first load then logs no 401.
 */
export async function probeSession(): Promise<boolean> {
  if (readCookie('csrf_access_token')) return true;
  if (!hadSession()) return false;
  const renewed = await refreshSession();
  if (!renewed) rememberSession(false);
  return renewed;
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Answers of these paths are about the session itself: a 401 there is the answer, not an expired token. */
const SESSION_PATHS = [
  '/api/authenticate',
  '/api/login',
  '/api/verify-2fa',
  '/api/first-signin',
  REFRESH_PATH,
];

let sessionExpiredHandler: () => void = () => {};
/** The router installs this: it sends the user to the login screen, remembering the page they were on. */
export function onSessionExpired(handler: () => void): void {
  sessionExpiredHandler = handler;
}

let refreshing: Promise<boolean> | null = null;
/** One refresh at a time: parallel 401s wait for the same renewal (the refresh token rotates, reuse is refused). */
function refreshSession(): Promise<boolean> {
  refreshing ??= (async () => {
    try {
      const { read, csrf } = await readRefreshCsrf();
      // The frame saw no refresh token's CSRF cookie: no refresh token either (both have its path and lifetime).
      // Asking would only answer 401 (logged by the browser as a failed request).
      if (read && !csrf) return false;
      const response = await fetch(REFRESH_PATH, {
        method: 'POST',
        credentials: 'same-origin',
        headers: csrf ? { 'X-XSRF-TOKEN': csrf } : {},
      });
      return response.ok;
    } catch {
      return false;
    } finally {
      queueMicrotask(() => {
        refreshing = null;
      });
    }
  })();
  return refreshing;
}

/** `X-XSRF-TOKEN` from the `csrf_access_token` cookie, on writes. */
function csrfHeader(method: string): Record<string, string> {
  if (!WRITES.has(method)) return {};
  const csrf = readCookie('csrf_access_token');
  return csrf ? { 'X-XSRF-TOKEN': csrf } : {};
}

async function fetchOrFail(input: RequestInfo, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(input, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(
      0,
      'Network.Failed',
      'The service could not be reached. Check the connection and retry.',
    );
  }
}

/**
 * Sends (and, after one session refresh on a 401, sends again) and answers the response, whatever its status. A 401
 * that the refresh did not cure ends the session (the login screen).
 */
async function withSession(path: string, attempt: () => Promise<Response>): Promise<Response> {
  let response = await attempt();
  if (response.status === 401 && !SESSION_PATHS.includes(path)) {
    if (hadSession() && (await refreshSession())) response = await attempt();
    if (response.status === 401) {
      rememberSession(false);
      sessionExpiredHandler();
      return response;
    }
  }
  if (response.ok && !SESSION_PATHS.includes(path)) rememberSession(true);
  return response;
}

/**
 * The typed client's fetch (typed.ts): the session's cookies, CSRF header and refresh for a prepared `Request`;
 * answers the response whatever its status (the typed client reads errors itself).
 */
export function sessionFetch(input: Request): Promise<Response> {
  const path = new URL(input.url, 'http://localhost').pathname;
  // A body is read once: each attempt sends a copy.
  const attempt = () => {
    const copy = input.clone();
    const headers = new Headers(copy.headers);
    if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    for (const [name, value] of Object.entries(csrfHeader(copy.method))) headers.set(name, value);
    return fetchOrFail(copy, { credentials: 'same-origin', headers });
  };
  return withSession(path, attempt);
}
