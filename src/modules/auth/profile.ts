import type { FastifyRequest } from 'fastify';
import type { Updateable } from 'kysely';
import { actorOf } from '../../core/auth/actor.js';
import type { AuthUser } from '../../core/auth/session-user.js';
import type { Database } from '../../core/db/index.js';
import { inTransaction, nowIso } from '../../core/db/transaction.js';
import { badRequest, type ErrorCode } from '../../core/errors.js';
import { recordChange } from '../../core/events/outbox.js';
import { invalid2faCode, type LoginService } from './login.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { revokeUserSessions } from './sessions.js';
import { matchingStep, newTotpSecret, type SecretBox, WITHOUT_2FA } from './totp.js';
import { checkPasswordLength, getUser, snapshotOf, type UserRecord } from './users.js';

/** The codes each operation below answers (for the OpenAPI description's `x-error-codes`). */
export const PROFILE_ERRORS = {
  changePassword: [
    'User.Locked',
    'User.PasswordTooShort',
    'User.InvalidCurrentPassword',
    'User.PasswordReused',
  ],
  setup2fa: ['User.TwoFactorAlreadyEnabled'],
  enable2fa: ['User.Locked', 'User.TwoFactorAlreadyEnabled', 'User.TwoFactorNotSetUp', 'User.Invalid2FACode'],
  disable2fa: ['User.Locked', 'User.TwoFactorNotEnabled', 'User.Invalid2FACode'],
} as const satisfies Record<string, readonly ErrorCode[]>;

/** The signed-in user's own account: password change and 2FA enrolment. */
export class ProfileService {
  constructor(
    private readonly login: LoginService,
    private readonly box: SecretBox,
    private readonly request: FastifyRequest,
    private readonly caller: AuthUser,
  ) {}

  private get store() {
    return this.request.server.store;
  }

  private async account() {
    return this.store.db
      .selectFrom('users')
      .select(['id', 'username_lower', 'password_hash', 'totp_enabled', 'totp_secret', 'totp_pending_secret'])
      .where('id', '=', this.caller.id)
      .executeTakeFirstOrThrow();
  }

  private async write(
    set: Updateable<Database['users']>,
    extraEvents: string[] = [],
    endOtherSessions = false,
  ): Promise<UserRecord> {
    return inTransaction(this.store, async (trx) => {
      const before = await getUser(trx, this.caller.id);
      await trx
        .updateTable('users')
        .set({ ...set, updated_at: nowIso() })
        .where('id', '=', this.caller.id)
        .execute();
      if (endOtherSessions) await revokeUserSessions(trx, this.caller.id, this.caller.sessionId);
      const after = await getUser(trx, this.caller.id);
      await recordChange(
        trx,
        actorOf(this.caller),
        {
          entityType: 'User',
          entityId: this.caller.id,
          action: 'Updated',
          before: snapshotOf(before),
          after: snapshotOf(after),
        },
        extraEvents,
      );
      return after;
    });
  }

  /** Needs the current password (a wrong one counts as a failed login); ends every other session. */
  async changePassword(current: string, next: string): Promise<UserRecord> {
    const account = await this.account();
    const key = account.username_lower;
    await this.login.refuseIfLocked(this.request, key);
    checkPasswordLength(next);
    if (!account.password_hash || !(await verifyPassword(account.password_hash, current)))
      return this.login.fail(
        this.request,
        key,
        'password_change.failure',
        badRequest('User.InvalidCurrentPassword', 'The current password is wrong'),
      );
    if (await verifyPassword(account.password_hash, next))
      throw badRequest('User.PasswordReused', 'The new password must differ from the current one');
    const user = await this.write(
      { password_hash: await hashPassword(next), first_signin: 0, password_expiration: null },
      ['PasswordChanged'],
      true,
    );
    this.request.log.info({ event: 'password.changed', userId: this.caller.id }, 'password changed');
    return user;
  }

  async setup2fa(): Promise<{ secret: string; otpauth_url: string }> {
    const account = await this.account();
    if (account.totp_enabled === 1)
      throw badRequest('User.TwoFactorAlreadyEnabled', '2FA is already enabled; disable it first');
    const { secret, otpauthUrl } = newTotpSecret(this.caller.username);
    await this.write({ totp_pending_secret: this.box.seal(secret) }, ['TwoFactorSetupStarted']);
    this.request.log.info({ event: '2fa.setup', userId: this.caller.id }, '2FA enrolment started');
    return { secret, otpauth_url: otpauthUrl };
  }

  async enable2fa(code: string): Promise<UserRecord> {
    const account = await this.account();
    await this.login.refuseIfLocked(this.request, account.username_lower);
    if (account.totp_enabled === 1)
      throw badRequest('User.TwoFactorAlreadyEnabled', '2FA is already enabled');
    const pending = this.login.openSecret(account.totp_pending_secret);
    if (pending === undefined)
      throw badRequest('User.TwoFactorNotSetUp', 'Start with POST /api/2fa/setup before enabling 2FA');
    const step = matchingStep(pending, code);
    if (step === undefined)
      return this.login.fail(this.request, account.username_lower, '2fa.enable_failure', invalid2faCode(400));
    const user = await this.write(
      {
        totp_secret: this.box.seal(pending),
        totp_pending_secret: null,
        totp_enabled: 1,
        totp_last_step: step,
      },
      ['TwoFactorEnabled'],
    );
    this.request.log.info({ event: '2fa.enabled', userId: this.caller.id }, '2FA enabled');
    return user;
  }

  async disable2fa(code: string): Promise<UserRecord> {
    const account = await this.account();
    await this.login.refuseIfLocked(this.request, account.username_lower);
    if (account.totp_enabled !== 1) throw badRequest('User.TwoFactorNotEnabled', '2FA is not enabled');
    const secret = this.login.openSecret(account.totp_secret);
    const step = secret === undefined ? undefined : matchingStep(secret, code);
    if (step === undefined || !(await this.login.claimStep(this.store.db, this.caller.id, step)))
      return this.login.fail(
        this.request,
        account.username_lower,
        '2fa.disable_failure',
        invalid2faCode(400),
      );
    const user = await this.write(WITHOUT_2FA, ['TwoFactorDisabled']);
    this.request.log.info({ event: '2fa.disabled', userId: this.caller.id }, '2FA disabled');
    return user;
  }
}
