import type { LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import type { Privilege } from '../../src/core/auth/privileges.js';
import { Client, type TestApp } from '../helpers/app.js';

let counter = 0;
export const uniqueName = (prefix = 'u') => `${prefix}${++counter}_${Math.random().toString(36).slice(2, 7)}`;

export interface Account {
  id: number;
  username: string;
  password: string;
}

/** A role with exactly `privileges`, created through the API by `admin`. */
export async function createRole(admin: Client, privileges: Privilege[], name = uniqueName('role')) {
  const response = await admin.post('/api/role', { 'Role Name': name, Privileges: privileges });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { id: number; 'Role Name': string };
}

/** An account created through POST /api/user with a temporary password (First Signin true). */
export async function createAccount(
  admin: Client,
  roleName: string,
  overrides: Record<string, unknown> = {},
): Promise<Account> {
  const username = uniqueName();
  const password = 'temporary-pass-1';
  const response = await admin.post('/api/user', {
    'User Fullname': `Full ${username}`,
    Username: username,
    'User Email': `${username}@example.com`,
    'Role Name': roleName,
    Password: password,
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(200);
  return { id: (response.json() as { id: number }).id, username, password };
}

/** Completes the first sign-in of `account` with a new password and returns the signed-in client. */
export async function firstSignin(t: TestApp, account: Account, newPassword = 'a-new-password-1') {
  const client = t.anonymous();
  const login = await client.post('/api/authenticate', {
    username: account.username,
    password: account.password,
  });
  expect(login.statusCode, login.body).toBe(200);
  const { session_token } = login.json() as { session_token: string };
  const done = await client.post('/api/first-signin', { session_token, new_password: newPassword });
  expect(done.statusCode, done.body).toBe(200);
  account.password = newPassword;
  return client;
}

/** An account with a role of exactly `privileges`, signed in. */
export async function signedInWith(t: TestApp, admin: Client, privileges: Privilege[]) {
  const role = await createRole(admin, privileges);
  const account = await createAccount(admin, role['Role Name']);
  const client = await firstSignin(t, account);
  return { account, client, role };
}

export function cookie(response: LightMyRequestResponse, name: string) {
  return (
    response.cookies as {
      name: string;
      value: string;
      path?: string;
      maxAge?: number;
      expires?: Date;
      httpOnly?: boolean;
      sameSite?: string;
      secure?: boolean;
    }[]
  ).find((c) => c.name === name);
}

export const cookieNames = (response: LightMyRequestResponse) =>
  (response.cookies as { name: string }[]).map((c) => c.name).sort();

export function totpCode(secret: string, offsetSteps = 0, now = Date.now()) {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    timestamp: now + offsetSteps * 30_000,
  });
}

export const withCookies = (t: TestApp, cookies: Record<string, string>) => new Client(t.app, { ...cookies });
