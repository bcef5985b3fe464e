import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentUser } from '../../core/auth/plugin.js';
import { hasPrivilege, view } from '../../core/auth/privileges.js';
import { SUPERUSER_ROLE } from '../../core/auth/session-user.js';
import type { Executor } from '../../core/db/index.js';
import { inTransaction } from '../../core/db/transaction.js';
import { badRequest, notPrivileged } from '../../core/errors.js';
import { formatNumber } from './engine/numbers.js';
import type { OrderConfig } from './engine/types.js';
import { forecasts } from './forecast.js';
import { manufacturingOrders } from './manufacturing.js';
import { purchaseOrders } from './purchase.js';
import { salesOrders } from './sales.js';
import { transferOrders } from './transfer.js';

/**
 * Order numbering (contract part 7): `GET/PUT /api/numbering` (Superusers), `GET /api/numbering/next/{type}`, and
 * the next number for a create whose number field is `*`. A number is drawn by incrementing its type's row in the
 * writing transaction: the row lock orders concurrent drawers on every instance, a rolled-back create returns its
 * number, and a number already taken by an order (typed by hand) is skipped.
 */
export const ORDER_TYPES = ['Purchase', 'Sales', 'Manufacturing', 'Transfer', 'Forecast'] as const;
export type NumberedType = (typeof ORDER_TYPES)[number];

/** The order type of each numbering type. */
const ORDERS: Record<NumberedType, OrderConfig> = {
  Purchase: purchaseOrders,
  Sales: salesOrders,
  Manufacturing: manufacturingOrders,
  Transfer: transferOrders,
  Forecast: forecasts,
};

const TypeSettings = Type.Object(
  {
    Prefix: Type.String({ maxLength: 20 }),
    Digits: Type.Integer({ minimum: 1, maximum: 18 }),
    Next: Type.Integer({ minimum: 1 }),
  },
  { additionalProperties: false },
);
const Numbering = Type.Object(
  Object.fromEntries(ORDER_TYPES.map((type) => [type, TypeSettings])) as Record<
    NumberedType,
    typeof TypeSettings
  >,
);
const NumberingChange = Type.Object(
  Object.fromEntries(ORDER_TYPES.map((type) => [type, Type.Optional(Type.Partial(TypeSettings))])) as Record<
    NumberedType,
    ReturnType<typeof Type.Optional<ReturnType<typeof Type.Partial<typeof TypeSettings>>>>
  >,
  { additionalProperties: false },
);

async function readNumbering(db: Executor) {
  const rows = await db.selectFrom('numbering').selectAll().execute();
  return Object.fromEntries(
    ORDER_TYPES.map((type) => {
      const row = rows.find((r) => r.order_type === type)!;
      return [type, { Prefix: row.prefix, Digits: Number(row.digits), Next: Number(row.next) }];
    }),
  ) as Record<NumberedType, { Prefix: string; Digits: number; Next: number }>;
}

function assertSuperuser(roleName: string) {
  if (roleName !== SUPERUSER_ROLE)
    throw notPrivileged('Only a Superuser may read or change the order numbering');
}

export const numberingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['Numbering'];
  app.get(
    '/api/numbering',
    {
      config: { errors: ['User.NotPrivileged'] },
      schema: {
        tags,
        summary: 'The prefix, digits and next number of each order type (Superusers only: else 403)',
        response: { 200: Numbering },
      },
    },
    async (request) => {
      assertSuperuser(currentUser(request).roleName);
      return readNumbering(app.store.db);
    },
  );

  app.put(
    '/api/numbering',
    {
      config: { errors: ['User.NotPrivileged', 'Numbering.InvalidValue'] },
      schema: {
        tags,
        summary:
          'Change some types and fields of the numbering; Next may only grow (400 Numbering.InvalidValue)',
        body: NumberingChange,
        response: { 200: Numbering },
      },
    },
    async (request) => {
      assertSuperuser(currentUser(request).roleName);
      return inTransaction(app.store, async (trx) => {
        const current = await readNumbering(trx);
        for (const type of ORDER_TYPES) {
          const change = request.body[type];
          if (!change) continue;
          if (change.Next !== undefined && change.Next < current[type].Next)
            throw badRequest(
              'Numbering.InvalidValue',
              `${type} Next may only grow: it is ${current[type].Next}, not ${change.Next}`,
            );
          const values = {
            ...(change.Prefix !== undefined ? { prefix: change.Prefix } : {}),
            ...(change.Digits !== undefined ? { digits: change.Digits } : {}),
            ...(change.Next !== undefined ? { next: change.Next } : {}),
          };
          if (Object.keys(values).length > 0)
            await trx.updateTable('numbering').set(values).where('order_type', '=', type).execute();
        }
        return readNumbering(trx);
      });
    },
  );

  app.get(
    '/api/numbering/next/:type',
    {
      config: { errors: ['User.NotPrivileged'] },
      schema: {
        tags,
        summary: "The next number of an order type, without using it (the order type's View privilege)",
        params: Type.Object({ type: Type.Union(ORDER_TYPES.map((t) => Type.Literal(t))) }),
        response: { 200: Type.Object({ Number: Type.String() }) },
      },
    },
    async (request) => {
      const type = request.params.type;
      const cfg = ORDERS[type as NumberedType];
      const privilege = view(cfg.privilege);
      if (!hasPrivilege(currentUser(request).privileges, privilege))
        throw notPrivileged(`Requires ${privilege.type} / ${privilege.access}`);
      const row = await app.store.db
        .selectFrom('numbering')
        .selectAll()
        .where('order_type', '=', type)
        .executeTakeFirstOrThrow();
      let next = Number(row.next);
      // Skip what drawNumber would skip: numbers already taken by an order.
      for (;;) {
        const number = formatNumber(row.prefix, Number(row.digits), next);
        const taken = await app.store.db
          .selectFrom(cfg.headerTable)
          .select('id')
          .where('number', '=', number)
          .executeTakeFirst();
        if (!taken) return { Number: number };
        next++;
      }
    },
  );
};
