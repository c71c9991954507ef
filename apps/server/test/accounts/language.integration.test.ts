import { randomUUID } from 'node:crypto';
import { customers } from '@app/db/schema';
import { en } from '@app/shared/messages/en';
import { fr } from '@app/shared/messages/fr';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/build-test-app.ts';
import {
  chooseLanguage,
  cookieOf,
  followLink,
  lastMessageTo,
  ORIGIN,
  PASSWORD,
  post,
  signedInCustomer,
  signIn,
} from '../helpers/customers.ts';

const FRENCH = { 'accept-language': 'fr-CA' };

const t = useTestApp();

async function languageOf(email: string): Promise<string | undefined> {
  const [row] = await t.database.db
    .select({ language: customers.language })
    .from(customers)
    .where(eq(customers.email, email.toLowerCase()));
  return row?.language;
}

/** A customer who signed up on a French page (the web sends the page's language as Accept-Language). */
async function frenchSignUp() {
  const email = `${randomUUID()}@example.com`;
  const res = await post(t.app, '/api/auth/sign-up/email', { email, password: PASSWORD, name: 'x' }, FRENCH);
  expect(res.statusCode).toBe(200);
  return email;
}

describe("a customer's language", () => {
  it('is the language of the page they signed up on, and their verification e-mail speaks it', async () => {
    const email = await frenchSignUp();
    expect(await languageOf(email)).toBe('fr');
    const message = await lastMessageTo(t.app, email);
    expect(message.subject).toBe(fr.auth.emails.verify.subject.replace('{{product}}', 'Lumière Psychics'));
    expect(message.body).toContain(fr.auth.emails.verify.linkText);
    expect(message.body).not.toMatch(/Verify your e-mail|Hello /);
  });

  it('is English for a sign-up from an English page', async () => {
    const email = `${randomUUID()}@example.com`;
    await post(
      t.app,
      '/api/auth/sign-up/email',
      { email, password: PASSWORD, name: 'x' },
      { 'accept-language': 'en-CA' },
    );
    expect(await languageOf(email)).toBe('en');
    expect((await lastMessageTo(t.app, email)).body.split('\n')[0]).toBe(en.auth.emails.greetingNoName);
  });

  it("writes the reset and welcome e-mails in the customer's language, with links to French pages", async () => {
    const email = await frenchSignUp();
    await followLink(t.app, (await lastMessageTo(t.app, email)).body, '/api/auth/verify-email');
    // Asked from an English page: the account's language still wins.
    const reset = await post(t.app, '/api/auth/request-password-reset', {
      email,
      redirectTo: '/fr/reset-password',
    });
    expect(reset.statusCode).toBe(200);
    const resetMail = await lastMessageTo(t.app, email);
    expect(resetMail.subject).toBe(fr.auth.emails.reset.subject.replace('{{product}}', 'Lumière Psychics'));
    expect(resetMail.body).toContain(`${ORIGIN}/api/auth/reset-password/`);
    const welcome = await post(t.app, '/.netlify/functions/sendEmail', { type: 'welcome', email, name: 'x' });
    expect(welcome.json()).toEqual({ sent: true });
    const welcomeMail = await lastMessageTo(t.app, email);
    expect(welcomeMail.body).toContain(`${ORIGIN}/fr/purchase?coupon=WELCOME25`);
    expect(welcomeMail.subject).toBe(
      fr.auth.emails.welcome.subject.replace('{{product}}', 'Lumière Psychics'),
    );
  });

  it('sends the code by text in the language of the page that asked for it', async () => {
    const who = await signedInCustomer(t.app);
    await chooseLanguage(t.app, who.cookie, 'fr');
    const phone = `514${String(Math.floor(2_000_000 + Math.random() * 7_999_999))}`;
    const res = await post(t.app, '/.netlify/functions/request-otp', { phone }, { cookie: who.cookie });
    expect(res.statusCode).toBe(200);
    const sms = await lastMessageTo(t.app, `+1${phone}`, 'sms');
    expect(sms.body).toMatch(/^\d{6} est votre code de vérification Lumière Psychics\./);
  });

  it("writes the shared schemas' checks in the language of the request, the field named", async () => {
    const body = { type: 'welcome', email: 'not-an-address' };
    const english = await post(t.app, '/.netlify/functions/sendEmail', body);
    const french = await post(t.app, '/.netlify/functions/sendEmail', body, FRENCH);
    expect(english.statusCode).toBe(400);
    expect(french.statusCode).toBe(400);
    expect(english.json().error.message).toBe(`email: ${en.validation.emailInvalid}`);
    expect(french.json().error.message).toBe(`email: ${fr.validation.emailInvalid}`);
  });

  it('answers API errors in the language of the request', async () => {
    const english = await post(t.app, '/api/coupons/validate', { code: 'NOPE-NOPE', bundleId: 'bundle-10' });
    const french = await post(
      t.app,
      '/api/coupons/validate',
      { code: 'NOPE-NOPE', bundleId: 'bundle-10' },
      FRENCH,
    );
    expect(english.statusCode).toBe(french.statusCode);
    const messageOf = (body: { error?: { message?: string }; message?: string }) =>
      body.error?.message ?? body.message;
    const englishMessage = messageOf(english.json());
    const frenchMessage = messageOf(french.json());
    expect(englishMessage).toBeTruthy();
    expect(frenchMessage).toBeTruthy();
    expect(frenchMessage).not.toBe(englishMessage);
  });
});

describe('PUT /api/language', () => {
  const put = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/language',
      payload: payload as object,
      headers: { origin: ORIGIN, ...headers },
    });

  it("remembers a visitor's choice in the lang cookie", async () => {
    const res = await put({ language: 'fr' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ language: 'fr', saved: 'cookie' });
    expect(String(res.headers['set-cookie'])).toMatch(/^lang=fr; Path=\/; Max-Age=31536000; SameSite=Lax/);
  });

  it("saves a signed-in customer's choice on their account, and only theirs", async () => {
    const who = await signedInCustomer(t.app);
    const other = await signedInCustomer(t.app);
    const res = await put({ language: 'fr' }, { cookie: who.cookie });
    expect(res.json()).toEqual({ language: 'fr', saved: 'account' });
    expect(await languageOf(who.email)).toBe('fr');
    expect(await languageOf(other.email)).toBe('en');
    expect((await put({ language: 'en' }, { cookie: who.cookie })).json()).toEqual({
      language: 'en',
      saved: 'account',
    });
    expect(await languageOf(who.email)).toBe('en');
  });

  it('refuses a language we do not speak, and anything else in the body', async () => {
    for (const payload of [{ language: 'de' }, { language: 'FR' }, {}, { language: 'fr', extra: 1 }]) {
      expect((await put(payload)).statusCode).toBe(400);
    }
  });

  it('is refused from another origin (no cross-site change of a customer’s language)', async () => {
    const who = await signedInCustomer(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/language',
      payload: { language: 'fr' },
      headers: { origin: 'https://evil.example', cookie: who.cookie },
    });
    expect(res.statusCode).toBe(403);
    expect(await languageOf(who.email)).toBe('en');
  });

  it('keeps the session usable after a sign-in (the cookie is not the session)', async () => {
    const who = await signedInCustomer(t.app);
    const again = await signIn(t.app, who.email);
    expect(cookieOf(again.headers['set-cookie'])).toContain('better-auth.session_token');
  });
});
