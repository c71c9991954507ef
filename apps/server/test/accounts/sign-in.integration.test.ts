import { customers, session } from '@app/db/schema';
import { en } from '@app/shared/messages/en';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/build-test-app.ts';
import { PASSWORD, post, signedInCustomer, signIn, signUpAndConfirm } from '../helpers/customers.ts';

const errors = en.auth.signIn.errors;

describe('sign-in', () => {
  const t = useTestApp();

  const getSession = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers });

  it('trims and lower-cases the e-mail, sets an httpOnly SameSite=Lax cookie and records the connection', async () => {
    const email = await signUpAndConfirm(t.app, 'Trim.Me@example.com');
    expect(email).toBe('Trim.Me@example.com');
    const res = await signIn(t.app, '  TRIM.me@Example.COM ');
    expect(res.statusCode).toBe(200);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const [customer] = await t.database.db
      .select()
      .from(customers)
      .where(eq(customers.email, 'trim.me@example.com'));
    expect(customer?.lastConnectetAt).toBeInstanceOf(Date);
  });

  it('answers the spec message for a wrong password and for an unknown e-mail', async () => {
    const email = await signUpAndConfirm(t.app);
    for (const attempt of [signIn(t.app, email, 'wrong-password'), signIn(t.app, 'nobody@example.com')]) {
      const res = await attempt;
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'INVALID_EMAIL_OR_PASSWORD', message: errors.invalidCredentials });
    }
  });

  it('refuses an unconfirmed e-mail with the spec message', async () => {
    const email = 'unconfirmed@example.com';
    await post(t.app, '/api/auth/sign-up/email', { email, password: PASSWORD, name: 'x' });
    const res = await signIn(t.app, email);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED', message: errors.emailNotConfirmed });
  });

  it('answers the spec message for a duplicate e-mail at sign-up, whatever its case and spaces', async () => {
    const email = await signUpAndConfirm(t.app);
    const res = await post(t.app, '/api/auth/sign-up/email', {
      email: ` ${email.toUpperCase()} `,
      password: PASSWORD,
      name: 'x',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ code: 'USER_ALREADY_EXISTS', message: en.auth.signUp.errors.emailExists });
  });

  it('answers the validation messages for short and long passwords at sign-up', async () => {
    const short = await post(t.app, '/api/auth/sign-up/email', {
      email: 'short@example.com',
      password: '12345',
      name: 'x',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(en.validation.passwordMin6);
    const long = await post(t.app, '/api/auth/sign-up/email', {
      email: 'long@example.com',
      password: 'x'.repeat(73),
      name: 'x',
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(en.validation.passwordMax72);
  });

  it.each([
    [{ isActive: false }, 'ACCOUNT_INACTIVE', errors.accountInactive],
    [{ deletedAt: new Date(), isActive: false }, 'ACCOUNT_DELETED', errors.accountDeleted],
  ])('refuses a closed customer (%o) and creates no session', async (change, code, message) => {
    const email = await signUpAndConfirm(t.app);
    await t.database.db.update(customers).set(change).where(eq(customers.email, email));
    const res = await signIn(t.app, email);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code, message });
    expect(res.headers['set-cookie'] ?? '').not.toMatch(/session_token=[^;]+;/);
    const [customer] = await t.database.db.select().from(customers).where(eq(customers.email, email));
    expect(
      await t.database.db
        .select()
        .from(session)
        .where(eq(session.userId, customer?.id ?? '')),
    ).toHaveLength(0);
  });

  it('ends existing sessions at once when the customer becomes inactive', async () => {
    const customer = await signedInCustomer(t.app);
    const before = await getSession({ cookie: customer.cookie });
    expect(before.json()).toMatchObject({ user: { id: customer.id } });
    await t.database.db.update(customers).set({ isActive: false }).where(eq(customers.id, customer.id));
    const after = await getSession({ cookie: customer.cookie });
    expect(after.json()).toBeNull();
    const bearer = await getSession({ authorization: `Bearer ${customer.token}` });
    expect(bearer.json()).toBeNull();
  });

  it('accepts the set-auth-token header as a bearer token', async () => {
    const customer = await signedInCustomer(t.app);
    expect(customer.token).not.toBe('');
    const res = await getSession({ authorization: `Bearer ${customer.token}` });
    expect(res.json()).toMatchObject({ user: { id: customer.id } });
  });

  it('signs out on the server: the cookie stops working', async () => {
    const customer = await signedInCustomer(t.app);
    const out = await post(t.app, '/api/auth/sign-out', {}, { cookie: customer.cookie });
    expect(out.statusCode).toBe(200);
    expect((await getSession({ cookie: customer.cookie })).json()).toBeNull();
  });
});
