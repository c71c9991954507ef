import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

describe('OpenAPI', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('describes the routes with their response schemas', async () => {
    const res = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const feed = doc.paths['/.netlify/functions/fetch-psychicstatus-json'];
    expect(feed.get.responses['200']).toBeDefined();
    expect(doc.paths['/readyz'].get.responses['503']).toBeDefined();
    // Static file routes are plumbing, not API.
    expect(Object.keys(doc.paths)).not.toContain('/*');
  });

  it('serves the UI at /api/docs', async () => {
    const res = await testApp.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });
});
