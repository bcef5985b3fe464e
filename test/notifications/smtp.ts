import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as the test SMTP server received it. */
export interface Received {
  from: string | undefined;
  to: string[];
  subject: string | undefined;
  notification: number | undefined;
  raw: string;
}

/** The value of header `name` of a raw message, unfolded (RFC 5322 2.2.3). */
function header(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const match = new RegExp(`^${name}:[ \\t]*(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(head);
  return match?.[1]?.replace(/\r?\n/g, '');
}

/**
 * A real SMTP server on 127.0.0.1 (any free port) that keeps what it accepts. While `refuse` is set it answers
 * the message with a permanent 550, as a server refusing it would.
 */
export async function startSmtpServer() {
  const received: Received[] = [];
  const control = { refuse: false, hang: false };
  /** Messages held unanswered while `hang` was set. */
  let hung = 0;
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP: no STARTTLS (its self-signed certificate would be refused by the client) and no AUTH.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (control.hang) {
          hung++; // never answered, like a server that stalls after DATA
          return;
        }
        if (control.refuse) {
          callback(Object.assign(new Error('Mailbox unavailable for this test'), { responseCode: 550 }));
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const id = header(raw, 'X-Supplyline-Notification');
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((address) => address.address),
          subject: header(raw, 'Subject'),
          notification: id === undefined ? undefined : Number(id),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received,
    control,
    hung: () => hung,
    /** Messages received for `address`. */
    to: (address: string) => received.filter((message) => message.to.includes(address)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Polls `check` until it holds (or fails after `ms`). */
export async function eventually<T>(
  check: () => Promise<T | undefined> | T | undefined,
  ms = 10_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
