import { en } from '@app/shared/messages/en';
import { fr } from '@app/shared/messages/fr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PayPalError } from '../../src/adapters/paypal.ts';
import { createSavedPaypalService, type PayPalVault } from '../../src/modules/saved-paypal/service.ts';
import { buildTestApp, type TestApp, useTestApp } from '../helpers/build-test-app.ts';
import { signedInCustomer } from '../helpers/customers.ts';
import { PUBLIC_URL, savedPaypalFlows } from './saved-paypal-flows.ts';

const errorOf = (res: { json(): unknown }) =>
  (res.json() as { error: { code: string; message: string } }).error;

describe('a removal PayPal does not confirm', () => {
  const t = useTestApp();
  const flows = savedPaypalFlows(t);
  const { urlOf, send, save, rowOf, tokenAtPayPal } = flows;

  /** The app's PayPal client, except that PayPal does not answer deletions. */
  const paypalDown = (): PayPalVault => {
    const client = flows.paypal();
    return {
      createSetupToken: client.createSetupToken,
      createPaymentToken: client.createPaymentToken,
      deletePaymentToken: async () => {
        throw new PayPalError('PayPal DELETE answered 503', 503, 'SERVICE_UNAVAILABLE');
      },
    };
  };
  const serviceWith = (paypal: PayPalVault) =>
    createSavedPaypalService({ db: t.db, paypal, publicUrl: PUBLIC_URL, log: t.app.log });

  it('is never charged again, looks removed, blocks a new save, and the reconciliation job finishes it', async () => {
    const who = await signedInCustomer(t.app);
    await save(who);
    const token = (await rowOf(who.id))?.paymentTokenId ?? '';
    await serviceWith(paypalDown()).remove(who.id);

    // 'removing': the phone's top-ups read active rows only; the customer sees no account.
    expect(await rowOf(who.id)).toMatchObject({ status: 'removing', paymentTokenId: token });
    expect(await tokenAtPayPal(token)).not.toBeNull();
    const shown = await send('GET', urlOf(who), who.cookie);
    expect(shown.json()).toEqual({
      status: 'none',
      emailMasked: null,
      topUpBundleId: 'bundle-10',
      autoTopUp: false,
    });
    const choices = await send('PATCH', urlOf(who), who.cookie, { autoTopUp: true });
    expect(choices.statusCode).toBe(404);

    // Saving again first retries the deletion; while PayPal still does not confirm, it waits.
    await expect(serviceWith(paypalDown()).start(who.id, 'en')).rejects.toMatchObject({
      statusCode: 409,
      code: 'SAVED_PAYPAL_REMOVING',
      message: en.savedPaypal.errors.removing,
    });
    expect(await rowOf(who.id)).toMatchObject({ status: 'removing' });

    const result = await t.app.reconciliation.run(new Date());
    expect(result.savedPaypal).toEqual({ removed: 1, errors: 0 });
    expect(await rowOf(who.id)).toBeUndefined();
    expect(await tokenAtPayPal(token)).toBeNull();
    expect((await t.app.reconciliation.run(new Date())).savedPaypal).toEqual({ removed: 0, errors: 0 });
  });

  it('counts a deletion PayPal still refuses as an error and keeps the row for the next pass', async () => {
    const who = await signedInCustomer(t.app);
    await save(who);
    const down = serviceWith(paypalDown());
    await down.remove(who.id);
    expect(await down.retryRemovals()).toEqual({ removed: 0, errors: 1 });
    expect(await rowOf(who.id)).toMatchObject({ status: 'removing' });

    // A removal asked again by the customer retries it at once.
    const res = await send('DELETE', urlOf(who), who.cookie);
    expect(res.statusCode).toBe(204);
    expect(await rowOf(who.id)).toBeUndefined();
  });

  it('takes PayPal’s 404 (already deleted there) as done', async () => {
    const who = await signedInCustomer(t.app);
    await save(who);
    const token = (await rowOf(who.id))?.paymentTokenId ?? '';
    await flows.paypal().deletePaymentToken(token);
    expect((await send('DELETE', urlOf(who), who.cookie)).statusCode).toBe(204);
    expect(await rowOf(who.id)).toBeUndefined();
  });
});

describe('without PayPal configured', () => {
  const t = useTestApp({ paypal: undefined });
  const { urlOf, send } = savedPaypalFlows(t);

  it('answers 503 PAYPAL_UNAVAILABLE on every route, in the page’s language; a visitor still gets 401', async () => {
    const who = await signedInCustomer(t.app);
    const calls: ['GET' | 'POST' | 'PATCH' | 'DELETE', string, unknown][] = [
      ['GET', urlOf(who), undefined],
      ['POST', urlOf(who), {}],
      ['POST', `${urlOf(who)}/confirm`, { setupTokenId: 'ABC' }],
      ['PATCH', urlOf(who), { autoTopUp: true }],
      ['DELETE', urlOf(who), undefined],
    ];
    for (const [method, url, payload] of calls) {
      const res = await send(method, url, who.cookie, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(503);
      expect(errorOf(res)).toEqual({
        code: 'PAYPAL_UNAVAILABLE',
        message: en.savedPaypal.errors.unavailable,
      });
      expect((await send(method, url, undefined, payload)).statusCode).toBe(401);
    }
    const french = await send('GET', urlOf(who), who.cookie, undefined, 'fr');
    expect(errorOf(french).message).toBe(fr.savedPaypal.errors.unavailable);
  });
});

describe('PayPal unreachable', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      paypal: {
        mode: 'live',
        baseUrl: 'http://127.0.0.1:9',
        clientId: 'id',
        clientSecret: 'secret',
        webhookId: 'wh',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 502 with a message to try again, and keeps only the pending attempt', async () => {
    const { urlOf, send, rowOf } = savedPaypalFlows({
      get app() {
        return t.app;
      },
    });
    const who = await signedInCustomer(t.app);
    const res = await send('POST', urlOf(who), who.cookie, {});
    expect(res.statusCode).toBe(502);
    expect(errorOf(res)).toEqual({ code: 'SAVED_PAYPAL_FAILED', message: en.savedPaypal.errors.provider });
    expect(await rowOf(who.id)).toMatchObject({ status: 'pending', setupTokenId: null });
    const french = await send('POST', urlOf(who), who.cookie, {}, 'fr');
    expect(errorOf(french).message).toBe(fr.savedPaypal.errors.provider);
  });
});
