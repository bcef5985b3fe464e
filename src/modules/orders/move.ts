import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from 'typebox';
import { Type } from 'typebox';
import { currentActor } from '../../core/auth/plugin.js';
import { edit } from '../../core/auth/privileges.js';
import type { Store } from '../../core/db/index.js';
import { inTransaction, nowIso } from '../../core/db/transaction.js';
import { alreadyExists, badRequest, type ErrorCode } from '../../core/errors.js';
import { recordChange, recordCreated } from '../../core/events/outbox.js';
import { enqueueOperation, procurementLocked } from '../integrations/queue.js';
import { ErrorBody, nullable } from './engine/schemas.js';
import {
  headerSnapshot,
  type LoadedLine,
  type LoadedOrder,
  lineNotFound,
  lineSnapshot,
  loadOrder,
  lockHeader,
  numberOf,
  type WriteContext,
} from './engine/service.js';
import { loose, type MovableOrderConfig, type OrderConfig } from './engine/types.js';

/** The body's field names of a type's move: `Old Purchase Order List Id`, … */
function namesOf(cfg: MovableOrderConfig) {
  const label = cfg.move.label;
  return {
    old: `Old ${label} List Id`,
    newId: `New ${label} List Id`,
    newNumber: `New ${label} List Number`,
  };
}

export function moveBodySchema(cfg: MovableOrderConfig) {
  const names = namesOf(cfg);
  return Type.Object({
    moves: Type.Array(
      Type.Object({
        id: Type.Integer({ description: `id of the ${cfg.noun} line` }),
        [names.old]: Type.Integer({ description: `source ${cfg.short}` }),
        [names.newId]: Type.Optional(nullable('integer', { description: `target ${cfg.short}` })),
        [names.newNumber]: Type.Optional(
          nullable('string', {
            minLength: 1,
            description: `number of a new ${cfg.short} created as the target`,
          }),
        ),
      }),
      { minItems: 1 },
    ),
  });
}

/** A move body as the route's schema accepts it (field names by the type's `move.label`). */
export interface MoveRequest {
  moves: (Record<string, unknown> & { id: number })[];
}

export const MoveAnswer = Type.Object({
  message: Type.String(),
  rows_updated: Type.Optional(Type.Integer()),
  notification_type: Type.Optional(Type.Literal('Warning')),
});
export type MoveResult = Static<typeof MoveAnswer>;

/** A target must keep the order rules: one warehouse, no repeated duplicate key, and the type's own rule. */
function checkTarget(cfg: OrderConfig, header: LoadedOrder['api'], lines: LoadedLine[]) {
  const warehouses = new Set(lines.map((l) => l.api['Warehouse Number']));
  if (warehouses.size > 1)
    throw badRequest(
      'OrderList.MultipleWarehouses',
      `The target ${cfg.noun} would hold lines of several warehouses (${[...warehouses].join(', ')})`,
    );
  const seen = new Set<string>();
  for (const line of lines) {
    const key = JSON.stringify(cfg.duplicateKey.map((k) => line.api[k]));
    if (seen.has(key))
      throw badRequest(
        'OrderDetails.DuplicateRows',
        `The target ${cfg.noun} would hold ${cfg.duplicateKey
          .filter((k) => line.api[k] !== null && line.api[k] !== undefined)
          .map((k) => `${k} ${String(line.api[k])}`)
          .join(' with ')} twice`,
      );
    seen.add(key);
  }
  cfg.checkOrder?.check(
    header,
    lines.map((l) => l.api),
  );
}

type Target = { id: number } | { number: string };

/** The one source and one target all elements of a move must share (specification 4.2.1, limits 6). */
function planOf(
  cfg: MovableOrderConfig,
  request: MoveRequest,
): { sourceId: number; target: Target; lineIds: number[] } {
  const names = namesOf(cfg);
  const entity = cfg.move.lineEntity;
  const sources = new Set(request.moves.map((m) => Number(m[names.old])));
  if (sources.size > 1)
    throw badRequest(`${entity}.MultipleSources`, `All moved lines must come from one ${cfg.noun}`);
  const targets = request.moves.map((m, i): Target => {
    const id = m[names.newId];
    const number = m[names.newNumber];
    const hasId = id !== null && id !== undefined;
    const hasNumber = number !== null && number !== undefined;
    if (hasId === hasNumber)
      throw badRequest(
        `${entity}.InvalidTarget`,
        `moves/${i}: give either ${names.newId} or ${names.newNumber}`,
      );
    return hasId ? { id: Number(id) } : { number: String(number) };
  });
  if (new Set(targets.map((t) => JSON.stringify(t))).size > 1)
    throw badRequest(`${entity}.MultipleTargets`, `All lines must move to one ${cfg.noun}`);
  const lineIds = request.moves.map((m) => m.id);
  if (new Set(lineIds).size !== lineIds.length)
    throw badRequest('Request.Invalid', 'A line is listed more than once in moves');
  const sourceId = [...sources][0]!;
  const target = targets[0]!;
  if ('id' in target && target.id === sourceId)
    throw badRequest(`${entity}.InvalidTarget`, `The source and the target are the same ${cfg.noun}`);
  return { sourceId, target, lineIds };
}

/**
 * Moves lines from one order of `cfg`'s type to another (existing, or created from the source's header values
 * under a new number), atomically. Both headers are locked in id order, so moves and updates of the same orders
 * serialise without deadlock. The emptied source stays. A type with `queued.move` is queued while an integration
 * run locks procurement.
 */
export async function moveLines(
  store: Store,
  cfg: MovableOrderConfig,
  request: MoveRequest,
  ctx: WriteContext,
): Promise<MoveResult> {
  const plan = planOf(cfg, request);
  return inTransaction(store, async (trx) => {
    const db = loose(trx);
    const lockIds = 'id' in plan.target ? [plan.sourceId, plan.target.id] : [plan.sourceId];
    const locked = new Map<number, LoadedOrder>();
    for (const id of [...lockIds].sort((a, b) => a - b))
      locked.set(id, await loadOrder(db, cfg, await lockHeader(store, db, cfg, id)));
    const source = locked.get(plan.sourceId)!;
    const moving = plan.lineIds.map((id) => {
      const line = source.lines.find((l) => l.id === id);
      if (!line) throw lineNotFound(cfg, id, source.id);
      return line;
    });
    const existingTarget = 'id' in plan.target ? locked.get(plan.target.id)! : null;
    checkTarget(cfg, (existingTarget ?? source).api, [...(existingTarget?.lines ?? []), ...moving]);
    if ('number' in plan.target) {
      const taken = await db
        .selectFrom(cfg.headerTable)
        .select('id')
        .where('number', '=', plan.target.number)
        .executeTakeFirst();
      if (taken)
        throw alreadyExists(
          cfg.entity,
          `${cfg.noun.replace(/^./, (c) => c.toUpperCase())} ${plan.target.number} already exists`,
        );
    }
    if (cfg.queued?.move && !ctx.fromQueue && (await procurementLocked(trx))) {
      await enqueueOperation(trx, cfg.queued.move, request, ctx.actor);
      return {
        message: `Procurement tables are locked by an integration run: the move of ${moving.length} line(s) from ${cfg.short} #${source.id} will be applied when the run ends`,
        notification_type: 'Warning' as const,
      };
    }

    const now = nowIso();
    let target: LoadedOrder;
    if (existingTarget) {
      target = existingTarget;
      await db
        .updateTable(cfg.headerTable)
        .set({ version: target.version + 1, updated_at: now })
        .where('id', '=', target.id)
        .execute();
    } else {
      const number = (plan.target as { number: string }).number;
      const sourceRow = await db
        .selectFrom(cfg.headerTable)
        .selectAll()
        .where('id', '=', source.id)
        .executeTakeFirstOrThrow();
      // The source header's declared columns and custom values, under the new number.
      const values: Record<string, unknown> = {};
      for (const f of cfg.headerFields) values[f.column] = sourceRow[f.column];
      const row = await db
        .insertInto(cfg.headerTable)
        .values({ ...values, number, custom: sourceRow.custom, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      target = {
        ...source,
        id: Number(row.id),
        version: 1,
        api: { ...source.api, [cfg.numberKey]: number },
        lines: [],
      };
      await recordCreated(trx, ctx.actor, cfg.entity, target.id, headerSnapshot(target));
    }
    await db
      .updateTable(cfg.headerTable)
      .set({ version: source.version + 1, updated_at: now })
      .where('id', '=', source.id)
      .execute();
    // One statement per line, each still guarded by its source, then the target checked as stored.
    for (const line of moving) {
      const result = await db
        .updateTable(cfg.lineTable)
        .set({ order_id: target.id })
        .where('id', '=', line.id)
        .where('order_id', '=', source.id)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw lineNotFound(cfg, line.id, source.id);
      await recordChange(trx, ctx.actor, {
        entityType: cfg.lineEntity,
        entityId: line.id,
        action: 'Updated',
        before: lineSnapshot(cfg, source.id, line),
        after: lineSnapshot(cfg, target.id, line),
        entityNumber: numberOf(cfg, target),
      });
    }
    const stored = await db
      .selectFrom(cfg.headerTable)
      .selectAll()
      .where('id', '=', target.id)
      .executeTakeFirstOrThrow();
    const storedTarget = await loadOrder(db, cfg, stored);
    checkTarget(cfg, storedTarget.api, storedTarget.lines);
    return {
      message: `${moving.length} line(s) moved from ${cfg.short} #${source.id} to ${cfg.short} #${target.id}`,
      rows_updated: moving.length,
    };
  });
}

/** The codes a line move of this type can answer, from its declaration (planOf, the lookups, checkTarget). */
export function moveErrors(cfg: MovableOrderConfig): ErrorCode[] {
  const entity = cfg.move.lineEntity;
  return [
    `${entity}.MultipleSources`,
    `${entity}.InvalidTarget`,
    `${entity}.MultipleTargets`,
    `${cfg.entity}.NotFound`,
    `${cfg.lineEntity}.NotFound`,
    `${cfg.entity}.AlreadyExists`,
    'OrderList.MultipleWarehouses',
    'OrderDetails.DuplicateRows',
    ...(cfg.checkOrder?.codes ?? []),
  ];
}

/** `PUT /api/{path}-details-move-lines` of a type whose lines move. */
export function moveRoute(cfg: MovableOrderConfig): FastifyPluginAsyncTypebox {
  const names = namesOf(cfg);
  const entity = cfg.move.lineEntity;
  const Body = moveBodySchema(cfg);
  const queued = cfg.queued?.move
    ? ' While procurement is locked the move is queued: 200 {message, notification_type: Warning}.'
    : '';
  return async (app) => {
    app.put(
      `/api/${cfg.path}-details-move-lines`,
      {
        config: { privilege: edit(cfg.privilege), errors: moveErrors(cfg) },
        schema: {
          tags: [cfg.noun.replace(/^./, (c) => c.toUpperCase())],
          summary: `Move lines from one ${cfg.noun} to another (existing, or new from the source header)`,
          description: [
            `All elements share one source (else 400 ${entity}.MultipleSources) and one target (else ${entity}.MultipleTargets); each names the target by ${names.newId} or ${names.newNumber}, not both and not neither, and not the source itself (${entity}.InvalidTarget).`,
            `Unknown source or target: ${cfg.entity}.NotFound; a line not in the source: ${cfg.lineEntity}.NotFound; a new number already used: ${cfg.entity}.AlreadyExists. The target must keep one warehouse (OrderList.MultipleWarehouses) and no repeated ${cfg.duplicateKey.join(' + ')} (OrderDetails.DuplicateRows)${cfg.checkOrder ? `, and ${cfg.checkOrder.description}` : ''}.`,
            `Atomic: all lines move or none. The emptied source stays.${queued}`,
          ].join('\n\n'),
          body: Body,
          response: { 200: MoveAnswer, 400: ErrorBody },
        },
      },
      async (request) =>
        moveLines(app.store, cfg, request.body as MoveRequest, { actor: currentActor(request) }),
    );
  };
}

/** Whether `cfg`'s lines move between its orders. */
export const isMovable = (cfg: OrderConfig): cfg is MovableOrderConfig => cfg.move !== undefined;
