import { applicationPhoneCodes } from '@app/db/schema';
import { en } from '@app/shared/messages/en';
import { fr } from '@app/shared/messages/fr';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signFormToken } from '../../src/modules/applications/form-token.ts';
import { readOutbox } from '../helpers/customers.ts';
import { useApplications } from './helpers.ts';

/**
 * What keeps bots and abuse off /apply: the form token's timing, the honeypot, the phone code's tries
 * and lifetime, and the limits per number, per address and per e-mail.
 */
const a = useApplications();

const textsTo = async (e164: string) =>
  (await readOutbox(a.t.app)).filter((message) => message.channel === 'sms' && message.to === e164);

describe('the form token', () => {
  it('refuses a form sent too soon after it was handed out, or a day later, or forged: reload', async () => {
    const sender = { language: 'fr' as const, address: a.newAddress() };
    const phone = await a.verifiedPhone(sender);
    const expected = { code: 'FORM_EXPIRED', message: fr.applications.errors.formExpired };
    // Straight from GET /start: no person fills the form in no time.
    const fresh = await a.start(sender);
    const tooSoon = await a.submit(await a.body({ formToken: fresh, phone: phone.typed }), sender);
    expect(tooSoon.statusCode).toBe(400);
    expect(tooSoon.json().error).toEqual(expected);
    for (const formToken of [
      a.formToken(25 * 60 * 60_000),
      signFormToken('not-the-server-secret', new Date(Date.now() - 60_000)),
      'garbage',
    ]) {
      const res = await a.submit(await a.body({ formToken, phone: phone.typed }), sender);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual(expected);
    }
    // A code needs a good token too (but no wait).
    const other = a.newPhone();
    const noToken = await a.requestCode(other.typed, sender, 'garbage');
    expect(noToken.json().error).toEqual(expected);
    expect(await textsTo(other.e164)).toEqual([]);
    expect((await a.requestCode(other.typed, sender, fresh)).statusCode).toBe(204);
    // Nothing was stored, and the verified code is still there to use.
    const [code] = await a.codesOf(phone.e164);
    expect(code?.consumedAt).toBeNull();
  });

  it('refuses a form whose hidden field a bot filled, with a message that teaches it nothing', async () => {
    const sender = { address: a.newAddress() };
    const phone = await a.verifiedPhone(sender);
    const email = a.newEmail();
    const res = await a.submit(
      await a.body({ email, phone: phone.typed, website: 'https://cheap-pills.example' }),
      sender,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'BAD_REQUEST', message: en.applications.errors.notAccepted });
    expect(await a.applicationsOf(email)).toEqual([]);
    expect(await a.jobsTo(email)).toEqual([]);
  });
});

describe('the phone code', () => {
  it('is texted in the page language, and a new one replaces the one before', async () => {
    const sender = { address: a.newAddress() };
    const phone = a.newPhone();
    expect((await a.requestCode(phone.typed, sender)).statusCode).toBe(204);
    const first = await a.textedCode(phone.e164);
    expect(first.text.body).toBe(
      `Lumière Psychics: your code to apply as an advisor is ${first.code}. It expires in 10 minutes.`,
    );
    expect((await a.requestCode(phone.typed, sender)).statusCode).toBe(204);
    const second = await a.textedCode(phone.e164);
    if (first.code !== second.code) {
      expect((await a.verify(phone.typed, first.code, sender)).json().error.code).toBe('WRONG_CODE');
    }
    expect((await a.verify(phone.typed, second.code, sender)).statusCode).toBe(204);
    const invalid = await a.requestCode('12345', { ...sender, language: 'fr' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error).toEqual({ code: 'VALIDATION_ERROR', message: fr.applications.fields.phone });
  });

  it('ends after 5 wrong tries, even for the right code next', async () => {
    const sender = { address: a.newAddress() };
    const phone = a.newPhone();
    await a.requestCode(phone.typed, sender);
    const { code } = await a.textedCode(phone.e164);
    const wrong = code === '123456' ? '654321' : '123456';
    for (let attempt = 1; attempt <= 4; attempt++) {
      const res = await a.verify(phone.typed, wrong, sender);
      expect(res.statusCode, `try ${attempt}`).toBe(400);
      expect(res.json().error.code).toBe('WRONG_CODE');
    }
    const fifth = await a.verify(phone.typed, wrong, { ...sender, language: 'fr' });
    expect(fifth.statusCode).toBe(410);
    expect(fifth.json().error).toEqual({ code: 'CODE_EXPIRED', message: fr.applications.errors.codeExpired });
    expect((await a.verify(phone.typed, code, sender)).statusCode).toBe(410);
    const [row] = await a.codesOf(phone.e164);
    expect(row).toMatchObject({ failedAttempts: 5, verifiedAt: null });
  });

  it('expires after 10 minutes, and does not exist for a number never texted', async () => {
    const sender = { address: a.newAddress() };
    const phone = a.newPhone();
    await a.requestCode(phone.typed, sender);
    const { code } = await a.textedCode(phone.e164);
    await a.t.db
      .update(applicationPhoneCodes)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(applicationPhoneCodes.phone, phone.e164));
    expect((await a.verify(phone.typed, code, sender)).json().error.code).toBe('CODE_EXPIRED');
    expect((await a.verify(a.newPhone().typed, code, sender)).statusCode).toBe(410);
  });
});

describe('the limits', () => {
  it('texts a number at most 3 codes in 15 minutes', async () => {
    const sender = { address: a.newAddress() };
    const phone = a.newPhone();
    for (let i = 0; i < 3; i++) expect((await a.requestCode(phone.typed, sender)).statusCode).toBe(204);
    const fourth = await a.requestCode(phone.typed, { address: a.newAddress() });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error.code).toBe('RATE_LIMITED');
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    expect(await textsTo(phone.e164)).toHaveLength(3);
  });

  it('texts at most 10 numbers an hour from one address', async () => {
    const sender = { address: a.newAddress() };
    for (let i = 0; i < 10; i++)
      expect((await a.requestCode(a.newPhone().typed, sender)).statusCode).toBe(204);
    const phone = a.newPhone();
    expect((await a.requestCode(phone.typed, sender)).statusCode).toBe(429);
    expect(await textsTo(phone.e164)).toEqual([]);
  });

  it('takes at most 5 applications a day from one address; refused ones do not count', async () => {
    const sender = { address: a.newAddress() };
    // Codes come from elsewhere: this address's limit of texts is not the point here.
    const phones = [];
    for (let i = 0; i < 6; i++) phones.push(await a.verifiedPhone({ address: a.newAddress() }));
    const refused = await a.submit(await a.body({ phone: phones[0]!.typed, consent: false }), sender);
    expect(refused.statusCode).toBe(400);
    for (const phone of phones.slice(0, 5)) {
      expect((await a.submit(await a.body({ phone: phone.typed }), sender)).statusCode).toBe(201);
    }
    const sixth = await a.submit(await a.body({ phone: phones[5]!.typed }), sender);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.code).toBe('RATE_LIMITED');
    expect(sixth.headers['retry-after']).toBeDefined();
    // The sixth may apply from elsewhere: its code was not used.
    expect(
      (await a.submit(await a.body({ phone: phones[5]!.typed }), { address: a.newAddress() })).statusCode,
    ).toBe(201);
  }, 30_000);

  it('takes at most 3 applications a day with one e-mail, withdrawn or not', async () => {
    const email = a.newEmail();
    for (let i = 0; i < 3; i++) {
      const sender = { address: a.newAddress() };
      const phone = await a.verifiedPhone(sender);
      expect((await a.submit(await a.body({ email, phone: phone.typed }), sender)).statusCode).toBe(201);
      const open = (await a.applicationsOf(email)).find((row) => row.status === 'new');
      expect((await a.withdraw(open!.withdrawToken)).statusCode).toBe(204);
    }
    const sender = { address: a.newAddress() };
    const phone = await a.verifiedPhone(sender);
    const fourth = await a.submit(await a.body({ email, phone: phone.typed }), sender);
    expect(fourth.statusCode).toBe(429);
    expect(await a.applicationsOf(email)).toHaveLength(3);
  }, 30_000);
});
