import { randomUUID } from 'node:crypto';
import { advisors, callSessions, purchases, refunds, staffAuditLog } from '@app/db/schema';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ORIGIN } from '../helpers/customers.ts';
import { balanceAndLedger, buyerWithALine, newCallSid, twilioWebhooks } from '../helpers/payments.ts';
import { auditRowsOf } from '../helpers/staff.ts';
import { useRefundsTestApp } from './refunds-test-app.ts';

// Refunds racing captures, call settlements, calls connecting and adjustments. The races run on a pool
// of connections and meet real row locks on PostgreSQL (TEST_DATABASE_URL); on PGlite the same requests
// run one after another.
const { t, admin, asAdmin, flows, buyer, refund, emulatorRefunds, nextRefund, refundRowsOf } =
  useRefundsTestApp();

async function purchaseOf(customerId: string) {
  const [row] = await t.database.db.select().from(purchases).where(eq(purchases.customerId, customerId));
  if (!row) throw new Error('no purchase');
  return row;
}

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

    it('an adjustment cannot take minutes a pending refund will take back from under a call', async () => {
      const agentId = 1006;
      const { db, who, from, purchase } = await callerFor(agentId);
      // PayPal loses its answer: the refund of 5 minutes stays pending, and the call reserves the rest.
      await nextRefund('paypal', 'lose');
      const pending = await refund(purchase.id, { amountCents: 500, minutes: 5 });
      expect(pending.json().refund.status).toBe('pending');
      const callSid = newCallSid();
      expect((await twilioWebhooks(t.app).dial(from, callSid, agentId)).body).toContain('<Dial');
      const [session] = await db.select().from(callSessions).where(eq(callSessions.callSid, callSid));
      expect(session?.reservedMinutes).toBe(purchase.minutes - 5);
      // Taking 3 would leave the call less than it reserved once the refund completes.
      const taking = await asAdmin.adjust(who.id, { delta: -3 });
      expect(taking.statusCode).toBe(409);
      expect(taking.json().error.code).toBe('CALL_IN_PROGRESS');
      expect(await balanceAndLedger(db, who.id)).toEqual({
        credits: purchase.minutes,
        ledger: purchase.minutes,
      });
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
