/**
 * Browser-test harness: the compiled service (as `npm start` runs it) on a fresh database, Debian's Chromium
 * driven by playwright-core, seeding over HTTP, screenshots, an axe-core check, and a guard that fails a test
 * on any console error or warning in the page.
 *
 * The service runs from dist/ so the tests see what users get; `npm run build` (CI does it before `npm test`,
 * `npm start` does it too) must have run first.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AxeBuilder } from '@axe-core/playwright';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  chromium,
  type Page,
  request,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { type DatabaseKind, type FreshDatabase, freshDatabase } from '../helpers/databases.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER = join(ROOT, 'dist/src/server.js');
export const SCREENSHOTS = join(ROOT, 'docs/screenshots');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const ADMIN = { username: 'admin', password: 'admin-password-1' };
export const VIEWPORT = { width: 1280, height: 800 };

export interface Service {
  url: string;
  kind: DatabaseKind;
  /** The service's DATABASE_URL, for seeding in bulk (e.g. the CLI's demo company). */
  databaseUrl: string;
  /** Everything the service printed, for failure messages. */
  log(): string;
  stop(): Promise<void>;
}

/** Starts `node dist/src/server.js` on PORT=0 and reads the chosen port from its log. */
export async function startService(requested: DatabaseKind = 'sqlite', env: Record<string, string> = {}) {
  // BROWSER_DATABASE=postgres runs every browser test on PostgreSQL (TEST_DATABASE_URL names the server).
  const kind: DatabaseKind = process.env.BROWSER_DATABASE === 'postgres' ? 'postgres' : requested;
  if (!existsSync(SERVER))
    throw new Error(`${SERVER} is missing: browser tests drive the compiled service, run \`npm run build\``);
  const database: FreshDatabase = await freshDatabase(kind);
  const child: ChildProcess = spawn(process.execPath, [SERVER], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      SECRET_KEY: 'browser-test-secret-key-of-32-characters!',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_EMAIL: 'admin@example.com',
      LOG_LEVEL: 'info',
      NET_CHANGE_POLL_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolveUrl, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) resolveUrl(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`the service exited with ${code} before listening:\n${output}`)),
    );
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const home = await fetch(`${url}/`);
  if (home.status !== 200 || !(home.headers.get('content-type') ?? '').startsWith('text/html')) {
    child.kill('SIGTERM');
    await exited;
    await database.drop();
    throw new Error(`GET / answered ${home.status}: the web app is not built, run \`npm run build\``);
  }
  return {
    url,
    kind,
    databaseUrl: database.url,
    log: () => output,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      await database.drop();
    },
  } satisfies Service;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
}

/** The JSON API over HTTP with its own cookie jar; writes carry X-XSRF-TOKEN from the csrf cookie. */
export class Api {
  private constructor(
    readonly context: APIRequestContext,
    readonly baseUrl: string,
  ) {}

  static async anonymous(baseUrl: string): Promise<Api> {
    return new Api(await request.newContext({ baseURL: baseUrl }), baseUrl);
  }

  static async login(baseUrl: string, username: string, password: string): Promise<Api> {
    const api = await Api.anonymous(baseUrl);
    const body = await api.call('POST', '/api/authenticate', { username, password });
    if ((body as { login?: boolean }).login !== true)
      throw new Error(`login of ${username} did not complete: ${JSON.stringify(body)}`);
    return api;
  }

  private async csrf(): Promise<string | undefined> {
    const state = await this.context.storageState();
    return state.cookies.find((c) => c.name === 'csrf_access_token')?.value;
  }

  /** Sends a request; a status other than `expect` throws with the answer. */
  async call(method: string, path: string, body?: unknown, expect = 200): Promise<unknown> {
    const csrf = method === 'GET' ? undefined : await this.csrf();
    const response = await this.context.fetch(path, {
      method,
      headers: csrf ? { 'X-XSRF-TOKEN': csrf } : {},
      ...(body === undefined ? {} : { data: body }),
    });
    const text = await response.text();
    if (response.status() !== expect)
      throw new Error(`${method} ${path} answered ${response.status()} (expected ${expect}): ${text}`);
    return text ? JSON.parse(text) : undefined;
  }

  get = <T = unknown>(path: string) => this.call('GET', path) as Promise<T>;
  post = <T = unknown>(path: string, body: unknown) => this.call('POST', path, body) as Promise<T>;
  put = <T = unknown>(path: string, body: unknown) => this.call('PUT', path, body) as Promise<T>;

  /** Creates a role with exactly `privileges` and an active user in it who has already set a password. */
  async createUser(
    username: string,
    privileges: { type: string; access: 'View' | 'Edit' }[],
    password = 'password-of-browser-user',
  ): Promise<{ username: string; password: string }> {
    const role = await this.post<{ id: number; 'Role Name': string }>('/api/role', {
      'Role Name': `Role of ${username}`,
      'Role Description': 'made by a browser test',
      Privileges: privileges,
    });
    await this.post('/api/user', {
      'User Fullname': `User ${username}`,
      Username: username,
      'User Email': `${username}@example.com`,
      'Role Name': role['Role Name'],
      'User Status': 'Active',
      Password: 'initial-password-1',
    });
    // Pass the first sign-in over the API so the browser sees an ordinary account.
    const anonymous = await Api.anonymous(this.baseUrl);
    const challenge = (await anonymous.call('POST', '/api/authenticate', {
      username,
      password: 'initial-password-1',
    })) as { session_token: string };
    await anonymous.call('POST', '/api/first-signin', {
      session_token: challenge.session_token,
      new_password: password,
    });
    await anonymous.dispose();
    return { username, password };
  }

  dispose(): Promise<void> {
    return this.context.dispose();
  }
}

/** Console lines a test announced in advance (e.g. the browser's note about an expected 403). */
interface ConsoleWatch {
  problems: string[];
  allowed: RegExp[];
}
const watches = new WeakMap<Page, ConsoleWatch>();

/**
 * Records console errors and warnings and uncaught page errors; `assertCleanConsole` fails the test on any.
 * A test that provokes an HTTP error on purpose names it with `allowConsole` (Chromium logs every failed
 * request as "Failed to load resource: … status of 4xx").
 */
function watchConsole(page: Page): void {
  const watch: ConsoleWatch = { problems: [], allowed: [] };
  watches.set(page, watch);
  page.on('console', (message) => {
    const type = message.type();
    if (type !== 'error' && type !== 'warning') return;
    const location = message.location().url;
    const text = `${type}: ${message.text()}${location ? ` (${location})` : ''}`;
    if (!watch.allowed.some((pattern) => pattern.test(text))) watch.problems.push(text);
  });
  page.on('pageerror', (error) => watch.problems.push(`uncaught: ${error.message}`));
}

/** Every answer of 400 or more the page received (a picker's or a list's 403 shows here). */
export function failedAnswers(page: Page): string[] {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  return failed;
}

export function allowConsole(page: Page, pattern: RegExp): void {
  watches.get(page)?.allowed.push(pattern);
}

/** Allows Chromium's "Failed to load resource" line for an answer with `status` (optionally from `path`). */
export function allowHttpError(page: Page, status: number, path?: string): void {
  const where = path ? `.*${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}` : '';
  allowConsole(page, new RegExp(`Failed to load resource: .*status of ${status}\\b.*${where}`));
}

export function assertCleanConsole(page: Page): void {
  const watch = watches.get(page);
  if (!watch || watch.problems.length === 0) return;
  const problems = watch.problems.splice(0);
  throw new Error(`the page logged ${problems.length} console problem(s):\n${problems.join('\n')}`);
}

/** Saves docs/screenshots/<name>.png at the test viewport. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const path = join(SCREENSHOTS, `${name}.png`);
  await page.screenshot({ path, animations: 'disabled', caret: 'hide' });
  return path;
}

/**
 * Runs axe-core in the page once its transitions have ended (a drawer fading in is half transparent, and its
 * colours then fail contrast; endless ones such as a spinner's are not waited for, nor any for more than 2 s);
 * throws listing every serious or critical violation.
 */
export async function assertAccessible(page: Page, label: string): Promise<void> {
  // A string, run in the page: the test's TypeScript has no DOM types.
  await page.evaluate(
    `Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getTiming().iterations !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ])`,
  );
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (bad.length === 0) return;
  const lines = bad.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.help}\n${v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(' ')}  ${n.failureSummary?.split('\n').join(' ') ?? ''}`)
        .join('\n')}`,
  );
  throw new Error(`axe found ${bad.length} serious/critical violation(s) on ${label}:\n${lines.join('\n')}`);
}

export interface BrowserSuite {
  service: Service;
  browser: Browser;
  /** Superuser API client for seeding. */
  admin: Api;
  /** A fresh browser context (own cookies) and page at 1280×800 with the console guard on. */
  newPage(): Promise<Page>;
  /** Signs `page`'s context in through the API (cookies shared with the page), then opens `path`. */
  signIn(page: Page, user: { username: string; password: string }, path?: string): Promise<void>;
}

/**
 * One service and one browser per test file, started before its tests and stopped after them. Pages made
 * with `newPage` get their console checked after every test.
 */
export function browserSuite(kind: DatabaseKind = 'sqlite', env: Record<string, string> = {}): BrowserSuite {
  const suite = {} as BrowserSuite;
  const contexts: BrowserContext[] = [];
  const pages: Page[] = [];
  beforeAll(async () => {
    const [service, browser] = await Promise.all([startService(kind, env), launchBrowser()]);
    const admin = await Api.login(service.url, ADMIN.username, ADMIN.password);
    Object.assign(suite, {
      service,
      browser,
      admin,
      async newPage() {
        const context = await browser.newContext({
          baseURL: service.url,
          viewport: VIEWPORT,
          acceptDownloads: true,
        });
        contexts.push(context);
        const page = await context.newPage();
        watchConsole(page);
        pages.push(page);
        return page;
      },
      async signIn(page, user, path = '/') {
        const response = await page.context().request.post('/api/authenticate', {
          data: { username: user.username, password: user.password },
        });
        if (response.status() !== 200)
          throw new Error(`sign-in of ${user.username}: ${await response.text()}`);
        await page.goto(path);
      },
    } satisfies BrowserSuite);
  }, 120_000);
  afterEach(() => {
    for (const page of pages) assertCleanConsole(page);
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await suite.admin?.dispose();
    await suite.browser?.close();
    await suite.service?.stop();
  });
  return suite;
}
