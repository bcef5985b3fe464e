import type { Static } from 'typebox';
import type { ListEnvelopeSchema } from '../list/schemas.js';
import type { ListEnvelope } from '../list/view.js';

/** Every list row carries its integer id (the engine adds it); the envelope's static type just does not say so. */
export const asEnvelope = (envelope: ListEnvelope) => envelope as Static<typeof ListEnvelopeSchema>;
