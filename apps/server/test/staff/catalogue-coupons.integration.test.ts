import { randomUUID } from 'node:crypto';
import { PG_ERROR, pgErrorOf } from '@app/db/errors';
import { coupons, couponUses, staffAuditLog } from '@app/db/schema';
import { en } from '@app/shared/messages/en';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  couponBody,
  HOUR,
  inHours,
  NOTE,
  termsOf,
  uniqueCode,
  useCatalogueTestApp,
} from '../helpers/catalogue.ts';
import { signedInCustomer } from '../helpers/customers.ts';
import { paymentFlows } from '../helpers/payments.ts';
import { auditRowsOf, insertCustomer } from '../helpers/staff.ts';

// Coupons in the back office: created, edited, listed, switched off and on, and max_uses held against
// customers reserving the coupon at the same time. The races run on a pool of connections and meet real
// locks on PostgreSQL (TEST_DATABASE_URL); on PGlite the same requests run one after the other and must
// end the same way. Promotions, announcements and who may use these routes: catalogue-banners.
const { t, admin, asAdmin, asSupport, createCoupon, validate } = useCatalogueTestApp();

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
