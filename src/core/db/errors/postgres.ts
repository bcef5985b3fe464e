import { errorCode } from '../dialect.js';
import type { Violation, ViolationReader } from './violation.js';

const KINDS: Record<string, Violation['kind']> = {
  '23505': 'unique',
  '23503': 'foreignKey',
  '23502': 'notNull',
};

/** PostgreSQL names the constraint, its table and (for not-null) its column on the error itself. */
export const postgresViolation: ViolationReader = async (error) => {
  const kind = KINDS[errorCode(error) ?? ''];
  if (!kind) return undefined;
  const { constraint, table, column } = error as { constraint?: string; table?: string; column?: string };
  return { kind, constraint, table, columns: column ? [column] : [] };
};
