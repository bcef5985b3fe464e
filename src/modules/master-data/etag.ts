import { conflict, type EntityWith } from '../../core/errors.js';
import { ifMatchAccepts } from '../../core/http/if-match.js';

/** The ETag of a record at `version` (contract part 4). */
export const etagOf = (version: number) => `"${version}"`;

/**
 * Refuses a write whose `If-Match` names none of the record's current ETag (`*` matches any; weak tags compare
 * by their value). Without the header the write goes ahead, as the specification has it.
 */
export function checkIfMatch(
  ifMatch: string | undefined,
  version: number,
  entity: EntityWith<'Conflict'>,
  label: string,
  id: number,
) {
  if (ifMatch === undefined) return;
  const current = etagOf(version);
  if (!ifMatchAccepts(ifMatch, current))
    throw conflict(
      entity,
      `${label} #${id} was changed by someone else (ETag ${current}); reload it and retry`,
    );
}
