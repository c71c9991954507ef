import { randomUUID } from 'node:crypto';
import { coupons, creditLedger, customers, purchases } from '@app/db/schema';
import { en } from '@app/shared/messages/en';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/build-test-app.ts';
import { ORIGIN, type SignedInCustomer, signedInCustomer } from '../helpers/customers.ts';
import { creditsOf, paymentOrderOf } from '../helpers/payments.ts';

const t = useTestApp();

const send = (method: 'GET' | 'POST', url: string, who?: SignedInCustomer, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { origin: ORIGIN, ...(who ? { cookie: who.cookie } : {}) },
    ...(payload ? { payload } : {}),
  });

const fn = (name: string, who: SignedInCustomer | undefined, payload: object) =>
  send('POST', `/.netlify/functions/${name}`, who, payload);

async function approve(orderId: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/dev/paypal/checkoutnow/${orderId}/approve`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  expect(res.statusCode).toBe(303);
  expect(res.headers.location).toBe(`/purchase?paypal_return=1&token=${orderId}`);
}

async function couponId(code: string) {
  const [row] = await t.database.db.select({ id: coupons.id }).from(coupons).where(eq(coupons.code, code));
  return row?.id ?? '';
}

async function order(who: SignedInCustomer, bundle = 'bundle-20', extra: object = {}) {
  const res = await fn('create-paypal-order', who, { bundle, ...extra });
  expect(res.statusCode).toBe(200);
  return res.json().id as string;
}

describe('bundles and coupons', () => {
  it('lists the four bundles', async () => {
    const res = await send('GET', '/api/bundles');
    expect(res.json().bundles.map((b: { id: string }) => b.id)).toEqual([
      'bundle-10',
      'bundle-20',
      'bundle-40',
      'bundle-80',
    ]);
  });

  it('prices bundle-20 with WELCOME25: 25 minutes for 43.12 (37.50 + 5.62 tax)', async () => {
    const who = await signedInCustomer(t.app);
    const res = await send('POST', '/api/coupons/validate', who, {
      code: ' welcome25 ',
      bundleId: 'bundle-20',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      coupon: { code: 'WELCOME25', type: 'percentage_off', value: 25 },
      summary: {
        totalMinutes: 25,
        priceCents: 5000,
        discountCents: 1250,
        taxableCents: 3750,
        taxCents: 562,
        totalCents: 4312,
      },
    });
  });

  it('answers the coupon messages', async () => {
    const who = await signedInCustomer(t.app);
    const db = t.database.db;
    await db.insert(coupons).values([
      { code: 'OLDMOON', type: 'percentage_off', value: 10, expiresAt: new Date('2020-01-01') },
      { code: 'ASLEEP', type: 'bonus_minutes', value: 5, active: false },
    ]);
    const check = (code: string, bundleId?: string) =>
      send('POST', '/api/coupons/validate', who, { code, ...(bundleId ? { bundleId } : {}) });
    expect((await check('NOPE', 'bundle-10')).json().error.message).toBe(en.coupon.errors.invalid);
    expect((await check('ASLEEP', 'bundle-10')).json().error.message).toBe(en.coupon.errors.invalid);
    expect((await check('OLDMOON', 'bundle-10')).json().error.message).toBe(en.coupon.errors.expired);
    const noBundle = await check('WELCOME25');
    expect(noBundle.statusCode).toBe(400);
    expect(noBundle.json().error.message).toContain(en.coupon.errors.selectPackageFirst);
    expect((await check('WELCOME25', 'bundle-99')).json().error.message).toBe(en.purchase.invalidBundle);
    expect(
      (
        await send('POST', '/api/coupons/validate', undefined, { code: 'WELCOME25', bundleId: 'bundle-10' })
      ).json().error.message,
    ).toBe(en.payments.sessionMissing);
  });
});

describe('PayPal purchase', () => {
  it('creates, approves and captures an order priced by the server; the browser cannot set the amount', async () => {
    const who = await signedInCustomer(t.app);
    const id = await order(who, 'bundle-20', { couponId: await couponId('WELCOME25'), amount: 1, price: 0 });
    const row = await paymentOrderOf(t.database.db, 'paypal', id);
    expect(row).toMatchObject({
      totalCents: 4312,
      bundleMinutes: 20,
      giftMinutes: 5,
      customerId: who.id,
      status: 'created',
    });
    await approve(id);
    const captured = await fn('capture-paypal-order', who, { orderId: id });
    expect(captured.statusCode).toBe(200);
    expect(captured.json()).toMatchObject({ bundleId: 'bundle-20', credits: 25 });
    const [purchase] = await t.database.db.select().from(purchases).where(eq(purchases.customerId, who.id));
    expect(purchase).toMatchObject({
      amountCents: 4312,
      taxCents: 562,
      minutes: 25,
      bundleName: 'Standard Package',
      orderId: id,
    });
    const lookup = await send('GET', `/api/purchases/${purchase?.id}`, who);
    expect(lookup.json().order).toMatchObject({
      amount: 4312,
      tax: 562,
      currency: 'CAD',
      couponCode: 'WELCOME25',
    });
    // Used once: its max_uses is reached for this customer.
    const again = await send('POST', '/api/coupons/validate', who, {
      code: 'WELCOME25',
      bundleId: 'bundle-10',
    });
    expect(again.json().error.message).toBe(en.coupon.errors.usageLimit);
  });

  it('WELCOME25 is for a first purchase only', async () => {
    const who = await signedInCustomer(t.app);
    const id = await order(who, 'bundle-10');
    await approve(id);
    expect((await fn('capture-paypal-order', who, { orderId: id })).statusCode).toBe(200);
    const res = await send('POST', '/api/coupons/validate', who, {
      code: 'WELCOME25',
      bundleId: 'bundle-10',
    });
    expect(res.json().error.message).toBe(en.coupon.errors.firstPurchaseOnly);
  });

  it('refuses a missing or unknown bundle and a signed-out caller', async () => {
    const who = await signedInCustomer(t.app);
    expect((await fn('create-paypal-order', who, {})).json().error.message).toContain(
      en.purchase.selectPackageFirst,
    );
    expect((await fn('create-paypal-order', who, { bundle: 'bundle-7' })).json().error.message).toBe(
      en.purchase.invalidBundle,
    );
    const anonymous = await fn('create-paypal-order', undefined, { bundle: 'bundle-10' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.message).toBe(en.payments.sessionMissing);
  });

  it("another customer's order cannot be captured", async () => {
    const owner = await signedInCustomer(t.app);
    const thief = await signedInCustomer(t.app);
    const id = await order(owner);
    await approve(id);
    const res = await fn('capture-paypal-order', thief, { orderId: id });
    expect(res.statusCode).toBe(404);
    expect(await creditsOf(t.database.db, thief.id)).toBe(0);
    expect(await creditsOf(t.database.db, owner.id)).toBe(0);
  });

  it('an order not approved at PayPal is not credited', async () => {
    const who = await signedInCustomer(t.app);
    const id = await order(who, 'bundle-10');
    const res = await fn('capture-paypal-order', who, { orderId: id });
    expect(res.statusCode).toBe(502);
    expect(res.json().error.message).toBe(en.payments.capturePaypalOrder);
    expect(await creditsOf(t.database.db, who.id)).toBe(0);
  });

  it('50 concurrent captures of one order credit once', async () => {
    const who = await signedInCustomer(t.app);
    const id = await order(who, 'bundle-10');
    await approve(id);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => fn('capture-paypal-order', who, { orderId: id })),
    );
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
    expect(new Set(answers.map((res) => res.json().purchaseId)).size).toBe(1);
    expect(await creditsOf(t.database.db, who.id)).toBe(12);
    expect(await t.database.db.select().from(purchases).where(eq(purchases.customerId, who.id))).toHaveLength(
      1,
    );
  });

  it('a webhook racing the capture credits once, and a customer who closed the tab is credited by the webhook', async () => {
    const racer = await signedInCustomer(t.app);
    const id = await order(racer, 'bundle-10');
    await approve(id);
    const webhook = () =>
      t.app.inject({
        method: 'POST',
        url: '/dev/paypal/simulate-webhook',
        payload: { orderId: id, eventType: 'PAYMENT.CAPTURE.COMPLETED' },
      });
    await Promise.all([fn('capture-paypal-order', racer, { orderId: id }), webhook(), webhook()]);
    expect(await creditsOf(t.database.db, racer.id)).toBe(12);

    const gone = await signedInCustomer(t.app);
    const closed = await order(gone, 'bundle-40');
    await approve(closed);
    const res = await t.app.inject({
      method: 'POST',
      url: '/dev/paypal/simulate-webhook',
      payload: { orderId: closed, eventType: 'PAYMENT.CAPTURE.COMPLETED', complete: true },
    });
    expect(res.statusCode).toBe(200);
    expect(await creditsOf(t.database.db, gone.id)).toBe(51);
  });

  it('refuses a webhook whose signature PayPal does not confirm', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/paypal',
      headers: { 'paypal-transmission-id': randomUUID(), 'paypal-transmission-sig': 'forged' },
      payload: { event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: { custom_id: randomUUID() } },
    });
    expect(res.statusCode).toBe(400);
  });

  it('does not credit when PayPal reports another amount than the order total', async () => {
    const who = await signedInCustomer(t.app);
    const id = await order(who, 'bundle-10');
    await approve(id);
    await t.app.inject({
      method: 'POST',
      url: '/dev/paypal/tamper',
      payload: { orderId: id, value: '1.00' },
    });
    const res = await fn('capture-paypal-order', who, { orderId: id });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(en.payments.processing);
    expect(await creditsOf(t.database.db, who.id)).toBe(0);
  });

  it('a refund takes the minutes back, never below zero, and records the shortfall', async () => {
    const who = await signedInCustomer(t.app);
    const id = await order(who, 'bundle-10');
    await approve(id);
    await fn('capture-paypal-order', who, { orderId: id });
    // Spend 5 of the 12 minutes, then PayPal refunds the payment.
    await t.database.db.update(customers).set({ credits: 7 }).where(eq(customers.id, who.id));
    await t.database.db.insert(creditLedger).values({
      customerId: who.id,
      kind: 'call_usage',
      delta: -5,
      balanceAfter: 7,
      reference: `CA${randomUUID()}`,
    });
    await t.app.inject({
      method: 'POST',
      url: '/dev/paypal/simulate-webhook',
      payload: { orderId: id, eventType: 'PAYMENT.CAPTURE.REFUNDED' },
    });
    expect(await creditsOf(t.database.db, who.id)).toBe(0);
    const rows = await t.database.db.select().from(creditLedger).where(eq(creditLedger.customerId, who.id));
    const refund = rows.find((row) => row.kind === 'refund');
    expect(refund).toMatchObject({ delta: -7, balanceAfter: 0 });
    expect(refund?.note).toContain('shortfall 5 min');
    const row = await paymentOrderOf(t.database.db, 'paypal', id);
    expect(row?.status).toBe('refunded');
  });

  it('a purchase is visible to its owner only', async () => {
    const owner = await signedInCustomer(t.app);
    const other = await signedInCustomer(t.app);
    const id = await order(owner, 'bundle-10');
    await approve(id);
    const { purchaseId } = (await fn('capture-paypal-order', owner, { orderId: id })).json();
    expect((await send('GET', `/api/purchases/${purchaseId}`, other)).statusCode).toBe(404);
    expect((await send('GET', `/api/purchases/${purchaseId}`, owner)).statusCode).toBe(200);
  });
});
