import { Writable } from 'node:stream';
import { customers } from '@app/db/schema';
import { en } from '@app/shared/messages/en';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import {
  followLink,
  lastMessageTo,
  PASSWORD,
  post,
  readOutbox,
  signIn,
  signUpAndConfirm,
} from '../helpers/customers.ts';

let t: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  t = await buildTestApp({ trustProxy: true }, { logger: pino({ level: 'trace' }, sink) });
});
afterAll(async () => {
  await t?.close();
});

describe('password reset', () => {
  it('e-mails a link to /reset-password; the new password works, the old one and old sessions do not', async () => {
    const email = await signUpAndConfirm(t.app);
    const oldSession = await signIn(t.app, email);
    const res = await post(t.app, '/api/auth/request-password-reset', {
      email: ` ${email.toUpperCase()} `,
      redirectTo: '/reset-password',
    });
    expect(res.statusCode).toBe(200);
    const message = await lastMessageTo(t.app, email);
    expect(message.subject).toBe('Reset your password - Lumière Psychics');
    const redirect = await followLink(t.app, message.body, '/api/auth/reset-password/');
    expect(redirect.statusCode).toBe(302);
    const location = new URL(String(redirect.headers.location), 'http://localhost:3000');
    expect(location.pathname).toBe('/reset-password');
    const token = location.searchParams.get('token') ?? '';
    expect(token).not.toBe('');

    const short = await post(t.app, '/api/auth/reset-password', { newPassword: 'short7!', token });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(en.validation.passwordMin8);

    const ok = await post(t.app, '/api/auth/reset-password', { newPassword: 'a-new-password', token });
    expect(ok.statusCode).toBe(200);
    expect((await signIn(t.app, email, 'a-new-password')).statusCode).toBe(200);
    expect((await signIn(t.app, email, PASSWORD)).statusCode).toBe(401);
    const cookie = String(oldSession.headers['set-cookie']).split(';')[0] ?? '';
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
    expect(session.json()).toBeNull();

    const reused = await post(t.app, '/api/auth/reset-password', { newPassword: 'another-password', token });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(en.auth.reset.errors.updateFailed);
  });

  it('answers 200 for an unknown address and sends nothing (no enumeration)', async () => {
    const before = (await readOutbox(t.app)).length;
    const res = await post(t.app, '/api/auth/request-password-reset', {
      email: 'ghost@example.com',
      redirectTo: '/reset-password',
    });
    expect(res.statusCode).toBe(200);
    expect((await readOutbox(t.app)).length).toBe(before);
  });

  it('never logs a password or a token', () => {
    const all = logLines.join('\n');
    expect(all).not.toContain(PASSWORD);
    expect(all).not.toContain('a-new-password');
    expect(all).toContain('[redacted]');
    expect(all).not.toMatch(/reset-password\/(?!\[redacted\])[A-Za-z0-9]{10,}/);
    expect(all).not.toMatch(/token=(?!\[redacted\])/);
  });
});

describe('welcome e-mail (sendEmail)', () => {
  it('sends the branded welcome once, with the stored name, only to a customer', async () => {
    const email = await signUpAndConfirm(t.app);
    const send = (body: object) => post(t.app, '/.netlify/functions/sendEmail', body);
    expect((await send({ type: 'welcome', email, name: '<script>alert(1)</script>' })).json()).toEqual({
      sent: true,
    });
    const message = await lastMessageTo(t.app, email);
    expect(message.subject).toBe('Welcome to Lumière Psychics');
    expect(message.body).toContain('WELCOME25');
    // No first name given: greeted without one, never by the default name kept in the data.
    expect(message.body.split('\n')[0]).toBe('Hello,');
    expect(message.body).not.toContain(`User ${email.split('@')[0]}`);
    expect(message.body).not.toContain('<script>');
    expect((await send({ type: 'welcome', email, name: 'x' })).json()).toEqual({ sent: false });
    expect((await send({ type: 'welcome', email: 'stranger@example.com', name: 'x' })).json()).toEqual({
      sent: false,
    });
    expect((await send({ type: 'spam', email, name: 'x' })).statusCode).toBe(400);
    const [row] = await t.database.db
      .select()
      .from(customers)
      .where(eq(customers.email, email.toLowerCase()));
    expect(row?.welcomeEmailSentAt).toBeInstanceOf(Date);
  });
});

// Sign-in limits (per account and client, per client, per account) are in sign-in-limits.integration.test.ts.
describe('abuse limits', () => {
  it('sends at most 3 e-mails per hour to one address', async () => {
    const email = await signUpAndConfirm(t.app);
    for (let i = 0; i < 4; i++) {
      const res = await post(t.app, '/api/auth/request-password-reset', {
        email,
        redirectTo: '/reset-password',
      });
      expect(res.statusCode).toBe(200);
    }
    const toThem = (await readOutbox(t.app)).filter((m) => m.to === email.toLowerCase());
    // Confirmation + two resets reach the address; the third and fourth resets are dropped.
    expect(toThem).toHaveLength(3);
  });
});
