import Fastify from 'fastify';

/**
 * The ceiling: a bare Fastify route answering, from memory, the exact body and status the service gave for each
 * measured request. Bodies arrive on IPC as { path, status, body }; the route answers by path (query included).
 */
const answers = new Map<string, { status: number; body: string }>();
const app = Fastify({ logger: false });
app.all('/*', (request, reply) => {
  const answer = answers.get(`${request.method} ${request.url}`);
  if (!answer) return reply.code(404).send();
  return reply
    .code(answer.status)
    .header('content-type', 'application/json; charset=utf-8')
    .send(answer.body);
});
process.on('message', (message: { key: string; status: number; body: string }) => {
  answers.set(message.key, { status: message.status, body: message.body });
  process.send?.('stored');
});
app.listen({ host: '127.0.0.1', port: 0 }).then((address) => process.send?.({ address }));
