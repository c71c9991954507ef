import { savedPaypalAccounts } from '@app/db/schema';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { injectFetch } from '../../src/adapters/inject-fetch.ts';
import { createPayPalClient } from '../../src/adapters/paypal.ts';
import { type AppSource, appOf } from '../helpers/build-test-app.ts';
import { ORIGIN, type SignedInCustomer } from '../helpers/customers.ts';

export const PUBLIC_URL = 'http://localhost:3000';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** The saved-PayPal routes of one app, driven as the web drives them, and the emulator's approval page. */
export function savedPaypalFlows(source: AppSource) {
  const urlOf = (who: { id: string }) => `/api/customers/${encodeURIComponent(who.id)}/saved-paypal`;

  const send = (
    method: Method,
    url: string,
    cookie: string | undefined,
    payload?: unknown,
    language: 'en' | 'fr' = 'en',
  ) =>
    appOf(source).inject({
      method,
      url,
      headers: {
        origin: ORIGIN,
        'accept-language': language === 'fr' ? 'fr-CA' : 'en-CA',
        ...(cookie ? { cookie } : {}),
      },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  /** Our PayPal client against the app's emulator, as the app itself calls it. */
  const paypal = () =>
    createPayPalClient(
      { baseUrl: `${PUBLIC_URL}/dev/paypal`, clientId: 'emulator-client', clientSecret: 'emulator-secret' },
      injectFetch(appOf(source), PUBLIC_URL),
    );

  /** POST …/saved-paypal: PayPal's approval page (fails the test on anything but 200). */
  async function start(who: SignedInCustomer, language: 'en' | 'fr' = 'en'): Promise<string> {
    const res = await send('POST', urlOf(who), who.cookie, {}, language);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().approveUrl as string;
  }

  /** The customer's choice on the emulator's approval page: where PayPal sends them back. */
  async function decide(approveUrl: string, action: 'approve' | 'cancel' = 'approve'): Promise<URL> {
    const res = await appOf(source).inject({
      method: 'POST',
      url: `${approveUrl}/${action}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(res.statusCode).toBe(303);
    return new URL(String(res.headers.location), PUBLIC_URL);
  }

  const confirm = (who: SignedInCustomer, setupTokenId: unknown, language: 'en' | 'fr' = 'en') =>
    send('POST', `${urlOf(who)}/confirm`, who.cookie, { setupTokenId }, language);

  /** The whole opt-in: start, approve at PayPal, come back and confirm. Answers the saved account. */
  async function save(who: SignedInCustomer) {
    const back = await decide(await start(who));
    const res = await confirm(who, back.searchParams.get('approval_token_id'));
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { status: string; emailMasked: string | null };
  }

  async function rowOf(customerId: string) {
    const [row] = await appOf(source)
      .database.db.select()
      .from(savedPaypalAccounts)
      .where(eq(savedPaypalAccounts.customerId, customerId));
    return row;
  }

  /** The payment token as PayPal (the emulator) holds it, or null once deleted there. */
  async function tokenAtPayPal(paymentTokenId: string): Promise<Record<string, unknown> | null> {
    const res = await appOf(source).inject({
      method: 'GET',
      url: `/dev/paypal/v3/vault/payment-tokens/${paymentTokenId}`,
      headers: { authorization: 'Bearer test' },
    });
    if (res.statusCode === 404) return null;
    expect(res.statusCode).toBe(200);
    return res.json();
  }

  return { urlOf, send, paypal, start, decide, confirm, save, rowOf, tokenAtPayPal };
}
