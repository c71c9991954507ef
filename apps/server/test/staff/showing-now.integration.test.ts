import { randomUUID } from 'node:crypto';
import { platformAnnouncements, promotions } from '@app/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInLogin, signedInStaff } from '../helpers/advisors.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { inHours } from '../helpers/catalogue.ts';
import { ORIGIN } from '../helpers/customers.ts';

/**
 * The back office's 'Showing now' is the promotion and the announcement visitors actually get: one of
 * each at most, the very one the public routes serve, whatever else is inside its window.
 */
let t: TestApp;
let admin: SignedInLogin;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInStaff(t.app, t.database.db, 'admin');
  // The demo's own promotion and announcement start when the seed runs: out of the way of these windows.
  await t.database.db.update(platformAnnouncements).set({ isActive: false });
  await t.database.db.update(promotions).set({ isActive: false });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const NOTE = { note: 'Test over' };

const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { origin: ORIGIN, cookie: admin.cookie },
    ...(payload === undefined ? {} : { payload }),
  });

async function created(url: string, body: object): Promise<string> {
  const res = await asAdmin('POST', url, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

/** Every row of a back-office list, as id → status. */
async function statuses(list: 'promotions' | 'announcements'): Promise<Map<string, string>> {
  const items = (await asAdmin('GET', `/api/staff/${list}?pageSize=100`)).json().items as Array<{
    id: string;
    status: string;
  }>;
  return new Map(items.map((item) => [item.id, item.status]));
}

const current = (all: Map<string, string>) => [...all].filter(([, status]) => status === 'current');

describe('Showing now', () => {
  it('marks only the promotion visitors get; another inside its window is outranked', async () => {
    const promotion = (hours: number) => ({
      message: `Full moon sale ${randomUUID().slice(0, 6)}`,
      messageFr: 'Soldes de la pleine lune',
      linkUrl: '/pricing',
      backgroundColor: '#1E1B4B',
      textColor: '#ffffff',
      startDate: inHours(-hours),
      endDate: inHours(24),
    });
    const older = await created('/api/staff/promotions', promotion(2));
    const newer = await created('/api/staff/promotions', promotion(1));
    const shown = (await t.app.inject({ method: 'GET', url: '/api/promotions/active' })).json().promotion;
    expect(shown.id).toBe(newer);

    const all = await statuses('promotions');
    expect(current(all)).toEqual([[newer, 'current']]);
    expect(all.get(older)).toBe('outranked');
    // The page an edit answers with says the same.
    const edited = await asAdmin('POST', `/api/staff/promotions/${older}/deactivate`, NOTE);
    expect(edited.json().status).toBe('inactive');
    await asAdmin('POST', `/api/staff/promotions/${newer}/deactivate`, NOTE);
  });

  it('marks only the announcement visitors get, and none when the public rule shows none', async () => {
    const announcement = (startAt: string) => ({
      title: `Maintenance ${randomUUID().slice(0, 6)}`,
      message: 'Calls may drop for a few minutes tonight.',
      titleFr: 'Entretien',
      messageFr: 'Les appels pourraient couper quelques minutes ce soir.',
      severity: 'warning',
      startAt,
      endAt: null,
    });
    const earlier = await created('/api/staff/announcements', announcement(inHours(-2)));
    const later = await created('/api/staff/announcements', announcement(inHours(-1)));
    const active = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/announcements/active' })).json().announcement;
    expect((await active()).id).toBe(later);
    let all = await statuses('announcements');
    expect(current(all)).toEqual([[later, 'current']]);
    expect(all.get(earlier)).toBe('outranked');

    // The public rule takes the newest start, then its window: a scheduled one hides both until it starts.
    const scheduled = await created('/api/staff/announcements', announcement(inHours(5)));
    expect(await active()).toBeNull();
    all = await statuses('announcements');
    expect(current(all)).toEqual([]);
    expect([all.get(earlier), all.get(later), all.get(scheduled)]).toEqual([
      'outranked',
      'outranked',
      'scheduled',
    ]);
    for (const id of [earlier, later, scheduled]) {
      await asAdmin('POST', `/api/staff/announcements/${id}/deactivate`, NOTE);
    }
  });
});
