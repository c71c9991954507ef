import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from './client.ts';
import { PG_ERROR, pgErrorOf } from './errors.ts';
import { advisorMedia, advisors } from './schema/advisors.ts';
import { user } from './schema/auth.ts';
import { creditUsage } from './schema/calls.ts';
import { bundles, coupons, creditLedger } from './schema/credits.ts';
import { customerPhoneNumbers, customers } from './schema/customers.ts';
import { paymentOrders, purchases } from './schema/payments.ts';
import { staffAuditLog } from './schema/staff-audit.ts';
import { tarotGameAttempts, tarotGames } from './schema/tarot.ts';
import { createTestDatabase, type TestDatabase } from './testing.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await runMigrations(database);
  await database.db.insert(bundles).values({
    id: 'bundle-10',
    name: 'Basic Package',
    nameFr: 'Forfait Essentiel',
    minutes: 10,
    priceCents: 2500,
    taxCents: 374,
    giftMinutes: 2,
    cashbackPercent: 0,
    features: ['Free minutes gift'],
    featuresFr: ['Minutes gratuites en cadeau'],
    sortOrder: 0,
  });
});
afterAll(async () => {
  await database?.drop();
});

/** Resolves to the database error the operation failed with; fails the test if it succeeded. */
async function rejection(operation: PromiseLike<unknown>): Promise<{ code: string; constraint?: string }> {
  try {
    await operation;
  } catch (error) {
    const pgError = pgErrorOf(error);
    if (!pgError) throw error;
    return { code: pgError.code, ...(pgError.constraint ? { constraint: pgError.constraint } : {}) };
  }
  throw new Error('Expected the database to reject the operation');
}

async function makeCustomer(overrides: Partial<typeof customers.$inferInsert> = {}): Promise<string> {
  const id = overrides.id ?? randomUUID();
  const email = overrides.email ?? `${id}@example.com`;
  await database.db.insert(user).values({ id, name: 'Test User', email, updatedAt: new Date() });
  await database.db.insert(customers).values({ id, name: 'User test', email, ...overrides });
  return id;
}

function paymentOrder(customerId: string, providerOrderId: string) {
  return {
    provider: 'paypal' as const,
    providerOrderId,
    customerId,
    bundleId: 'bundle-10',
    bundleMinutes: 10,
    giftMinutes: 2,
    priceCents: 2500,
    taxCents: 374,
    totalCents: 2874,
  };
}

async function makeGame(): Promise<string> {
  const start = new Date(Date.UTC(2020, 0, 6 + 7 * Math.floor(Math.random() * 100_000)));
  const [game] = await database.db
    .insert(tarotGames)
    .values({ weekStart: start, weekEnd: new Date(start.getTime() + 7 * 86_400_000 - 1) })
    .returning({ id: tarotGames.id });
  return game!.id;
}

describe('customers', () => {
  it('accepts a valid customer with the spec defaults', async () => {
    const id = await makeCustomer();
    const [row] = await database.db.select().from(customers).where(eq(customers.id, id));
    expect(row).toMatchObject({ credits: 0, phoneNumbers: [], emailnotifications: false, isActive: true });
    expect(row?.deletedAt).toBeNull();
  });

  it('gives no consent to offers and news by default, and its migration keeps the choices already made', async () => {
    const consentOf = async (id: string) =>
      (await database.db.select().from(customers).where(eq(customers.id, id)))[0]?.emailnotifications;
    // Rows written by plain SQL, so the column's own default applies (not one the ORM would send).
    const insert = async (consent?: boolean) => {
      const id = randomUUID();
      await database.db
        .insert(user)
        .values({ id, name: 'Test User', email: `${id}@example.com`, updatedAt: new Date() });
      await database.db.execute(
        consent === undefined
          ? sql`insert into customers (id, name, email) values (${id}, 'User test', ${`${id}@example.com`})`
          : sql`insert into customers (id, name, email, emailnotifications) values (${id}, 'User test', ${`${id}@example.com`}, ${consent})`,
      );
      return id;
    };
    const consented = await insert(true);
    const declined = await insert(false);
    const migration = await readFile(
      new URL('../migrations/0019_consent_off_and_days_off.sql', import.meta.url),
      'utf8',
    );
    // Its consent statement, run again on rows made before it: the other statements add a column.
    const consent = migration
      .split('--> statement-breakpoint')
      .filter((part) => part.includes('emailnotifications'));
    expect(consent).toHaveLength(1);
    await database.db.execute(sql.raw(consent.join('')));
    expect(await consentOf(consented)).toBe(true);
    expect(await consentOf(declined)).toBe(false);
    expect(await consentOf(await insert())).toBe(false);
  });

  it('rejects a negative balance', async () => {
    const id = await makeCustomer();
    const error = await rejection(
      database.db.update(customers).set({ credits: -1 }).where(eq(customers.id, id)),
    );
    expect(error).toEqual({ code: PG_ERROR.checkViolation, constraint: 'customers_credits_non_negative' });
  });

  it('rejects a customer without a login (foreign key)', async () => {
    const error = await rejection(
      database.db
        .insert(customers)
        .values({ id: randomUUID(), name: 'Ghost', email: `${randomUUID()}@example.com` }),
    );
    expect(error).toEqual({ code: PG_ERROR.foreignKeyViolation, constraint: 'customers_id_user_id_fk' });
  });

  it('rejects a mixed-case e-mail', async () => {
    const id = randomUUID();
    await database.db
      .insert(user)
      .values({ id, name: 'x', email: `${id}@example.com`, updatedAt: new Date() });
    const error = await rejection(
      database.db.insert(customers).values({ id, name: 'x', email: `Upper-${id}@Example.com` }),
    );
    expect(error.constraint).toBe('customers_email_lower_case');
  });

  it('gives a verified phone number to one customer only and derives its lookup key', async () => {
    const first = await makeCustomer();
    const second = await makeCustomer();
    const phone = `+1514${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
    const [row] = await database.db
      .insert(customerPhoneNumbers)
      .values({ customerId: first, phoneE164: phone, verifiedAt: new Date() })
      .returning();
    expect(row?.lookupKey).toBe(phone.slice(-10));
    const error = await rejection(
      database.db.insert(customerPhoneNumbers).values({ customerId: second, phoneE164: phone }),
    );
    expect(error).toEqual({
      code: PG_ERROR.uniqueViolation,
      constraint: 'customer_phone_numbers_phone_e164_unique',
    });
    const malformed = await rejection(
      database.db.insert(customerPhoneNumbers).values({ customerId: second, phoneE164: '5145550000' }),
    );
    expect(malformed.constraint).toBe('customer_phone_numbers_e164');
  });
});

describe('credit ledger', () => {
  async function makeEntry(customerId: string, reference: string = randomUUID()) {
    const [entry] = await database.db
      .insert(creditLedger)
      .values({ customerId, delta: 12, balanceAfter: 12, kind: 'purchase', reference })
      .returning();
    return entry!;
  }

  it('rejects UPDATE', async () => {
    const entry = await makeEntry(await makeCustomer());
    const error = await rejection(
      database.db.update(creditLedger).set({ note: 'edited' }).where(eq(creditLedger.id, entry.id)),
    );
    expect(error.code).toBe(PG_ERROR.integrityConstraintViolation);
  });

  it('rejects DELETE', async () => {
    const entry = await makeEntry(await makeCustomer());
    const error = await rejection(database.db.delete(creditLedger).where(eq(creditLedger.id, entry.id)));
    expect(error.code).toBe(PG_ERROR.integrityConstraintViolation);
    const [still] = await database.db.select().from(creditLedger).where(eq(creditLedger.id, entry.id));
    expect(still?.note).toBeNull();
  });

  it('rejects TRUNCATE', async () => {
    await makeEntry(await makeCustomer());
    const error = await rejection(database.db.execute(sql`truncate credit_ledger`));
    expect(error.code).toBe(PG_ERROR.integrityConstraintViolation);
  });

  it('records a cause once: (customer, kind, reference) is unique', async () => {
    const customerId = await makeCustomer();
    await makeEntry(customerId, 'order-1');
    const error = await rejection(makeEntry(customerId, 'order-1'));
    expect(error).toEqual({
      code: PG_ERROR.uniqueViolation,
      constraint: 'credit_ledger_customer_kind_reference_key',
    });
  });

  it('rejects a zero delta and a negative balance', async () => {
    const customerId = await makeCustomer();
    const zero = await rejection(
      database.db
        .insert(creditLedger)
        .values({ customerId, delta: 0, balanceAfter: 0, kind: 'gift', reference: 'r' }),
    );
    expect(zero.constraint).toBe('credit_ledger_delta_non_zero');
    const negative = await rejection(
      database.db
        .insert(creditLedger)
        .values({ customerId, delta: -5, balanceAfter: -5, kind: 'call_usage', reference: 'r' }),
    );
    expect(negative.constraint).toBe('credit_ledger_balance_after_non_negative');
  });
});

describe('staff audit log', () => {
  async function makeStaff(): Promise<{ id: string; email: string }> {
    const id = randomUUID();
    const email = `${id}@example.com`;
    await database.db
      .insert(user)
      .values({ id, name: 'Staff', email, role: 'support', updatedAt: new Date() });
    return { id, email };
  }

  async function makeEntry(overrides: Partial<typeof staffAuditLog.$inferInsert> = {}) {
    const staff = await makeStaff();
    const [entry] = await database.db
      .insert(staffAuditLog)
      .values({
        actorUserId: staff.id,
        actorEmail: staff.email,
        actorRole: 'support',
        action: 'customer.deactivate',
        target: 'customer:someone',
        before: { isActive: true },
        after: { isActive: false },
        reason: 'test',
        ...overrides,
      })
      .returning();
    return entry!;
  }

  it('rejects UPDATE, DELETE and TRUNCATE', async () => {
    const entry = await makeEntry();
    for (const operation of [
      database.db.update(staffAuditLog).set({ reason: 'edited' }).where(eq(staffAuditLog.id, entry.id)),
      database.db.delete(staffAuditLog).where(eq(staffAuditLog.id, entry.id)),
      database.db.execute(sql`truncate staff_audit_log`),
    ]) {
      expect((await rejection(operation)).code).toBe(PG_ERROR.integrityConstraintViolation);
    }
    const [still] = await database.db.select().from(staffAuditLog).where(eq(staffAuditLog.id, entry.id));
    expect(still).toEqual(entry);
  });

  it('knows its actions and its actors are staff', async () => {
    expect((await rejection(makeEntry({ action: 'customer.delete' as never }))).constraint).toBe(
      'staff_audit_log_action_known',
    );
    expect((await rejection(makeEntry({ actorRole: 'customer' }))).constraint).toBe(
      'staff_audit_log_actor_role_staff',
    );
  });
});

describe('payments', () => {
  it('rejects a second payment order with the same provider id', async () => {
    const customerId = await makeCustomer();
    await database.db.insert(paymentOrders).values(paymentOrder(customerId, 'PAYPAL-DUP'));
    const error = await rejection(
      database.db.insert(paymentOrders).values(paymentOrder(customerId, 'PAYPAL-DUP')),
    );
    expect(error).toEqual({
      code: PG_ERROR.uniqueViolation,
      constraint: 'payment_orders_provider_order_key',
    });
  });

  it('rejects an order whose total is not price - discount + tax', async () => {
    const customerId = await makeCustomer();
    const error = await rejection(
      database.db
        .insert(paymentOrders)
        .values({ ...paymentOrder(customerId, randomUUID()), totalCents: 2500 }),
    );
    expect(error.constraint).toBe('payment_orders_total_cents_sum');
  });

  it('rejects a second purchase for the same (provider, order_id)', async () => {
    const customerId = await makeCustomer();
    const purchase = {
      customerId,
      bundleId: 'bundle-10',
      bundleName: 'Basic Package',
      minutes: 12,
      amountCents: 2874,
      taxCents: 374,
      provider: 'interac' as const,
      orderId: 'INTERAC-42',
    };
    await database.db.insert(purchases).values(purchase);
    const error = await rejection(database.db.insert(purchases).values(purchase));
    expect(error).toEqual({ code: PG_ERROR.uniqueViolation, constraint: 'purchases_provider_order_id_key' });
  });

  it('keeps cashback rows free of a bundle and an amount', async () => {
    const customerId = await makeCustomer();
    await database.db.insert(purchases).values({
      customerId,
      bundleName: 'Monthly Cashback',
      minutes: 1,
      amountCents: 0,
      provider: 'cashback',
      orderId: `cashback-${customerId}-2026-10`,
    });
    const error = await rejection(
      database.db.insert(purchases).values({
        customerId,
        bundleName: 'Monthly Cashback',
        minutes: 1,
        amountCents: 100,
        provider: 'cashback',
        orderId: `cashback-${customerId}-2026-11`,
      }),
    );
    expect(error.constraint).toBe('purchases_cashback_shape');
  });

  it('rejects a purchase for an unknown customer (foreign key)', async () => {
    const error = await rejection(
      database.db.insert(purchases).values({
        customerId: 'nobody',
        bundleId: 'bundle-10',
        bundleName: 'Basic Package',
        minutes: 12,
        amountCents: 2874,
        provider: 'paypal',
        orderId: randomUUID(),
      }),
    );
    expect(error).toEqual({
      code: PG_ERROR.foreignKeyViolation,
      constraint: 'purchases_customer_id_customers_id_fk',
    });
  });
});

describe('coupons', () => {
  it('rejects a lower-case code', async () => {
    const error = await rejection(
      database.db.insert(coupons).values({ code: 'welcome10', type: 'percentage_off', value: 10 }),
    );
    expect(error).toEqual({ code: PG_ERROR.checkViolation, constraint: 'coupons_code_upper_case' });
  });

  it('rejects a non-positive value and a percentage over 100', async () => {
    const zero = await rejection(
      database.db.insert(coupons).values({ code: 'ZERO', type: 'bonus_minutes', value: 0 }),
    );
    expect(zero.constraint).toBe('coupons_value_positive');
    const over = await rejection(
      database.db.insert(coupons).values({ code: 'OVER', type: 'percentage_off', value: 150 }),
    );
    expect(over.constraint).toBe('coupons_percentage_at_most_100');
  });

  it('reads value back as a number', async () => {
    const [row] = await database.db
      .insert(coupons)
      .values({ code: `C${Date.now()}`, type: 'percentage_bonus_minutes', value: 12.5 })
      .returning();
    expect(row?.value).toBe(12.5);
  });
});

describe('tarot', () => {
  it('rejects a second attempt at the same game by the same customer', async () => {
    const customerId = await makeCustomer();
    const gameId = await makeGame();
    await database.db
      .insert(tarotGameAttempts)
      .values({ gameId, customerId, cardsDrawn: [1, 2, 3], won: false });
    const error = await rejection(
      database.db.insert(tarotGameAttempts).values({ gameId, customerId, cardsDrawn: [4, 5, 6], won: false }),
    );
    expect(error).toEqual({
      code: PG_ERROR.uniqueViolation,
      constraint: 'tarot_game_attempts_game_customer_key',
    });
  });

  it('requires a coupon exactly for a win', async () => {
    const customerId = await makeCustomer();
    const gameId = await makeGame();
    const error = await rejection(
      database.db.insert(tarotGameAttempts).values({ gameId, customerId, cardsDrawn: [1, 2, 3], won: true }),
    );
    expect(error.constraint).toBe('tarot_game_attempts_coupon_iff_won');
  });

  it('rejects a game that ends before it starts', async () => {
    const start = new Date('2031-01-06T05:00:00Z');
    const error = await rejection(
      database.db.insert(tarotGames).values({ weekStart: start, weekEnd: start }),
    );
    expect(error.constraint).toBe('tarot_games_week_end_after_start');
  });
});

describe('calls', () => {
  it('rejects a call that ends before it starts', async () => {
    const customerId = await makeCustomer();
    const error = await rejection(
      database.db.insert(creditUsage).values({
        customerId,
        callStart: new Date('2026-05-01T12:00:00Z'),
        callEnd: new Date('2026-05-01T11:59:59Z'),
        minutesUsed: 1,
        durationSeconds: 0,
      }),
    );
    expect(error).toEqual({ code: PG_ERROR.checkViolation, constraint: 'credit_usage_call_end_after_start' });
  });

  it('bills a call sid once', async () => {
    const customerId = await makeCustomer();
    const usage = {
      customerId,
      callSid: `CA${randomUUID()}`,
      callStart: new Date('2026-05-01T12:00:00Z'),
      callEnd: new Date('2026-05-01T12:03:10Z'),
      minutesUsed: 4,
      durationSeconds: 190,
    };
    await database.db.insert(creditUsage).values(usage);
    const error = await rejection(database.db.insert(creditUsage).values(usage));
    expect(error).toEqual({ code: PG_ERROR.uniqueViolation, constraint: 'credit_usage_call_sid_unique' });
  });
});

describe('advisor media', () => {
  it('round-trips binary data as a Buffer', async () => {
    await database.db.insert(advisors).values({
      agentId: 9001,
      name: 'Media Test',
      description: 'd',
      phoneNumber: '+15145550000',
      sortOrder: 0,
    });
    const bytes = Buffer.from([0, 1, 2, 253, 254, 255, 92, 120]);
    await database.db
      .insert(advisorMedia)
      .values({ agentId: 9001, photo: bytes, photoContentType: 'image/png' });
    const [row] = await database.db.select().from(advisorMedia).where(eq(advisorMedia.agentId, 9001));
    expect(Buffer.isBuffer(row?.photo)).toBe(true);
    expect(row?.photo?.equals(bytes)).toBe(true);
    expect(row?.audio).toBeNull();
  });
});
