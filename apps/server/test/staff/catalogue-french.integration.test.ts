import { randomUUID } from 'node:crypto';
import { platformAnnouncements, promotions } from '@app/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInLogin } from '../helpers/advisors.ts';
import type { TestApp } from '../helpers/build-test-app.ts';
import { ORIGIN } from '../helpers/customers.ts';
import { auditRowsOf, startStaffTestApp } from '../helpers/staff.ts';

// Issue 22: promotions and announcements carry optional French texts (message_fr, title_fr). Staff write
// them next to the English; '' is none (null), and French pages then show the English.
let t: TestApp;
let admin: SignedInLogin;

beforeAll(async () => {
  ({ t, admin } = await startStaffTestApp());
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const HOUR = 3_600_000;
const NOTE = { note: 'Done' };
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

const asAdmin = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { origin: ORIGIN, cookie: admin.cookie },
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

const promotionBody = (overrides: Record<string, unknown> = {}) => ({
  message: `Full moon sale ${randomUUID().slice(0, 6)}`,
  linkUrl: '/pricing',
  backgroundColor: '#1e1b4b',
  textColor: '#ffffff',
  startDate: inHours(-1),
  endDate: inHours(24),
  ...overrides,
});

const announcementBody = (overrides: Record<string, unknown> = {}) => ({
  title: `Maintenance ${randomUUID().slice(0, 6)}`,
  message: 'Calls may drop for a few minutes tonight.',
  severity: 'warning',
  startAt: new Date().toISOString(),
  endAt: null,
  ...overrides,
});

describe('a promotion’s French banner', () => {
  it('is saved, served by the public route and the pages, changed, cleared by an empty text, and audited', async () => {
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
    // The spec's fields stay as they were; messageFr is the only one added.
    expect(Object.keys(active.promotion).sort()).toEqual(
      [
        'backgroundColor',
        'endDate',
        'id',
        'linkUrl',
        'message',
        'messageFr',
        'startDate',
        'textColor',
      ].sort(),
    );
    expect(await pageBlock('promotion')).toEqual(active);

    const edited = await asAdmin('PATCH', `/api/staff/promotions/${promotion.id}`, {
      ...body,
      messageFr: 'Pleine lune ce soir',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().messageFr).toBe('Pleine lune ce soir');
    expect((await get('/api/promotions/active')).promotion.messageFr).toBe('Pleine lune ce soir');
    expect((await pageBlock('promotion')).promotion.messageFr).toBe('Pleine lune ce soir');

    // Left out of a change, the French stays; an empty (or blank) one is none.
    const kept = await asAdmin('PATCH', `/api/staff/promotions/${promotion.id}`, {
      ...body,
      messageFr: undefined,
    });
    expect(kept.json().messageFr).toBe('Pleine lune ce soir');
    const cleared = await asAdmin('PATCH', `/api/staff/promotions/${promotion.id}`, {
      ...body,
      messageFr: '   ',
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().messageFr).toBeNull();
    expect((await get('/api/promotions/active')).promotion).toMatchObject({
      id: promotion.id,
      messageFr: null,
    });
    const [row] = await t.database.db.select().from(promotions).where(eq(promotions.id, promotion.id));
    expect(row?.messageFr).toBeNull();

    const list = await asAdmin('GET', '/api/staff/promotions?pageSize=100');
    expect(list.json().items.find((item: { id: string }) => item.id === promotion.id)).toMatchObject({
      messageFr: null,
    });

    const audit = await auditRowsOf(t.database.db, `promotion:${promotion.id}`);
    expect(audit.map((entry) => entry.action)).toEqual([
      'promotion.update',
      'promotion.update',
      'promotion.update',
      'promotion.create',
    ]);
    const [clear, keep, change, create] = audit;
    expect(create?.before).toBeNull();
    expect(create?.after).toMatchObject({ messageFr: 'Pleine lune : 20 % de minutes en plus' });
    expect(change?.before).toMatchObject({ messageFr: 'Pleine lune : 20 % de minutes en plus' });
    expect(change?.after).toMatchObject({ messageFr: 'Pleine lune ce soir' });
    expect(keep?.after).toMatchObject({ messageFr: 'Pleine lune ce soir' });
    expect(clear?.before).toMatchObject({ messageFr: 'Pleine lune ce soir' });
    expect(clear?.after).toMatchObject({ messageFr: null });

    await asAdmin('POST', `/api/staff/promotions/${promotion.id}/deactivate`, NOTE);
  });

  it('is null when staff write none (left out, null or empty)', async () => {
    for (const messageFr of [undefined, null, '']) {
      const res = await asAdmin('POST', '/api/staff/promotions', promotionBody({ messageFr }));
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().messageFr).toBeNull();
      expect((await get('/api/promotions/active')).promotion).toMatchObject({
        id: res.json().id,
        messageFr: null,
      });
      await asAdmin('POST', `/api/staff/promotions/${res.json().id}/deactivate`, NOTE);
    }
  });

  it.each([
    ['too long', 'x'.repeat(201)],
    ['with a NUL', 'Pleine\u0000lune'],
    ['with a control character', 'Pleine\u0007lune'],
    ['not text', 42],
  ])('is refused %s (400), on creation and on a change', async (_label, messageFr) => {
    const res = await asAdmin('POST', '/api/staff/promotions', promotionBody({ messageFr }));
    expect(res.statusCode, res.body).toBe(400);
    const created = await asAdmin('POST', '/api/staff/promotions', promotionBody());
    const id = created.json().id as string;
    const change = await asAdmin('PATCH', `/api/staff/promotions/${id}`, promotionBody({ messageFr }));
    expect(change.statusCode, change.body).toBe(400);
    expect((await auditRowsOf(t.database.db, `promotion:${id}`)).map((entry) => entry.action)).toEqual([
      'promotion.create',
    ]);
    await asAdmin('POST', `/api/staff/promotions/${id}/deactivate`, NOTE);
  });

  it('takes as many characters as the English one (200)', async () => {
    const res = await asAdmin('POST', '/api/staff/promotions', promotionBody({ messageFr: 'é'.repeat(200) }));
    expect(res.statusCode, res.body).toBe(201);
    await asAdmin('POST', `/api/staff/promotions/${res.json().id}/deactivate`, NOTE);
  });
});

describe('an announcement’s French title and text', () => {
  it('are saved, served by the public route and the pages, changed, cleared by empty texts, and audited', async () => {
    const body = announcementBody({
      titleFr: 'Entretien ce soir',
      messageFr: 'Les appels pourraient couper quelques minutes ce soir.',
    });
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
    expect(Object.keys(active.announcement).sort()).toEqual(
      ['endAt', 'id', 'message', 'messageFr', 'severity', 'startAt', 'title', 'titleFr'].sort(),
    );
    expect(await pageBlock('announcement')).toEqual(active);

    // Only the title in French: the text falls back to the English on French pages (null here).
    const edited = await asAdmin('PATCH', `/api/staff/announcements/${announcement.id}`, {
      ...body,
      titleFr: 'Entretien prévu',
      messageFr: '',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ titleFr: 'Entretien prévu', messageFr: null });
    expect((await get('/api/announcements/active')).announcement).toMatchObject({
      titleFr: 'Entretien prévu',
      messageFr: null,
    });

    const cleared = await asAdmin('PATCH', `/api/staff/announcements/${announcement.id}`, {
      ...body,
      titleFr: null,
      messageFr: null,
    });
    expect(cleared.json()).toMatchObject({ titleFr: null, messageFr: null });
    const [row] = await t.database.db
      .select()
      .from(platformAnnouncements)
      .where(eq(platformAnnouncements.id, announcement.id));
    expect(row).toMatchObject({ titleFr: null, messageFr: null });

    const list = await asAdmin('GET', '/api/staff/announcements?pageSize=100');
    expect(list.json().items.find((item: { id: string }) => item.id === announcement.id)).toMatchObject({
      titleFr: null,
      messageFr: null,
    });

    const audit = await auditRowsOf(t.database.db, `announcement:${announcement.id}`);
    expect(audit.map((entry) => entry.action)).toEqual([
      'announcement.update',
      'announcement.update',
      'announcement.create',
    ]);
    const [clear, change, create] = audit;
    expect(create?.after).toMatchObject({
      titleFr: 'Entretien ce soir',
      messageFr: 'Les appels pourraient couper quelques minutes ce soir.',
    });
    expect(change?.before).toMatchObject({ titleFr: 'Entretien ce soir' });
    expect(change?.after).toMatchObject({ titleFr: 'Entretien prévu', messageFr: null });
    expect(clear?.after).toMatchObject({ titleFr: null, messageFr: null });

    await asAdmin('POST', `/api/staff/announcements/${announcement.id}/deactivate`, NOTE);
  });

  it.each([
    ['a French title too long', { titleFr: 'x'.repeat(121) }],
    ['a French text too long', { messageFr: 'x'.repeat(1001) }],
    ['a control character in the French title', { titleFr: 'Entretien\u0000' }],
    ['a control character in the French text', { messageFr: 'Ce soir\u001b[31m' }],
  ])('refuses %s (400)', async (_label, overrides) => {
    const res = await asAdmin('POST', '/api/staff/announcements', announcementBody(overrides));
    expect(res.statusCode, res.body).toBe(400);
    const created = await asAdmin('POST', '/api/staff/announcements', announcementBody());
    const id = created.json().id as string;
    const change = await asAdmin('PATCH', `/api/staff/announcements/${id}`, announcementBody(overrides));
    expect(change.statusCode, change.body).toBe(400);
    await asAdmin('POST', `/api/staff/announcements/${id}/deactivate`, NOTE);
  });

  it('are null when staff write none', async () => {
    const res = await asAdmin(
      'POST',
      '/api/staff/announcements',
      announcementBody({ titleFr: '', messageFr: ' ' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ titleFr: null, messageFr: null });
    expect((await get('/api/announcements/active')).announcement).toMatchObject({
      id: res.json().id,
      titleFr: null,
      messageFr: null,
    });
  });
});
