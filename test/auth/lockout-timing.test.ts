import { expect, it } from 'vitest';
import { view } from '../../src/core/auth/privileges.js';
import { uniqueName } from '../auth/support.js';
import { describeEachDatabase } from '../helpers/app.js';

const PASSWORD = 'password-of-test-user';
const LOCK = 30;

/**
 * Contract part 2 with the default lock (30 s, long enough that no lock runs out during a test): attempts while
 * locked neither count nor extend the lock, the first Retry-After is at most LOGIN_LOCK_SECONDS, and the count is
 * exact under parallel attempts. (Across instances: test/auth/two-processes.test.ts.)
 */
describeEachDatabase(
  'lock-out timing',
  (t) => {
    const attempt = (username: string, password: string) =>
      t.anonymous().post('/api/authenticate', { username, password });
    const stored = async (username: string) =>
      t.store.db
        .selectFrom('login_failures')
        .select(['failures', 'locked_until'])
        .where('username_lower', '=', username.toLowerCase())
        .executeTakeFirst();
    const freshUser = async () => {
      const name = uniqueName('timing');
      await t.loginWith([view('Procurement')], name);
      return name;
    };

    it('the first Retry-After is at most LOGIN_LOCK_SECONDS and attempts while locked change nothing', async () => {
      const name = await freshUser();
      for (let i = 0; i < 3; i++) expect((await attempt(name, 'wrong')).statusCode).toBe(401);
      const lock = await stored(name);
      expect(lock?.failures).toBe(3);
      const lockMs = Date.parse(lock!.locked_until!) - Date.now();
      expect(lockMs).toBeGreaterThan(0);
      expect(lockMs).toBeLessThanOrEqual(LOCK * 1000);

      // Wrong and right passwords, by username and by email: all refused, none counted, the lock unchanged.
      for (const [identifier, password] of [
        [name, 'wrong'],
        [name, PASSWORD],
        [`${name}@example.com`, 'wrong'],
        [name.toUpperCase(), PASSWORD],
      ] as const) {
        const refused = await attempt(identifier, password);
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toEqual({ Message: expect.any(String), Code: 'User.Locked' });
        const retryAfter = Number(refused.headers['retry-after']);
        expect(retryAfter).toBeGreaterThanOrEqual(1);
        expect(retryAfter).toBeLessThanOrEqual(LOCK);
      }
      expect(await stored(name)).toEqual(lock);
    });

    it('after the lock runs out one more failure locks for twice as long, counted once', async () => {
      const name = await freshUser();
      for (let i = 0; i < 3; i++) await attempt(name, 'wrong');
      // The first lock ran out (moved into the past rather than waited for).
      await t.store.db
        .updateTable('login_failures')
        .set({ locked_until: new Date(Date.now() - 1000).toISOString() })
        .where('username_lower', '=', name.toLowerCase())
        .execute();
      expect((await attempt(name, 'wrong')).statusCode).toBe(401);
      const second = await stored(name);
      expect(second?.failures).toBe(4);
      const lockMs = Date.parse(second!.locked_until!) - Date.now();
      expect(lockMs).toBeGreaterThan(LOCK * 1000);
      expect(lockMs).toBeLessThanOrEqual(2 * LOCK * 1000);
      const refused = await attempt(name, 'wrong');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(LOCK);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(2 * LOCK);
      expect((await stored(name))?.failures).toBe(4);
    });

    it('of 20 parallel wrong logins counts exactly 3 (401) and refuses the rest as locked (429)', async () => {
      const name = await freshUser();
      const responses = await Promise.all(Array.from({ length: 20 }, () => attempt(name, 'wrong')));
      expect(responses.filter((r) => r.statusCode === 401)).toHaveLength(3);
      const locked = responses.filter((r) => r.statusCode === 429);
      expect(locked).toHaveLength(17);
      for (const response of locked) {
        expect(response.json().Code).toBe('User.Locked');
        expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(LOCK);
      }
      const row = await stored(name);
      expect(row?.failures).toBe(3);
      expect(Date.parse(row!.locked_until!) - Date.now()).toBeLessThanOrEqual(LOCK * 1000);
      expect((await attempt(name, PASSWORD)).statusCode).toBe(429);
    });

    it('of 2 parallel failures from 2 counts both (no lost update), without a lock', async () => {
      const name = await freshUser();
      expect((await attempt(name, 'wrong')).statusCode).toBe(401);
      // Two at once take the count from 1 to 3: both counted, the second of them locks.
      const both = await Promise.all([attempt(name, 'wrong'), attempt(name, 'wrong')]);
      expect(both.map((r) => r.statusCode)).toEqual([401, 401]);
      expect((await stored(name))?.failures).toBe(3);
      expect((await attempt(name, PASSWORD)).statusCode).toBe(429);
    });
  },
  { LOGIN_LOCK_SECONDS: String(LOCK) },
);
