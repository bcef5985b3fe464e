import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomToken, sha256 } from '../../core/auth/tokens.js';
import type { Executor } from '../../core/db/index.js';
import { inTransaction, nowIso } from '../../core/db/transaction.js';
import { AppError, badRequest, type ErrorCode } from '../../core/errors.js';
import { recordChange } from '../../core/events/outbox.js';
import { clearFailures, lockedError, recordFailure, remainingLock } from './lockout.js';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords.js';
import { revokeUserSessions, startSession } from './sessions.js';
import { matchingStep, type SecretBox } from './totp.js';
import { checkPasswordLength, getUser, snapshotOf } from './users.js';

export type ChallengeKind = 'first_signin' | 'two_factor';
export type LoginResult =
  | { login: true }
  | { first_signin: true; session_token: string }
  | { two_factor_required: true; session_token: string };

/** How long a first-sign-in or 2FA challenge may be completed. */
const CHALLENGE_SECONDS = 5 * 60;

export const invalidCredentials = () =>
  new AppError(401, 'User.InvalidCredentials', 'Invalid username or password');
export const invalidSessionToken = () =>
  new AppError(401, 'User.InvalidSessionToken', 'The session token is invalid, expired or already used');
export const invalid2faCode = (status: 400 | 401 = 401) =>
  new AppError(status, 'User.Invalid2FACode', 'The 2FA code is invalid or was already used');

/** The codes each sign-in step below answers (for the OpenAPI description's `x-error-codes`). */
export const LOGIN_ERRORS = {
  authenticate: ['User.InvalidCredentials', 'User.Locked'],
  verify2fa: ['User.InvalidSessionToken', 'User.Invalid2FACode', 'User.Locked'],
  firstSignin: ['User.InvalidSessionToken', 'User.PasswordTooShort', 'User.PasswordReused'],
} as const satisfies Record<string, readonly ErrorCode[]>;

const loginUserQuery = (db: Executor) =>
  db
    .selectFrom('users')
    .select([
      'id',
      'username',
      'username_lower',
      'password_hash',
      'status',
      'first_signin',
      'password_expiration',
      'totp_enabled',
      'totp_secret',
    ]);
type LoginUser = NonNullable<Awaited<ReturnType<ReturnType<typeof loginUserQuery>['executeTakeFirst']>>>;

/** Username first, then User Email: both are unique and never equal another account's other field. */
async function findLoginUser(db: Executor, identifier: string): Promise<LoginUser | undefined> {
  const key = identifier.toLowerCase();
  return (
    (await loginUserQuery(db).where('username_lower', '=', key).executeTakeFirst()) ??
    (await loginUserQuery(db).where('email_lower', '=', key).executeTakeFirst())
  );
}

const today = () => nowIso().slice(0, 10);
/** A new account, or a password past its Password Expiration date, must set a new password first. */
const needsNewPassword = (user: LoginUser) =>
  user.first_signin === 1 || (user.password_expiration !== null && user.password_expiration < today());

export class LoginService {
  constructor(
    private readonly app: FastifyInstance,
    private readonly box: SecretBox,
  ) {}

  private get store() {
    return this.app.store;
  }

  private get lockSeconds() {
    return this.app.config.loginLockSeconds;
  }

  /** Refuses any attempt on a locked username, without counting it or extending the lock (contract part 2). */
  async refuseIfLocked(request: FastifyRequest, key: string): Promise<void> {
    const seconds = await remainingLock(this.store, key);
    if (seconds > 0) this.locked(request, key, seconds);
  }

  private locked(request: FastifyRequest, key: string, seconds: number): never {
    request.log.warn(
      { event: 'login.locked', username: key, retryAfter: seconds },
      'login refused: username is locked',
    );
    throw lockedError(seconds);
  }

  /**
   * Counts a failure and answers `error`; logs the lock it may start. A failure that lost the race to a parallel
   * one that locked the username is not counted and is answered as locked.
   */
  async fail(request: FastifyRequest, key: string, event: string, error: AppError): Promise<never> {
    const outcome = await recordFailure(this.store, key, this.lockSeconds);
    if (!outcome.counted) return this.locked(request, key, outcome.retryAfter);
    request.log.warn({ event, username: key }, 'login failed');
    if (outcome.lockSeconds > 0)
      request.log.warn(
        { event: 'login.lock', username: key, lockSeconds: outcome.lockSeconds },
        'username locked',
      );
    throw error;
  }

  private async clear(key: string): Promise<void> {
    if (!(await clearFailures(this.store, key))) throw lockedError(await remainingLock(this.store, key));
  }

  async authenticate(
    request: FastifyRequest,
    reply: FastifyReply,
    identifier: string,
    password: string,
  ): Promise<LoginResult> {
    const user = await findLoginUser(this.store.db, identifier);
    // Unknown usernames are counted too, under the name given, so the answers do not tell them apart.
    const key = user?.username_lower ?? identifier.toLowerCase();
    await this.refuseIfLocked(request, key);
    const valid = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), password);
    if (!user?.password_hash || !valid || user.status !== 'Active')
      return this.fail(request, key, 'login.failure', invalidCredentials());

    if (user.totp_enabled === 1) {
      // The failure count stays until the second factor is verified, so guessing codes stays rate-limited.
      request.log.info({ event: '2fa.challenge', userId: user.id }, '2FA challenge issued');
      return { two_factor_required: true, session_token: await this.challenge(user.id, 'two_factor') };
    }
    await this.clear(key);
    return this.finish(request, reply, user);
  }

  /** After every factor: the first-sign-in challenge when the password must change, else a full session. */
  private async finish(request: FastifyRequest, reply: FastifyReply, user: LoginUser): Promise<LoginResult> {
    if (needsNewPassword(user)) {
      request.log.info({ event: 'login.first_signin', userId: user.id }, 'first-sign-in challenge issued');
      return { first_signin: true, session_token: await this.challenge(user.id, 'first_signin') };
    }
    await startSession(this.app, reply, user.id);
    request.log.info(
      { event: 'login.success', userId: user.id, username: user.username_lower },
      'login succeeded',
    );
    return { login: true };
  }

  private async challenge(userId: number, kind: ChallengeKind): Promise<string> {
    const token = randomToken(32);
    const now = Date.now();
    await this.store.db
      .insertInto('login_challenges')
      .values({
        token_hash: sha256(token),
        user_id: userId,
        kind,
        created_at: new Date(now).toISOString(),
        expires_at: new Date(now + CHALLENGE_SECONDS * 1000).toISOString(),
        used_at: null,
      })
      .execute();
    return token;
  }

  /** The user of a live, unused challenge; looked up by the token's hash, so no secret comparison is needed. */
  private async challengeUser(db: Executor, token: string, kind: ChallengeKind): Promise<LoginUser> {
    const row = await db
      .selectFrom('login_challenges')
      .select('user_id')
      .where('token_hash', '=', sha256(token))
      .where('kind', '=', kind)
      .where('used_at', 'is', null)
      .where('expires_at', '>', nowIso())
      .executeTakeFirst();
    if (!row) throw invalidSessionToken();
    const user = await loginUserQuery(db).where('id', '=', row.user_id).executeTakeFirst();
    if (user?.status !== 'Active') throw invalidSessionToken();
    return user;
  }

  /** Marks a challenge used; exactly one of two concurrent completions wins. */
  private async consume(db: Executor, token: string): Promise<void> {
    const result = await db
      .updateTable('login_challenges')
      .set({ used_at: nowIso() })
      .where('token_hash', '=', sha256(token))
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw invalidSessionToken();
  }

  /** Accepts `step` only if it is later than the last step used: a code works once. */
  async claimStep(db: Executor, userId: number, step: number): Promise<boolean> {
    const result = await db
      .updateTable('users')
      .set({ totp_last_step: step })
      .where('id', '=', userId)
      .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  openSecret(sealed: string | null): string | undefined {
    return sealed === null ? undefined : this.box.open(sealed);
  }

  async verify2fa(
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
    code: string,
  ): Promise<LoginResult> {
    const user = await this.challengeUser(this.store.db, token, 'two_factor');
    const key = user.username_lower;
    await this.refuseIfLocked(request, key);
    const secret = this.openSecret(user.totp_secret);
    const step = secret === undefined ? undefined : matchingStep(secret, code);
    if (
      step === undefined ||
      user.totp_enabled !== 1 ||
      !(await this.claimStep(this.store.db, user.id, step))
    )
      return this.fail(request, key, '2fa.failure', invalid2faCode());
    await this.consume(this.store.db, token);
    await this.clear(key);
    request.log.info({ event: '2fa.success', userId: user.id }, '2FA code verified');
    return this.finish(request, reply, user);
  }

  async firstSignin(
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
    newPassword: string,
  ): Promise<{ login: true }> {
    const user = await this.challengeUser(this.store.db, token, 'first_signin');
    checkPasswordLength(newPassword);
    if (user.password_hash && (await verifyPassword(user.password_hash, newPassword)))
      throw badRequest('User.PasswordReused', 'The new password must differ from the current one');
    const passwordHash = await hashPassword(newPassword);
    await inTransaction(this.store, async (trx) => {
      await this.consume(trx, token);
      const before = await getUser(trx, user.id);
      await trx
        .updateTable('users')
        .set({
          password_hash: passwordHash,
          first_signin: 0,
          password_expiration: null,
          updated_at: nowIso(),
        })
        .where('id', '=', user.id)
        .execute();
      // Any session that existed under the old password ends with it.
      await revokeUserSessions(trx, user.id);
      const after = await getUser(trx, user.id);
      await recordChange(
        trx,
        { id: user.id, name: user.username },
        {
          entityType: 'User',
          entityId: user.id,
          action: 'Updated',
          before: snapshotOf(before),
          after: snapshotOf(after),
        },
        ['PasswordChanged'],
      );
    });
    await startSession(this.app, reply, user.id, false);
    request.log.info({ event: 'login.first_signin_completed', userId: user.id }, 'first sign-in completed');
    return { login: true };
  }
}
