import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

describe('better-auth mounted under /api/auth', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('a visitor without a session gets 200 and null, with the security headers', async () => {
    const res = await testApp.app.inject({ method: 'GET', url: '/api/auth/get-session' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBeNull();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('a forged session cookie is not a session', async () => {
    const res = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: 'better-auth.session_token=forged.value' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBeNull();
  });

  it('an unknown auth endpoint is a 404, not a 5xx', async () => {
    const res = await testApp.app.inject({ method: 'GET', url: '/api/auth/no-such-endpoint' });
    expect(res.statusCode).toBe(404);
  });
});
