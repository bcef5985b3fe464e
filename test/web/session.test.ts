/**
 * Session screens in Chromium: a new account's first sign-in from a deep link (it comes back to that page), 2FA
 * set-up on the profile with a locally drawn QR code and sign-in with a code, the lock-out message with the wait
 * from Retry-After, and the API client's token refresh: once on a 401, then back to login keeping the page.
 */
import { TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN, allowHttpError, assertAccessible, browserSuite, screenshot } from './harness.js';

const suite = browserSuite('sqlite');
const SLOW = 120_000;

/** Creates an account that has never signed in (First Signin true) with Item Master / View. */
async function newAccount(username: string, password: string) {
  const role = await suite.admin.post<{ 'Role Name': string }>('/api/role', {
    'Role Name': `Role of ${username}`,
    'Role Description': 'made by the session browser test',
    Privileges: [{ type: 'Item Master', access: 'View' }],
  });
  await suite.admin.post('/api/user', {
    'User Fullname': `Person ${username}`,
    Username: username,
    'User Email': `${username}@example.com`,
    'Role Name': role['Role Name'],
    'User Status': 'Active',
    Password: password,
  });
}

const path = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

async function fillCredentials(page: Page, username: string, password: string) {
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('session screens', () => {
  it(
    'signs a new account in by email from a deep link, sets its password, and returns to that page',
    async () => {
      await newAccount('newcomer', 'initial-password-1');
      const page = await suite.newPage();
      allowHttpError(page, 401); // the first visit has no session: /api/profile and the refresh answer 401
      await page.goto('/views/item_master?sort=Item+Number');
      await page.waitForURL((url) => url.pathname === '/login');
      expect(new URL(page.url()).searchParams.get('next')).toBe('/views/item_master?sort=Item+Number');
      await assertAccessible(page, 'the login screen');
      await screenshot(page, 'login');

      await fillCredentials(page, 'newcomer@example.com', 'initial-password-1');
      await page.getByLabel('New password', { exact: true }).fill('short');
      await page.getByLabel('Repeat the new password').fill('short');
      await page.getByRole('button', { name: 'Set password and continue' }).click();
      await expect.poll(() => page.getByText('At least 8 characters', { exact: true }).count()).toBe(1);
      await page.getByLabel('New password', { exact: true }).fill('my-own-password-1');
      await page.getByLabel('Repeat the new password').fill('my-own-password-1');
      await screenshot(page, 'first-signin');
      await page.getByRole('button', { name: 'Set password and continue' }).click();

      await page.waitForURL((url) => url.pathname === '/views/item_master');
      expect(path(page)).toBe('/views/item_master?sort=Item+Number');
      await expect.poll(() => page.getByRole('heading', { name: 'Items' }).count()).toBe(1);

      // The new password is now the one that works.
      const anonymous = await suite.service.url;
      const answer = await fetch(`${anonymous}/api/authenticate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'newcomer', password: 'my-own-password-1' }),
      });
      expect(await answer.json()).toEqual({ login: true });
    },
    SLOW,
  );

  it(
    'sets up 2FA on the profile with a local QR code, then signs in with a code',
    async () => {
      await newAccount('careful', 'initial-password-1');
      const page = await suite.newPage();
      allowHttpError(page, 401);
      await page.goto('/profile');
      await page.waitForURL((url) => url.pathname === '/login');
      await fillCredentials(page, 'careful', 'initial-password-1');
      await page.getByLabel('New password', { exact: true }).fill('careful-password-1');
      await page.getByLabel('Repeat the new password').fill('careful-password-1');
      await page.getByRole('button', { name: 'Set password and continue' }).click();
      await page.waitForURL((url) => url.pathname === '/profile');

      await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
      const qr = page.getByRole('img', { name: 'QR code of the authenticator key' });
      await qr.waitFor();
      expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/); // drawn here, not fetched
      const secret = (await page.getByTestId('totp-secret').innerText()).trim();
      const totp = new TOTP({ secret, digits: 6, period: 30 });
      await page.getByLabel('Code digit 1').fill(totp.generate());
      await screenshot(page, 'profile-2fa-setup');
      await page.getByRole('button', { name: 'Turn on' }).click();
      await expect.poll(() => page.getByText('Two-factor authentication is on.').count()).toBe(1);
      await assertAccessible(page, 'the profile');

      await page.getByRole('button', { name: /Account menu/ }).click();
      await page.getByRole('menuitem', { name: 'Log out' }).click();
      await page.waitForURL((url) => url.pathname === '/login');

      await fillCredentials(page, 'careful', 'careful-password-1');
      await page.getByLabel('Code digit 1').waitFor();
      await screenshot(page, 'login-2fa');
      // The code of the next time step: the one used to turn 2FA on is spent (no replay).
      await page.getByLabel('Code digit 1').fill(totp.generate({ timestamp: Date.now() + 30_000 }));
      await page.waitForURL((url) => url.pathname === '/');
      await expect.poll(() => page.getByRole('heading', { name: 'Welcome, Person careful' }).count()).toBe(1);
    },
    SLOW,
  );

  it(
    'shows the lock-out with the wait from Retry-After after three wrong passwords',
    async () => {
      const page = await suite.newPage();
      allowHttpError(page, 401, '/api/authenticate');
      allowHttpError(page, 429, '/api/authenticate');
      allowHttpError(page, 401, '/api/profile');
      allowHttpError(page, 401, '/api/token-refresh');
      await page.goto('/login');
      for (let attempt = 1; attempt <= 3; attempt++) {
        await fillCredentials(page, 'ghost', `wrong-password-${attempt}`);
        await expect.poll(() => page.getByText('Wrong username or password.').count()).toBe(1);
      }
      const locked = page.waitForResponse((r) => r.url().endsWith('/api/authenticate') && r.status() === 429);
      await fillCredentials(page, 'ghost', 'wrong-password-4');
      const retryAfter = Number((await locked).headers()['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      const alert = page.getByRole('alert').filter({ hasText: 'Account temporarily locked' });
      await expect.poll(() => alert.count()).toBe(1);
      // The countdown starts at the service's Retry-After (a second may have passed since).
      const seconds = Number(/Try again in (\d+) s/.exec(await alert.innerText())?.[1]);
      expect(seconds).toBeGreaterThanOrEqual(retryAfter - 1);
      expect(seconds).toBeLessThanOrEqual(retryAfter);
      expect(await page.getByRole('button', { name: 'Sign in' }).isDisabled()).toBe(true);
      await screenshot(page, 'login-locked');
    },
    SLOW,
  );

  it(
    'refreshes an expired access token once, and sends the user to login keeping the page when that fails',
    async () => {
      const user = await suite.admin.createUser('refresher', [{ type: 'Item Master', access: 'View' }]);
      const page = await suite.newPage();
      await suite.signIn(page, user, '/views/item_master');
      await expect.poll(() => page.getByTestId('row-count').count(), { timeout: 20_000 }).toBe(1);

      // The access token is gone (as after its 15 minutes): the next request answers 401, the client refreshes.
      allowHttpError(page, 401, '/api/');
      const context = page.context();
      const keep = (await context.cookies()).filter((c) => c.name !== 'access_token_cookie');
      await context.clearCookies();
      await context.addCookies(keep);
      const refreshed = page.waitForResponse(
        (r) => r.url().endsWith('/api/token-refresh') && r.request().method() === 'POST',
      );
      await page.getByRole('link', { name: 'Notifications', exact: false }).first().click();
      expect((await refreshed).status()).toBe(200);
      await expect.poll(() => page.getByRole('heading', { name: 'Notifications' }).count()).toBe(1);
      expect(new URL(page.url()).pathname).toBe('/notifications');
      const after = await context.cookies();
      expect(after.some((c) => c.name === 'access_token_cookie')).toBe(true);

      // Now without any session cookie: the refresh fails and the app goes to login with this page as next.
      await context.clearCookies();
      await page.getByRole('switch', { name: 'Unread only' }).click();
      await page.waitForURL((url) => url.pathname === '/login');
      expect(new URL(page.url()).searchParams.get('next')).toBe('/notifications');
      await fillCredentials(page, user.username, user.password);
      await page.waitForURL((url) => url.pathname === '/notifications');
    },
    SLOW,
  );

  it(
    'shows unread notifications as a badge, marks them read in the inbox, and hears new ones live',
    async () => {
      await suite.admin.post('/api/user-notification-settings', {
        type: 'Item Master',
        source: 'ItemMaster',
        event: 'Created',
        channel: 'in-app',
        enabled: true,
      });
      for (const number of ['NOTE-1', 'NOTE-2'])
        await suite.admin.post('/api/item-master', { 'Item Number': number });
      const page = await suite.newPage();
      await suite.signIn(page, ADMIN, '/');
      const bell = page.getByRole('link', { name: 'Notifications, 2 unread' });
      await bell.waitFor();
      await bell.click();
      await page.waitForURL((url) => url.pathname === '/notifications');
      const unread = page.getByRole('listitem').filter({ hasText: 'Unread' });
      await expect.poll(() => unread.count()).toBe(2);
      await assertAccessible(page, 'the notifications inbox');
      await screenshot(page, 'notifications');

      await unread.first().getByRole('button', { name: 'Mark as read' }).click();
      await page.getByRole('link', { name: 'Notifications, 1 unread' }).waitFor();
      await page.getByRole('button', { name: 'Mark all shown as read' }).click();
      await page.getByRole('link', { name: 'Notifications, none unread' }).waitFor();
      const stored = await suite.admin.get<{ extra: { total: number } }>(
        `/api/notifications?filters=${encodeURIComponent(JSON.stringify({ Read: [false] }))}`,
      );
      expect(stored.extra.total).toBe(0);

      // A new notification arrives through the live stream (/api/events/stream), well before the 30 s poll.
      await suite.admin.post('/api/item-master', { 'Item Number': 'NOTE-3' });
      await page.getByRole('link', { name: 'Notifications, 1 unread' }).waitFor({ timeout: 10_000 });
      await expect.poll(() => unread.count()).toBe(1);
    },
    SLOW,
  );
});
