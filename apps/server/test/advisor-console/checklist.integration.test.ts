import { Writable } from 'node:stream';
import { advisorMedia, advisorOnboarding, advisors, payoutProfiles } from '@app/db/schema';
import { en } from '@app/shared/messages/en';
import { fr } from '@app/shared/messages/fr';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { twilioSignature } from '../../src/adapters/twilio-signature.ts';
import { DEV_TWILIO_AUTH_TOKEN } from '../../src/env-variables.ts';
import { createLogger } from '../../src/logger.ts';
import { type SignedInLogin, signedInAdvisor } from '../helpers/advisors.ts';
import { useTestApp } from '../helpers/build-test-app.ts';
import { ORIGIN, signedInCustomer } from '../helpers/customers.ts';
import { newCallSid, twilioWebhooks } from '../helpers/payments.ts';

const logLines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, callback) {
    logLines.push(String(chunk));
    callback();
  },
});
const t = useTestApp({}, { logger: createLogger({ logLevel: 'trace', nodeEnv: 'test' }, sink) });
const line = twilioWebhooks(t);
const words = en.advisorTestCall.errors;

interface EmulatorEntry {
  op: string;
  callSid: string;
  to?: string;
  url?: string;
}

/** An approved applicant's advisor: a draft (hidden), its onboarding row, and its login signed in. */
let nextAgentId = 5000;
async function draftAdvisor(): Promise<{ agentId: number; phone: string; login: SignedInLogin }> {
  const agentId = nextAgentId++;
  const phone = `+1438555${agentId}`;
  await t.db.insert(advisors).values({
    agentId,
    name: `New Advisor ${agentId}`,
    description: 'A new advisor, approved this week.',
    phoneNumber: phone,
    sortOrder: agentId,
    isActive: false,
    draft: true,
  });
  await t.db.insert(advisorOnboarding).values({ agentId });
  return { agentId, phone, login: await signedInAdvisor(t.app, t.db, agentId) };
}

const request = (
  method: 'GET' | 'POST',
  url: string,
  cookie: string | undefined,
  language: 'en' | 'fr' = 'en',
) =>
  t.app.inject({
    method,
    url,
    headers: { origin: ORIGIN, 'accept-language': language, ...(cookie ? { cookie } : {}) },
    ...(method === 'POST' ? { payload: {} } : {}),
  });

const checklistOf = async (agentId: number, cookie: string) => {
  const res = await request('GET', `/api/advisor/${agentId}/checklist`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    items: { key: string; done: boolean }[];
    published: boolean;
    testCallAt: string | null;
  } | null;
};
const doneItems = async (agentId: number, cookie: string) =>
  ((await checklistOf(agentId, cookie))?.items ?? []).filter((item) => item.done).map((item) => item.key);

const callYourself = (agentId: number, cookie: string | undefined, language: 'en' | 'fr' = 'en') =>
  request('POST', `/api/advisor/${agentId}/test-call`, cookie, language);

const emulatorLog = async () =>
  (await t.app.inject({ method: 'GET', url: '/dev/twilio/log' })).json() as EmulatorEntry[];
const callsTo = async (phone: string) =>
  (await emulatorLog()).filter((entry) => entry.op === 'call.create' && entry.to === phone);

/** The phone company's part: the advisor picks up (or their voicemail does); answers the TwiML said. */
async function answer(callSid: string, answeredBy = 'human') {
  const res = await t.app.inject({
    method: 'POST',
    url: `/dev/twilio/calls/${callSid}/answer`,
    payload: { answeredBy },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { twiml: string }).twiml;
}

const onboardingOf = async (agentId: number) =>
  (await t.db.select().from(advisorOnboarding).where(eq(advisorOnboarding.agentId, agentId)))[0];

describe("a new advisor's first-day checklist", () => {
  it('is null for an advisor who did not come through an application, who has no test call either', async () => {
    const seeded = await signedInAdvisor(t.app, t.db, 1001);
    expect(await checklistOf(1001, seeded.cookie)).toBeNull();
    const res = await callYourself(1001, seeded.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({ code: 'NOT_FOUND', message: words.noChecklist });
  });

  it('ticks each item as the advisor does it, from where it lives', async () => {
    const { agentId, login } = await draftAdvisor();
    expect(await checklistOf(agentId, login.cookie)).toEqual({
      items: [
        { key: 'photo', done: false },
        { key: 'voice', done: false },
        { key: 'hours', done: false },
        { key: 'payoutProfile', done: false },
        { key: 'testCall', done: false },
      ],
      published: false,
      testCallAt: null,
    });

    await t.db.insert(advisorMedia).values({
      agentId,
      photo: Buffer.from('a photo'),
      photoContentType: 'image/webp',
    });
    expect(await doneItems(agentId, login.cookie)).toEqual(['photo']);

    await t.db
      .update(advisorMedia)
      .set({ audio: Buffer.from('a voice'), audioContentType: 'audio/mpeg' })
      .where(eq(advisorMedia.agentId, agentId));
    expect(await doneItems(agentId, login.cookie)).toEqual(['photo', 'voice']);

    // Days off and days without hours are not hours yet; one day of hours is.
    const week = {
      sunday: 'off',
      monday: [],
      tuesday: [],
      wednesday: [],
      thursday: [],
      friday: [],
      saturday: [],
    };
    const schedule = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/advisor/${agentId}/schedule`,
        headers: { origin: ORIGIN, cookie: login.cookie },
        payload,
      });
    expect((await schedule({ week })).statusCode).toBe(200);
    expect(await doneItems(agentId, login.cookie)).toEqual(['photo', 'voice']);
    const hours = { ...week, monday: [{ from: '9:00 AM', to: '1:00 PM' }] };
    expect((await schedule({ week: hours })).statusCode).toBe(200);
    expect(await doneItems(agentId, login.cookie)).toEqual(['photo', 'voice', 'hours']);

    await t.db.insert(payoutProfiles).values({
      agentId,
      method: 'paypal',
      destination: `advisor-${agentId}@example.com`,
      legalName: 'Nouvelle Conseillère',
      addressLine1: '123 rue Example',
      city: 'Montréal',
      province: 'QC',
      postalCode: 'H2X 1Y4',
      tinKind: 'sin',
      tinCiphertext: Buffer.from('sealed'),
      tinLast3: '544',
      keyId: 'test',
    });
    expect(await doneItems(agentId, login.cookie)).toEqual(['photo', 'voice', 'hours', 'payoutProfile']);

    expect((await callYourself(agentId, login.cookie)).statusCode).toBe(202);
    const [call] = (await emulatorLog()).filter((entry) => entry.op === 'call.create').slice(-1);
    await answer(call?.callSid ?? '');
    const done = await checklistOf(agentId, login.cookie);
    expect(done?.items.every((item) => item.done)).toBe(true);
    expect(done?.testCallAt).toEqual(expect.any(String));

    // Staff publish the profile: the advisor is no longer a draft.
    await t.db.update(advisors).set({ draft: false, isActive: true }).where(eq(advisors.agentId, agentId));
    expect((await checklistOf(agentId, login.cookie))?.published).toBe(true);
  });

  it('calls the forwarding number from ours; answering says the line works and ticks the item', async () => {
    const { agentId, phone, login } = await draftAdvisor();
    const before = Date.now();
    const res = await callYourself(agentId, login.cookie);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.body).toBe('null');

    const [call, ...others] = await callsTo(phone);
    expect(others).toEqual([]);
    expect(call?.url).toBe(`http://localhost:3000/api/telephony/test-call?agent=${agentId}`);
    expect((await onboardingOf(agentId))?.testCallSid).toBe(call?.callSid);
    // Ringing is not answered.
    expect(await doneItems(agentId, login.cookie)).toEqual([]);

    const twiml = await answer(call?.callSid ?? '');
    expect(twiml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><Response><Say voice="Polly.Joanna" language="en-US">' +
        'Hello from Lumière Psychics. This is your test call. Calls from our customers will reach you on this ' +
        'phone: your line works. Goodbye.</Say><Hangup/></Response>',
    );
    const row = await onboardingOf(agentId);
    expect(row?.testCallAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await doneItems(agentId, login.cookie)).toEqual(['testCall']);

    // Once a minute: the second is refused in the page's language, and rings nobody.
    const again = await callYourself(agentId, login.cookie);
    expect(again.statusCode).toBe(429);
    expect(again.json().error).toMatchObject({ code: 'RATE_LIMITED', message: words.tooSoon });
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(60);
    const french = await callYourself(agentId, login.cookie, 'fr');
    expect(french.statusCode).toBe(429);
    expect(french.json().error.message).toBe(fr.advisorTestCall.errors.tooSoon);
    expect(await callsTo(phone)).toHaveLength(1);

    // Nothing logged names the forwarding number.
    expect(logLines.some((entry) => entry.includes('test call placed'))).toBe(true);
    expect(logLines.filter((entry) => entry.includes(phone.slice(2)))).toEqual([]);
  });

  it('speaks French from a French console; a voicemail hears it but does not tick the item', async () => {
    const { agentId, phone, login } = await draftAdvisor();
    expect((await callYourself(agentId, login.cookie, 'fr')).statusCode).toBe(202);
    const [call] = await callsTo(phone);
    expect(call?.url).toBe(`http://localhost:3000/api/telephony/test-call?agent=${agentId}&lang=fr`);
    const twiml = await answer(call?.callSid ?? '', 'machine_end_beep');
    expect(twiml).toContain(
      '<Say voice="Polly.Chantal" language="fr-CA">Bonjour de la part de Lumière Psychics.',
    );
    expect(twiml).toContain('votre ligne fonctionne');
    expect((await onboardingOf(agentId))?.testCallAt).toBeNull();
    expect(await doneItems(agentId, login.cookie)).toEqual([]);
  });

  it('refuses the webhook without a valid Twilio signature, and changes nothing', async () => {
    const { agentId, login } = await draftAdvisor();
    const path = `/api/telephony/test-call?agent=${agentId}`;
    const params = { CallSid: newCallSid(), AnsweredBy: 'human' };
    const unsigned = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(params).toString(),
    });
    expect(unsigned.statusCode).toBe(403);
    // Signed for another advisor's URL, sent to this one.
    const forged = await t.app.inject({
      method: 'POST',
      url: path,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': twilioSignature(
          DEV_TWILIO_AUTH_TOKEN,
          'http://localhost:3000/api/telephony/test-call?agent=1001',
          params,
        ),
      },
      payload: new URLSearchParams(params).toString(),
    });
    expect(forged.statusCode).toBe(403);
    expect(await doneItems(agentId, login.cookie)).toEqual([]);
    // Signed as Twilio signs it: the item is done.
    const signed = await line.post(path, params);
    expect(signed.statusCode).toBe(200);
    expect(signed.headers['content-type']).toContain('text/xml');
    expect(await doneItems(agentId, login.cookie)).toEqual(['testCall']);
  });

  it("keeps both routes to the advisor's own agentId: 401 for a visitor, 403 for others", async () => {
    const mine = await draftAdvisor();
    const theirs = await draftAdvisor();
    const customer = await signedInCustomer(t.app);
    for (const [method, path] of [
      ['GET', 'checklist'],
      ['POST', 'test-call'],
    ] as const) {
      const url = `/api/advisor/${theirs.agentId}/${path}`;
      expect((await request(method, url, undefined)).statusCode, `${method} ${path} visitor`).toBe(401);
      expect((await request(method, url, customer.cookie)).statusCode, `${method} ${path} customer`).toBe(
        403,
      );
      expect((await request(method, url, mine.login.cookie)).statusCode, `${method} ${path} other`).toBe(403);
    }
    expect(await callsTo(theirs.phone)).toEqual([]);
  });
});
