import { createDatabase } from '@app/db/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { buildTestApp, type TestApp, testConfig } from '../helpers/build-test-app.ts';

describe('health probes', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('GET /healthz says the process is up', async () => {
    const res = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz says ready while the database answers', async () => {
    const res = await testApp.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
  });
});

describe('readiness without a database', () => {
  it('GET /readyz answers 503 NOT_READY once the database is closed, while /healthz stays up', async () => {
    // A database of its own: the shared test database's drop() must not meet an already closed pool.
    const adminUrl = process.env.TEST_DATABASE_URL;
    const database = adminUrl
      ? await createDatabase({ url: adminUrl, poolSize: 1 })
      : await createDatabase({ dataDir: 'memory://' });
    const app = await buildApp({ config: testConfig(), database });
    try {
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      await database.close();

      const res = await app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ error: { code: 'NOT_READY', message: expect.any(String) } });
      expect(res.body).not.toMatch(/pool|pglite|closed/i);

      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
