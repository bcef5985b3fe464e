import { Type } from 'typebox';
import { FORECAST_METHODS } from '../../catalogue/forecasting.js';

const nullable = <T>(type: string) => Type.Unsafe<T | null>({ type: [type, 'null'] });
const methodNames = ['Auto', ...FORECAST_METHODS].map((m) => Type.Literal(m));

export const ForecastRunBody = Type.Object(
  {
    'As Of': Type.Optional(Type.String({ format: 'date', description: 'YYYY-MM-DD; default today (UTC)' })),
    'History Months': Type.Optional(Type.Integer({ minimum: 6, maximum: 120, description: 'Default 36' })),
    'Horizon Months': Type.Optional(Type.Integer({ minimum: 1, maximum: 36, description: 'Default 12' })),
    Method: Type.Optional(Type.Union(methodNames, { description: 'Default Auto' })),
    'Item Numbers': Type.Optional(
      Type.Array(Type.String({ minLength: 1 }), { description: 'Default: every item' }),
    ),
    'Warehouse Numbers': Type.Optional(
      Type.Array(Type.String({ minLength: 1 }), { description: 'Default: every warehouse' }),
    ),
  },
  { additionalProperties: false },
);

const Methods = Type.Record(Type.String(), Type.Integer(), { description: 'Method → SKUs forecast with it' });

export const ForecastRunAnswerSchema = Type.Object({
  'Forecast Run Id': Type.Integer(),
  'As Of': Type.String({ format: 'date' }),
  'SKUs Forecast': Type.Integer(),
  Methods,
  'Duration Ms': Type.Integer(),
});

export const ForecastRunRecord = Type.Object({
  'Forecast Run Id': Type.Integer(),
  'As Of': Type.String({ format: 'date' }),
  'SKUs Forecast': Type.Integer(),
  Methods,
  Parameters: Type.Record(Type.String(), Type.Unknown(), {
    description: 'The run parameters, defaults filled in',
  }),
  'Duration Ms': Type.Integer(),
  'Created By': nullable<string>('string'),
  'Created At': Type.String(),
});

export const ForecastItemAnswer = Type.Object({
  'Item Id': Type.Integer(),
  'Item Number': Type.String(),
  skus: Type.Array(
    Type.Object({
      'Sub Item Number': nullable<string>('string'),
      'Warehouse Id': Type.Integer(),
      'Warehouse Number': Type.String(),
      'Forecast Run Id': Type.Integer(),
      'As Of': Type.String({ format: 'date' }),
      'Demand Pattern': Type.String(),
      Method: Type.String(),
      Parameters: Type.String(),
      'Holdout MAE': nullable<number>('number'),
      'Holdout WAPE': nullable<number>('number'),
      Bias: nullable<number>('number'),
      history: Type.Array(Type.Object({ Month: Type.String(), Quantity: Type.Number() }), {
        description: 'From the first month with a sale to the month before As Of',
      }),
      holdout: Type.Array(
        Type.Object({ Month: Type.String(), Actual: Type.Number(), Forecast: Type.Number() }),
        {
          description:
            "The chosen method's forecasts for the last months of the history, fitted without them",
        },
      ),
      forecast: Type.Array(Type.Object({ Date: Type.String({ format: 'date' }), Quantity: Type.Number() }), {
        description: 'The month of As Of dated As Of, then the first day of each following month',
      }),
    }),
  ),
});
