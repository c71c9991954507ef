import { creditLedger, customers, satisfactionRequests } from '@app/db/schema';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInStaff } from '../helpers/advisors.ts';
import { useTestApp } from '../helpers/build-test-app.ts';
import { chooseLanguage, readOutbox } from '../helpers/customers.ts';
import { auditRowsOf, staffApi } from '../helpers/staff.ts';
import { customerWithApi, DAY_MS, insertCall } from './trust-helpers.ts';

const t = useTestApp();

const customer = () => customerWithApi(t.app);

const balanceOf = async (id: string) =>
  (await t.db.select({ credits: customers.credits }).from(customers).where(eq(customers.id, id)))[0]?.credits;

describe('asking for a satisfaction credit', () => {
  it('is for one’s own calls of the last 72 hours, once per 30 days', async () => {
    const c = await customer();
    const recent = await insertCall(t.db, { customerId: c.id, agentId: 1002, minutes: 7 });
    const other = await insertCall(t.db, { customerId: c.id, agentId: 1003, minutes: 3, endedAgoMs: DAY_MS });
    const old = await insertCall(t.db, {
      customerId: c.id,
      agentId: 1002,
      minutes: 5,
      endedAgoMs: 73 * 3_600_000,
    });
    const stranger = await customer();
    const theirs = await insertCall(t.db, { customerId: stranger.id, agentId: 1002, minutes: 5 });

    const own = (await c.api.get('/api/me/satisfaction')).json();
    expect(own).toEqual({ requests: [], eligibleUsageIds: [recent, other], nextAllowedAt: null });

    const ask = (usageId: string, reason = 'inaccurate') =>
      c.api.post('/api/satisfaction-requests', { usageId, reason });
    expect((await ask(theirs)).json().error.code).toBe('CALL_NOT_FOUND');
    expect((await ask(old)).json().error.code).toBe('CALL_TOO_OLD');
    expect((await ask(recent, 'because')).statusCode).toBe(400);
    expect(
      (
        await c.api.post('/api/satisfaction-requests', {
          usageId: recent,
          reason: 'other',
          comment: 'x'.repeat(1001),
        })
      ).statusCode,
    ).toBe(400);

    const created = await c.api.post('/api/satisfaction-requests', {
      usageId: recent,
      reason: 'connection',
      comment: 'The line kept cutting.',
    });
    expect(created.statusCode).toBe(201);
    expect((await ask(recent)).json().error.code).toBe('ALREADY_ASKED');
    const limited = await ask(other);
    expect(limited.statusCode).toBe(409);
    expect(limited.json().error.code).toBe('SATISFACTION_LIMIT');
    const after = (await c.api.get('/api/me/satisfaction')).json();
    expect(after.eligibleUsageIds).toEqual([]);
    expect(after.requests).toMatchObject([{ usageId: recent, reason: 'connection', status: 'pending' }]);
    expect(new Date(after.nextAllowedAt).getTime() - Date.now()).toBeGreaterThan(29 * DAY_MS);

    // 30 days later another call may be asked about.
    await t.db
      .update(satisfactionRequests)
      .set({ createdAt: new Date(Date.now() - 30 * DAY_MS - 1000) })
      .where(eq(satisfactionRequests.customerId, c.id));
    expect((await ask(other)).statusCode).toBe(201);
  });

  it('holds the 30-day limit when two tabs ask at once', async () => {
    const c = await customer();
    const calls = await Promise.all(
      [1, 2, 3, 4].map(() => insertCall(t.db, { customerId: c.id, agentId: 1004, minutes: 4 })),
    );
    const answers = await Promise.all(
      calls.map((usageId) => c.api.post('/api/satisfaction-requests', { usageId, reason: 'other' })),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect(
      await t.db.select().from(satisfactionRequests).where(eq(satisfactionRequests.customerId, c.id)),
    ).toHaveLength(1);
  });
});

describe('deciding', () => {
  it('grants up to the call’s minutes through the ledger, audited, and e-mails the customer once', async () => {
    const c = await customer();
    const usageId = await insertCall(t.db, { customerId: c.id, agentId: 1005, minutes: 6 });
    const { id } = (await c.api.post('/api/satisfaction-requests', { usageId, reason: 'inaccurate' })).json();
    const support = await signedInStaff(t.app, t.db, 'support');
    const staff = staffApi(t.app, support.cookie);

    const listed = (await staff.get('/api/staff/satisfaction-requests')).json();
    expect(listed.requests.find((r: { id: string }) => r.id === id)).toMatchObject({
      customerId: c.id,
      agentId: 1005,
      minutesBilled: 6,
      durationSeconds: 360,
      status: 'pending',
    });
    expect(
      (await c.api.post(`/api/staff/satisfaction-requests/${id}/grant`, { minutes: 6, note: 'x' }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await staff.post(`/api/staff/satisfaction-requests/${id}/grant`, { minutes: 7, note: 'Too many' })
      ).json().error.code,
    ).toBe('TOO_MANY_MINUTES');
    expect(
      (await staff.post(`/api/staff/satisfaction-requests/${id}/grant`, { minutes: 0, note: 'none' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await staff.post(`/api/staff/satisfaction-requests/${id}/grant`, { minutes: 3 })).statusCode,
    ).toBe(400);

    const before = await balanceOf(c.id);
    const grants = await Promise.all([
      staff.post(`/api/staff/satisfaction-requests/${id}/grant`, {
        minutes: 4,
        note: 'Sorry about the line.',
      }),
      staff.post(`/api/staff/satisfaction-requests/${id}/grant`, {
        minutes: 4,
        note: 'Sorry about the line.',
      }),
    ]);
    expect(grants.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(await balanceOf(c.id)).toBe((before ?? 0) + 4);
    const ledger = await t.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.customerId, c.id), eq(creditLedger.kind, 'satisfaction_credit')));
    expect(ledger).toMatchObject([{ delta: 4, reference: id }]);
    expect((await auditRowsOf(t.db, `customer:${c.id}`))[0]).toMatchObject({
      action: 'satisfaction.grant',
      reason: 'Sorry about the line.',
    });
    await t.app.trust.messages.deliverDue();
    const mails = (await readOutbox(t.app)).filter(
      (m) => m.to === c.email && m.subject === 'Your satisfaction credit',
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toContain('We added 4 minutes');
    expect((await c.api.get('/api/me/satisfaction')).json().requests[0]).toMatchObject({
      status: 'granted',
      minutesGranted: 4,
    });
  });

  it('declines with a note, in the customer’s language', async () => {
    const c = await customer();
    await chooseLanguage(t.app, c.cookie, 'fr');
    const usageId = await insertCall(t.db, { customerId: c.id, agentId: 1006, minutes: 5 });
    const { id } = (await c.api.post('/api/satisfaction-requests', { usageId, reason: 'other' })).json();
    const admin = staffApi(t.app, (await signedInStaff(t.app, t.db, 'admin')).cookie);
    const before = await balanceOf(c.id);
    expect(
      (
        await admin.post(`/api/staff/satisfaction-requests/${id}/decline`, {
          note: 'La consultation a été complète.',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await admin.post(`/api/staff/satisfaction-requests/${id}/grant`, { minutes: 1, note: 'x' }))
        .statusCode,
    ).toBe(409);
    expect(await balanceOf(c.id)).toBe(before);
    expect((await auditRowsOf(t.db, `customer:${c.id}`))[0]).toMatchObject({
      action: 'satisfaction.decline',
    });
    await t.app.trust.messages.deliverDue();
    const mail = (await readOutbox(t.app)).find(
      (m) => m.to === c.email && m.subject === 'Votre demande de crédit satisfaction',
    );
    expect(mail?.body).toContain('La consultation a été complète.');
  });
});
