import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/env.ts';
import { signedInAdvisor, signedInStaff } from '../helpers/advisors.ts';
import { buildTestApp, FIXTURE_WEB_DIST, type TestApp } from '../helpers/build-test-app.ts';
import { ORIGIN, signedInCustomer } from '../helpers/customers.ts';

/**
 * Every route of the OpenAPI document, by who may call it. A route that is not listed fails this test:
 * whoever adds one decides here who it is for, and the checks below prove the server enforces it.
 *  - public: anyone (the site's own data, sign-in steps that carry their own proof);
 *  - customer: a signed-in customer, on their own account only (the data API's guard);
 *  - signed: a provider's webhook, refused without its signature;
 *  - dev: the demo's tools, absent from a deployment;
 *  - operator: open outside production, and in production only to the bearer token of the environment.
 * Routes under /api/advisor/ and /api/staff/ (the back office) are classified by their prefix and checked
 * for every role.
 */
const ROUTES: Record<string, 'public' | 'customer' | 'signed' | 'dev' | 'operator'> = {
  'GET /api/customers/{id}': 'customer',
  'PATCH /api/customers/{id}': 'customer',
  'DELETE /api/customers/{id}': 'customer',
  'GET /api/customers/{id}/closure': 'customer',
  'GET /api/customers/{id}/credits': 'customer',
  'GET /api/customers/{id}/purchases': 'customer',
  'GET /api/customers/{id}/credit-usage': 'customer',
  'GET /api/customers/{id}/tarot-promo-code': 'customer',
  'DELETE /api/customers/{id}/phone-numbers/{phone}': 'customer',
  'PUT /api/customers/{id}/billing-address': 'customer',
  'GET /api/customers/{id}/limits': 'customer',
  'PUT /api/customers/{id}/limits': 'customer',
  'DELETE /api/customers/{id}/limits/pending/{limit}': 'customer',
  'POST /api/customers/{id}/break': 'customer',
  'GET /api/customers/{id}/saved-paypal': 'customer',
  'POST /api/customers/{id}/saved-paypal': 'customer',
  'PATCH /api/customers/{id}/saved-paypal': 'customer',
  'DELETE /api/customers/{id}/saved-paypal': 'customer',
  'POST /api/customers/{id}/saved-paypal/confirm': 'customer',
  'GET /api/customers/{id}/purchases/{purchaseId}/receipt': 'customer',
  'POST /.netlify/functions/request-otp': 'public',
  'POST /.netlify/functions/verify-otp': 'public',
  'POST /.netlify/functions/add-phone': 'customer',
  'POST /.netlify/functions/sendEmail': 'customer',
  'PUT /api/language': 'public',
  'GET /api/payments/config': 'public',
  'GET /api/bundles': 'public',
  'POST /api/coupons/validate': 'public',
  'POST /api/payments/quote': 'public',
  'POST /.netlify/functions/create-paypal-order': 'customer',
  'POST /.netlify/functions/capture-paypal-order': 'customer',
  'POST /api/payments/paypal/cancel': 'customer',
  'POST /api/webhooks/paypal': 'signed',
  'GET /api/purchases/{id}': 'customer',
  'POST /.netlify/functions/create-interac-order': 'customer',
  'GET /.netlify/functions/check-interac-transaction-status': 'customer',
  'POST /api/webhooks/gigadat': 'signed',
  'GET /.netlify/functions/fetchHoroscope': 'public',
  'GET /api/promotions/active': 'public',
  'GET /api/announcements/active': 'public',
  'GET /api/tarot/game': 'public',
  'POST /api/tarot/play': 'customer',
  'GET /api/dev/outbox': 'dev',
  'GET /healthz': 'public',
  'GET /readyz': 'public',
  'GET /metrics': 'operator',
  'GET /.netlify/functions/fetch-psychicstatus-json': 'public',
  'GET /.netlify/functions/psychic-photo': 'public',
  'POST /.netlify/functions/fetch-audio': 'public',
  'POST /api/telephony/agents/{agentId}/status': 'signed',
  'POST /api/telephony/voice': 'signed',
  'POST /api/telephony/extension': 'signed',
  'POST /api/telephony/dial-complete': 'signed',
  'POST /api/telephony/advisor-menu': 'signed',
  'POST /api/telephony/language': 'signed',
  'POST /api/telephony/rating': 'signed',
  'POST /api/telephony/pin-phone': 'signed',
  'POST /api/telephony/pin': 'signed',
  'POST /api/telephony/advisor-leg': 'signed',
  'POST /api/telephony/top-up': 'signed',
  'POST /api/telephony/rejoin': 'signed',
  'POST /api/telephony/line-join': 'signed',
  'POST /api/telephony/call-back/answer': 'signed',
  'POST /api/telephony/call-back/status': 'signed',
  'POST /api/telephony/announce': 'signed',
  'POST /api/telephony/call-end': 'signed',
  'POST /api/telephony/test-call': 'signed',
  'POST /api/dev/call-timers': 'dev',
  'POST /api/dev/payouts/reconcile': 'dev',
  'GET /api/me/phone-pin': 'customer',
  'PUT /api/me/phone-pin': 'customer',
  'DELETE /api/me/phone-pin': 'customer',
  'GET /api/advisors/{agentId}/reviews': 'public',
  'GET /api/me/reviews': 'customer',
  'POST /api/reviews': 'customer',
  'PATCH /api/reviews/{id}': 'customer',
  'GET /api/me/favorites': 'customer',
  'PUT /api/me/favorites/{agentId}': 'customer',
  'DELETE /api/me/favorites/{agentId}': 'customer',
  'GET /api/me/availability-alerts': 'customer',
  'PUT /api/me/availability-alerts/{agentId}': 'customer',
  'DELETE /api/me/availability-alerts/{agentId}': 'customer',
  'GET /api/me/satisfaction': 'customer',
  'POST /api/advisors/{agentId}/line': 'customer',
  'GET /api/advisors/{agentId}/line': 'customer',
  'DELETE /api/advisors/{agentId}/line': 'customer',
  'GET /api/me/line': 'customer',
  'POST /api/line/leave': 'public',
  'POST /api/satisfaction-requests': 'customer',
  'GET /api/places': 'public',
  'GET /api/customers/{id}/chart': 'customer',
  'PUT /api/customers/{id}/birth-details': 'customer',
  'DELETE /api/customers/{id}/birth-details': 'customer',
  'POST /api/customers/{id}/birth-details/reveal': 'customer',
  'GET /api/customers/{id}/chart-shares': 'customer',
  'PUT /api/customers/{id}/chart-shares': 'customer',
  'GET /api/applications/start': 'public',
  'POST /api/applications/phone-code': 'public',
  'POST /api/applications/phone-code/verify': 'public',
  'POST /api/applications': 'public',
  'POST /api/applications/withdraw': 'public',
};

const SAMPLE: Record<string, string> = {
  id: 'someone-else',
  agentId: '1001',
  purchaseId: '00000000-0000-4000-8000-000000000000',
  phone: '+15145550100',
};
const concrete = (path: string) => path.replace(/\{(\w+)\}/g, (_, name: string) => SAMPLE[name] ?? 'x');

describe('who may call each route (from the OpenAPI document)', () => {
  let testApp: TestApp;
  let operations: { method: string; path: string }[];
  let cookies: Record<'customer' | 'advisor' | 'support' | 'admin', string>;

  beforeAll(async () => {
    // With every optional part on (the bridged call adds its dev route), so that none escapes the checks.
    testApp = await buildTestApp({ callBridge: 'conference' });
    const doc = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
    );
    const { db } = testApp.database;
    cookies = {
      customer: (await signedInCustomer(testApp.app)).cookie,
      advisor: (await signedInAdvisor(testApp.app, db, 1001)).cookie,
      support: (await signedInStaff(testApp.app, db, 'support')).cookie,
      admin: (await signedInStaff(testApp.app, db, 'admin')).cookie,
    };
  });
  afterAll(() => testApp.close());

  const call = (method: string, path: string, cookie?: string) =>
    testApp.app.inject({
      method: method as 'GET',
      url: concrete(path),
      headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
      ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
    });

  it('lists every route, so that none escapes the checks', () => {
    const unlisted = operations
      .map(({ method, path }) => `${method} ${path}`)
      .filter((key) => !(key in ROUTES) && !/ \/api\/(advisor|staff)\//.test(key));
    expect(unlisted).toEqual([]);
  });

  it('refuses a visitor on every customer route, before reading anything', async () => {
    for (const { method, path } of operations) {
      if (ROUTES[`${method} ${path}`] !== 'customer') continue;
      const res = await call(method, path);
      // A body that does not parse is refused first (400); nothing answers a visitor with data.
      expect([400, 401], `${method} ${path}`).toContain(res.statusCode);
    }
  });

  it('keeps the advisor console to advisors: 401 for a visitor, 403 for a customer and for staff', async () => {
    const advisorRoutes = operations.filter(({ path }) => path.startsWith('/api/advisor/'));
    expect(advisorRoutes.length).toBeGreaterThanOrEqual(4);
    for (const { method, path } of advisorRoutes) {
      expect((await call(method, path)).statusCode, `${method} ${path} visitor`).toBe(401);
      for (const who of ['customer', 'support', 'admin'] as const) {
        expect((await call(method, path, cookies[who])).statusCode, `${method} ${path} ${who}`).toBe(403);
      }
    }
  });

  it('keeps the back office to staff: 401 for a visitor, 403 for a customer and an advisor', async () => {
    const staffRoutes = operations.filter(({ path }) => path.startsWith('/api/staff/'));
    // The first part of the back office: customers and the audit log.
    expect(staffRoutes.length).toBeGreaterThanOrEqual(8);
    for (const { method, path } of staffRoutes) {
      // The guard runs before validation: an empty body is not judged for those who may not send one.
      expect((await call(method, path)).statusCode, `${method} ${path} visitor`).toBe(401);
      for (const who of ['customer', 'advisor'] as const) {
        expect((await call(method, path, cookies[who])).statusCode, `${method} ${path} ${who}`).toBe(403);
      }
      expect([401, 403], `${method} ${path} admin`).not.toContain(
        (await call(method, path, cookies.admin)).statusCode,
      );
      // Support is signed in everywhere, but some routes are admin's only (each part's tests check which).
      expect((await call(method, path, cookies.support)).statusCode, `${method} ${path} support`).not.toBe(
        401,
      );
    }
  });

  it('keeps deciding applications to admins: support screens them but gets 403 on every decision', async () => {
    const keys = operations.map(({ method, path }) => `${method} ${path}`);
    for (const key of [
      'POST /api/staff/applications/{id}/approve',
      'POST /api/staff/applications/{id}/reject',
      'POST /api/staff/advisors/{agentId}/publish',
    ]) {
      expect(keys).toContain(key);
      const [method = '', path = ''] = key.split(' ');
      expect((await call(method, path, cookies.support)).statusCode, key).toBe(403);
    }
    for (const key of ['GET /api/staff/applications', 'GET /api/staff/applications/screeners']) {
      const [method = '', path = ''] = key.split(' ');
      expect((await call(method, path, cookies.support)).statusCode, key).toBe(200);
    }
  });

  it('keeps operator routes to the bearer token in production: 401 without it or with a wrong one', async () => {
    const operatorRoutes = operations.filter(
      ({ method, path }) => ROUTES[`${method} ${path}`] === 'operator',
    );
    expect(operatorRoutes.length).toBeGreaterThanOrEqual(1);
    const token = 'an-operator-token-for-this-test';
    const production = await buildTestApp(
      loadConfig({
        NODE_ENV: 'production',
        LOG_LEVEL: 'silent',
        WEB_DIST_DIR: FIXTURE_WEB_DIST,
        PUBLIC_URL: 'https://psychics.example.com',
        DATABASE_URL: 'postgres://app@db.internal:5432/app',
        TELEPHONY_WEBHOOK_SECRET: 'a-long-enough-telephony-secret',
        PAYOUT_DATA_KEYS: `test:${Buffer.alloc(32, 7).toString('base64')}`,
        AUTH_SECRET: 'an-integration-test-secret-of-32-characters',
        METRICS_TOKEN: token,
      }),
    );
    try {
      for (const { method, path } of operatorRoutes) {
        for (const authorization of [undefined, 'Bearer not-the-operator-token', `Basic ${token}`]) {
          const res = await production.app.inject({
            method: method as 'GET',
            url: concrete(path),
            headers: { origin: ORIGIN, ...(authorization ? { authorization } : {}) },
          });
          expect(res.statusCode, `${method} ${path} ${authorization ?? 'no token'}`).toBe(401);
        }
        const allowed = await production.app.inject({
          method: method as 'GET',
          url: concrete(path),
          headers: { authorization: `Bearer ${token}` },
        });
        expect(allowed.statusCode, `${method} ${path} with the token`).toBe(200);
      }
    } finally {
      await production.close();
    }
  });

  it('refuses an unsigned webhook', async () => {
    for (const { method, path } of operations) {
      if (ROUTES[`${method} ${path}`] !== 'signed') continue;
      const res = await call(method, path);
      expect([400, 401, 403, 503], `${method} ${path}`).toContain(res.statusCode);
    }
  });
});
