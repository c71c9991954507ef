import { advisors, telephonyStatusEvents } from '@app/db/schema';
import { ADVISOR_SEEDS } from '@app/db/seed/advisors-data';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdvisor } from '../helpers/advisors.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { ORIGIN } from '../helpers/customers.ts';
import {
  AVAILABLE,
  busyFor,
  FEED,
  feedRecord,
  nowSeconds,
  postStatus,
  signStatus,
  WEBHOOK_SECRET,
  webhookUrl,
} from './telephony-client.ts';

const available = ADVISOR_SEEDS.filter((seed) => seed.status === 'available');
const offline = ADVISOR_SEEDS.find((seed) => seed.status === 'offline')!;

describe('POST /api/telephony/agents/:agentId/status', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ telephonyWebhookSecret: WEBHOOK_SECRET });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('applies a signed update and shows it in the very next feed response', async () => {
    const agentId = available[0]!.agentId;
    const before = await testApp.app.inject({ method: 'GET', url: FEED });

    const res = await postStatus(testApp.app, agentId, busyFor(599, '9:59'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ agentId, signedIn: 'Y', onACall: 'Y' });

    const after = await testApp.app.inject({ method: 'GET', url: FEED });
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const record = after.json<Array<Record<string, unknown>>>().find((r) => r.agentId === agentId);
    expect(record).toMatchObject({
      signedIn: 'Y',
      onACall: 'Y',
      bridged: 'Y',
      isICCall: 'N',
      availTime: 599,
      availTimeStr: '9:59',
    });
  });

  it('verifies the signature over the raw bytes, whatever their formatting', async () => {
    const agentId = available[1]!.agentId;
    const raw = `{ "signedIn": false,\n  "onACall": false, "bridged": false, "isICCall": false,
      "availTime": 0, "availTimeStr": "" }`;
    const res = await postStatus(testApp.app, agentId, raw);
    expect(res.statusCode).toBe(200);
    expect((await feedRecord(testApp.app, agentId))?.signedIn).toBe('N');
  });

  it.each([
    ['missing', null],
    ['empty', ''],
    ['garbage', 'not-a-signature'],
    ['made with another secret', 'other'],
    ['for another body', 'other-body'],
  ])('answers 401 and changes nothing when the signature is %s', async (kind, signature) => {
    const agentId = available[2]!.agentId;
    const body = busyFor(100, '1:40');
    const timestamp = nowSeconds();
    const sig =
      kind === 'made with another secret'
        ? signStatus(agentId, timestamp, JSON.stringify(body), 'another-secret-value')
        : kind === 'for another body'
          ? signStatus(agentId, timestamp, JSON.stringify(AVAILABLE))
          : signature;
    const before = await testApp.app.inject({ method: 'GET', url: FEED });

    const res = await postStatus(testApp.app, agentId, body, { signature: sig, timestamp });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { code: 'BAD_SIGNATURE', message: expect.any(String) } });

    const after = await testApp.app.inject({ method: 'GET', url: FEED });
    expect(after.headers.etag).toBe(before.headers.etag);
    expect((await feedRecord(testApp.app, agentId))?.onACall).toBe('N');
  });

  describe('replay', () => {
    const agentId = () => available[3]!.agentId;
    const SIX_MINUTES = 6 * 60;

    /** The update must have changed nothing: the same feed bytes as before it. */
    async function expectRefused(
      send: () => Promise<{ statusCode: number; json: () => unknown }>,
      code: string,
    ) {
      const before = await testApp.app.inject({ method: 'GET', url: FEED });
      const res = await send();
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: { code, message: expect.any(String) } });
      const after = await testApp.app.inject({ method: 'GET', url: FEED });
      expect(after.headers.etag).toBe(before.headers.etag);
    }

    it('accepts a correctly signed request up to 5 minutes old or 30 seconds ahead of our clock', async () => {
      // In time order: an event older than one already applied is refused (next test).
      for (const offset of [-4 * 60, 0, 25]) {
        const res = await postStatus(testApp.app, agentId(), AVAILABLE, { timestamp: nowSeconds() + offset });
        expect(res.statusCode, `offset ${offset}s`).toBe(200);
      }
    });

    it('refuses an event older than the last one applied to the advisor: a replay cannot undo a newer status', async () => {
      const agent = available[4]!.agentId;
      const earlier = nowSeconds() - 60;
      const later = nowSeconds();
      expect((await postStatus(testApp.app, agent, AVAILABLE, { timestamp: earlier })).statusCode).toBe(200);
      expect(
        (await postStatus(testApp.app, agent, busyFor(300, '5:00'), { timestamp: later })).statusCode,
      ).toBe(200);
      const before = await testApp.app.inject({ method: 'GET', url: FEED });
      // The captured "available" event, replayed inside the window, is refused and changes nothing.
      const replay = await postStatus(testApp.app, agent, AVAILABLE, { timestamp: earlier });
      expect(replay.statusCode).toBe(409);
      expect(replay.json()).toEqual({ error: { code: 'SUPERSEDED', message: expect.any(String) } });
      const after = await testApp.app.inject({ method: 'GET', url: FEED });
      expect(after.headers.etag).toBe(before.headers.etag);
      expect((await feedRecord(testApp.app, agent))?.onACall).toBe('Y');
      // Two events in the same second both apply (the platform stamps in seconds).
      expect((await postStatus(testApp.app, agent, AVAILABLE, { timestamp: later })).statusCode).toBe(200);
    });

    it.each([
      ['6 minutes ago', -SIX_MINUTES, 'STALE_TIMESTAMP'],
      ['6 minutes in the future', SIX_MINUTES, 'FUTURE_TIMESTAMP'],
      ['4 minutes in the future', 4 * 60, 'FUTURE_TIMESTAMP'],
      ['a minute in the future', 60, 'FUTURE_TIMESTAMP'],
    ])('refuses a correctly signed request stamped %s', async (_case, offset, code) => {
      await expectRefused(
        () => postStatus(testApp.app, agentId(), busyFor(61, '1:01'), { timestamp: nowSeconds() + offset }),
        code,
      );
    });

    it('refuses an old body replayed under a fresh timestamp with its old signature', async () => {
      const body = JSON.stringify(busyFor(62, '1:02'));
      const then = nowSeconds() - SIX_MINUTES;
      const captured = signStatus(agentId(), then, body);
      await expectRefused(
        () => postStatus(testApp.app, agentId(), body, { timestamp: nowSeconds(), signature: captured }),
        'BAD_SIGNATURE',
      );
      await expectRefused(
        () => postStatus(testApp.app, agentId(), body, { timestamp: then, signature: captured }),
        'STALE_TIMESTAMP',
      );
    });

    it.each([
      ['missing', null],
      ['not unix seconds', '2026-01-01T00:00:00Z'],
    ])('refuses a timestamp that is %s', async (_case, timestamp) => {
      const body = JSON.stringify(busyFor(63, '1:03'));
      await expectRefused(
        () =>
          postStatus(testApp.app, agentId(), body, {
            timestamp,
            signature: signStatus(agentId(), timestamp ?? '', body),
          }),
        'BAD_TIMESTAMP',
      );
    });
  });

  it('answers 401 before looking at an unsigned payload, even a broken one', async () => {
    const res = await postStatus(testApp.app, available[2]!.agentId, '{"signedIn":', { signature: null });
    expect(res.statusCode).toBe(401);
    const unsignedEmpty = await testApp.app.inject({
      method: 'POST',
      url: webhookUrl(available[2]!.agentId),
    });
    expect(unsignedEmpty.statusCode).toBe(401);
  });

  it('answers 404 for a signed update of an unknown advisor', async () => {
    const res = await postStatus(testApp.app, 999_999, AVAILABLE);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
  });

  it.each([
    ['a missing field', { ...AVAILABLE, bridged: undefined }],
    ['a flag as Y/N text', { ...AVAILABLE, signedIn: 'Y' }],
    ['a negative availTime', { ...AVAILABLE, availTime: -1 }],
    ['a fractional availTime', { ...AVAILABLE, availTime: 1.5 }],
    ['an availTime beyond an integer column', { ...AVAILABLE, availTime: 2 ** 31 }],
    ['an availTimeStr that is not text', { ...AVAILABLE, availTimeStr: 12 }],
    ['an over-long availTimeStr', { ...AVAILABLE, availTimeStr: 'x'.repeat(100) }],
    ['an array', [AVAILABLE]],
    ['null', null],
  ])('answers 400 for a signed payload with %s', async (_case, body) => {
    const res = await postStatus(testApp.app, offline.agentId, body);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: { code: string } }>().error.code).toBe('VALIDATION_ERROR');
    expect((await feedRecord(testApp.app, offline.agentId))?.signedIn).toBe('N');
  });

  it('answers 400 for signed broken JSON and for a bad agentId', async () => {
    const broken = await postStatus(testApp.app, offline.agentId, '{"signedIn":');
    expect(broken.statusCode).toBe(400);
    expect(broken.json<{ error: { code: string } }>().error.code).toBe('BAD_JSON');

    for (const agentId of ['abc', '0', '-1', '1.5']) {
      const res = await postStatus(testApp.app, agentId, AVAILABLE);
      expect(res.statusCode, agentId).toBe(400);
    }
  });

  it('answers 400 for a signed empty JSON body', async () => {
    const res = await postStatus(testApp.app, offline.agentId, '');
    expect(res.statusCode).toBe(400);
  });
});

describe('telephony webhook without a secret', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ telephonyWebhookSecret: undefined });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('answers 503 and changes nothing', async () => {
    const agentId = available[0]!.agentId;
    const res = await postStatus(testApp.app, agentId, busyFor(10, '0:10'));
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      error: { code: 'NOT_CONFIGURED', message: 'telephony webhook not configured' },
    });
    expect((await feedRecord(testApp.app, agentId))?.onACall).toBe('N');
  });
});

describe('a status push belongs to one advisor, one moment and one delivery', () => {
  let testApp: TestApp;
  const OFFLINE = { ...AVAILABLE, signedIn: false };
  const feed = async () =>
    (await testApp.app.inject({ method: 'GET', url: FEED })).json<
      Array<{ agentId: number; signedIn: string; onACall: string }>
    >();

  beforeAll(async () => {
    testApp = await buildTestApp({ telephonyWebhookSecret: WEBHOOK_SECRET });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it("a genuine push for one advisor, replayed unchanged to every other advisor's URL, changes none of them", async () => {
    const [owner, ...others] = available.map((seed) => seed.agentId);
    const timestamp = nowSeconds();
    const body = JSON.stringify(OFFLINE);
    const signature = signStatus(owner!, timestamp, body);
    const before = await feed();
    for (const other of others) {
      const res = await postStatus(testApp.app, other, body, { timestamp, signature });
      expect(res.statusCode, `replayed to ${other}`).toBe(401);
      expect(res.json()).toEqual({ error: { code: 'BAD_SIGNATURE', message: expect.any(String) } });
    }
    const after = await feed();
    for (const other of others) {
      expect(after.find((row) => row.agentId === other)).toEqual(before.find((row) => row.agentId === other));
    }
    // The push itself, at its own advisor's URL, applies.
    expect((await postStatus(testApp.app, owner!, body, { timestamp, signature })).statusCode).toBe(200);
    expect((await feedRecord(testApp.app, owner!))?.signedIn).toBe('N');
  });

  it('the same event delivered again in the same second changes nothing: A, B, then A again leaves B', async () => {
    const agent = available[1]!.agentId;
    const T = nowSeconds();
    const a = JSON.stringify(AVAILABLE);
    const b = JSON.stringify(busyFor(240, '4:00'));
    expect((await postStatus(testApp.app, agent, a, { timestamp: T })).statusCode).toBe(200);
    expect((await postStatus(testApp.app, agent, b, { timestamp: T })).statusCode).toBe(200);
    const before = await testApp.app.inject({ method: 'GET', url: FEED });
    // A retry after a lost answer is answered like the first delivery, with the flags as they stand.
    const replay = await postStatus(testApp.app, agent, a, { timestamp: T });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ agentId: agent, signedIn: 'Y', onACall: 'Y' });
    const after = await testApp.app.inject({ method: 'GET', url: FEED });
    expect(after.headers.etag).toBe(before.headers.etag);
    expect(await feedRecord(testApp.app, agent)).toMatchObject({ onACall: 'Y', availTime: 240 });
    // Upper-case hex is the same event, not a new one.
    const upper = signStatus(agent, T, a).toUpperCase();
    expect((await postStatus(testApp.app, agent, a, { timestamp: T, signature: upper })).statusCode).toBe(
      200,
    );
    expect((await feedRecord(testApp.app, agent))?.onACall).toBe('Y');
    // A new event in that second still applies.
    const c = JSON.stringify({ ...AVAILABLE, availTimeStr: 'again' });
    expect((await postStatus(testApp.app, agent, c, { timestamp: T })).statusCode).toBe(200);
    expect((await feedRecord(testApp.app, agent))?.onACall).toBe('N');
  });

  it('replays sent at once with a newer event in the same second never undo it (concurrent deliveries)', async () => {
    const agent = available[4]!.agentId;
    const T = nowSeconds();
    const a = JSON.stringify(AVAILABLE);
    const b = JSON.stringify(busyFor(180, '3:00'));
    expect((await postStatus(testApp.app, agent, a, { timestamp: T })).statusCode).toBe(200);
    const answers = await Promise.all([
      postStatus(testApp.app, agent, a, { timestamp: T }),
      postStatus(testApp.app, agent, a, { timestamp: T }),
      postStatus(testApp.app, agent, b, { timestamp: T }),
      postStatus(testApp.app, agent, a, { timestamp: T }),
      postStatus(testApp.app, agent, a, { timestamp: T }),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await feedRecord(testApp.app, agent)).toMatchObject({ onACall: 'Y', availTime: 180 });
  });

  it("the platform's clock never outranks the advisor's own switch in the console", async () => {
    const agent = available[2]!.agentId;
    const advisor = await signedInAdvisor(testApp.app, testApp.database.db, agent);
    const putStatus = (takingCalls: boolean) =>
      testApp.app.inject({
        method: 'PUT',
        url: `/api/advisor/${agent}/status`,
        headers: { origin: ORIGIN, cookie: advisor.cookie },
        payload: { takingCalls },
      });
    // Four minutes ahead is refused outright; within the skew it applies, and the advisor still switches.
    const far = await postStatus(testApp.app, agent, AVAILABLE, { timestamp: nowSeconds() + 240 });
    expect(far.statusCode).toBe(401);
    expect(far.json()).toEqual({ error: { code: 'FUTURE_TIMESTAMP', message: expect.any(String) } });
    const ahead = nowSeconds() + 25;
    expect((await postStatus(testApp.app, agent, AVAILABLE, { timestamp: ahead })).statusCode).toBe(200);
    const off = await putStatus(false);
    expect(off.statusCode).toBe(200);
    expect((await feedRecord(testApp.app, agent))?.signedIn).toBe('N');
    const on = await putStatus(true);
    expect(on.statusCode).toBe(200);
    expect((await feedRecord(testApp.app, agent))?.signedIn).toBe('Y');
    // An event older than the last one applied still cannot undo the advisor's choice.
    const stale = await postStatus(testApp.app, agent, OFFLINE, { timestamp: nowSeconds() - 10 });
    expect(stale.statusCode).toBe(409);
    expect((await feedRecord(testApp.app, agent))?.signedIn).toBe('Y');
    // The switch kept the platform's later time, so that older events stay refused.
    const [row] = await testApp.database.db
      .select({ at: advisors.statusEventAt })
      .from(advisors)
      .where(eq(advisors.agentId, agent));
    expect(row?.at?.getTime()).toBe(ahead * 1000);
  });

  it('forgets event keys once no signature could still be accepted, and keeps them until then', async () => {
    const agent = available[3]!.agentId;
    const T = nowSeconds();
    expect((await postStatus(testApp.app, agent, AVAILABLE, { timestamp: T })).statusCode).toBe(200);
    const { db } = testApp.database;
    await db
      .update(telephonyStatusEvents)
      .set({ receivedAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(telephonyStatusEvents.agentId, agent));
    // The next event sweeps the old key away; a fresh key stays.
    expect((await postStatus(testApp.app, agent, OFFLINE, { timestamp: T })).statusCode).toBe(200);
    const kept = await db
      .select({ key: telephonyStatusEvents.eventKey })
      .from(telephonyStatusEvents)
      .where(eq(telephonyStatusEvents.agentId, agent));
    expect(kept).toEqual([{ key: signStatus(agent, T, JSON.stringify(OFFLINE)) }]);
  });
});
