import { beforeAll, expect, it } from 'vitest';
import { type Client, describeEachDatabase } from '../helpers/app.js';

const MIB = 1024 * 1024;

/** Contract part 1: BODY_LIMIT_MB → 413 Request.TooLarge; another content type → 415; both `{Message, Code}`. */
describeEachDatabase(
  'request body limits and content types',
  (t) => {
    let admin: Client;
    beforeAll(async () => {
      admin = await t.admin();
    });

    /** A login body of exactly `bytes` bytes (JSON whitespace pads it). */
    const loginBody = (bytes: number) => {
      const json = JSON.stringify({ username: 'nobody', password: 'wrong-password' });
      return json + ' '.repeat(bytes - json.length);
    };
    const login = (payload: string, contentType = 'application/json') =>
      t.app.inject({
        method: 'POST',
        url: '/api/authenticate',
        payload,
        headers: { 'content-type': contentType },
      });

    it('takes a body of exactly BODY_LIMIT_MB and refuses one byte more with 413 Request.TooLarge', async () => {
      const atLimit = await login(loginBody(MIB));
      expect(atLimit.statusCode).toBe(401);
      expect(atLimit.json().Code).toBe('User.InvalidCredentials');

      const over = await login(loginBody(MIB + 1));
      expect(over.statusCode).toBe(413);
      expect(over.json()).toEqual({ Message: expect.stringContaining('1 MB'), Code: 'Request.TooLarge' });
    });

    it('refuses a too large write of a signed-in user with 413 and stores nothing', async () => {
      const response = await admin.post('/api/unit-master', {
        'Unit Name': 'BIG',
        'Unit Description': 'x'.repeat(MIB + 10),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ Message: expect.any(String), Code: 'Request.TooLarge' });
      expect(await t.store.db.selectFrom('units').select('id').where('name', '=', 'BIG').execute()).toEqual(
        [],
      );
    });

    it('answers 415 Request.UnsupportedMediaType for a body of another content type', async () => {
      for (const type of [
        'text/plain',
        'application/xml',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
      ]) {
        const response = await login('username=a&password=b', type);
        expect(response.statusCode, type).toBe(415);
        expect(response.json()).toEqual({
          Message: expect.stringContaining(type.split(';')[0]!),
          Code: 'Request.UnsupportedMediaType',
        });
      }
      const write = await admin.request('POST', '/api/unit-master', 'Unit Name=KG', {
        'content-type': 'text/csv',
      });
      expect(write.statusCode).toBe(415);
      expect(write.json().Code).toBe('Request.UnsupportedMediaType');
      expect(await t.store.db.selectFrom('units').select('id').execute()).toEqual([]);
    });

    it('still answers 400 JSON.Invalid for a JSON content type with a body that is not JSON', async () => {
      for (const type of ['application/json', 'application/json; charset=utf-8']) {
        const response = await login('username=a', type);
        expect(response.statusCode, type).toBe(400);
        expect(response.json()).toEqual({ Message: expect.any(String), Code: 'JSON.Invalid' });
      }
      const ok = await login(
        JSON.stringify({ username: 'nobody', password: 'x' }),
        'application/json; charset=utf-8',
      );
      expect(ok.statusCode).toBe(401);
    });

    it('documents 413 and 415 with their codes on every operation that takes a body', async () => {
      const spec = (await admin.get('/api/openapi.json')).json() as {
        paths: Record<string, Record<string, { responses: Record<string, { description: string }> }>>;
      };
      let operations = 0;
      for (const [path, methods] of Object.entries(spec.paths))
        for (const method of ['post', 'put'] as const) {
          const responses = methods[method]?.responses;
          if (!responses) continue;
          operations += 1;
          expect(responses['413']?.description, `${method} ${path}`).toContain('Request.TooLarge');
          expect(responses['415']?.description, `${method} ${path}`).toContain(
            'Request.UnsupportedMediaType',
          );
        }
      expect(operations).toBeGreaterThan(30);
    });
  },
  { BODY_LIMIT_MB: '1' },
);
