import { customerPhoneNumbers, customers, phoneVerifications } from '@app/db/schema';
import { en } from '@app/shared/messages/en';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/build-test-app.ts';
import {
  cookieOf,
  lastMessageTo,
  post,
  readOutbox,
  type SignedInCustomer,
  signedInCustomer,
} from '../helpers/customers.ts';

const t = useTestApp();

let line = 5145550000;
const nextPhone = () => {
  line += 1;
  return String(line);
};
const e164 = (digits: string) => `+1${digits}`;

const fn = (path: string, body: object, who?: SignedInCustomer, bearer = false) =>
  post(
    t.app,
    `/.netlify/functions/${path}`,
    body,
    who ? (bearer ? { authorization: `Bearer ${who.token}` } : { cookie: who.cookie }) : {},
  );

async function codeSentTo(phone: string): Promise<string> {
  const sms = await lastMessageTo(t.app, e164(phone), 'sms');
  const code = sms.body.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error('no code in SMS');
  return code;
}

async function addPhone(who: SignedInCustomer, phone: string) {
  expect((await fn('request-otp', { phone }, who)).statusCode).toBe(200);
  expect((await fn('verify-otp', { phone, code: await codeSentTo(phone) }, who)).statusCode).toBe(200);
  return fn('add-phone', { phone }, who);
}

describe('add-phone flow', () => {
  it('needs a session: 401 with the spec message', async () => {
    const res = await fn('request-otp', { phone: nextPhone() });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe(en.dashboard.errors.notAuthenticated);
  });

  it('validates the phone and the code with the spec messages', async () => {
    const who = await signedInCustomer(t.app);
    const messageOf = async (path: string, body: object) =>
      (await fn(path, body, who)).json().error.message as string;
    // Schema errors name the field ('phone: …'); the text after it is the spec's.
    expect(await messageOf('request-otp', { phone: '514555' })).toContain(en.validation.phoneMinDigits);
    expect(await messageOf('request-otp', { phone: '514-555-0101' })).toContain(
      en.validation.phoneDigitsOnly,
    );
    expect(await messageOf('request-otp', { phone: '12345678901234' })).toBe(en.validation.phoneInvalid);
    // Ten digits that no North American line can have: refused, and nothing is texted.
    const before = (await readOutbox(t.app)).length;
    for (const impossible of ['0000000000', '1234567890', '5140000000']) {
      expect(await messageOf('request-otp', { phone: impossible })).toBe(en.validation.phoneInvalid);
    }
    expect((await readOutbox(t.app)).length).toBe(before);
    const phone = nextPhone();
    await fn('request-otp', { phone }, who);
    expect(await messageOf('verify-otp', { phone, code: '123' })).toContain(en.validation.otpLength);
    expect(await messageOf('verify-otp', { phone, code: '12345a' })).toContain(en.validation.otpDigitsOnly);
  });

  it('texts a code, verifies it, adds the number as primary; bearer tokens work too', async () => {
    const who = await signedInCustomer(t.app);
    const phone = nextPhone();
    expect((await fn('request-otp', { phone }, who, true)).json()).toEqual({ sent: true });
    const code = await codeSentTo(phone);
    expect((await fn('verify-otp', { phone, code }, who, true)).json()).toEqual({ verified: true });
    const added = await fn('add-phone', { phone }, who, true);
    expect(added.json()).toEqual({ phoneNumbers: [e164(phone)] });
    const [row] = await t.database.db
      .select()
      .from(customerPhoneNumbers)
      .where(eq(customerPhoneNumbers.phoneE164, e164(phone)));
    expect(row?.customerId).toBe(who.id);
    // The SMS holds the code; the database only its hash.
    const [verification] = await t.database.db
      .select()
      .from(phoneVerifications)
      .where(eq(phoneVerifications.phoneE164, e164(phone)));
    expect(verification?.codeHash).not.toContain(code);
  });

  it('refuses add-phone without a verified code for that very number', async () => {
    const who = await signedInCustomer(t.app);
    const phone = nextPhone();
    const other = nextPhone();
    await fn('request-otp', { phone }, who);
    await fn('verify-otp', { phone, code: await codeSentTo(phone) }, who);
    const res = await fn('add-phone', { phone: other }, who);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({
      code: 'PHONE_NOT_VERIFIED',
      message: en.auth.phone.errors.notVerified,
    });
  });

  it("another customer's verification does not let me add the number", async () => {
    const alice = await signedInCustomer(t.app);
    const mallory = await signedInCustomer(t.app);
    const phone = nextPhone();
    await fn('request-otp', { phone }, alice);
    await fn('verify-otp', { phone, code: await codeSentTo(phone) }, alice);
    expect((await fn('add-phone', { phone }, mallory)).statusCode).toBe(403);
    expect((await fn('add-phone', { phone }, alice)).statusCode).toBe(200);
    const taken = await fn('request-otp', { phone }, mallory);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(en.auth.phone.errors.phoneTaken);
    expect((await fn('request-otp', { phone }, alice)).json().error.code).toBe('PHONE_ALREADY_ADDED');
  });

  it('two customers who both verified one number: exactly one adds it', async () => {
    const a = await signedInCustomer(t.app);
    const b = await signedInCustomer(t.app);
    const phone = nextPhone();
    for (const who of [a, b]) {
      await fn('request-otp', { phone }, who);
      await fn('verify-otp', { phone, code: await codeSentTo(phone) }, who);
    }
    const results = await Promise.all([fn('add-phone', { phone }, a), fn('add-phone', { phone }, b)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(
      await t.database.db
        .select()
        .from(customerPhoneNumbers)
        .where(eq(customerPhoneNumbers.phoneE164, e164(phone))),
    ).toHaveLength(1);
  });

  it('a double submit adds one row and answers the same list', async () => {
    const who = await signedInCustomer(t.app);
    const phone = nextPhone();
    await fn('request-otp', { phone }, who);
    await fn('verify-otp', { phone, code: await codeSentTo(phone) }, who);
    const results = await Promise.all([fn('add-phone', { phone }, who), fn('add-phone', { phone }, who)]);
    expect(results.map((r) => r.json())).toEqual([
      { phoneNumbers: [e164(phone)] },
      { phoneNumbers: [e164(phone)] },
    ]);
    const [customer] = await t.database.db.select().from(customers).where(eq(customers.id, who.id));
    expect(customer?.phoneNumbers).toEqual([e164(phone)]);
  });

  it('a code dies after 5 wrong tries, even if the right one comes next', async () => {
    const who = await signedInCustomer(t.app);
    const phone = nextPhone();
    await fn('request-otp', { phone }, who);
    const code = await codeSentTo(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => fn('verify-otp', { phone, code: wrong }, who)),
    );
    const codes = answers.map((r) => r.json().error.code);
    expect(codes.filter((c) => c === 'INVALID_OTP')).toHaveLength(4);
    const late = await fn('verify-otp', { phone, code }, who);
    expect(late.json().error).toEqual({ code: 'OTP_EXPIRED', message: en.auth.otp.errors.codeExpired });
  });

  it('at most 3 codes per 15 minutes per phone', async () => {
    const who = await signedInCustomer(t.app);
    const phone = nextPhone();
    for (let i = 0; i < 3; i++) expect((await fn('request-otp', { phone }, who)).statusCode).toBe(200);
    const fourth = await fn('request-otp', { phone }, who);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error.message).toBe(en.auth.otp.errors.tooManyRequests);
    // When the window lifts: in the body for the page's message, and as Retry-After.
    const { retryAfterSeconds } = fourth.json().error;
    expect(retryAfterSeconds).toBeGreaterThan(14 * 60);
    expect(retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
    expect(fourth.headers['retry-after']).toBe(String(retryAfterSeconds));
  });
});

describe('sign-in by phone', () => {
  const signInPost = (path: string, body: object) => post(t.app, `/api/auth/phone-sign-in/${path}`, body);

  it('signs in a customer by a verified number matched on the last 10 digits', async () => {
    const who = await signedInCustomer(t.app);
    const phone = nextPhone();
    await addPhone(who, phone);
    expect((await signInPost('send-otp', { phone: `1${phone}` })).statusCode).toBe(200);
    const code = await codeSentTo(phone);
    const res = await signInPost('verify-otp', { phone, code });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: { id: who.id } });
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: cookieOf(res.headers['set-cookie']) },
    });
    expect(session.json()).toMatchObject({ user: { id: who.id } });
    // Single use: the same code cannot open a second session.
    expect((await signInPost('verify-otp', { phone, code })).statusCode).toBe(400);
  });

  it('never creates an account: an unknown number gets the spec message', async () => {
    const res = await signInPost('send-otp', { phone: nextPhone() });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: 'NO_CUSTOMER_FOR_PHONE',
      message: en.dataService.noCustomerForPhone,
    });
  });

  it('refuses a wrong code and an inactive customer', async () => {
    const who = await signedInCustomer(t.app);
    const phone = nextPhone();
    await addPhone(who, phone);
    await signInPost('send-otp', { phone });
    const code = await codeSentTo(phone);
    const wrong = await signInPost('verify-otp', { phone, code: code === '000000' ? '111111' : '000000' });
    expect(wrong.json()).toMatchObject({ code: 'INVALID_OTP', message: en.auth.otp.errors.invalidCode });
    await t.database.db.update(customers).set({ isActive: false }).where(eq(customers.id, who.id));
    const refused = await signInPost('verify-otp', { phone, code });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'ACCOUNT_INACTIVE',
      message: en.auth.signIn.errors.accountInactive,
    });
  });
});
