import { randomUUID } from 'node:crypto';
import { advisors, callSessions, refunds } from '@app/db/schema';
import { addDays, torontoDateOf } from '@app/shared/rules/week';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInAdvisor } from '../helpers/advisors.ts';
import { signedInCustomer } from '../helpers/customers.ts';
import { insertCustomer, staffApi } from '../helpers/staff.ts';
import { DAY, dayOf, useOverviewTestApp } from './overview-fixtures.ts';

const { t, admin, overview, insertPurchase, insertCall } = useOverviewTestApp();

describe('the overview', () => {
  it('has 30 business days ending today, and today, 7 and 30 days as sums of them', async () => {
    const report = await overview();
    const today = torontoDateOf(new Date(report.generatedAt));
    expect(report.timeZone).toBe('America/Toronto');
    expect(report.days).toHaveLength(30);
    expect(report.days.at(-1)?.date).toBe(today);
    expect(report.days[0]?.date).toBe(addDays(today, -29));
    expect(report.periods.map((p) => [p.key, p.from, p.to])).toEqual([
      ['today', today, today],
      ['week', addDays(today, -6), today],
      ['month', addDays(today, -29), today],
    ]);
    for (const period of report.periods) {
      const span = report.days.filter((d) => d.date >= period.from && d.date <= period.to);
      expect(period.purchases).toBe(span.reduce((n, d) => n + d.purchases, 0));
      expect(period.revenue.netCents).toBe(span.reduce((n, d) => n + d.revenue.netCents, 0));
      expect(period.minutesUsed).toBe(span.reduce((n, d) => n + d.minutesUsed, 0));
    }
  });

  it('counts paid purchases, refunds, calls and new customers on the business day they happened', async () => {
    const before = await overview();
    const now = new Date();
    const threeDaysAgo = new Date(now.getTime() - 3 * DAY);
    const fortyDaysAgo = new Date(now.getTime() - 40 * DAY);
    const customerId = await insertCustomer(t.database.db, { createdAt: threeDaysAgo });
    // Today: $45.19 paid for a $49.99 bundle with $10 off and $5.20 tax; 60 minutes credited.
    const today = await insertPurchase(customerId, now, {
      amountCents: 4519,
      taxCents: 520,
      discountCents: 1000,
      minutes: 60,
    });
    await insertPurchase(
      customerId,
      threeDaysAgo,
      { amountCents: 2260, taxCents: 260, minutes: 20 },
      'interac',
    );
    // Not revenue: a cashback credit, and a purchase older than the 30 days.
    await insertPurchase(customerId, now, { amountCents: 0, taxCents: 0, minutes: 7 }, 'cashback');
    await insertPurchase(customerId, fortyDaysAgo, { amountCents: 9999, taxCents: 0, minutes: 99 });
    await t.database.db.insert(refunds).values({
      purchaseId: today.id,
      customerId,
      provider: 'paypal',
      requestId: randomUUID(),
      amountCents: 1000,
      minutes: 10,
      minutesTaken: 10,
      shortfallMinutes: 0,
      status: 'completed',
      note: 'test',
      actorUserId: admin.userId,
      completedAt: now,
    });
    await insertCall(customerId, now, 125, 3);
    await insertCall(customerId, now, 59, 1);
    await insertCall(customerId, threeDaysAgo, 600, 10);

    const after = await overview();
    const delta = (date: string) => {
      const [a, b] = [dayOf(after, date), dayOf(before, date)];
      return {
        purchases: a.purchases - b.purchases,
        gross: a.revenue.grossCents - b.revenue.grossCents,
        discount: a.revenue.discountCents - b.revenue.discountCents,
        net: a.revenue.netCents - b.revenue.netCents,
        tax: a.revenue.taxCents - b.revenue.taxCents,
        refunded: a.revenue.refundedCents - b.revenue.refundedCents,
        minutesSold: a.minutesSold - b.minutesSold,
        minutesUsed: a.minutesUsed - b.minutesUsed,
        calls: a.calls - b.calls,
        callSeconds: a.callSeconds - b.callSeconds,
        newCustomers: a.newCustomers - b.newCustomers,
      };
    };
    expect(delta(torontoDateOf(now))).toEqual({
      purchases: 1,
      gross: 4999,
      discount: 1000,
      net: 3999,
      tax: 520,
      refunded: 1000,
      minutesSold: 60,
      minutesUsed: 4,
      calls: 2,
      callSeconds: 184,
      newCustomers: 0,
    });
    expect(delta(torontoDateOf(threeDaysAgo))).toEqual({
      purchases: 1,
      gross: 2000,
      discount: 0,
      net: 2000,
      tax: 260,
      refunded: 0,
      minutesSold: 20,
      minutesUsed: 10,
      calls: 1,
      callSeconds: 600,
      newCustomers: 1,
    });
    const week = after.periods.find((p) => p.key === 'week');
    const weekBefore = before.periods.find((p) => p.key === 'week');
    expect((week?.revenue.netCents ?? 0) - (weekBefore?.revenue.netCents ?? 0)).toBe(5999);
    expect((week?.calls ?? 0) - (weekBefore?.calls ?? 0)).toBe(3);
  });

  it('counts, right now, the active advisors signed in, those on a call, and the calls connected', async () => {
    const db = t.database.db;
    const before = (await overview()).now;
    const [first, second, third] = await db.select().from(advisors).orderBy(advisors.agentId).limit(3);
    if (!first || !second || !third) throw new Error('the seed has fewer than 3 advisors');
    await db.update(advisors).set({ signedIn: false, onACall: false });
    await db
      .update(advisors)
      .set({ signedIn: true, onACall: true })
      .where(eq(advisors.agentId, first.agentId));
    await db.update(advisors).set({ signedIn: true }).where(eq(advisors.agentId, second.agentId));
    // A deactivated advisor signed in does not count.
    await db
      .update(advisors)
      .set({ signedIn: true, isActive: false })
      .where(eq(advisors.agentId, third.agentId));
    const customerId = await insertCustomer(db);
    await db.insert(callSessions).values([
      {
        callSid: `CA${randomUUID()}`,
        customerId,
        fromNumber: '+15145550101',
        status: 'dialing',
        dialStartedAt: new Date(),
      },
      { callSid: `CA${randomUUID()}`, customerId, fromNumber: '+15145550101', status: 'gathering' },
      {
        callSid: `CA${randomUUID()}`,
        customerId,
        fromNumber: '+15145550101',
        status: 'completed',
        endedAt: new Date(),
      },
    ]);
    const now = (await overview()).now;
    expect(now).toEqual({
      advisorsTakingCalls: 2,
      advisorsOnACall: 1,
      callsInProgress: before.callsInProgress + 1,
    });
    await db.update(advisors).set({ isActive: true }).where(eq(advisors.agentId, third.agentId));
  });

  it('is for staff only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/overview' })).statusCode).toBe(401);
    const customer = await signedInCustomer(t.app);
    expect((await staffApi(t.app, customer.cookie).get('/api/staff/overview')).statusCode).toBe(403);
    const advisor = await signedInAdvisor(t.app, t.database.db, 1005);
    expect((await staffApi(t.app, advisor.cookie).get('/api/staff/overview')).statusCode).toBe(403);
    await overview(admin.cookie);
  });
});
