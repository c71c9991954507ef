import { advisors } from '@app/db/schema';
import { ADVISOR_SEEDS } from '@app/db/seed/advisors-data';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADVISOR_STATUS_CHANNEL } from '../../src/modules/advisors/status-channel.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

const FEED = '/.netlify/functions/fetch-psychicstatus-json';
const RECORD_KEYS = [
  'agentId',
  'agentName',
  'availTime',
  'availTimeStr',
  'bridged',
  'daysOff',
  'descr',
  'descrFr',
  'isICCall',
  'onACall',
  'photoUrl',
  'rating',
  'schedule',
  'signedIn',
];
const WEEKDAYS = ['Sun', 'Mon', 'Tues', 'Wed', 'Thu', 'Fri', 'Sat'];
/** A NOTIFY reaches the listener in milliseconds; under a full suite's load on two cores, give it seconds. */
const NOTIFY_WAIT = { timeout: 5_000, interval: 50 };

describe(`GET ${FEED}`, () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('lists the seeded advisors in display order with exactly the feed fields', async () => {
    const res = await testApp.app.inject({ method: 'GET', url: FEED });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);

    const records = res.json<Record<string, unknown>[]>();
    expect(records.map((r) => r.agentId)).toEqual(ADVISOR_SEEDS.map((seed) => seed.agentId));
    for (const record of records) {
      expect(Object.keys(record).sort()).toEqual(RECORD_KEYS);
      expect(typeof record.agentId).toBe('number');
      expect(typeof record.availTime).toBe('number');
      expect(typeof record.availTimeStr).toBe('string');
      for (const flag of ['bridged', 'isICCall', 'onACall', 'signedIn']) {
        expect(['Y', 'N']).toContain(record[flag]);
      }
      expect(record.photoUrl).toBe(`/.netlify/functions/psychic-photo?agentId=${record.agentId}`);
      expect(Object.keys(record.schedule as object)).toEqual(WEEKDAYS);
    }
  });

  it('matches each seed: name, description, status flags and schedule', async () => {
    const records = (await testApp.app.inject({ method: 'GET', url: FEED })).json<
      Array<{
        agentId: number;
        agentName: string;
        descr: string;
        signedIn: string;
        onACall: string;
        schedule: object;
      }>
    >();
    for (const seed of ADVISOR_SEEDS) {
      const record = records.find((r) => r.agentId === seed.agentId);
      expect(record?.agentName).toBe(seed.name);
      expect(record?.descr).toBe(seed.description);
      expect(record?.signedIn).toBe(seed.status === 'offline' ? 'N' : 'Y');
      expect(record?.onACall).toBe(seed.status === 'busy' ? 'Y' : 'N');
      const expected = Object.fromEntries(WEEKDAYS.map((day) => [day, seed.schedule?.[day as 'Sun'] ?? []]));
      expect(record?.schedule).toEqual(expected);
    }
  });

  it('never exposes an advisor phone number', async () => {
    const res = await testApp.app.inject({ method: 'GET', url: FEED });
    // No field for it (a French presentation may say « téléphone »: the words are free).
    for (const record of res.json<Record<string, unknown>[]>()) {
      expect(Object.keys(record).filter((key) => /phone/i.test(key))).toEqual([]);
    }
    for (const seed of ADVISOR_SEEDS) expect(res.body).not.toContain(seed.phoneNumber);
  });

  it('gives an advisor without a schedule an empty list for every day', async () => {
    const [first] = ADVISOR_SEEDS;
    if (!first) throw new Error('the seed has no advisor');
    // A write outside the service (a staff edit, a migration) announces itself on the channel.
    await testApp.database.db.transaction(async (tx) => {
      await tx.update(advisors).set({ schedule: null }).where(eq(advisors.agentId, first.agentId));
      await tx.execute(sql`select pg_notify(${ADVISOR_STATUS_CHANNEL}, 'external edit')`);
    });

    const emptyWeek = Object.fromEntries(WEEKDAYS.map((day) => [day, []]));
    await expect
      .poll(async () => {
        const records = (await testApp.app.inject({ method: 'GET', url: FEED })).json<
          Array<{ agentId: number; schedule: Record<string, unknown[]> }>
        >();
        return records.find((r) => r.agentId === first.agentId)?.schedule;
      }, NOTIFY_WAIT)
      .toEqual(emptyWeek);
  });

  it('is compressed for clients that accept it', async () => {
    const res = await testApp.app.inject({
      method: 'GET',
      url: FEED,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});
