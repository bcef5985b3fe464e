import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe } from 'vitest';
import { createApp } from '../../src/app.js';
import type { Privilege } from '../../src/core/auth/privileges.js';
import { type Config, loadConfig } from '../../src/core/config.js';
import type { Store } from '../../src/core/db/index.js';
import { nowIso } from '../../src/core/db/transaction.js';
import { undeclaredAnswers } from '../../src/core/http/error-handler.js';
import { hashPassword } from '../../src/modules/auth/passwords.js';
import { allPrivileges } from '../../src/modules/auth/privilege-types.js';
import { DATABASES, type DatabaseKind, type FreshDatabase, freshDatabase } from './databases.js';

export const TEST_SECRET = 'test-secret-key-of-at-least-32-characters!';
export const ADMIN = { username: 'admin', password: 'admin-password-1', email: 'admin@example.com' };

export function testConfig(databaseUrl: string, env: Record<string, string> = {}): Config {
  return loadConfig({
    DATABASE_URL: databaseUrl,
    SECRET_KEY: TEST_SECRET,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_EMAIL: ADMIN.email,
    LOG_LEVEL: 'silent',
    // Net change replans in the background after writes: only the tests that look at it turn it on.
    NET_CHANGE_POLL_MS: '0',
    ...env,
  });
}

/** A signed-in client: its cookies and CSRF token go with every request it makes. */
export class Client {
  constructor(
    private readonly app: FastifyInstance,
    public cookies: Record<string, string>,
    public readonly userId?: number,
  ) {}

  get csrf(): string | undefined {
    return this.cookies.csrf_access_token;
  }

  async request(
    method: InjectOptions['method'],
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const response = await this.app.inject({
      method,
      url,
      cookies: this.cookies,
      headers: { ...(this.csrf ? { 'x-xsrf-token': this.csrf } : {}), ...headers },
      ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
    });
    absorbCookies(this.cookies, response);
    return response;
  }

  get = (url: string, headers?: Record<string, string>) => this.request('GET', url, undefined, headers);
  post = (url: string, body?: unknown, headers?: Record<string, string>) =>
    this.request('POST', url, body ?? {}, headers);
  put = (url: string, body?: unknown, headers?: Record<string, string>) =>
    this.request('PUT', url, body ?? {}, headers);
  delete = (url: string, headers?: Record<string, string>) => this.request('DELETE', url, undefined, headers);
}

/** Keeps the cookies a response sets, forgetting those it clears. */
export function absorbCookies(jar: Record<string, string>, response: LightMyRequestResponse): void {
  for (const cookie of response.cookies as { name: string; value: string; expires?: Date }[]) {
    if (cookie.value === '' || (cookie.expires && cookie.expires.getTime() <= Date.now()))
      delete jar[cookie.name];
    else jar[cookie.name] = cookie.value;
  }
}

export interface TestApp {
  kind: DatabaseKind;
  app: FastifyInstance;
  store: Store;
  database: FreshDatabase;
  /** An unauthenticated client. */
  anonymous(): Client;
  /** Logs in as the bootstrap Superuser. */
  admin(): Promise<Client>;
  /** Creates a user holding exactly `privileges` (a fresh role of its own) and logs in. */
  loginWith(privileges: Privilege[], username?: string): Promise<Client>;
  login(username: string, password: string): Promise<Client>;
}

/** A user row of `roleId` (no 2FA, first sign-in done), straight into the table. */
export async function insertUser(store: Store, name: string, roleId: number, passwordHash: string) {
  const now = nowIso();
  await store.db
    .insertInto('users')
    .values({
      fullname: `Test ${name}`,
      username: name,
      username_lower: name.toLowerCase(),
      email: `${name}@example.com`,
      email_lower: `${name}@example.com`.toLowerCase(),
      phone: null,
      password_hash: passwordHash,
      first_signin: 0,
      password_expiration: null,
      role_id: roleId,
      status: 'Active',
      totp_secret: null,
      totp_pending_secret: null,
      totp_enabled: 0,
      totp_last_step: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

let userCounter = 0;

export async function startTestApp(kind: DatabaseKind, env: Record<string, string> = {}): Promise<TestApp> {
  const database = await freshDatabase(kind);
  const app = await createApp(testConfig(database.url, env), { logger: false });
  await app.ready();
  const store = app.store;
  const login = async (username: string, password: string) => {
    const client = new Client(app, {});
    const response = await client.post('/api/authenticate', { username, password });
    if (response.statusCode !== 200 || !client.csrf)
      throw new Error(`login of ${username} failed: ${response.statusCode} ${response.body}`);
    return client;
  };
  return {
    kind,
    app,
    store,
    database,
    anonymous: () => new Client(app, {}),
    admin: () => login(ADMIN.username, ADMIN.password),
    login,
    async loginWith(privileges, username) {
      const name = username ?? `user${++userCounter}_${Math.random().toString(36).slice(2, 7)}`;
      const password = 'password-of-test-user';
      const role = await store.db
        .insertInto('roles')
        .values({
          name: `role of ${name}`,
          description: 'test role',
          privileges: JSON.stringify(privileges),
          builtin: 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await insertUser(store, name, role.id, await hashPassword(password));
      return login(name, password);
    },
  };
}

/**
 * Every error the suite's requests got must be listed in its operation's `x-error-codes` (the OpenAPI description).
 * With CHECK_ERROR_CODES=1 an answer with an unlisted code fails the suite; otherwise it is reported.
 */
export function checkDeclaredCodes(): void {
  if (undeclaredAnswers.size === 0) return;
  const found = [...undeclaredAnswers].sort();
  undeclaredAnswers.clear();
  const message = `answers with codes their operation does not list in x-error-codes:\n  ${found.join('\n  ')}`;
  if (process.env.CHECK_ERROR_CODES) throw new Error(message);
  console.warn(message);
}

/**
 * Runs `suite` once per database (SQLite, and PostgreSQL when configured), each against its own fresh,
 * migrated database that is dropped afterwards. `t` is filled in before the suite's tests run. `env` overrides
 * configuration (e.g. LOGIN_LOCK_SECONDS).
 */
export function describeEachDatabase(
  title: string,
  suite: (t: TestApp) => void,
  env: Record<string, string> = {},
): void {
  describe.each(DATABASES)(`${title} [%s]`, (kind) => {
    const t = {} as TestApp;
    beforeAll(async () => {
      Object.assign(t, await startTestApp(kind, env));
    });
    afterAll(async () => {
      await t.app?.close();
      await t.database?.drop();
      checkDeclaredCodes();
    });
    suite(t);
  });
}

export const superuserPrivileges = () => allPrivileges('Edit');
