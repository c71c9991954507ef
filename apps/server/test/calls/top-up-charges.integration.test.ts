import { callSessions, paymentOrders, purchases } from '@app/db/schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PayPalClient } from '../../src/adapters/paypal.ts';
import { PayPalError } from '../../src/adapters/paypal.ts';
import { createPaymentOrders } from '../../src/modules/payments/payment-orders.ts';
import { createTaxPolicy } from '../../src/modules/payments/tax-policy.ts';
import { createTopUps, TOP_UP_STALE_MS } from '../../src/modules/payments/top-ups.ts';
import { createSpendingService } from '../../src/modules/spending/service.ts';
import { testConfig, useTestApp } from '../helpers/build-test-app.ts';
import { balanceAndLedger, giveVerifiedLine, newCallSid } from '../helpers/payments.ts';
import { grantMinutes, insertCustomer } from '../helpers/staff.ts';
import { emulatedPayPal, limitTopUps, saveAccount, topUpsOf } from '../helpers/top-ups.ts';

/**
 * The top-up service on PostgreSQL (issue 40): exactly once per key whoever asks at once, the per-call
 * limit held by the customer's lock against top-ups racing, and an answer PayPal gave but we never heard
 * settled by reconciliation, asking PayPal again with the same request id.
 */
const t = useTestApp();
const config = testConfig();

function topUpService(paypal: Pick<PayPalClient, 'chargeSavedAccount'>, now = () => new Date()) {
  const taxPolicy = createTaxPolicy({ provincial: config.provincialSalesTax, business: config.business });
  const spending = createSpendingService({ db: t.db });
  return createTopUps({
    db: t.db,
    orders: createPaymentOrders(t.db, taxPolicy, spending.assertPurchaseAllowed),
    taxPolicy,
    paypal,
    log: t.app.log,
    now,
  });
}

/** A customer with a saved account, on a live call (its session only: the service needs no more). */
async function onACall() {
  const id = await insertCustomer(t.db, { name: 'Inès Roy' });
  await grantMinutes(t.db, id, 3);
  const from = await giveVerifiedLine(t.db, id);
  await saveAccount(t.app, t.db, id);
  const callSid = newCallSid();
  await t.db.insert(callSessions).values({ callSid, customerId: id, fromNumber: from, status: 'dialing' });
  return { id, callSid };
}

const purchasesOf = (customerId: string) =>
  t.db.select().from(purchases).where(eq(purchases.customerId, customerId));

describe('a top-up', () => {
  it('charges once for one key however many ask at the same time', async () => {
    const { id, callSid } = await onACall();
    const topUps = topUpService(emulatedPayPal(t.app));
    const ask = () => topUps.charge({ callSid, customerId: id, round: 0, kind: 'key', language: 'en' });
    const outcomes = await Promise.all([ask(), ask(), ask(), ask()]);
    expect(outcomes.filter((o) => o.kind === 'completed' && o.applied)).toHaveLength(1);
    // The others found the key taken: still under way, or the first one's result.
    for (const outcome of outcomes) expect(['completed', 'pending']).toContain(outcome.kind);
    expect(await ask()).toEqual({ kind: 'completed', minutes: 12, totalCents: 2874, applied: false });
    expect(await purchasesOf(id)).toHaveLength(1);
    expect((await balanceAndLedger(t.db, id)).credits).toBe(15);
  });

  it('lets two rounds racing pass the per-call limit only once', async () => {
    const { id, callSid } = await onACall();
    await limitTopUps(t.db, id, 4000);
    const topUps = topUpService(emulatedPayPal(t.app));
    const outcomes = await Promise.all(
      [0, 1, 2].map((round) =>
        topUps.charge({ callSid, customerId: id, round, kind: 'key', language: 'fr' }),
      ),
    );
    expect(outcomes.filter((o) => o.kind === 'completed')).toHaveLength(1);
    const refused = outcomes.filter((o) => o.kind === 'refused');
    expect(refused).toHaveLength(2);
    expect(refused[0]).toMatchObject({ message: expect.stringContaining('Cette recharge dépasserait') });
    expect(await purchasesOf(id)).toHaveLength(1);
    const orders = await t.db.select().from(paymentOrders).where(eq(paymentOrders.customerId, id));
    expect(orders).toHaveLength(1);
  });

  it('is credited by reconciliation when PayPal charged but its answer was lost, and never charged twice', async () => {
    const { id, callSid } = await onACall();
    const paypal = emulatedPayPal(t.app);
    let calls = 0;
    // PayPal takes the money, then the connection drops before we hear it (twice: the retry too).
    const losing: Pick<PayPalClient, 'chargeSavedAccount'> = {
      async chargeSavedAccount(input) {
        calls += 1;
        await paypal.chargeSavedAccount(input);
        throw new PayPalError('connection reset', 503);
      },
    };
    const outcome = await topUpService(losing).charge({
      callSid,
      customerId: id,
      round: 0,
      kind: 'auto',
      language: 'en',
    });
    expect(outcome).toEqual({ kind: 'pending' });
    expect(calls).toBe(2);
    expect(await topUpsOf(t.db, callSid)).toEqual([
      expect.objectContaining({ status: 'pending', orderStatus: 'created' }),
    ]);
    expect((await balanceAndLedger(t.db, id)).credits).toBe(3);

    // Too early for reconciliation: left alone.
    const later = topUpService(paypal);
    expect(await later.reconcile(new Date())).toEqual({ credited: 0, failed: 0, pending: 0 });
    const due = new Date(Date.now() + TOP_UP_STALE_MS + 1000);
    expect(await later.reconcile(due)).toMatchObject({ credited: 1 });
    expect(await topUpsOf(t.db, callSid)).toEqual([
      expect.objectContaining({ status: 'completed', orderStatus: 'completed' }),
    ]);
    expect(await purchasesOf(id)).toHaveLength(1);
    expect((await balanceAndLedger(t.db, id)).credits).toBe(15);
    // PayPal holds one order for the request id: the same one answered again, nothing new.
    expect(await later.reconcile(due)).toMatchObject({ credited: 0 });
  });

  it('counts toward the purchase limits like any purchase, and is refused at a break', async () => {
    const { id, callSid } = await onACall();
    await limitTopUps(t.db, id, null, 2000);
    const topUps = topUpService(emulatedPayPal(t.app));
    const refused = await topUps.charge({ callSid, customerId: id, round: 0, kind: 'key', language: 'en' });
    expect(refused).toMatchObject({
      kind: 'refused',
      message: expect.stringContaining('monthly limit of CA$20.00'),
    });
    expect(await t.db.select().from(paymentOrders).where(eq(paymentOrders.customerId, id))).toEqual([]);
  });

  it('is not offered without a saved account', async () => {
    const id = await insertCustomer(t.db, { name: 'Léa' });
    expect(await topUpService(emulatedPayPal(t.app)).offer(id)).toBeUndefined();
  });
});
