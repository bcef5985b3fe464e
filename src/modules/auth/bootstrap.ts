import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { SERVICE_ROLE, SUPERUSER_ROLE } from '../../core/auth/session-user.js';
import { nowIso } from '../../core/db/transaction.js';
import { hashPassword } from './passwords.js';
import { allPrivileges } from './privilege-types.js';
import { WITHOUT_2FA } from './totp.js';

/**
 * The built-in roles always exist; on an empty user table the first Superuser is created. Safe when two
 * instances start at once: both inserts ignore a row the other one wrote.
 */
export async function bootstrap(app: FastifyInstance): Promise<void> {
  const { db } = app.store;
  const builtins = [
    {
      name: SUPERUSER_ROLE,
      description: 'Every privilege',
      privileges: JSON.stringify(allPrivileges('Edit')),
      builtin: 1,
    },
    {
      name: SERVICE_ROLE,
      description: 'Integration service account',
      privileges: JSON.stringify([
        { type: 'Integrations', access: 'Edit' },
        { type: 'Procurement', access: 'Edit' },
      ]),
      builtin: 1,
    },
  ];
  for (const role of builtins) {
    await db
      .insertInto('roles')
      .values(role)
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
  }
  // The Superuser role holds every privilege of the catalog, including types added in later versions.
  await db
    .updateTable('roles')
    .set({ privileges: JSON.stringify(allPrivileges('Edit')), builtin: 1 })
    .where('name', '=', SUPERUSER_ROLE)
    .execute();

  const anyUser = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (anyUser) return;
  const superuser = await db
    .selectFrom('roles')
    .select('id')
    .where('name', '=', SUPERUSER_ROLE)
    .executeTakeFirstOrThrow();
  const { admin } = app.config;
  const generated = admin.password === undefined;
  const password = admin.password ?? randomBytes(12).toString('base64url');
  const now = nowIso();
  const inserted = await db
    .insertInto('users')
    .values({
      fullname: 'Administrator',
      username: admin.username,
      username_lower: admin.username.toLowerCase(),
      email: admin.email,
      email_lower: admin.email.toLowerCase(),
      phone: null,
      password_hash: await hashPassword(password),
      first_signin: 0,
      password_expiration: null,
      role_id: superuser.id,
      status: 'Active',
      ...WITHOUT_2FA,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted && generated) {
    // Printed once to the console, never through the logger, so it does not reach log storage.
    process.stdout.write(
      `\nSupplyline: created Superuser "${admin.username}" with password: ${password}\n\n`,
    );
  }
  if (inserted) app.log.info({ username: admin.username }, 'created the first Superuser');
}
