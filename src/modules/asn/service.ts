import { translatingViolations, type ViolationAnswers } from '../../core/db/errors/translate.js';
import type { Executor, Store } from '../../core/db/index.js';
import { inTransaction, nowIso } from '../../core/db/transaction.js';
import { alreadyExists, badRequest, type ErrorCode, notFound } from '../../core/errors.js';
import {
  type Actor,
  recordCreated,
  recordDeleted,
  recordUpdated,
  type Snapshot,
} from '../../core/events/outbox.js';
import { viewRow } from '../../core/list/rows.js';
import { asnListView } from './views.js';

export const ENTITY = 'ASN';

export interface AsnBody {
  'ASN Number'?: string;
  'PO Details Id'?: number;
  'ASN Quantity'?: number;
  'ASN Ship Date'?: string | null;
  'ASN ETA Date'?: string | null;
  'ASN Tracking'?: string | null;
}

export type AsnRecord = Snapshot & { id: number };

const notFoundById = (id: number) => notFound(ENTITY, `ASN #${id} not found`);
const duplicate = (number: string) => alreadyExists(ENTITY, `ASN Number ${number} is already used`);

/** What `validate` answers, in its order. */
const VALIDATE_ERRORS = [
  'PurchaseOrderDetails.NotFound',
  'ASN.EtaBeforeShip',
  `${ENTITY}.AlreadyExists`,
] as const satisfies readonly ErrorCode[];

/** The codes each operation below answers (for the OpenAPI description's `x-error-codes`). */
export const ASN_ERRORS = {
  get: [`${ENTITY}.NotFound`],
  create: VALIDATE_ERRORS,
  update: [`${ENTITY}.NotFound`, ...VALIDATE_ERRORS],
  delete: [`${ENTITY}.NotFound`],
} as const satisfies Record<string, readonly ErrorCode[]>;

/** The record as the list shows it (with the PO List Number and Item Number of its line). */
export async function loadAsn(store: Store, db: Executor, id: number): Promise<AsnRecord | undefined> {
  const row = await viewRow({ ...store, db: db as Store['db'] }, asnListView, id, undefined);
  return row as AsnRecord | undefined;
}

/** The record, or 400 ASN.NotFound. */
export async function getAsn(store: Store, id: number): Promise<AsnRecord> {
  const record = await loadAsn(store, store.db, id);
  if (!record) throw notFoundById(id);
  return record;
}

const snapshot = ({ id: _id, ...fields }: AsnRecord): Snapshot => fields;

async function validate(db: Executor, asn: Required<AsnBody>, exceptId: number | null): Promise<void> {
  const line = await db
    .selectFrom('purchase_order_lines')
    .select('id')
    .where('id', '=', asn['PO Details Id'])
    .executeTakeFirst();
  if (!line) throw notFound('PurchaseOrderDetails', `PO Detail #${asn['PO Details Id']} not found`);
  const ship = asn['ASN Ship Date'];
  const eta = asn['ASN ETA Date'];
  if (ship !== null && eta !== null && eta < ship)
    throw badRequest('ASN.EtaBeforeShip', `ASN ETA Date ${eta} is before ASN Ship Date ${ship}`);
  let same = db.selectFrom('asns').select('id').where('number', '=', asn['ASN Number']);
  if (exceptId !== null) same = same.where('id', '!=', exceptId);
  if (await same.executeTakeFirst()) throw duplicate(asn['ASN Number']);
}

const columnsOf = (asn: Required<AsnBody>) => ({
  number: asn['ASN Number'],
  po_line_id: asn['PO Details Id'],
  quantity: asn['ASN Quantity'],
  ship_date: asn['ASN Ship Date'],
  eta_date: asn['ASN ETA Date'],
  tracking: asn['ASN Tracking'],
});

const violations: ViolationAnswers<string | undefined> = {
  unique: { asns_number_key: (number) => duplicate(number ?? '') },
  // A line deleted between the check and the insert.
  foreignKey: () => notFound('PurchaseOrderDetails', 'The PO Detail of this ASN was not found'),
};

const translatingDuplicates = <T>(store: Store, number: string | undefined, work: () => Promise<T>) =>
  translatingViolations(store, violations, number, work);

const complete = (body: AsnBody): Required<AsnBody> => ({
  'ASN Number': body['ASN Number'] as string,
  'PO Details Id': body['PO Details Id'] as number,
  'ASN Quantity': body['ASN Quantity'] as number,
  'ASN Ship Date': body['ASN Ship Date'] ?? null,
  'ASN ETA Date': body['ASN ETA Date'] ?? null,
  'ASN Tracking': body['ASN Tracking'] ?? null,
});

export async function createAsn(store: Store, body: AsnBody, actor: Actor): Promise<AsnRecord> {
  const asn = complete(body);
  return translatingDuplicates(store, asn['ASN Number'], () =>
    inTransaction(store, async (trx) => {
      await validate(trx, asn, null);
      const now = nowIso();
      const row = await trx
        .insertInto('asns')
        .values({ ...columnsOf(asn), created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      const record = (await loadAsn(store, trx, row.id)) as AsnRecord;
      await recordCreated(trx, actor, ENTITY, row.id, snapshot(record));
      return record;
    }),
  );
}

export async function updateAsn(store: Store, id: number, body: AsnBody, actor: Actor): Promise<AsnRecord> {
  return translatingDuplicates(store, body['ASN Number'], () =>
    inTransaction(store, async (trx) => {
      const current = await store.dialect
        .forUpdate(trx.selectFrom('asns').selectAll().where('id', '=', id))
        .executeTakeFirst();
      const before = current ? await loadAsn(store, trx, id) : undefined;
      if (!current || !before) throw notFoundById(id);
      const asn = complete({
        'ASN Number': current.number,
        'PO Details Id': current.po_line_id,
        'ASN Quantity': current.quantity,
        'ASN Ship Date': current.ship_date,
        'ASN ETA Date': current.eta_date,
        'ASN Tracking': current.tracking,
        ...body,
      });
      await validate(trx, asn, id);
      await trx
        .updateTable('asns')
        .set({ ...columnsOf(asn), updated_at: nowIso() })
        .where('id', '=', id)
        .execute();
      const after = (await loadAsn(store, trx, id)) as AsnRecord;
      await recordUpdated(trx, actor, ENTITY, id, snapshot(before), snapshot(after));
      return after;
    }),
  );
}

export async function deleteAsn(store: Store, id: number, actor: Actor): Promise<void> {
  await inTransaction(store, async (trx) => {
    const before = await loadAsn(store, trx, id);
    if (!before) throw notFoundById(id);
    await trx.deleteFrom('asns').where('id', '=', id).execute();
    await recordDeleted(trx, actor, ENTITY, id, snapshot(before));
  });
}
