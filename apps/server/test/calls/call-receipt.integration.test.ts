import type { AppDb } from '@app/db/client';
import { advisors, customerPhoneNumbers, customers } from '@app/db/schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/build-test-app.ts';
import { readOutbox, signedInCustomer } from '../helpers/customers.ts';
import { giveVerifiedLine, newCallSid, type twilioWebhooks } from '../helpers/payments.ts';
import { usePhoneLineApp } from '../helpers/phone-line.ts';
import { grantMinutes, insertCustomer } from '../helpers/staff.ts';

let t: TestApp;
let db: AppDb;
let line: ReturnType<typeof twilioWebhooks>;

usePhoneLineApp({}, (app) => {
  ({ t, db, line } = app);
});

async function caller(minutes: number, options: { language?: 'en' | 'fr'; emails?: boolean } = {}) {
  const id = await insertCustomer(db, {
    name: 'Chloé Bouchard',
    language: options.language ?? 'en',
    emailnotifications: options.emails ?? true,
  });
  await grantMinutes(db, id, minutes);
  const [row] = await db.select({ email: customers.email }).from(customers).where(eq(customers.id, id));
  return { id, email: row?.email ?? '', from: await giveVerifiedLine(db, id) };
}

async function call(from: string, agentId: number, seconds: number) {
  const callSid = newCallSid();
  await line.dial(from, callSid, agentId);
  await line.dialComplete(callSid, seconds);
  return callSid;
}

const receiptsTo = async (email: string) => {
  await t.app.trust.messages.deliverDue();
  return (await readOutbox(t.app)).filter((message) => message.to === email && message.channel === 'email');
};

const advisorName = async (agentId: number) =>
  (await db.select({ name: advisors.name }).from(advisors).where(eq(advisors.agentId, agentId)))[0]?.name ??
  '';

describe('the receipt after each call', () => {
  it('tells the advisor, the start, the length, the minutes billed and the balance, once', async () => {
    const c = await caller(20);
    const callSid = await call(c.from, 1002, 125);
    // Twilio's retry of the same callback bills nothing more and sends nothing more.
    await line.dialComplete(callSid, 125);
    const receipts = await receiptsTo(c.email);
    expect(receipts).toHaveLength(1);
    const name = await advisorName(1002);
    expect(receipts[0]?.subject).toBe(`Your reading with ${name}`);
    expect(receipts[0]?.body).toContain(`Advisor: ${name}`);
    expect(receipts[0]?.body).toContain('Duration: 2 min 05 s');
    expect(receipts[0]?.body).toContain('Minutes billed: 3');
    expect(receipts[0]?.body).toContain('Balance left: 17 minutes');
    expect(receipts[0]?.body).toMatch(/Started: \w+, \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2}\s[AP]M/);
  });

  it('is written in the customer’s language, and says when a dropped call was credited back', async () => {
    const c = await caller(10, { language: 'fr' });
    await call(c.from, 1003, 40);
    const [receipt] = await receiptsTo(c.email);
    expect(receipt?.subject).toBe(`Votre consultation avec ${await advisorName(1003)}`);
    expect(receipt?.body).toContain('Durée : 0 min 40 s');
    expect(receipt?.body).toContain('Minutes facturées : 1');
    expect(receipt?.body).toContain('Solde restant : 10 minutes');
    expect(receipt?.body).toContain('recréditée');
  });

  it('is sent to a customer who declined offers and news (it is no offer), never for a call that did not connect', async () => {
    const quiet = await caller(10, { emails: false });
    await call(quiet.from, 1004, 200);
    expect(await receiptsTo(quiet.email)).toHaveLength(1);

    const other = await caller(10);
    const callSid = newCallSid();
    await line.dial(other.from, callSid, 1005);
    await line.dialComplete(callSid, 0);
    expect(await receiptsTo(other.email)).toEqual([]);
  });
});

describe('receipts by text message, the customer’s choice on /profile', () => {
  const patch = (who: { id: string; cookie: string }, payload: unknown) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/customers/${who.id}`,
      headers: { cookie: who.cookie, origin: 'http://localhost:3000' },
      payload: payload as Record<string, unknown>,
    });
  const textsTo = async (phone: string) => {
    await t.app.trust.messages.deliverDue();
    return (await readOutbox(t.app)).filter((message) => message.to === phone && message.channel === 'sms');
  };

  it('is chosen on the profile: text needs a verified number, bad values are refused, others cannot choose', async () => {
    const who = await signedInCustomer(t.app);
    const noPhone = await patch(who, { callReceipts: 'sms' });
    expect(noPhone.statusCode).toBe(409);
    expect(noPhone.json()).toMatchObject({ error: { code: 'NO_PHONE' } });
    expect((await patch(who, { callReceipts: 'fax' })).statusCode).toBe(400);
    await giveVerifiedLine(db, who.id);
    const chosen = await patch(who, { callReceipts: 'sms' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().customer).toMatchObject({ callReceipts: 'sms' });
    const other = await signedInCustomer(t.app);
    expect((await patch({ id: who.id, cookie: other.cookie }, { callReceipts: 'none' })).statusCode).toBe(
      403,
    );
    const visitor = await t.app.inject({
      method: 'PATCH',
      url: `/api/customers/${who.id}`,
      headers: { origin: 'http://localhost:3000' },
      payload: { callReceipts: 'none' },
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('sends the receipt by text to the number called from, in the customer’s language, instead of the e-mail', async () => {
    const c = await caller(20, { language: 'fr' });
    await db.update(customers).set({ callReceipts: 'sms' }).where(eq(customers.id, c.id));
    await call(c.from, 1006, 125);
    const [text] = await textsTo(c.from);
    const name = await advisorName(1006);
    expect(text?.body).toMatch(
      new RegExp(
        `^Reçu Lumière Psychics : ${name}, \\w+ \\d{1,2} \\w+ \\d{4} à \\d{1,2} h( \\d{2})?, 2 min 05 s\\. Minutes facturées : 3\\. Solde restant : 17 minutes\\.$`,
      ),
    );
    expect(await receiptsTo(c.email)).toEqual([]);

    const english = await caller(10);
    await db.update(customers).set({ callReceipts: 'sms' }).where(eq(customers.id, english.id));
    await call(english.from, 1007, 30);
    const [dropped] = await textsTo(english.from);
    expect(dropped?.body).toContain(
      'Minutes billed: 1. Balance left: 10 minutes. The first minute was credited back.',
    );
  });

  it('sends none to a customer who chose none, and falls back to e-mail when no number is left to text', async () => {
    const none = await caller(10);
    await db.update(customers).set({ callReceipts: 'none' }).where(eq(customers.id, none.id));
    await call(none.from, 1008, 90);
    expect(await receiptsTo(none.email)).toEqual([]);
    expect(await textsTo(none.from)).toEqual([]);

    const noLine = await caller(10);
    await db.update(customers).set({ callReceipts: 'sms' }).where(eq(customers.id, noLine.id));
    const callSid = newCallSid();
    await line.dial(noLine.from, callSid, 1009);
    // The number is removed during the call: the receipt still goes out, by e-mail.
    await db.delete(customerPhoneNumbers).where(eq(customerPhoneNumbers.customerId, noLine.id));
    await line.dialComplete(callSid, 90);
    expect(await receiptsTo(noLine.email)).toHaveLength(1);
  });
});
