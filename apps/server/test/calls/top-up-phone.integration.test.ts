import { callSessions, creditUsage, savedPaypalAccounts } from '@app/db/schema';
import { en } from '@app/shared/messages/en';
import { fr } from '@app/shared/messages/fr';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInAdvisor } from '../helpers/advisors.ts';
import { useBridgedCalls } from '../helpers/bridged-calls.ts';
import { balanceAndLedger } from '../helpers/payments.ts';
import { limitTopUps, saveAccount, topUpsOf, vaultHook } from '../helpers/top-ups.ts';

/**
 * Top-ups during a bridged call (issue 40), through signed webhooks, the emulated Calls API and the
 * emulated PayPal vault: star out of the conference, 1 to add the customer's bundle, back in with the
 * cap moved; the automatic top-up at the warning; declines, limits and a caller who never comes back.
 */
const { t, line, emulator, caller, bridged, sessionOf, advisorRow, timersOf } = useBridgedCalls({
  callBridge: 'conference',
});

const voice = en.calls.voice;
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((out, [name, value]) => out.replaceAll(`{{${name}}}`, String(value)), text);

/** A caller with `minutes` and a saved PayPal account, talking to `agentId` (the advisor answered). */
async function talking(
  agentId: number,
  minutes = 3,
  options: { autoTopUp?: boolean; language?: 'en' | 'fr' } = {},
) {
  const c = await caller(minutes, options.language);
  const tokenId = await saveAccount(t.app, t.db, c.id, { autoTopUp: options.autoTopUp ?? false });
  const call = await bridged(c.from, agentId, options.language);
  await emulator.status(call.legSid, 'in-progress');
  return { ...c, ...call, tokenId };
}

/** The caller presses star: their <Dial> ends while they stay on the line. */
const star = (callSid: string, path = '/api/telephony/dial-complete') =>
  line.post(path, {
    CallSid: callSid,
    DialCallStatus: 'completed',
    DialCallDuration: '0',
    CallStatus: 'in-progress',
  });

const press = (callSid: string, digits: string, round = 0, lang = '') =>
  line.post(`/api/telephony/top-up?round=${round}${lang}`, { CallSid: callSid, Digits: digits });

describe('a caller with a saved PayPal account', () => {
  it('may step out with star, the conference outliving them; without one, the call is as before', async () => {
    const { callSid, twiml, legSid } = await talking(1002);
    expect(twiml).toContain('hangupOnStar="true"');
    expect(twiml).toContain('endConferenceOnExit="false"');
    expect((await sessionOf(callSid))?.topUpOffered).toBe(true);

    const plain = await caller(3);
    const other = await bridged(plain.from, 1003);
    expect(other.twiml).not.toContain('hangupOnStar');
    expect(other.twiml).toContain('endConferenceOnExit="true"');
    await emulator.status(other.legSid, 'no-answer');
    await emulator.status(legSid, 'completed');
  });

  it('hears the offer at the warning, then star, 1: charged once, 12 more minutes, the cap and the advisor leg moved', async () => {
    const c = await talking(1004);
    const before = await sessionOf(c.callSid);
    const timers = timersOf();
    await timers.run(before?.warnAt ?? new Date(Number.NaN));
    const warning = (await emulator.log()).find(
      (entry) => entry.op === 'participant.announce' && entry.callSid === c.callSid,
    );
    expect(warning?.twiml).toContain(fill(voice.topUpOffer_other, { minutes: 12, amount: '$28.74' }));

    const menu = await star(c.callSid);
    expect(menu.body).toContain('action="/api/telephony/top-up?round=0"');
    expect(menu.body).toContain(fill(voice.topUpMenu_other, { minutes: 12, amount: '$28.74' }));
    expect((await emulator.log()).some((e) => e.op === 'participant.hold' && e.callSid === c.legSid)).toBe(
      true,
    );
    expect((await sessionOf(c.callSid))?.onHoldSince).not.toBeNull();
    // The advisor's console says why they hear hold music.
    const advisor = await signedInAdvisor(t.app, t.db, 1004);
    const consoleNow = () =>
      t.app.inject({ method: 'GET', url: '/api/advisor/1004', headers: { cookie: advisor.cookie } });
    expect((await consoleNow()).json().status).toMatchObject({ onACall: true, toppingUp: true });

    const back = await press(c.callSid, '1');
    expect(back.body).toContain(fill(voice.toppedUp_other, { minutes: 12 }));
    expect(back.body).toContain(`>call-${c.callSid}</Conference>`);
    expect(back.body).toContain('hangupOnStar="true"');
    const after = await sessionOf(c.callSid);
    expect(after).toMatchObject({ reservedMinutes: 15, topUpRound: 1, onHoldSince: null, warnedAt: null });
    const moved = (after?.capAt?.getTime() ?? 0) - (before?.capAt?.getTime() ?? 0);
    expect(moved).toBeGreaterThanOrEqual(12 * 60_000);
    expect(moved).toBeLessThan(12 * 60_000 + 5_000);
    expect(after?.warnAt?.getTime()).toBe((after?.capAt?.getTime() ?? 0) - 60_000);
    expect(await topUpsOf(t.db, c.callSid)).toEqual([
      expect.objectContaining({
        kind: 'key',
        status: 'completed',
        minutes: 12,
        totalCents: 2874,
        orderStatus: 'completed',
      }),
    ]);
    expect((await balanceAndLedger(t.db, c.id)).credits).toBe(15);
    const log = await emulator.log();
    expect(log.some((e) => e.op === 'participant.unhold' && e.callSid === c.legSid)).toBe(true);
    const limit = log.find((e) => e.op === 'call.time-limit' && e.callSid === c.legSid) as {
      timeLimit?: number;
    };
    expect(limit?.timeLimit).toBeGreaterThanOrEqual(15 * 60);
    const toAdvisor = log.find(
      (e) => e.op === 'participant.announce' && e.callSid === c.legSid && e.url?.includes('topped-up'),
    );
    expect(toAdvisor?.twiml).toContain(fill(voice.toppedUp_other, { minutes: 12 }));
    // The advisor's busy time in the feed follows the new end; the console no longer says "hold".
    expect((await advisorRow(1004))?.availTime).toBeGreaterThan(14 * 60);
    expect((await consoleNow()).json().status).toMatchObject({ onACall: true, toppingUp: false });

    // The same key-press replayed (a retry without Twilio's token), and twice more at once: nothing more.
    const replays = await Promise.all([press(c.callSid, '1'), press(c.callSid, '1'), press(c.callSid, '1')]);
    for (const replay of replays) expect(replay.statusCode).toBe(200);
    expect(await topUpsOf(t.db, c.callSid)).toHaveLength(1);
    expect((await sessionOf(c.callSid))?.reservedMinutes).toBe(15);
    expect((await balanceAndLedger(t.db, c.id)).credits).toBe(15);
    await emulator.status(c.legSid, 'completed');
  });

  it('bills the talk, not the time on hold in the menu', async () => {
    const c = await talking(1005, 5);
    await emulator.advance(90);
    await star(c.callSid);
    // Forty seconds in the menu (the advisor on hold), then any other key: back, nothing charged.
    await t.db
      .update(callSessions)
      .set({ onHoldSince: new Date(Date.now() - 40_000) })
      .where(eq(callSessions.callSid, c.callSid));
    const capBefore = (await sessionOf(c.callSid))?.capAt?.getTime() ?? 0;
    const back = await press(c.callSid, '9');
    expect(back.body).toContain(`>call-${c.callSid}</Conference>`);
    const resumed = await sessionOf(c.callSid);
    expect(resumed?.heldSeconds).toBeGreaterThanOrEqual(40);
    expect((resumed?.capAt?.getTime() ?? 0) - capBefore).toBeGreaterThanOrEqual(40_000);
    expect(await topUpsOf(t.db, c.callSid)).toEqual([]);
    await emulator.advance(40 + 20);
    await emulator.status(c.legSid, 'completed');
    // 150 s on the advisor's leg, 40 of them on hold: 110 s talked, 2 minutes billed.
    const [usage] = await t.db.select().from(creditUsage).where(eq(creditUsage.callSid, c.callSid));
    expect(usage?.minutesUsed).toBe(2);
    expect(usage?.durationSeconds).toBeLessThanOrEqual(110);
    expect((await balanceAndLedger(t.db, c.id)).credits).toBe(3);
  });

  it('rejoins unchanged after a decline, and forgets an account PayPal no longer accepts', async () => {
    const c = await talking(1006);
    await vaultHook(t.app, c.tokenId, 'decline');
    await star(c.callSid);
    const declined = await press(c.callSid, '1');
    expect(declined.body).toContain(voice.topUpDeclined);
    expect(declined.body).toContain(voice.backToReading);
    expect(declined.body).toContain(`>call-${c.callSid}</Conference>`);
    expect(await topUpsOf(t.db, c.callSid)).toEqual([
      expect.objectContaining({ status: 'declined', reason: 'INSTRUMENT_DECLINED', orderStatus: 'failed' }),
    ]);
    expect((await sessionOf(c.callSid))?.reservedMinutes).toBe(3);
    expect((await balanceAndLedger(t.db, c.id)).credits).toBe(3);
    await emulator.status(c.legSid, 'completed');

    const d = await talking(1007);
    await vaultHook(t.app, d.tokenId, 'invalidate');
    await star(d.callSid);
    expect((await press(d.callSid, '1')).body).toContain(voice.topUpUnusable);
    expect(
      await t.db.select().from(savedPaypalAccounts).where(eq(savedPaypalAccounts.customerId, d.id)),
    ).toEqual([]);
    await emulator.status(d.legSid, 'completed');
  });

  it('says which limit refuses a top-up, and lets a call add no more than its per-call limit', async () => {
    const c = await talking(1008);
    await limitTopUps(t.db, c.id, 5000);
    await star(c.callSid);
    expect((await press(c.callSid, '1')).body).toContain(fill(voice.toppedUp_other, { minutes: 12 }));
    await star(c.callSid, '/api/telephony/dial-complete?leg=1');
    const refused = await press(c.callSid, '1', 1);
    expect(refused.body).toContain(
      fill(en.spendingLimits.refused.perCallTopUp, { limit: 'CA$50.00', spent: 'CA$28.74' }),
    );
    expect(await topUpsOf(t.db, c.callSid)).toEqual([
      expect.objectContaining({ status: 'completed' }),
      expect.objectContaining({ status: 'refused' }),
    ]);
    const refusedAt = await sessionOf(c.callSid);
    expect(refusedAt?.reservedMinutes).toBe(15);
    // Nothing more may be added: the cap ends the call as today, and all 15 minutes are billed.
    await emulator.advance(15 * 60);
    await timersOf().run(refusedAt?.capAt ?? new Date(Number.NaN));
    expect((await sessionOf(c.callSid))?.cappedAt).not.toBeNull();
    expect((await emulator.log()).some((e) => e.op === 'call.end' && e.callSid === c.legSid)).toBe(true);
    const [usage] = await t.db.select().from(creditUsage).where(eq(creditUsage.callSid, c.callSid));
    expect(usage?.minutesUsed).toBe(15);
    expect((await balanceAndLedger(t.db, c.id)).credits).toBe(0);
  });

  it('tops up once by itself at one minute left when the customer chose it, announced to both', async () => {
    const c = await talking(1009, 3, { autoTopUp: true });
    const timers = timersOf();
    const before = await sessionOf(c.callSid);
    await timers.run(before?.warnAt ?? new Date(Number.NaN));
    expect((await sessionOf(c.callSid))?.topUpRound).toBe(1);
    const log = await emulator.log();
    const redirect = log.find((e) => e.op === 'call.redirect' && e.callSid === c.callSid);
    expect(redirect?.url).toBe('http://localhost:3000/api/telephony/rejoin?added=12');
    expect(redirect?.twiml).toContain(fill(voice.toppedUp_other, { minutes: 12 }));
    expect(redirect?.twiml).toContain(`>call-${c.callSid}</Conference>`);
    // The caller was never told "one minute remaining": the top-up came instead.
    expect(log.some((e) => e.op === 'participant.announce' && e.callSid === c.callSid)).toBe(false);
    const after = await sessionOf(c.callSid);
    expect(after).toMatchObject({ reservedMinutes: 15, topUpRound: 1, warnedAt: null, status: 'dialing' });
    expect(await topUpsOf(t.db, c.callSid)).toEqual([
      expect.objectContaining({ kind: 'auto', status: 'completed' }),
    ]);

    // The next warning offers star, never a second automatic top-up.
    await timers.run(after?.warnAt ?? new Date(Number.NaN));
    const second = (await emulator.log()).find(
      (e) => e.op === 'participant.announce' && e.callSid === c.callSid,
    );
    expect(second?.twiml).toContain(fill(voice.topUpOffer_other, { minutes: 12, amount: '$28.74' }));
    expect(await topUpsOf(t.db, c.callSid)).toHaveLength(1);
    await emulator.status(c.legSid, 'completed');
  });

  it('ends a caller who never comes back from the menu as at the cap, the advisor leg with them', async () => {
    const c = await talking(1010, 4);
    await star(c.callSid);
    const since = (await sessionOf(c.callSid))?.onHoldSince ?? new Date(Number.NaN);
    const timers = timersOf();
    // The cap does not come while the caller is in the menu; the hold's limit does.
    await timers.run(new Date(since.getTime() + 89_000));
    expect((await sessionOf(c.callSid))?.cappedAt).toBeNull();
    await emulator.advance(60);
    await timers.run(new Date(since.getTime() + 90_000));
    expect((await sessionOf(c.callSid))?.cappedAt).not.toBeNull();
    const log = await emulator.log();
    expect(log.some((e) => e.op === 'call.end' && e.callSid === c.legSid)).toBe(true);
    expect((await sessionOf(c.callSid))?.status).toBe('completed');
  });

  it('speaks the top-up in French to a French caller', async () => {
    const c = await talking(1011, 3, { language: 'fr' });
    const menu = await star(c.callSid, '/api/telephony/dial-complete?lang=fr');
    expect(menu.body).toContain('action="/api/telephony/top-up?round=0&amp;lang=fr"');
    expect(menu.body).toContain(
      fill(fr.calls.voice.topUpMenu_other, { minutes: 12, amount: '28,74\u00a0$' }),
    );
    const back = await press(c.callSid, '1', 0, '&lang=fr');
    expect(back.body).toContain(fill(fr.calls.voice.toppedUp_other, { minutes: 12 }));
    await emulator.status(c.legSid, 'completed');
  });
});
