import { randomUUID } from 'node:crypto';
import { platformAnnouncements, promotions } from '@app/db/schema';
import { en } from '@app/shared/messages/en';
import { fr } from '@app/shared/messages/fr';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  HOUR,
  announcementBody as validAnnouncement,
  promotionBody as validPromotion,
} from '../helpers/catalogue.ts';
import { ORIGIN } from '../helpers/customers.ts';
import { auditRowsOf, useStaffTestApp } from '../helpers/staff.ts';

// Promotions and announcements are saved in both languages: the French texts are required, and a body
// without them is refused (400) naming the field, in the staff page's language. Rows saved before that
// rule may have no French: French pages show the English, and they can still be taken down.
const { t, admin } = useStaffTestApp();

const NOTE = { note: 'Done' };
const checks = { en: en.backOffice.catalogue.checks, fr: fr.backOffice.catalogue.checks };

const asAdmin = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, language = 'en-CA') =>
  t.app.inject({
    method,
    url,
    headers: { origin: ORIGIN, cookie: admin.cookie, 'accept-language': language },
    ...(payload === undefined ? {} : { payload }),
  });
const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).json();
const pageBlock = async (name: 'promotion' | 'announcement') => {
  const html = (await t.app.inject({ method: 'GET', url: '/about' })).body;
  const block = html.match(
    new RegExp(`<script type="application/json" id="initial-${name}">([^<]*)</script>`),
  )?.[1];
  return JSON.parse(block ?? '"missing"');
};

// This file's bodies as they were first written: the colour in lower case, announcements starting now.
const promotionBody = (overrides: Record<string, unknown> = {}) =>
  validPromotion({ backgroundColor: '#1e1b4b', ...overrides });
const announcementBody = (overrides: Record<string, unknown> = {}) =>
  validAnnouncement({ startAt: new Date().toISOString(), ...overrides });

describe('a promotion’s French banner', () => {
  it('is saved, served by the public route and the pages, changed, and audited', async () => {
    const body = promotionBody({ messageFr: '  Pleine lune : 20 % de minutes en plus  ' });
    const created = await asAdmin('POST', '/api/staff/promotions', body);
    expect(created.statusCode, created.body).toBe(201);
    const promotion = created.json();
    expect(promotion).toMatchObject({
      message: body.message,
      messageFr: 'Pleine lune : 20 % de minutes en plus',
    });

    const active = await get('/api/promotions/active');
    expect(active.promotion).toMatchObject({
      id: promotion.id,
      message: body.message,
      messageFr: 'Pleine lune : 20 % de minutes en plus',
    });
    expect(await pageBlock('promotion')).toEqual(active);

    const edited = await asAdmin('PATCH', `/api/staff/promotions/${promotion.id}`, {
      ...body,
      messageFr: 'Pleine lune ce soir',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().messageFr).toBe('Pleine lune ce soir');
    expect((await get('/api/promotions/active')).promotion.messageFr).toBe('Pleine lune ce soir');
    expect((await pageBlock('promotion')).promotion.messageFr).toBe('Pleine lune ce soir');

    const audit = await auditRowsOf(t.database.db, `promotion:${promotion.id}`);
    expect(audit.map((entry) => entry.action)).toEqual(['promotion.update', 'promotion.create']);
    expect(audit[1]?.after).toMatchObject({ messageFr: 'Pleine lune : 20 % de minutes en plus' });
    expect(audit[0]?.after).toMatchObject({ messageFr: 'Pleine lune ce soir' });
    await asAdmin('POST', `/api/staff/promotions/${promotion.id}/deactivate`, NOTE);
  });

  it.each([
    ['left out', undefined],
    ['null', null],
    ['empty', ''],
    ['blank', '   '],
  ])(
    'is required: %s, it is refused (400) naming the field, in the page’s language',
    async (_l, messageFr) => {
      const before = (await asAdmin('GET', '/api/staff/promotions?pageSize=100')).json().total;
      const english = await asAdmin('POST', '/api/staff/promotions', promotionBody({ messageFr }));
      expect(english.statusCode, english.body).toBe(400);
      expect(english.json().error).toEqual({
        code: 'VALIDATION_ERROR',
        message: `messageFr: ${checks.en.messageFrRequired}`,
      });
      const french = await asAdmin('POST', '/api/staff/promotions', promotionBody({ messageFr }), 'fr-CA');
      expect(french.json().error.message).toBe(`messageFr: ${checks.fr.messageFrRequired}`);
      expect((await asAdmin('GET', '/api/staff/promotions?pageSize=100')).json().total).toBe(before);

      const created = await asAdmin('POST', '/api/staff/promotions', promotionBody());
      const id = created.json().id as string;
      const change = await asAdmin('PATCH', `/api/staff/promotions/${id}`, promotionBody({ messageFr }));
      expect(change.statusCode, change.body).toBe(400);
      expect((await auditRowsOf(t.database.db, `promotion:${id}`)).map((entry) => entry.action)).toEqual([
        'promotion.create',
      ]);
      await asAdmin('POST', `/api/staff/promotions/${id}/deactivate`, NOTE);
    },
  );

  it.each([
    ['too long', 'x'.repeat(201)],
    ['with a NUL', 'Pleine\u0000lune'],
    ['with a control character', 'Pleine\u0007lune'],
    ['not text', 42],
  ])('is refused %s (400)', async (_label, messageFr) => {
    const res = await asAdmin('POST', '/api/staff/promotions', promotionBody({ messageFr }));
    expect(res.statusCode, res.body).toBe(400);
  });

  it('takes as many characters as the English one (200)', async () => {
    const res = await asAdmin('POST', '/api/staff/promotions', promotionBody({ messageFr: 'é'.repeat(200) }));
    expect(res.statusCode, res.body).toBe(201);
    await asAdmin('POST', `/api/staff/promotions/${res.json().id}/deactivate`, NOTE);
  });

  it('saved before French was required: shows its English, is flagged, asks for French to be edited, and can be taken down', async () => {
    const [old] = await t.database.db
      .insert(promotions)
      .values({
        message: `Old sale ${randomUUID().slice(0, 6)}`,
        backgroundColor: '#1e1b4b',
        textColor: '#ffffff',
        startDate: new Date(Date.now() - HOUR),
        endDate: new Date(Date.now() + 48 * HOUR),
        createdAt: new Date(Date.now() + HOUR),
      })
      .returning();
    if (!old) throw new Error('no promotion');
    expect((await get('/api/promotions/active')).promotion).toMatchObject({ id: old.id, messageFr: null });
    const list = await asAdmin('GET', '/api/staff/promotions?pageSize=100');
    expect(list.json().items.find((item: { id: string }) => item.id === old.id)).toMatchObject({
      messageFr: null,
    });
    const { messageFr: _none, ...english } = promotionBody({ message: old.message });
    expect((await asAdmin('PATCH', `/api/staff/promotions/${old.id}`, english)).statusCode).toBe(400);
    const translated = await asAdmin('PATCH', `/api/staff/promotions/${old.id}`, {
      ...english,
      messageFr: 'Anciens soldes',
    });
    expect(translated.json().messageFr).toBe('Anciens soldes');
    await t.database.db.update(promotions).set({ messageFr: null }).where(eq(promotions.id, old.id));
    const off = await asAdmin('POST', `/api/staff/promotions/${old.id}/deactivate`, NOTE);
    expect(off.json()).toMatchObject({ isActive: false, messageFr: null });
  });
});

describe('an announcement’s French title and text', () => {
  it('are saved, served by the public route and the pages, changed, and audited', async () => {
    const body = announcementBody();
    const created = await asAdmin('POST', '/api/staff/announcements', body);
    expect(created.statusCode, created.body).toBe(201);
    const announcement = created.json();
    expect(announcement).toMatchObject({
      title: body.title,
      titleFr: 'Entretien ce soir',
      messageFr: 'Les appels pourraient couper quelques minutes ce soir.',
    });

    const active = await get('/api/announcements/active');
    expect(active.announcement).toMatchObject({
      id: announcement.id,
      title: body.title,
      message: body.message,
      titleFr: 'Entretien ce soir',
      messageFr: 'Les appels pourraient couper quelques minutes ce soir.',
    });
    expect(await pageBlock('announcement')).toEqual(active);

    const edited = await asAdmin('PATCH', `/api/staff/announcements/${announcement.id}`, {
      ...body,
      titleFr: 'Entretien prévu',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ titleFr: 'Entretien prévu' });
    const audit = await auditRowsOf(t.database.db, `announcement:${announcement.id}`);
    expect(audit.map((entry) => entry.action)).toEqual(['announcement.update', 'announcement.create']);
    expect(audit[0]?.before).toMatchObject({ titleFr: 'Entretien ce soir' });
    expect(audit[0]?.after).toMatchObject({ titleFr: 'Entretien prévu' });
    await asAdmin('POST', `/api/staff/announcements/${announcement.id}/deactivate`, NOTE);
  });

  it.each([
    ['the French title left out', { titleFr: undefined }, 'titleFr', 'titleFrRequired'],
    ['an empty French title', { titleFr: ' ' }, 'titleFr', 'titleFrRequired'],
    ['the French text left out', { messageFr: undefined }, 'messageFr', 'messageFrRequired'],
    ['a null French text', { messageFr: null }, 'messageFr', 'messageFrRequired'],
  ] as const)('refuses %s (400), naming it in the page’s language', async (_l, overrides, field, key) => {
    const english = await asAdmin('POST', '/api/staff/announcements', announcementBody(overrides));
    expect(english.statusCode, english.body).toBe(400);
    expect(english.json().error.message).toBe(`${field}: ${checks.en[key]}`);
    const french = await asAdmin('POST', '/api/staff/announcements', announcementBody(overrides), 'fr');
    expect(french.json().error.message).toBe(`${field}: ${checks.fr[key]}`);
  });

  it.each([
    ['a French title too long', { titleFr: 'x'.repeat(121) }],
    ['a French text too long', { messageFr: 'x'.repeat(1001) }],
    ['a control character in the French title', { titleFr: 'Entretien\u0000' }],
    ['a control character in the French text', { messageFr: 'Ce soir\u001b[31m' }],
  ])('refuses %s (400)', async (_label, overrides) => {
    const res = await asAdmin('POST', '/api/staff/announcements', announcementBody(overrides));
    expect(res.statusCode, res.body).toBe(400);
  });

  it('saved before French was required: shows its English and can be taken down', async () => {
    const [old] = await t.database.db
      .insert(platformAnnouncements)
      .values({
        title: 'Old notice',
        message: 'Written in English only.',
        startAt: new Date(Date.now() - HOUR),
        createdAt: new Date(Date.now() + HOUR),
      })
      .returning();
    if (!old) throw new Error('no announcement');
    const list = await asAdmin('GET', '/api/staff/announcements?pageSize=100');
    expect(list.json().items.find((item: { id: string }) => item.id === old.id)).toMatchObject({
      titleFr: null,
      messageFr: null,
    });
    const off = await asAdmin('POST', `/api/staff/announcements/${old.id}/deactivate`, NOTE);
    expect(off.json()).toMatchObject({ isActive: false, titleFr: null });
  });
});
