import { advisors, customerPhoneNumbers } from '@app/db/schema';
import { ADVISOR_SEEDS } from '@app/db/seed/advisors-data';
import { en } from '@app/shared/messages/en';
import { fr } from '@app/shared/messages/fr';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInLogin, signedInAdvisor, signedInStaff } from '../helpers/advisors.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { ORIGIN, readOutbox, type SignedInCustomer, signedInCustomer } from '../helpers/customers.ts';

// A number is a customer's (verified on their account) or an advisor's forwarding number (a call from it
// hears the advisor menu), never both. The races meet the number's claim lock on PostgreSQL
// (TEST_DATABASE_URL); on PGlite the same requests run one after another.
let t: TestApp;
let advisor: SignedInLogin;
let admin: SignedInLogin;
const AGENT = 1005;

beforeAll(async () => {
  t = await buildTestApp();
  advisor = await signedInAdvisor(t.app, t.database.db, AGENT);
  admin = await signedInStaff(t.app, t.database.db, 'admin');
}, 60_000);
afterAll(async () => {
  await t?.close();
});

let line = 4385550100;
const nextNumber = () => {
  line += 1;
  return String(line);
};
const e164 = (digits: string) => `+1${digits}`;

const send = (
  method: 'POST' | 'PUT',
  url: string,
  cookie: string,
  payload: object,
  language: 'en' | 'fr' = 'en',
) =>
  t.app.inject({
    method,
    url,
    headers: { origin: ORIGIN, cookie, 'accept-language': language },
    payload,
  });
const fn = (path: string, who: SignedInCustomer, body: object, language: 'en' | 'fr' = 'en') =>
  send('POST', `/.netlify/functions/${path}`, who.cookie, body, language);
const advisorCode = (phoneNumber: string, language: 'en' | 'fr' = 'en') =>
  send('POST', `/api/advisor/${AGENT}/phone/code`, advisor.cookie, { phoneNumber }, language);
const advisorConfirm = (phoneNumber: string, code: string) =>
  send('POST', `/api/advisor/${AGENT}/phone/confirm`, advisor.cookie, { phoneNumber, code });

async function codeTextedTo(digits: string): Promise<string> {
  const sms = (await readOutbox(t.app)).find((entry) => entry.channel === 'sms' && entry.to === e164(digits));
  const code = sms?.body.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no code texted to ${digits}`);
  return code;
}

async function verifyForCustomer(who: SignedInCustomer, digits: string): Promise<void> {
  expect((await fn('request-otp', who, { phone: digits })).statusCode).toBe(200);
  const verified = await fn('verify-otp', who, { phone: digits, code: await codeTextedTo(digits) });
  expect(verified.statusCode, verified.body).toBe(200);
}

const errorOf = (res: { json(): unknown }) =>
  (res.json() as { error: { code: string; message: string } }).error;

describe('one number, one kind of owner', () => {
  it("refuses a customer an advisor's forwarding number, in the page's language, texting nothing", async () => {
    const who = await signedInCustomer(t.app);
    const seeded = ADVISOR_SEEDS.find((seed) => seed.agentId === 1002)?.phoneNumber ?? '';
    const texts = (await readOutbox(t.app)).length;
    const english = await fn('request-otp', who, { phone: seeded.slice(2) });
    expect(english.statusCode).toBe(409);
    expect(errorOf(english)).toEqual({
      code: 'PHONE_IS_ADVISORS',
      message: en.auth.phone.errors.advisorNumber,
    });
    const french = await fn('request-otp', who, { phone: seeded.slice(2) }, 'fr');
    expect(errorOf(french).message).toBe(fr.auth.phone.errors.advisorNumber);
    expect((await readOutbox(t.app)).length).toBe(texts);
  });

  it('refuses an advisor, and staff, a number verified on a customer account', async () => {
    const who = await signedInCustomer(t.app);
    const digits = nextNumber();
    await verifyForCustomer(who, digits);
    expect((await fn('add-phone', who, { phone: digits })).statusCode).toBe(200);
    const texts = (await readOutbox(t.app)).length;

    const english = await advisorCode(digits);
    expect(english.statusCode).toBe(409);
    expect(errorOf(english)).toEqual({
      code: 'PHONE_IS_CUSTOMERS',
      message: en.auth.phone.errors.customerNumber,
    });
    expect(errorOf(await advisorCode(digits, 'fr')).message).toBe(fr.auth.phone.errors.customerNumber);
    expect(errorOf(await advisorConfirm(digits, '123456')).code).toBe('PHONE_IS_CUSTOMERS');
    expect((await readOutbox(t.app)).length).toBe(texts);

    const staff = await send(
      'PUT',
      `/api/staff/advisors/${AGENT}/phone`,
      admin.cookie,
      { phoneNumber: digits },
      'fr',
    );
    expect(staff.statusCode).toBe(409);
    expect(errorOf(staff)).toEqual({
      code: 'PHONE_IS_CUSTOMERS',
      message: fr.auth.phone.errors.customerNumber,
    });
    const [row] = await t.database.db.select().from(advisors).where(eq(advisors.agentId, AGENT));
    expect(row?.phoneNumber).not.toBe(e164(digits));
  });

  it('lets one of two simultaneous claims of a number through, never both', async () => {
    for (let round = 0; round < 3; round += 1) {
      const who = await signedInCustomer(t.app);
      const digits = nextNumber();
      // Both have a valid code for the number before either claims it.
      await verifyForCustomer(who, digits);
      expect((await advisorCode(digits)).statusCode).toBe(204);
      const code = await codeTextedTo(digits);

      const [customer, forwarding] = await Promise.all([
        fn('add-phone', who, { phone: digits }),
        advisorConfirm(digits, code),
      ]);
      const statuses = [customer.statusCode, forwarding.statusCode].sort();
      expect(statuses, `${customer.body} ${forwarding.body}`).toEqual([200, 409]);
      const customers = await t.database.db
        .select()
        .from(customerPhoneNumbers)
        .where(eq(customerPhoneNumbers.phoneE164, e164(digits)));
      const [row] = await t.database.db.select().from(advisors).where(eq(advisors.agentId, AGENT));
      expect(customers.length + (row?.phoneNumber === e164(digits) ? 1 : 0)).toBe(1);
    }
  });
});
