import { callSessions, chartShares, customerBirthDetails, customers, staffAuditLog } from '@app/db/schema';
import { en } from '@app/shared/messages/en';
import { fr } from '@app/shared/messages/fr';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInAdvisor } from '../helpers/advisors.ts';
import { useTestApp } from '../helpers/build-test-app.ts';
import { ORIGIN, type SignedInCustomer, signedInCustomer } from '../helpers/customers.ts';
import { newCallSid } from '../helpers/payments.ts';

/**
 * A chart of one's own (issue 42): from the birth date, then with a birth time and place (sealed, masked,
 * revealed to the customer only with an audit row, deletable), shared with advisors or not.
 */
const t = useTestApp();

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
const call = (method: Method, url: string, who?: { cookie: string }, payload?: object, language = 'en') =>
  t.app.inject({
    method,
    url,
    headers: { origin: ORIGIN, 'accept-language': language, ...(who ? { cookie: who.cookie } : {}) },
    ...(payload ? { payload } : {}),
  });

async function customerBornOn(birthDate: string | null): Promise<SignedInCustomer> {
  const who = await signedInCustomer(t.app);
  await t.db.update(customers).set({ birthDate, name: 'Chloé Bouchard' }).where(eq(customers.id, who.id));
  return who;
}

async function montrealId() {
  const res = await call('GET', '/api/places?place=montreal');
  expect(res.statusCode).toBe(200);
  const montreal = res.json().places[0];
  expect(montreal).toMatchObject({ name: 'Montréal', country: 'Canada' });
  return montreal.id as string;
}

describe('the places', () => {
  it('finds a city whatever the accents and case, and nothing for one letter', async () => {
    const res = await call('GET', '/api/places?place=TROIS%20RIVIERES');
    expect(res.json().places[0]).toMatchObject({ name: 'Trois-Rivières' });
    expect((await call('GET', '/api/places?place=m')).json()).toEqual({ places: [] });
    expect((await call('GET', '/api/places')).statusCode).toBe(400);
  });
});

describe("the customer's chart", () => {
  it('answers 401 to a visitor and 403 to another customer', async () => {
    const owner = await customerBornOn('1990-05-14');
    expect((await call('GET', `/api/customers/${owner.id}/chart`)).statusCode).toBe(401);
    const other = await customerBornOn(null);
    expect((await call('GET', `/api/customers/${owner.id}/chart`, other)).statusCode).toBe(403);
    const put = await call('PUT', `/api/customers/${owner.id}/birth-details`, other, {
      birthTime: '12:00',
      birthPlaceId: await montrealId(),
    });
    expect(put.statusCode).toBe(403);
    expect(
      await t.db.select().from(customerBirthDetails).where(eq(customerBirthDetails.customerId, owner.id)),
    ).toEqual([]);
  });

  it('without a birth date: no chart, and birth details refused with NO_BIRTH_DATE in the page language', async () => {
    const who = await customerBornOn(null);
    expect((await call('GET', `/api/customers/${who.id}/chart`, who)).json()).toEqual({
      birthDate: null,
      birthDetails: null,
      chart: null,
      today: null,
    });
    const res = await call(
      'PUT',
      `/api/customers/${who.id}/birth-details`,
      who,
      { birthTime: '08:30', birthPlaceId: await montrealId() },
      'fr',
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({ code: 'NO_BIRTH_DATE', message: fr.myChart.errors.noBirthDate });
  });

  it('with the birth date alone: the Sun sign, the planets at noon, the Moon as a range, today’s transits', async () => {
    const who = await customerBornOn('1990-05-14');
    const res = await call('GET', `/api/customers/${who.id}/chart`, who);
    expect(res.statusCode).toBe(200);
    const { chart, today, birthDate, birthDetails } = res.json();
    expect(birthDate).toBe('1990-05-14');
    expect(birthDetails).toBeNull();
    expect(chart).toMatchObject({ precision: 'date', sunSign: 'taurus', ascendant: null, houses: [] });
    expect(chart.bodies).toHaveLength(10);
    expect(chart.moonRange.from.sign).toBeTruthy();
    expect(today.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(today.text).toContain(en.horoscope.signs.taurus);
  });

  it('with a birth time and place: the Ascendant and houses; stored sealed, masked, revealed with an audit row, deleted', async () => {
    const who = await customerBornOn('1990-05-14');
    const place = await montrealId();
    const bad = [
      { birthTime: '25:00', birthPlaceId: place },
      { birthTime: '8:30', birthPlaceId: place },
      { birthTime: '08:30' },
      { birthTime: '08:30', birthPlaceId: place, extra: 1 },
    ];
    for (const body of bad) {
      expect((await call('PUT', `/api/customers/${who.id}/birth-details`, who, body)).statusCode).toBe(400);
    }
    const unknown = await call('PUT', `/api/customers/${who.id}/birth-details`, who, {
      birthTime: '08:30',
      birthPlaceId: 'xx-nowhere',
    });
    expect(unknown.json().error).toEqual({ code: 'UNKNOWN_PLACE', message: en.myChart.errors.unknownPlace });

    const saved = await call('PUT', `/api/customers/${who.id}/birth-details`, who, {
      birthTime: '08:30',
      birthPlaceId: place,
    });
    expect(saved.statusCode).toBe(200);
    const { chart, birthDetails } = saved.json();
    expect(chart.precision).toBe('time-place');
    expect(chart.ascendant.sign).toBeTruthy();
    expect(chart.moonRange).toBeNull();
    expect(chart.houses).toHaveLength(12);
    expect(chart.houses[0].sign).toBe(chart.ascendant.sign);
    expect(birthDetails.masked).not.toMatch(/08|30|Montr/);
    expect(saved.body).not.toMatch(/08:30|Montr/);

    const [row] = await t.db
      .select()
      .from(customerBirthDetails)
      .where(eq(customerBirthDetails.customerId, who.id));
    expect(row?.sealed.toString('latin1')).not.toMatch(/08:30|Montr/);

    const revealed = await call('POST', `/api/customers/${who.id}/birth-details/reveal`, who);
    expect(revealed.json()).toEqual({
      birthTime: '08:30',
      place: expect.objectContaining({ id: place, name: 'Montréal' }),
    });
    const audit = () =>
      t.db
        .select()
        .from(staffAuditLog)
        .where(and(eq(staffAuditLog.actorUserId, who.id)));
    expect((await audit()).map((entry) => entry.action)).toEqual(['customer.reveal_birth_details']);
    expect(JSON.stringify(await audit())).not.toMatch(/08:30|Montr/);

    const deleted = await call('DELETE', `/api/customers/${who.id}/birth-details`, who);
    expect(deleted.json()).toMatchObject({
      birthDetails: null,
      chart: { precision: 'date', ascendant: null },
    });
    expect(
      await t.db.select().from(customerBirthDetails).where(eq(customerBirthDetails.customerId, who.id)),
    ).toEqual([]);
    expect((await audit()).map((entry) => entry.action).sort()).toEqual([
      'customer.delete_birth_details',
      'customer.reveal_birth_details',
    ]);
    const gone = await call('POST', `/api/customers/${who.id}/birth-details/reveal`, who);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.code).toBe('NO_BIRTH_DETAILS');
  });
});

describe('closing the account', () => {
  it('deletes the birth time and place and every share', async () => {
    const who = await customerBornOn('1975-02-03');
    await call('PUT', `/api/customers/${who.id}/birth-details`, who, {
      birthTime: '23:10',
      birthPlaceId: await montrealId(),
    });
    await call('PUT', `/api/customers/${who.id}/chart-shares`, who, { all: true, agentIds: [] });
    const closed = await call('DELETE', `/api/customers/${who.id}`, who, { confirm: 'DELETE' });
    expect(closed.statusCode).toBeLessThan(300);
    expect(
      await t.db.select().from(customerBirthDetails).where(eq(customerBirthDetails.customerId, who.id)),
    ).toEqual([]);
    expect(await t.db.select().from(chartShares).where(eq(chartShares.customerId, who.id))).toEqual([]);
  });
});

describe('sharing with advisors', () => {
  async function answeredCall(customerId: string, agentId: number, endedHoursAgo: number | null) {
    const callSid = newCallSid();
    const ended = endedHoursAgo === null ? null : new Date(Date.now() - endedHoursAgo * 3_600_000);
    await t.db.insert(callSessions).values({
      callSid,
      customerId,
      fromNumber: '+15145550199',
      status: ended ? 'completed' : 'dialing',
      advisorAgentId: agentId,
      answeredAt: new Date((ended ?? new Date()).getTime() - 600_000),
      endedAt: ended,
    });
    return callSid;
  }

  it('is off by default; on for one advisor or all; 403 when not shared or 24 h after the call; revocable', async () => {
    const who = await customerBornOn('1988-11-02');
    const advisor = await signedInAdvisor(t.app, t.db, 1001);
    const otherAdvisor = await signedInAdvisor(t.app, t.db, 1002);
    const live = await answeredCall(who.id, 1001, null);

    expect((await call('GET', `/api/customers/${who.id}/chart-shares`, who)).json()).toMatchObject({
      all: false,
      advisors: [],
      candidates: [expect.objectContaining({ agentId: 1001 })],
    });
    const notShared = await call('GET', `/api/advisor/1001/charts/${live}`, advisor, undefined, 'fr');
    expect(notShared.statusCode).toBe(403);
    expect(notShared.json().error).toEqual({
      code: 'CHART_NOT_SHARED',
      message: fr.myChart.errors.notShared,
    });
    expect((await call('GET', '/api/advisor/1001/charts', advisor)).json()).toEqual({ charts: [] });

    const unknown = await call('PUT', `/api/customers/${who.id}/chart-shares`, who, {
      all: false,
      agentIds: [987654],
    });
    expect(unknown.json().error.code).toBe('UNKNOWN_ADVISOR');
    const on = await call('PUT', `/api/customers/${who.id}/chart-shares`, who, {
      all: false,
      agentIds: [1001],
    });
    expect(on.json()).toMatchObject({ all: false, advisors: [{ agentId: 1001 }] });

    const seen = await call('GET', `/api/advisor/1001/charts/${live}`, advisor);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ callId: live, live: true, visibleUntil: null, customer: 'Chloé B.' });
    expect(seen.json().chart.sunSign).toBe('scorpio');
    expect(seen.body).not.toMatch(/1988|birthDate|Montr/);
    expect((await call('GET', '/api/advisor/1001/charts', advisor)).json().charts).toHaveLength(1);
    // Another advisor: not their call (404), and their own list is empty.
    expect((await call('GET', `/api/advisor/1002/charts/${live}`, otherAdvisor)).statusCode).toBe(404);
    expect((await call('GET', `/api/advisor/1001/charts/${live}`, otherAdvisor)).statusCode).toBe(403);

    // For all advisors: the other advisor's call 23 h ago opens it; a call 25 h ago does not.
    await call('PUT', `/api/customers/${who.id}/chart-shares`, who, { all: true, agentIds: [] });
    const recent = await answeredCall(who.id, 1002, 23);
    const recentChart = await call('GET', `/api/advisor/1002/charts/${recent}`, otherAdvisor);
    expect(recentChart.json()).toMatchObject({ live: false });
    expect(Date.parse(recentChart.json().visibleUntil)).toBeGreaterThan(Date.now());
    const old = await answeredCall(who.id, 1002, 25);
    expect((await call('GET', `/api/advisor/1002/charts/${old}`, otherAdvisor)).statusCode).toBe(403);

    // Revoked: at once.
    await call('PUT', `/api/customers/${who.id}/chart-shares`, who, { all: false, agentIds: [] });
    expect((await call('GET', `/api/advisor/1002/charts/${recent}`, otherAdvisor)).statusCode).toBe(403);
    expect((await call('GET', `/api/advisor/1001/charts/${live}`, advisor)).statusCode).toBe(403);
    expect((await call('GET', `/api/customers/${who.id}/chart-shares`, who)).json()).toMatchObject({
      all: false,
      advisors: [],
    });
  });

  it('keeps one answer when the same customer saves twice at once (a double click)', async () => {
    const who = await customerBornOn('1992-07-07');
    const saves = await Promise.all(
      [true, false, true, false].map((all) =>
        call('PUT', `/api/customers/${who.id}/chart-shares`, who, { all, agentIds: [1001] }),
      ),
    );
    expect(saves.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    const rows = await t.db.select().from(chartShares).where(eq(chartShares.customerId, who.id));
    expect(rows.filter((row) => row.agentId === 1001)).toHaveLength(1);
    expect(rows.filter((row) => row.agentId === null).length).toBeLessThanOrEqual(1);
  });

  it('answers 401 to a visitor and 403 to a customer on the advisor routes', async () => {
    const who = await customerBornOn('1990-01-01');
    expect((await call('GET', '/api/advisor/1001/charts')).statusCode).toBe(401);
    expect((await call('GET', '/api/advisor/1001/charts', who)).statusCode).toBe(403);
    expect((await call('GET', `/api/customers/${who.id}/chart-shares`)).statusCode).toBe(401);
  });
});
