import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { StreamMessage } from '../../src/modules/events/stream.js';

export type { StreamMessage };

/** A server-sent-events client over a real socket: collects messages, lets a test wait for one. */
export class SseClient {
  readonly messages: StreamMessage[] = [];
  readonly ids: (string | undefined)[] = [];
  comments = 0;
  status = 0;
  ended = false;
  private buffer = '';
  private waiters: (() => void)[] = [];
  private request: http.ClientRequest | undefined;

  static async open(baseUrl: string, cookies: Record<string, string>, lastEventId?: number) {
    const client = new SseClient();
    await client.connect(baseUrl, cookies, lastEventId);
    return client;
  }

  private connect(baseUrl: string, cookies: Record<string, string>, lastEventId?: number) {
    return new Promise<void>((resolve, reject) => {
      const cookie = Object.entries(cookies)
        .map(([k, v]) => `${k}=${v}`)
        .join('; ');
      this.request = http.get(
        `${baseUrl}/api/events/stream`,
        {
          headers: {
            cookie,
            accept: 'text/event-stream',
            ...(lastEventId === undefined ? {} : { 'last-event-id': String(lastEventId) }),
          },
        },
        (response) => {
          this.status = response.statusCode ?? 0;
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => this.feed(chunk));
          response.on('end', () => this.end());
          response.on('close', () => this.end());
          // The first frame (retry:) is written once the stream is registered with the hub.
          response.once('data', () => resolve());
          response.once('end', () => resolve());
        },
      );
      this.request.on('error', (error) => (this.status === 0 ? reject(error) : this.end()));
    });
  }

  private end() {
    this.ended = true;
    this.notify();
  }

  private notify() {
    for (const waiter of this.waiters.splice(0)) waiter();
  }

  private feed(chunk: string) {
    this.buffer += chunk;
    for (;;) {
      const end = this.buffer.indexOf('\n\n');
      if (end < 0) break;
      const frame = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      let id: string | undefined;
      const data: string[] = [];
      for (const line of frame.split('\n')) {
        if (line.startsWith(':')) this.comments++;
        else if (line.startsWith('id: ')) id = line.slice(4);
        else if (line.startsWith('data: ')) data.push(line.slice(6));
      }
      if (data.length > 0) {
        this.messages.push(JSON.parse(data.join('\n')) as StreamMessage);
        this.ids.push(id);
      }
    }
    this.notify();
  }

  /** Resolves with the first message (from the start) matching `predicate`; the test's timeout bounds the wait. */
  async waitFor(predicate: (m: StreamMessage) => boolean): Promise<StreamMessage> {
    for (;;) {
      const found = this.messages.find(predicate);
      if (found) return found;
      if (this.ended) throw new Error('stream ended before the expected message');
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  close() {
    this.request?.destroy();
  }
}

export interface ReceivedRequest {
  headers: http.IncomingHttpHeaders;
  body: string;
  answered: number;
}

/**
 * A webhook receiver on 127.0.0.1: `answer` decides the status of each request (by its order), or returns 'hang'
 * to leave it unanswered.
 */
export async function startReceiver(answer: (index: number, request: ReceivedRequest) => number | 'hang') {
  const received: ReceivedRequest[] = [];
  const hanging: http.ServerResponse[] = [];
  let waiters: (() => void)[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => {
      const entry: ReceivedRequest = { headers: req.headers, body, answered: 0 };
      const status = answer(received.length, entry);
      received.push(entry);
      if (status === 'hang') hanging.push(res);
      else {
        entry.answered = status;
        res.statusCode = status;
        res.end(status < 300 ? 'ok' : 'no');
      }
      for (const waiter of waiters.splice(0)) waiter();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    port,
    received,
    /** Resolves once `count` requests have arrived. */
    async until(count: number) {
      while (received.length < count) await new Promise<void>((resolve) => waiters.push(resolve));
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      waiters = [];
    },
  };
}

export const hmac = (secret: string, timestamp: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
