import type { Kysely } from 'kysely';
import type { Executor } from '../../core/db/index.js';

/**
 * The generic master-data CRUD addresses tables and columns named by its definitions, which Kysely's static
 * table types cannot follow; this is its one door to the untyped query builder.
 */
// biome-ignore lint/suspicious/noExplicitAny: tables named at run time by master definitions
export const untyped = (db: Executor) => db as unknown as Kysely<any>;
