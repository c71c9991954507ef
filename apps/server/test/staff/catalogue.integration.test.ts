import { randomUUID } from 'node:crypto';
import { PG_ERROR, pgErrorOf } from '@app/db/errors';
import { coupons, couponUses, staffAuditLog } from '@app/db/schema';
import { en } from '@app/shared/messages/en';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { signedInAdvisor } from '../helpers/advisors.ts';
import { testConfig } from '../helpers/build-test-app.ts';
import { announcementBody, HOUR, inHours, promotionBody } from '../helpers/catalogue.ts';
import { ORIGIN, type SignedInCustomer, signedInCustomer } from '../helpers/customers.ts';
import { paymentFlows } from '../helpers/payments.ts';
import { auditRowsOf, insertCustomer, useStaffTestApp } from '../helpers/staff.ts';

// Races run on a pool of connections and meet real locks on PostgreSQL (TEST_DATABASE_URL); on PGlite
// the same requests run one after the other and must end the same way.
const { t, admin, support } = useStaffTestApp();

type Method = 'GET' | 'POST' | 'PATCH';
const call = (cookie: string | undefined, method: Method, url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload }),
  });
const asAdmin = (method: Method, url: string, payload?: object) => call(admin.cookie, method, url, payload);
const asSupport = (method: Method, url: string, payload?: object) =>
  call(support.cookie, method, url, payload);

const NOTE = { note: 'Campaign over' };
const uniqueCode = (prefix = 'T') => `${prefix}${randomUUID().slice(0, 8)}`.toUpperCase();

function couponBody(overrides: Record<string, unknown> = {}) {
  return {
    code: uniqueCode(),
    type: 'percentage_off',
    value: 20,
    expiresAt: null,
    maxUses: null,
    firstPurchaseOnly: false,
    ...overrides,
  };
}
const termsOf = ({ code: _code, ...terms }: ReturnType<typeof couponBody>) => terms;

async function createCoupon(overrides: Record<string, unknown> = {}) {
  const body = couponBody(overrides);
  const res = await asAdmin('POST', '/api/staff/coupons', body);
  expect(res.statusCode, res.body).toBe(201);
  return { body, coupon: res.json() as { id: string; code: string; uses: number } };
}

const validate = (who: SignedInCustomer, code: string, bundleId = 'bundle-20') =>
  t.app.inject({
    method: 'POST',
    url: '/api/coupons/validate',
    headers: { origin: ORIGIN, cookie: who.cookie },
    payload: { code, bundleId },
  });

describe('who may use the catalogue routes', () => {
  it('refuses visitors (401), customers and advisors (403) and support on every change (403); support reads', async () => {
    const customer = await signedInCustomer(t.app);
    const advisor = await signedInAdvisor(t.app, t.database.db, 1001);
    const { coupon } = await createCoupon();
    expect((await call(undefined, 'GET', '/api/staff/coupons')).statusCode).toBe(401);
    expect((await call(customer.cookie, 'GET', '/api/staff/coupons')).statusCode).toBe(403);
    expect((await call(advisor.cookie, 'POST', '/api/staff/promotions', promotionBody())).statusCode).toBe(
      403,
    );

    for (const url of [
      '/api/staff/coupons',
      `/api/staff/coupons/${coupon.id}`,
      '/api/staff/promotions',
      '/api/staff/announcements',
    ]) {
      expect((await asSupport('GET', url)).statusCode, url).toBe(200);
    }
    const id = randomUUID();
    const changes: [Method, string, object?][] = [
      ['POST', '/api/staff/coupons', couponBody()],
      ['PATCH', `/api/staff/coupons/${coupon.id}`, termsOf(couponBody())],
      ['POST', `/api/staff/coupons/${coupon.id}/deactivate`, NOTE],
      ['POST', `/api/staff/coupons/${coupon.id}/reactivate`, NOTE],
      ['POST', '/api/staff/promotions', promotionBody()],
      ['PATCH', `/api/staff/promotions/${id}`, promotionBody()],
      ['POST', `/api/staff/promotions/${id}/deactivate`, NOTE],
      ['POST', '/api/staff/announcements', announcementBody()],
      ['PATCH', `/api/staff/announcements/${id}`, announcementBody()],
      ['POST', `/api/staff/announcements/${id}/deactivate`, NOTE],
    ];
    for (const [method, url, payload] of changes) {
      const res = await asSupport(method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    const [row] = await t.database.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row?.active).toBe(true);
  });
});

describe('coupons', () => {
  it('creates a coupon with its code trimmed and upper-cased, audited, and a customer can use it at once', async () => {
    const code = uniqueCode('spring');
    const { coupon } = await createCoupon({ code: `  ${code.toLowerCase()} `, value: 50 });
    expect(coupon).toMatchObject({ code, uses: 0, status: 'active', owner: null });
    const audit = await auditRowsOf(t.database.db, `coupon:${coupon.id}`);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'coupon.create', actorEmail: admin.email, before: null });
    expect(audit[0]?.after).toMatchObject({ code, value: 50 });

    const who = await signedInCustomer(t.app);
    const priced = await validate(who, code.toLowerCase());
    expect(priced.statusCode, priced.body).toBe(200);
    expect(priced.json().summary.discountCents).toBe(Math.round(priced.json().summary.priceCents / 2));

    const off = await asAdmin('POST', `/api/staff/coupons/${coupon.id}/deactivate`, NOTE);
    expect(off.json()).toMatchObject({ active: false, status: 'inactive' });
    const refused = await validate(who, code);
    expect(refused.statusCode).not.toBe(200);
    expect(refused.json().error.message).toBe(en.coupon.errors.invalid);
    // Deactivating twice changes nothing and records nothing more.
    await asAdmin('POST', `/api/staff/coupons/${coupon.id}/deactivate`, NOTE);
    const on = await asAdmin('POST', `/api/staff/coupons/${coupon.id}/reactivate`, NOTE);
    expect(on.json()).toMatchObject({ active: true, status: 'active' });
    expect((await validate(who, code)).statusCode).toBe(200);
    const rows = await auditRowsOf(t.database.db, `coupon:${coupon.id}`);
    expect(rows.map((row) => row.action)).toEqual(['coupon.update', 'coupon.deactivate', 'coupon.create']);
    expect(rows[1]).toMatchObject({ reason: NOTE.note, before: expect.objectContaining({ active: true }) });
    expect(rows[1]?.after).toMatchObject({ active: false });
    // A deactivation says why.
    const noNote = await asAdmin('POST', `/api/staff/coupons/${coupon.id}/deactivate`, { note: ' ' });
    expect(noNote.statusCode).toBe(400);
  });

  it('refuses a taken code (409 CODE_TAKEN), whatever its case', async () => {
    const { coupon } = await createCoupon();
    const res = await asAdmin('POST', '/api/staff/coupons', couponBody({ code: coupon.code.toLowerCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('CODE_TAKEN');
    expect(res.json().error.message).toContain(coupon.code);
  });

  it.each([
    ['a code too short', { code: 'AB' }],
    ['a code with spaces', { code: 'TWO WORDS' }],
    ['a percentage over 100', { value: 120 }],
    ['fractional bonus minutes', { type: 'bonus_minutes', value: 2.5 }],
    ['an unknown type', { type: 'free_call' }],
    ['max uses of 0', { maxUses: 0 }],
    ['an expiry in the past', { expiresAt: inHours(-1) }],
    ['an expiry that is not a date', { expiresAt: 'tomorrow' }],
    ['an unknown field', { ownerCustomerId: 'someone' }],
  ])('refuses %s (400) and creates nothing', async (_label, overrides) => {
    const body = couponBody(overrides);
    const res = await asAdmin('POST', '/api/staff/coupons', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toEqual(expect.any(String));
    if (typeof body.code === 'string') {
      const rows = await t.database.db
        .select()
        .from(coupons)
        .where(eq(coupons.code, body.code.trim().toUpperCase()));
      expect(rows).toHaveLength(0);
    }
  });

  it('answers 404 for a coupon that does not exist and 400 for an id that is not one', async () => {
    const id = randomUUID();
    expect((await asAdmin('GET', `/api/staff/coupons/${id}`)).statusCode).toBe(404);
    expect((await asAdmin('PATCH', `/api/staff/coupons/${id}`, termsOf(couponBody()))).statusCode).toBe(404);
    expect((await asAdmin('POST', `/api/staff/coupons/${id}/deactivate`, NOTE)).statusCode).toBe(404);
    expect((await asAdmin('GET', '/api/staff/coupons/not-an-id')).statusCode).toBe(400);
  });

  it('edits an unused coupon freely; once used, keeps its type and value and never goes below the uses made', async () => {
    const { coupon, body } = await createCoupon({ maxUses: 3 });
    const edited = await asAdmin('PATCH', `/api/staff/coupons/${coupon.id}`, {
      ...termsOf(body),
      type: 'bonus_minutes',
      value: 15,
      expiresAt: inHours(48),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ code: coupon.code, type: 'bonus_minutes', value: 15 });

    // Two orders of one customer reserve two uses.
    const who = await signedInCustomer(t.app);
    const flows = paymentFlows(t.app);
    await flows.paypalOrder(who, 'bundle-10', { couponId: coupon.id });
    await flows.paypalOrder(who, 'bundle-10', { couponId: coupon.id });

    const terms = { type: 'bonus_minutes', value: 15, expiresAt: null, maxUses: 3, firstPurchaseOnly: false };
    const retyped = await asAdmin('PATCH', `/api/staff/coupons/${coupon.id}`, { ...terms, value: 30 });
    expect(retyped.statusCode).toBe(409);
    expect(retyped.json().error.code).toBe('COUPON_USED');
    const below = await asAdmin('PATCH', `/api/staff/coupons/${coupon.id}`, { ...terms, maxUses: 1 });
    expect(below.statusCode).toBe(409);
    expect(below.json().error).toMatchObject({ code: 'BELOW_USES' });
    expect(below.json().error.message).toContain('2');
    const limited = await asAdmin('PATCH', `/api/staff/coupons/${coupon.id}`, { ...terms, maxUses: 2 });
    expect(limited.statusCode, limited.body).toBe(200);
    expect(limited.json()).toMatchObject({ maxUses: 2, uses: 2, mostUsesByOneCustomer: 2 });

    const detail = await asSupport('GET', `/api/staff/coupons/${coupon.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().uses).toHaveLength(2);
    expect(detail.json().uses[0]).toMatchObject({
      customerId: who.id,
      customerEmail: who.email,
      state: 'reserved',
      purchase: null,
    });
    const update = (await auditRowsOf(t.database.db, `coupon:${coupon.id}`))[0];
    expect(update).toMatchObject({ action: 'coupon.update' });
    expect(update?.before).toMatchObject({ maxUses: 3 });
    expect(update?.after).toMatchObject({ maxUses: 2 });
  });

  it('lists a paid use as redeemed with its purchase', async () => {
    const { coupon } = await createCoupon({ type: 'bonus_minutes', value: 5 });
    const who = await signedInCustomer(t.app);
    const flows = paymentFlows(t.app);
    const orderId = await flows.paypalOrder(who, 'bundle-20', { couponId: coupon.id });
    await flows.approve(orderId);
    expect((await flows.capture(who, orderId)).statusCode).toBe(200);
    const detail = (await asSupport('GET', `/api/staff/coupons/${coupon.id}`)).json();
    expect(detail.coupon).toMatchObject({ uses: 1, status: 'active' });
    expect(detail.uses).toEqual([
      expect.objectContaining({
        customerId: who.id,
        state: 'redeemed',
        purchase: { orderId, bundle: 'Standard Package', totalCents: 5749, provider: 'paypal' },
      }),
    ]);
  });

  it('shows a tarot prize with its owner; it can be deactivated but not edited', async () => {
    const ownerId = await insertCustomer(t.database.db, { name: 'Tarot Winner' });
    const code = uniqueCode('TAROT');
    const [prize] = await t.database.db
      .insert(coupons)
      .values({ code, type: 'percentage_off', value: 15, maxUses: 1, ownerCustomerId: ownerId })
      .returning();
    const id = prize?.id ?? '';
    const listed = await asSupport('GET', `/api/staff/coupons?q=${code.toLowerCase()}`);
    expect(listed.json().items).toEqual([
      expect.objectContaining({
        code,
        owner: { id: ownerId, name: 'Tarot Winner', email: `${ownerId}@example.com` },
      }),
    ]);
    const terms = {
      type: 'percentage_off',
      value: 15,
      expiresAt: null,
      maxUses: 5,
      firstPurchaseOnly: false,
    };
    const edit = await asAdmin('PATCH', `/api/staff/coupons/${id}`, terms);
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.code).toBe('TAROT_COUPON');
    expect((await asAdmin('POST', `/api/staff/coupons/${id}/deactivate`, NOTE)).json().status).toBe(
      'inactive',
    );
  });

  it('searches by part of the code, filters by status and sorts on the server', async () => {
    const tag = randomUUID().slice(0, 6).toUpperCase();
    await createCoupon({ code: `${tag}-B` });
    const { coupon: later } = await createCoupon({ code: `${tag}-A`, expiresAt: inHours(1) });
    const { coupon: off } = await createCoupon({ code: `${tag}-C` });
    await asAdmin('POST', `/api/staff/coupons/${off.id}/deactivate`, NOTE);
    await t.database.db
      .update(coupons)
      .set({ expiresAt: new Date(Date.now() - HOUR) })
      .where(eq(coupons.id, later.id));

    const byCode = await asSupport('GET', `/api/staff/coupons?q=${tag.toLowerCase()}&sort=code&order=asc`);
    expect(byCode.json().items.map((c: { code: string }) => c.code)).toEqual([
      `${tag}-A`,
      `${tag}-B`,
      `${tag}-C`,
    ]);
    expect(byCode.json().total).toBe(3);
    const expired = await asSupport('GET', `/api/staff/coupons?q=${tag}&status=expired`);
    expect(expired.json().items.map((c: { code: string }) => c.code)).toEqual([`${tag}-A`]);
    const inactive = await asSupport('GET', `/api/staff/coupons?q=${tag}&status=inactive`);
    expect(inactive.json().items.map((c: { code: string }) => c.code)).toEqual([`${tag}-C`]);
    const paged = await asSupport('GET', `/api/staff/coupons?q=${tag}&pageSize=10&page=2`);
    expect(paged.json()).toMatchObject({ items: [], total: 3, page: 2 });
    expect((await asSupport('GET', '/api/staff/coupons?status=gone')).statusCode).toBe(400);
    expect((await asSupport('GET', '/api/staff/coupons?pageSize=7')).statusCode).toBe(400);
  });

  it('lists a tarot prize its owner has used as used up', async () => {
    const who = await signedInCustomer(t.app);
    const code = uniqueCode('TAROT');
    const [prize] = await t.database.db
      .insert(coupons)
      .values({ code, type: 'percentage_off', value: 10, maxUses: 1, ownerCustomerId: who.id })
      .returning();
    await paymentFlows(t.app).paypalOrder(who, 'bundle-10', { couponId: prize?.id });
    const res = await asSupport('GET', `/api/staff/coupons?q=${code}&status=used_up`);
    expect(res.json().items).toEqual([expect.objectContaining({ code, status: 'used_up', uses: 1 })]);
  });
});

describe('promotions', () => {
  const active = () => t.app.inject({ method: 'GET', url: '/api/promotions/active' });

  it('is served by the public route as soon as it is created, and gone once deactivated', async () => {
    await t.app.inject({ method: 'GET', url: '/about' });
    const body = promotionBody();
    const created = await asAdmin('POST', '/api/staff/promotions', body);
    expect(created.statusCode, created.body).toBe(201);
    const promotion = created.json();
    expect(promotion).toMatchObject({ status: 'current', backgroundColor: '#1e1b4b', isActive: true });
    expect((await active()).json().promotion).toMatchObject({ id: promotion.id, message: body.message });

    const edited = await asAdmin('PATCH', `/api/staff/promotions/${promotion.id}`, {
      ...body,
      message: 'Changed words',
    });
    expect(edited.json().message).toBe('Changed words');
    expect((await active()).json().promotion.message).toBe('Changed words');

    // Pages carry it at once too (their cached copy is looked up again after a change, not 15 s later).
    const page = () => t.app.inject({ method: 'GET', url: '/about' }).then((res) => res.body);
    expect(await page()).toContain(promotion.id);

    const off = await asAdmin('POST', `/api/staff/promotions/${promotion.id}/deactivate`, NOTE);
    expect(off.json()).toMatchObject({ isActive: false, status: 'inactive' });
    expect((await active()).json().promotion?.id).not.toBe(promotion.id);
    expect(await page()).not.toContain(promotion.id);
    const actions = (await auditRowsOf(t.database.db, `promotion:${promotion.id}`)).map((row) => row.action);
    expect(actions).toEqual(['promotion.deactivate', 'promotion.update', 'promotion.create']);
  });

  it('reaches the pages of another instance on the same database through its NOTIFY', async () => {
    const other = await buildApp({ config: testConfig(), database: t.database });
    try {
      await other.ready();
      const page = () => other.inject({ method: 'GET', url: '/services' }).then((res) => res.body);
      await page(); // its cached copy, from before the change
      const created = await asAdmin('POST', '/api/staff/promotions', promotionBody());
      const id = created.json().id as string;
      const deadline = Date.now() + 5_000;
      let body = await page();
      while (!body.includes(id) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        body = await page();
      }
      expect(body).toContain(id);
      await asAdmin('POST', `/api/staff/promotions/${id}/deactivate`, NOTE);
    } finally {
      await other.close();
    }
  });

  it('refuses colours under WCAG AA with the ratio in the message', async () => {
    const res = await asAdmin(
      'POST',
      '/api/staff/promotions',
      promotionBody({ backgroundColor: '#ffffff', textColor: '#777777' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('4.47:1');
  });

  it.each([
    ['an end before the start', { startDate: inHours(5), endDate: inHours(1) }],
    ['a colour that is not #rrggbb', { textColor: 'white' }],
    ['a link to another protocol', { linkUrl: 'http://example.com' }],
    ['an empty message', { message: '   ' }],
    ['a message too long', { message: 'x'.repeat(201) }],
  ])('refuses %s (400)', async (_label, overrides) => {
    expect((await asAdmin('POST', '/api/staff/promotions', promotionBody(overrides))).statusCode).toBe(400);
  });

  it('lists by status and answers 404 for an unknown promotion', async () => {
    const scheduled = await asAdmin(
      'POST',
      '/api/staff/promotions',
      promotionBody({ startDate: inHours(48), endDate: inHours(72) }),
    );
    const list = await asSupport('GET', '/api/staff/promotions?status=scheduled&pageSize=100');
    expect(list.json().items.map((p: { id: string }) => p.id)).toContain(scheduled.json().id);
    expect(list.json().items.every((p: { status: string }) => p.status === 'scheduled')).toBe(true);
    const id = randomUUID();
    expect((await asAdmin('PATCH', `/api/staff/promotions/${id}`, promotionBody())).statusCode).toBe(404);
    expect((await asAdmin('POST', `/api/staff/promotions/${id}/deactivate`, NOTE)).statusCode).toBe(404);
  });
});

describe('announcements', () => {
  const active = () => t.app.inject({ method: 'GET', url: '/api/announcements/active' });

  it('is served by the public route as soon as it is created, and gone once deactivated', async () => {
    const body = announcementBody({ startAt: new Date().toISOString() });
    const created = await asAdmin('POST', '/api/staff/announcements', body);
    expect(created.statusCode, created.body).toBe(201);
    const announcement = created.json();
    expect(announcement).toMatchObject({ status: 'current', severity: 'warning', title: body.title });
    expect((await active()).json().announcement).toMatchObject({ id: announcement.id, title: body.title });

    const edited = await asAdmin('PATCH', `/api/staff/announcements/${announcement.id}`, {
      ...body,
      severity: 'critical',
    });
    expect(edited.json().severity).toBe('critical');
    await asAdmin('POST', `/api/staff/announcements/${announcement.id}/deactivate`, NOTE);
    expect((await active()).json().announcement?.id).not.toBe(announcement.id);
    const actions = (await auditRowsOf(t.database.db, `announcement:${announcement.id}`)).map(
      (row) => row.action,
    );
    expect(actions).toEqual(['announcement.deactivate', 'announcement.update', 'announcement.create']);
  });

  it('refuses bad input (400) and unknown ids (404)', async () => {
    for (const overrides of [
      { severity: 'urgent' },
      { title: '' },
      { message: 'x'.repeat(1001) },
      { startAt: inHours(5), endAt: inHours(1) },
    ]) {
      expect(
        (await asAdmin('POST', '/api/staff/announcements', announcementBody(overrides))).statusCode,
      ).toBe(400);
    }
    const id = randomUUID();
    expect((await asAdmin('PATCH', `/api/staff/announcements/${id}`, announcementBody())).statusCode).toBe(
      404,
    );
    expect((await asAdmin('POST', `/api/staff/announcements/${id}/deactivate`, NOTE)).statusCode).toBe(404);
    const list = await asSupport('GET', '/api/staff/announcements');
    expect(list.statusCode).toBe(200);
  });
});

describe('max_uses against customers reserving the coupon at the same time', () => {
  it('is held by the database: a slot beyond max_uses is refused by the trigger, whatever code inserts it', async () => {
    const { coupon } = await createCoupon({ maxUses: 1 });
    const customerId = await insertCustomer(t.database.db);
    await t.database.db.insert(couponUses).values({ couponId: coupon.id, customerId, useNumber: 1 });
    const beyond = await t.database.db
      .insert(couponUses)
      .values({ couponId: coupon.id, customerId, useNumber: 2 })
      .then(() => null)
      .catch((error: unknown) => pgErrorOf(error));
    expect(beyond).toMatchObject({
      code: PG_ERROR.checkViolation,
      constraint: 'coupon_uses_within_max_uses',
    });
  });

  it('never ends with a customer holding more live uses than max_uses', async () => {
    const { coupon } = await createCoupon({ maxUses: 3 });
    const flows = paymentFlows(t.app);
    const buyers = await Promise.all([1, 2, 3].map(() => signedInCustomer(t.app)));
    for (const who of buyers) await flows.paypalOrder(who, 'bundle-10', { couponId: coupon.id });

    const terms = { type: 'percentage_off', value: 20, expiresAt: null, firstPurchaseOnly: false };
    const results = await Promise.all([
      ...buyers.flatMap((who) =>
        [1, 2].map(() => flows.fn('create-paypal-order', who, { bundle: 'bundle-10', couponId: coupon.id })),
      ),
      asAdmin('PATCH', `/api/staff/coupons/${coupon.id}`, { ...terms, maxUses: 1 }),
      asAdmin('PATCH', `/api/staff/coupons/${coupon.id}`, { ...terms, maxUses: 2 }),
    ]);
    for (const res of results) expect([200, 400, 409, 422], res.body).toContain(res.statusCode);

    const [row] = await t.database.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    const perCustomer = await t.database.db
      .select({ customerId: couponUses.customerId, n: sql<number>`count(*)::int` })
      .from(couponUses)
      .where(and(eq(couponUses.couponId, coupon.id), isNull(couponUses.releasedAt)))
      .groupBy(couponUses.customerId);
    const most = Math.max(...perCustomer.map((use) => use.n));
    expect(most).toBeGreaterThanOrEqual(1);
    expect(most).toBeLessThanOrEqual(row?.maxUses ?? 0);
    // Each accepted edit was audited with the value it set; the last one is the coupon's.
    const edits = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.target, `coupon:${coupon.id}`), eq(staffAuditLog.action, 'coupon.update')));
    const accepted = results.slice(-2).filter((res) => res.statusCode === 200).length;
    expect(edits).toHaveLength(accepted);
  });
});
