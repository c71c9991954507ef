import { customers, paymentOrders, staffAuditLog } from '@app/db/schema';
import { LIMIT_RAISE_DELAY_MS } from '@app/shared/rules/spending-limits';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSpendingService } from '../../src/modules/spending/service.ts';
import { signedInStaff } from '../helpers/advisors.ts';
import { ORIGIN, type SignedInCustomer, signedInCustomer } from '../helpers/customers.ts';
import { buyerWithALine, creditsOf, newCallSid, usePaymentsTestApp } from '../helpers/payments.ts';

const { t, flows, phone } = usePaymentsTestApp();

const limitsUrl = (who: SignedInCustomer) => `/api/customers/${who.id}/limits`;
const send = (
  method: 'GET' | 'PUT' | 'POST' | 'DELETE' | 'PATCH',
  url: string,
  cookie: string | undefined,
  payload?: object,
  language?: 'fr',
) =>
  t.app.inject({
    method,
    url,
    headers: {
      origin: ORIGIN,
      ...(cookie ? { cookie } : {}),
      ...(language ? { 'accept-language': 'fr-CA' } : {}),
    },
    ...(payload ? { payload } : {}),
  });

const ordersOf = (customerId: string) =>
  t.db.select().from(paymentOrders).where(eq(paymentOrders.customerId, customerId));

/** What bundle-10 costs this customer, taxes included (the first order's total, then that order failed). */
async function bundleTotal(who: SignedInCustomer): Promise<number> {
  const res = await flows.fn('create-paypal-order', who, { bundle: 'bundle-10' });
  expect(res.statusCode, res.body).toBe(200);
  const [order] = await ordersOf(who.id);
  if (!order) throw new Error('no order');
  await t.db.update(paymentOrders).set({ status: 'failed' }).where(eq(paymentOrders.id, order.id));
  return order.totalCents;
}

describe('a customer’s spending limits', () => {
  it('start with none, nothing spent, no break, and the windows’ ends', async () => {
    const who = await signedInCustomer(t.app);
    const res = await send('GET', limitsUrl(who), who.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      dailyCents: null,
      weeklyCents: null,
      monthlyCents: null,
      perCallTopUpCents: null,
      pending: [],
      staff: { dailyCents: null, weeklyCents: null, monthlyCents: null },
      spent: { dailyCents: 0, weeklyCents: 0, monthlyCents: 0 },
      pause: null,
    });
    for (const window of ['daily', 'weekly', 'monthly'])
      expect(Date.parse(body.resetsAt[window])).toBeGreaterThan(Date.now());
  });

  it('are the customer’s own: a visitor gets 401 and another customer 403 on every route, nothing changed', async () => {
    const who = await signedInCustomer(t.app);
    const other = await signedInCustomer(t.app);
    const calls = [
      ['GET', limitsUrl(who), undefined],
      ['PUT', limitsUrl(who), { monthlyCents: 100 }],
      ['DELETE', `${limitsUrl(who)}/pending/monthly`, undefined],
      ['POST', `/api/customers/${who.id}/break`, { days: 7 }],
    ] as const;
    for (const [method, url, payload] of calls) {
      expect((await send(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(401);
      expect((await send(method, url, other.cookie, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await send('GET', limitsUrl(who), who.cookie)).json()).toMatchObject({
      monthlyCents: null,
      pause: null,
    });
  });

  it('refuse bad amounts and choices with a 400 that names the problem, in the page’s language', async () => {
    const who = await signedInCustomer(t.app);
    for (const payload of [
      { monthlyCents: -1 },
      { monthlyCents: 12.5 },
      { monthlyCents: 10_000_001 },
      { monthlyCents: '5000' },
      { staffMonthlyCents: 100 },
    ]) {
      const res = await send('PUT', limitsUrl(who), who.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const french = await send('PUT', limitsUrl(who), who.cookie, { dailyCents: -5 }, 'fr');
    expect(french.json().error.message).toContain('Entrez un montant en dollars');
    for (const payload of [
      { days: 8 },
      { selfExclusionMonths: 3 },
      {},
      { days: 7, selfExclusionMonths: 6 },
    ]) {
      const res = await send('POST', `/api/customers/${who.id}/break`, who.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await send('GET', limitsUrl(who), who.cookie)).json()).toMatchObject({
      dailyCents: null,
      monthlyCents: null,
      pause: null,
    });
  });

  it('lower at once, and raise or go only 24 hours later, pending and cancellable (clock injected)', async () => {
    const who = await signedInCustomer(t.app);
    let clock = new Date('2026-11-10T15:00:00Z');
    const service = createSpendingService({ db: t.db, now: () => clock });
    expect((await service.setLimits(who.id, { monthlyCents: 5000, dailyCents: 2000 })).monthlyCents).toBe(
      5000,
    );

    const raised = await service.setLimits(who.id, { monthlyCents: 9000, dailyCents: null });
    expect(raised.monthlyCents).toBe(5000);
    expect(raised.dailyCents).toBe(2000);
    const takesEffectAt = new Date(clock.getTime() + LIMIT_RAISE_DELAY_MS).toISOString();
    expect(raised.pending).toEqual(
      expect.arrayContaining([
        { limit: 'monthly', cents: 9000, takesEffectAt },
        { limit: 'daily', cents: null, takesEffectAt },
      ]),
    );

    clock = new Date(clock.getTime() + LIMIT_RAISE_DELAY_MS - 1);
    expect((await service.describe(who.id)).monthlyCents).toBe(5000);
    // Kept: the daily limit's removal is cancelled, and stays cancelled past its time.
    expect((await service.keepLimit(who.id, 'daily')).pending.map((p) => p.limit)).toEqual(['monthly']);
    clock = new Date(clock.getTime() + 1);
    const matured = await service.describe(who.id);
    expect(matured).toMatchObject({ monthlyCents: 9000, dailyCents: 2000, pending: [] });

    // Lowering below a pending raise drops the raise and applies at once.
    await service.setLimits(who.id, { weeklyCents: 4000 });
    await service.setLimits(who.id, { weeklyCents: 8000 });
    const lowered = await service.setLimits(who.id, { weeklyCents: 3000 });
    expect(lowered).toMatchObject({ weeklyCents: 3000, pending: [] });
  });

  it('refuse a purchase over a limit with 409 SPENDING_LIMIT, which limit and when it resets, before any order', async () => {
    const who = await signedInCustomer(t.app);
    const total = await bundleTotal(who);
    const put = await send('PUT', limitsUrl(who), who.cookie, { monthlyCents: total });
    expect(put.statusCode, put.body).toBe(200);
    await flows.paypalOrder(who);
    const before = await ordersOf(who.id);

    const refused = await flows.fn('create-paypal-order', who, { bundle: 'bundle-10' });
    expect(refused.statusCode, refused.body).toBe(409);
    const { error } = refused.json();
    expect(error.code).toBe('SPENDING_LIMIT');
    expect(error.limit).toBe('monthly');
    const limits = (await send('GET', limitsUrl(who), who.cookie)).json();
    expect(error.resetsAt).toBe(limits.resetsAt.monthly);
    expect(error.message).toMatch(
      /monthly limit of CA\$\d+\.\d{2} \(CA\$\d+\.\d{2} already spent this month\)\. It resets on /,
    );
    expect(limits.spent.monthlyCents).toBe(total);
    expect(await ordersOf(who.id)).toHaveLength(before.length);

    const interac = await flows.fn('create-interac-order', who, { bundle: 'bundle-10' });
    expect(interac.statusCode, interac.body).toBe(409);
    expect(interac.json().error.code).toBe('SPENDING_LIMIT');
    expect(await ordersOf(who.id)).toHaveLength(before.length);
  });

  it('let two purchases at once pass a limit together never: one of them is refused (PostgreSQL)', async () => {
    const who = await signedInCustomer(t.app);
    const total = await bundleTotal(who);
    await send('PUT', limitsUrl(who), who.cookie, { dailyCents: total });
    const answers = await Promise.all([
      flows.fn('create-paypal-order', who, { bundle: 'bundle-10' }),
      flows.fn('create-interac-order', who, { bundle: 'bundle-10' }),
      flows.fn('create-paypal-order', who, { bundle: 'bundle-10' }),
    ]);
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 409, 409]);
    const open = (await ordersOf(who.id)).filter((order) => order.status !== 'failed');
    expect(open).toHaveLength(1);
  });

  it('a break refuses purchases until it ends, cannot be shortened, and an exclusion withdraws marketing consent', async () => {
    const who = await signedInCustomer(t.app);
    await t.db.update(customers).set({ emailnotifications: true }).where(eq(customers.id, who.id));
    const started = await send('POST', `/api/customers/${who.id}/break`, who.cookie, { days: 30 });
    expect(started.statusCode, started.body).toBe(200);
    const until = started.json().pause.until as string;
    expect(started.json().pause.kind).toBe('break');
    expect(Date.parse(until) - Date.now()).toBeGreaterThan(29.9 * 24 * 3600_000);

    const refused = await flows.fn('create-paypal-order', who, { bundle: 'bundle-10' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'SPENDING_LIMIT', limit: 'break', resetsAt: until });
    expect(await ordersOf(who.id)).toHaveLength(0);

    // A shorter break asked for later keeps the longer one.
    const shorter = await send('POST', `/api/customers/${who.id}/break`, who.cookie, { days: 7 });
    expect(shorter.json().pause).toEqual({ kind: 'break', until });

    const excluded = await send('POST', `/api/customers/${who.id}/break`, who.cookie, {
      selfExclusionMonths: 6,
    });
    expect(excluded.json().pause.kind).toBe('exclusion');
    expect(Date.parse(excluded.json().pause.until)).toBeGreaterThan(Date.parse(until));
    const [row] = await t.db.select().from(customers).where(eq(customers.id, who.id));
    expect(row?.emailnotifications).toBe(false);
    const afterExclusion = await flows.fn('create-paypal-order', who, { bundle: 'bundle-10' });
    expect(afterExclusion.json().error.limit).toBe('exclusion');

    // E-mail offers stay off until the exclusion ends: turning them on is refused, in the page's language.
    const optIn = await send(
      'PATCH',
      `/api/customers/${who.id}`,
      who.cookie,
      { emailnotifications: true },
      'fr',
    );
    expect(optIn.statusCode).toBe(409);
    expect(optIn.json().error.code).toBe('SELF_EXCLUDED');
    expect(optIn.json().error.message).toMatch(
      /^Vous vous êtes exclu jusqu’au .+ : nous ne vous envoyons aucune offre d’ici là\.$/,
    );
    const [still] = await t.db.select().from(customers).where(eq(customers.id, who.id));
    expect(still?.emailnotifications).toBe(false);
    expect(
      (await send('PATCH', `/api/customers/${who.id}`, who.cookie, { emailnotifications: false })).statusCode,
    ).toBe(200);
  });

  it('a break alone leaves the choice of e-mail offers to the customer', async () => {
    const who = await signedInCustomer(t.app);
    await send('POST', `/api/customers/${who.id}/break`, who.cookie, { days: 7 });
    const optIn = await send('PATCH', `/api/customers/${who.id}`, who.cookie, { emailnotifications: true });
    expect(optIn.statusCode, optIn.body).toBe(200);
    expect(optIn.json().customer.emailnotifications).toBe(true);
  });
});

describe('a customer on a break who calls', () => {
  it('hears a kind message in their language and is not connected; their minutes stay', async () => {
    const { who, from } = await buyerWithALine(t.app, t.db);
    const before = await creditsOf(t.db, who.id);
    await send('POST', `/api/customers/${who.id}/break`, who.cookie, { days: 7 });
    const answer = await phone.post('/api/telephony/voice', {
      CallSid: newCallSid(),
      From: from,
      To: '+18885548999',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('You asked for a break from readings until');
    expect(answer.body).toContain('Your minutes are safe in your account.');
    expect(answer.body).toContain('<Hangup/>');
    expect(answer.body).not.toContain('<Gather');
    expect(await creditsOf(t.db, who.id)).toEqual(before);

    await t.db.update(customers).set({ language: 'fr' }).where(eq(customers.id, who.id));
    const french = await phone.post('/api/telephony/voice', {
      CallSid: newCallSid(),
      From: from,
      To: '+18885548999',
    });
    expect(french.body).toContain('Vous avez demandé une pause dans vos consultations jusqu’au');
  });
});

describe('staff and a customer’s limits', () => {
  it('support reads them and sets a limit of its own, audited; the customer cannot lift it; a customer gets 403', async () => {
    const who = await signedInCustomer(t.app);
    const support = await signedInStaff(t.app, t.db, 'support');
    const staffUrl = `/api/staff/customers/${who.id}/limits`;
    expect((await send('GET', staffUrl, who.cookie)).statusCode).toBe(403);
    expect(
      (await send('PUT', staffUrl, who.cookie, { monthlyCents: 100, note: 'asked by phone' })).statusCode,
    ).toBe(403);
    expect((await send('GET', staffUrl, undefined)).statusCode).toBe(401);

    const total = await bundleTotal(who);
    const noReason = await send('PUT', staffUrl, support.cookie, { monthlyCents: total - 1 });
    expect(noReason.statusCode).toBe(400);
    const set = await send('PUT', staffUrl, support.cookie, {
      monthlyCents: total - 1,
      note: 'The customer asked us to cap them',
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().staff.monthlyCents).toBe(total - 1);
    expect(set.json().monthlyCents).toBeNull();

    const [audit] = await t.db
      .select()
      .from(staffAuditLog)
      .where(
        and(
          eq(staffAuditLog.action, 'customer.spending_limit'),
          eq(staffAuditLog.target, `customer:${who.id}`),
        ),
      );
    expect(audit?.reason).toBe('The customer asked us to cap them');
    expect(audit?.after).toMatchObject({ monthlyCents: total - 1 });

    // The customer's own (higher) limit does not lift staff's, which still refuses.
    await send('PUT', limitsUrl(who), who.cookie, { monthlyCents: total * 10 });
    const refused = await flows.fn('create-paypal-order', who, { bundle: 'bundle-10' });
    expect(refused.json().error).toMatchObject({ code: 'SPENDING_LIMIT', limit: 'monthly' });
    expect((await send('GET', staffUrl, support.cookie)).json().staff.monthlyCents).toBe(total - 1);

    const lifted = await send('PUT', staffUrl, support.cookie, {
      monthlyCents: null,
      note: 'Lifted on request',
    });
    expect(lifted.json().staff.monthlyCents).toBeNull();
    expect((await flows.fn('create-paypal-order', who, { bundle: 'bundle-10' })).statusCode).toBe(200);
  });
});
