import { paymentOrders, purchases } from '@app/db/schema';
import { en } from '@app/shared/messages/en';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/build-test-app.ts';
import { ORIGIN, type SignedInCustomer, signedInCustomer } from '../helpers/customers.ts';
import { creditsOf, paymentOrderOf } from '../helpers/payments.ts';

const t = useTestApp();

const headers = (who?: SignedInCustomer) => ({ origin: ORIGIN, ...(who ? { cookie: who.cookie } : {}) });
const create = (who: SignedInCustomer | undefined, bundle = 'bundle-10') =>
  t.app.inject({
    method: 'POST',
    url: '/.netlify/functions/create-interac-order',
    headers: headers(who),
    payload: { bundle },
  });
const status = (who: SignedInCustomer | undefined, transactionId: string) =>
  t.app.inject({
    method: 'GET',
    url: `/.netlify/functions/check-interac-transaction-status?transactionId=${transactionId}`,
    headers: headers(who),
  });

/** The customer's choice on Gigadat's web flow page (the emulator). */
async function webflow(paymentUrl: string, action: 'pay' | 'fail' | 'abandon') {
  const url = new URL(paymentUrl);
  const transaction = url.searchParams.get('transaction');
  const token = url.searchParams.get('token');
  const res = await t.app.inject({
    method: 'POST',
    url: `/dev/gigadat/webflow/${transaction}/${action}?token=${token}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  expect(res.statusCode).toBe(303);
}

describe('Interac (Gigadat)', () => {
  it('opens a Gigadat web flow for the server-priced total', async () => {
    const who = await signedInCustomer(t.app);
    const res = await create(who, 'bundle-20');
    expect(res.statusCode).toBe(200);
    const { paymentUrl, transactionId } = res.json();
    expect(paymentUrl).toMatch(new RegExp(`/dev/gigadat/webflow\\?transaction=${transactionId}&token=\\w+`));
    const [order] = await t.database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.providerOrderId, transactionId));
    expect(order).toMatchObject({ provider: 'interac', totalCents: 5749, customerId: who.id });
    const page = await t.app.inject({
      method: 'GET',
      url: new URL(paymentUrl).pathname + new URL(paymentUrl).search,
    });
    expect(page.body).toContain('$57.49 CAD');
    expect((await status(who, transactionId)).json()).toEqual({ status: 'STATUS_INITED' });
  });

  it('credits once on success, even with 20 concurrent polls racing the postback', async () => {
    const who = await signedInCustomer(t.app);
    const { paymentUrl, transactionId } = (await create(who)).json();
    await Promise.all([
      webflow(paymentUrl, 'pay'),
      ...Array.from({ length: 20 }, () => status(who, transactionId)),
    ]);
    const answers = await Promise.all(Array.from({ length: 5 }, () => status(who, transactionId)));
    expect(answers.every((res) => res.json().status === 'STATUS_SUCCESS')).toBe(true);
    expect(await creditsOf(t.database.db, who.id)).toBe(12);
    expect(await t.database.db.select().from(purchases).where(eq(purchases.customerId, who.id))).toHaveLength(
      1,
    );
  });

  it.each(['fail', 'abandon'] as const)('a %s credits nothing and marks the order failed', async (action) => {
    const who = await signedInCustomer(t.app);
    const { paymentUrl, transactionId } = (await create(who)).json();
    await webflow(paymentUrl, action);
    const res = await status(who, transactionId);
    expect(res.json().status).toBe(action === 'fail' ? 'STATUS_FAILED' : 'STATUS_ABORTED1');
    expect(await creditsOf(t.database.db, who.id)).toBe(0);
    const order = await paymentOrderOf(t.database.db, 'interac', transactionId);
    expect(order?.status).toBe('failed');
  });

  it("another customer's transaction is unknown to me; signed out is refused", async () => {
    const owner = await signedInCustomer(t.app);
    const other = await signedInCustomer(t.app);
    const { paymentUrl, transactionId } = (await create(owner)).json();
    await webflow(paymentUrl, 'pay');
    expect((await status(other, transactionId)).statusCode).toBe(404);
    const anonymous = await create(undefined);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.message).toBe(en.payments.sessionMissing);
    expect((await create(owner, 'bundle-3')).json().error.message).toBe(en.purchase.invalidBundle);
  });

  it('a forged postback changes nothing: the status comes from Gigadat', async () => {
    const who = await signedInCustomer(t.app);
    const { transactionId } = (await create(who)).json();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/gigadat',
      payload: { transactionId, status: 'STATUS_SUCCESS' },
    });
    expect(res.statusCode).toBe(200);
    expect(await creditsOf(t.database.db, who.id)).toBe(0);
  });
});
