import { Type } from 'typebox';
import {
  type DemandType,
  EXCEPTION_TYPES as ENGINE_EXCEPTION_TYPES,
  type ExceptionType,
  INACTIVE_FORECAST_LIST_STATUSES,
  LINE_STATUS_ROLES,
  NON_CONSUMING_SALES_STATUS,
} from './engine/index.js';
import { MAX_HORIZON_DAYS, MAX_RESCHEDULE_TOLERANCE_DAYS } from './params.js';

const nullable = <T>(type: string) => Type.Unsafe<T | null>({ type: [type, 'null'] });

/** The exception types the engine answers (its EXCEPTION_TYPES), as a literal list for the schemas. */
export const EXCEPTION_TYPES = ENGINE_EXCEPTION_TYPES as readonly ExceptionType[];
export const DEMAND_TYPES = [
  'Safety Stock',
  'Sales Order',
  'Forecast',
  'Dependent',
  'Transfer',
] as const satisfies readonly DemandType[];

/** The engine's one status table, printed for the API description. */
export const STATUS_TABLE = [
  '| Line status | PO line | SO line | MO line | TO line | Meaning |',
  '|---|---|---|---|---|---|',
  ...Object.entries(LINE_STATUS_ROLES).map(
    ([status, r]) =>
      `| ${status} | ${r.purchase} | ${r.sales} | ${r.manufacturing} | ${r.transfer} | ${r.note} |`,
  ),
  '',
  `Any other status counts as Open. Forecast lists whose status is ${INACTIVE_FORECAST_LIST_STATUSES.join(' or ')} are`,
  `ignored; sales lines of every status but ${NON_CONSUMING_SALES_STATUS} consume forecast.`,
].join('\n');

export const RunBody = Type.Object(
  {
    'Plan Date': Type.Optional(
      Type.String({ format: 'date', description: 'YYYY-MM-DD; default today (UTC)' }),
    ),
    'Horizon Days': Type.Optional(
      Type.Integer({ minimum: 1, maximum: MAX_HORIZON_DAYS, description: 'Days planned; default 365' }),
    ),
    'Reschedule Tolerance Days': Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: MAX_RESCHEDULE_TOLERANCE_DAYS,
        description:
          'A firm receipt needed more than this many days after its date gets Reschedule Out; default 7',
      }),
    ),
  },
  { additionalProperties: false },
);

const notification = Type.Union([Type.Literal('Success'), Type.Literal('Warning')], {
  description: 'Warning: an integration run locks procurement, so the Suggested POs were queued',
});

/** What a run planned, in the run's answer and in its record. */
const runFigures = {
  'Horizon Days': Type.Integer(),
  'SKUs Planned': Type.Integer(),
  'Planned Purchase Lines': Type.Integer(),
  'Planned Manufacturing Lines': Type.Integer(),
  'Planned Transfer Lines': Type.Integer(),
  Exceptions: Type.Integer(),
};

export const RunAnswerSchema = Type.Object({
  'Plan Run Id': Type.Integer(),
  'Plan Date': Type.String({ format: 'date' }),
  ...runFigures,
  'Duration Ms': Type.Integer(),
  notification_type: notification,
});

export const PlanRunRecord = Type.Object({
  id: Type.Integer(),
  'Plan Run Id': Type.Integer(),
  Kind: Type.Union([Type.Literal('Full'), Type.Literal('Net Change')]),
  'SKUs Replanned': nullable<number>('integer'),
  'Plan Date': Type.String(),
  ...runFigures,
  'Duration Ms': Type.Integer({ description: 'From the start of loading to the end of writing' }),
  'Load Ms': Type.Integer(),
  'Compute Ms': Type.Integer(),
  'Write Ms': Type.Integer(),
  notification_type: Type.String(),
  'Started By': nullable<string>('string'),
  'Started At': Type.String(),
  'Finished At': Type.String(),
});

const ChartDay = Type.Object({
  Date: Type.String({ format: 'date' }),
  'Sales Demand': Type.Number(),
  'Forecast Demand': Type.Number(),
  'Dependent Demand': Type.Number(),
  'Transfer Demand': Type.Number(),
  'Scheduled Receipts': Type.Number(),
  'Planned Receipts': Type.Number(),
  Balance: Type.Number({ description: 'After the day, planned receipts included' }),
});

const ChartException = Type.Object({
  'Exception Type': Type.Union(EXCEPTION_TYPES.map((t) => Type.Literal(t))),
  'Exception Date': Type.String({ format: 'date' }),
  'Exception Quantity': Type.Number(),
  'Order Number': nullable<string>('string'),
  Message: Type.String(),
});

const ChartPegging = Type.Object({
  'Order Number': Type.String(),
  'Order Type': Type.Union([
    Type.Literal('Purchase'),
    Type.Literal('Manufacturing'),
    Type.Literal('Transfer'),
  ]),
  'Receipt Date': Type.String({ format: 'date' }),
  'Pegged Quantity': Type.Number(),
  'Demand Type': Type.Union(DEMAND_TYPES.map((t) => Type.Literal(t))),
  'Demand Number': nullable<string>('string'),
  'Demand Date': nullable<string>('string'),
});

export const ChartAnswer = Type.Object({
  'Item Id': Type.Integer(),
  'Item Number': Type.String(),
  'Plan Run Id': nullable<number>('integer'),
  'Plan Date': nullable<string>('string'),
  skus: Type.Array(
    Type.Object({
      'Sub Item Number': nullable<string>('string'),
      'Warehouse Id': Type.Integer(),
      'Warehouse Number': Type.String(),
      Source: Type.Union([
        Type.Literal('Make'),
        Type.Literal('Buy'),
        Type.Literal('Transfer'),
        Type.Literal('None'),
      ]),
      'On Hand': Type.Number(),
      'Safety Stock': Type.Number(),
      days: Type.Array(ChartDay),
      exceptions: Type.Array(ChartException),
      pegging: Type.Array(ChartPegging),
    }),
  ),
});

/** planning.md part 7. */
export const PlanningSettingsSchema = Type.Object({
  'Net Change': Type.Boolean({
    description: "Keep the last full run's plan current after every write (default true)",
  }),
  'Net Change Delay Ms': Type.Integer({
    minimum: 0,
    maximum: 10_000,
    description: 'Quiet time after a write before the replan (writes meanwhile coalesce); default 200',
  }),
});
/** A PUT changes the settings it names. */
export const PlanningSettingsBody = Type.Partial(PlanningSettingsSchema, { additionalProperties: false });
