/** Signs in as `admin` at `base`: the headers of an authenticated JSON request, its CSRF token included. */
export async function signIn(base: string, password: string): Promise<Record<string, string>> {
  const login = await fetch(`${base}/api/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password }),
  });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const cookies = Object.fromEntries(
    login.headers.getSetCookie().map((c) => c.split(';')[0]!.split('=') as [string, string]),
  );
  return {
    cookie: `access_token_cookie=${cookies.access_token_cookie}; csrf_access_token=${cookies.csrf_access_token}`,
    'x-xsrf-token': cookies.csrf_access_token!,
    'content-type': 'application/json',
  };
}
