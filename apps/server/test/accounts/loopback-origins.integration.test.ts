import { randomUUID } from 'node:crypto';
import { en } from '@app/shared/messages/en';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/env.ts';
import { buildTestApp, FIXTURE_WEB_DIST, type TestApp } from '../helpers/build-test-app.ts';
import { lastMessageTo, PASSWORD } from '../helpers/customers.ts';

async function signUpAndSignIn(t: TestApp, origin: string) {
  const email = `${randomUUID()}@example.com`;
  const signUp = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin },
    payload: { email, password: PASSWORD, name: 'Loopback' },
  });
  return { email, signUp };
}

describe('the demo opened on another loopback name of its port', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(['http://127.0.0.1:3000', 'http://[::1]:3000', 'http://localhost:3000'])(
    'signs up and signs in from %s',
    async (origin) => {
      const { email, signUp } = await signUpAndSignIn(t, origin);
      expect(signUp.statusCode, signUp.body).toBe(200);
      const confirm = await lastMessageTo(t.app, email);
      const link = confirm.body.match(/http:\/\/localhost:3000(\/api\/auth\/verify-email\S*)/)?.[1];
      expect(link).toBeDefined();
      await t.app.inject({ method: 'GET', url: link ?? '' });
      const signIn = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin },
        payload: { email, password: PASSWORD },
      });
      expect(signIn.statusCode, signIn.body).toBe(200);
    },
  );

  it('still refuses another port or another host', async () => {
    for (const origin of ['http://127.0.0.1:4000', 'http://192.168.1.5:3000']) {
      const { signUp } = await signUpAndSignIn(t, origin);
      expect(signUp.statusCode).toBe(403);
      expect(signUp.json().message).toBe(en.auth.signIn.errors.unavailable);
    }
  });
});

describe('a public deployment', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(
      loadConfig({
        LOG_LEVEL: 'silent',
        WEB_DIST_DIR: FIXTURE_WEB_DIST,
        PUBLIC_URL: 'https://psychics.example.com',
        AUTH_SECRET: 'a-long-secret-for-this-test-only-0123456789',
      }),
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('trusts no loopback origin, and answers an untrusted one with the spec’s generic sign-in error', async () => {
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin },
        payload: { email: 'someone@example.com', password: PASSWORD },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(en.auth.signIn.errors.unavailable);
      expect(res.body).not.toContain('Invalid origin');
    }
  });
});
