import type { QueryExecutorProvider } from 'kysely';
import { AppError } from '../../errors.js';
import type { Store } from '../index.js';
import type { Violation } from './violation.js';

/**
 * What a module answers when the database refuses one of its writes, given the write's context `C`
 * (the number or key the client sent, the record being deleted):
 * - `unique`: by the unique constraint's name (an index of a migration): `AlreadyExists` and the like;
 * - `foreignKey`: a row the write refers to is gone (`NotFound`), or the row a delete removes is still
 *   referenced (`StillInUse`); SQLite names no foreign key, so the answer depends on the write, not the key;
 * - `notNull`: by the column's name.
 * A violation the mapping does not name is rethrown as it is (a 500: a constraint the code should have known).
 */
export interface ViolationAnswers<C> {
  unique?: Readonly<Record<string, (context: C) => AppError>>;
  foreignKey?: (context: C) => AppError;
  notNull?: Readonly<Record<string, (context: C) => AppError>>;
}

function answerOf<C>(
  violation: Violation,
  answers: ViolationAnswers<C>,
): ((context: C) => AppError) | undefined {
  if (violation.kind === 'foreignKey') return answers.foreignKey;
  if (violation.kind === 'unique')
    return violation.constraint ? answers.unique?.[violation.constraint] : undefined;
  const column = violation.columns[0];
  return column ? answers.notNull?.[column] : undefined;
}

/**
 * The answer to a database error: the mapped `AppError`, or the error itself (an `AppError` passes unchanged).
 * `db` is where the write ran when that is a transaction still open (see `ViolationReader`); else the store's.
 */
export async function translateDatabaseError<C>(
  store: Store,
  error: unknown,
  answers: ViolationAnswers<C>,
  context: C,
  db: QueryExecutorProvider = store.db,
): Promise<unknown> {
  if (error instanceof AppError) return error;
  const violation = await store.dialect.violationOf(error, db);
  const answer = violation && answerOf(violation, answers);
  return answer ? answer(context) : error;
}

/**
 * Runs `work` (a whole transaction, or a statement inside one: then pass its `db`) and turns a constraint violation it ends with into the module's
 * answer. Runs after the rollback: PostgreSQL refuses every statement of a transaction after its first error.
 */
export async function translatingViolations<C, T>(
  store: Store,
  answers: ViolationAnswers<C>,
  context: C,
  work: () => Promise<T>,
  db: QueryExecutorProvider = store.db,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw await translateDatabaseError(store, error, answers, context, db);
  }
}
