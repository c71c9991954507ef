import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

function expectSecurityHeaders(headers: Record<string, unknown>): void {
  const csp = String(headers['content-security-policy']);
  const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src'));
  expect(scriptSrc?.trim()).toBe("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=()');
}

describe('security headers over http', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({
      publicUrl: 'http://localhost:3000',
    });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it.each([
    ['an API answer', 'GET', '/.netlify/functions/fetch-psychicstatus-json', 200],
    ['a probe', 'GET', '/healthz', 200],
    ['a hashed static file', 'GET', '/assets/app-abc123.js', 200],
    ['the SPA fallback', 'GET', '/dashboard', 200],
    ['the home page', 'GET', '/', 200],
    ['an unknown API route', 'GET', '/api/nope', 404],
    ['an unknown function', 'POST', '/.netlify/functions/nope', 404],
    ['a missing asset', 'GET', '/assets/missing-123.js', 404],
    ['a malformed request', 'GET', '/api/%E0%A4%A', 400],
    ['the API docs', 'GET', '/api/docs/json', 200],
  ])('are on %s (%s %s)', async (_label, method, url, status) => {
    const res = await testApp.app.inject({ method: method as 'GET', url });
    expect(res.statusCode).toBe(status);
    expectSecurityHeaders(res.headers);
  });

  it('leave HSTS out when the public URL is plain http', async () => {
    const res = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('security headers over https', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ publicUrl: 'https://psychics.example' });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('add HSTS to every response', async () => {
    for (const url of ['/healthz', '/assets/app-abc123.js', '/dashboard', '/api/nope']) {
      const res = await testApp.app.inject({ method: 'GET', url });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expectSecurityHeaders(res.headers);
    }
  });
});
