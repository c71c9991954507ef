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

describe('draining (SIGTERM, before the listener closes)', () => {
  it('says DRAINING on /readyz and closes each connection after its answer, while still serving', async () => {
    const testApp = await buildTestApp();
    try {
      const { app } = testApp;
      const before = await app.inject({ method: 'GET', url: '/api/bundles' });
      expect(before.headers.connection).not.toBe('close');
      expect(app.draining).toBe(false);

      app.startDraining();
      expect(app.draining).toBe(true);
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        error: { code: 'DRAINING', message: 'This instance is shutting down' },
      });
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      // Still answering what reaches it, each answer telling the proxy not to reuse the connection.
      const during = await app.inject({ method: 'GET', url: '/api/bundles' });
      expect(during.statusCode).toBe(before.statusCode);
      expect(during.headers.connection).toBe('close');
    } finally {
      await testApp.close();
    }
  });
});
