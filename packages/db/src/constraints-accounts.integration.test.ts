import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rejection, useConstraintsDatabase } from './constraints-testing.ts';
import { PG_ERROR } from './errors.ts';
import { user } from './schema/auth.ts';
import { creditLedger } from './schema/credits.ts';
import { customerPhoneNumbers, customers } from './schema/customers.ts';
import { staffAuditLog } from './schema/staff-audit.ts';

// What the database itself refuses about customers, the credit ledger and the staff audit log. Payments,
// coupons, tarot, calls and advisor media: constraints-sales.
const { database, makeCustomer } = useConstraintsDatabase();

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

  it('knows its actions and its actors are staff, or the customer for their own account closing', async () => {
    expect((await rejection(makeEntry({ action: 'customer.delete' as never }))).constraint).toBe(
      'staff_audit_log_action_known',
    );
    expect((await rejection(makeEntry({ actorRole: 'customer' }))).constraint).toBe(
      'staff_audit_log_actor_role_allowed',
    );
    const closing = await makeEntry({ actorRole: 'customer', action: 'customer.close_account' });
    expect(closing.actorRole).toBe('customer');
  });
});
