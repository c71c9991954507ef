import { randomUUID } from 'node:crypto';
import { coupons, messageJobs, purchases } from '@app/db/schema';
import { BUNDLES } from '@app/shared/constants';
import { en } from '@app/shared/messages/en';
import { computeOrder } from '@app/shared/rules/pricing';
import { formatReceiptDate } from '@app/shared/rules/receipt';
import type { Receipt } from '@app/shared/schemas/receipts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueMessage } from '../../src/modules/messages/message-jobs.ts';
import { creditPaymentOrder, refundPaymentOrder } from '../../src/modules/payments/crediting.ts';
import { buildTestApp, type TestApp, testConfig } from '../helpers/build-test-app.ts';
import { ORIGIN, readOutbox, type SignedInCustomer, signedInCustomer } from '../helpers/customers.ts';
import { balanceAndLedger, insertPaidOrder, paymentFlows, paymentOrderOf } from '../helpers/payments.ts';

const BUSINESS = {
  legalName: 'Lumière Test Services Inc.',
  address: '400 Rue Example, Montréal, QC H2X 0A0',
  gstNumber: '123456789 RT 0001',
  qstNumber: '1234567890 TQ 0001',
  placeholders: [],
};

let t: TestApp;
let flows: ReturnType<typeof paymentFlows>;
beforeAll(async () => {
  t = await buildTestApp({ business: BUSINESS });
  flows = paymentFlows(t.app);
});
afterAll(async () => {
  await t?.close();
});

async function welcome25(): Promise<string> {
  const [row] = await t.database.db
    .select({ id: coupons.id })
    .from(coupons)
    .where(eq(coupons.code, 'WELCOME25'));
  if (!row) throw new Error('WELCOME25 is not seeded');
  return row.id;
}

/** The receipt e-mails sent to a customer so far (after every e-mail under way has gone out). */
async function receiptsTo(who: SignedInCustomer) {
  await t.app.receipts.idle();
  return (await readOutbox(t.app)).filter(
    (entry) => entry.channel === 'email' && entry.to === who.email && entry.subject?.includes('receipt'),
  );
}

const receiptOf = (who: SignedInCustomer, purchaseId: string, customerId = who.id, cookie = who.cookie) =>
  t.app.inject({
    method: 'GET',
    url: `/api/customers/${customerId}/purchases/${purchaseId}/receipt`,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
  });

/** The figures every WELCOME25 purchase of bundle-20 shows: 50.00 − 12.50 = 37.50, tax 5.62 = 1.88 + 3.74. */
const WELCOME25_BUNDLE_20_LINES = [
  'Package: Standard Package',
  'Minutes: 20',
  'Gift minutes: 5',
  'Total minutes: 25',
  'Price: CA$50.00',
  'Discount (WELCOME25): \u2212CA$12.50',
  'Subtotal: CA$37.50',
  'GST (5%): CA$1.88',
  'QST (9.975%): CA$3.74',
  'Total tax: CA$5.62',
  'Total paid: CA$43.12',
  'Amounts in Canadian dollars (CAD).',
  BUSINESS.legalName,
  BUSINESS.address,
  `GST/HST registration number: ${BUSINESS.gstNumber}`,
  `QST registration number: ${BUSINESS.qstNumber}`,
];

async function purchaseDateOf(purchaseId: string): Promise<Date> {
  const [row] = await t.database.db
    .select({ at: purchases.purchaseDate })
    .from(purchases)
    .where(eq(purchases.id, purchaseId));
  if (!row) throw new Error(`no purchase ${purchaseId}`);
  return row.at;
}

describe('receipt e-mails', () => {
  it('a PayPal purchase sends exactly one receipt with every figure; a replayed capture sends none', async () => {
    const who = await signedInCustomer(t.app);
    const paypalId = await flows.paypalOrder(who, 'bundle-20', { couponId: await welcome25() });
    await flows.approve(paypalId);
    const captured = await flows.capture(who, paypalId);
    expect(captured.statusCode).toBe(200);
    const { purchaseId } = captured.json() as { purchaseId: string };

    const sent = await receiptsTo(who);
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail?.subject).toBe('Your Lumière Psychics receipt - Standard Package');
    const lines = mail?.body.split('\n') ?? [];
    expect(lines).toEqual(
      expect.arrayContaining([
        `Receipt number: ${purchaseId}`,
        `Order ID: ${paypalId}`,
        `Date: ${formatReceiptDate(await purchaseDateOf(purchaseId))}`,
        'Payment method: PayPal',
        ...WELCOME25_BUNDLE_20_LINES,
        who.email,
      ]),
    );
    expect(mail?.body).toContain(`http://localhost:3000/receipts/${purchaseId}`);
    // No first name given: greeted without one, billed to the e-mail alone (never the default name).
    expect(lines[0]).toBe(en.auth.emails.greetingNoName);
    expect(lines[lines.indexOf(en.receipts.sections.billedTo) + 1]).toBe(who.email);
    expect(mail?.body).not.toContain('User ');

    // The browser retries the capture (a double click, a lost answer): same purchase, no second receipt.
    const replay = await flows.capture(who, paypalId);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().purchaseId).toBe(purchaseId);
    // The reconciliation job passing by later changes nothing either.
    await t.app.reconciliation.run(new Date(Date.now() + 60 * 60_000));
    expect(await receiptsTo(who)).toHaveLength(1);
  });

  it('an Interac purchase sends exactly one receipt, whether the postback or a status check comes first', async () => {
    const who = await signedInCustomer(t.app);
    const res = await flows.fn('create-interac-order', who, {
      bundle: 'bundle-20',
      couponId: await welcome25(),
    });
    expect(res.statusCode).toBe(200);
    const { paymentUrl, transactionId } = res.json() as { paymentUrl: string; transactionId: string };
    // Paying posts back to us (credited there); the page's polls then settle the same order again.
    expect((await flows.webflow(paymentUrl, 'pay')).statusCode).toBe(303);
    for (let i = 0; i < 2; i += 1) {
      const poll = await flows.pollInterac(who, transactionId);
      expect(poll.json()).toMatchObject({ status: 'STATUS_SUCCESS' });
    }
    const order = await paymentOrderOf(t.database.db, 'interac', transactionId);
    const [purchase] = await t.database.db
      .select({ id: purchases.id })
      .from(purchases)
      .where(eq(purchases.paymentOrderId, order.id));

    const sent = await receiptsTo(who);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body.split('\n')).toEqual(
      expect.arrayContaining([
        `Receipt number: ${purchase?.id}`,
        `Order ID: ${transactionId}`,
        'Payment method: Interac e-Transfer',
        ...WELCOME25_BUNDLE_20_LINES,
      ]),
    );
  });
});

describe('the receipt in the crediting transaction', () => {
  /** The minutes bundle-10 credits (its own and the gift). */
  const BUNDLE_10_MINUTES = (() => {
    const bundle = BUNDLES.find((entry) => entry.id === 'bundle-10');
    if (!bundle) throw new Error('bundle-10');
    const summary = computeOrder(bundle);
    return summary.bundleMinutes + summary.giftMinutes;
  })();

  /** A paid order for bundle-10, as the payment routes create it, for `creditPaymentOrder` to credit. */
  const paidOrder = (customerId: string) => insertPaidOrder(t.database.db, customerId, 'bundle-10');

  const jobsOf = (purchaseId: string) =>
    t.database.db
      .select({ status: messageJobs.status, to: messageJobs.to })
      .from(messageJobs)
      .where(eq(messageJobs.key, `receipt:${purchaseId}`));

  it('is one row of the durable queue, keyed by the purchase, sent once however often the capture is replayed', async () => {
    const who = await signedInCustomer(t.app);
    const paypalId = await flows.paypalOrder(who, 'bundle-20');
    await flows.approve(paypalId);
    const { purchaseId } = (await flows.capture(who, paypalId)).json() as { purchaseId: string };
    await flows.capture(who, paypalId);
    await t.app.reconciliation.run(new Date(Date.now() + 60 * 60_000));
    expect(await receiptsTo(who)).toHaveLength(1);
    expect(await jobsOf(purchaseId)).toEqual([{ status: 'sent', to: who.email }]);
  });

  it('a receipt that cannot be written never undoes the crediting: the minutes are there, and it is logged', async () => {
    const who = await signedInCustomer(t.app);
    const errors: string[] = [];
    const log = { warn: () => {}, error: (_details: object, message: string) => void errors.push(message) };
    const credited = await creditPaymentOrder(t.database.db, await paidOrder(who.id), log, async (tx, id) => {
      // Written, then refused: the savepoint takes back what the hook wrote, and only that.
      await queueMessage(tx, { key: `receipt:${id}`, channel: 'email', to: who.email, body: 'half' });
      throw new Error('the receipt template is broken');
    });
    expect(credited).toMatchObject({ applied: true, minutes: BUNDLE_10_MINUTES });
    expect(await balanceAndLedger(t.database.db, who.id)).toEqual({
      credits: BUNDLE_10_MINUTES,
      ledger: BUNDLE_10_MINUTES,
    });
    expect(await jobsOf(credited.purchaseId)).toEqual([]);
    expect(errors).toHaveLength(1);
  });

  it('a serialization failure in it retries the whole crediting, which then credits and queues once', async () => {
    const who = await signedInCustomer(t.app);
    let calls = 0;
    const credited = await creditPaymentOrder(
      t.database.db,
      await paidOrder(who.id),
      undefined,
      async (tx, id) => {
        calls += 1;
        await queueMessage(tx, {
          key: `receipt:${id}`,
          channel: 'email',
          to: who.email,
          body: `try ${calls}`,
        });
        if (calls === 1) throw Object.assign(new Error('could not serialize access'), { code: '40001' });
      },
    );
    expect(calls).toBe(2);
    expect(await balanceAndLedger(t.database.db, who.id)).toEqual({
      credits: BUNDLE_10_MINUTES,
      ledger: BUNDLE_10_MINUTES,
    });
    const rows = await t.database.db
      .select({ body: messageJobs.body })
      .from(messageJobs)
      .where(eq(messageJobs.key, `receipt:${credited.purchaseId}`));
    expect(rows).toEqual([{ body: 'try 2' }]);
  });
});

describe('GET /api/customers/:id/purchases/:purchaseId/receipt', () => {
  let buyer: SignedInCustomer;
  let other: SignedInCustomer;
  let purchaseId: string;
  let othersPurchaseId: string;

  beforeAll(async () => {
    buyer = await signedInCustomer(t.app);
    other = await signedInCustomer(t.app);
    const buy = async (who: SignedInCustomer, extra: object) => {
      const id = await flows.paypalOrder(who, 'bundle-20', extra);
      await flows.approve(id);
      const res = await flows.capture(who, id);
      expect(res.statusCode).toBe(200);
      return (res.json() as { purchaseId: string }).purchaseId;
    };
    purchaseId = await buy(buyer, { couponId: await welcome25() });
    othersPurchaseId = await buy(other, {});
  });

  it("answers the customer's own receipt: figures as charged, GST + QST = tax, the business, no-store", async () => {
    const res = await receiptOf(buyer, purchaseId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { receipt } = res.json() as { receipt: Receipt };
    expect(receipt).toMatchObject({
      purchaseId,
      paymentMethod: 'paypal',
      refunded: false,
      bundleName: 'Standard Package',
      bundleMinutes: 20,
      giftMinutes: 5,
      bonusMinutes: 0,
      totalMinutes: 25,
      priceCents: 5000,
      discountCents: 1250,
      couponCode: 'WELCOME25',
      subtotalCents: 3750,
      province: 'QC',
      taxes: [
        { name: 'GST', rate: 0.05, amountCents: 188 },
        { name: 'QST', rate: 0.09975, amountCents: 374 },
      ],
      taxCents: 562,
      registrations: [
        { name: 'GST', number: BUSINESS.gstNumber },
        { name: 'QST', number: BUSINESS.qstNumber },
      ],
      totalCents: 4312,
      currency: 'CAD',
      customer: { name: null, email: buyer.email },
      business: { legalName: BUSINESS.legalName, address: BUSINESS.address },
    });
    expect(receipt.purchasedAt).toBe((await purchaseDateOf(purchaseId)).toISOString());
    // The response schema keeps the configuration's bookkeeping out.
    expect(receipt.business).not.toHaveProperty('placeholders');
  });

  it('without a session: 401', async () => {
    const res = await receiptOf(buyer, purchaseId, buyer.id, '');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });

  it("another customer's id in the path: 403 before anything is read", async () => {
    const res = await receiptOf(buyer, othersPurchaseId, other.id);
    expect(res.statusCode).toBe(403);
  });

  it("another customer's purchase under one's own id, an unknown id: the same 404", async () => {
    for (const id of [othersPurchaseId, randomUUID()]) {
      const res = await receiptOf(buyer, id);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({ code: 'NOT_FOUND', message: en.receipts.notFound });
    }
  });

  it('a malformed purchase id: 400', async () => {
    for (const id of ['not-a-uuid', '1%27%20or%201%3D1']) {
      const res = await receiptOf(buyer, id);
      expect(res.statusCode).toBe(400);
    }
  });

  it('a monthly cashback row (nothing paid) has no receipt', async () => {
    const [cashback] = await t.database.db
      .insert(purchases)
      .values({
        customerId: buyer.id,
        bundleName: 'Monthly Cashback',
        minutes: 1,
        amountCents: 0,
        provider: 'cashback',
        orderId: `cashback-${buyer.id}-2026-10`,
      })
      .returning({ id: purchases.id });
    const res = await receiptOf(buyer, cashback?.id ?? '');
    expect(res.statusCode).toBe(404);
  });

  it('a refunded payment still has its receipt, marked refunded', async () => {
    const who = await signedInCustomer(t.app);
    const paypalId = await flows.paypalOrder(who, 'bundle-10');
    await flows.approve(paypalId);
    const captured = await flows.capture(who, paypalId);
    const order = await paymentOrderOf(t.database.db, 'paypal', paypalId);
    await refundPaymentOrder(t.database.db, order.id, 'test refund');
    const res = await receiptOf(who, captured.json().purchaseId);
    expect(res.statusCode).toBe(200);
    expect(res.json().receipt).toMatchObject({
      refunded: true,
      totalCents: 2874,
      taxes: [
        { name: 'GST', rate: 0.05, amountCents: 125 },
        { name: 'QST', rate: 0.09975, amountCents: 249 },
      ],
    });
  });
});

it('testConfig keeps demo placeholders for the business by default', () => {
  expect(testConfig().business.placeholders).toHaveLength(4);
});
