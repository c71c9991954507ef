import { platformAnnouncements, promotions } from '@app/db/schema';
import { describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from '../helpers/build-test-app.ts';

const t = useTestApp();

const HOUR = 3_600_000;
const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).json();

describe('promotion banner and platform announcement', () => {
  it('serves the newest active promotion inside its dates, never an inactive, future or past one', async () => {
    await t.database.db.delete(promotions);
    expect(await get('/api/promotions/active')).toEqual({ promotion: null });
    const now = Date.now();
    await t.database.db.insert(promotions).values([
      {
        message: 'Past',
        startDate: new Date(now - 3 * HOUR),
        endDate: new Date(now - HOUR),
        backgroundColor: '#000',
        textColor: '#fff',
      },
      {
        message: 'Future',
        startDate: new Date(now + HOUR),
        endDate: new Date(now + 2 * HOUR),
        backgroundColor: '#000',
        textColor: '#fff',
      },
      {
        message: 'Off',
        isActive: false,
        startDate: new Date(now - HOUR),
        endDate: new Date(now + HOUR),
        backgroundColor: '#000',
        textColor: '#fff',
      },
      {
        message: 'Live',
        linkUrl: '/pricing',
        startDate: new Date(now - HOUR),
        endDate: new Date(now + HOUR),
        backgroundColor: '#4c1d95',
        textColor: '#fde68a',
      },
    ]);
    expect((await get('/api/promotions/active')).promotion).toMatchObject({
      message: 'Live',
      linkUrl: '/pricing',
      backgroundColor: '#4c1d95',
    });
  });

  it('writes the promotion showing now into every page as inert JSON, so the banner is in the first paint', async () => {
    await t.database.db.delete(promotions);
    const now = Date.now();
    await t.database.db.insert(promotions).values({
      message: 'Tonight only </script><script>alert(1)</script>',
      startDate: new Date(now - HOUR),
      endDate: new Date(now + HOUR),
      backgroundColor: '#000',
      textColor: '#fff',
    });
    const html = (await t.app.inject({ method: 'GET', url: '/about' })).body;
    const block = html.match(
      /<script type="application\/json" id="initial-promotion">([^<]*)<\/script>/,
    )?.[1];
    expect(block).toBeDefined();
    expect(html).not.toContain('<script>alert(1)');
    expect(JSON.parse(block ?? 'null')).toEqual(await get('/api/promotions/active'));
  });

  it('serves the newest active announcement only inside its window (missing bounds are open)', async () => {
    await t.database.db.delete(platformAnnouncements);
    const now = Date.now();
    await t.database.db.insert(platformAnnouncements).values({
      title: 'Maintenance',
      message: 'Tonight',
      severity: 'warning',
      startAt: new Date(now + HOUR),
    });
    expect(await get('/api/announcements/active')).toEqual({ announcement: null });
    await t.database.db
      .insert(platformAnnouncements)
      .values({ title: 'Open-ended', message: 'Hello', severity: 'critical', startAt: null, endAt: null });
    // The newest start_at (the future one) wins the single row, and it is outside its window.
    expect(await get('/api/announcements/active')).toEqual({ announcement: null });
    await t.database.db.delete(platformAnnouncements);
    await t.database.db.insert(platformAnnouncements).values({
      title: 'Now',
      message: 'Live',
      severity: 'info',
      startAt: new Date(now - HOUR),
      endAt: null,
    });
    expect((await get('/api/announcements/active')).announcement).toMatchObject({
      title: 'Now',
      severity: 'info',
      endAt: null,
    });
  });

  it('writes the announcement to show now into every page, as the API route answers it', async () => {
    const block = (html: string) =>
      html.match(/<script type="application\/json" id="initial-announcement">([^<]*)<\/script>/)?.[1];
    // Pages reuse one lookup for 15 s: each case starts a fresh app, whose first page looks it up.
    const pageOf = async (url: string, rows: (typeof platformAnnouncements.$inferInsert)[]) => {
      const fresh = await buildTestApp();
      try {
        await fresh.database.db.delete(platformAnnouncements);
        if (rows.length > 0) await fresh.database.db.insert(platformAnnouncements).values(rows);
        const html = (await fresh.app.inject({ method: 'GET', url })).body;
        const api = (await fresh.app.inject({ method: 'GET', url: '/api/announcements/active' })).json();
        return { html, carried: JSON.parse(block(html) ?? '"missing"'), api };
      } finally {
        await fresh.close();
      }
    };
    const none = await pageOf('/', []);
    expect(none.carried).toEqual({ announcement: null });
    const title = 'Maintenance </script><script>alert(1)</script>';
    const live = await pageOf('/pricing', [
      { title, message: 'Tonight', severity: 'warning', startAt: new Date(Date.now() - HOUR) },
    ]);
    expect(live.html).not.toContain('<script>alert(1)');
    expect(live.carried).toEqual(live.api);
    expect(live.carried.announcement).toMatchObject({ title, severity: 'warning', endAt: null });
  });
});
