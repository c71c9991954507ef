import type { AppDb } from '@app/db/client';
import { advisorHolds, advisors, callSessions } from '@app/db/schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/build-test-app.ts';
import { readOutbox } from '../helpers/customers.ts';
import { giveVerifiedLine, newCallSid, type twilioWebhooks } from '../helpers/payments.ts';
import { usePhoneLineApp } from '../helpers/phone-line.ts';
import { grantMinutes, insertCustomer } from '../helpers/staff.ts';

/**
 * What the line and its texts say about an advisor in French agrees with the advisor (« Luna vous est
 * réservée », « est restée disponible pour vous », « Voyante : »), says it without agreeing for an
 * advisor who chose neither, and counts in the singular up to 1 (« 0 minute »).
 */
let t: TestApp;
let db: AppDb;
let line: ReturnType<typeof twilioWebhooks>;
const OUR_NUMBER = '+18885548999';

usePhoneLineApp({ callBridge: 'conference' }, (app) => {
  ({ t, db, line } = app);
});

const nameOf = async (agentId: number) =>
  (await db.select({ name: advisors.name }).from(advisors).where(eq(advisors.agentId, agentId)))[0]?.name ??
  '';

/** A French customer's call to `agentId`, cut at its cap after `minutes`: the advisor is held for them. */
async function cappedFrenchCall(agentId: number, minutes: number) {
  const id = await insertCustomer(db, { name: 'Chloé Bouchard', language: 'fr' });
  await grantMinutes(db, id, minutes);
  const from = await giveVerifiedLine(db, id);
  const callSid = newCallSid();
  await line.post('/api/telephony/voice', { CallSid: callSid, From: from, To: OUR_NUMBER });
  await line.post('/api/telephony/extension?lang=fr', {
    CallSid: callSid,
    Digits: String(agentId),
    To: OUR_NUMBER,
  });
  const [session] = await db.select().from(callSessions).where(eq(callSessions.callSid, callSid));
  const legSid = session?.advisorLegSid ?? '';
  for (const [path, payload] of [
    [`/dev/twilio/calls/${legSid}/status`, { status: 'in-progress' }],
    ['/dev/twilio/advance', { seconds: minutes * 60 }],
  ] as const) {
    expect((await t.app.inject({ method: 'POST', url: path, payload })).statusCode).toBe(200);
  }
  const timers = t.app.callTimers;
  if (!timers) throw new Error('call timers are off');
  const [due] = await db.select().from(callSessions).where(eq(callSessions.callSid, callSid));
  expect(await timers.run(due?.capAt ?? new Date())).toMatchObject({ capped: 1 });
  const [hold] = await db.select().from(advisorHolds).where(eq(advisorHolds.callSid, callSid));
  if (!hold) throw new Error('no hold');
  await t.app.trust.messages.deliverDue();
  const messages = (await readOutbox(t.app)).filter((m) => m.to === from || m.channel === 'email');
  return { id, from, hold, timers, messages };
}

/** The customer calls back within the hold with `minutes` bought: the line's greeting. */
async function callBack(held: Awaited<ReturnType<typeof cappedFrenchCall>>, minutes: number) {
  await grantMinutes(db, held.id, minutes);
  const back = await line.post('/api/telephony/voice', {
    CallSid: newCallSid(),
    From: held.from,
    To: OUR_NUMBER,
  });
  expect(back.body).toContain('<Conference');
  return back.body;
}

describe('the line speaks of an advisor in French', () => {
  it('agrees with a woman: her hold is « réservée », she « est restée disponible », « 1 minute »', async () => {
    const name = await nameOf(1007);
    const held = await cappedFrenchCall(1007, 2);
    const text = held.messages.find((m) => m.channel === 'sms' && m.to === held.from);
    expect(text?.body).toContain(`${name} vous est réservée jusqu’à`);
    expect(text?.body).toContain('l’appel lui sera transféré directement');
    const greeting = await callBack(held, 1);
    expect(greeting).toContain(
      `Re-bonjour Chloé Bouchard. Vous avez 1 minute disponible. ${name} est restée disponible pour vous.`,
    );
    expect(greeting).not.toContain('attendu');
  });

  it('agrees with a man, and counts in the plural from 2', async () => {
    const name = await nameOf(1009);
    const held = await cappedFrenchCall(1009, 2);
    const text = held.messages.find((m) => m.channel === 'sms' && m.to === held.from);
    expect(text?.body).toContain(`${name} vous est réservé jusqu’à`);
    expect(await callBack(held, 4)).toContain(
      `Vous avez 4 minutes disponibles. ${name} est resté disponible pour vous.`,
    );
  });

  it('agrees with nobody for an advisor who chose neither', async () => {
    await db.update(advisors).set({ grammaticalGender: 'x' }).where(eq(advisors.agentId, 1010));
    const name = await nameOf(1010);
    const held = await cappedFrenchCall(1010, 2);
    const text = held.messages.find((m) => m.channel === 'sms' && m.to === held.from);
    expect(text?.body).toContain(`${name} vous attend jusqu’à`);
    expect(text?.body).not.toMatch(/réservée?\b/);
    expect(await callBack(held, 3)).toContain(`${name} vous attendait.`);
  });

  it('writes the receipt of a call to a woman with « Voyante », and a balance of « 0 minute »', async () => {
    const name = await nameOf(1011);
    const held = await cappedFrenchCall(1011, 2);
    const receipt = held.messages.find(
      (m) => m.channel === 'email' && m.subject === `Votre consultation avec ${name}`,
    );
    expect(receipt?.body).toContain(`Voyante : ${name}`);
    expect(receipt?.body).toContain('Solde restant : 0 minute\n');
    await held.timers.run(held.hold.until);
  });
});
