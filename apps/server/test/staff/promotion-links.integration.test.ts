import { promotions } from '@app/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInLogin, signedInStaff } from '../helpers/advisors.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { promotionBody } from '../helpers/catalogue.ts';
import { ORIGIN } from '../helpers/customers.ts';

describe.each([
  { hosts: ['instagram.com', 'shop.example.com'], listed: 'instagram.com, shop.example.com' },
  { hosts: [], listed: null },
])('promotion links with PROMOTION_LINK_HOSTS = $hosts', ({ hosts, listed }) => {
  let t: TestApp;
  let admin: SignedInLogin;

  beforeAll(async () => {
    t = await buildTestApp({ promotionLinkHosts: hosts });
    admin = await signedInStaff(t.app, t.database.db, 'admin');
  });
  afterAll(() => t?.close());

  const create = (linkUrl: string | null, language?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/staff/promotions',
      headers: { origin: ORIGIN, cookie: admin.cookie, ...(language ? { 'accept-language': language } : {}) },
      payload: promotionBody({ linkUrl }),
    });
  const stored = async () => (await t.database.db.select().from(promotions)).length;

  it.each([
    ['/\\evil.example/phish'],
    ['//evil.example/phish'],
    ['http://instagram.com/lumiere'],
    ['https://instagram.com@evil.example/phish'],
    ['https://instagram.com:8443/'],
    ['https://203.0.113.7/'],
    ['javascript:alert(1)'],
  ])('refuses %s (400) and stores nothing', async (link) => {
    const before = await stored();
    const res = await create(link);
    expect(res.statusCode).toBe(400);
    expect(await stored()).toBe(before);
  });

  it('refuses an https link to a site off the list with a 400 naming its host, in the page language', async () => {
    const before = await stored();
    const res = await create('https://Evil.Example/phish');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('LINK_HOST_NOT_ALLOWED');
    expect(res.json().error.message).toBe(
      listed
        ? `Links may only go to this site or to ${listed}; evil.example is not one of them.`
        : 'Links may only go to pages of this site; evil.example is another site.',
    );
    const french = await create('https://evil.example/phish', 'fr-CA');
    expect(french.json().error.message).toBe(
      listed
        ? `Un lien ne peut mener qu’à ce site ou à ${listed}; evil.example n’en fait pas partie.`
        : 'Un lien ne peut mener qu’aux pages de ce site; evil.example est un autre site.',
    );
    expect(await stored()).toBe(before);
  });

  it('tells staff the hosts links are judged against, for the back office’s preview', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/staff/promotions/link-hosts',
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ own: 'localhost', others: hosts });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/staff/promotions/link-hosts' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('stores a path of the site as written', async () => {
    const res = await create('/pricing');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().linkUrl).toBe('/pricing');
  });

  it('shows visitors no link that is not allowed now, whenever it was saved', async () => {
    const res = await create('/pricing');
    const id = res.json().id as string;
    // As a row saved before links were checked: the banner must show no link at all.
    await t.database.db
      .update(promotions)
      .set({ linkUrl: 'https://evil.example/phish', createdAt: new Date(Date.now() + 60_000) })
      .where(eq(promotions.id, id));
    const shown = await t.app.inject({ method: 'GET', url: '/api/promotions/active' });
    expect(shown.json().promotion).toMatchObject({ id, linkUrl: null });
    // Staff still see what is stored, to correct it.
    const staff = await t.app.inject({
      method: 'GET',
      url: '/api/staff/promotions?pageSize=100',
      headers: { cookie: admin.cookie },
    });
    const listed = staff.json().items.find((item: { id: string }) => item.id === id);
    expect(listed.linkUrl).toBe('https://evil.example/phish');
  });
});

describe('a promotion link to a listed site', () => {
  it('is stored in its normal form, for the site or one of its subdomains', async () => {
    const t = await buildTestApp({ promotionLinkHosts: ['instagram.com'] });
    try {
      const admin = await signedInStaff(t.app, t.database.db, 'admin');
      for (const [sent, kept] of [
        ['https://WWW.Instagram.com/lumiere?x=1', 'https://www.instagram.com/lumiere?x=1'],
        ['https://instagram.com', 'https://instagram.com/'],
      ]) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/staff/promotions',
          headers: { origin: ORIGIN, cookie: admin.cookie },
          payload: promotionBody({ linkUrl: sent ?? null }),
        });
        expect(res.statusCode, res.body).toBe(201);
        expect(res.json().linkUrl).toBe(kept);
        const [row] = await t.database.db.select().from(promotions).where(eq(promotions.id, res.json().id));
        expect(row?.linkUrl).toBe(kept);
      }
    } finally {
      await t.close();
    }
  });
});
