import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { ADVISOR_SEEDS } from '@app/db/seed/advisors-data';
import { ADVISOR_ASSETS_DIR } from '@app/db/seed/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

const PHOTO = '/.netlify/functions/psychic-photo';
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

describe(`GET ${PHOTO}`, () => {
  let testApp: TestApp;
  const agentId = ADVISOR_SEEDS[0]!.agentId;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('answers the stored image with its type, revalidated by its ETag, and a script-proof CSP', async () => {
    const expected = await readFile(resolve(ADVISOR_ASSETS_DIR, `${agentId}.svg`));
    const res = await testApp.app.inject({ method: 'GET', url: `${PHOTO}?agentId=${agentId}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    // An advisor may replace it at any time: the next load must show the new one (a 304 costs no bytes).
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(res.headers['content-security-policy']).toBe(SVG_CSP);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(expected)).toBe(true);
  });

  it('gives each photo its own ETag', async () => {
    const tags = await Promise.all(
      ADVISOR_SEEDS.slice(0, 3).map(async (seed) => {
        const res = await testApp.app.inject({ method: 'GET', url: `${PHOTO}?agentId=${seed.agentId}` });
        return res.headers.etag;
      }),
    );
    expect(new Set(tags).size).toBe(3);
  });

  it('answers 304 without a body when If-None-Match holds the current ETag', async () => {
    const url = `${PHOTO}?agentId=${agentId}`;
    const first = await testApp.app.inject({ method: 'GET', url });
    const etag = first.headers.etag as string;
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const res = await testApp.app.inject({ method: 'GET', url, headers: { 'if-none-match': header } });
      expect(res.statusCode, header).toBe(304);
      expect(res.body).toBe('');
      expect(res.headers.etag).toBe(etag);
      expect(res.headers['cache-control']).toBe('public, no-cache');
    }
    const stale = await testApp.app.inject({ method: 'GET', url, headers: { 'if-none-match': '"stale"' } });
    expect(stale.statusCode).toBe(200);
  });

  it("caches for good a URL naming the photo's version, and only the current version", async () => {
    const expected = await readFile(resolve(ADVISOR_ASSETS_DIR, `${agentId}.svg`));
    const version = createHash('sha256').update(expected).digest('hex').slice(0, 16);
    const current = await testApp.app.inject({
      method: 'GET',
      url: `${PHOTO}?agentId=${agentId}&v=${version}`,
    });
    expect(current.statusCode).toBe(200);
    expect(current.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(current.rawPayload.equals(expected)).toBe(true);
    for (const stale of ['0123456789abcdef', '', 'x'.repeat(64)]) {
      const res = await testApp.app.inject({ method: 'GET', url: `${PHOTO}?agentId=${agentId}&v=${stale}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, no-cache');
    }
    const tooLong = await testApp.app.inject({
      method: 'GET',
      url: `${PHOTO}?agentId=${agentId}&v=${'x'.repeat(65)}`,
    });
    expect(tooLong.statusCode).toBe(400);
  });

  it('answers 404 for an unknown advisor', async () => {
    const res = await testApp.app.inject({ method: 'GET', url: `${PHOTO}?agentId=999999` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
  });

  it.each([
    ['missing', ''],
    ['empty', '?agentId='],
    ['not a number', '?agentId=abc'],
    ['negative', '?agentId=-5'],
    ['zero', '?agentId=0'],
    ['a fraction', '?agentId=1.5'],
    ['too long', '?agentId=12345678901234567890'],
    ['repeated', `?agentId=${agentId}&agentId=${agentId}`],
  ])('answers 400 when agentId is %s', async (_case, query) => {
    const res = await testApp.app.inject({ method: 'GET', url: `${PHOTO}${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'VALIDATION_ERROR', message: expect.any(String) } });
  });
});
