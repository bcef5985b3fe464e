import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export type DatabaseKind = 'sqlite' | 'postgres';

export interface Config {
  port: number;
  host: string;
  databaseUrl: string;
  databaseKind: DatabaseKind;
  /** Folder beside the SQLite file (or ./data) holding the generated secret. */
  dataDir: string;
  secretKey: string;
  admin: { username: string; password: string | undefined; email: string };
  cookieSecure: boolean;
  accessTokenMinutes: number;
  refreshTokenDays: number;
  loginLockSeconds: number;
  integrationLockMinutes: number;
  /** Largest request body accepted, in MiB (BODY_LIMIT_MB); larger is 413 Request.TooLarge. */
  bodyLimitMb: number;
  smtpUrl: string | undefined;
  /** Webhook targets on loopback, private, link-local or metadata addresses are allowed (tests, closed networks). */
  webhookAllowPrivate: boolean;
  /** Pause before a webhook delivery's first retry; doubles with each failure up to an hour. */
  webhookRetryBaseMs: number;
  /** How often this instance looks for writes the plan has not followed (net change); 0: never (tests). */
  netChangePollMs: number;
  logLevel: string;
}

/** A configuration value that cannot be used; `variable` names the environment variable at fault. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(`${variable}: ${message}`);
  }
}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw.trim())) throw new ConfigError(name, `expected a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max)
    throw new ConfigError(name, `must be between ${min} and ${max}, got ${value}`);
  return value;
}

function boolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (/^(true|1|yes)$/i.test(raw)) return true;
  if (/^(false|0|no)$/i.test(raw)) return false;
  throw new ConfigError(name, `expected true or false, got "${raw}"`);
}

/**
 * SMTP_URL: `smtp://[user:password@]host[:port]` (STARTTLS when the server offers it) or `smtps://…` (TLS from
 * the start), optionally `?from=address` for the sender. Checked at start so a typo fails loudly rather than at the
 * first email; the message never repeats the URL, which may hold a password.
 */
function smtpUrl(env: Env): string | undefined {
  const raw = env.SMTP_URL;
  if (raw === undefined || raw === '') return undefined;
  const form = 'use smtp://[user:password@]host[:port][?from=address] or smtps://…';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError('SMTP_URL', `not a URL; ${form}`);
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')
    throw new ConfigError('SMTP_URL', `unsupported scheme "${url.protocol}"; ${form}`);
  if (url.hostname === '') throw new ConfigError('SMTP_URL', `no host; ${form}`);
  const from = url.searchParams.get('from');
  if (from !== null && !/^[^\s@]+@[^\s@]+$/.test(from))
    throw new ConfigError('SMTP_URL', `from must be an email address; ${form}`);
  return raw;
}

export function databaseKindOf(url: string): DatabaseKind {
  if (url.startsWith('sqlite:')) {
    if (url.slice('sqlite:'.length) === '') throw new ConfigError('DATABASE_URL', 'sqlite: needs a path');
    return 'sqlite';
  }
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) return 'postgres';
  throw new ConfigError(
    'DATABASE_URL',
    `unsupported database "${url.split(':')[0]}"; use sqlite:<path>, sqlite::memory: or postgres://…`,
  );
}

/** The secret is generated once and kept beside the data so sessions survive restarts. */
function secretFrom(env: Env, dataDir: string, persist: boolean): string {
  const given = env.SECRET_KEY;
  if (given !== undefined && given !== '') {
    if (given.length < 32) throw new ConfigError('SECRET_KEY', 'must be at least 32 characters');
    return given;
  }
  if (!persist) return randomBytes(32).toString('base64url');
  const file = join(dataDir, 'secret.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: Env = process.env): Config {
  const databaseUrl = env.DATABASE_URL || 'sqlite:./data/supplyline.db';
  const databaseKind = databaseKindOf(databaseUrl);
  const sqlitePath = databaseKind === 'sqlite' ? databaseUrl.slice('sqlite:'.length) : undefined;
  const inMemory = sqlitePath === ':memory:';
  const dataDir = sqlitePath && !inMemory ? dirname(sqlitePath) : './data';
  const host = env.HOST || '127.0.0.1';
  return {
    port: integer(env, 'PORT', 8080, 0, 65535),
    host,
    databaseUrl,
    databaseKind,
    dataDir,
    secretKey: secretFrom(env, dataDir, !inMemory),
    admin: {
      username: env.ADMIN_USERNAME || 'admin',
      password: env.ADMIN_PASSWORD || undefined,
      email: env.ADMIN_EMAIL || 'admin@localhost',
    },
    cookieSecure: boolean(env, 'COOKIE_SECURE', false),
    accessTokenMinutes: integer(env, 'ACCESS_TOKEN_MINUTES', 15, 1, 24 * 60),
    refreshTokenDays: integer(env, 'REFRESH_TOKEN_DAYS', 7, 1, 365),
    loginLockSeconds: integer(env, 'LOGIN_LOCK_SECONDS', 30, 1, 3600),
    integrationLockMinutes: integer(env, 'INTEGRATION_LOCK_MINUTES', 60, 1, 7 * 24 * 60),
    bodyLimitMb: integer(env, 'BODY_LIMIT_MB', 5, 1, 1024),
    smtpUrl: smtpUrl(env),
    webhookAllowPrivate: boolean(env, 'WEBHOOK_ALLOW_PRIVATE', false),
    webhookRetryBaseMs: integer(env, 'WEBHOOK_RETRY_BASE_MS', 10_000, 1, 3_600_000),
    netChangePollMs: integer(env, 'NET_CHANGE_POLL_MS', 100, 0, 60_000),
    logLevel: env.LOG_LEVEL || 'info',
  };
}
