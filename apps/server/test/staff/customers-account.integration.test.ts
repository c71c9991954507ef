import { randomUUID } from 'node:crypto';
import { advisors, coupons, customers, session } from '@app/db/schema';
import { en } from '@app/shared/messages/en';
import type { StaffCustomerDetail } from '@app/shared/schemas/staff';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInAdvisor } from '../helpers/advisors.ts';
import {
  followLink,
  lastMessageTo,
  PASSWORD,
  post,
  readOutbox,
  signedInCustomer,
  signIn,
} from '../helpers/customers.ts';
import { giveVerifiedLine, newCallSid, paymentFlows, twilioWebhooks } from '../helpers/payments.ts';
import { auditRowsOf, grantMinutes, insertCustomer, useStaffTestApp } from '../helpers/staff.ts';

// A customer's file in the back office, closing and reopening an account, and the verification e-mail
// sent again. Finding customers and the audit list: customers-search.
const { t, admin, support, asAdmin, asSupport } = useStaffTestApp();

const getSession = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
describe("a customer's file", () => {
  it('has the balance, ledger, purchases with their coupon, calls, coupon uses and live sessions', async () => {
    const db = t.database.db;
    const who = await signedInCustomer(t.app);
    const flows = paymentFlows(t.app);
    const [welcome] = await db.select().from(coupons).where(eq(coupons.code, 'WELCOME25'));
    const paypalId = await flows.paypalOrder(who, 'bundle-20', { couponId: welcome?.id });
    await flows.approve(paypalId);
    expect((await flows.capture(who, paypalId)).statusCode).toBe(200);
    const open = await flows.paypalOrder(who, 'bundle-10');

    const agentId = 1003;
    await db.update(advisors).set({ signedIn: true, onACall: false }).where(eq(advisors.agentId, agentId));
    const from = await giveVerifiedLine(db, who.id);
    const phone = twilioWebhooks(t.app);
    const callSid = newCallSid();
    expect((await phone.dial(from, callSid, agentId)).body).toContain('<Dial');
    expect((await phone.dialComplete(callSid, 125)).statusCode).toBe(200);

    const res = await asSupport.get(`/api/staff/customers/${who.id}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json() as StaffCustomerDetail;
    expect(detail.customer).toMatchObject({
      id: who.id,
      email: who.email,
      isActive: true,
      emailVerified: true,
      phoneNumbers: [from],
    });
    expect(detail.customer.lastSignInAt).not.toBeNull();
    expect(detail.canAdjustUnlimited).toBe(false);

    // Newest first: the call's debit, then the purchase's rows.
    expect(detail.ledger[0]).toMatchObject({ kind: 'call_usage', delta: -3, reference: callSid });
    expect(detail.ledger.slice(1).map((row) => row.kind)).toContain('purchase');
    expect(detail.customer.credits).toBe(detail.ledger[0]?.balanceAfter);

    expect(detail.purchases).toHaveLength(2);
    expect(detail.purchases[0]).toMatchObject({ provider: 'paypal', status: 'created', couponCode: null });
    expect(detail.purchases[1]).toMatchObject({
      provider: 'paypal',
      status: 'completed',
      couponCode: 'WELCOME25',
    });
    expect(detail.purchases[1]?.minutes).toBeGreaterThan(0);
    expect(detail.purchases[1]?.totalCents).toBeGreaterThan(0);
    expect(open).toBeTruthy();

    expect(detail.calls).toEqual([
      expect.objectContaining({ advisor: 'Geneviève Tremblay', durationSeconds: 125, minutesBilled: 3 }),
    ]);
    expect(detail.couponUses).toEqual([expect.objectContaining({ code: 'WELCOME25' })]);
    expect(detail.couponUses[0]?.orderId).toEqual(expect.any(String));

    expect(detail.sessions).toHaveLength(1);
    expect(detail.sessions[0]?.ipAddress).toBe('127.0.0.1');
    const [live] = await db.select({ token: session.token }).from(session).where(eq(session.userId, who.id));
    expect(res.body).not.toContain(live?.token);
    expect(Object.keys(detail.sessions[0] ?? {}).sort()).toEqual([
      'createdAt',
      'expiresAt',
      'id',
      'ipAddress',
      'userAgent',
    ]);
    await db.update(advisors).set({ signedIn: false, onACall: false }).where(eq(advisors.agentId, agentId));
  });

  it('keeps the last 100 ledger rows and tells an admin they may adjust without a cap', async () => {
    const id = await insertCustomer(t.database.db);
    for (let i = 0; i < 102; i += 1) await grantMinutes(t.database.db, id, 1);
    const detail = (await asAdmin.get(`/api/staff/customers/${id}`)).json() as StaffCustomerDetail;
    expect(detail.ledger).toHaveLength(100);
    expect(detail.ledger[0]?.balanceAfter).toBe(102);
    expect(detail.ledger.at(-1)?.balanceAfter).toBe(3);
    expect(detail.canAdjustUnlimited).toBe(true);
  });

  it('is 404 for an unknown id, a staff login or an advisor login', async () => {
    const advisor = await signedInAdvisor(t.app, t.database.db, 1005);
    for (const id of ['nobody', admin.userId, support.userId, advisor.userId]) {
      expect((await asSupport.get(`/api/staff/customers/${id}`)).statusCode, id).toBe(404);
    }
    const visitor = await t.app.inject({ method: 'GET', url: `/api/staff/customers/${admin.userId}` });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.headers['cache-control']).toBe('no-store');
  });
});

describe('closing and reopening an account', () => {
  it('deactivating ends the sessions at once and refuses sign-in; reactivating lets the customer in', async () => {
    const who = await signedInCustomer(t.app);
    expect((await getSession(who.cookie)).json()).toMatchObject({ user: { id: who.id } });

    const off = await asSupport.post(`/api/staff/customers/${who.id}/deactivate`, { note: 'Chargeback' });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ id: who.id, isActive: false });
    expect((await getSession(who.cookie)).json()).toBeNull();
    const refused = await signIn(t.app, who.email, PASSWORD);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'ACCOUNT_INACTIVE',
      message: en.auth.signIn.errors.accountInactive,
    });

    // A second click changes nothing and records nothing.
    expect(
      (await asSupport.post(`/api/staff/customers/${who.id}/deactivate`, { note: 'again' })).statusCode,
    ).toBe(200);

    const on = await asAdmin.post(`/api/staff/customers/${who.id}/reactivate`, { note: 'Resolved' });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ isActive: true });
    expect((await signIn(t.app, who.email, PASSWORD)).statusCode).toBe(200);

    const audit = await auditRowsOf(t.database.db, `customer:${who.id}`);
    expect(audit.map((row) => [row.action, row.actorRole, row.reason])).toEqual([
      ['customer.reactivate', 'admin', 'Resolved'],
      ['customer.deactivate', 'support', 'Chargeback'],
    ]);
    expect(audit[1]).toMatchObject({
      before: { isActive: true },
      after: { isActive: false, sessionsEnded: 1 },
      actorEmail: support.email,
      clientIp: '127.0.0.1',
    });
  });

  it('keeps a deleted account closed: 409 ACCOUNT_DELETED', async () => {
    const id = await insertCustomer(t.database.db, { deletedAt: new Date(), isActive: false });
    const res = await asAdmin.post(`/api/staff/customers/${id}/reactivate`, { note: 'Please' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('ACCOUNT_DELETED');
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, id));
    expect(row?.isActive).toBe(false);
    expect(await auditRowsOf(t.database.db, `customer:${id}`)).toHaveLength(0);
  });

  it('signs the customer out everywhere', async () => {
    const who = await signedInCustomer(t.app);
    const second = await signIn(t.app, who.email, PASSWORD);
    expect(second.statusCode).toBe(200);
    const res = await asSupport.post(`/api/staff/customers/${who.id}/sign-out-everywhere`, {
      note: 'Lost phone',
    });
    expect(res.statusCode).toBe(204);
    expect((await getSession(who.cookie)).json()).toBeNull();
    expect(await t.database.db.select().from(session).where(eq(session.userId, who.id))).toHaveLength(0);
    const [row] = await auditRowsOf(t.database.db, `customer:${who.id}`);
    expect(row).toMatchObject({
      action: 'customer.sign_out_everywhere',
      before: { sessions: 2 },
      after: { sessions: 0 },
      reason: 'Lost phone',
    });
    // The account stays open.
    expect((await signIn(t.app, who.email, PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a missing or empty note and unknown ids', async () => {
    const id = await insertCustomer(t.database.db);
    for (const action of ['deactivate', 'reactivate', 'sign-out-everywhere']) {
      for (const body of [
        {},
        { note: '' },
        { note: ' \n ' },
        { note: 'ok', extra: 1 },
        { note: 'a\u0007' },
      ]) {
        const res = await asAdmin.post(`/api/staff/customers/${id}/${action}`, body);
        expect(res.statusCode, `${action} ${JSON.stringify(body)}`).toBe(400);
      }
      expect((await asAdmin.post(`/api/staff/customers/nobody/${action}`, { note: 'x' })).statusCode).toBe(
        404,
      );
      expect(
        (await asAdmin.post(`/api/staff/customers/${admin.userId}/${action}`, { note: 'x' })).statusCode,
      ).toBe(404);
    }
    expect(await auditRowsOf(t.database.db, `customer:${id}`)).toHaveLength(0);
  });
});

describe('the verification e-mail', () => {
  it('is sent again to an unverified customer, and its link verifies; 409 once verified', async () => {
    const email = `${randomUUID()}@example.com`;
    const signUp = await post(t.app, '/api/auth/sign-up/email', { email, password: PASSWORD, name: 'x' });
    expect(signUp.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(customers).where(eq(customers.email, email));
    const id = row?.id ?? '';
    const before = (await readOutbox(t.app)).filter((m) => m.to === email).length;

    const res = await asSupport.post(`/api/staff/customers/${id}/verification-email`);
    expect(res.statusCode).toBe(204);
    expect((await readOutbox(t.app)).filter((m) => m.to === email)).toHaveLength(before + 1);
    await followLink(t.app, (await lastMessageTo(t.app, email)).body, '/api/auth/verify-email');
    expect((await signIn(t.app, email, PASSWORD)).statusCode).toBe(200);

    const again = await asSupport.post(`/api/staff/customers/${id}/verification-email`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('ALREADY_VERIFIED');
    const audit = await auditRowsOf(t.database.db, `customer:${id}`);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'customer.resend_verification',
      actorEmail: support.email,
      after: { email },
    });
    expect((await asSupport.post('/api/staff/customers/nobody/verification-email')).statusCode).toBe(404);
  });
});
