import { createDatabase, type Database } from '@app/db/client';
import {
  advisors,
  callSessions,
  coupons,
  couponUses,
  creditUsage,
  jobRuns,
  purchases,
  webhookReceipts,
} from '@app/db/schema';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectFetch } from '../../src/adapters/inject-fetch.ts';
import { createPayPalClient } from '../../src/adapters/paypal.ts';
import { createPaymentOrders } from '../../src/modules/payments/payment-orders.ts';
import { createPayPalService } from '../../src/modules/payments/paypal-service.ts';
import { createPaymentReconciler } from '../../src/modules/payments/reconcile-payments.ts';
import { createTaxPolicy } from '../../src/modules/payments/tax-policy.ts';
import { signedInCustomer } from '../helpers/customers.ts';
import {
  balanceAndLedger,
  buyerWithALine,
  giveVerifiedLine,
  newCallSid,
  paymentOrderOf,
  usePaymentsTestApp,
} from '../helpers/payments.ts';

const PUBLIC_URL = 'http://localhost:3000';
const { t, flows, phone } = usePaymentsTestApp();
/** A second server instance's own connection to the same database (PostgreSQL), or the same one (PGlite). */
let second: Database | undefined;

beforeAll(async () => {
  const url = t.database.pool?.options.connectionString;
  if (url) second = await createDatabase({ url, poolSize: 4 });
}, 60_000);

afterAll(async () => {
  await second?.close();
});

const minutes = (n: number) => n * 60_000;
const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

/** Another instance's reconciler: its own database connection, the same PayPal (the emulator in `t`). */
function otherInstanceReconciler() {
  const otherDb = second?.db ?? t.db;
  const orders = createPaymentOrders(
    otherDb,
    createTaxPolicy({ provincial: [], business: { gstNumber: 'GST', qstNumber: 'QST' } }),
  );
  const paypal = createPayPalService({
    db: otherDb,
    orders,
    paypal: createPayPalClient(
      { baseUrl: `${PUBLIC_URL}/dev/paypal`, clientId: 'emulator-client', clientSecret: 'emulator-secret' },
      injectFetch(t.app, PUBLIC_URL),
    ),
    publicUrl: PUBLIC_URL,
    webhookId: undefined,
    log: t.app.log,
  });
  return createPaymentReconciler({ orders, paypal, interac: undefined, log: t.app.log });
}

describe('reconciliation of payments', () => {
  it('credits, once, a capture whose answer was lost, even with two instances running the job together', async () => {
    const who = await signedInCustomer(t.app);
    const paypalId = await flows.paypalOrder(who);
    const order = await paymentOrderOf(t.db, 'paypal', paypalId);
    await flows.approve(paypalId);
    // PayPal takes the money; our server never hears back (crash, timeout).
    await flows.captureAtProvider(paypalId, order.id);
    expect((await paymentOrderOf(t.db, 'paypal', paypalId)).status).toBe('created');

    // Too early: an order a browser may still be capturing is left alone.
    expect((await t.app.reconciliation.run(later(order.createdAt, minutes(1)))).payments.credited).toBe(0);

    const now = later(order.createdAt, minutes(6));
    const [slotA, slotB, passA, passB] = await Promise.all([
      t.app.reconciliation.runForSlot(now),
      t.app.reconciliation.runForSlot(now),
      t.app.reconciliation.run(now),
      otherInstanceReconciler().run(now),
    ]);
    // One instance wins the minute's slot, the other skips it.
    expect([slotA, slotB].filter((r) => r === undefined)).toHaveLength(1);
    const credited =
      (slotA?.payments.credited ?? 0) +
      (slotB?.payments.credited ?? 0) +
      (passA.payments.credited ?? 0) +
      passB.credited;
    expect(credited).toBe(1);

    expect(await t.db.select().from(purchases).where(eq(purchases.customerId, who.id))).toHaveLength(1);
    expect((await paymentOrderOf(t.db, 'paypal', paypalId)).status).toBe('completed');
    const { credits, ledger } = await balanceAndLedger(t.db, who.id);
    expect(credits).toBe(12);
    expect(ledger).toBe(credits);
    const [run] = await t.db
      .select()
      .from(jobRuns)
      .where(eq(jobRuns.slot, now.toISOString().slice(0, 16)));
    expect(run?.finishedAt).toBeInstanceOf(Date);

    // The browser's late capture answers the same purchase and credits nothing more.
    expect((await flows.capture(who, paypalId)).statusCode).toBe(200);
    expect((await balanceAndLedger(t.db, who.id)).credits).toBe(12);
  });

  it('captures an order the customer approved but never came back from', async () => {
    const who = await signedInCustomer(t.app);
    const paypalId = await flows.paypalOrder(who);
    const order = await paymentOrderOf(t.db, 'paypal', paypalId);
    await flows.approve(paypalId);
    const result = await t.app.reconciliation.run(later(order.createdAt, minutes(6)));
    expect(result.payments.credited).toBeGreaterThanOrEqual(1);
    expect((await paymentOrderOf(t.db, 'paypal', paypalId)).status).toBe('completed');
    expect((await balanceAndLedger(t.db, who.id)).credits).toBe(12);
  });

  it('fails an order never approved within PayPal’s window and frees its coupon', async () => {
    const who = await signedInCustomer(t.app);
    const [welcome] = await t.db.select().from(coupons).where(eq(coupons.code, 'WELCOME25'));
    const paypalId = await flows.paypalOrder(who, 'bundle-20', { couponId: welcome?.id });
    const order = await paymentOrderOf(t.db, 'paypal', paypalId);
    const live = () =>
      t.db
        .select()
        .from(couponUses)
        .where(and(eq(couponUses.customerId, who.id), isNull(couponUses.releasedAt)));
    expect(await live()).toHaveLength(1);

    // Still within the window: pending, asked again at a later run.
    await t.app.reconciliation.run(later(order.createdAt, minutes(30)));
    expect((await paymentOrderOf(t.db, 'paypal', paypalId)).status).toBe('created');

    await t.app.reconciliation.run(later(order.createdAt, minutes(4 * 60)));
    expect((await paymentOrderOf(t.db, 'paypal', paypalId)).status).toBe('failed');
    expect(await live()).toHaveLength(0);
    // The coupon can be used again.
    await flows.paypalOrder(who, 'bundle-20', { couponId: welcome?.id });
  });

  it('fails an Interac transfer still pending after a day; paid later after all, it is still credited', async () => {
    const who = await signedInCustomer(t.app);
    const { paymentUrl, transactionId } = await flows.interacOrder(who);
    const order = await paymentOrderOf(t.db, 'interac', transactionId);
    await t.app.reconciliation.run(later(order.createdAt, minutes(25 * 60)));
    expect((await paymentOrderOf(t.db, 'interac', transactionId)).status).toBe('failed');

    expect((await flows.webflow(paymentUrl, 'pay')).statusCode).toBe(303);
    expect((await paymentOrderOf(t.db, 'interac', transactionId)).status).toBe('completed');
    expect((await balanceAndLedger(t.db, who.id)).credits).toBe(12);
  });
});

describe('reconciliation of calls', () => {
  async function callInProgress(agentId: number) {
    await t.db.update(advisors).set({ signedIn: true, onACall: false }).where(eq(advisors.agentId, agentId));
    const { who, from } = await buyerWithALine(t.app, t.db);
    const callSid = newCallSid();
    expect((await phone.dial(from, callSid, agentId)).body).toContain('<Dial');
    const [session] = await t.db.select().from(callSessions).where(eq(callSessions.callSid, callSid));
    if (!session?.dialStartedAt) throw new Error('the call did not reach its advisor');
    return { who, callSid, session, dialStartedAt: session.dialStartedAt };
  }

  const recordAtTwilio = (call: { sid: string; status: string; duration: number; parentCallSid?: string }) =>
    t.app.inject({ method: 'POST', url: '/dev/twilio/calls', payload: call });

  it('settles a call whose dial-complete never arrived from Twilio’s record, and frees the advisor', async () => {
    const agentId = 1003;
    const { who, callSid, session, dialStartedAt } = await callInProgress(agentId);
    expect(session.reservedMinutes).toBe(12);
    expect((await recordAtTwilio({ sid: callSid, status: 'completed', duration: 200 })).statusCode).toBe(201);
    await recordAtTwilio({ sid: `${callSid}X`, parentCallSid: callSid, status: 'completed', duration: 185 });

    // Within its time limit the call may still be going on: left alone.
    const early = await t.app.reconciliation.run(later(dialStartedAt, minutes(10)));
    expect(early.calls.settled).toBe(0);

    const result = await t.app.reconciliation.run(later(dialStartedAt, minutes(12 + 6)));
    expect(result.calls.settled).toBe(1);
    const [settled] = await t.db.select().from(callSessions).where(eq(callSessions.callSid, callSid));
    expect(settled).toMatchObject({ status: 'completed', reservedMinutes: 0 });
    const [usage] = await t.db.select().from(creditUsage).where(eq(creditUsage.callSid, callSid));
    expect(usage).toMatchObject({ minutesUsed: 4, durationSeconds: 185 });
    const [advisor] = await t.db.select().from(advisors).where(eq(advisors.agentId, agentId));
    expect(advisor?.onACall).toBe(false);
    const { credits, ledger } = await balanceAndLedger(t.db, who.id);
    expect(credits).toBe(12 - 4);
    expect(ledger).toBe(credits);

    // The dial-complete arriving late changes nothing.
    expect((await phone.dialComplete(callSid, 185)).statusCode).toBe(200);
    expect((await balanceAndLedger(t.db, who.id)).credits).toBe(8);
  });

  it('a call Twilio never connected to the advisor bills nothing', async () => {
    const agentId = 1004;
    const { who, callSid, dialStartedAt } = await callInProgress(agentId);
    await recordAtTwilio({ sid: callSid, status: 'completed', duration: 20 });
    await recordAtTwilio({ sid: `${callSid}X`, parentCallSid: callSid, status: 'no-answer', duration: 0 });
    await t.app.reconciliation.run(later(dialStartedAt, minutes(12 + 6)));
    const [settled] = await t.db.select().from(callSessions).where(eq(callSessions.callSid, callSid));
    expect(settled?.status).toBe('not_connected');
    expect((await balanceAndLedger(t.db, who.id)).credits).toBe(12);
    const [advisor] = await t.db.select().from(advisors).where(eq(advisors.agentId, agentId));
    expect(advisor?.onACall).toBe(false);
  });
});

describe('Twilio callbacks resist replay', () => {
  it('a retried dial-complete (same I-Twilio-Idempotency-Token) gets the first answer and bills once', async () => {
    const agentId = 1005;
    await t.db.update(advisors).set({ signedIn: true, onACall: false }).where(eq(advisors.agentId, agentId));
    const { who, from } = await buyerWithALine(t.app, t.db);
    const callSid = newCallSid();
    await phone.dial(from, callSid, agentId);

    const params = { CallSid: callSid, DialCallStatus: 'completed', DialCallDuration: '61' };
    const token = `${callSid}-dial-complete`;
    const [first, replay] = [
      await phone.post('/api/telephony/dial-complete', params, { 'i-twilio-idempotency-token': token }),
      await phone.post('/api/telephony/dial-complete', params, { 'i-twilio-idempotency-token': token }),
    ];
    expect(replay.body).toBe(first.body);
    expect((await balanceAndLedger(t.db, who.id)).credits).toBe(12 - 2);
    const receipts = await t.db.select().from(webhookReceipts);
    expect(receipts.some((r) => r.key.endsWith(token))).toBe(true);
  });

  it('a retried incoming call is answered from the database, not run again', async () => {
    const who = await signedInCustomer(t.app);
    const from = await giveVerifiedLine(t.db, who.id);
    const callSid = newCallSid();
    const params = { CallSid: callSid, From: from, To: '+18885548999' };
    const headers = { 'i-twilio-idempotency-token': `${callSid}-voice` };
    const first = await phone.post('/api/telephony/voice', params, headers);
    // Between the first try and its retry the customer buys minutes: the retry still gets the first answer.
    const paypalId = await flows.paypalOrder(who);
    await flows.approve(paypalId);
    await flows.capture(who, paypalId);
    const replay = await phone.post('/api/telephony/voice', params, headers);
    expect(replay.body).toBe(first.body);
    const fresh = await phone.post('/api/telephony/voice', { ...params, CallSid: newCallSid() });
    expect(fresh.body).not.toBe(first.body);
  });
});
