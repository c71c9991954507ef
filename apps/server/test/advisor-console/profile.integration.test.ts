import { advisors, phoneVerifications } from '@app/db/schema';
import { ADVISOR_SEEDS } from '@app/db/seed/advisors-data';
import { BRAND } from '@app/shared/brand';
import { en } from '@app/shared/messages/en';
import { formatMessage } from '@app/shared/messages/format';
import { fr } from '@app/shared/messages/fr';
import { editorWeekOf } from '@app/shared/rules/advisor-console';
import { advisorSlug } from '@app/shared/rules/slug';
import {
  ADVISOR_DESCRIPTION_MAX,
  type AdvisorProfile,
  advisorProfileSchema,
} from '@app/shared/schemas/advisor-console';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInLogin, signedInAdvisor, signedInStaff } from '../helpers/advisors.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { ORIGIN, readOutbox, signedInCustomer } from '../helpers/customers.ts';
import { newCallSid, twilioWebhooks } from '../helpers/payments.ts';

const AGENT = 1001;
const OTHER = 1002;
const seedOf = (agentId: number) => {
  const seed = ADVISOR_SEEDS.find((advisor) => advisor.agentId === agentId);
  if (!seed) throw new Error(`no seed ${agentId}`);
  return seed;
};

interface FeedRecord {
  agentId: number;
  descr: string;
  schedule: Record<string, { from: string; to: string }[]>;
  photoUrl?: string;
}

describe("the advisor's profile: presentation, hours, forwarding number", () => {
  let testApp: TestApp;
  let advisor: SignedInLogin;
  let customerCookie: string;
  let staffCookie: string;

  beforeAll(async () => {
    testApp = await buildTestApp();
    advisor = await signedInAdvisor(testApp.app, testApp.database.db, AGENT);
    customerCookie = (await signedInCustomer(testApp.app)).cookie;
    staffCookie = (await signedInStaff(testApp.app, testApp.database.db, 'admin')).cookie;
  });
  afterAll(() => testApp.close());

  const send = (method: 'GET' | 'PUT' | 'POST', url: string, cookie?: string, payload?: object) =>
    testApp.app.inject({
      method,
      url,
      headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
      ...(payload ? { payload } : {}),
    });
  const profileOf = async (agentId: number, cookie = advisor.cookie) => {
    const res = await send('GET', `/api/advisor/${agentId}/profile`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    return advisorProfileSchema.parse(res.json()) as AdvisorProfile;
  };
  const feedRecord = async (agentId: number) => {
    const res = await send('GET', '/.netlify/functions/fetch-psychicstatus-json');
    return (res.json() as FeedRecord[]).find((row) => row.agentId === agentId);
  };
  const forwardingNumber = async (agentId: number) => {
    const [row] = await testApp.database.db
      .select({ phone: advisors.phoneNumber })
      .from(advisors)
      .where(eq(advisors.agentId, agentId));
    return row?.phone;
  };
  const errorOf = (res: { json(): unknown }) =>
    (res.json() as { error: { code: string; message: string } }).error;

  it('shows the advisor their profile, the number masked to its last four digits', async () => {
    const seed = seedOf(AGENT);
    const res = await send('GET', `/api/advisor/${AGENT}/profile`, advisor.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const profile = advisorProfileSchema.parse(res.json());
    expect(profile).toMatchObject({
      agentId: AGENT,
      name: seed.name,
      description: seed.description,
      phoneMasked: `•••-•••-${seed.phoneNumber.slice(-4)}`,
      profilePath: `/psychic/${advisorSlug(seed.name, AGENT)}`,
      hasVoice: true,
    });
    expect(profile.photoUrl).toMatch(
      new RegExp(`^/\\.netlify/functions/psychic-photo\\?agentId=${AGENT}&v=[0-9a-f]{16}$`),
    );
    expect(profile.week.monday).toEqual(seed.schedule?.Mon);
    expect(profile.week.sunday).toEqual([]);
    // Neither the whole number nor its first six digits appear anywhere in the answer.
    expect(res.body).not.toContain(seed.phoneNumber.slice(2, 8));
  });

  it('refuses another advisor, customers, staff and visitors on every route, changing nothing', async () => {
    const before = { feed: await feedRecord(OTHER), phone: await forwardingNumber(OTHER) };
    const outboxBefore = (await readOutbox(testApp.app)).length;
    const routes: ['GET' | 'PUT' | 'POST', string, object | undefined][] = [
      ['GET', 'profile', undefined],
      ['PUT', 'description', { description: 'Another advisor tries to write this text here.' }],
      ['PUT', 'schedule', { week: editorWeekOf(null) }],
      ['POST', 'phone/code', { phoneNumber: '5145557001' }],
      ['POST', 'phone/confirm', { phoneNumber: '5145557001', code: '123456' }],
    ];
    for (const [method, path, body] of routes) {
      const other = await send(method, `/api/advisor/${OTHER}/${path}`, advisor.cookie, body);
      expect(other.statusCode, `${method} ${path} other`).toBe(403);
      expect(errorOf(other).code).toBe('FORBIDDEN');
      for (const cookie of [customerCookie, staffCookie]) {
        expect((await send(method, `/api/advisor/${AGENT}/${path}`, cookie, body)).statusCode).toBe(403);
      }
      expect((await send(method, `/api/advisor/${AGENT}/${path}`, undefined, body)).statusCode).toBe(401);
    }
    expect({ feed: await feedRecord(OTHER), phone: await forwardingNumber(OTHER) }).toEqual(before);
    expect((await profileOf(AGENT)).description).toBe(seedOf(AGENT).description);
    expect((await readOutbox(testApp.app)).length).toBe(outboxBefore);
  });

  it('a new presentation reaches the feed, the profile page, its server-rendered head and the sitemap at once', async () => {
    // With invisible characters too: a zero-width space in her name and a right-to-left override.
    const typed =
      '  Zephy\u200Brine reads the cards\r\nwith care and humour.\r\n\r\nAsk her anything.\u202E  ';
    const expected = 'Zephyrine reads the cards\nwith care and humour.\n\nAsk her anything.';
    // Read first, so that the feed, the head and the sitemap are built and cached before the change.
    const slugPath = `/psychic/${advisorSlug(seedOf(AGENT).name, AGENT)}`;
    expect((await send('GET', slugPath)).body).not.toContain('Zephyrine');
    await send('GET', '/sitemap.xml');

    const res = await send('PUT', `/api/advisor/${AGENT}/description`, advisor.cookie, {
      description: typed,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(advisorProfileSchema.parse(res.json()).description).toBe(expected);
    expect((await feedRecord(AGENT))?.descr).toBe(expected);
    expect((await profileOf(AGENT)).description).toBe(expected);
    const page = await send('GET', slugPath);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      '<meta name="description" content="Zephyrine reads the cards with care and humour. Ask her anything."',
    );
    const jsonLd = page.body.match(/<script type="application\/ld\+json" data-ssr-head>(.*?)<\/script>/)?.[1];
    expect(JSON.parse(jsonLd ?? 'null')).toMatchObject({
      '@type': 'Person',
      description: expect.stringContaining('Zephyrine'),
    });
    expect((await send('GET', '/sitemap.xml')).body).toContain(`http://localhost:3000${slugPath}</loc>`);
  });

  it.each([
    ['too short', { description: '   Too short.   ' }, 'Write at least 20 characters.'],
    ['too long', { description: 'x'.repeat(ADVISOR_DESCRIPTION_MAX + 1) }, 'Keep it under 2000 characters.'],
    ['a NUL', { description: 'A presentation with a \u0000 hidden inside it.' }, 'control characters'],
    [
      'an escape',
      { description: 'A presentation with an \u001b[31m escape sequence.' },
      'control characters',
    ],
    ['not text', { description: 42 }, 'description'],
    ['an extra field', { description: 'A perfectly fine presentation text.', name: 'Someone else' }, 'name'],
  ])('refuses a presentation with %s, changing nothing', async (_case, body, message) => {
    const before = await feedRecord(AGENT);
    const res = await send('PUT', `/api/advisor/${AGENT}/description`, advisor.cookie, body);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toContain(message);
    expect(await feedRecord(AGENT)).toEqual(before);
  });

  it('new hours reach the feed in its shape and come back in the editor shape', async () => {
    const week = {
      sunday: [],
      monday: [
        { from: '6:00 PM', to: '10:00 PM' },
        { from: '9:00 AM', to: '12:30 PM' },
      ],
      tuesday: [{ from: '11:15 AM', to: '3:45 PM' }],
      wednesday: [],
      thursday: [{ from: '7:00 AM', to: '9:00 AM' }],
      // The spec's open end: from 8 PM until the advisor stops.
      friday: [{ from: '8:00 PM', to: 'Varies' }],
      saturday: [],
    };
    const res = await send('PUT', `/api/advisor/${AGENT}/schedule`, advisor.cookie, { week });
    expect(res.statusCode, res.body).toBe(200);
    const sorted = [week.monday[1], week.monday[0]];
    expect(advisorProfileSchema.parse(res.json()).week).toEqual({ ...week, monday: sorted });
    expect((await feedRecord(AGENT))?.schedule).toEqual({
      Sun: [],
      Mon: sorted,
      Tues: week.tuesday,
      Wed: [],
      Thu: week.thursday,
      Fri: week.friday,
      Sat: [],
    });
  });

  it("refuses hours that do not add up with SCHEDULE_INVALID and each day's problem, changing nothing", async () => {
    const before = await feedRecord(AGENT);
    const week = {
      sunday: [],
      monday: [{ from: '5:00 PM', to: '9:00 AM' }],
      tuesday: [
        { from: '9:00 AM', to: '1:00 PM' },
        { from: '12:00 PM', to: '4:00 PM' },
      ],
      wednesday: [{ from: '25:00', to: '9 o’clock' }],
      thursday: [{ from: '9:00 AM', to: '5:00 PM' }],
      friday: [],
      saturday: [],
    };
    const res = await send('PUT', `/api/advisor/${AGENT}/schedule`, advisor.cookie, { week });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: {
        code: 'SCHEDULE_INVALID',
        message: expect.any(String),
        problems: [
          { day: 'monday', message: 'A time slot ends after it starts.' },
          { day: 'tuesday', message: 'The two time slots overlap.' },
          { day: 'wednesday', message: 'Times look like 9:00 AM or 5:30 PM.' },
        ],
      },
    });
    const three = { ...week, monday: [...week.tuesday, { from: '5:00 PM', to: '6:00 PM' }] };
    const tooMany = await send('PUT', `/api/advisor/${AGENT}/schedule`, advisor.cookie, { week: three });
    expect(tooMany.statusCode).toBe(400);
    expect(errorOf(tooMany).message).toContain('At most two time slots a day.');
    const missingDay = await send('PUT', `/api/advisor/${AGENT}/schedule`, advisor.cookie, {
      week: { monday: [] },
    });
    expect(missingDay.statusCode).toBe(400);
    expect(await feedRecord(AGENT)).toEqual(before);
  });

  it('keeps how French refers to the advisor, chosen with the presentation; only f, m or x', async () => {
    expect((await profileOf(AGENT)).grammaticalGender).toBe('f');
    const description = (await profileOf(AGENT)).description;
    const neutral = await send('PUT', `/api/advisor/${AGENT}/description`, advisor.cookie, {
      description,
      grammaticalGender: 'x',
    });
    expect(neutral.statusCode, neutral.body).toBe(200);
    expect(advisorProfileSchema.parse(neutral.json()).grammaticalGender).toBe('x');
    // Left out: unchanged.
    await send('PUT', `/api/advisor/${AGENT}/description`, advisor.cookie, { description });
    expect((await profileOf(AGENT)).grammaticalGender).toBe('x');
    const wrong = await send('PUT', `/api/advisor/${AGENT}/description`, advisor.cookie, {
      description,
      grammaticalGender: 'female',
    });
    expect(wrong.statusCode).toBe(400);
    const console = await send('GET', `/api/advisor/${AGENT}`, advisor.cookie);
    expect(console.json().grammaticalGender).toBe('x');
    await send('PUT', `/api/advisor/${AGENT}/description`, advisor.cookie, {
      description,
      grammaticalGender: 'f',
    });
    expect((await profileOf(AGENT)).grammaticalGender).toBe('f');
  });

  describe('changing the forwarding number', () => {
    const codeTextedTo = async (e164: string) => {
      const sms = (await readOutbox(testApp.app)).find(
        (entry) => entry.channel === 'sms' && entry.to === e164,
      );
      const code = sms?.body.match(/\b\d{6}\b/)?.[0];
      if (!code) throw new Error(`no code texted to ${e164}`);
      return code;
    };
    const requestCode = (phoneNumber: string) =>
      send('POST', `/api/advisor/${AGENT}/phone/code`, advisor.cookie, { phoneNumber });
    const confirm = (phoneNumber: string, code: string) =>
      send('POST', `/api/advisor/${AGENT}/phone/confirm`, advisor.cookie, { phoneNumber, code });

    it('validates the number with the customer rules and messages, texting nothing', async () => {
      const outboxBefore = (await readOutbox(testApp.app)).length;
      const cases: [string, string][] = [
        ['514555', en.validation.phoneMinDigits],
        ['514-555-7001', en.validation.phoneDigitsOnly],
        ['1234567890', en.validation.phoneInvalid],
        ['12345678901234', en.validation.phoneInvalid],
      ];
      for (const [phoneNumber, message] of cases) {
        const res = await requestCode(phoneNumber);
        expect(res.statusCode, phoneNumber).toBe(400);
        expect(errorOf(res)).toEqual({ code: 'INVALID_PHONE', message });
      }
      expect((await readOutbox(testApp.app)).length).toBe(outboxBefore);
    });

    it("refuses another advisor's forwarding number and the advisor's own, texting nothing", async () => {
      const outboxBefore = (await readOutbox(testApp.app)).length;
      const taken = await requestCode(seedOf(OTHER).phoneNumber.slice(2));
      expect(taken.statusCode).toBe(409);
      expect(errorOf(taken)).toEqual({ code: 'PHONE_TAKEN', message: en.auth.phone.errors.phoneTaken });
      const same = await requestCode((await forwardingNumber(AGENT))?.slice(2) ?? '');
      expect(same.statusCode).toBe(409);
      expect((await readOutbox(testApp.app)).length).toBe(outboxBefore);
      const confirmTaken = await confirm(seedOf(OTHER).phoneNumber.slice(2), '123456');
      expect(errorOf(confirmTaken).code).toBe('PHONE_TAKEN');
    });

    it('texts a code to the new number; a wrong code changes nothing, the right one switches the phone menu over', async () => {
      const oldNumber = (await forwardingNumber(AGENT)) ?? '';
      const res = await requestCode('5145557788');
      expect(res.statusCode, res.body).toBe(204);
      expect(res.body).toBe('');
      const code = await codeTextedTo('+15145557788');
      const wrong = code === '000000' ? '111111' : '000000';

      const refused = await confirm('5145557788', wrong);
      expect(refused.statusCode).toBe(400);
      expect(errorOf(refused)).toEqual({ code: 'INVALID_OTP', message: en.auth.otp.errors.invalidCode });
      // The code was sent for that number only.
      const elsewhere = await confirm('5145557789', code);
      expect(errorOf(elsewhere)).toEqual({ code: 'OTP_EXPIRED', message: en.auth.otp.errors.codeExpired });
      expect(await forwardingNumber(AGENT)).toBe(oldNumber);

      const confirmed = await confirm('5145557788', code);
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(advisorProfileSchema.parse(confirmed.json()).phoneMasked).toBe('•••-•••-7788');
      expect(confirmed.body).not.toContain('514555');
      // Stored as the seed stores numbers (E.164), which the phone menu compares.
      expect(await forwardingNumber(AGENT)).toBe('+15145557788');
      const phone = twilioWebhooks(testApp.app);
      const fromNew = await phone.post('/api/telephony/voice', {
        CallSid: newCallSid(),
        From: '+15145557788',
      });
      expect(fromNew.body).toContain('/api/telephony/advisor-menu');
      const fromOld = await phone.post('/api/telephony/voice', { CallSid: newCallSid(), From: oldNumber });
      expect(fromOld.body).not.toContain('/api/telephony/advisor-menu');
      // Single use.
      expect(errorOf(await confirm('5145557788', code)).code).toBe('OTP_EXPIRED');
    });

    it("texts the code in the console's language: French from the French console, English otherwise", async () => {
      const french = await testApp.app.inject({
        method: 'POST',
        url: `/api/advisor/${AGENT}/phone/code`,
        headers: { origin: ORIGIN, cookie: advisor.cookie, 'accept-language': 'fr-CA' },
        payload: { phoneNumber: '5145557791' },
      });
      expect(french.statusCode, french.body).toBe(204);
      const code = await codeTextedTo('+15145557791');
      const texted = (await readOutbox(testApp.app)).find((entry) => entry.to === '+15145557791');
      expect(texted?.body).toBe(formatMessage(fr.auth.otp.smsBody, { code, product: BRAND.productName }));
      expect((await requestCode('5145557792')).statusCode).toBe(204);
      const english = (await readOutbox(testApp.app)).find((entry) => entry.to === '+15145557792');
      const englishCode = await codeTextedTo('+15145557792');
      expect(english?.body).toBe(
        formatMessage(en.auth.otp.smsBody, { code: englishCode, product: BRAND.productName }),
      );
    });

    it('kills a code after five wrong tries, even if the right one comes next', async () => {
      expect((await requestCode('5145557790')).statusCode).toBe(204);
      const code = await codeTextedTo('+15145557790');
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 4; i++)
        expect(errorOf(await confirm('5145557790', wrong)).code).toBe('INVALID_OTP');
      expect(errorOf(await confirm('5145557790', wrong)).code).toBe('OTP_EXPIRED');
      const late = await confirm('5145557790', code);
      expect(late.statusCode).toBe(400);
      expect(errorOf(late).code).toBe('OTP_EXPIRED');
      expect(await forwardingNumber(AGENT)).toBe('+15145557788');
      const [row] = await testApp.database.db
        .select({ advisor: phoneVerifications.advisorAgentId, customer: phoneVerifications.customerId })
        .from(phoneVerifications)
        .where(eq(phoneVerifications.phoneE164, '+15145557790'));
      expect(row).toEqual({ advisor: AGENT, customer: null });
    });
  });
});
