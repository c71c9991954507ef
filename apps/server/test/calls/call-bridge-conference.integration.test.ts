import { advisors, creditLedger, creditUsage } from '@app/db/schema';
import { BRAND } from '@app/shared/brand';
import { en } from '@app/shared/messages/en';
import { fr } from '@app/shared/messages/fr';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { twilioSignature } from '../../src/adapters/twilio-signature.ts';
import { DEV_TWILIO_AUTH_TOKEN } from '../../src/env.ts';
import { useBridgedCalls } from '../helpers/bridged-calls.ts';
import { balanceAndLedger, newCallSid } from '../helpers/payments.ts';

/**
 * A call bridged in a conference, through signed webhooks and the emulated Calls and
 * Conferences API — the advisor's leg added, answered, warned a minute before the cap, ended at it with
 * a goodbye, and billed by its own length exactly once. The reserve after the cap: call-bridge-reserve.
 */
const { t, line, emulator, caller, bridged, sessionOf, advisorRow } = useBridgedCalls({
  callBridge: 'conference',
});

async function usageOf(callSid: string) {
  return (await t.db.select().from(creditUsage).where(eq(creditUsage.callSid, callSid)))[0];
}

describe('a call bridged in a conference', () => {
  it('waits in a conference named after the call while the Calls API rings the advisor, whose number stays hidden', async () => {
    const c = await caller(3);
    const [advisor] = await t.db.select().from(advisors).where(eq(advisors.agentId, 1002));
    const { callSid, twiml, legSid } = await bridged(c.from, 1002);
    expect(twiml).toContain(
      `<Conference startConferenceOnEnter="false" endConferenceOnExit="true" beep="false">call-${callSid}</Conference>`,
    );
    expect(twiml).toContain('action="/api/telephony/dial-complete"');
    expect(twiml).not.toContain('<Number>');
    expect(twiml).not.toContain(advisor?.phoneNumber ?? 'unreachable');
    const created = (await emulator.log()).find((entry) => entry.callSid === legSid);
    expect(created).toMatchObject({ op: 'participant.create', to: advisor?.phoneNumber });
    // Busy in the feed from the reservation on, as with a plain dial.
    const [busy] = await t.db.select().from(advisors).where(eq(advisors.agentId, 1002));
    expect(busy?.onACall).toBe(true);
    await emulator.status(legSid, 'no-answer');
  });

  it('schedules the warning a minute before the cap, from the second the advisor answered, and plays it then', async () => {
    const c = await caller(3);
    const { callSid, legSid } = await bridged(c.from, 1003);
    expect((await sessionOf(callSid))?.warnAt).toBeNull();
    await emulator.status(legSid, 'in-progress');
    const session = await sessionOf(callSid);
    const answeredAt = session?.answeredAt?.getTime() ?? Number.NaN;
    expect(session?.warnAt?.getTime()).toBe(answeredAt + 2 * 60_000);
    expect(session?.capAt?.getTime()).toBe(answeredAt + 3 * 60_000);

    // One millisecond early: nothing; at the second: the caller's words and the advisor's tone, once.
    const timers = t.app.callTimers;
    if (!timers) throw new Error('call timers are off');
    const warnAt = session?.warnAt ?? new Date(Number.NaN);
    expect(await timers.run(new Date(warnAt.getTime() - 1))).toMatchObject({ warned: 0, capped: 0 });
    expect(await timers.run(warnAt)).toMatchObject({ warned: 1, capped: 0 });
    expect(await timers.run(new Date(warnAt.getTime() + 1000))).toMatchObject({ warned: 0, capped: 0 });
    const announced = (await emulator.log()).filter(
      (entry) => entry.op === 'participant.announce' && entry.conferenceSid === session?.conferenceSid,
    );
    expect(announced).toHaveLength(2);
    const toCaller = announced.find((entry) => entry.callSid === callSid);
    expect(toCaller?.twiml).toContain(`>${en.calls.voice.oneMinuteLeft}</Say>`);
    expect(toCaller?.url).toBe('http://localhost:3000/api/telephony/announce?kind=warning');
    expect(announced.find((entry) => entry.callSid === legSid)?.twiml).toContain('<Play digits="9"/>');
    await emulator.status(legSid, 'completed');
  });

  it('ends the call at the cap with the goodbye and bills the minutes reserved', async () => {
    const c = await caller(2);
    const { callSid, legSid } = await bridged(c.from, 1004);
    await emulator.status(legSid, 'in-progress');
    const session = await sessionOf(callSid);
    const capAt = session?.capAt ?? new Date(Number.NaN);
    await emulator.advance(120);
    const timers = t.app.callTimers;
    if (!timers) throw new Error('call timers are off');
    // Both are due: the goodbye alone is played, never a late warning.
    expect(await timers.run(capAt)).toMatchObject({ warned: 0, capped: 1 });
    const redirect = (await emulator.log()).find(
      (entry) => entry.op === 'call.redirect' && entry.callSid === callSid,
    );
    expect(redirect?.url).toBe('http://localhost:3000/api/telephony/call-end?kind=cap');
    expect(redirect?.twiml).toContain(
      `>${en.calls.voice.timeUp.replace('{{product}}', BRAND.productName)}</Say><Hangup/>`,
    );
    // The conference ended with the caller; the advisor's leg reported its 120 s, billed 2 minutes.
    const usage = await usageOf(callSid);
    expect(usage).toMatchObject({ minutesUsed: 2, durationSeconds: 120 });
    expect(usage?.callStart.getTime()).toBe(session?.answeredAt?.getTime());
    expect(await balanceAndLedger(t.db, c.id)).toEqual({ credits: 0, ledger: 0 });
    // The advisor is held for this customer (the reserve), not freed.
    const [advisor] = await t.db.select().from(advisors).where(eq(advisors.agentId, 1004));
    expect(advisor).toMatchObject({ onACall: true, availTime: 120 });
    // The caller's <Dial> action comes last: already billed, nothing more.
    const done = await line.post('/api/telephony/dial-complete', {
      CallSid: callSid,
      DialCallStatus: 'completed',
      DialCallDuration: '150',
    });
    expect(done.body).toContain('<Hangup/>');
    expect(await balanceAndLedger(t.db, c.id)).toEqual({ credits: 0, ledger: 0 });
  });

  it('speaks the warning and the goodbye in French to a French caller', async () => {
    const c = await caller(2, 'fr');
    const { callSid, legSid } = await bridged(c.from, 1005, 'fr');
    await emulator.status(legSid, 'in-progress');
    const session = await sessionOf(callSid);
    const timers = t.app.callTimers;
    if (!timers) throw new Error('call timers are off');
    await timers.run(session?.warnAt ?? new Date(Number.NaN));
    await emulator.advance(120);
    await timers.run(session?.capAt ?? new Date(Number.NaN));
    const log = (await emulator.log()).filter((entry) => entry.callSid === callSid);
    expect(log.find((entry) => entry.op === 'participant.announce')?.twiml).toContain(
      `language="fr-CA">${fr.calls.voice.oneMinuteLeft}</Say>`,
    );
    expect(log.find((entry) => entry.op === 'call.redirect')?.twiml).toContain(
      fr.calls.voice.timeUp.replace('{{product}}', BRAND.productName),
    );
  });

  it.each([
    [59, 1, 1],
    [60, 1, 0],
    [61, 2, 0],
    [125, 3, 0],
  ])(
    'bills a call of %i s by started minutes of the advisor’s leg: %i (%i credited back)',
    async (seconds, billed, credited) => {
      const c = await caller(10);
      const { callSid, legSid } = await bridged(c.from, 1006);
      await emulator.status(legSid, 'in-progress');
      await emulator.advance(seconds);
      await emulator.status(legSid, 'completed');
      expect(await usageOf(callSid)).toMatchObject({ minutesUsed: billed, durationSeconds: seconds });
      expect(await balanceAndLedger(t.db, c.id)).toEqual({
        credits: 10 - billed + credited,
        ledger: 10 - billed + credited,
      });
    },
  );

  it('bills once when the leg’s callback and the caller’s dial-complete arrive together', async () => {
    const c = await caller(10);
    const { callSid, legSid } = await bridged(c.from, 1002);
    await emulator.status(legSid, 'in-progress');
    await emulator.advance(125);
    // The leg ends at Twilio but its callback is lost; then the callback (a retry) and the caller's
    // <Dial> action race: one of them bills, from the leg's length, never the caller's 200 s.
    await emulator.status(legSid, 'completed', { lostCallback: true });
    const legPath = `/api/telephony/advisor-leg?call=${callSid}`;
    const legParams = { CallSid: legSid, CallStatus: 'completed', CallDuration: '125' };
    const [legRes, dialRes] = await Promise.all([
      line.post(legPath, legParams),
      line.post('/api/telephony/dial-complete', {
        CallSid: callSid,
        DialCallStatus: 'completed',
        DialCallDuration: '200',
      }),
    ]);
    expect([legRes.statusCode, dialRes.statusCode]).toEqual([200, 200]);
    expect(await usageOf(callSid)).toMatchObject({ minutesUsed: 3, durationSeconds: 125 });
    const debits = await t.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.customerId, c.id), eq(creditLedger.kind, 'call_usage')));
    expect(debits).toHaveLength(1);
    expect(await balanceAndLedger(t.db, c.id)).toEqual({ credits: 7, ledger: 7 });
  });

  it('bills from the leg’s record when only the caller’s dial-complete arrives', async () => {
    const c = await caller(10);
    const { callSid, legSid } = await bridged(c.from, 1003);
    await emulator.status(legSid, 'in-progress');
    await emulator.advance(61);
    await emulator.status(legSid, 'completed', { lostCallback: true });
    await line.post('/api/telephony/dial-complete', {
      CallSid: callSid,
      DialCallStatus: 'completed',
      DialCallDuration: '90',
    });
    expect(await usageOf(callSid)).toMatchObject({ minutesUsed: 2, durationSeconds: 61 });
  });

  it('is billed by the reconciliation job from the leg’s record when every callback was lost', async () => {
    const c = await caller(4);
    const { callSid, legSid } = await bridged(c.from, 1006);
    await emulator.status(legSid, 'in-progress', { lostCallback: true });
    await emulator.advance(95);
    const session = await sessionOf(callSid);
    // While the leg is live at Twilio nothing is settled; once it has ended, its 95 s bill 2 minutes.
    const later = new Date((session?.dialStartedAt?.getTime() ?? 0) + 10 * 60_000);
    expect((await t.app.reconciliation.run(later)).calls).toMatchObject({ settled: 0, stillLive: 1 });
    await emulator.status(legSid, 'completed', { lostCallback: true });
    const afterClaim = new Date(later.getTime() + 3 * 60_000);
    expect((await t.app.reconciliation.run(afterClaim)).calls).toMatchObject({ settled: 1 });
    expect(await usageOf(callSid)).toMatchObject({ minutesUsed: 2, durationSeconds: 95 });
    expect(await balanceAndLedger(t.db, c.id)).toEqual({ credits: 2, ledger: 2 });
  });

  it('a caller who hangs up while the advisor’s phone rings stops the ringing and pays nothing', async () => {
    const c = await caller(5);
    const { callSid, legSid } = await bridged(c.from, 1005);
    const gone = await line.post('/api/telephony/dial-complete', {
      CallSid: callSid,
      DialCallStatus: 'completed',
      DialCallDuration: '12',
    });
    expect(gone.statusCode).toBe(200);
    expect((await emulator.log()).some((entry) => entry.op === 'call.end' && entry.callSid === legSid)).toBe(
      true,
    );
    expect((await sessionOf(callSid))?.status).toBe('not_connected');
    expect(await usageOf(callSid)).toBeUndefined();
    expect((await advisorRow(1005))?.onACall).toBe(false);
    // The canceled leg's callback came after the settlement: nobody is redirected to "not connected".
    expect(
      (await emulator.log()).some((entry) => entry.op === 'call.redirect' && entry.callSid === callSid),
    ).toBe(false);
    expect(await balanceAndLedger(t.db, c.id)).toEqual({ credits: 5, ledger: 5 });
  });

  it('an advisor who never answers costs nothing, frees the advisor and tells the waiting caller', async () => {
    const c = await caller(5);
    const { callSid, legSid } = await bridged(c.from, 1004);
    await emulator.status(legSid, 'no-answer');
    expect(await usageOf(callSid)).toBeUndefined();
    expect((await sessionOf(callSid))?.status).toBe('not_connected');
    const [advisor] = await t.db.select().from(advisors).where(eq(advisors.agentId, 1004));
    expect(advisor?.onACall).toBe(false);
    const redirect = (await emulator.log()).find(
      (entry) => entry.op === 'call.redirect' && entry.callSid === callSid,
    );
    expect(redirect?.twiml).toContain(en.calls.voice.notConnected);
    expect(await balanceAndLedger(t.db, c.id)).toEqual({ credits: 5, ledger: 5 });
  });

  it('refuses unsigned leg callbacks and bad timer inputs', async () => {
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/telephony/advisor-leg?call=CA1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'CallSid=CA2&CallStatus=completed&CallDuration=60',
    });
    expect(unsigned.statusCode).toBe(403);
    const params = { CallSid: 'CA2', CallStatus: 'completed' };
    const noCall = await t.app.inject({
      method: 'POST',
      url: '/api/telephony/advisor-leg',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': twilioSignature(
          DEV_TWILIO_AUTH_TOKEN,
          'http://localhost:3000/api/telephony/advisor-leg',
          params,
        ),
      },
      payload: new URLSearchParams(params).toString(),
    });
    expect(noCall.statusCode).toBe(400);
    const badKind = await line.post('/api/telephony/announce?kind=shout', { CallSid: 'CA3' });
    expect(badKind.statusCode).toBe(400);
    // The demo's clock for a call: only a call's own moments, only a bridged and answered call.
    const noMoment = await t.app.inject({
      method: 'POST',
      url: '/api/dev/call-timers',
      payload: { callSid: newCallSid(), moment: 'warning' },
    });
    expect(noMoment.statusCode).toBe(404);
    const badMoment = await t.app.inject({
      method: 'POST',
      url: '/api/dev/call-timers',
      payload: { callSid: newCallSid(), moment: 'noon' },
    });
    expect(badMoment.statusCode).toBe(400);
    // The emulator's Calls API asks for its credentials, as Twilio's does.
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/dev/twilio/2010-04-01/Accounts/ACemulator/Calls/CA1.json',
      payload: { Url: 'http://localhost:3000/x' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('a one-minute call', () => {
  it('gets no warning (the greeting said one minute), only the goodbye at the cap', async () => {
    const c = await caller(1);
    const { callSid, legSid } = await bridged(c.from, 1005);
    await emulator.status(legSid, 'in-progress');
    const session = await sessionOf(callSid);
    expect(session?.warnAt).toBeNull();
    expect(session?.capAt?.getTime()).toBe((session?.answeredAt?.getTime() ?? 0) + 60_000);
    await emulator.advance(60);
    const timers = t.app.callTimers;
    expect(await timers?.run(session?.capAt ?? new Date())).toMatchObject({ warned: 0, capped: 1 });
    expect(await usageOf(callSid)).toMatchObject({ minutesUsed: 1, durationSeconds: 60 });
  });
});
