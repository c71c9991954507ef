import { randomUUID } from 'node:crypto';
import type { AppDb } from '@app/db/client';
import {
  advisors,
  callSessions,
  creditLedger,
  creditUsage,
  customerPhoneNumbers,
  customers,
  user,
} from '@app/db/schema';
import { BRAND } from '@app/shared/brand';
import { messagesIn } from '@app/shared/messages/catalogue';
import { en } from '@app/shared/messages/en';
import { formatMessage } from '@app/shared/messages/format';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { twilioSignature } from '../../src/adapters/twilio-signature.ts';
import { DEV_TWILIO_AUTH_TOKEN } from '../../src/env.ts';
import { applyLedgerEntry } from '../../src/modules/credits/ledger.ts';
import { useTestApp } from '../helpers/build-test-app.ts';

const PUBLIC_URL = 'http://localhost:3000';
const voice = en.calls.voice;
const AGENT = 1001;

const t = useTestApp();

beforeEach(async () => {
  await t.db.update(advisors).set({ signedIn: true, onACall: false, availTime: 0, availTimeStr: '' });
});

function say(template: string, values: Record<string, string | number> = {}): string {
  return formatMessage(template, { product: BRAND.productName, ...values });
}

async function post(path: string, params: Record<string, string>, token = DEV_TWILIO_AUTH_TOKEN) {
  return t.app.inject({
    method: 'POST',
    url: path,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': twilioSignature(token, `${PUBLIC_URL}${path}`, params),
    },
    payload: new URLSearchParams(params).toString(),
  });
}

let phoneSeq = 0;
async function newCaller(
  minutes: number,
  state: { active?: boolean; deleted?: boolean; language?: 'en' | 'fr'; nameless?: boolean } = {},
) {
  const id = randomUUID();
  const email = `${id}@example.com`;
  phoneSeq += 1;
  const line = `514555${String(1000 + phoneSeq).slice(-4)}`;
  await t.db.insert(user).values({ id, name: 'Caller', email, emailVerified: true, updatedAt: new Date() });
  await t.db.insert(customers).values({
    id,
    // Nameless: the spec's default name, built from the e-mail, as a sign-up without a first name keeps.
    name: state.nameless ? `User ${id}` : 'Jane Caller',
    email,
    phoneNumbers: [`+1${line}`],
    isActive: state.active ?? true,
    deletedAt: state.deleted ? new Date() : null,
    language: state.language ?? 'en',
  });
  await t.db
    .insert(customerPhoneNumbers)
    .values({ customerId: id, phoneE164: `+1${line}`, verifiedAt: new Date() });
  if (minutes > 0) {
    await t.db.transaction((tx) =>
      applyLedgerEntry(tx as unknown as AppDb, {
        customerId: id,
        kind: 'purchase',
        delta: minutes,
        reference: `seed-${id}`,
      }),
    );
  }
  return { id, from: `+1${line}`, line };
}

async function creditsOf(id: string): Promise<number> {
  const [row] = await t.db.select({ credits: customers.credits }).from(customers).where(eq(customers.id, id));
  return row?.credits ?? Number.NaN;
}

const sid = () => `CA${randomUUID().replaceAll('-', '')}`;

async function callUntilDial(from: string, callSid: string, ext = String(AGENT)) {
  const incoming = await post('/api/telephony/voice', { CallSid: callSid, From: from, To: '+18885548999' });
  expect(incoming.statusCode).toBe(200);
  return post('/api/telephony/extension', { CallSid: callSid, Digits: ext });
}

describe('Twilio Voice webhooks', () => {
  it('refuses a missing or wrong signature with 403 and changes nothing', async () => {
    const caller = await newCaller(10);
    const callSid = sid();
    const params = { CallSid: callSid, From: caller.from };
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/telephony/voice',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(params).toString(),
    });
    expect(unsigned.statusCode).toBe(403);
    const wrong = await post('/api/telephony/voice', params, 'not-the-token');
    expect(wrong.statusCode).toBe(403);
    expect(await t.db.select().from(callSessions).where(eq(callSessions.callSid, callSid))).toHaveLength(0);
  });

  it('greets an unknown caller in both languages, then tells them an account is required and hangs up', async () => {
    const res = await post('/api/telephony/voice', { CallSid: sid(), From: '+15145550000' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/xml');
    // Only a key for the other language may be pressed; without one, the spec's English message.
    expect(res.body).toMatch(/<Gather [^>]*action="\/api\/telephony\/language"[^>]*numDigits="1"/);
    expect(res.body).toContain(say(voice.accountRequired, { site: 'localhost:3000' }));
    expect(res.body).toMatch(/<\/Gather><Say[^>]*>[^<]*<\/Say><Hangup\/><\/Response>$/);
    expect(res.body).not.toContain('/api/telephony/extension');
  });

  it('treats inactive and deleted customers as unknown', async () => {
    for (const state of [{ active: false }, { deleted: true }]) {
      const caller = await newCaller(10, state);
      const res = await post('/api/telephony/voice', { CallSid: sid(), From: caller.from });
      expect(res.body).toContain(say(voice.accountRequired, { site: 'localhost:3000' }));
    }
  });

  it('asks a caller with no minutes to buy credits', async () => {
    const caller = await newCaller(0);
    const res = await post('/api/telephony/voice', { CallSid: sid(), From: caller.from });
    expect(res.body).toContain(say(voice.noCredits, { name: 'Jane Caller', site: 'localhost:3000' }));
    expect(res.body).toContain('<Hangup/>');
  });

  it('recognises the caller by the last 10 digits, greets with the balance and gathers 6 digits', async () => {
    const caller = await newCaller(12);
    // Twilio sends E.164; a caller id without the country code matches the same line.
    const res = await post('/api/telephony/voice', { CallSid: sid(), From: caller.line });
    expect(res.body).toContain(say(voice.greeting, { name: 'Jane Caller', minutes: 12 }));
    expect(res.body).toMatch(
      /<Gather [^>]*action="\/api\/telephony\/extension"[^>]*numDigits="6" finishOnKey="#"/,
    );
  });

  it('greets a caller who gave no first name without one, never by the default name', async () => {
    const cases = [
      [await newCaller(12, { nameless: true }), say(voice.greetingNoName, { minutes: 12 })],
      [await newCaller(1, { nameless: true }), say(voice.oneMinuteNoName, {})],
      [await newCaller(0, { nameless: true }), say(voice.noCreditsNoName, { site: 'localhost:3000' })],
    ] as const;
    for (const [caller, greeting] of cases) {
      const res = await post('/api/telephony/voice', { CallSid: sid(), From: caller.from });
      expect(res.body).toContain(greeting);
      expect(res.body).not.toContain('User ');
    }
    const french = await newCaller(12, { nameless: true, language: 'fr' });
    const res = await post('/api/telephony/voice', { CallSid: sid(), From: french.from });
    expect(res.body).toContain('Bonjour, et bienvenue chez Lumière Psychics.');
    expect(res.body).not.toContain('User ');
  });

  it('gives an unknown extension two more tries, then says goodbye', async () => {
    const caller = await newCaller(5);
    const callSid = sid();
    await post('/api/telephony/voice', { CallSid: callSid, From: caller.from });
    for (let attempt = 1; attempt <= 2; attempt++) {
      const res = await post('/api/telephony/extension', { CallSid: callSid, Digits: '999999' });
      expect(res.body).toContain(say(voice.unknownExtension, { extension: '9 9 9 9 9 9' }));
      expect(res.body).toContain('<Gather');
    }
    const last = await post('/api/telephony/extension', { CallSid: callSid, Digits: '999999' });
    expect(last.body).toContain(say(voice.tooManyTries));
    expect(last.body).not.toContain('<Gather');
  });

  it('says an offline advisor is unavailable and a busy one is busy with the time remaining', async () => {
    const caller = await newCaller(5);
    const callSid = sid();
    await post('/api/telephony/voice', { CallSid: callSid, From: caller.from });
    const [advisor] = await t.db.select().from(advisors).where(eq(advisors.agentId, AGENT));
    await t.db.update(advisors).set({ signedIn: false }).where(eq(advisors.agentId, AGENT));
    const offline = await post('/api/telephony/extension', { CallSid: callSid, Digits: String(AGENT) });
    expect(offline.body).toContain(say(voice.advisorOffline, { advisor: advisor?.name ?? '' }));
    await t.db
      .update(advisors)
      .set({ signedIn: true, onACall: true, availTime: 430 })
      .where(eq(advisors.agentId, AGENT));
    const busy = await post('/api/telephony/extension', { CallSid: callSid, Digits: String(AGENT) });
    expect(busy.body).toContain(say(voice.advisorBusy_other, { advisor: advisor?.name ?? '', minutes: 8 }));
    // Under a minute left: « 1 minute », in the singular.
    await t.db.update(advisors).set({ availTime: 40 }).where(eq(advisors.agentId, AGENT));
    const nearlyDone = await post('/api/telephony/extension', { CallSid: callSid, Digits: String(AGENT) });
    expect(nearlyDone.body).toContain('The estimated time remaining is 1 minute.');
  });

  it('dials the advisor with timeLimit = balance × 60, marks the advisor busy in the feed, and never shows the number', async () => {
    const caller = await newCaller(3);
    const res = await callUntilDial(caller.from, sid());
    const [advisor] = await t.db.select().from(advisors).where(eq(advisors.agentId, AGENT));
    expect(res.body).toContain(`<Dial timeLimit="180" action="/api/telephony/dial-complete" method="POST">`);
    expect(res.body).toContain(`<Number>${advisor?.phoneNumber}</Number>`);
    expect(advisor?.onACall).toBe(true);
    const feed = await t.app.inject({ method: 'GET', url: '/.netlify/functions/fetch-psychicstatus-json' });
    const record = (feed.json() as { agentId: number; onACall: string }[]).find((r) => r.agentId === AGENT);
    expect(record?.onACall).toBe('Y');
    expect(feed.body).not.toContain(advisor?.phoneNumber);
  });

  it('bills ceil(seconds / 60) once, records the usage, frees the advisor; a replay debits nothing', async () => {
    const caller = await newCaller(10);
    const callSid = sid();
    await callUntilDial(caller.from, callSid);
    const done = { CallSid: callSid, DialCallStatus: 'completed', DialCallDuration: '125' };
    const first = await post('/api/telephony/dial-complete', done);
    expect(first.body).toContain(say(voice.thanks));
    const replay = await post('/api/telephony/dial-complete', done);
    expect(replay.statusCode).toBe(200);
    expect(await creditsOf(caller.id)).toBe(7);
    const usage = await t.db.select().from(creditUsage).where(eq(creditUsage.customerId, caller.id));
    expect(usage).toHaveLength(1);
    expect(usage[0]).toMatchObject({ minutesUsed: 3, durationSeconds: 125, callSid });
    expect(usage[0] && usage[0].callEnd.getTime() - usage[0].callStart.getTime()).toBe(125_000);
    const ledger = await t.db.select().from(creditLedger).where(eq(creditLedger.reference, callSid));
    expect(ledger.map((row) => row.delta)).toEqual([-3]);
    const [advisor] = await t.db.select().from(advisors).where(eq(advisors.agentId, AGENT));
    expect(advisor?.onACall).toBe(false);
  });

  it.each(['busy', 'no-answer', 'failed', 'canceled'])(
    'a %s dial debits nothing and frees the advisor',
    async (status) => {
      const caller = await newCaller(10);
      const callSid = sid();
      await callUntilDial(caller.from, callSid);
      const res = await post('/api/telephony/dial-complete', {
        CallSid: callSid,
        DialCallStatus: status,
        DialCallDuration: '0',
      });
      expect(res.body).toContain(say(voice.notConnected));
      expect(await creditsOf(caller.id)).toBe(10);
      expect(await t.db.select().from(creditUsage).where(eq(creditUsage.callSid, callSid))).toHaveLength(0);
      const [advisor] = await t.db.select().from(advisors).where(eq(advisors.agentId, AGENT));
      expect(advisor?.onACall).toBe(false);
    },
  );

  it('20 concurrent calls of one customer never spend the same minutes twice', async () => {
    const caller = await newCaller(30);
    const agentIds = (await t.db.select({ agentId: advisors.agentId }).from(advisors)).map(
      (row) => row.agentId,
    );
    const calls = Array.from({ length: 20 }, (_, i) => ({
      callSid: sid(),
      agentId: agentIds[i % agentIds.length],
    }));
    for (const call of calls)
      await post('/api/telephony/voice', { CallSid: call.callSid, From: caller.from });
    const dialed = await Promise.all(
      calls.map((call) =>
        post('/api/telephony/extension', { CallSid: call.callSid, Digits: String(call.agentId) }),
      ),
    );
    const limits = dialed.map((res) => Number(/timeLimit="(\d+)"/.exec(res.body)?.[1] ?? 0));
    // Every minute is reserved by at most one call: the reservations add up to the balance, never more.
    expect(limits.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(30 * 60);
    // Each connected call talks for its whole reservation; the ones refused debit nothing.
    const settled = await Promise.all(
      calls.map((call, i) =>
        post('/api/telephony/dial-complete', {
          CallSid: call.callSid,
          DialCallStatus: (limits[i] ?? 0) > 0 ? 'completed' : 'failed',
          DialCallDuration: String(limits[i] ?? 0),
        }),
      ),
    );
    expect(settled.every((res) => res.statusCode === 200)).toBe(true);
    const billed = (
      await t.db.select().from(creditUsage).where(eq(creditUsage.customerId, caller.id))
    ).reduce((sum, row) => sum + row.minutesUsed, 0);
    const balance = await creditsOf(caller.id);
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(balance).toBe(30 - billed);
    expect(billed).toBe(limits.reduce((a, b) => a + b, 0) / 60);
  });

  it('rejects a malformed body with 400 and no 5xx', async () => {
    const res = await post('/api/telephony/voice', { CallSid: 'bad sid!', From: '+15145550000' });
    expect(res.statusCode).toBe(400);
  });
});

describe('the line in French', () => {
  const fr = messagesIn('fr').calls.voice;
  const FRENCH_VOICE = '<Say voice="Polly.Chantal" language="fr-CA">';

  it("speaks a French customer's whole call in French, in a Canadian French voice, and bills it the same", async () => {
    const caller = await newCaller(10, { language: 'fr' });
    const callSid = sid();
    const incoming = await post('/api/telephony/voice', { CallSid: callSid, From: caller.from });
    expect(incoming.body).toContain(
      `${FRENCH_VOICE}${say(fr.greeting, { name: 'Jane Caller', minutes: 10 })}</Say>`,
    );
    expect(incoming.body).toContain(`${FRENCH_VOICE}${fr.enterExtension}</Say>`);
    expect(incoming.body).toContain('action="/api/telephony/extension?lang=fr"');
    expect(incoming.body).not.toContain('Polly.Joanna');

    const dialed = await post('/api/telephony/extension?lang=fr', {
      CallSid: callSid,
      Digits: String(AGENT),
    });
    expect(dialed.statusCode).toBe(200);
    expect(dialed.body).toContain(FRENCH_VOICE);
    expect(dialed.body).toMatch(/<Dial timeLimit="600" action="\/api\/telephony\/dial-complete\?lang=fr"/);
    expect(dialed.body).not.toContain('Polly.Joanna');

    const done = await post('/api/telephony/dial-complete?lang=fr', {
      CallSid: callSid,
      DialCallStatus: 'completed',
      DialCallDuration: '61',
    });
    expect(done.body).toContain(`${FRENCH_VOICE}${say(fr.thanks)}</Say>`);
    expect(await creditsOf(caller.id)).toBe(8);
  });

  it('says an unknown extension in French to a French caller', async () => {
    const caller = await newCaller(5, { language: 'fr' });
    const callSid = sid();
    await post('/api/telephony/voice', { CallSid: callSid, From: caller.from });
    const res = await post('/api/telephony/extension?lang=fr', { CallSid: callSid, Digits: '999999' });
    expect(res.body).toContain(
      `${FRENCH_VOICE}${say(fr.unknownExtension, { extension: '9 9 9 9 9 9' })}</Say>`,
    );
    expect(res.body).toContain('action="/api/telephony/extension?lang=fr"');
  });

  it('lets an unknown caller press 9 for French; a key other than 9 and the PIN key keeps English', async () => {
    const french = await post('/api/telephony/language', { CallSid: sid(), Digits: '9' });
    expect(french.statusCode).toBe(200);
    expect(french.body).toContain(
      `${FRENCH_VOICE}${say(fr.accountRequired, { site: 'localhost:3000' })}</Say>`,
    );
    expect(french.body).toContain('<Hangup/>');
    const english = await post('/api/telephony/language', { CallSid: sid(), Digits: '2' });
    expect(english.body).toContain(say(voice.accountRequired, { site: 'localhost:3000' }));
    expect(english.body).toContain('Polly.Joanna');
  });

  it('refuses a language choice without a valid signature', async () => {
    const res = await post('/api/telephony/language', { CallSid: sid(), Digits: '9' }, 'wrong-token');
    expect(res.statusCode).toBe(403);
  });
});
