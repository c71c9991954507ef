import { createDatabase, type Database } from '@app/db/client';
import { advisors, availabilityAlerts, messageJobs, spendingLimits } from '@app/db/schema';
import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { signedInAdvisor } from '../helpers/advisors.ts';
import { testConfig, useTestApp } from '../helpers/build-test-app.ts';
import { chooseLanguage, ORIGIN, readOutbox } from '../helpers/customers.ts';
import { giveVerifiedLine } from '../helpers/payments.ts';
import { customerWithApi, DAY_MS } from './trust-helpers.ts';

const t = useTestApp();

const customer = () => customerWithApi(t.app);

const setAdvisor = (agentId: number, signedIn: boolean, onACall = false) =>
  t.db.update(advisors).set({ signedIn, onACall }).where(eq(advisors.agentId, agentId));

/** 10:00 and 23:00 in Montréal (UTC−5 in winter). */
const DAY = new Date('2026-11-26T15:00:00Z');
const NIGHT = new Date('2026-11-27T04:00:00Z');

async function jobsFor(alertCustomerId: string) {
  const alerts = await t.db
    .select({ id: availabilityAlerts.id })
    .from(availabilityAlerts)
    .where(eq(availabilityAlerts.customerId, alertCustomerId));
  const keys = alerts.map((alert) => `alert:${alert.id}`);
  const jobs = await t.db.select().from(messageJobs).where(like(messageJobs.key, 'alert:%'));
  return jobs.filter((job) => keys.includes(job.key));
}

describe('favourites', () => {
  it('adds and removes idempotently, lists only the caller’s, refuses unknown advisors', async () => {
    const a = await customer();
    const b = await customer();
    expect((await a.api.put('/api/me/favorites/1003')).statusCode).toBe(204);
    expect((await a.api.put('/api/me/favorites/1003')).statusCode).toBe(204);
    expect((await a.api.put('/api/me/favorites/1001')).statusCode).toBe(204);
    expect((await a.api.get('/api/me/favorites')).json()).toEqual({ favorites: [1003, 1001] });
    expect((await b.api.get('/api/me/favorites')).json()).toEqual({ favorites: [] });
    expect((await b.api.delete('/api/me/favorites/1003')).statusCode).toBe(204);
    expect((await a.api.get('/api/me/favorites')).json().favorites).toHaveLength(2);
    expect((await a.api.delete('/api/me/favorites/1003')).statusCode).toBe(204);
    expect((await a.api.get('/api/me/favorites')).json()).toEqual({ favorites: [1001] });
    expect((await a.api.put('/api/me/favorites/999999')).statusCode).toBe(404);
    expect((await a.api.put('/api/me/favorites/abc')).statusCode).toBe(400);
  });

  it('refuses a visitor and other kinds of login', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/me/favorites' })).statusCode).toBe(401);
    const advisor = await signedInAdvisor(t.app, t.db, 1002);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/me/favorites/1003',
      headers: { origin: ORIGIN, cookie: advisor.cookie },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('notify me when available', () => {
  beforeEach(async () => {
    await t.db.update(advisors).set({ signedIn: false, onACall: false });
  });

  it('needs a verified number for a text, and shows only the caller’s own requests', async () => {
    const a = await customer();
    const b = await customer();
    const refused = await a.api.put('/api/me/availability-alerts/1004', { channel: 'sms' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('NO_PHONE');
    expect((await a.api.get('/api/me/availability-alerts')).json()).toEqual({ alerts: [], canText: false });

    await giveVerifiedLine(t.db, a.id);
    const ok = await a.api.put('/api/me/availability-alerts/1004', { channel: 'sms', nightOk: true });
    expect(ok.statusCode).toBe(200);
    const alert = ok.json();
    expect(new Date(alert.expiresAt).getTime() - new Date(alert.createdAt).getTime()).toBe(7 * DAY_MS);
    expect((await a.api.get('/api/me/availability-alerts')).json()).toMatchObject({
      alerts: [{ agentId: 1004, channel: 'sms', nightOk: true }],
      canText: true,
    });
    expect((await b.api.get('/api/me/availability-alerts')).json().alerts).toEqual([]);
    // b cannot withdraw a's request; a can.
    expect((await b.api.delete('/api/me/availability-alerts/1004')).statusCode).toBe(204);
    expect((await a.api.get('/api/me/availability-alerts')).json().alerts).toHaveLength(1);
    expect((await a.api.delete('/api/me/availability-alerts/1004')).statusCode).toBe(204);
    expect((await a.api.get('/api/me/availability-alerts')).json().alerts).toEqual([]);
    expect((await a.api.put('/api/me/availability-alerts/1004', { channel: 'fax' })).statusCode).toBe(400);
  });

  it('fires once when the advisor starts taking calls (the console’s switch), in the customer’s language', async () => {
    const c = await customer();
    await chooseLanguage(t.app, c.cookie, 'fr');
    const phone = await giveVerifiedLine(t.db, c.id);
    await c.api.put('/api/me/availability-alerts/1005', { channel: 'sms', nightOk: true });
    const advisor = await signedInAdvisor(t.app, t.db, 1005);
    const toggle = (takingCalls: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/advisor/1005/status',
        headers: { origin: ORIGIN, cookie: advisor.cookie },
        payload: { takingCalls },
      });
    expect((await toggle(true)).statusCode).toBe(200);
    await expect
      .poll(async () => (await readOutbox(t.app)).filter((m) => m.to === phone), { timeout: 5_000 })
      .toHaveLength(1);
    const [sms] = (await readOutbox(t.app)).filter((m) => m.to === phone);
    expect(sms?.body).toMatch(/prend des appels.*poste 1005.*\/fr\/psychic\/.+_1005/s);

    // Off and on again, and a sweep: the request ended when it fired.
    await toggle(false);
    await toggle(true);
    await t.app.trust.lists.fireDue();
    await t.app.trust.messages.deliverDue();
    expect((await readOutbox(t.app)).filter((m) => m.to === phone)).toHaveLength(1);
    expect((await c.api.get('/api/me/availability-alerts')).json().alerts).toEqual([]);
  });

  it('waits out the night unless accepted, and keeps 6 hours between notices about one advisor', async () => {
    // The advisor is available before the request, so no trigger's pass (at the real time) can fire it:
    // these passes decide by the time given.
    await setAdvisor(1006, true);
    const c = await customer();
    await c.api.put('/api/me/availability-alerts/1006', { channel: 'email' });
    expect(await t.app.trust.lists.fireFor(1006, NIGHT)).toBe(0);
    expect(await jobsFor(c.id)).toHaveLength(0);
    expect(await t.app.trust.lists.fireDue(DAY)).toBe(1);
    const [job] = await jobsFor(c.id);
    expect(job).toMatchObject({
      channel: 'email',
      to: c.email,
      subject: expect.stringContaining('available'),
    });

    // A new request right away: not within 6 hours of the last notice, then yes.
    await t.db.insert(availabilityAlerts).values({
      customerId: c.id,
      advisorAgentId: 1006,
      channel: 'email',
      nightOk: true,
      createdAt: DAY,
      expiresAt: new Date(DAY.getTime() + 7 * DAY_MS),
    });
    expect(await t.app.trust.lists.fireDue(new Date(DAY.getTime() + 5 * 3_600_000))).toBe(0);
    expect(await t.app.trust.lists.fireDue(new Date(DAY.getTime() + 6 * 3_600_000))).toBe(1);
    expect(await jobsFor(c.id)).toHaveLength(2);
  });

  it('holds a request back while its customer takes a break, and fires it once the break is over', async () => {
    await setAdvisor(1004, true);
    const c = await customer();
    await c.api.put('/api/me/availability-alerts/1004', { channel: 'email', nightOk: true });
    const started = await c.api.post(`/api/customers/${c.id}/break`, { days: 7 });
    expect(started.statusCode, started.body).toBe(200);
    expect(await t.app.trust.lists.fireFor(1004, DAY)).toBe(0);
    expect(await t.app.trust.lists.fireDue(new Date(Date.now() + 60_000))).toBe(0);
    expect(await jobsFor(c.id)).toHaveLength(0);
    // The break ends (moved to a minute from now here: the request itself lasts only 7 days).
    const end = new Date(Date.now() + 60_000);
    await t.db.update(spendingLimits).set({ pauseUntil: end }).where(eq(spendingLimits.customerId, c.id));
    expect(await t.app.trust.lists.fireDue(new Date(end.getTime() - 1000))).toBe(0);
    expect(await t.app.trust.lists.fireDue(new Date(end.getTime() + 1000))).toBe(1);
    expect(await jobsFor(c.id)).toHaveLength(1);
  });

  it('ends after 7 days without firing', async () => {
    await setAdvisor(1007, true);
    const c = await customer();
    await c.api.put('/api/me/availability-alerts/1007', { channel: 'email', nightOk: true });
    expect(await t.app.trust.lists.fireDue(new Date(Date.now() + 7 * DAY_MS + 1000))).toBe(0);
    expect(await jobsFor(c.id)).toHaveLength(0);
  });
});

describe('the message queue', () => {
  it('retries a refused message later and marks a vanished sender unknown, never sending twice', async () => {
    await t.db.insert(messageJobs).values([
      {
        key: 'test:stale',
        channel: 'email',
        to: 'stale@example.com',
        subject: 's',
        body: 'b',
        status: 'sending',
        claimedUntil: new Date(Date.now() - 1000),
      },
      {
        key: 'test:later',
        channel: 'email',
        to: 'later@example.com',
        subject: 's',
        body: 'b',
        nextAttemptAt: new Date(Date.now() + 60_000),
      },
    ]);
    const result = await t.app.trust.messages.deliverDue();
    expect(result.unknown).toBeGreaterThanOrEqual(1);
    const [stale] = await t.db.select().from(messageJobs).where(eq(messageJobs.key, 'test:stale'));
    expect(stale?.status).toBe('unknown');
    const [later] = await t.db.select().from(messageJobs).where(eq(messageJobs.key, 'test:later'));
    expect(later?.status).toBe('pending');
    await t.app.trust.messages.deliverDue(new Date(Date.now() + 61_000));
    const [sent] = await t.db
      .select()
      .from(messageJobs)
      .where(and(eq(messageJobs.key, 'test:later')));
    expect(sent?.status).toBe('sent');
    expect((await readOutbox(t.app)).filter((m) => m.to === 'later@example.com')).toHaveLength(1);
    expect((await readOutbox(t.app)).filter((m) => m.to === 'stale@example.com')).toHaveLength(0);
  });
});

/**
 * Two instances on one PostgreSQL: both hear the advisor become available, both try to fire, and the
 * customer gets one text. On PGlite (one process owns the database) the same runs on a single app.
 */
describe('notify me across instances', () => {
  const shared = Boolean(process.env.TEST_DATABASE_URL);
  let secondDatabase: Database | undefined;
  let second: FastifyInstance;

  beforeAll(async () => {
    if (!shared) {
      second = t.app;
      return;
    }
    const url = t.database.pool?.options.connectionString;
    if (!url) throw new Error('expected a PostgreSQL test database');
    secondDatabase = await createDatabase({ url, poolSize: 4 });
    second = await buildApp({ config: testConfig(), database: secondDatabase });
    await second.ready();
  });
  afterAll(async () => {
    if (shared) {
      await second?.close();
      await secondDatabase?.close();
    }
  });

  it(`texts once when the advisor goes available on the other instance (${shared ? 'two apps' : 'one app'})`, async () => {
    await setAdvisor(1008, false);
    const customers = await Promise.all([customer(), customer(), customer()]);
    const phones: string[] = [];
    for (const c of customers) {
      phones.push(await giveVerifiedLine(t.db, c.id));
      expect(
        (await c.api.put('/api/me/availability-alerts/1008', { channel: 'sms', nightOk: true })).statusCode,
      ).toBe(200);
    }
    const advisor = await signedInAdvisor(second, t.db, 1008);
    const res = await second.inject({
      method: 'PUT',
      url: '/api/advisor/1008/status',
      headers: { origin: ORIGIN, cookie: advisor.cookie },
      payload: { takingCalls: true },
    });
    expect(res.statusCode).toBe(200);
    // Both instances also sweep at once, racing the notifications.
    await Promise.all([
      t.app.trust.lists.fireDue(),
      second.trust.lists.fireDue(),
      t.app.trust.lists.fireFor(1008),
    ]);
    await expect
      .poll(async () => (await readOutbox(t.app)).filter((m) => phones.includes(m.to)).length, {
        timeout: 5_000,
      })
      .toBe(3);
    // Later passes, one after the other, find every request fired.
    expect(await second.trust.lists.fireDue()).toBe(0);
    expect(await t.app.trust.lists.fireFor(1008)).toBe(0);
    await Promise.all([t.app.trust.messages.deliverDue(), second.trust.messages.deliverDue()]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const texts = (await readOutbox(t.app)).filter((m) => phones.includes(m.to));
    expect(texts.map((m) => m.to).sort()).toEqual([...phones].sort());
  });
});
