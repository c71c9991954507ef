import { createDatabase } from '@app/db/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { buildTestApp, type TestApp, testConfig } from '../helpers/build-test-app.ts';
import { ORIGIN } from '../helpers/customers.ts';

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
  it('says DRAINING on /readyz and to every GET, serves a POST, and closes each connection after its answer', async () => {
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
      // A GET is refused at once, which nginx retries on another instance and counts as a failure, so
      // it takes this one out of its list before the listener closes.
      const during = await app.inject({ method: 'GET', url: '/api/bundles' });
      expect(during.statusCode).toBe(503);
      expect(during.json().error.code).toBe('DRAINING');
      expect(during.headers.connection).toBe('close');
      expect((await app.inject({ method: 'HEAD', url: '/' })).statusCode).toBe(503);
      // A POST (never repeated by nginx) is still served, and told not to reuse the connection.
      const post = await app.inject({
        method: 'POST',
        url: '/api/coupons/validate',
        headers: { origin: ORIGIN },
        payload: { code: 'NOPE-NOPE', bundleId: 'bundle-20' },
      });
      expect(post.statusCode).toBeLessThan(500);
      expect(post.json().error?.code).not.toBe('DRAINING');
      expect(post.headers.connection).toBe('close');
    } finally {
      await testApp.close();
    }
  });
});
