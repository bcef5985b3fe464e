import type { Static } from 'typebox';
import type { ListEnvelopeSchema } from '../../core/list/schemas.js';
import type { ListEnvelope } from '../../core/list/view.js';

/** Every list row carries its integer id (the engine adds it); the envelope's static type just does not say so. */
export const asEnvelope = (envelope: ListEnvelope) => envelope as Static<typeof ListEnvelopeSchema>;

/** The If-Match header of a request, when it has one. */
export const ifMatchOf = (headers: Record<string, unknown>) =>
  typeof headers['if-match'] === 'string' ? headers['if-match'] : undefined;
