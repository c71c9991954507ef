import { randomUUID } from 'node:crypto';
import { customers, messageJobs, purchases } from '@app/db/schema';
import { en } from '@app/shared/messages/en';
import { fr } from '@app/shared/messages/fr';
import { formatMoneyIn } from '@app/shared/rules/language';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInStaff } from '../helpers/advisors.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { readOutbox, type SignedInCustomer } from '../helpers/customers.ts';
import { buyerWithALine } from '../helpers/payments.ts';
import { staffApi } from '../helpers/staff.ts';

// A staff refund takes minutes back: the customer hears of it, once, in their language.
let t: TestApp;
let asAdmin: ReturnType<typeof staffApi>;

beforeAll(async () => {
  t = await buildTestApp();
  asAdmin = staffApi(t.app, (await signedInStaff(t.app, t.database.db, 'admin')).cookie);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

async function purchaseOf(customerId: string) {
  const [row] = await t.database.db.select().from(purchases).where(eq(purchases.customerId, customerId));
  if (!row) throw new Error('no purchase');
  return row;
}

/** What reached the outbox for a customer, once every queued message due has been delivered. */
async function messagesTo(who: SignedInCustomer, line: string) {
  await t.app.trust.messages.deliverDue();
  return (await readOutbox(t.app)).filter((entry) => entry.to === who.email || entry.to === line);
}

const refund = (purchaseId: string, body: Record<string, unknown>) =>
  asAdmin.post(`/api/staff/purchases/${purchaseId}/refunds`, {
    requestId: randomUUID(),
    note: 'Advisor line dropped twice',
    ...body,
  });

describe('the refund notice', () => {
  it('e-mails an English customer without a first name: amount, minutes, reason; no text', async () => {
    const { who, from } = await buyerWithALine(t.app, t.database.db);
    const purchase = await purchaseOf(who.id);
    const before = (await messagesTo(who, from)).length;
    const res = await refund(purchase.id, { amountCents: purchase.amountCents, minutes: 5 });
    expect(res.statusCode, res.body).toBe(200);

    const sent = (await messagesTo(who, from)).slice(0, -before || undefined);
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    const amount = formatMoneyIn('en', purchase.amountCents);
    expect(mail).toMatchObject({ channel: 'email', to: who.email });
    expect(mail?.subject).toBe(`Your refund of ${amount} - Lumière Psychics`);
    const lines = mail?.body.split('\n') ?? [];
    expect(lines[0]).toBe(en.auth.emails.greetingNoName);
    expect(mail?.body).toContain(`We refunded ${amount} of your purchase of `);
    expect(lines).toContain('Minutes taken back from your balance: 5');
    expect(lines).toContain(`Your balance is now ${purchase.minutes - 5} minutes.`);
    expect(lines).toContain('Reason: Advisor line dropped twice');
    expect(mail?.body).not.toContain('User ');
  });

  it('also texts a French customer who chose text receipts, by first name, in French', async () => {
    const { who, from } = await buyerWithALine(t.app, t.database.db);
    await t.database.db
      .update(customers)
      .set({ language: 'fr', callReceipts: 'sms', name: 'Élodie' })
      .where(eq(customers.id, who.id));
    const purchase = await purchaseOf(who.id);
    const before = (await messagesTo(who, from)).length;
    const res = await refund(purchase.id, { amountCents: 1000, minutes: 0 });
    expect(res.statusCode, res.body).toBe(200);

    const sent = (await messagesTo(who, from)).slice(0, -before || undefined);
    const mail = sent.find((entry) => entry.channel === 'email');
    const text = sent.find((entry) => entry.channel === 'sms');
    expect(sent).toHaveLength(2);
    const amount = formatMoneyIn('fr', 1000);
    expect(mail?.subject).toBe(`Votre remboursement de ${amount} – Lumière Psychics`);
    expect(mail?.body.split('\n')[0]).toBe('Bonjour Élodie,');
    expect(mail?.body).toContain('Motif\u00a0: Advisor line dropped twice');
    expect(mail?.body).toContain(fr.receipts.refundNotice.delay);
    expect(text?.to).toBe(from);
    expect(text?.body).toContain(`nous avons remboursé ${amount}`);
    expect(text?.body).toContain('Minutes retirées\u00a0: 0');
  });

  it('is queued once, by the pass that completes the refund, however often it is replayed', async () => {
    const { who, from } = await buyerWithALine(t.app, t.database.db);
    const purchase = await purchaseOf(who.id);
    const body = { requestId: randomUUID(), amountCents: 500, minutes: 1 };
    // The provider's answer is lost: the refund stays pending, and nothing is said yet.
    await t.app.inject({ method: 'POST', url: '/dev/paypal/refunds/next', payload: { mode: 'lose' } });
    const first = await refund(purchase.id, body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().refund.status).toBe('pending');
    const id = (first.json() as { refund: { id: string } }).refund.id;
    const jobsOf = () =>
      t.database.db
        .select()
        .from(messageJobs)
        .where(like(messageJobs.key, `refund%:${id}`));
    expect(await jobsOf()).toEqual([]);

    // Replayed by the form, then again, then the reconciliation job: completed once, told once.
    expect((await refund(purchase.id, body)).json().refund.status).toBe('completed');
    expect((await refund(purchase.id, body)).statusCode).toBe(200);
    await t.app.reconciliation.run(new Date(Date.now() + 60 * 60_000));
    expect((await jobsOf()).map((job) => job.key)).toEqual([`refund:${id}`]);
    const mails = (await messagesTo(who, from)).filter((entry) =>
      entry.subject?.startsWith('Your refund of'),
    );
    expect(mails).toHaveLength(1);
  });

  it('says nothing when the provider refuses the refund', async () => {
    const { who, from } = await buyerWithALine(t.app, t.database.db);
    const purchase = await purchaseOf(who.id);
    await t.app.inject({ method: 'POST', url: '/dev/paypal/refunds/next', payload: { mode: 'refuse' } });
    const res = await refund(purchase.id, { amountCents: 500, minutes: 1 });
    expect(res.statusCode).toBe(502);
    const mails = (await messagesTo(who, from)).filter((entry) =>
      entry.subject?.startsWith('Your refund of'),
    );
    expect(mails).toEqual([]);
  });
});
