import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentUser } from '../../core/auth/plugin.js';
import { badRequest } from '../../core/errors.js';
import { errorResponses } from '../../core/http/schemas.js';
import { DEFAULT_HUB_OPTIONS, EventHub } from './stream.js';

const STREAM_DESCRIPTION = `Server-sent events (\`text/event-stream\`) of what changed, for the signed-in user (session cookie).

Each message is one outbox event, numbered by its outbox id:

\`\`\`
id: 1042
data: {"id":1042,"type":"Procurement","source":"PurchaseOrderList","event":"StatusChange","record_id":"17","who":"jane","when":"2026-11-22T10:15:02.123Z","notifications":[]}
\`\`\`

- \`type\` is the module (privilege type) of the record, \`source\` the entity, \`event\` what happened (Created, Updated,
  Deleted, StatusChange, …), \`record_id\` the record's id, \`who\` the username of the change's author, \`when\` its time.
- A change is sent when the user's role may view its type (View or Edit of that privilege).
- \`notifications\` holds the user's own new in-app notifications caused by the event, shaped as
  \`GET /api/notifications\` rows (\`id\`, \`Type\`, \`Source\`, \`Event\`, \`Message\`, \`Entity Id\`, \`Read\`, \`Created At\`):
  increment an inbox badge by its length. A message may carry notifications for an event whose type the user cannot
  otherwise see.
- Messages have no \`event:\` field: an \`EventSource\`'s \`onmessage\` receives them all.
- Lines starting with \`:\` are heartbeats (every 15 s). The first frame sets \`retry: 3000\`.
- Resuming: a reconnecting \`EventSource\` sends \`Last-Event-ID\`; the stream then continues with exactly the events
  published after that one (in publication order), none missed and none repeated. The query parameter
  \`last_event_id\` does the same for a new page. Without either, the stream starts with events published from now.
- A client that does not read (more than 1 MiB unsent) is disconnected; it reconnects and resumes.
- The stream ends when the session ends (checked at each heartbeat). A reconnect answered 401 (the access token
  expired while the stream was open) stops an \`EventSource\`: refresh the session (\`POST /api/token-refresh\`) and open
  a new one with \`?last_event_id=\` the last id received.
- Notifications not caused by an outbox event (a queued operation refused when applied) are not on the stream; read
  them with \`GET /api/notifications\`.`;

const LastEventId = Type.Optional(Type.String({ pattern: '^\\d{1,15}$' }));

/** GET /api/events/stream: the live stream of this process's clients (see stream.ts). */
export const eventRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const hub = new EventHub(app.store, app.log, DEFAULT_HUB_OPTIONS);
  const wake = () => hub.wake();
  app.addHook('onReady', async () => {
    hub.start();
    app.outboxSignal.on('published', wake);
  });
  // Before the server stops accepting: open streams would otherwise hold close() forever.
  app.addHook('preClose', async () => {
    app.outboxSignal.off('published', wake);
    await hub.stop();
  });

  app.get(
    '/api/events/stream',
    {
      schema: {
        tags: ['Live events'],
        summary: 'Live stream of changes and notifications (server-sent events)',
        description: STREAM_DESCRIPTION,
        headers: Type.Object({ 'last-event-id': LastEventId }),
        querystring: Type.Object({ last_event_id: LastEventId }),
        response: {
          200: {
            description: 'An endless text/event-stream (see the description for the message format)',
            content: { 'text/event-stream': { schema: { type: 'string' } } },
          },
          ...errorResponses(400),
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const raw = request.headers['last-event-id'] ?? request.query.last_event_id;
      const lastEventId = raw === undefined || raw === '' ? undefined : Number(raw);
      if (lastEventId !== undefined && !Number.isSafeInteger(lastEventId))
        throw badRequest('Events.InvalidLastEventId', 'Last-Event-ID must be an event id');
      reply.hijack();
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
      });
      try {
        await hub.add(reply.raw, user, lastEventId);
      } catch (error) {
        request.log.error({ err: error }, 'live stream failed');
        reply.raw.destroy();
      }
    },
  );
};
