import { randomUUID } from 'node:crypto';
import {
  advisors,
  callSessions,
  creditLedger,
  paymentOrders,
  purchases,
  refunds,
  staffAuditLog,
} from '@app/db/schema';
import { formatCad } from '@app/shared/rules/money';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInLogin, signedInAdvisor, signedInStaff } from '../helpers/advisors.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { ORIGIN, type SignedInCustomer, signedInCustomer } from '../helpers/customers.ts';
import {
  balanceAndLedger,
  buyerWithALine,
  newCallSid,
  paymentFlows,
  twilioWebhooks,
} from '../helpers/payments.ts';
import { auditRowsOf, insertCustomer, staffApi } from '../helpers/staff.ts';

// Refunds through the emulated providers. The races run on a pool of connections and meet
// real row locks on PostgreSQL (TEST_DATABASE_URL); on PGlite the same requests run one after another.
let t: TestApp;
let admin: SignedInLogin;
let asAdmin: ReturnType<typeof staffApi>;
let flows: ReturnType<typeof paymentFlows>;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInStaff(t.app, t.database.db, 'admin');
  asAdmin = staffApi(t.app, admin.cookie, '203.0.113.9');
  flows = paymentFlows(t.app);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

type Provider = 'paypal' | 'interac';
const emulatorPath = (provider: Provider) => (provider === 'paypal' ? '/dev/paypal' : '/dev/gigadat');

async function purchaseOf(customerId: string) {
  const [row] = await t.database.db.select().from(purchases).where(eq(purchases.customerId, customerId));
  if (!row) throw new Error('no purchase');
  return row;
}

/** A signed-in customer who bought bundle-10 through `provider`; returns them and the purchase row. */
async function buyer(provider: Provider, who?: SignedInCustomer) {
  const customer = who ?? (await signedInCustomer(t.app));
  if (provider === 'paypal') {
    const id = await flows.paypalOrder(customer);
    await flows.approve(id);
    const captured = await flows.capture(customer, id);
    if (captured.statusCode !== 200) throw new Error(`capture ${captured.statusCode}`);
    const [row] = await t.database.db.select().from(purchases).where(eq(purchases.orderId, id));
    if (!row) throw new Error('paypal purchase not credited');
    return { who: customer, purchase: row };
  }
  const { paymentUrl, transactionId } = await flows.interacOrder(customer);
  await flows.webflow(paymentUrl, 'pay');
  await flows.pollInterac(customer, transactionId);
  const [row] = await t.database.db.select().from(purchases).where(eq(purchases.orderId, transactionId));
  if (!row) throw new Error('interac purchase not credited');
  return { who: customer, purchase: row };
}

const refund = (purchaseId: string, body: Record<string, unknown>, api = asAdmin) =>
  api.post(`/api/staff/purchases/${purchaseId}/refunds`, {
    requestId: randomUUID(),
    note: 'Customer asked for a refund',
    ...body,
  });

async function emulatorRefunds(provider: Provider) {
  const res = await t.app.inject({ method: 'GET', url: `${emulatorPath(provider)}/refunds` });
  return (res.json() as { refunds: { id: string; key: string; paymentId: string; amountCents: number }[] })
    .refunds;
}

const nextRefund = (provider: Provider, mode: 'refuse' | 'lose') =>
  t.app.inject({ method: 'POST', url: `${emulatorPath(provider)}/refunds/next`, payload: { mode } });

const refundRowsOf = (purchaseId: string) =>
  t.database.db.select().from(refunds).where(eq(refunds.purchaseId, purchaseId));

const refundLedgerOf = (customerId: string) =>
  t.database.db
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.customerId, customerId), eq(creditLedger.kind, 'refund')));

async function orderStatusOf(paymentOrderId: string | null) {
  if (!paymentOrderId) throw new Error('no payment order');
  const [row] = await t.database.db.select().from(paymentOrders).where(eq(paymentOrders.id, paymentOrderId));
  return row;
}

/** The audit rows of the refunds of a customer's purchases. */
const refundAuditRowsOf = async (customerId: string) =>
  (await auditRowsOf(t.database.db, `customer:${customerId}`)).filter(
    (row) => row.action === 'refund.create',
  );

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

describe('refunds concurrently', () => {
  it('two refunds racing for more than what remains: exactly one succeeds', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { who, purchase } = await buyer('paypal');
      const amount = Math.ceil(purchase.amountCents * 0.6);
      const answers = await Promise.all([
        refund(purchase.id, { amountCents: amount, minutes: 7 }),
        refund(purchase.id, { amountCents: amount, minutes: 7 }),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const rows = await refundRowsOf(purchase.id);
      expect(rows.filter((row) => row.status === 'completed')).toHaveLength(1);
      expect(await balanceAndLedger(t.database.db, who.id)).toEqual({
        credits: purchase.minutes - 7,
        ledger: purchase.minutes - 7,
      });
    }
  });

  it('a refund racing a capture for the same customer: no deadlock, balances exact', async () => {
    const { who, purchase } = await buyer('paypal');
    const second = await flows.paypalOrder(who);
    await flows.approve(second);
    const answers = await Promise.all([
      refund(purchase.id, { amountCents: purchase.amountCents, minutes: purchase.minutes }),
      flows.capture(who, second),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(await balanceAndLedger(t.database.db, who.id)).toEqual({
      credits: purchase.minutes,
      ledger: purchase.minutes,
    });
  });

  /** A customer who bought a bundle and has a verified line, and advisor `agentId` free to take them. */
  async function callerFor(agentId: number) {
    const db = t.database.db;
    await db.update(advisors).set({ signedIn: true, onACall: false }).where(eq(advisors.agentId, agentId));
    const { who, from } = await buyerWithALine(t.app, db);
    return { db, who, from, purchase: await purchaseOf(who.id) };
  }

  it('a refund racing a call settlement for the same customer: no deadlock, balances exact', async () => {
    const agentId = 1001;
    const { db, who, from, purchase } = await callerFor(agentId);
    const phone = twilioWebhooks(t.app);
    const callSid = newCallSid();
    expect((await phone.dial(from, callSid, agentId)).body).toContain('<Dial');
    const [settled, refunded] = await Promise.all([
      phone.dialComplete(callSid, 125),
      refund(purchase.id, { amountCents: 500, minutes: 4 }),
    ]);
    expect(settled.statusCode).toBe(200);
    const [session] = await db.select().from(callSessions).where(eq(callSessions.callSid, callSid));
    expect(session?.status).toBe('completed');
    // Whichever took the customer's row first: the settlement, then the refund of 4 minutes; or the
    // refund first, refused because the call in progress had reserved the whole balance.
    expect([200, 409]).toContain(refunded.statusCode);
    const taken = refunded.statusCode === 200 ? 4 : 0;
    if (refunded.statusCode === 409) expect(refunded.json().error.code).toBe('CALL_IN_PROGRESS');
    expect(await balanceAndLedger(db, who.id)).toEqual({
      credits: purchase.minutes - 3 - taken,
      ledger: purchase.minutes - 3 - taken,
    });
    const audits = await db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.target, `customer:${who.id}`), eq(staffAuditLog.action, 'refund.create')));
    expect(audits).toHaveLength(taken > 0 ? 1 : 0);
  });

  describe('minutes a call in progress has reserved', () => {
    /** A customer on a call to `agentId` that reserved their whole balance (the bundle's minutes). */
    async function onACall(agentId: number) {
      const { db, who, from, purchase } = await callerFor(agentId);
      const phone = twilioWebhooks(t.app);
      const callSid = newCallSid();
      expect((await phone.dial(from, callSid, agentId)).body).toContain('<Dial');
      const [session] = await db.select().from(callSessions).where(eq(callSessions.callSid, callSid));
      expect(session?.reservedMinutes).toBe(purchase.minutes);
      return { who, purchase, phone, callSid };
    }

    it('a refund that would take them is refused with 409 CALL_IN_PROGRESS, saying when to retry, and changes nothing', async () => {
      const { who, purchase, phone, callSid } = await onACall(1002);
      const before = await balanceAndLedger(t.database.db, who.id);
      const refundsBefore = await emulatorRefunds('paypal');
      const res = await refund(purchase.id, { amountCents: purchase.amountCents, minutes: purchase.minutes });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatchObject({
        code: 'CALL_IN_PROGRESS',
        message: expect.stringMatching(
          new RegExp(
            `^The customer is on a call with ${purchase.minutes} min of this balance reserved\\. Try again once it ends, within \\d+ minutes?\\.$`,
          ),
        ),
        retryAfterSeconds: expect.any(Number),
      });
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan((purchase.minutes - 1) * 60);
      expect(retryAfter).toBeLessThanOrEqual(purchase.minutes * 60 + 60);
      // Nothing opened, nothing asked of PayPal, not a minute moved.
      expect(await t.database.db.select().from(refunds).where(eq(refunds.purchaseId, purchase.id))).toEqual(
        [],
      );
      expect(await emulatorRefunds('paypal')).toHaveLength(refundsBefore.length);
      expect(await balanceAndLedger(t.database.db, who.id)).toEqual(before);
      // In French on the French back office.
      const french = await t.app.inject({
        method: 'POST',
        url: `/api/staff/purchases/${purchase.id}/refunds`,
        headers: { origin: ORIGIN, cookie: admin.cookie, 'accept-language': 'fr-CA' },
        payload: { requestId: randomUUID(), note: 'Remboursement', amountCents: 100, minutes: 1 },
      });
      expect(french.statusCode).toBe(409);
      expect(french.json().error.message).toMatch(
        /^Le client est en communication et \d+\u00a0min de ce solde y sont réservées\./,
      );
      // A refund of the money alone (0 minutes) takes nothing from the call, and goes through.
      expect((await refund(purchase.id, { amountCents: 100, minutes: 0 })).statusCode).toBe(200);
      // Once the call ends (10 minutes billed), the minutes left can be refunded.
      expect((await phone.dialComplete(callSid, 600)).statusCode).toBe(200);
      const after = await refund(purchase.id, { amountCents: 500, minutes: purchase.minutes - 10 });
      expect(after.statusCode).toBe(200);
      expect(await balanceAndLedger(t.database.db, who.id)).toEqual({ credits: 0, ledger: 0 });
    });

    it('a staff adjustment that would take them is refused; one that leaves them, or adds, goes through', async () => {
      const { who, purchase, phone, callSid } = await onACall(1003);
      const before = await balanceAndLedger(t.database.db, who.id);
      const adjust = (delta: number) => asAdmin.adjust(who.id, { delta, reason: 'billing_correction' });
      const taking = await adjust(-(purchase.minutes - 1));
      expect(taking.statusCode).toBe(409);
      expect(taking.json().error.code).toBe('CALL_IN_PROGRESS');
      expect(Number(taking.headers['retry-after'])).toBeGreaterThan(0);
      expect(await balanceAndLedger(t.database.db, who.id)).toEqual(before);
      const audits = await auditRowsOf(t.database.db, `customer:${who.id}`);
      expect(audits.filter((row) => row.action === 'customer.adjust_credits')).toHaveLength(0);
      // Adding is always possible, and what was added can be taken back while the call goes on.
      expect((await adjust(5)).statusCode).toBe(200);
      expect((await adjust(-5)).statusCode).toBe(200);
      expect((await adjust(-1)).statusCode).toBe(409);
      // The call is billed in full: 10 minutes of the bundle.
      expect((await phone.dialComplete(callSid, 600)).statusCode).toBe(200);
      expect(await balanceAndLedger(t.database.db, who.id)).toEqual({
        credits: purchase.minutes - 10,
        ledger: purchase.minutes - 10,
      });
    });

    it('a call that starts while a refund waits for its provider cannot reserve the minutes it will take', async () => {
      const agentId = 1004;
      const { db, from, purchase } = await callerFor(agentId);
      // PayPal loses its answer: the refund of 4 minutes stays pending.
      await nextRefund('paypal', 'lose');
      const pending = await refund(purchase.id, { amountCents: 300, minutes: 4 });
      expect(pending.json().refund.status).toBe('pending');
      const callSid = newCallSid();
      expect((await twilioWebhooks(t.app).dial(from, callSid, agentId)).body).toContain('<Dial');
      const [session] = await db.select().from(callSessions).where(eq(callSessions.callSid, callSid));
      expect(session?.reservedMinutes).toBe(purchase.minutes - 4);
    });

    it('on PostgreSQL, refunds and adjustments racing a call connection never take the minutes it reserved', async () => {
      const agentId = 1005;
      const { db, who, from, purchase } = await callerFor(agentId);
      const phone = twilioWebhooks(t.app);
      const callSid = newCallSid();
      const voice = await phone.post('/api/telephony/voice', {
        CallSid: callSid,
        From: from,
        To: '+18885548999',
      });
      expect(voice.statusCode).toBe(200);
      const [connected, refunded, adjusted] = await Promise.all([
        phone.post('/api/telephony/extension', { CallSid: callSid, Digits: String(agentId) }),
        refund(purchase.id, { amountCents: 500, minutes: 5 }),
        asAdmin.adjust(who.id, { delta: -3 }),
      ]);
      expect(connected.statusCode).toBe(200);
      const [session] = await db.select().from(callSessions).where(eq(callSessions.callSid, callSid));
      const taken = (refunded.statusCode === 200 ? 5 : 0) + (adjusted.statusCode === 200 ? 3 : 0);
      for (const res of [refunded, adjusted]) {
        if (res.statusCode !== 200) {
          expect(res.statusCode).toBe(409);
          expect(res.json().error.code).toBe('CALL_IN_PROGRESS');
        }
      }
      // Whatever the order, the balance still covers the minutes the call reserved, and the call is billed.
      const balance = await balanceAndLedger(db, who.id);
      expect(balance.credits).toBe(purchase.minutes - taken);
      if (session?.status === 'dialing') {
        expect(balance.credits).toBeGreaterThanOrEqual(session.reservedMinutes);
        expect((await phone.dialComplete(callSid, 60 * session.reservedMinutes)).statusCode).toBe(200);
        expect(await balanceAndLedger(db, who.id)).toEqual({
          credits: purchase.minutes - taken - session.reservedMinutes,
          ledger: purchase.minutes - taken - session.reservedMinutes,
        });
      }
    });
  });
});
