import { expect, it } from 'vitest';
import { view } from '../../src/core/auth/privileges.js';
import { describeEachDatabase } from '../helpers/app.js';
import { uniqueName } from './support.js';

const PASSWORD = 'password-of-test-user';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeEachDatabase(
  'login lock-out',
  (t) => {
    /** A fresh user (t.loginWith's password), so every test has its own count. */
    const freshUser = async () => {
      const name = uniqueName('lock');
      await t.loginWith([view('Procurement')], name);
      return name;
    };
    const attempt = (username: string, password: string) =>
      t.anonymous().post('/api/authenticate', { username, password });
    const failures = async (username: string) =>
      t.store.db
        .selectFrom('login_failures')
        .selectAll()
        .where('username_lower', '=', username.toLowerCase())
        .executeTakeFirst();

    it('locks after 3 consecutive failures: 429 User.Locked with Retry-After, even for the right password; a success resets', async () => {
      const name = await freshUser();
      for (let i = 0; i < 3; i++) {
        const response = await attempt(name, 'wrong-password');
        expect(response.statusCode).toBe(401);
        expect(response.json().Code).toBe('User.InvalidCredentials');
      }
      const locked = await attempt(name, PASSWORD);
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toEqual({ Message: expect.any(String), Code: 'User.Locked' });
      // Attempts while locked neither count nor extend the lock (contract part 2): still 3, Retry-After ≤ 1 s.
      expect(locked.headers['retry-after']).toBe('1');
      expect(locked.cookies).toHaveLength(0);
      const lockedRow = await failures(name);
      expect(lockedRow?.failures).toBe(3);
      const again = await attempt(name, 'wrong-password');
      expect([again.statusCode, again.headers['retry-after']]).toEqual([429, '1']);
      expect(await failures(name)).toEqual(lockedRow);

      await sleep(2100);
      const ok = await attempt(name, PASSWORD);
      expect(ok.statusCode).toBe(200);
      expect(await failures(name)).toBeUndefined();
      // Counting starts again from zero.
      expect((await attempt(name, 'wrong-password')).statusCode).toBe(401);
      expect((await failures(name))?.failures).toBe(1);
      expect((await attempt(name, PASSWORD)).statusCode).toBe(200);
    });

    it('doubles the lock with each further failure, up to one hour', async () => {
      const name = await freshUser();
      for (let i = 0; i < 3; i++) await attempt(name, 'wrong-password');
      const first = await failures(name);
      const firstLock = Date.parse(first!.locked_until!) - Date.now();
      expect(firstLock).toBeGreaterThan(0);
      expect(firstLock).toBeLessThanOrEqual(1000);
      await sleep(firstLock + 100);
      // A fourth failure after the lock ran out: 401 for the attempt, and the lock doubles to 2 s.
      expect((await attempt(name.toUpperCase(), 'wrong-password')).statusCode).toBe(401);
      const second = await failures(name);
      expect(second?.failures).toBe(4);
      const secondLock = Date.parse(second!.locked_until!) - Date.now();
      expect(secondLock).toBeGreaterThan(1000);
      expect(secondLock).toBeLessThanOrEqual(2000);
      const refused = await attempt(name, 'wrong-password');
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('2');
      expect((await failures(name))?.failures).toBe(4);

      // Many failures later (the lock run out), the next failure locks for the one-hour cap.
      await t.store.db
        .updateTable('login_failures')
        .set({ failures: 40, locked_until: new Date(Date.now() - 1000).toISOString() })
        .where('username_lower', '=', name.toLowerCase())
        .execute();
      expect((await attempt(name, 'wrong-password')).statusCode).toBe(401);
      const capped = await attempt(name, 'wrong-password');
      expect(capped.statusCode).toBe(429);
      expect(Number(capped.headers['retry-after'])).toBe(3600);
    });

    it('counts unknown usernames the same way, case-insensitively', async () => {
      const ghost = uniqueName('Ghost');
      expect((await attempt(ghost, 'x')).statusCode).toBe(401);
      expect((await attempt(ghost.toLowerCase(), 'x')).statusCode).toBe(401);
      expect((await attempt(ghost.toUpperCase(), 'x')).statusCode).toBe(401);
      const locked = await attempt(ghost, 'x');
      expect(locked.statusCode).toBe(429);
      expect(locked.json().Code).toBe('User.Locked');
    });

    it('counts a login by email under the account’s username', async () => {
      const name = await freshUser();
      await attempt(`${name}@example.com`, 'wrong-password');
      await attempt(name, 'wrong-password');
      await attempt(`${name.toUpperCase()}@EXAMPLE.COM`, 'wrong-password');
      expect((await failures(name))?.failures).toBe(3);
      expect((await attempt(name, PASSWORD)).statusCode).toBe(429);
    });

    it('forgets a count untouched for a day', async () => {
      const ghost = uniqueName('stale');
      const old = new Date(Date.now() - 25 * 3600 * 1000).toISOString();
      await t.store.db
        .insertInto('login_failures')
        .values({ username_lower: ghost, failures: 2, locked_until: null, updated_at: old })
        .execute();
      await attempt(uniqueName('other'), 'x');
      expect(await failures(ghost)).toBeUndefined();
    });
  },
  { LOGIN_LOCK_SECONDS: '1' },
);
