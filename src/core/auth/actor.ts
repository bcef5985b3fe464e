import type { Actor } from '../events/outbox.js';
import type { AuthUser } from './session-user.js';

export const actorOf = (user: AuthUser | null): Actor =>
  user ? { id: user.id, name: user.username } : { id: null, name: 'system' };
