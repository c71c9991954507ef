import { customers, user } from '@app/db/schema';
import { en } from '@app/shared/messages/en';
import { fr } from '@app/shared/messages/fr';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../../src/modules/dev-outbox/routes.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

const ORIGIN = 'http://localhost:3000';
const PASSWORD = 'secret-password';

describe('sign-up with e-mail verification', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const post = (url: string, payload: object) =>
    testApp.app.inject({ method: 'POST', url, payload, headers: { origin: ORIGIN } });
  const signUp = (email: string) =>
    post('/api/auth/sign-up/email', { email, password: PASSWORD, name: email });
  const signIn = (email: string) => post('/api/auth/sign-in/email', { email, password: PASSWORD });

  async function outbox(): Promise<OutboxEntry[]> {
    const res = await testApp.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(res.statusCode).toBe(200);
    return res.json();
  }

  it('creates the customer, e-mails a link, and refuses sign-in until the link is followed', async () => {
    const email = 'new.seeker@example.com';
    const res = await signUp(email);
    expect(res.statusCode).toBe(200);

    const [message] = (await outbox()).filter((entry) => entry.to === email);
    expect(message).toMatchObject({
      channel: 'email',
      subject: 'Confirm your e-mail address - Lumière Psychics',
    });
    const link = message?.body.match(/http:\/\/localhost:3000\/api\/auth\/verify-email\?\S+/)?.[0];
    expect(link).toBeDefined();
    // The text part has no button, so its link is not offered as an "Or …" alternative to one.
    // No first name was given: 'Hello,' — never the default name, nor the e-mail given as better-auth's name.
    expect(message?.body.split('\n')[0]).toBe(en.auth.emails.greetingNoName);
    expect(message?.body).not.toMatch(/User |new\.seeker/);
    expect(message?.body).toContain(`${en.auth.emails.verify.linkText} ${link}`);
    expect(message?.body).not.toContain(en.auth.emails.verify.linkHint);

    const refused = await signIn(email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });

    const url = new URL(link as string);
    const verified = await testApp.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(verified.statusCode).toBeLessThan(400);

    const accepted = await signIn(email);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.headers['set-cookie']).toBeDefined();

    const [authUser] = await testApp.database.db.select().from(user).where(eq(user.email, email));
    const [customer] = await testApp.database.db.select().from(customers).where(eq(customers.email, email));
    expect(authUser?.emailVerified).toBe(true);
    expect(customer).toMatchObject({
      id: authUser?.id,
      name: 'User new.seeker',
      emailnotifications: false,
      credits: 0,
      phoneNumbers: [],
      isActive: true,
      deletedAt: null,
    });
    expect(customer?.createdAt).toBeInstanceOf(Date);
  });

  it('takes an optional first name: the customer is named and greeted by it', async () => {
    const email = 'marie.tremblay@example.com';
    const res = await post('/api/auth/sign-up/email', {
      email,
      password: PASSWORD,
      name: email,
      firstName: '  Marie-Ève ',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [customer] = await testApp.database.db.select().from(customers).where(eq(customers.email, email));
    expect(customer?.name).toBe('Marie-Ève');
    const [message] = (await outbox()).filter((entry) => entry.to === email);
    expect(message?.body.split('\n')[0]).toBe('Hello Marie-Ève,');
  });

  it.each([
    ['en', 'Ma\u200brie', en.profile.errors.firstNameInvalid],
    ['en', 'Marie2', en.profile.errors.firstNameInvalid],
    ['en', 42, en.profile.errors.firstNameInvalid],
    ['fr', '\u202eeiraM', fr.profile.errors.firstNameInvalid],
    ['fr', 'a'.repeat(51), 'Votre prénom ne doit pas dépasser 50\u00a0caractères.'],
  ])(
    "refuses a bad first name (%s, %j) with a clear 400 in the page's language, creating nothing",
    async (language, firstName, message) => {
      const email = `bad.name.${Math.random().toString(36).slice(2)}@example.com`;
      const res = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: { email, password: PASSWORD, name: email, firstName },
        headers: { origin: ORIGIN, 'accept-language': language },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_FIRST_NAME', message });
      expect(await testApp.database.db.select().from(user).where(eq(user.email, email))).toEqual([]);
      expect((await outbox()).some((entry) => entry.to === email)).toBe(false);
    },
  );

  it('refuses an address longer than 254 characters, which no mail can reach, with the spec message', async () => {
    const local = 'a'.repeat(64);
    const domain = `${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.example.com`;
    const email = `${local}@${domain}`;
    expect(email.length).toBeGreaterThan(254);
    const res = await signUp(email);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(en.validation.emailInvalid);
    const [row] = await testApp.database.db.select().from(user).where(eq(user.email, email));
    expect(row).toBeUndefined();
  });

  it('lists the outbox newest first', async () => {
    await signUp('first@example.com');
    await signUp('second@example.com');
    const recipients = (await outbox()).map((entry) => entry.to);
    expect(recipients.indexOf('second@example.com')).toBeLessThan(recipients.indexOf('first@example.com'));
  });

  it('never leaves a user without a customer: a failing customer insert rolls the sign-up back', async () => {
    // A customer row already holding the address (customers.email is unique) makes the insert fail.
    const { db } = testApp.database;
    const now = new Date();
    await db.insert(user).values({
      id: 'squatter',
      name: 'Squatter',
      email: 'squatter@example.com',
      emailVerified: true,
      createdAt: now,
      updatedAt: now,
    });
    await db.insert(customers).values({ id: 'squatter', name: 'Squatter', email: 'taken@example.com' });

    const res = await signUp('taken@example.com');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'CUSTOMER_CREATE_FAILED',
      message: en.auth.signUp.errors.createProfile,
    });
    expect(await db.select().from(user).where(eq(user.email, 'taken@example.com'))).toEqual([]);
    expect((await outbox()).some((entry) => entry.to === 'taken@example.com')).toBe(false);
  });
});
