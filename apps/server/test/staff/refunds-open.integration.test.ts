import { randomUUID } from 'node:crypto';
import { paymentOrders, purchases } from '@app/db/schema';
import { formatCad } from '@app/shared/rules/money';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInAdvisor, signedInStaff } from '../helpers/advisors.ts';
import { ORIGIN, signedInCustomer } from '../helpers/customers.ts';
import { balanceAndLedger } from '../helpers/payments.ts';
import { insertCustomer, staffApi } from '../helpers/staff.ts';
import { useRefundsTestApp } from './refunds-test-app.ts';

// Opening a refund through the emulated providers: a full one, partial ones and their limits, and who may.
// Idempotency and the providers' answers are in refunds-provider, the races in refunds-races.
const refunds = useRefundsTestApp();
const { t, admin, asAdmin, buyer, refund, emulatorRefunds } = refunds;
const { refundRowsOf, refundLedgerOf, orderStatusOf, refundAuditRowsOf } = refunds;

describe('a full refund', () => {
  it.each(['paypal', 'interac'] as const)(
    'through %s: one provider refund, the minutes back, the order refunded',
    async (provider) => {
      const { who, purchase } = await buyer(provider);
      const before = (await emulatorRefunds(provider)).length;
      const res = await refund(purchase.id, { amountCents: purchase.amountCents, minutes: purchase.minutes });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.balance).toBe(0);
      expect(body.refund).toMatchObject({
        purchaseId: purchase.id,
        amountCents: purchase.amountCents,
        minutes: purchase.minutes,
        minutesTaken: purchase.minutes,
        shortfallMinutes: 0,
        status: 'completed',
        provider,
        failureReason: null,
      });
      expect(body.refund.completedAt).toEqual(expect.any(String));

      const made = (await emulatorRefunds(provider)).slice(before);
      expect(made).toHaveLength(1);
      expect(made[0]).toMatchObject({ key: body.refund.id, amountCents: purchase.amountCents });

      const ledger = await refundLedgerOf(who.id);
      expect(ledger).toHaveLength(1);
      expect(ledger[0]).toMatchObject({
        delta: -purchase.minutes,
        reference: body.refund.id,
        balanceAfter: 0,
      });
      expect(await balanceAndLedger(t.database.db, who.id)).toEqual({ credits: 0, ledger: 0 });
      const order = await orderStatusOf(purchase.paymentOrderId);
      expect(order?.status).toBe('refunded');
      if (provider === 'paypal') expect(order?.providerCaptureId).toBe(made[0]?.paymentId);

      const audit = await refundAuditRowsOf(who.id);
      // One refund, one audit row: the staff action, not the provider's answer after it.
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        actorUserId: admin.userId,
        actorRole: 'admin',
        clientIp: '203.0.113.9',
        reason: expect.any(String),
        after: { refundId: body.refund.id, purchaseId: purchase.id, amountCents: purchase.amountCents },
      });

      // The staff customer page shows it.
      const detail = (await asAdmin.get(`/api/staff/customers/${who.id}`)).json();
      const shown = detail.purchases.find((p: { purchaseId: string }) => p.purchaseId === purchase.id);
      expect(shown).toMatchObject({
        status: 'refunded',
        refundedCents: purchase.amountCents,
        refundedMinutes: purchase.minutes,
      });
      expect(shown.refunds).toHaveLength(1);
      expect(detail.canRefund).toBe(true);
    },
  );

  it('finds the capture id of an order captured before ids were kept', async () => {
    const { purchase } = await buyer('paypal');
    if (!purchase.paymentOrderId) throw new Error('no order');
    await t.database.db
      .update(paymentOrders)
      .set({ providerCaptureId: null })
      .where(eq(paymentOrders.id, purchase.paymentOrderId));
    const res = await refund(purchase.id, { amountCents: 100, minutes: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect((await orderStatusOf(purchase.paymentOrderId))?.providerCaptureId).toEqual(expect.any(String));
  });
});

describe('partial refunds and limits', () => {
  it('two partials up to the total, then a third is refused with what is left', async () => {
    const { who, purchase } = await buyer('paypal');
    const half = Math.floor(purchase.amountCents / 2);
    const first = await refund(purchase.id, { amountCents: half, minutes: 5 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().balance).toBe(purchase.minutes - 5);
    expect((await orderStatusOf(purchase.paymentOrderId))?.status).toBe('completed');
    const second = await refund(purchase.id, {
      amountCents: purchase.amountCents - half,
      minutes: purchase.minutes - 5,
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().balance).toBe(0);
    expect((await orderStatusOf(purchase.paymentOrderId))?.status).toBe('refunded');

    const third = await refund(purchase.id, { amountCents: 1, minutes: 0 });
    expect(third.statusCode).toBe(409);
    expect(third.json().error).toEqual({
      code: 'OVER_REFUND',
      message: `At most ${formatCad(0)} is left to refund on this purchase.`,
    });
    expect(await refundRowsOf(purchase.id)).toHaveLength(2);
    expect(await balanceAndLedger(t.database.db, who.id)).toEqual({ credits: 0, ledger: 0 });
  });

  it('refuses more money than paid (409) and more minutes than bought (409), changing nothing', async () => {
    const { who, purchase } = await buyer('paypal');
    const before = (await emulatorRefunds('paypal')).length;
    const over = await refund(purchase.id, { amountCents: purchase.amountCents + 1, minutes: 1 });
    expect(over.statusCode).toBe(409);
    expect(over.json().error.code).toBe('OVER_REFUND');
    const minutes = await refund(purchase.id, { amountCents: 100, minutes: purchase.minutes + 1 });
    expect(minutes.statusCode).toBe(409);
    expect(minutes.json().error).toEqual({
      code: 'MINUTES_OVER',
      message: `At most ${purchase.minutes} minutes of this purchase are left to take back.`,
    });
    expect(await refundRowsOf(purchase.id)).toHaveLength(0);
    expect(await emulatorRefunds('paypal')).toHaveLength(before);
    expect(await balanceAndLedger(t.database.db, who.id)).toEqual({
      credits: purchase.minutes,
      ledger: purchase.minutes,
    });
  });

  it('refuses a cashback row (409 NOT_REFUNDABLE) and an unknown purchase (404)', async () => {
    const customerId = await insertCustomer(t.database.db);
    const [cashback] = await t.database.db
      .insert(purchases)
      .values({
        customerId,
        bundleName: 'Cashback',
        minutes: 5,
        amountCents: 0,
        provider: 'cashback',
        orderId: `cashback-${customerId}-2026-10`,
      })
      .returning();
    if (!cashback) throw new Error('no cashback row');
    const res = await refund(cashback.id, { amountCents: 1, minutes: 0 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('NOT_REFUNDABLE');
    const unknown = await refund(randomUUID(), { amountCents: 1, minutes: 0 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('NOT_FOUND');
    expect(await refundRowsOf(cashback.id)).toHaveLength(0);
  });

  it('refuses bad input with 400 before anything changes', async () => {
    const { purchase } = await buyer('paypal');
    const bad: Record<string, unknown>[] = [
      { requestId: 'nope' },
      { requestId: undefined },
      { amountCents: 0 },
      { amountCents: -5 },
      { amountCents: 1.5 },
      { amountCents: '100' },
      { amountCents: undefined },
      { minutes: -1 },
      { minutes: 0.5 },
      { minutes: undefined },
      { note: '' },
      { note: '   ' },
      { note: 'x'.repeat(501) },
      { extra: 1 },
    ];
    for (const body of bad) {
      const res = await refund(purchase.id, { amountCents: 100, minutes: 1, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const badId = await asAdmin.post('/api/staff/purchases/not-a-uuid/refunds', {
      requestId: randomUUID(),
      amountCents: 100,
      minutes: 1,
      note: 'x',
    });
    expect(badId.statusCode).toBe(400);
    expect(await refundRowsOf(purchase.id)).toHaveLength(0);
  });
});

describe('who may refund', () => {
  it('admin only: support and customers 403, advisors 403, visitors 401', async () => {
    const { purchase } = await buyer('paypal');
    const support = await signedInStaff(t.app, t.database.db, 'support');
    const advisor = await signedInAdvisor(t.app, t.database.db, 1003);
    const customer = await signedInCustomer(t.app);
    for (const cookie of [support.cookie, advisor.cookie, customer.cookie]) {
      const res = await refund(purchase.id, { amountCents: 100, minutes: 1 }, staffApi(t.app, cookie));
      expect(res.statusCode).toBe(403);
    }
    const visitor = await t.app.inject({
      method: 'POST',
      url: `/api/staff/purchases/${purchase.id}/refunds`,
      headers: { origin: ORIGIN },
      payload: { requestId: randomUUID(), amountCents: 100, minutes: 1, note: 'x' },
    });
    expect(visitor.statusCode).toBe(401);
    expect(await refundRowsOf(purchase.id)).toHaveLength(0);
    // Support still sees the purchase, without the right to refund it.
    const detail = (
      await staffApi(t.app, support.cookie).get(`/api/staff/customers/${purchase.customerId}`)
    ).json();
    expect(detail.canRefund).toBe(false);
  });
});
