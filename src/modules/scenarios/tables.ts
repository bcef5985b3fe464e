import type { Generated } from 'kysely';

/** What-if scenarios and the base-data change counter (migration 0016). */
export interface ScenarioTables {
  scenarios: {
    id: Generated<number>;
    name: string;
    description: string | null;
    status: string; // Draft | Active | Archived
    /** JSON text: the `Scenario Adjustments` list as stored after validation. */
    adjustments: string;
    plan_date: string | null;
    horizon_days: number | null;
    created_by: string | null;
    created_at: string;
    updated_at: string;
  };
  data_versions: {
    name: string;
    /** bigint: PostgreSQL answers it as text. */
    version: number | string;
  };
}

declare module '../../core/db/schema.js' {
  interface Database extends ScenarioTables {}
}
