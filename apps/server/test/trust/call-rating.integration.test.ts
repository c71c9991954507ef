import type { AppDb } from '@app/db/client';
import { creditLedger, customers, reviews } from '@app/db/schema';
import { en } from '@app/shared/messages/en';
import { formatMessage } from '@app/shared/messages/format';
import { fr } from '@app/shared/messages/fr';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/build-test-app.ts';
import { giveVerifiedLine, newCallSid, type twilioWebhooks } from '../helpers/payments.ts';
import { usePhoneLineApp } from '../helpers/phone-line.ts';
import { grantMinutes, insertCustomer } from '../helpers/staff.ts';

let t: TestApp;
let db: AppDb;
let line: ReturnType<typeof twilioWebhooks>;

usePhoneLineApp({}, (app) => {
  ({ t, db, line } = app);
});

async function caller(minutes: number, language: 'en' | 'fr' = 'en') {
  const id = await insertCustomer(db, { name: 'Luc Bergeron', language });
  await grantMinutes(db, id, minutes);
  return { id, from: await giveVerifiedLine(db, id) };
}

const balanceOf = async (id: string) =>
  (await db.select({ credits: customers.credits }).from(customers).where(eq(customers.id, id)))[0]?.credits;

async function call(from: string, agentId: number, seconds: number) {
  const callSid = newCallSid();
  expect((await line.dial(from, callSid, agentId)).body).toContain('<Dial');
  const end = await line.dialComplete(callSid, seconds);
  return { callSid, twiml: end.body };
}

describe('rating on the keypad after a call', () => {
  it('asks after a paid call of 4 minutes or more, records the key, and thanks', async () => {
    const c = await caller(30);
    const { callSid, twiml } = await call(c.from, 1002, 4 * 60 - 10);
    expect(twiml).toContain('<Gather');
    expect(twiml).toContain('action="/api/telephony/rating"');
    expect(twiml).toContain(en.calls.voice.rateReading);

    const rated = await line.post('/api/telephony/rating', { CallSid: callSid, Digits: '4' });
    expect(rated.body).toContain(formatMessage(en.calls.voice.ratingThanks, { rating: 4 }));
    // Twilio's retry of the same key changes nothing.
    await line.post('/api/telephony/rating', { CallSid: callSid, Digits: '4' });
    const rows = await db.select().from(reviews).where(eq(reviews.customerId, c.id));
    expect(rows).toMatchObject([{ advisorAgentId: 1002, rating: 4, comment: null, source: 'phone' }]);

    // A second call the same day: no second rating is offered.
    const again = await call(c.from, 1002, 300);
    expect(again.twiml).not.toContain('<Gather');
  });

  it('does not ask after a short call, and ignores a key outside 1–5', async () => {
    const c = await caller(30, 'fr');
    const short = await call(c.from, 1003, 170);
    expect(short.twiml).not.toContain('<Gather');

    // A French caller's call: every action URL carries the language.
    const callSid = newCallSid();
    const voice = await line.post('/api/telephony/voice', {
      CallSid: callSid,
      From: c.from,
      To: '+18885548999',
    });
    expect(voice.body).toContain('/api/telephony/extension?lang=fr');
    await line.post('/api/telephony/extension?lang=fr', { CallSid: callSid, Digits: '1003' });
    const end = await line.post('/api/telephony/dial-complete?lang=fr', {
      CallSid: callSid,
      DialCallStatus: 'completed',
      DialCallDuration: '301',
    });
    expect(end.body).toContain('/api/telephony/rating?lang=fr');
    expect(end.body).toContain(fr.calls.voice.rateReading);
    const long = { callSid };
    const wrong = await line.post('/api/telephony/rating?lang=fr', { CallSid: long.callSid, Digits: '7' });
    expect(wrong.body).not.toContain('<Gather');
    expect(wrong.body).toContain('Au revoir');
    expect(wrong.body).not.toContain('votre note');
    expect(await db.select().from(reviews).where(eq(reviews.customerId, c.id))).toHaveLength(0);
    // An unsigned rating is refused.
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/telephony/rating',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `CallSid=${long.callSid}&Digits=5`,
    });
    expect(unsigned.statusCode).toBe(403);
  });
});

describe('a call that dropped in its first minute', () => {
  it('is billed by the rule and credited back in the same transaction', async () => {
    const c = await caller(10);
    const { callSid } = await call(c.from, 1004, 25);
    expect(await balanceOf(c.id)).toBe(10);
    const entries = await db
      .select({ kind: creditLedger.kind, delta: creditLedger.delta })
      .from(creditLedger)
      .where(and(eq(creditLedger.customerId, c.id), eq(creditLedger.reference, callSid)));
    expect(entries.sort((a, b) => a.delta - b.delta)).toEqual([
      { kind: 'call_usage', delta: -1 },
      { kind: 'dropped_call_credit', delta: 1 },
    ]);
  });

  it('is not a call of a minute or more', async () => {
    const c = await caller(10);
    await call(c.from, 1005, 60);
    expect(await balanceOf(c.id)).toBe(9);
    await call(c.from, 1005, 61);
    expect(await balanceOf(c.id)).toBe(7);
  });
});
