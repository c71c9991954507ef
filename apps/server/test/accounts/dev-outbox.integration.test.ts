import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

describe('GET /api/dev/outbox', () => {
  let testApp: TestApp | undefined;
  afterEach(async () => {
    await testApp?.close();
    testApp = undefined;
  });

  it('is an empty list on a fresh database', async () => {
    testApp = await buildTestApp();
    const res = await testApp.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('does not exist in production', async () => {
    testApp = await buildTestApp({ nodeEnv: 'production', devTools: false });
    const res = await testApp.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(res.statusCode).toBe(404);
  });
});
