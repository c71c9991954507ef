import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

/** A real Redis (TEST_REDIS_URL, else the local one .ci/run starts); nothing listens on port 1. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const UNREACHABLE_REDIS = 'redis://127.0.0.1:1';

/** A route of this file only, limited to 3 a minute per address. */
function registerLimitedRoute(app: FastifyInstance): void {
  app.get(
    '/api/limited-test',
    { schema: { hide: true }, config: { rateLimit: { max: 3, timeWindow: '1 minute' } } },
    async () => ({ ok: true }),
  );
}

describe.each([
  { store: 'memory counters', redisUrl: undefined },
  { store: 'a real Redis', redisUrl: REDIS_URL },
  { store: 'an unreachable Redis (counted in this process)', redisUrl: UNREACHABLE_REDIS },
])("a route's rate limit with $store", ({ redisUrl }) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ trustProxy: true, redisUrl }, { registerExtra: registerLimitedRoute });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  // A fresh address per test: test files share the real Redis, and its counters outlive an app.
  const limited = (address: string, language?: string) =>
    testApp.app.inject({
      method: 'GET',
      url: '/api/limited-test',
      headers: { 'x-forwarded-for': address, ...(language ? { 'accept-language': language } : {}) },
    });
  const freshAddress = () =>
    `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

  it('never switches off: the fourth request in the minute is a 429 with Retry-After, in the page language', async () => {
    const address = freshAddress();
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await limited(address)).statusCode);
    const refused = await limited(address);
    expect([...statuses, refused.statusCode]).toEqual([200, 200, 200, 429]);
    expect(refused.json()).toEqual({
      error: {
        code: 'RATE_LIMITED',
        message: 'Too many requests. Please try again in 1 minute.',
        retryAfterSeconds: expect.any(Number),
      },
    });
    const seconds = Number(refused.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    const french = await limited(address, 'fr-CA');
    expect(french.statusCode).toBe(429);
    expect(french.json().error.message).toBe('Trop de demandes. Veuillez réessayer dans 1\u00a0minute.');
  });

  it('counts each address apart', async () => {
    const first = freshAddress();
    for (let i = 0; i < 4; i += 1) await limited(first);
    expect((await limited(first)).statusCode).toBe(429);
    expect((await limited(freshAddress())).statusCode).toBe(200);
  });
});
