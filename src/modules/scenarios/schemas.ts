import { Type } from 'typebox';
import { writeBodies } from '../../core/http/schemas.js';
import { SCENARIO_STATUSES } from './service.js';

const statuses = SCENARIO_STATUSES.join(', ');

const fields = {
  'Scenario Description': Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()])),
  // Checked by the service, so a wrong value answers the scenario's own codes, not a schema error.
  'Scenario Status': Type.Optional(
    Type.String({
      maxLength: 50,
      description: `${statuses} (else 400 Scenario.InvalidStatus); default Draft`,
    }),
  ),
  'Scenario Adjustments': Type.Optional(
    Type.Unknown({
      description:
        'List of adjustments (planning.md part 4): {"type": "Demand Change" | "Supplier Delay" | "Safety Stock Change" | "Cancel Order" | "Add Order", …}. A malformed one, one naming something that does not exist, or an Add Order whose Order fails its order type\'s create rules is 400 Scenario.InvalidAdjustment naming its index; nothing is stored.',
    }),
  ),
  'Plan Date': Type.Optional(
    Type.Unknown({
      description:
        "YYYY-MM-DD or null; absent: the last run's (no run: today). Bad: 400 Planning.InvalidParameters",
    }),
  ),
  'Horizon Days': Type.Optional(
    Type.Unknown({
      description:
        "1…1095 or null; absent: the last run's (no run: 365). Bad: 400 Planning.InvalidParameters",
    }),
  ),
};

export const { create: ScenarioCreateBody, update: ScenarioUpdateBody } = writeBodies(
  'Scenario Name',
  Type.String({ minLength: 1, maxLength: 200 }),
  fields,
);

export const ScenarioSchema = Type.Object({
  id: Type.Integer(),
  'Scenario Name': Type.String(),
  'Scenario Description': Type.Union([Type.String(), Type.Null()]),
  'Scenario Status': Type.String({ description: statuses }),
  'Scenario Adjustments': Type.Array(Type.Unknown()),
  'Plan Date': Type.Union([Type.String(), Type.Null()]),
  'Horizon Days': Type.Union([Type.Integer(), Type.Null()]),
  'Created By': Type.Union([Type.String(), Type.Null()]),
  'Created At': Type.String({ description: 'ISO 8601 timestamp' }),
  'Updated At': Type.String({ description: 'ISO 8601 timestamp' }),
});

export const ScenarioIdParams = Type.Object({ scenario_id: Type.Integer({ minimum: 1 }) });

export const ItemParams = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  item_number: Type.String({ minLength: 1, maxLength: 200 }),
});

const Point = Type.Object({ Date: Type.String({ format: 'date' }), Balance: Type.Number() });

export const ItemBalancesSchema = Type.Object({
  'Plan Date': Type.String({ format: 'date' }),
  'Horizon Days': Type.Integer(),
  skus: Type.Array(
    Type.Object({
      'Item Number': Type.String(),
      'Sub Item Number': Type.Union([Type.String(), Type.Null()]),
      'Warehouse Number': Type.String(),
      'Base Safety Stock': Type.Number(),
      'Scenario Safety Stock': Type.Number(),
      Base: Type.Array(Point, {
        description: 'Days on which something happens; the balance holds until the next',
      }),
      Scenario: Type.Array(Point),
    }),
  ),
});
