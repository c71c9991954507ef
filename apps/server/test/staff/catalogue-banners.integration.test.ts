import { randomUUID } from 'node:crypto';
import { coupons } from '@app/db/schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { signedInAdvisor } from '../helpers/advisors.ts';
import { testConfig } from '../helpers/build-test-app.ts';
import {
  announcementBody,
  couponBody,
  inHours,
  type CatalogueMethod as Method,
  NOTE,
  promotionBody,
  termsOf,
  useCatalogueTestApp,
} from '../helpers/catalogue.ts';
import { ORIGIN, signedInCustomer } from '../helpers/customers.ts';
import { auditRowsOf } from '../helpers/staff.ts';

// Who may use the catalogue routes, and the promotion and announcement banners: served by the public
// routes and the pages as soon as they change. Coupons: catalogue-coupons.
const { t, admin, call, asAdmin, asSupport, createCoupon } = useCatalogueTestApp();

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
    // In French, with the decimal comma.
    const french = await t.app.inject({
      method: 'POST',
      url: '/api/staff/promotions',
      headers: { origin: ORIGIN, cookie: admin.cookie, 'accept-language': 'fr-CA' },
      payload: promotionBody({ backgroundColor: '#ffffff', textColor: '#777777' }),
    });
    expect(french.statusCode).toBe(400);
    expect(french.json().error.message).toContain('est de 4,47:1');
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
