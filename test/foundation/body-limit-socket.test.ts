import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../helpers/app.js';
import { DATABASES, type FreshDatabase, freshDatabase } from '../helpers/databases.js';
import { cookieHeader, type Server, setCookies, startServer } from '../helpers/server.js';

const MIB = 1024 * 1024;
const TRIES = 200;

/**
 * Contract part 7: the 413 reaches every client, including one still sending its body. A Node `fetch` client sends
 * its body right away; a service that answered from Content-Length and closed the socket at once reset the
 * connection under the client's write (EPIPE, no answer) in a share of tries.
 */
describe.each(DATABASES)('a body over BODY_LIMIT_MB sent by a fetch client (%s)', (kind) => {
  let database: FreshDatabase;
  let server: Server;
  let cookies: Record<string, string>;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    server = await startServer(database.url); // the default BODY_LIMIT_MB, 5 MiB
    const login = await fetch(`${server.url}/api/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }),
    });
    expect(login.status).toBe(200);
    cookies = setCookies(login);
  }, 90_000);

  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    await database?.drop();
  });

  it(`gets ${TRIES} × 413 Request.TooLarge and no socket error for ${TRIES} bodies of 6 MiB`, async () => {
    const body = JSON.stringify({ 'Unit Name': 'BIG', 'Unit Description': 'x'.repeat(6 * MIB) });
    const outcomes: Record<string, number> = {};
    for (let i = 0; i < TRIES; i++) {
      let outcome: string;
      try {
        const response = await fetch(`${server.url}/api/unit-master`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            cookie: cookieHeader(cookies),
            'x-xsrf-token': cookies.csrf_access_token!,
          },
          body,
        });
        outcome = `${response.status} ${((await response.json()) as { Code: string }).Code}`;
      } catch (error) {
        const cause = (error as { cause?: { code?: string; message?: string } }).cause;
        outcome = `socket error ${cause?.code ?? cause?.message ?? String(error)}`;
      }
      outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
    }
    console.log(`[body-limit] ${kind}: ${JSON.stringify(outcomes)}`);
    expect(outcomes).toEqual({ '413 Request.TooLarge': TRIES });
    // The service still answers on a new connection.
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  }, 180_000);

  it('reads no more than BODY_LIMIT_MB × 4 of a refused body, then closes the connection', async () => {
    // A raw socket: Node's own HTTP client would close the connection itself once it has the answer.
    const declared = 100 * MIB;
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const { port } = new URL(server.url);
    const outcome = await new Promise<{ answer: string; sent: number }>((resolve) => {
      let sent = 0;
      let answer = '';
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(
          `POST /api/authenticate HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${declared}\r\n\r\n`,
        );
        const pump = () => {
          while (sent < declared) {
            sent += chunk.length;
            if (!socket.write(chunk)) return void socket.once('drain', pump);
          }
        };
        pump();
      });
      socket.on('data', (part: Buffer) => {
        answer += String(part);
      });
      socket.on('error', () => undefined);
      socket.on('close', () => resolve({ answer, sent }));
    });
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(outcome.answer).toContain('"Code":"Request.TooLarge"');
    // 5 MiB limit × 4 read and discarded, plus what the socket buffers held when it was closed.
    expect(outcome.sent).toBeGreaterThan(20 * MIB);
    expect(outcome.sent).toBeLessThan(40 * MIB);
  }, 30_000);
});
