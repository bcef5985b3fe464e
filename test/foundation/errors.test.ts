import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrations } from '../../migrations/index.js';
import { buildApp } from '../../src/app.js';
import { openStore } from '../../src/core/db/index.js';
import { migrateToLatest } from '../../src/core/db/migrate.js';
import { describeEachDatabase, testConfig } from '../helpers/app.js';

describeEachDatabase('error handling', (t) => {
  let app: FastifyInstance;
  const logged: string[] = [];

  beforeAll(async () => {
    // A second app on the same database, with test routes that fail on purpose and a captured log.
    const store = openStore(t.database.url);
    await migrateToLatest(store, migrations);
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logged.push(String(chunk));
        done();
      },
    });
    app = await buildApp(testConfig(t.database.url), store, { logger: { level: 'error', stream } });
    app.get('/api/test/boom', { config: { public: true } }, async () => {
      throw new Error('secret detail: password=hunter2');
    });
    app.get('/api/test/bad-sql', { config: { public: true } }, async () => {
      await sql`select * from no_such_table_here`.execute(store.db);
      return {};
    });
    app.post('/api/test/echo', { config: { public: true } }, async (request) => ({
      polluted: ({} as Record<string, unknown>).polluted ?? null,
      body: request.body,
    }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  const post = (payload: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
    app.inject({ method: 'POST', url: '/api/authenticate', payload, headers });

  it('answers malformed JSON with 400 JSON.Invalid', async () => {
    const res = await post('{"username": "a", ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ Message: expect.any(String), Code: 'JSON.Invalid' });
  });

  it('answers a missing body with 400 JSON.Invalid', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/authenticate' });
    expect(res.statusCode).toBe(400);
    expect(res.json().Code).toBe('JSON.Invalid');
  });

  it('answers a body of another content type with 415 Request.UnsupportedMediaType', async () => {
    const res = await post('username=a', { 'content-type': 'text/plain' });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ Message: expect.any(String), Code: 'Request.UnsupportedMediaType' });
  });

  it('names the field that fails the schema', async () => {
    const res = await post(JSON.stringify({ username: 'a' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().Code).toBe('Request.Invalid');
    expect(res.json().Message).toContain('password');
  });

  it('answers a body over BODY_LIMIT_MB (default 5) with 413 Request.TooLarge', async () => {
    const res = await post(JSON.stringify({ username: 'a', password: 'x'.repeat(5 * 1024 * 1024 + 10) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ Message: expect.any(String), Code: 'Request.TooLarge' });
  });

  it('refuses __proto__ and constructor.prototype keys without polluting objects', async () => {
    for (const payload of [
      '{"__proto__": {"polluted": "yes"}}',
      '{"constructor": {"prototype": {"polluted": "yes"}}}',
      '{"a": {"__proto__": {"polluted": "yes"}}}',
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/test/echo',
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().Code).toBe('JSON.Invalid');
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('answers an unexpected error with 500 Server.Error, no internals, logged with the request id', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/test/boom',
      headers: { 'x-request-id': 'req-boom-1' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ Message: 'Internal server error', Code: 'Server.Error' });
    expect(res.body).not.toContain('hunter2');
    const line = logged.find((l) => l.includes('req-boom-1'));
    expect(line).toBeDefined();
    expect(line).toContain('secret detail');
  });

  it('does not leak SQL from a database error', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/bad-sql' });
    expect(res.statusCode).toBe(500);
    expect(res.json().Code).toBe('Server.Error');
    expect(res.body).not.toMatch(/no_such_table|select/i);
  });
});
