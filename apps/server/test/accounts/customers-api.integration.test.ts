import { randomUUID } from 'node:crypto';
import type { AppDb } from '@app/db/client';
import { creditUsage, customerPhoneNumbers, customers, purchases, session } from '@app/db/schema';
import { BRAND } from '@app/shared/brand';
import { en } from '@app/shared/messages/en';
import { formatMessage } from '@app/shared/messages/format';
import { fr } from '@app/shared/messages/fr';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyLedgerEntry } from '../../src/modules/credits/ledger.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import {
  lastMessageTo,
  ORIGIN,
  type SignedInCustomer,
  signedInCustomer,
  signIn,
} from '../helpers/customers.ts';
import { quebecTaxLines } from '../helpers/payments.ts';

let t: TestApp;
let db: AppDb;
beforeAll(async () => {
  t = await buildTestApp();
  db = t.database.db;
});
afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, who?: SignedInCustomer, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { origin: ORIGIN, ...(who ? { cookie: who.cookie } : {}) },
    ...(payload ? { payload } : {}),
  });

async function withHistory(who: SignedInCustomer) {
  const phone = `+1514${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const second = `+1438${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  await db.insert(customerPhoneNumbers).values([
    { customerId: who.id, phoneE164: phone, verifiedAt: new Date() },
    { customerId: who.id, phoneE164: second, verifiedAt: new Date() },
  ]);
  await db
    .update(customers)
    .set({ phoneNumbers: [phone, second] })
    .where(eq(customers.id, who.id));
  await db.transaction((tx) =>
    applyLedgerEntry(tx as unknown as AppDb, {
      customerId: who.id,
      kind: 'staff_adjustment',
      delta: 40,
      reference: randomUUID(),
    }),
  );
  await db.insert(purchases).values({
    customerId: who.id,
    bundleId: 'bundle-20',
    bundleName: 'Standard Package',
    minutes: 25,
    amountCents: 4312,
    taxCents: 562,
    taxLines: quebecTaxLines(4312 - 562, 562),
    provider: 'paypal',
    orderId: `ORDER-${randomUUID()}`,
    purchaseDate: new Date('2026-11-01T12:00:00Z'),
  });
  await db.insert(creditUsage).values({
    customerId: who.id,
    callSid: `CA${randomUUID().replaceAll('-', '')}`,
    callStart: new Date('2026-11-02T12:00:00Z'),
    callEnd: new Date('2026-11-02T12:02:05Z'),
    minutesUsed: 3,
    durationSeconds: 125,
  });
  return { phone, second };
}

describe('customer data API', () => {
  it('reads the signed-in customer, without private columns', async () => {
    const who = await signedInCustomer(t.app);
    const res = await call('GET', `/api/customers/${who.id}`, who);
    expect(res.statusCode).toBe(200);
    const { customer } = res.json();
    expect(customer).toMatchObject({
      id: who.id,
      email: who.email,
      credits: 0,
      phoneNumbers: [],
      birthDate: null,
      emailnotifications: false,
      callReceipts: 'email',
      billingAddress: null,
    });
    expect(Object.keys(customer).sort()).toEqual(
      [
        'billingAddress',
        'birthDate',
        'callReceipts',
        'createdAt',
        'credits',
        'email',
        'emailnotifications',
        'id',
        'lastConnectetAt',
        'name',
        'phoneNumbers',
      ].sort(),
    );
  });

  it('lists purchases, credit usage, credits and the promo code', async () => {
    const who = await signedInCustomer(t.app);
    await withHistory(who);
    expect((await call('GET', `/api/customers/${who.id}/credits`, who)).json()).toEqual({ credits: 40 });
    const { purchases: rows } = (await call('GET', `/api/customers/${who.id}/purchases`, who)).json();
    expect(rows).toEqual([
      expect.objectContaining({
        bundleName: 'Standard Package',
        minutes: 25,
        amountCents: 4312,
        cashback: false,
      }),
    ]);
    const { creditUsages } = (await call('GET', `/api/customers/${who.id}/credit-usage`, who)).json();
    expect(creditUsages).toEqual([expect.objectContaining({ minutesUsed: 3, durationSeconds: 125 })]);
    expect((await call('GET', `/api/customers/${who.id}/tarot-promo-code`, who)).json()).toEqual({
      promoCode: null,
    });
  });

  it('edits the profile and validates it with the spec-style messages', async () => {
    const who = await signedInCustomer(t.app);
    const ok = await call('PATCH', `/api/customers/${who.id}`, who, {
      name: ' Luna Star ',
      birthDate: '1990-04-12',
      emailnotifications: false,
    });
    expect(ok.json().customer).toMatchObject({
      name: 'Luna Star',
      birthDate: '1990-04-12',
      emailnotifications: false,
    });
    const minor = await call('PATCH', `/api/customers/${who.id}`, who, { birthDate: '2020-01-01' });
    expect(minor.statusCode).toBe(400);
    expect(minor.json().error.message).toContain(en.profile.errors.tooYoung);
    const email = await call('PATCH', `/api/customers/${who.id}`, who, { email: 'new@example.com' });
    expect(email.statusCode).toBe(400);
    const [row] = await db.select().from(customers).where(eq(customers.id, who.id));
    expect(row?.email).toBe(who.email.toLowerCase());
  });

  it("takes a first name by the shared rule, refuses a bad one in the page's language, and null takes it away", async () => {
    const who = await signedInCustomer(t.app);
    const defaultName = `User ${who.email.split('@')[0]}`;
    // The spec's default name stays in the data; no consent to offers and news until given.
    expect((await call('GET', `/api/customers/${who.id}`, who)).json().customer).toMatchObject({
      name: defaultName,
      emailnotifications: false,
    });
    const inFrench = (name: unknown) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/customers/${who.id}`,
        headers: { origin: ORIGIN, cookie: who.cookie, 'accept-language': 'fr-CA' },
        payload: { name },
      });
    for (const [name, message] of [
      ['Ma\u200brie', fr.profile.errors.firstNameInvalid],
      ['\u202eeiraM', fr.profile.errors.firstNameInvalid],
      ['M4rie', fr.profile.errors.firstNameInvalid],
      ['   ', fr.profile.errors.firstNameRequired],
      ['a'.repeat(51), 'Votre prénom ne doit pas dépasser 50\u00a0caractères.'],
    ]) {
      const refused = await inFrench(name);
      expect(refused.statusCode, JSON.stringify(name)).toBe(400);
      expect(refused.json().error.message).toContain(message);
    }
    expect((await call('GET', `/api/customers/${who.id}`, who)).json().customer.name).toBe(defaultName);

    const named = await inFrench(' Marie-E\u0300ve ');
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json().customer.name).toBe('Marie-Ève');
    const cleared = await inFrench(null);
    expect(cleared.json().customer.name).toBe(defaultName);
  });

  it('deletes a secondary number but never the primary', async () => {
    const who = await signedInCustomer(t.app);
    const { phone, second } = await withHistory(who);
    const primary = await call(
      'DELETE',
      `/api/customers/${who.id}/phone-numbers/${encodeURIComponent(phone)}`,
      who,
    );
    expect(primary.statusCode).toBe(409);
    expect(primary.json().error.message).toBe(en.dashboard.errors.primaryPhone);
    const ok = await call(
      'DELETE',
      `/api/customers/${who.id}/phone-numbers/${encodeURIComponent(second)}`,
      who,
    );
    expect(ok.json()).toEqual({ phoneNumbers: [phone] });
    expect(
      await db.select().from(customerPhoneNumbers).where(eq(customerPhoneNumbers.phoneE164, second)),
    ).toHaveLength(0);
  });

  it('on a French page, closes the account when SUPPRIMER is typed, and refuses DELETE in French', async () => {
    const who = await signedInCustomer(t.app);
    const inFrench = (confirm: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/customers/${who.id}`,
        headers: { origin: ORIGIN, cookie: who.cookie, 'accept-language': 'fr-CA' },
        payload: { confirm },
      });
    for (const confirm of ['DELETE', 'supprimer', '']) {
      const wrong = await inFrench(confirm);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error).toEqual({
        code: 'VALIDATION_ERROR',
        message: `confirm: ${fr.validation.deleteConfirm}`,
      });
    }
    const [open] = await db.select().from(customers).where(eq(customers.id, who.id));
    expect(open?.deletedAt).toBeNull();
    const res = await inFrench('SUPPRIMER');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: true });
    const [row] = await db.select().from(customers).where(eq(customers.id, who.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
  });

  it('refuses SUPPRIMER on an English page', async () => {
    const who = await signedInCustomer(t.app);
    const wrong = await call('DELETE', `/api/customers/${who.id}`, who, { confirm: 'SUPPRIMER' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(`confirm: ${en.validation.deleteConfirm}`);
  });

  it('closes the account only when DELETE is typed, ends its sessions and refuses the next sign-in', async () => {
    const who = await signedInCustomer(t.app);
    const { phone } = await withHistory(who);
    const wrong = await call('DELETE', `/api/customers/${who.id}`, who, { confirm: 'delete' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toContain(en.validation.deleteConfirm);
    const res = await call('DELETE', `/api/customers/${who.id}`, who, { confirm: 'DELETE' });
    expect(res.json()).toEqual({ deleted: true });
    expect(String(res.headers['set-cookie'])).toContain('Max-Age=0');
    const [row] = await db.select().from(customers).where(eq(customers.id, who.id));
    expect(row).toMatchObject({ isActive: false });
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(await db.select().from(session).where(eq(session.userId, who.id))).toHaveLength(0);
    // The line is released for whoever owns it next; the history stays.
    expect(
      await db.select().from(customerPhoneNumbers).where(eq(customerPhoneNumbers.phoneE164, phone)),
    ).toHaveLength(0);
    expect(await db.select().from(purchases).where(eq(purchases.customerId, who.id))).toHaveLength(1);
    expect((await call('GET', `/api/customers/${who.id}`, who)).statusCode).toBe(401);
    const again = await signIn(t.app, who.email);
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe(en.auth.signIn.errors.accountDeleted);
    // The customer is told, at the address of the account.
    const confirmation = await lastMessageTo(t.app, who.email);
    expect(confirmation.subject).toBe(
      formatMessage(en.auth.emails.deleted.subject, { product: BRAND.productName }),
    );
    expect(confirmation.body).toContain(
      formatMessage(en.auth.emails.deleted.intro, { product: BRAND.productName }),
    );
  });
});

describe('permissions: every route acts on the signed-in customer only', () => {
  const routes: [Method, (id: string, phone: string) => string, object | undefined][] = [
    ['GET', (id) => `/api/customers/${id}`, undefined],
    ['GET', (id) => `/api/customers/${id}/credits`, undefined],
    ['GET', (id) => `/api/customers/${id}/purchases`, undefined],
    ['GET', (id) => `/api/customers/${id}/credit-usage`, undefined],
    ['GET', (id) => `/api/customers/${id}/tarot-promo-code`, undefined],
    ['GET', (id) => `/api/customers/${id}/closure`, undefined],
    ['PATCH', (id) => `/api/customers/${id}`, { name: 'Hijacked' }],
    ['DELETE', (id, phone) => `/api/customers/${id}/phone-numbers/${encodeURIComponent(phone)}`, undefined],
    ['DELETE', (id) => `/api/customers/${id}`, { confirm: 'DELETE' }],
  ];

  it.each(routes)(
    "%s %s with another customer's id → 403, nothing changed; no session → 401",
    async (method, path, body) => {
      const victim = await signedInCustomer(t.app);
      const attacker = await signedInCustomer(t.app);
      const { second } = await withHistory(victim);
      const [before] = await db.select().from(customers).where(eq(customers.id, victim.id));

      const res = await call(method, path(victim.id, second), attacker, body);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('FORBIDDEN');
      const anonymous = await call(method, path(victim.id, second), undefined, body);
      expect(anonymous.statusCode).toBe(401);

      const [after] = await db.select().from(customers).where(eq(customers.id, victim.id));
      expect(after).toEqual(before);
      expect(
        await db.select().from(customerPhoneNumbers).where(eq(customerPhoneNumbers.customerId, victim.id)),
      ).toHaveLength(2);
      expect(await db.select().from(session).where(eq(session.userId, victim.id))).not.toHaveLength(0);
    },
  );
});
