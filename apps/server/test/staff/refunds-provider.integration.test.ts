import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { balanceAndLedger } from '../helpers/payments.ts';
import { useRefundsTestApp } from './refunds-test-app.ts';

// A refund's idempotency and the providers' answers: a refusal, a lost answer left for reconciliation,
// PayPal's own refund event, and a balance that no longer holds the minutes.
const refunds = useRefundsTestApp();
const { t, asAdmin, buyer, refund, emulatorRefunds, nextRefund } = refunds;
const { refundRowsOf, refundLedgerOf, orderStatusOf, refundAuditRowsOf } = refunds;

describe('idempotency and the provider', () => {
  it.each(['paypal', 'interac'] as const)(
    '%s: the same requestId twice refunds once and answers the same',
    async (provider) => {
      const { who, purchase } = await buyer(provider);
      const before = (await emulatorRefunds(provider)).length;
      const body = { requestId: randomUUID(), amountCents: 500, minutes: 4 };
      const answers = await Promise.all([refund(purchase.id, body), refund(purchase.id, body)]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      expect(answers[1]?.json()).toEqual(answers[0]?.json());
      expect(await emulatorRefunds(provider)).toHaveLength(before + 1);
      expect(await refundRowsOf(purchase.id)).toHaveLength(1);
      expect(await refundLedgerOf(who.id)).toHaveLength(1);
      const reused = await refund(purchase.id, { ...body, amountCents: 501 });
      expect(reused.statusCode).toBe(409);
      expect(reused.json().error.code).toBe('REQUEST_REUSED');
    },
  );

  it("PayPal's refund event after a back-office refund takes nothing more", async () => {
    const { who, purchase } = await buyer('paypal');
    const res = await refund(purchase.id, { amountCents: 300, minutes: 2 });
    expect(res.statusCode, res.body).toBe(200);
    const event = await t.app.inject({
      method: 'POST',
      url: '/dev/paypal/simulate-webhook',
      payload: { orderId: purchase.orderId, eventType: 'PAYMENT.CAPTURE.REFUNDED' },
    });
    expect(event.statusCode).toBe(200);
    expect(await refundLedgerOf(who.id)).toHaveLength(1);
    expect(await balanceAndLedger(t.database.db, who.id)).toEqual({
      credits: purchase.minutes - 2,
      ledger: purchase.minutes - 2,
    });
    expect((await orderStatusOf(purchase.paymentOrderId))?.status).toBe('completed');
  });

  it('takes what the balance holds and records the shortfall', async () => {
    const { who, purchase } = await buyer('paypal');
    expect((await asAdmin.adjust(who.id, { delta: -(purchase.minutes - 3) })).statusCode).toBe(200);
    const res = await refund(purchase.id, { amountCents: purchase.amountCents, minutes: purchase.minutes });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().refund).toMatchObject({ minutesTaken: 3, shortfallMinutes: purchase.minutes - 3 });
    expect(res.json().balance).toBe(0);
    expect(await balanceAndLedger(t.database.db, who.id)).toEqual({ credits: 0, ledger: 0 });
  });

  it.each(['paypal', 'interac'] as const)(
    '%s refuses: the refund fails, nothing is taken, the amount is free again',
    async (provider) => {
      const { who, purchase } = await buyer(provider);
      await nextRefund(provider, 'refuse');
      const res = await refund(purchase.id, { amountCents: purchase.amountCents, minutes: purchase.minutes });
      expect(res.statusCode).toBe(502);
      expect(res.json().error.code).toBe('PROVIDER_REFUSED');
      expect(res.json().error.message).toContain('nothing was refunded');
      const [row] = await refundRowsOf(purchase.id);
      expect(row).toMatchObject({ status: 'failed', minutesTaken: null });
      expect(row?.failureReason).toEqual(expect.any(String));
      expect(await refundLedgerOf(who.id)).toHaveLength(0);
      expect(await balanceAndLedger(t.database.db, who.id)).toEqual({
        credits: purchase.minutes,
        ledger: purchase.minutes,
      });
      expect(await refundAuditRowsOf(who.id)).toHaveLength(1);
      const again = await refund(purchase.id, {
        amountCents: purchase.amountCents,
        minutes: purchase.minutes,
      });
      expect(again.statusCode, again.body).toBe(200);
    },
  );

  it.each(['paypal', 'interac'] as const)(
    '%s: a lost answer stays pending; reconciliation completes it once',
    async (provider) => {
      const { who, purchase } = await buyer(provider);
      const before = (await emulatorRefunds(provider)).length;
      await nextRefund(provider, 'lose');
      const res = await refund(purchase.id, { amountCents: 300, minutes: 2 });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().refund.status).toBe('pending');
      expect(res.json().balance).toBe(purchase.minutes);
      expect(await emulatorRefunds(provider)).toHaveLength(before + 1);

      // Not yet stale: left alone.
      const early = await t.app.reconciliation.run(new Date());
      expect(early.refunds?.completed).toBe(0);
      expect((await refundRowsOf(purchase.id))[0]?.status).toBe('pending');

      const later = new Date(Date.now() + 3 * 60_000);
      const first = await t.app.reconciliation.run(later);
      expect(first.refunds?.completed).toBe(1);
      const second = await t.app.reconciliation.run(later);
      expect(second.refunds).toEqual({ completed: 0, failed: 0, pending: 0, errors: 0 });

      const [row] = await refundRowsOf(purchase.id);
      expect(row).toMatchObject({ status: 'completed', minutesTaken: 2, shortfallMinutes: 0 });
      expect(await emulatorRefunds(provider)).toHaveLength(before + 1);
      expect(await refundLedgerOf(who.id)).toHaveLength(1);
      expect(await balanceAndLedger(t.database.db, who.id)).toEqual({
        credits: purchase.minutes - 2,
        ledger: purchase.minutes - 2,
      });
      expect(await refundAuditRowsOf(who.id)).toHaveLength(1);
    },
  );
});
