import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type Static, Type } from 'typebox';
import { actorOf } from '../../core/auth/actor.js';
import { currentUser } from '../../core/auth/plugin.js';
import { edit, hasPrivilege, view } from '../../core/auth/privileges.js';
import { parsePrivileges, SERVICE_ROLE, SUPERUSER_ROLE } from '../../core/auth/session-user.js';
import type { Executor, Store } from '../../core/db/index.js';
import { inTransaction } from '../../core/db/transaction.js';
import { AppError, badRequest, notPrivileged } from '../../core/errors.js';
import { errorResponses } from '../../core/http/schemas.js';
import { drawNumber } from '../orders/engine/numbers.js';
import { orderWriteErrors } from '../orders/engine/routes.js';
import { getOrder, lineNotFound, updateOrder } from '../orders/engine/service.js';
import type { ApiRecord, OrderBody, OrderConfig } from '../orders/engine/types.js';
import { manufacturingOrders } from '../orders/manufacturing.js';
import { purchaseOrders } from '../orders/purchase.js';
import { transferOrders } from '../orders/transfer.js';

/**
 * Firming (contract part 7): Suggested orders become Open ones in one transaction, each with the next number of its
 * type, optional quantity and date edits per line checked by the ordinary update's validations. The firm is an
 * ordinary update of the order, so its audit record (when tracked) names the old SUG number beside the new one.
 */
const FIRMABLE: Record<FirmRequest['Orders'][number]['Order Type'], OrderConfig> = {
  Purchase: purchaseOrders,
  Manufacturing: manufacturingOrders,
  Transfer: transferOrders,
};

const FirmLine = Type.Object(
  { id: Type.Integer({ minimum: 1 }), Quantity: Type.Optional(Type.Number()) },
  {
    additionalProperties: Type.Union([Type.String(), Type.Null()]),
    description:
      "A line of the order; Quantity and any date field of the order type's lines (by its name) change it",
  },
);
const FirmBody = Type.Object(
  {
    Orders: Type.Array(
      Type.Object(
        {
          'Order Type': Type.Union([
            Type.Literal('Purchase'),
            Type.Literal('Manufacturing'),
            Type.Literal('Transfer'),
          ]),
          id: Type.Integer({ minimum: 1 }),
          Lines: Type.Optional(Type.Array(FirmLine)),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 1000 },
    ),
  },
  { additionalProperties: false },
);
type FirmRequest = Static<typeof FirmBody>;
const FirmAnswer = Type.Object({
  message: Type.String(),
  notification_type: Type.String(),
  Orders: Type.Array(
    Type.Object({
      'Order Type': Type.String(),
      id: Type.Integer(),
      'Old Number': Type.String(),
      Number: Type.String(),
    }),
  ),
});

/** The update body that firms `record` under `number`, with `edits` applied to its lines. */
function firmedBody(
  cfg: OrderConfig,
  record: ApiRecord,
  number: string,
  edits: FirmRequest['Orders'][number]['Lines'],
) {
  const lines = record.details as ApiRecord[];
  const byId = new Map(lines.map((line) => [line.id as number, line]));
  const quantityKey = cfg.lineFields.find((f) => f.key.endsWith('Details Quantity'))!.key;
  const dateKeys = new Set(cfg.lineFields.filter((f) => f.kind === 'date').map((f) => f.key));
  const changed = new Map<number, ApiRecord>();
  for (const [index, edit] of (edits ?? []).entries()) {
    if (!byId.has(edit.id)) throw lineNotFound(cfg, edit.id, record.id as number).at({ line: index });
    const { id, Quantity, ...dates } = edit;
    const line: ApiRecord = { ...(changed.get(id) ?? byId.get(id)!) };
    if (Quantity !== undefined) line[quantityKey] = Quantity;
    for (const [key, value] of Object.entries(dates)) {
      if (!dateKeys.has(key))
        throw badRequest('Request.UnknownField', `${key} is not a date field of a ${cfg.noun} line`);
      line[key] = value;
    }
    changed.set(id, line);
  }
  return {
    ...record,
    [cfg.numberKey]: number,
    [cfg.statusKey]: 'Open',
    details: lines.map((line) => ({
      ...(changed.get(line.id as number) ?? line),
      ...(cfg.lineStatusKey ? { [cfg.lineStatusKey]: 'Open' } : {}),
    })),
  } as OrderBody;
}

export async function firmOrders(store: Store, request: FirmRequest, actor: ReturnType<typeof actorOf>) {
  return inTransaction(store, async (trx) => {
    const bound: Store = { ...store, db: trx };
    const answers: { 'Order Type': string; id: number; 'Old Number': string; Number: string }[] = [];
    let queued = false;
    const seen = new Set<string>();
    for (const [index, order] of request.Orders.entries()) {
      const cfg = FIRMABLE[order['Order Type']]!;
      const key = `${order['Order Type']}:${order.id}`;
      if (seen.has(key))
        throw badRequest('Planning.InvalidFirm', `Orders[${index}]: ${cfg.noun} #${order.id} is named twice`);
      seen.add(key);
      const { record } = await getOrder(bound, cfg, order.id);
      const oldNumber = String(record[cfg.numberKey]);
      if (record[cfg.statusKey] !== 'Suggested')
        throw badRequest(
          'Planning.NotSuggested',
          `Orders[${index}]: ${cfg.noun} ${oldNumber} is not Suggested`,
        );
      const number = await drawNumber(trx, cfg);
      try {
        const answer = await updateOrder(bound, cfg, order.id, firmedBody(cfg, record, number, order.Lines), {
          actor,
        });
        queued ||= answer.notification_type === 'Warning';
      } catch (error) {
        if (error instanceof AppError)
          error.message = `Orders[${index}] (${cfg.noun} ${oldNumber}): ${error.message}`;
        throw error;
      }
      answers.push({
        'Order Type': order['Order Type'],
        id: order.id,
        'Old Number': oldNumber,
        Number: number,
      });
    }
    return {
      message: `${answers.length} order${answers.length === 1 ? '' : 's'} firmed: ${answers.map((a) => a.Number).join(', ')}`,
      notification_type: queued ? 'Warning' : 'Success',
      Orders: answers,
    };
  });
}

const FirmRolesAnswer = Type.Object(
  Object.fromEntries(
    Object.keys(FIRMABLE).map((type) => [
      type,
      Type.Object({
        Privilege: Type.String({
          description: 'The privilege firming this order type needs, e.g. Procurement / Edit',
        }),
        Roles: Type.Array(Type.String(), { description: 'The names of the roles holding it, by name' }),
      }),
    ]),
  ),
);

/**
 * Per firmable order type, the privilege firming needs and the roles of people that hold it (Superuser holds every
 * one; the integrations' Service role is no one to ask).
 */
export async function firmRoles(db: Executor) {
  const roles = await db.selectFrom('roles').select(['name', 'privileges']).orderBy('name').execute();
  return Object.fromEntries(
    Object.entries(FIRMABLE).map(([type, cfg]) => [
      type,
      {
        Privilege: `${cfg.privilege} / Edit`,
        Roles: roles
          .filter((role) => role.name !== SERVICE_ROLE)
          .filter(
            (role) =>
              role.name === SUPERUSER_ROLE ||
              hasPrivilege(parsePrivileges(role.privileges), edit(cfg.privilege)),
          )
          .map((role) => role.name),
      },
    ]),
  );
}

export const firmRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/planning/firm',
    {
      schema: {
        tags: ['Planning'],
        summary:
          'Firm Suggested orders: Open, numbered by the numbering, with optional line edits, in one transaction',
        description:
          "Needs the order type's Edit privilege (Procurement for Purchase, Manufacturing for Manufacturing, Inventory for Transfer). Codes: " +
          '<Order>List.NotFound, <Order>Details.NotFound, Planning.NotSuggested, Planning.InvalidFirm (an order named ' +
          'twice), and every code of the order update; nothing is stored unless every order is firmed. A ' +
          "plain PUT that sets the statuses to Open still firms without renumbering. While procurement is locked the PO's " +
          'update is queued (notification_type Warning).',
        body: FirmBody,
        response: { 200: FirmAnswer, ...errorResponses(400) },
      },
      config: {
        errors: [
          'Planning.InvalidFirm',
          'Planning.NotSuggested',
          'User.NotPrivileged',
          ...Object.values(FIRMABLE).flatMap((cfg) => orderWriteErrors(cfg, true)),
        ],
      },
    },
    async (request) => {
      const user = currentUser(request);
      for (const order of request.body.Orders) {
        const cfg = FIRMABLE[order['Order Type']];
        if (cfg && !hasPrivilege(user.privileges, edit(cfg.privilege)))
          throw notPrivileged(`Requires ${cfg.privilege} / Edit to firm ${cfg.noun}s`);
      }
      return firmOrders(app.store, request.body, actorOf(user));
    },
  );

  app.get(
    '/api/planning/firm/roles',
    {
      config: { privilege: view('Inventory') },
      schema: {
        tags: ['Planning'],
        summary: 'Which roles may firm: per order type the privilege firming needs and the roles holding it',
        description:
          'For the planner who may see suggestions but not firm them: the names of the roles to ask (no other detail ' +
          'of the roles). Needs Inventory / View, as the planning views.',
        response: { 200: FirmRolesAnswer, ...errorResponses() },
      },
    },
    async () => firmRoles(app.store.db),
  );
};
