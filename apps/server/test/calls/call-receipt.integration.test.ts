import type { AppDb } from '@app/db/client';
import { advisors, customers } from '@app/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { readOutbox } from '../helpers/customers.ts';
import { giveVerifiedLine, newCallSid, twilioWebhooks } from '../helpers/payments.ts';
import { grantMinutes, insertCustomer } from '../helpers/staff.ts';

let t: TestApp;
let db: AppDb;
let line: ReturnType<typeof twilioWebhooks>;

beforeAll(async () => {
  t = await buildTestApp();
  db = t.database.db;
  line = twilioWebhooks(t.app);
}, 60_000);
afterAll(() => t?.close());
beforeEach(async () => {
  await db.update(advisors).set({ signedIn: true, onACall: false });
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
