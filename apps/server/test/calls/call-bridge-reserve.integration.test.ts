import { advisorHolds } from '@app/db/schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInAdvisor } from '../helpers/advisors.ts';
import { OUR_NUMBER, useBridgedCalls } from '../helpers/bridged-calls.ts';
import { readOutbox } from '../helpers/customers.ts';
import { newCallSid } from '../helpers/payments.ts';
import { grantMinutes } from '../helpers/staff.ts';

/**
 * The reserve after a call bridged in a conference was cut by its cap: the advisor held for the customer
 * a while, a text with a link to buy minutes, and what a call back, another caller or the release find.
 * The bridged call itself: call-bridge-conference.
 */
const { t, line, emulator, caller, bridged, cappedCall, sessionOf, advisorRow } = useBridgedCalls({
  callBridge: 'conference',
});

describe('the reserve after a call cut by its cap', () => {
  it('holds the advisor 2 minutes for the customer, busy for everyone else, and texts a link to buy minutes', async () => {
    const held = await cappedCall(1007, 2);
    expect(held.hold.until.getTime() - held.hold.createdAt.getTime()).toBeGreaterThanOrEqual(119_000);
    expect(held.hold).toMatchObject({ agentId: 1007, customerId: held.id, releasedAt: null });
    expect(await advisorRow(1007)).toMatchObject({ onACall: true, availTime: 120 });

    await t.app.trust.messages.deliverDue();
    const text = (await readOutbox(t.app)).find((m) => m.to === held.from && m.channel === 'sms');
    const name = (await advisorRow(1007))?.name ?? '';
    expect(text?.body).toContain(`${name} is held for you until`);
    expect(text?.body).toContain('http://localhost:3000/purchase');
    expect(text?.body).toContain('1-888-554-8999');

    // Another customer typing that extension hears the advisor is busy.
    const other = await caller(5);
    const callSid = newCallSid();
    await line.post('/api/telephony/voice', { CallSid: callSid, From: other.from, To: OUR_NUMBER });
    const refused = await line.post('/api/telephony/extension', { CallSid: callSid, Digits: '1007' });
    expect(refused.body).toContain(`${name} is on another call`);
    expect(refused.body).not.toContain('<Conference');

    // The advisor's console says why they are still busy, and until when.
    const advisor = await signedInAdvisor(t.app, t.db, 1007);
    const consoleRes = await t.app.inject({
      method: 'GET',
      url: '/api/advisor/1007',
      headers: { cookie: advisor.cookie, origin: 'http://localhost:3000' },
    });
    expect(consoleRes.json().status).toMatchObject({
      onACall: true,
      heldUntil: held.hold.until.toISOString(),
    });
    await held.timers.run(held.hold.until);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/advisor/1007',
      headers: { cookie: advisor.cookie, origin: 'http://localhost:3000' },
    });
    expect(after.json().status).toMatchObject({ onACall: false, heldUntil: null });
  });

  it('a call back within the 2 minutes, after buying, reaches the same advisor directly', async () => {
    const held = await cappedCall(1009, 2);
    await grantMinutes(t.db, held.id, 10);
    const callSid = newCallSid();
    const back = await line.post('/api/telephony/voice', {
      CallSid: callSid,
      From: held.from,
      To: OUR_NUMBER,
    });
    const name = (await advisorRow(1009))?.name ?? '';
    expect(back.body).toContain(
      `Welcome back Chloé Bouchard. You have 10 minutes available. ${name} waited for you.`,
    );
    expect(back.body).toContain(
      `<Conference startConferenceOnEnter="false" endConferenceOnExit="true" beep="false">call-${callSid}</Conference>`,
    );
    expect(back.body).not.toContain('<Gather');
    const session = await sessionOf(callSid);
    expect(session).toMatchObject({ status: 'dialing', advisorAgentId: 1009, reservedMinutes: 10 });
    const [hold] = await t.db.select().from(advisorHolds).where(eq(advisorHolds.callSid, held.callSid));
    expect(hold).toMatchObject({ outcome: 'reconnected' });
    expect(hold?.releasedAt).not.toBeNull();
    // The hold is gone: the sweep frees nothing, the advisor stays on this call.
    expect(await held.timers.run(new Date(held.hold.until.getTime() + 1000))).toMatchObject({ released: 0 });
    expect(await advisorRow(1009)).toMatchObject({ onACall: true });
    await emulator.status(session?.advisorLegSid ?? '', 'no-answer');
  });

  it('releases the advisor when the 2 minutes pass, and a later call goes through the menu', async () => {
    const held = await cappedCall(1012, 2, 'fr');
    await t.app.trust.messages.deliverDue();
    const text = (await readOutbox(t.app)).find((m) => m.to === held.from && m.channel === 'sms');
    expect(text?.body).toContain('vous est réservé jusqu’à');
    expect(text?.body).toContain('http://localhost:3000/fr/purchase');

    const until = held.hold.until.getTime();
    expect(await held.timers.run(new Date(until - 1))).toMatchObject({ released: 0 });
    expect(await advisorRow(1012)).toMatchObject({ onACall: true });
    expect(await held.timers.run(new Date(until))).toMatchObject({ released: 1 });
    expect(await advisorRow(1012)).toMatchObject({ onACall: false, availTime: 0 });
    const [hold] = await t.db.select().from(advisorHolds).where(eq(advisorHolds.callSid, held.callSid));
    expect(hold).toMatchObject({ outcome: 'expired' });

    await grantMinutes(t.db, held.id, 5);
    const later = await line.post('/api/telephony/voice', {
      CallSid: newCallSid(),
      From: held.from,
      To: OUR_NUMBER,
    });
    expect(later.body).toContain('<Gather');
    expect(later.body).not.toContain('<Conference');
  });

  it('keeps the hold for a customer who calls back without minutes yet', async () => {
    const held = await cappedCall(1014, 2);
    const back = await line.post('/api/telephony/voice', {
      CallSid: newCallSid(),
      From: held.from,
      To: OUR_NUMBER,
    });
    expect(back.body).toContain('Your balance is zero minutes');
    const [hold] = await t.db.select().from(advisorHolds).where(eq(advisorHolds.callSid, held.callSid));
    expect(hold?.releasedAt).toBeNull();
    await held.timers.run(held.hold.until);
  });

  it('holds nobody after a call the customer or the advisor ended before the cap', async () => {
    const c = await caller(5);
    const { callSid, legSid } = await bridged(c.from, 1008);
    await emulator.status(legSid, 'in-progress');
    await emulator.advance(100);
    await emulator.status(legSid, 'completed');
    expect(await t.db.select().from(advisorHolds).where(eq(advisorHolds.callSid, callSid))).toEqual([]);
    expect(await advisorRow(1008)).toMatchObject({ onACall: false });
  });

  it('a call back racing the release ends the hold once, and the customer still reaches the advisor', async () => {
    const held = await cappedCall(1010, 2);
    await grantMinutes(t.db, held.id, 5);
    const callSid = newCallSid();
    const [back] = await Promise.all([
      line.post('/api/telephony/voice', { CallSid: callSid, From: held.from, To: OUR_NUMBER }),
      held.timers.run(held.hold.until),
    ]);
    expect(back.statusCode).toBe(200);
    const [hold] = await t.db.select().from(advisorHolds).where(eq(advisorHolds.callSid, held.callSid));
    expect(['reconnected', 'expired']).toContain(hold?.outcome);
    // Either way the advisor is on this customer's call (reconnected, or free again and taken by it).
    if (back.body.includes('<Conference')) {
      expect(await sessionOf(callSid)).toMatchObject({ status: 'dialing', advisorAgentId: 1010 });
      expect(await advisorRow(1010)).toMatchObject({ onACall: true });
    } else {
      expect(hold?.outcome).toBe('expired');
      expect(await advisorRow(1010)).toMatchObject({ onACall: false });
    }
  });
});
