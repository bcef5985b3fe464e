import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import { ADMIN, Client, testConfig } from '../helpers/app.js';
import { type FreshDatabase, freshDatabase } from '../helpers/databases.js';
import { totpCode } from './support.js';

describe('auth logging and OpenAPI', () => {
  let database: FreshDatabase;
  let app: FastifyInstance;
  const lines: string[] = [];

  beforeAll(async () => {
    database = await freshDatabase('sqlite');
    app = await createApp(testConfig(database.url, { LOG_LEVEL: 'info' }), {
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const events = () => lines.map((l) => (JSON.parse(l) as { event?: string }).event).filter(Boolean);

  it('logs every login success, failure, lock and 2FA event, without secrets', async () => {
    const client = new Client(app, {});
    const secrets = ['wrong-secret-password', ADMIN.password];
    for (let i = 0; i < 3; i++)
      await client.post('/api/authenticate', { username: 'nobody', password: 'wrong-secret-password' });
    expect((await client.post('/api/authenticate', { username: 'nobody', password: 'x' })).statusCode).toBe(
      429,
    );
    const admin = new Client(app, {});
    expect((await admin.post('/api/authenticate', ADMIN)).statusCode).toBe(200);
    secrets.push(...Object.values(admin.cookies));
    const { secret } = (await admin.post('/api/2fa/setup')).json() as { secret: string };
    const code = totpCode(secret);
    expect((await admin.post('/api/2fa/enable', { code })).statusCode).toBe(200);
    const challenge = (await new Client(app, {}).post('/api/authenticate', ADMIN)).json() as {
      session_token: string;
    };
    await new Client(app, {}).post('/api/verify-2fa', {
      session_token: challenge.session_token,
      code: '000000',
    });
    const ok = await new Client(app, {}).post('/api/verify-2fa', {
      session_token: challenge.session_token,
      code: totpCode(secret, 1),
    });
    expect(ok.statusCode).toBe(200);
    secrets.push(secret, challenge.session_token);

    expect(events()).toEqual(
      expect.arrayContaining([
        'login.failure',
        'login.lock',
        'login.locked',
        'login.success',
        '2fa.setup',
        '2fa.enabled',
        '2fa.challenge',
        '2fa.failure',
        '2fa.success',
      ]),
    );
    const all = lines.join('\n');
    for (const value of secrets) expect(all).not.toContain(value);
  });

  it('describes every auth endpoint with its request and response schemas', async () => {
    const spec = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<
        string,
        Record<
          string,
          { requestBody?: unknown; responses: Record<string, { content?: unknown }>; description?: string }
        >
      >;
    };
    const withBody = [
      ['post', '/api/authenticate'],
      ['post', '/api/login'],
      ['post', '/api/verify-2fa'],
      ['post', '/api/first-signin'],
      ['put', '/api/profile/password'],
      ['post', '/api/2fa/enable'],
      ['post', '/api/2fa/disable'],
      ['post', '/api/user'],
      ['put', '/api/user/{id}'],
      ['post', '/api/role'],
      ['put', '/api/role/{id}'],
      ['post', '/api/user-notification-settings'],
      ['put', '/api/user-notification-settings/{id}'],
      ['put', '/api/user-notification-settings/{type}/{source}'],
    ];
    const withoutBody = [
      ['post', '/api/token-refresh'],
      ['post', '/api/refresh'],
      ['post', '/api/logout'],
      ['get', '/api/profile'],
      ['post', '/api/2fa/setup'],
      ['get', '/api/user'],
      ['get', '/api/user/{id}'],
      ['delete', '/api/user/{id}'],
      ['get', '/api/role'],
      ['get', '/api/role/{id}'],
      ['delete', '/api/role/{id}'],
      ['get', '/api/user-notification-settings'],
      ['get', '/api/user-notification-settings/{id}'],
      ['get', '/api/user-notification-settings/{type}/{source}'],
      ['delete', '/api/user-notification-settings/{id}'],
      ['delete', '/api/user-notification-settings/{type}/{source}'],
    ];
    for (const [method, path] of [...withBody, ...withoutBody]) {
      const operation = spec.paths[path!]?.[method!];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation!.responses['200']?.content, `${method} ${path}`).toBeDefined();
    }
    for (const [method, path] of withBody) expect(spec.paths[path!]![method!]!.requestBody).toBeDefined();
    expect(spec.paths['/api/user']!.get!.description).toContain('Requires Users / View.');
    expect(spec.paths['/api/user']!.post!.description).toContain('Requires Users / Edit.');
    expect(spec.paths['/api/authenticate']!.post!.description).toContain('Public.');
  });
});
