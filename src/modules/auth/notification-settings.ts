import type { Static } from 'typebox';
import { actorOf } from '../../core/auth/actor.js';
import type { AuthUser } from '../../core/auth/session-user.js';
import { translatingViolations, type ViolationAnswers } from '../../core/db/errors/translate.js';
import type { Executor, Store } from '../../core/db/index.js';
import { inTransaction, nowIso } from '../../core/db/transaction.js';
import { alreadyExists, type ErrorCode, notFound } from '../../core/errors.js';
import { recordCreated, recordDeleted, recordUpdated } from '../../core/events/outbox.js';
import type {
  NotificationSetting,
  NotificationSettingCreateBody,
  NotificationSettingUpdateBody,
} from './schemas.js';

export type SettingRecord = Static<typeof NotificationSetting>;
type Filters = SettingRecord['filters'];
const ENTITY = 'NotificationSetting';

/** The codes each operation below answers (for the OpenAPI description's `x-error-codes`). */
export const SETTING_ERRORS = {
  get: [`${ENTITY}.NotFound`],
  create: [`${ENTITY}.AlreadyExists`],
  update: [`${ENTITY}.NotFound`, `${ENTITY}.AlreadyExists`],
  delete: [`${ENTITY}.NotFound`],
} as const satisfies Record<string, readonly ErrorCode[]>;

/** Which of the caller's settings a request addresses: one by id, or all of one type and source. */
export type SettingTarget = { id: number } | { type: string; source: string };

const describe = (target: SettingTarget) =>
  'id' in target
    ? `Notification setting #${target.id} not found`
    : `No notification setting for ${target.type} / ${target.source}`;

export function parseFilters(json: string | null): Filters {
  if (json === null) return null;
  try {
    return JSON.parse(json) as Filters;
  } catch {
    return null;
  }
}

type Row = {
  id: number;
  type: string;
  source: string;
  event: string;
  channel: string;
  enabled: number;
  filters: string | null;
};
const toSetting = (row: Row): SettingRecord => ({
  id: row.id,
  type: row.type,
  source: row.source,
  event: row.event,
  channel: row.channel,
  enabled: row.enabled === 1,
  filters: parseFilters(row.filters),
});

/** The caller's own settings only: another user's id is as unknown as one that does not exist. */
async function load(db: Executor, userId: number, target: SettingTarget): Promise<SettingRecord[]> {
  let query = db
    .selectFrom('notification_settings')
    .select(['id', 'type', 'source', 'event', 'channel', 'enabled', 'filters'])
    .where('user_id', '=', userId);
  query =
    'id' in target
      ? query.where('id', '=', target.id)
      : query.where('type', '=', target.type).where('source', '=', target.source);
  const rows = await query.orderBy('id').execute();
  if (rows.length === 0) throw notFound(ENTITY, describe(target));
  return rows.map(toSetting);
}

export const getSetting = async (db: Executor, userId: number, id: number) =>
  (await load(db, userId, { id }))[0]!;

export async function filtersOf(db: Executor, ids: number[]): Promise<Map<number, Filters>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('notification_settings')
    .select(['id', 'filters'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, parseFilters(r.filters)]));
}

const duplicate = () =>
  alreadyExists(ENTITY, 'A notification setting for this type, source, event and channel already exists');

const violations: ViolationAnswers<undefined> = { unique: { notification_settings_key: duplicate } };

const uniqueWrite = <T>(store: Store, work: () => Promise<T>): Promise<T> =>
  translatingViolations(store, violations, undefined, work);

export function createSetting(
  store: Store,
  caller: AuthUser,
  body: Static<typeof NotificationSettingCreateBody>,
) {
  return uniqueWrite(store, () =>
    inTransaction(store, async (trx) => {
      const now = nowIso();
      const inserted = await trx
        .insertInto('notification_settings')
        .values({
          user_id: caller.id,
          type: body.type,
          source: body.source,
          event: body.event,
          channel: body.channel,
          enabled: body.enabled ? 1 : 0,
          filters: body.filters ? JSON.stringify(body.filters) : null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const setting = await getSetting(trx, caller.id, inserted.id);
      await recordCreated(trx, actorOf(caller), ENTITY, setting.id, setting);
      return setting;
    }),
  );
}

export function updateSettings(
  store: Store,
  caller: AuthUser,
  target: SettingTarget,
  body: Static<typeof NotificationSettingUpdateBody>,
) {
  return uniqueWrite(store, () =>
    inTransaction(store, async (trx) => {
      const before = await load(trx, caller.id, target);
      const set: {
        event?: string;
        channel?: string;
        enabled?: number;
        filters?: string | null;
        updated_at: string;
      } = {
        updated_at: nowIso(),
      };
      if (body.event !== undefined) set.event = body.event;
      if (body.channel !== undefined) set.channel = body.channel;
      if (body.enabled !== undefined) set.enabled = body.enabled ? 1 : 0;
      if (body.filters !== undefined) set.filters = body.filters ? JSON.stringify(body.filters) : null;
      const ids = before.map((s) => s.id);
      await trx.updateTable('notification_settings').set(set).where('id', 'in', ids).execute();
      const after = await load(trx, caller.id, target);
      for (const [index, setting] of after.entries())
        await recordUpdated(trx, actorOf(caller), ENTITY, setting.id, before[index], setting);
      return after;
    }),
  );
}

export function deleteSettings(store: Store, caller: AuthUser, target: SettingTarget) {
  return inTransaction(store, async (trx) => {
    const before = await load(trx, caller.id, target);
    await trx
      .deleteFrom('notification_settings')
      .where(
        'id',
        'in',
        before.map((s) => s.id),
      )
      .execute();
    for (const setting of before) await recordDeleted(trx, actorOf(caller), ENTITY, setting.id, setting);
    return before;
  });
}
