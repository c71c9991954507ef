import { randomUUID } from 'node:crypto';
import type { AppDb } from '@app/db/client';
import {
  creditLedger,
  customerPhoneNumbers,
  customers,
  paymentOrders,
  type StoredTaxLine,
} from '@app/db/schema';
import { BUNDLES } from '@app/shared/constants';
import { computeOrder } from '@app/shared/rules/pricing';
import { splitQuebecTax } from '@app/shared/rules/sales-tax';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { twilioSignature } from '../../src/adapters/twilio-signature.ts';
import { DEV_TWILIO_AUTH_TOKEN } from '../../src/env.ts';
import { type AppSource, appOf, useTestApp } from './build-test-app.ts';
import { ORIGIN, type SignedInCustomer, signedInCustomer } from './customers.ts';

/**
 * Drives the purchase flows of one app (its emulators answer in-process) as the browser would. `source` is
 * read on each request, so useTestApp's answer can be given before the app is built.
 */
export function paymentFlows(source: AppSource) {
  const fn = (name: string, who: SignedInCustomer, payload: object) =>
    appOf(source).inject({
      method: 'POST',
      url: `/.netlify/functions/${name}`,
      headers: { origin: ORIGIN, cookie: who.cookie },
      payload,
    });

  return {
    fn,
    /** create-paypal-order; returns PayPal's order id (throws on anything but 200). */
    async paypalOrder(who: SignedInCustomer, bundle = 'bundle-10', extra: object = {}): Promise<string> {
      const res = await fn('create-paypal-order', who, { bundle, ...extra });
      if (res.statusCode !== 200) throw new Error(`create-paypal-order ${res.statusCode} ${res.body}`);
      return res.json().id as string;
    },
    /** The customer approves on PayPal's page (the emulator). */
    async approve(paypalOrderId: string): Promise<void> {
      const res = await appOf(source).inject({
        method: 'POST',
        url: `/dev/paypal/checkoutnow/${paypalOrderId}/approve`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
      if (res.statusCode !== 303) throw new Error(`approve ${res.statusCode}`);
    },
    /** PayPal takes the money without our server hearing the answer (a capture whose reply was lost). */
    async captureAtProvider(paypalOrderId: string, paymentOrderId: string): Promise<void> {
      const res = await appOf(source).inject({
        method: 'POST',
        url: `/dev/paypal/v2/checkout/orders/${paypalOrderId}/capture`,
        headers: { 'content-type': 'application/json', 'paypal-request-id': paymentOrderId },
        payload: {},
      });
      if (res.statusCode !== 201) throw new Error(`emulator capture ${res.statusCode} ${res.body}`);
    },
    capture: (who: SignedInCustomer, paypalOrderId: string) =>
      fn('capture-paypal-order', who, { orderId: paypalOrderId }),
    /** create-interac-order; returns the web flow URL and the transaction id. */
    async interacOrder(who: SignedInCustomer, bundle = 'bundle-10') {
      const res = await fn('create-interac-order', who, { bundle });
      if (res.statusCode !== 200) throw new Error(`create-interac-order ${res.statusCode} ${res.body}`);
      return res.json() as { paymentUrl: string; transactionId: string };
    },
    /** The customer's choice on Gigadat's page; the emulator posts back to us before answering. */
    webflow(paymentUrl: string, action: 'pay' | 'fail' | 'abandon') {
      const url = new URL(paymentUrl);
      return appOf(source).inject({
        method: 'POST',
        url: `/dev/gigadat/webflow/${url.searchParams.get('transaction')}/${action}?token=${url.searchParams.get('token')}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
    },
    pollInterac: (who: SignedInCustomer, transactionId: string) =>
      appOf(source).inject({
        method: 'GET',
        url: `/.netlify/functions/check-interac-transaction-status?transactionId=${transactionId}`,
        headers: { origin: ORIGIN, cookie: who.cookie },
      }),
  };
}

/** Twilio's voice webhooks, signed as Twilio signs them (the development token); `source` as paymentFlows'. */
export function twilioWebhooks(source: AppSource, publicUrl = 'http://localhost:3000') {
  const post = (path: string, params: Record<string, string>, extraHeaders: Record<string, string> = {}) =>
    appOf(source).inject({
      method: 'POST',
      url: path,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': twilioSignature(DEV_TWILIO_AUTH_TOKEN, `${publicUrl}${path}`, params),
        ...extraHeaders,
      },
      payload: new URLSearchParams(params).toString(),
    });
  return {
    post,
    /** A call from `from` that reaches advisor `agentId`'s <Dial>. */
    async dial(from: string, callSid: string, agentId: number) {
      const voice = await post('/api/telephony/voice', { CallSid: callSid, From: from, To: '+18885548999' });
      if (voice.statusCode !== 200) throw new Error(`voice ${voice.statusCode}`);
      return post('/api/telephony/extension', { CallSid: callSid, Digits: String(agentId) });
    },
    dialComplete: (callSid: string, seconds: number) =>
      post('/api/telephony/dial-complete', {
        CallSid: callSid,
        DialCallStatus: seconds > 0 ? 'completed' : 'no-answer',
        DialCallDuration: String(seconds),
      }),
  };
}

/**
 * The tax lines of a Québec purchase written straight to the database (the stored tax split as receipts
 * split it): the tables check that tax_cents is the sum of the lines.
 */
export function quebecTaxLines(taxableCents: number, taxCents: number): StoredTaxLine[] {
  if (taxCents === 0) return [];
  const { gstCents, qstCents } = splitQuebecTax(taxableCents, taxCents);
  return [
    { name: 'GST', ratePer100k: 5000, amountCents: gstCents },
    { name: 'QST', ratePer100k: 9975, amountCents: qstCents },
  ];
}

/** useTestApp, with the purchase flows and the phone line's webhooks of its app (named once, read late). */
export function usePaymentsTestApp() {
  const t = useTestApp();
  return { t, flows: paymentFlows(t), phone: twilioWebhooks(t) };
}

export const newCallSid = () => `CA${randomUUID().replaceAll('-', '')}`;

let lineSeq = Math.floor(Math.random() * 9000);
/** Gives a customer a verified line (so the phone recognises them); returns it in E.164. */
export async function giveVerifiedLine(db: AppDb, customerId: string): Promise<string> {
  lineSeq = (lineSeq + 1) % 10_000;
  const e164 = `+1438${String(Math.floor(Math.random() * 900) + 100)}${String(lineSeq).padStart(4, '0')}`;
  await db.insert(customerPhoneNumbers).values({ customerId, phoneE164: e164, verifiedAt: new Date() });
  await db
    .update(customers)
    .set({ phoneNumbers: sql`array_append(${customers.phoneNumbers}, ${e164})` })
    .where(eq(customers.id, customerId));
  return e164;
}

/**
 * A PayPal order for `bundleId`, priced as checkout prices it (no coupon) and written as the payment routes
 * write it, not yet credited (`creditPaymentOrder` does that): its id.
 */
export async function insertPaidOrder(db: AppDb, customerId: string, bundleId: string): Promise<string> {
  const bundle = BUNDLES.find((entry) => entry.id === bundleId);
  if (!bundle) throw new Error(bundleId);
  const summary = computeOrder(bundle);
  const [order] = await db
    .insert(paymentOrders)
    .values({
      provider: 'paypal',
      providerOrderId: randomUUID(),
      customerId,
      bundleId,
      bundleMinutes: summary.bundleMinutes,
      giftMinutes: summary.giftMinutes,
      priceCents: summary.priceCents,
      taxCents: summary.taxCents,
      taxLines: summary.taxes,
      totalCents: summary.totalCents,
    })
    .returning({ id: paymentOrders.id });
  if (!order) throw new Error('no order');
  return order.id;
}

/** The customer's balance of minutes as stored (undefined when there is no such customer). */
export async function creditsOf(db: AppDb, customerId: string) {
  const [row] = await db
    .select({ credits: customers.credits })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row?.credits;
}

/** The customer's balance and the sum of their ledger: equal by construction, checked by every money test. */
export async function balanceAndLedger(db: AppDb, customerId: string) {
  const credits = await creditsOf(db, customerId);
  const [sum] = await db
    .select({ total: sql<string>`coalesce(sum(${creditLedger.delta}), 0)` })
    .from(creditLedger)
    .where(eq(creditLedger.customerId, customerId));
  return { credits: credits ?? Number.NaN, ledger: Number(sum?.total ?? 0) };
}

export async function paymentOrderOf(db: AppDb, provider: 'paypal' | 'interac', providerOrderId: string) {
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(
      sql`${paymentOrders.provider} = ${provider} and ${paymentOrders.providerOrderId} = ${providerOrderId}`,
    );
  if (!row) throw new Error(`no ${provider} order ${providerOrderId}`);
  return row;
}

/** A signed-in customer who bought bundle-10 (12 minutes) through PayPal and has a verified line. */
export async function buyerWithALine(app: FastifyInstance, db: AppDb) {
  const flows = paymentFlows(app);
  const who = await signedInCustomer(app);
  const paypalId = await flows.paypalOrder(who);
  await flows.approve(paypalId);
  const captured = await flows.capture(who, paypalId);
  if (captured.statusCode !== 200) throw new Error(`capture ${captured.statusCode} ${captured.body}`);
  const from = await giveVerifiedLine(db, who.id);
  return { who, from };
}
