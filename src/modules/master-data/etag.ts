import { conflict } from '../../core/errors.js';

/** The ETag of a record at `version` (contract part 4). */
export const etagOf = (version: number) => `"${version}"`;

/**
 * Refuses a write whose `If-Match` names none of the record's current ETag (`*` matches any; weak tags compare
 * by their value). Without the header the write goes ahead, as the specification has it.
 */
export function checkIfMatch(
  ifMatch: string | undefined,
  version: number,
  entity: string,
  label: string,
  id: number,
) {
  if (ifMatch === undefined) return;
  const current = etagOf(version);
  const tags = ifMatch.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  if (!tags.some((tag) => tag === '*' || tag === current))
    throw conflict(
      entity,
      `${label} #${id} was changed by someone else (ETag ${current}); reload it and retry`,
    );
}
