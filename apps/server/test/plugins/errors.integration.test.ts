import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../../src/app-error.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

const echoBody = z.object({ name: z.string().min(1, 'Name is required'), minutes: z.number().int() });

/** Routes that exist only in this file, to drive the body parser, validation and the error handler. */
function registerTestRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/api/echo-test',
    { schema: { body: echoBody, response: { 200: echoBody } } },
    async (request) => request.body,
  );
  typed.get('/api/boom-test', { schema: { hide: true } }, async () => {
    throw new Error('connect ECONNREFUSED 10.1.2.3:5432 password=hunter2');
  });
  typed.get('/api/conflict-test', { schema: { hide: true } }, async () => {
    throw new AppError(409, 'COUPON_USED', 'Coupon usage limit reached');
  });
  typed.get(
    '/api/limited-test',
    { schema: { hide: true }, config: { rateLimit: { max: 2, timeWindow: '1 minute' } } },
    async () => ({ ok: true }),
  );
}

describe('error responses', () => {
  let testApp: TestApp;
  let app: FastifyInstance;

  beforeAll(async () => {
    testApp = await buildTestApp({}, { registerExtra: registerTestRoutes });
    app = testApp.app;
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const post = (payload: string, contentType = 'application/json') =>
    app.inject({ method: 'POST', url: '/api/echo-test', payload, headers: { 'content-type': contentType } });

  it('accepts a good body', async () => {
    const res = await post(JSON.stringify({ name: 'Ada', minutes: 10 }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name: 'Ada', minutes: 10 });
  });

  it('answers an unknown API route with the JSON 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No route for GET /api/nope' } });
  });

  it('answers malformed JSON with 400 BAD_JSON', async () => {
    const res = await post('{"name": "Ada", ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'BAD_JSON', message: 'The request body is not valid JSON' },
    });
  });

  it('answers an empty JSON body with 400 BAD_JSON', async () => {
    const res = await post('');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('BAD_JSON');
  });

  it('answers a body that breaks the schema with 400 VALIDATION_ERROR naming the fields', async () => {
    const res = await post(JSON.stringify({ name: '', minutes: 'ten' }));
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.message).toContain('name: Name is required');
    expect(error.message).toContain('minutes: ');
  });

  it('answers a missing body with 400 VALIDATION_ERROR', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/echo-test' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
  });

  it('refuses a body over 64 KB with 413', async () => {
    const res = await post(JSON.stringify({ name: 'x'.repeat(70 * 1024), minutes: 1 }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: expect.any(String) } });
  });

  it('refuses an unsupported content type with 415', async () => {
    const res = await post('<name>Ada</name>', 'application/xml');
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers a bad URL encoding with 400', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('BAD_REQUEST');
  });

  it('passes a service failure through with its code and message', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/conflict-test' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: { code: 'COUPON_USED', message: 'Coupon usage limit reached' } });
  });

  it('hides the internals of a 500', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/boom-test' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: { code: 'INTERNAL_ERROR', message: 'An unexpected error occurred' },
    });
    expect(res.body).not.toMatch(/ECONNREFUSED|hunter2|stack/);
  });

  it('rate-limits a route that opts in, with 429 RATE_LIMITED and Retry-After', async () => {
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof app.inject>> | undefined;
    for (let i = 0; i < 3; i++) {
      last = await app.inject({ method: 'GET', url: '/api/limited-test' });
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
    expect(last?.json().error.code).toBe('RATE_LIMITED');
    expect(last?.headers['retry-after']).toBeDefined();
  });

  it('never answers a malformed request with a 5xx', async () => {
    const attempts = [
      { method: 'POST', url: '/.netlify/functions/fetch-psychicstatus-json', payload: '{', json: true },
      { method: 'GET', url: '/.netlify/functions/%ZZ' },
      { method: 'POST', url: '/api/echo-test', payload: '[1,2,3]', json: true },
      { method: 'POST', url: '/api/echo-test', payload: 'null', json: true },
      { method: 'POST', url: '/api/echo-test', payload: '{"__proto__": {"x": 1}}', json: true },
      { method: 'POST', url: '/api/echo-test', payload: '{"constructor": {"prototype": {}}}', json: true },
      { method: 'PUT', url: '/healthz', payload: 'x' },
      { method: 'GET', url: `/api/${'a'.repeat(5000)}` },
    ] as const;
    for (const attempt of attempts) {
      const res = await app.inject({
        method: attempt.method,
        url: attempt.url,
        ...('payload' in attempt ? { payload: attempt.payload } : {}),
        headers: 'json' in attempt ? { 'content-type': 'application/json' } : {},
      });
      expect(res.statusCode, `${attempt.method} ${attempt.url}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${attempt.method} ${attempt.url}`).toBeLessThan(500);
      expect(res.json().error.code).toEqual(expect.any(String));
    }
  });
});
