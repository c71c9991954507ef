import { customers, refunds } from '@app/db/schema';
import { en } from '@app/shared/messages/en';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type SignedInCustomer, signedInCustomer } from '../helpers/customers.ts';
import { balanceAndLedger } from '../helpers/payments.ts';
import { type Provider, useRefundsTestApp } from '../staff/refunds-test-app.ts';
import { auditOf, buy, closedEmailTo, closureClient, closureRowsOf } from './closure-test-app.ts';

// Closing an account refunds the unused paid minutes to the method that paid them, newest purchases
// first, never the gift, bonus or coupon minutes; a retried or concurrent close refunds once.
const refundsApp = useRefundsTestApp();
const { t, asAdmin, flows, refund, emulatorRefunds, refundRowsOf, orderStatusOf } = refundsApp;
const { preview, close } = closureClient(t);
const bought = (who: SignedInCustomer, provider: Provider, bundle?: string) =>
  buy(flows, t.db, who, provider, bundle);

const refundsOf = (customerId: string) =>
  t.db.select().from(refunds).where(eq(refunds.customerId, customerId));

describe('closing an account with paid minutes left', () => {
  it('tells the customer first, then refunds the newest purchases first from a partly used balance', async () => {
    const who = await signedInCustomer(t.app);
    const older = await bought(who, 'paypal', 'bundle-10'); // 10 paid + 2 gift minutes, CA$28.74
    const newer = await bought(who, 'paypal', 'bundle-20'); // 20 paid + 5 gift minutes, CA$57.49
    // 10 of the 37 minutes spoken: the 7 gift minutes count as spent first, then 3 paid minutes.
    expect((await asAdmin.adjust(who.id, { delta: -10 })).statusCode).toBe(200);

    const before = await preview(who);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().closure).toEqual({
      balance: 27,
      paidMinutes: 27,
      amountCents: 5749 + 2012,
      lostMinutes: 0,
      refunds: [{ provider: 'paypal', minutes: 27, amountCents: 7761 }],
      purchases: [
        expect.objectContaining({ purchaseId: newer.id, minutes: 20, amountCents: 5749 }),
        expect.objectContaining({ purchaseId: older.id, minutes: 7, amountCents: 2012 }),
      ],
      callInProgress: false,
    });
    const paypalBefore = (await emulatorRefunds('paypal')).length;

    const res = await close(who);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ deleted: true });
    // PayPal was asked newest first, each purchase for its own share.
    const made = (await emulatorRefunds('paypal')).slice(paypalBefore);
    expect(made.map((entry) => entry.amountCents)).toEqual([5749, 2012]);
    expect(await refundRowsOf(newer.id)).toEqual([
      expect.objectContaining({ status: 'completed', amountCents: 5749, minutes: 20, minutesTaken: 20 }),
    ]);
    expect(await refundRowsOf(older.id)).toEqual([
      expect.objectContaining({ status: 'completed', amountCents: 2012, minutes: 7, minutesTaken: 7 }),
    ]);
    expect((await orderStatusOf(newer.paymentOrderId))?.status).toBe('refunded');
    expect((await orderStatusOf(older.paymentOrderId))?.status).toBe('completed');
    expect(await balanceAndLedger(t.db, who.id)).toEqual({ credits: 0, ledger: 0 });
    // The tax goes back in proportion: the refund's lines add up to part of its amount.
    const [newerRefund] = await refundRowsOf(newer.id);
    expect(newerRefund?.taxLines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(749);

    const [customer] = await t.db.select().from(customers).where(eq(customers.id, who.id));
    expect(customer?.deletedAt).toBeInstanceOf(Date);
    expect(await closureRowsOf(t.db, who.id)).toHaveLength(2);
    const [audit] = await auditOf(t.db, who.id, 'customer.close_account');
    expect(audit).toMatchObject({ actorRole: 'customer', actorUserId: who.id, actorEmail: who.email });
    expect(audit?.after).toMatchObject({ paidMinutes: 27, amountCents: 7761, lostMinutes: 0 });
    const mail = await closedEmailTo(t, who.email);
    expect(mail.body).toContain('CA$77.61 will be refunded to your PayPal account for 27 paid minutes.');
  });

  it('never refunds the gift minutes: they are named as lost, and stay behind', async () => {
    const who = await signedInCustomer(t.app);
    const purchase = await bought(who, 'paypal');
    const res = await preview(who);
    expect(res.json().closure).toMatchObject({
      balance: 12,
      paidMinutes: 10,
      amountCents: 2874,
      lostMinutes: 2,
    });
    expect((await close(who)).statusCode).toBe(200);
    expect(await refundRowsOf(purchase.id)).toEqual([
      expect.objectContaining({ status: 'completed', amountCents: 2874, minutes: 10 }),
    ]);
    expect((await orderStatusOf(purchase.paymentOrderId))?.status).toBe('refunded');
    expect(await balanceAndLedger(t.db, who.id)).toEqual({ credits: 2, ledger: 2 });
  });

  it('gives back what a staff refund left of a purchase, at its own price per paid minute', async () => {
    const who = await signedInCustomer(t.app);
    const purchase = await bought(who, 'paypal');
    expect((await refund(purchase.id, { amountCents: 1437, minutes: 6 })).statusCode).toBe(200);
    // 6 of the 10 paid minutes are refunded already: 4 are left, at CA$2.874 each.
    expect((await preview(who)).json().closure).toMatchObject({
      balance: 6,
      paidMinutes: 4,
      amountCents: 1150,
      lostMinutes: 2,
    });
    expect((await close(who)).statusCode).toBe(200);
    const rows = await refundRowsOf(purchase.id);
    expect(rows.map((row) => [row.amountCents, row.minutes, row.status])).toEqual([
      [1437, 6, 'completed'],
      [1150, 4, 'completed'],
    ]);
    expect(await balanceAndLedger(t.db, who.id)).toEqual({ credits: 2, ledger: 2 });
  });

  it('refunds an Interac purchase through Gigadat’s refund', async () => {
    const who = await signedInCustomer(t.app);
    const purchase = await bought(who, 'interac');
    const gigadatBefore = (await emulatorRefunds('interac')).length;
    expect((await preview(who)).json().closure.refunds).toEqual([
      { provider: 'interac', minutes: 10, amountCents: 2874 },
    ]);
    expect((await close(who, 'fr-CA')).statusCode).toBe(200);
    const made = (await emulatorRefunds('interac')).slice(gigadatBefore);
    expect(made).toEqual([expect.objectContaining({ paymentId: purchase.orderId, amountCents: 2874 })]);
    expect(await refundRowsOf(purchase.id)).toEqual([
      expect.objectContaining({ provider: 'interac', status: 'completed', amountCents: 2874 }),
    ]);
    // The refund's note is in the customer's own language (English here, whatever the page's): the refund
    // notice gives it as the reason.
    expect((await refundRowsOf(purchase.id))[0]?.note).toBe(en.deletion.closure.refundNote);
  });

  it('refunds once when the same customer closes twice at once', async () => {
    const who = await signedInCustomer(t.app);
    const purchase = await bought(who, 'paypal');
    const paypalBefore = (await emulatorRefunds('paypal')).length;
    const answers = await Promise.all([close(who), close(who)]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses[0]).toBe(200);
    // The second found the account closed (404) or its session already ended (401).
    expect([401, 404]).toContain(statuses[1]);
    expect((await emulatorRefunds('paypal')).length).toBe(paypalBefore + 1);
    expect(await refundRowsOf(purchase.id)).toHaveLength(1);
    expect(await closureRowsOf(t.db, who.id)).toHaveLength(1);
    expect(await auditOf(t.db, who.id, 'customer.close_account')).toHaveLength(1);
    expect(await refundsOf(who.id)).toHaveLength(1);
    expect(await balanceAndLedger(t.db, who.id)).toEqual({ credits: 2, ledger: 2 });
  });

  it('closes an account without paid minutes as before, refunding nothing', async () => {
    const who = await signedInCustomer(t.app);
    expect((await preview(who)).json().closure).toMatchObject({ paidMinutes: 0, refunds: [], purchases: [] });
    expect((await close(who)).statusCode).toBe(200);
    expect(await closureRowsOf(t.db, who.id)).toEqual([]);
    expect((await closedEmailTo(t, who.email)).body).not.toContain('refunded');
  });
});
