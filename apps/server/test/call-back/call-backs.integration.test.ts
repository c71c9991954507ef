import { advisorHolds, advisors, creditUsage } from '@app/db/schema';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../helpers/build-test-app.ts';
import { balanceAndLedger } from '../helpers/payments.ts';
import { grantMinutes } from '../helpers/staff.ts';
import { useCallBackLine } from './helpers.ts';

/**
 * Calling the line back (issue 41): when the advisor's call ends the first in line is called through the
 * Calls API, once; answered by a person, they are bridged to the advisor held for them and billed like
 * any call; no answer, a voicemail or too few minutes skip them with a text and call the next; the
 * reserve after a cap comes first; an advisor going offline empties the line; a place expires.
 */
const { t, emulator, busy, customer, join, placesOf, textsTo, outbound, answer, sessionOf, timersOf } =
  useCallBackLine();

/** Advisor `agentId` busy, then `count` customers in their line (in order). */
async function lineOf(agentId: number, count: number, minutes = 10) {
  const call = await busy(agentId);
  const people = [];
  for (let i = 0; i < count; i++) {
    const who = await customer(minutes);
    expect((await join(agentId, who)).statusCode).toBe(201);
    people.push(who);
  }
  return { call, people };
}

const callsTo = async (phone: string | undefined) => (await outbound()).filter((entry) => entry.to === phone);
const holdOf = async (agentId: number) =>
  (
    await t.db
      .select()
      .from(advisorHolds)
      .where(and(eq(advisorHolds.agentId, agentId), isNull(advisorHolds.releasedAt)))
  )[0];

describe('the call back', () => {
  it('calls the first in line once when the call ends, bridges them on answer, and bills the call like any other', async () => {
    const { call, people } = await lineOf(1002, 2);
    const [first, second] = people;
    await emulator.status(call.legSid, 'completed');
    console.log(
      'DBG',
      JSON.stringify(await placesOf(1002)),
      JSON.stringify((await emulator.log()).slice(-5)),
    );
    // One outbound call, to the first; the advisor held for them (busy in the feed), the second waits.
    const placed = await callsTo(first?.phone);
    expect(placed).toHaveLength(1);
    expect(await callsTo(second?.phone)).toEqual([]);
    expect((await holdOf(1002))?.customerId).toBe(first?.id);
    const [advisor] = await t.db.select().from(advisors).where(eq(advisors.agentId, 1002));
    expect(advisor?.onACall).toBe(true);
    expect((await placesOf(1002)).map((row) => row.status)).toEqual(['calling', 'waiting']);
    // Another pass places nothing more.
    expect(await t.app.callBackLine.placeDue(new Date(Date.now() + 60_000))).toBe(0);

    const callSid = placed[0]?.callSid ?? '';
    const twiml = await answer(callSid, 'human');
    expect(twiml).toContain('calling you back');
    expect(twiml).toContain(`>call-${callSid}</Conference>`);
    expect((await placesOf(1002)).map((row) => row.status)).toEqual(['connected', 'waiting']);
    // The advisor's leg answers, three minutes are talked: billed 3, as any bridged call.
    const leg = (await sessionOf(callSid))?.advisorLegSid ?? '';
    await emulator.status(leg, 'in-progress');
    await emulator.advance(180);
    await emulator.status(leg, 'completed');
    const [usage] = await t.db.select().from(creditUsage).where(eq(creditUsage.callSid, callSid));
    expect(usage).toMatchObject({ minutesUsed: 3, advisorAgentId: 1002 });
    expect((await balanceAndLedger(t.db, first?.id ?? '')).credits).toBe(7);
    // That call's end calls the next in line.
    expect(await callsTo(second?.phone)).toHaveLength(1);
  });

  it('skips a customer who does not answer or whose voicemail answers, with a text, and calls the next', async () => {
    const { call, people } = await lineOf(1003, 3);
    const [first, second, third] = people;
    await emulator.status(call.legSid, 'completed');
    const ringing = (await callsTo(first?.phone))[0]?.callSid ?? '';
    await emulator.status(ringing, 'no-answer');
    expect((await placesOf(1003)).map((row) => [row.status, row.endedReason])).toEqual([
      ['skipped', 'noAnswer'],
      ['calling', null],
      ['waiting', null],
    ]);
    expect((await textsTo(first?.phone ?? '')).some((m) => m.body.includes('got no answer'))).toBe(true);
    expect((await holdOf(1003))?.customerId).toBe(second?.id);

    const voicemail = (await callsTo(second?.phone))[0]?.callSid ?? '';
    expect(await answer(voicemail, 'machine_start')).toContain('<Hangup/>');
    expect((await placesOf(1003))[1]).toMatchObject({ status: 'skipped', endedReason: 'machine' });
    expect((await textsTo(second?.phone ?? '')).some((m) => m.body.includes('reached voicemail'))).toBe(true);
    expect(await callsTo(third?.phone)).toHaveLength(1);
    expect((await holdOf(1003))?.customerId).toBe(third?.id);
  });

  it('skips a customer with fewer than 5 minutes by the time they are called, saying why', async () => {
    const { call, people } = await lineOf(1004, 1, 5);
    const [first] = people;
    // They spent minutes since joining: 3 left.
    await grantMinutes(t.db, first?.id ?? '', -2);
    await emulator.status(call.legSid, 'completed');
    // Too few minutes when the advisor came free: not even called.
    expect(await callsTo(first?.phone)).toEqual([]);
    expect((await placesOf(1004))[0]).toMatchObject({ status: 'skipped', endedReason: 'minutes' });
    expect((await textsTo(first?.phone ?? '')).some((m) => m.body.includes('fewer than 5 minutes'))).toBe(
      true,
    );
    const [advisor] = await t.db.select().from(advisors).where(eq(advisors.agentId, 1004));
    expect(advisor?.onACall).toBe(false);
  });

  it('lets the reserve after a cap come first: the line is called once the hold ends', async () => {
    const call = await busy(1005, 2);
    const waiting = await customer(10);
    expect((await join(1005, waiting)).statusCode).toBe(201);
    await emulator.advance(120);
    const timers = timersOf();
    const capAt = (await sessionOf(call.callSid))?.capAt ?? new Date();
    await timers.run(capAt);
    // Held for the customer whose minutes ran out, not called back yet.
    expect((await holdOf(1005))?.customerId).toBe(call.id);
    expect(await callsTo(waiting.phone)).toEqual([]);
    // The hold ends unused: now the first in line is called.
    const holdEnd = (await timers.momentOf(call.callSid, 'hold-end')) ?? new Date();
    await timers.run(holdEnd);
    expect(await callsTo(waiting.phone)).toHaveLength(1);
    expect((await holdOf(1005))?.customerId).toBe(waiting.id);
  });

  it('empties the line with a text when the advisor goes offline, and ends a place after 2 hours', async () => {
    const { call, people } = await lineOf(1006, 2);
    await t.db.update(advisors).set({ signedIn: false }).where(eq(advisors.agentId, 1006));
    expect(await t.app.callBackLine.sweep(new Date())).toMatchObject({ cleared: 2 });
    expect((await placesOf(1006)).map((row) => row.status)).toEqual(['cleared', 'cleared']);
    expect((await textsTo(people[0]?.phone ?? '')).some((m) => m.body.includes('has gone offline'))).toBe(
      true,
    );
    expect(await t.app.callBackLine.sweep(new Date())).toMatchObject({ cleared: 0 });
    await t.db.update(advisors).set({ signedIn: true }).where(eq(advisors.agentId, 1006));
    await emulator.status(call.legSid, 'completed');

    const later = await lineOf(1007, 1);
    expect(await t.app.callBackLine.sweep(new Date(Date.now() + 2 * 60 * 60_000 + 1000))).toMatchObject({
      expired: 1,
    });
    expect((await placesOf(1007))[0]?.status).toBe('expired');
    await emulator.status(later.call.legSid, 'completed');
    expect(await callsTo(later.people[0]?.phone)).toEqual([]);
  });

  it('retries a Calls API error with a pause, then skips to the next after the last try', async () => {
    const { call, people } = await lineOf(1008, 2);
    await t.app.inject({ method: 'POST', url: '/dev/twilio/fail-creates', payload: { count: 3 } });
    await emulator.status(call.legSid, 'completed');
    expect((await placesOf(1008))[0]).toMatchObject({ status: 'calling', callSid: null, attempts: 1 });
    // Not before its retry time; then twice more, the last failure skips it.
    const now = Date.now();
    expect(await t.app.callBackLine.placeDue(new Date(now + 1000))).toBe(0);
    await t.app.callBackLine.placeDue(new Date(now + 6_000));
    await t.app.callBackLine.placeDue(new Date(now + 30_000));
    expect((await placesOf(1008))[0]).toMatchObject({ status: 'skipped', endedReason: 'error', attempts: 3 });
    expect(
      (await textsTo(people[0]?.phone ?? '')).some((m) => m.body.includes('could not call you back')),
    ).toBe(true);
    // The advisor went to the next in line, whose call went through.
    expect((await placesOf(1008))[1]?.status).toBe('calling');
    await t.app.callBackLine.placeDue(new Date(now + 60_000));
    expect(await callsTo(people[1]?.phone)).toHaveLength(1);
  });

  it('places a claimed call once when two instances run their passes at once', async () => {
    const { call, people } = await lineOf(1009, 1);
    // The first try fails, so the call is left for the passes; a second instance shares the database.
    await t.app.inject({ method: 'POST', url: '/dev/twilio/fail-creates', payload: { count: 1 } });
    await emulator.status(call.legSid, 'completed');
    const other = await buildApp({ config: testConfig({ callBridge: 'conference' }), database: t.database });
    try {
      await other.ready();
      const later = new Date(Date.now() + 10_000);
      const placed = await Promise.all([
        t.app.callBackLine.placeDue(later),
        other.callBackLine.placeDue(later),
        t.app.callBackLine.placeDue(later),
        other.callBackLine.placeDue(later),
      ]);
      expect(placed.reduce((sum, n) => sum + n, 0)).toBe(1);
      const otherLog = (await other.inject({ method: 'GET', url: '/dev/twilio/log' })).json() as {
        op: string;
      }[];
      const created =
        (await callsTo(people[0]?.phone)).length + otherLog.filter((e) => e.op === 'call.create').length;
      expect(created).toBe(1);
      expect((await placesOf(1009))[0]?.callSid).toMatch(/^CA/);
    } finally {
      await other.close();
    }
  });
});
