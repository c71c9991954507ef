import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { ADVISOR_SEEDS } from '@app/db/seed/advisors-data';
import { ADVISOR_ASSETS_DIR } from '@app/db/seed/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

const AUDIO = '/.netlify/functions/fetch-audio';

describe(`POST ${AUDIO}`, () => {
  let testApp: TestApp;
  const extension = String(ADVISOR_SEEDS[1]!.agentId);

  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('answers the WAV of the advisor at that extension, with its length', async () => {
    const expected = await readFile(resolve(ADVISOR_ASSETS_DIR, `${extension}.wav`));
    const res = await testApp.app.inject({ method: 'POST', url: AUDIO, payload: { extension } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('audio/wav');
    expect(Number(res.headers['content-length'])).toBe(expected.length);
    expect(res.rawPayload.length).toBeGreaterThan(44);
    expect(res.rawPayload.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(res.rawPayload.equals(expected)).toBe(true);
  });

  it('is not re-encoded for clients that accept compression', async () => {
    const res = await testApp.app.inject({
      method: 'POST',
      url: AUDIO,
      payload: { extension },
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('answers 404 for an extension nobody has', async () => {
    const res = await testApp.app.inject({ method: 'POST', url: AUDIO, payload: { extension: '999999' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
  });

  it.each([
    ['no extension', { other: '1001' }],
    ['an empty extension', { extension: '' }],
    ['letters', { extension: '10a1' }],
    ['a number instead of text', { extension: 1001 }],
    ['too many digits', { extension: '1234567' }],
    ['an array', [{ extension: '1001' }]],
  ])('answers 400 for %s', async (_case, payload) => {
    const res = await testApp.app.inject({ method: 'POST', url: AUDIO, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: { code: string } }>().error.code).toBe('VALIDATION_ERROR');
  });

  it('answers 400 for a missing body and for broken JSON', async () => {
    const missing = await testApp.app.inject({ method: 'POST', url: AUDIO });
    expect(missing.statusCode).toBe(400);
    const postJsonText = (payload: string) =>
      testApp.app.inject({
        method: 'POST',
        url: AUDIO,
        headers: { 'content-type': 'application/json' },
        payload,
      });
    const empty = await postJsonText('');
    expect(empty.statusCode).toBe(400);
    const broken = await postJsonText('{"extension":');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ error: { code: 'BAD_JSON', message: expect.any(String) } });
  });
});
