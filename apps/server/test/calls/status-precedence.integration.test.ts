import type { AppDb } from '@app/db/client';
import { advisorHolds, advisors } from '@app/db/schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAdvisorsService } from '../../src/modules/advisors/service.ts';
import { startStatusSimulator } from '../../src/modules/advisors/simulator.ts';
import { AVAILABLE, postStatus, WEBHOOK_SECRET } from '../advisors/telephony-client.ts';
import { signedInAdvisor } from '../helpers/advisors.ts';
import { bridgedCalls, OUR_NUMBER } from '../helpers/bridged-calls.ts';
import type { TestApp } from '../helpers/build-test-app.ts';
import { newCallSid, type twilioWebhooks } from '../helpers/payments.ts';
import { usePhoneLineApp } from '../helpers/phone-line.ts';

/**
 * A call of ours and the reserve after it outrank every status push: the telephony platform's webhook
 * and the demo's simulator (which writes through the same path) may sign an advisor out, never free one
 * we hold or connected. The races run on a pool with real row locks on PostgreSQL (TEST_DATABASE_URL);
 * on PGlite the same requests run one after the other and must end the same way.
 */
let t: TestApp;
let db: AppDb;
let line: ReturnType<typeof twilioWebhooks>;

usePhoneLineApp({ callBridge: 'conference', telephonyWebhookSecret: WEBHOOK_SECRET }, (app) => {
  ({ t, db, line } = app);
});

const { emulator, caller, bridged, callAtItsCap, cappedCall, advisorRow, sessionOf } = bridgedCalls(() => ({
  t,
  db,
  line,
}));

const OFFLINE = { ...AVAILABLE, signedIn: false };

const openHoldOf = async (agentId: number) =>
  (await db.select().from(advisorHolds).where(eq(advisorHolds.agentId, agentId))).filter(
    (hold) => hold.releasedAt === null,
  );

/** Another customer typing the extension: refused while the advisor is ours, connected otherwise. */
async function anotherCallerReaches(agentId: number): Promise<boolean> {
  const other = await caller(5);
  const callSid = newCallSid();
  await line.post('/api/telephony/voice', { CallSid: callSid, From: other.from, To: OUR_NUMBER });
  const dialed = await line.post('/api/telephony/extension', { CallSid: callSid, Digits: String(agentId) });
  const reached = dialed.body.includes('<Conference');
  if (reached) await emulator.status((await sessionOf(callSid))?.advisorLegSid ?? '', 'no-answer');
  return reached;
}

describe('a status push against an advisor held for a customer', () => {
  it('does not make them available: the hold keeps its 2 minutes and nobody else gets through', async () => {
    const held = await cappedCall(1002, 2);
    const res = await postStatus(t.app, 1002, AVAILABLE);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ agentId: 1002, signedIn: 'Y', onACall: 'Y' });
    expect(await advisorRow(1002)).toMatchObject({ signedIn: true, onACall: true, availTime: 120 });
    expect(await openHoldOf(1002)).toHaveLength(1);
    expect(await anotherCallerReaches(1002)).toBe(false);
    await held.timers.run(held.hold.until);
  });

  it('may sign them out, and the hold still runs to its end', async () => {
    const held = await cappedCall(1003, 2);
    const res = await postStatus(t.app, 1003, OFFLINE);
    expect(res.json()).toEqual({ agentId: 1003, signedIn: 'N', onACall: 'Y' });
    expect(await advisorRow(1003)).toMatchObject({ signedIn: false, onACall: true, availTime: 120 });
    expect((await openHoldOf(1003))[0]?.until).toEqual(held.hold.until);
    expect(await held.timers.run(new Date(held.hold.until.getTime() - 1))).toMatchObject({ released: 0 });
    expect(await held.timers.run(held.hold.until)).toMatchObject({ released: 1 });
    expect(await advisorRow(1003)).toMatchObject({ signedIn: false, onACall: false });
  });

  it('applies in full once the hold has ended', async () => {
    const held = await cappedCall(1004, 2);
    await held.timers.run(held.hold.until);
    await postStatus(t.app, 1004, { ...AVAILABLE, onACall: true, bridged: true, availTime: 300 });
    expect(await advisorRow(1004)).toMatchObject({ onACall: true, availTime: 300 });
  });
});

describe('a status push against an advisor on a call of ours', () => {
  it('does not free them for another caller, and the call ends with its own settlement', async () => {
    const c = await caller(4);
    const { legSid } = await bridged(c.from, 1005);
    const res = await postStatus(t.app, 1005, AVAILABLE);
    expect(res.json()).toEqual({ agentId: 1005, signedIn: 'Y', onACall: 'Y' });
    expect(await advisorRow(1005)).toMatchObject({ onACall: true, availTime: 240 });
    expect(await anotherCallerReaches(1005)).toBe(false);
    await emulator.status(legSid, 'completed');
    expect(await advisorRow(1005)).toMatchObject({ onACall: false });
  });
});

describe('races of a push against our own writes', () => {
  it('a push racing the settlement that holds the advisor never ends the hold', async () => {
    for (const agentId of [1006, 1007, 1008, 1009]) {
      const call = await callAtItsCap(agentId, 2);
      const [settled, pushed] = await Promise.all([
        call.timers.run(call.capAt),
        postStatus(t.app, agentId, AVAILABLE),
      ]);
      expect(settled).toMatchObject({ capped: 1 });
      expect(pushed.statusCode).toBe(200);
      const [hold] = await openHoldOf(agentId);
      expect(hold?.callSid).toBe(call.callSid);
      expect(await advisorRow(agentId)).toMatchObject({ signedIn: true, onACall: true, availTime: 120 });
      expect(await anotherCallerReaches(agentId)).toBe(false);
      await call.timers.run(hold?.until ?? new Date());
    }
  });

  it('a push racing a connection never frees the advisor the call just took', async () => {
    for (const agentId of [1010, 1011, 1012]) {
      const c = await caller(3);
      const [call, pushed] = await Promise.all([
        bridged(c.from, agentId),
        postStatus(t.app, agentId, AVAILABLE),
      ]);
      expect(pushed.statusCode).toBe(200);
      expect(await advisorRow(agentId)).toMatchObject({ onACall: true, availTime: 180 });
      await emulator.status(call.legSid, 'no-answer');
    }
  });
});

describe('the status simulator', () => {
  it('leaves alone the advisors on a call of ours, held, or signed in to the console', async () => {
    const feed = await db
      .select({ agentId: advisors.agentId })
      .from(advisors)
      .orderBy(advisors.sortOrder, advisors.agentId);
    const [first, second, third, fourth] = feed.map((row) => row.agentId);
    if (!first || !second || !third || !fourth) throw new Error('the demo has fewer than four advisors');
    const held = await cappedCall(first, 2);
    const c = await caller(5);
    const live = await bridged(c.from, second);
    await signedInAdvisor(t.app, db, third);
    const before = await Promise.all([first, second, third].map(advisorRow));
    const untouched = await advisorRow(fourth);

    // Dice of 0 pick the first advisor of the list each tick: before the fix, the held one.
    const service = createAdvisorsService(db);
    const simulator = startStatusSimulator({ service, log: t.app.log, intervalMs: 5, random: () => 0 });
    try {
      await expect
        .poll(async () => (await advisorRow(fourth))?.updatedAt.getTime(), { timeout: 5_000 })
        .not.toBe(untouched?.updatedAt.getTime());
    } finally {
      await simulator.stop();
    }
    expect(await Promise.all([first, second, third].map(advisorRow))).toEqual(before);
    await held.timers.run(held.hold.until);
    await emulator.status(live.legSid, 'no-answer');
  });
});
