import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { EMULATED_VAULT_EMAIL } from '../../src/adapters/emulators/paypal-vault-emulator.ts';
import { injectFetch } from '../../src/adapters/inject-fetch.ts';
import { createPayPalClient, PayPalError } from '../../src/adapters/paypal.ts';
import { useTestApp } from '../helpers/build-test-app.ts';

const PUBLIC_URL = 'http://localhost:3000';
const t = useTestApp();

/** Our PayPal client, against the app's emulator at /dev/paypal (as the demo uses it). */
const paypal = () =>
  createPayPalClient(
    { baseUrl: `${PUBLIC_URL}/dev/paypal`, clientId: 'emulator-client', clientSecret: 'emulator-secret' },
    injectFetch(t.app, PUBLIC_URL),
  );

/** The buyer's choice on the emulator's approval page; answers where PayPal sends them back. */
async function buyer(approveUrl: string | null, action: 'approve' | 'cancel') {
  if (!approveUrl) throw new Error('no approve link');
  const page = await t.app.inject({ method: 'GET', url: approveUrl });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain(EMULATED_VAULT_EMAIL);
  const res = await t.app.inject({
    method: 'POST',
    url: `${approveUrl}/${action}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  expect(res.statusCode).toBe(303);
  return String(res.headers.location);
}

const setup = (client: ReturnType<typeof paypal>, requestId = randomUUID()) =>
  client.createSetupToken({
    customerId: 'customer-42',
    returnUrl: '/profile?paypal_saved=1',
    cancelUrl: '/profile?paypal_cancel=1',
    requestId,
  });

const issueOf = async (promise: Promise<unknown>) => {
  const failure = await promise.catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(PayPalError);
  return (failure as PayPalError).issue;
};

describe("PayPal's vault, emulated", () => {
  it('saves an account the buyer approved, reads it back, and deletes it', async () => {
    const client = paypal();
    const started = await setup(client);
    // Not approved yet: no payment token.
    expect(await issueOf(client.createPaymentToken(started.id, randomUUID()))).toBe(
      'SETUP_TOKEN_NOT_TOKENIZED',
    );
    const back = await buyer(started.approveUrl, 'approve');
    expect(back).toBe(`/profile?paypal_saved=1&approval_token_id=${started.id}`);

    const requestId = randomUUID();
    const saved = await client.createPaymentToken(started.id, requestId);
    expect(saved).toMatchObject({ email: EMULATED_VAULT_EMAIL });
    expect(saved.id).toMatch(/^[0-9A-F]{16}$/);
    // A retry whose answer was lost gets the same token; the setup token cannot make a second one.
    expect(await client.createPaymentToken(started.id, requestId)).toEqual(saved);
    expect(await issueOf(client.createPaymentToken(started.id, randomUUID()))).toBe(
      'SETUP_TOKEN_ALREADY_USED',
    );
    expect(await client.getPaymentToken(saved.id)).toEqual(saved);

    await client.deletePaymentToken(saved.id);
    expect(await issueOf(client.getPaymentToken(saved.id))).toBe('INVALID_RESOURCE_ID');
    expect(await issueOf(client.deletePaymentToken(saved.id))).toBe('INVALID_RESOURCE_ID');
  });

  it('keeps one setup token per request id, and a buyer who cancels is sent to the cancel page', async () => {
    const client = paypal();
    const requestId = randomUUID();
    const first = await setup(client, requestId);
    expect(await setup(client, requestId)).toEqual(first);
    expect((await setup(client)).id).not.toBe(first.id);
    expect(await buyer(first.approveUrl, 'cancel')).toBe(
      `/profile?paypal_cancel=1&approval_token_id=${first.id}`,
    );
    expect(await issueOf(client.createPaymentToken(first.id, randomUUID()))).toBe(
      'SETUP_TOKEN_NOT_TOKENIZED',
    );
  });

  it('refuses requests without a token or with a malformed body, as PayPal does', async () => {
    const noAuth = await t.app.inject({
      method: 'POST',
      url: '/dev/paypal/v3/vault/setup-tokens',
      payload: {},
    });
    expect(noAuth.statusCode).toBe(401);
    const client = paypal();
    expect(await issueOf(client.createPaymentToken('NOSUCHTOKEN', randomUUID()))).toBe('INVALID_RESOURCE_ID');
  });
});
