import { randomUUID } from 'node:crypto';
import {
  advisors,
  bundles,
  callSessions,
  creditUsage,
  purchases,
  refunds,
  staffAuditLog,
} from '@app/db/schema';
import { addDays, torontoDateOf } from '@app/shared/rules/week';
import type { OverviewDay, StaffOverview } from '@app/shared/schemas/staff-overview';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInLogin, signedInAdvisor, signedInStaff } from '../helpers/advisors.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { signedInCustomer } from '../helpers/customers.ts';
import { quebecTaxLines } from '../helpers/payments.ts';
import { insertCustomer, staffApi } from '../helpers/staff.ts';

let t: TestApp;
let admin: SignedInLogin;
let support: SignedInLogin;
let bundleId: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInStaff(t.app, t.database.db, 'admin');
  support = await signedInStaff(t.app, t.database.db, 'support');
  const [bundle] = await t.database.db.select({ id: bundles.id }).from(bundles).limit(1);
  if (!bundle) throw new Error('the seed has no bundle');
  bundleId = bundle.id;
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

async function overview(cookie = support.cookie): Promise<StaffOverview> {
  const res = await staffApi(t.app, cookie).get('/api/staff/overview');
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json();
}

async function insertPurchase(
  customerId: string,
  at: Date,
  money: { amountCents: number; taxCents: number; discountCents?: number; minutes: number },
  provider: 'paypal' | 'interac' | 'cashback' = 'paypal',
) {
  const [row] = await t.database.db
    .insert(purchases)
    .values({
      customerId,
      purchaseDate: at,
      bundleId: provider === 'cashback' ? null : bundleId,
      bundleName: provider === 'cashback' ? 'Monthly cashback' : 'Test bundle',
      minutes: money.minutes,
      amountCents: provider === 'cashback' ? 0 : money.amountCents,
      taxCents: money.taxCents,
      taxLines: quebecTaxLines(money.amountCents - money.taxCents, money.taxCents),
      discountCents: money.discountCents ?? 0,
      provider,
      orderId: `T-${randomUUID()}`,
    })
    .returning({ id: purchases.id, orderId: purchases.orderId });
  if (!row) throw new Error('no purchase');
  return row;
}

async function insertCall(customerId: string, end: Date, seconds: number, minutes: number) {
  await t.database.db.insert(creditUsage).values({
    customerId,
    callSid: `CA${randomUUID().replaceAll('-', '')}`,
    callStart: new Date(end.getTime() - seconds * 1000),
    callEnd: end,
    minutesUsed: minutes,
    durationSeconds: seconds,
  });
}

const dayOf = (report: StaffOverview, date: string): OverviewDay => {
  const day = report.days.find((d) => d.date === date);
  if (!day) throw new Error(`no day ${date}`);
  return day;
};

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

describe('the accounting export', () => {
  const url = (from: string, to: string) => `/api/staff/exports/accounting.csv?from=${from}&to=${to}`;

  it('lists the paid purchases and completed refunds of the days asked, oldest first, and is audited', async () => {
    const customerEmail = `=cmd|${randomUUID().slice(0, 6)}@example.com`;
    const customerId = await insertCustomer(t.database.db, { email: customerEmail });
    const now = new Date();
    const earlier = new Date(now.getTime() - 2 * HOUR);
    const bought = await insertPurchase(customerId, earlier, {
      amountCents: 4519,
      taxCents: 520,
      discountCents: 1000,
      minutes: 60,
    });
    await insertPurchase(customerId, earlier, { amountCents: 0, taxCents: 0, minutes: 5 }, 'cashback');
    const refundId = randomUUID();
    await t.database.db.insert(refunds).values({
      id: refundId,
      purchaseId: bought.id,
      customerId,
      provider: 'paypal',
      requestId: randomUUID(),
      amountCents: 2000,
      // The tax it gave back, per line of the purchase ($2.00 GST and $3.20 QST charged).
      taxLines: [
        { name: 'GST', ratePer100k: 5000, amountCents: 88 },
        { name: 'QST', ratePer100k: 9975, amountCents: 142 },
      ],
      minutes: 27,
      minutesTaken: 20,
      shortfallMinutes: 7,
      status: 'completed',
      providerRefundId: 'RF-123',
      note: 'partial',
      actorUserId: admin.userId,
      completedAt: now,
    });
    // Pending and failed refunds are not in the books.
    await t.database.db.insert(refunds).values({
      purchaseId: bought.id,
      customerId,
      provider: 'paypal',
      requestId: randomUUID(),
      amountCents: 500,
      minutes: 0,
      status: 'failed',
      note: 'refused',
      actorUserId: admin.userId,
    });

    const today = torontoDateOf(now);
    const from = torontoDateOf(earlier);
    const res = await staffApi(t.app, admin.cookie).get(url(from, today));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="lumiere-accounting-${from}-to-${today}.csv"`,
    );
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      '"type","business_date","time_utc","purchase_id","refund_id","provider","provider_order_id","provider_refund_id","customer_id","customer_email","bundle","minutes","price_before_discount","discount","net_before_tax","sales_tax","total","currency","coupon","refunded_to_date","province","GST","HST","QST","PST","RST"',
    );
    const mine = lines.filter((line) => line.includes(customerId));
    expect(mine).toEqual([
      [
        'purchase',
        torontoDateOf(earlier),
        earlier.toISOString(),
        bought.id,
        '',
        'paypal',
        bought.orderId,
        '',
        customerId,
        `'${customerEmail}`,
        'Test bundle',
        '60',
        '49.99',
        '10',
        '39.99',
        '5.2',
        '45.19',
        'CAD',
        '',
        '20',
        'QC',
        '2',
        '0',
        '3.2',
        '0',
        '0',
      ]
        .map((cell) => `"${cell}"`)
        .join(','),
      [
        'refund',
        today,
        now.toISOString(),
        bought.id,
        refundId,
        'paypal',
        bought.orderId,
        'RF-123',
        customerId,
        `'${customerEmail}`,
        'Test bundle',
        '-27',
        '',
        '',
        // $20.00 refunded, of which 520/4519 was tax: $2.30.
        '-17.7',
        '-2.3',
        '-20',
        'CAD',
        '',
        '',
        'QC',
        '-0.88',
        '0',
        '-1.42',
        '0',
        '0',
      ]
        .map((cell) => `"${cell}"`)
        .join(','),
    ]);
    const [audit] = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, 'export.accounting'))
      .orderBy(desc(staffAuditLog.id))
      .limit(1);
    expect(audit).toMatchObject({
      actorUserId: admin.userId,
      target: `export:accounting:${from}..${today}`,
      after: { from, to: today },
    });
  });

  it('refuses dates that do not exist, a range backwards or longer than 366 days', async () => {
    const asAdmin = staffApi(t.app, admin.cookie);
    for (const query of [
      'from=2026-02-30&to=2026-03-01',
      'from=2026-03-01&to=2026-02-28',
      'from=2025-01-01&to=2026-01-02',
      'from=2026-03-01',
      'from=yesterday&to=today',
    ]) {
      const res = await asAdmin.get(`/api/staff/exports/accounting.csv?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
    expect((await asAdmin.get(url('2025-01-01', '2026-01-01'))).statusCode).toBe(200);
  });

  it('is for admins: support may read the overview but not export', async () => {
    const res = await staffApi(t.app, support.cookie).get(url('2026-11-01', '2026-11-02'));
    expect(res.statusCode).toBe(403);
  });
});
