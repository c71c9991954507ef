import { en } from '@app/shared/messages/en';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../../src/app.ts';
import { MAX_JSON_DEPTH } from '../../src/plugins/input-guard.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { ORIGIN, type SignedInCustomer, signedInCustomer } from '../helpers/customers.ts';

const FEED = '/.netlify/functions/fetch-psychicstatus-json';
const CROSS_SITE = 'https://attacker.example';

describe('request guards', () => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let alice: SignedInCustomer;

  beforeAll(async () => {
    testApp = await buildTestApp();
    app = testApp.app;
    alice = await signedInCustomer(app);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const customer = () => app.inject({ method: 'GET', url: `/api/customers/${alice.id}` });
  /** A POST of JSON text as it is, however malformed or large. */
  const postJsonText = (url: string, payload: string) =>
    app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });
  /** Alice's cookie renames her to `name`, with the browser's headers given. */
  const rename = (name: string, headers: Record<string, string | undefined> = {}) =>
    app.inject({
      method: 'PATCH',
      url: `/api/customers/${alice.id}`,
      headers: { cookie: alice.cookie, ...headers },
      payload: { name },
    });

  describe('Cache-Control: no-store on personal answers', () => {
    it('on a customer’s data, by cookie or by bearer token', async () => {
      for (const headers of [{ cookie: alice.cookie }, { authorization: `Bearer ${alice.token}` }]) {
        const res = await app.inject({ method: 'GET', url: `/api/customers/${alice.id}`, headers });
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toBe('no-store');
      }
      const purchases = await app.inject({
        method: 'GET',
        url: `/api/customers/${alice.id}/purchases`,
        headers: { cookie: alice.cookie },
      });
      expect(purchases.headers['cache-control']).toBe('no-store');
    });

    it('on every /api/auth and /api/customers answer, signed in or not', async () => {
      const session = await app.inject({
        method: 'GET',
        url: '/api/auth/get-session',
        headers: { cookie: alice.cookie },
      });
      expect(session.statusCode).toBe(200);
      expect(session.headers['cache-control']).toBe('no-store');
      const anonymous = await app.inject({ method: 'GET', url: '/api/auth/get-session' });
      expect(anonymous.headers['cache-control']).toBe('no-store');
      expect((await customer()).headers['cache-control']).toBe('no-store');
    });

    it('keeps the status feed’s ETag caching, for visitors and customers alike', async () => {
      const visitor = await app.inject({ method: 'GET', url: FEED });
      expect(visitor.headers['cache-control']).toBe('public, no-cache');
      const etag = String(visitor.headers.etag);
      const revalidated = await app.inject({
        method: 'GET',
        url: FEED,
        headers: { 'if-none-match': etag, cookie: alice.cookie },
      });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.headers['cache-control']).toBe('public, no-cache');
    });
  });

  describe('cross-site requests', () => {
    it('are refused with 403 before anything changes', async () => {
      const res = await rename('Mallory', { origin: CROSS_SITE });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('CROSS_SITE_REQUEST');
      const after = await app.inject({
        method: 'GET',
        url: `/api/customers/${alice.id}`,
        headers: { cookie: alice.cookie },
      });
      expect(after.json().customer.name).not.toBe('Mallory');
    });

    it('are judged by Sec-Fetch-Site when Origin is absent', async () => {
      const refused = await app.inject({
        method: 'DELETE',
        url: `/api/customers/${alice.id}`,
        headers: { cookie: alice.cookie, 'sec-fetch-site': 'cross-site' },
      });
      expect(refused.statusCode).toBe(403);
      const sameOrigin = await rename('Alice', { 'sec-fetch-site': 'same-origin' });
      expect(sameOrigin.statusCode).toBe(200);
    });

    it('answer /api/auth/* in better-auth’s own error shape', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: 'null' },
        payload: { email: alice.email, password: alice.password },
      });
      expect(res.statusCode).toBe(403);
      // The sign-in form shows it: the spec's generic words, never a library's "Invalid origin".
      expect(res.json()).toEqual({ code: 'CROSS_SITE_REQUEST', message: en.auth.signIn.errors.unavailable });
      expect(res.headers['set-cookie']).toBeUndefined();
    });

    it('pass from the site, from trusted origins, and without browser headers', async () => {
      for (const headers of [{ origin: ORIGIN }, { origin: 'http://localhost:5173' }, {}]) {
        const res = await rename('Alice', headers);
        expect(res.statusCode).toBe(200);
      }
    });

    it('never stop a provider’s webhook, nor a read', async () => {
      const webhook = await app.inject({
        method: 'POST',
        url: '/api/webhooks/paypal',
        headers: { origin: CROSS_SITE },
        payload: { event_type: 'NOTHING' },
      });
      expect(webhook.statusCode).not.toBe(403);
      const read = await app.inject({
        method: 'GET',
        url: FEED,
        headers: { origin: CROSS_SITE, 'sec-fetch-site': 'cross-site' },
      });
      expect(read.statusCode).toBe(200);
    });
  });

  describe('bad input', () => {
    it('refuses a NUL in a JSON string with a 400 naming the field', async () => {
      const res = await rename('Al\u0000ice');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: {
          code: 'CONTROL_CHARACTER',
          message: 'name: must not contain control characters (such as NUL)',
        },
      });
    });

    it.each([
      ['\u0001', true],
      ['\u001f', true],
      ['\u007f', true],
      ['\u000b', true],
      ['tab\tnew\nline\r', false],
      ['é – 🌙', false],
    ])('refuses %j: %s', async (value, refused) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/coupons/validate',
        payload: { code: value, bundleId: 1 },
      });
      if (refused) expect(res.json().error?.code).toBe('CONTROL_CHARACTER');
      else expect(res.json().error?.code).not.toBe('CONTROL_CHARACTER');
      expect(res.statusCode).toBeLessThan(500);
    });

    it('names nested fields and refuses control characters in field names', async () => {
      const nested = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: { email: 'x@example.com', password: 'secret-password', name: 'x', extra: [{ a: '\u0000' }] },
      });
      expect(nested.statusCode).toBe(400);
      expect(nested.json()).toEqual({
        code: 'CONTROL_CHARACTER',
        message: 'extra.0.a: must not contain control characters (such as NUL)',
      });
      const key = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: 'x@example.com', password: 'secret-password', 'na\u0000me': 'x' },
      });
      expect(key.statusCode).toBe(400);
      expect(key.json().code).toBe('CONTROL_CHARACTER');
    });

    it('checks the query string and path parameters too', async () => {
      const query = await app.inject({ method: 'GET', url: '/.netlify/functions/psychic-photo?agentId=%00' });
      expect(query.statusCode).toBe(400);
      expect(query.json().error).toEqual({
        code: 'CONTROL_CHARACTER',
        message: 'agentId: must not contain control characters (such as NUL)',
      });
      const params = await app.inject({
        method: 'GET',
        url: '/api/customers/%00',
        headers: { cookie: alice.cookie },
      });
      expect(params.statusCode).toBe(400);
      expect(params.json().error.message).toBe('id: must not contain control characters (such as NUL)');
    });

    it('refuses JSON nested too deeply before parsing it, on every route', async () => {
      const allowed = `${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`;
      const ok = await postJsonText('/api/coupons/validate', allowed);
      expect(ok.json().error.code).toBe('VALIDATION_ERROR');
      const deep = `${'['.repeat(30_000)}${']'.repeat(30_000)}`;
      for (const url of [
        '/api/coupons/validate',
        '/api/auth/sign-up/email',
        '/api/telephony/agents/1/status',
      ]) {
        const res = await postJsonText(url, deep);
        expect(res.statusCode, url).toBe(400);
        const body = res.json();
        expect(body.error?.code ?? body.code, url).toBe('JSON_TOO_DEEP');
      }
      // Brackets inside strings are text, not nesting.
      const inString = await app.inject({
        method: 'POST',
        url: '/api/coupons/validate',
        payload: { code: '[{'.repeat(1000), bundleId: 1 },
      });
      expect(inString.json().error?.code).not.toBe('JSON_TOO_DEEP');
    });

    it('refuses an oversized body with 413', async () => {
      const huge = JSON.stringify({ email: 'x'.repeat(BODY_LIMIT_BYTES), password: 'x', name: 'x' });
      for (const url of ['/api/auth/sign-up/email', '/api/coupons/validate']) {
        const res = await postJsonText(url, huge);
        expect(res.statusCode, url).toBe(413);
      }
    });
  });
});
