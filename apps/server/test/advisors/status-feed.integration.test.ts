import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createDatabase, type Database } from '@app/db/client';
import { ADVISOR_SEEDS } from '@app/db/seed/advisors-data';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { buildTestApp, type TestApp, testConfig } from '../helpers/build-test-app.ts';
import { busyFor, FEED, feedRecord, postStatus, WEBHOOK_SECRET } from './telephony-client.ts';

const available = ADVISOR_SEEDS.filter((seed) => seed.status === 'available');

describe(`${FEED} snapshot`, () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ telephonyWebhookSecret: WEBHOOK_SECRET });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('carries a strong ETag, public no-cache and its exact length', async () => {
    const res = await testApp.app.inject({ method: 'GET', url: FEED });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    // Security headers still apply to the precomputed answer.
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBeDefined();
  });

  it('answers the same bytes and ETag while nothing changes', async () => {
    const a = await testApp.app.inject({ method: 'GET', url: FEED });
    const b = await testApp.app.inject({ method: 'GET', url: FEED });
    expect(b.headers.etag).toBe(a.headers.etag);
    expect(b.rawPayload.equals(a.rawPayload)).toBe(true);
  });

  it('answers 304 with no body when If-None-Match holds the current ETag', async () => {
    const { etag } = (await testApp.app.inject({ method: 'GET', url: FEED })).headers;
    for (const header of [etag as string, `W/${etag}`, `"nope", ${etag}`, '*']) {
      const res = await testApp.app.inject({
        method: 'GET',
        url: FEED,
        headers: { 'if-none-match': header },
      });
      expect(res.statusCode, header).toBe(304);
      expect(res.body).toBe('');
      expect(res.headers.etag).toBe(etag);
      expect(res.headers['cache-control']).toBe('public, no-cache');
    }
    const stale = await testApp.app.inject({
      method: 'GET',
      url: FEED,
      headers: { 'if-none-match': '"old"' },
    });
    expect(stale.statusCode).toBe(200);
  });

  it('serves precomputed br and gzip bodies that decode to the same JSON, each with its own ETag', async () => {
    const plain = await testApp.app.inject({ method: 'GET', url: FEED });
    const gz = await testApp.app.inject({ method: 'GET', url: FEED, headers: { 'accept-encoding': 'gzip' } });
    const br = await testApp.app.inject({
      method: 'GET',
      url: FEED,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(gunzipSync(gz.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(gz.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(new Set([plain.headers.etag, gz.headers.etag, br.headers.etag]).size).toBe(3);

    // A client revalidating the gzip body it holds gets a 304 for it.
    const revalidated = await testApp.app.inject({
      method: 'GET',
      url: FEED,
      headers: { 'accept-encoding': 'gzip', 'if-none-match': gz.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers.etag).toBe(gz.headers.etag);
  });

  it('honours q=0 in Accept-Encoding', async () => {
    const res = await testApp.app.inject({
      method: 'GET',
      url: FEED,
      headers: { 'accept-encoding': 'br;q=0, gzip;q=0.5' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    const none = await testApp.app.inject({
      method: 'GET',
      url: FEED,
      headers: { 'accept-encoding': 'identity, *;q=0' },
    });
    expect(none.headers['content-encoding']).toBeUndefined();
  });

  it('a status update through the service changes the next response and its ETag', async () => {
    const agentId = available[0]!.agentId;
    const before = await testApp.app.inject({ method: 'GET', url: FEED });
    expect((await postStatus(testApp.app, agentId, busyFor(845, '14:05'))).statusCode).toBe(200);

    const after = await testApp.app.inject({ method: 'GET', url: FEED });
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const stale = await testApp.app.inject({
      method: 'GET',
      url: FEED,
      headers: { 'if-none-match': before.headers.etag as string },
    });
    expect(stale.statusCode).toBe(200);
    expect(await feedRecord(testApp.app, agentId)).toMatchObject({ onACall: 'Y', availTimeStr: '14:05' });
  });
});

/**
 * Two instances behind a load balancer: a write on one must reach the other's snapshot through
 * LISTEN/NOTIFY. Needs a shared PostgreSQL (TEST_DATABASE_URL); on in-memory PGlite, where one process
 * owns the database, the same journey runs on a single app.
 */
describe('status feed across instances', () => {
  const shared = Boolean(process.env.TEST_DATABASE_URL);
  let first: TestApp;
  let secondDatabase: Database | undefined;
  let second: FastifyInstance;

  beforeAll(async () => {
    first = await buildTestApp({ telephonyWebhookSecret: WEBHOOK_SECRET });
    if (!shared) {
      second = first.app;
      return;
    }
    const url = first.database.pool?.options.connectionString;
    if (!url) throw new Error('expected a PostgreSQL test database');
    secondDatabase = await createDatabase({ url, poolSize: 2 });
    second = await buildApp({
      config: testConfig({ telephonyWebhookSecret: WEBHOOK_SECRET }),
      database: secondDatabase,
    });
    await second.ready();
  });
  afterAll(async () => {
    if (shared) {
      await second?.close();
      await secondDatabase?.close();
    }
    await first?.close();
  });

  it(`a webhook accepted by one instance shows on the other (${shared ? 'two apps, one PostgreSQL' : 'single app on PGlite'})`, async () => {
    const agentId = available[1]!.agentId;
    // Both snapshots are built before the change, so only a notification can refresh the second
    // (1.5 s is shorter than the 2 s expiry used while notifications are not trusted).
    const before = await second.inject({ method: 'GET', url: FEED });
    await first.app.inject({ method: 'GET', url: FEED });

    expect((await postStatus(first.app, agentId, busyFor(599, '9:59'))).statusCode).toBe(200);

    await expect
      .poll(async () => (await feedRecord(second, agentId))?.availTimeStr, { timeout: 5_000, interval: 50 })
      .toBe('9:59');
    const after = await second.inject({ method: 'GET', url: FEED });
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });
});
