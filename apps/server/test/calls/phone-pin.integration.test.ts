import type { AppDb } from '@app/db/client';
import { phonePins } from '@app/db/schema';
import { en } from '@app/shared/messages/en';
import { fr } from '@app/shared/messages/fr';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/build-test-app.ts';
import { ORIGIN, signedInCustomer } from '../helpers/customers.ts';
import { giveVerifiedLine, newCallSid, type twilioWebhooks } from '../helpers/payments.ts';
import { usePhoneLineApp } from '../helpers/phone-line.ts';
import { grantMinutes } from '../helpers/staff.ts';

let t: TestApp;
let db: AppDb;
let line: ReturnType<typeof twilioWebhooks>;
const STRANGER = '+15145550123';

usePhoneLineApp({}, (app) => {
  ({ t, db, line } = app);
});

const pinApi = (cookie: string) => ({
  get: () => t.app.inject({ method: 'GET', url: '/api/me/phone-pin', headers: { origin: ORIGIN, cookie } }),
  put: (pin: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/me/phone-pin',
      headers: { origin: ORIGIN, cookie },
      payload: { pin },
    }),
  delete: () =>
    t.app.inject({ method: 'DELETE', url: '/api/me/phone-pin', headers: { origin: ORIGIN, cookie } }),
});

/** A customer with minutes, a verified line (its 10 digits) and a PIN. */
async function customerWithPin(pin = '2468') {
  const c = await signedInCustomer(t.app);
  await grantMinutes(db, c.id, 12);
  const phone = (await giveVerifiedLine(db, c.id)).slice(-10);
  expect((await pinApi(c.cookie).put(pin)).statusCode).toBe(200);
  return { ...c, phone };
}

/** From an unknown phone: the greeting, the PIN key, the account's number; returns the PIN step's path. */
async function reachPinStep(callSid: string, phone: string, language: 'en' | 'fr' = 'en') {
  const greeting = await line.post('/api/telephony/voice', { CallSid: callSid, From: STRANGER });
  expect(greeting.body).toContain(en.calls.voice.pinOffer.replace('{{key}}', '1'));
  let menu = greeting;
  if (language === 'fr') {
    menu = await line.post('/api/telephony/language', { CallSid: callSid, Digits: '9' });
    expect(menu.body).toContain(fr.calls.voice.pinOffer.replace('{{key}}', '1'));
  }
  const asked = await line.post(
    language === 'fr' ? '/api/telephony/language?lang=fr' : '/api/telephony/language',
    {
      CallSid: callSid,
      Digits: '1',
    },
  );
  expect(asked.body).toContain((language === 'fr' ? fr : en).calls.voice.enterAccountPhone);
  const pinPhone = asked.body.match(/action="([^"]*pin-phone[^"]*)"/)?.[1]?.replaceAll('&amp;', '&');
  if (!pinPhone) throw new Error(`no pin-phone step in ${asked.body}`);
  const next = await line.post(pinPhone, { CallSid: callSid, From: STRANGER, Digits: `${phone}#` });
  const pinPath = next.body.match(/action="([^"]*\/pin\?[^"]*)"/)?.[1]?.replaceAll('&amp;', '&');
  if (!pinPath) throw new Error(`no pin step in ${next.body}`);
  return pinPath;
}

describe('setting a phone PIN', () => {
  it('is the signed-in customer’s own, 4 to 6 digits and not too simple, never read back', async () => {
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/me/phone-pin', payload: { pin: '2468' } })).statusCode,
    ).toBe(401);
    const c = await signedInCustomer(t.app);
    const api = pinApi(c.cookie);
    expect((await api.get()).json()).toEqual({ set: false });
    for (const pin of ['123', '1234567', 'abcd', '1111', '1234', 2468]) {
      expect((await api.put(pin)).statusCode, String(pin)).toBe(400);
    }
    const put = await api.put('2468');
    expect(put.json()).toEqual({ set: true });
    const [row] = await db.select().from(phonePins).where(eq(phonePins.customerId, c.id));
    expect(row?.pinHash).toBeDefined();
    expect(row?.pinHash).not.toContain('2468');
    expect((await api.delete()).statusCode).toBe(204);
    expect((await api.get()).json()).toEqual({ set: false });
  });
});

describe('calling from another phone', () => {
  it('opens the account with its number and PIN, and the call goes on as from its own line', async () => {
    const c = await customerWithPin('2468');
    const callSid = newCallSid();
    const pinPath = await reachPinStep(callSid, c.phone);
    const welcomed = await line.post(pinPath, { CallSid: callSid, From: STRANGER, Digits: '2468#' });
    expect(welcomed.body).toContain('You have 12 minutes available');
    const dial = await line.post('/api/telephony/extension', { CallSid: callSid, Digits: '1002' });
    expect(dial.body).toContain('<Dial');
  });

  it('in French, after the key for French', async () => {
    const c = await customerWithPin('1357');
    const callSid = newCallSid();
    const pinPath = await reachPinStep(callSid, c.phone, 'fr');
    expect(pinPath).toContain('lang=fr');
    const wrong = await line.post(pinPath, { CallSid: callSid, From: STRANGER, Digits: '9999#' });
    expect(wrong.body).toContain(fr.calls.voice.pinMismatch);
  });

  it('says the same for an unknown number as for a wrong PIN, and ends after 3 tries', async () => {
    await customerWithPin('2468');
    const callSid = newCallSid();
    let pinPath = await reachPinStep(callSid, '5149990000');
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const answer = await line.post(pinPath, { CallSid: callSid, From: STRANGER, Digits: '2468#' });
      expect(answer.body).toContain(en.calls.voice.pinMismatch);
      if (attempt === 3) {
        expect(answer.body).toContain('<Hangup/>');
        expect(answer.body).not.toContain('<Gather');
        break;
      }
      const pinPhone =
        answer.body.match(/action="([^"]*pin-phone[^"]*)"/)?.[1]?.replaceAll('&amp;', '&') ?? '';
      expect(pinPhone).toContain(`try=${attempt + 1}`);
      const next = await line.post(pinPhone, {
        CallSid: callSid,
        From: STRANGER,
        Digits: '5149990000#',
      });
      pinPath = next.body.match(/action="([^"]*\/pin\?[^"]*)"/)?.[1]?.replaceAll('&amp;', '&') ?? '';
    }
  });

  it('locks the PIN for 15 minutes after 5 wrong tries, even when they arrive at once', async () => {
    const c = await customerWithPin('2468');
    const guesses = await Promise.all(
      ['1111', '2222', '3333', '4444', '5555', '6666', '7777', '8888', '9999', '0000', '1212', '3434'].map(
        async (pin) => {
          const callSid = newCallSid();
          const path = `/api/telephony/pin?try=1&phone=${c.phone}`;
          return (await line.post(path, { CallSid: callSid, From: STRANGER, Digits: pin })).body;
        },
      ),
    );
    const wrong = guesses.filter((body) => body.includes(en.calls.voice.pinMismatch)).length;
    const locked = guesses.filter((body) => body.includes(en.calls.voice.pinLocked)).length;
    expect(wrong).toBe(5);
    expect(locked).toBe(7);
    // The right PIN is refused while locked…
    const during = await line.post(`/api/telephony/pin?try=1&phone=${c.phone}`, {
      CallSid: newCallSid(),
      From: STRANGER,
      Digits: '2468',
    });
    expect(during.body).toContain(en.calls.voice.pinLocked);
    // …and accepted once the 15 minutes are over.
    await db
      .update(phonePins)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(phonePins.customerId, c.id));
    const after = await line.post(`/api/telephony/pin?try=1&phone=${c.phone}`, {
      CallSid: newCallSid(),
      From: STRANGER,
      Digits: '2468',
    });
    expect(after.body).toContain('You have 12 minutes available');
    const [row] = await db.select().from(phonePins).where(eq(phonePins.customerId, c.id));
    expect(row).toMatchObject({ failedAttempts: 0, lockedUntil: null });
  });
});
