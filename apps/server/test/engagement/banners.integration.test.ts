import { platformAnnouncements, promotions } from '@app/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

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
});
