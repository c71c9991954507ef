import { en } from '@app/shared/messages/en';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { post, signedInCustomer } from '../helpers/customers.ts';

// Real providers configured at an address where nothing listens: every call fails at the network.
const UNREACHABLE = 'http://127.0.0.1:9';

describe('payment providers unreachable', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      paypal: { mode: 'live', baseUrl: UNREACHABLE, clientId: 'id', clientSecret: 'secret', webhookId: 'wh' },
      gigadat: { mode: 'live', baseUrl: UNREACHABLE, campaignId: 'c', accessToken: 'a', securityToken: 's' },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the spec messages and mounts no emulator', async () => {
    const who = await signedInCustomer(t.app);
    const paypal = await post(
      t.app,
      '/.netlify/functions/create-paypal-order',
      { bundle: 'bundle-10' },
      { cookie: who.cookie },
    );
    expect(paypal.statusCode).toBe(502);
    expect(paypal.json().error.message).toBe(en.payments.createPaypalOrder);
    const interac = await post(
      t.app,
      '/.netlify/functions/create-interac-order',
      { bundle: 'bundle-10' },
      { cookie: who.cookie },
    );
    expect(interac.statusCode).toBe(502);
    expect(interac.json().error.message).toBe(en.payments.createInteracOrder);
    const config = await t.app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(config.json()).toEqual({
      currency: 'CAD',
      interac: true,
      paypal: { mode: 'sdk', clientId: 'id' },
    });
    // No emulator is mounted once real providers are configured.
    const token = await t.app.inject({ method: 'POST', url: '/dev/paypal/v1/oauth2/token' });
    expect(token.statusCode).toBe(404);
    const gigadat = await t.app.inject({ method: 'POST', url: '/dev/gigadat/api/payment-token/c' });
    expect(gigadat.statusCode).toBe(404);
  });
});
