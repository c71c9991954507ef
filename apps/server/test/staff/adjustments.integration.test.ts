import { randomUUID } from 'node:crypto';
import { PG_ERROR, pgErrorOf } from '@app/db/errors';
import { creditLedger, staffAuditLog } from '@app/db/schema';
import { STAFF_SUPPORT_ADJUST_CAP } from '@app/shared/schemas/staff';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInAdvisor } from '../helpers/advisors.ts';
import { signedInCustomer } from '../helpers/customers.ts';
import { balanceAndLedger } from '../helpers/payments.ts';
import { auditRowsOf, grantMinutes, insertCustomer, staffApi, useStaffTestApp } from '../helpers/staff.ts';

// The races below run on a pool of connections and meet real row locks on PostgreSQL (CI sets
// TEST_DATABASE_URL); on PGlite the same requests run one after the other and must give the same result.
const { t, admin, support, asAdmin, asSupport } = useStaffTestApp({ adminAddress: '203.0.113.7' });

const staffRowsOf = (customerId: string) =>
  t.database.db
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.customerId, customerId), eq(creditLedger.kind, 'staff_adjustment')));

describe('adjusting minutes', () => {
  it('adds and takes through the ledger, with the reason and note kept and an audit row each time', async () => {
    const customerId = await insertCustomer(t.database.db);
    const requestId = randomUUID();
    const added = await asAdmin.adjust(customerId, {
      delta: 10,
      reason: 'call_quality',
      note: '  Line dropped twice  ',
      requestId,
    });
    expect(added.statusCode).toBe(200);
    const first = added.json() as { balance: number; ledgerEntryId: number };
    expect(first.balance).toBe(10);

    const taken = await asAdmin.adjust(customerId, { delta: -4, reason: 'billing_correction' });
    expect(taken.statusCode).toBe(200);
    expect(taken.json().balance).toBe(6);

    const rows = await staffRowsOf(customerId);
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.id === first.ledgerEntryId)).toMatchObject({
      delta: 10,
      balanceAfter: 10,
      reference: requestId,
      note: 'call_quality: Line dropped twice',
    });
    expect(await balanceAndLedger(t.database.db, customerId)).toEqual({ credits: 6, ledger: 6 });

    const audit = await auditRowsOf(t.database.db, `customer:${customerId}`);
    expect(audit).toHaveLength(2);
    expect(audit[1]).toMatchObject({
      actorUserId: admin.userId,
      actorEmail: admin.email,
      actorRole: 'admin',
      action: 'customer.adjust_credits',
      before: { credits: 0 },
      after: { credits: 10, delta: 10, reason: 'call_quality', ledgerEntryId: first.ledgerEntryId },
      reason: 'Line dropped twice',
      clientIp: '203.0.113.7',
    });
    expect(audit[0]).toMatchObject({ before: { credits: 10 }, after: { credits: 6, delta: -4 } });
    expect(audit[1]?.at).toBeInstanceOf(Date);
  });

  it('never goes below zero: 409 INSUFFICIENT_CREDITS, and nothing changes', async () => {
    const customerId = await insertCustomer(t.database.db);
    await grantMinutes(t.database.db, customerId, 5);
    const res = await asAdmin.adjust(customerId, { delta: -6 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 'INSUFFICIENT_CREDITS',
      message: 'Cannot take 6 minutes: the balance is 5 minutes, and it cannot go below zero.',
    });
    expect(await staffRowsOf(customerId)).toHaveLength(0);
    expect(await auditRowsOf(t.database.db, `customer:${customerId}`)).toHaveLength(0);
    expect(await balanceAndLedger(t.database.db, customerId)).toEqual({ credits: 5, ledger: 5 });
    // Exactly the balance is allowed.
    expect((await asAdmin.adjust(customerId, { delta: -5 })).json().balance).toBe(0);
  });

  it(`caps support at ${STAFF_SUPPORT_ADJUST_CAP} minutes an action; admin has no cap`, async () => {
    const customerId = await insertCustomer(t.database.db);
    for (const delta of [STAFF_SUPPORT_ADJUST_CAP + 1, -(STAFF_SUPPORT_ADJUST_CAP + 1)]) {
      const refused = await asSupport.adjust(customerId, { delta });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('ADJUST_CAP');
      expect(refused.json().error.message).toContain(`at most ${STAFF_SUPPORT_ADJUST_CAP} minutes`);
    }
    expect(await staffRowsOf(customerId)).toHaveLength(0);

    expect((await asSupport.adjust(customerId, { delta: STAFF_SUPPORT_ADJUST_CAP })).json().balance).toBe(30);
    expect((await asSupport.adjust(customerId, { delta: -STAFF_SUPPORT_ADJUST_CAP })).json().balance).toBe(0);
    const big = await asAdmin.adjust(customerId, { delta: 500 });
    expect(big.statusCode).toBe(200);
    expect(big.json().balance).toBe(500);
    const audit = await auditRowsOf(t.database.db, `customer:${customerId}`);
    expect(audit.map((row) => row.actorRole)).toEqual(['admin', 'support', 'support']);
  });

  it('adjusts once for one requestId: the replay answers the first result', async () => {
    const customerId = await insertCustomer(t.database.db);
    const requestId = randomUUID();
    const first = await asAdmin.adjust(customerId, { delta: 7, requestId });
    const again = await asAdmin.adjust(customerId, { delta: 7, requestId });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await staffRowsOf(customerId)).toHaveLength(1);
    expect(await auditRowsOf(t.database.db, `customer:${customerId}`)).toHaveLength(1);
    expect(await balanceAndLedger(t.database.db, customerId)).toEqual({ credits: 7, ledger: 7 });
  });

  it('answers 404 for an unknown id, a staff login and an advisor login, and changes nothing', async () => {
    const advisor = await signedInAdvisor(t.app, t.database.db, 1004);
    for (const id of ['no-such-customer', admin.userId, support.userId, advisor.userId]) {
      const res = await asAdmin.adjust(id, { delta: 5 });
      expect(res.statusCode, id).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
    const [row] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(staffAuditLog)
      .where(eq(staffAuditLog.target, `customer:${admin.userId}`));
    expect(row?.n).toBe(0);
  });

  it('refuses bad input with 400 before anything changes', async () => {
    const customerId = await insertCustomer(t.database.db);
    const bad: Record<string, unknown>[] = [
      { requestId: 'not-a-uuid' },
      { requestId: undefined },
      { delta: 0 },
      { delta: 1.5 },
      { delta: '5' },
      { delta: 10_001 },
      { delta: undefined },
      { reason: 'bribe' },
      { note: '' },
      { note: '    ' },
      { note: 'x'.repeat(501) },
      { note: 'tab\u0001bell' },
      { note: 'nul\u0000' },
      { extra: true },
    ];
    for (const body of bad) {
      const res = await asAdmin.adjust(customerId, { delta: 5, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code, JSON.stringify(body)).toMatch(/^[A-Z_]+$/);
    }
    expect(await staffRowsOf(customerId)).toHaveLength(0);
    expect(await auditRowsOf(t.database.db, `customer:${customerId}`)).toHaveLength(0);
  });

  it('needs the credits permission: a customer is 403 before the body is judged', async () => {
    const customer = await signedInCustomer(t.app);
    const res = await staffApi(t.app, customer.cookie).adjust(customer.id, { delta: 0 });
    expect(res.statusCode).toBe(403);
  });
});

describe('adjusting minutes concurrently', () => {
  it('two different debits at once cannot take the balance below zero', async () => {
    for (let round = 0; round < 3; round += 1) {
      const customerId = await insertCustomer(t.database.db);
      await grantMinutes(t.database.db, customerId, 10);
      const answers = await Promise.all([
        asAdmin.adjust(customerId, { delta: -7 }),
        asSupport.adjust(customerId, { delta: -6 }),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const { credits, ledger } = await balanceAndLedger(t.database.db, customerId);
      expect([3, 4]).toContain(credits);
      expect(ledger).toBe(credits);
      expect(await staffRowsOf(customerId)).toHaveLength(1);
      expect(await auditRowsOf(t.database.db, `customer:${customerId}`)).toHaveLength(1);
    }
  });

  it('five debits of 3 from 10 at once: exactly three apply', async () => {
    const customerId = await insertCustomer(t.database.db);
    await grantMinutes(t.database.db, customerId, 10);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => asSupport.adjust(customerId, { delta: -3 })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(2);
    expect(await balanceAndLedger(t.database.db, customerId)).toEqual({ credits: 1, ledger: 1 });
  });

  it('the same requestId sent five times at once adjusts once and answers the same result', async () => {
    const customerId = await insertCustomer(t.database.db);
    const requestId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => asAdmin.adjust(customerId, { delta: 12, requestId })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const results = answers.map((a) => a.json());
    for (const result of results) expect(result).toEqual(results[0]);
    expect(await staffRowsOf(customerId)).toHaveLength(1);
    expect(await auditRowsOf(t.database.db, `customer:${customerId}`)).toHaveLength(1);
    expect(await balanceAndLedger(t.database.db, customerId)).toEqual({ credits: 12, ledger: 12 });
  });
});

describe('the audit log', () => {
  it('cannot be updated, deleted or truncated (the trigger), whoever asks', async () => {
    const customerId = await insertCustomer(t.database.db);
    await asAdmin.adjust(customerId, { delta: 1 });
    const [row] = await auditRowsOf(t.database.db, `customer:${customerId}`);
    if (!row) throw new Error('no audit row');
    const failureOf = async (operation: PromiseLike<unknown>) => {
      try {
        await operation;
      } catch (error) {
        return pgErrorOf(error)?.code;
      }
      return 'succeeded';
    };
    const db = t.database.db;
    expect(
      await failureOf(db.update(staffAuditLog).set({ reason: 'edited' }).where(eq(staffAuditLog.id, row.id))),
    ).toBe(PG_ERROR.integrityConstraintViolation);
    expect(await failureOf(db.delete(staffAuditLog).where(eq(staffAuditLog.id, row.id)))).toBe(
      PG_ERROR.integrityConstraintViolation,
    );
    expect(await failureOf(db.execute(sql`truncate staff_audit_log`))).toBe(
      PG_ERROR.integrityConstraintViolation,
    );
    const [still] = await auditRowsOf(t.database.db, `customer:${customerId}`);
    expect(still).toEqual(row);
  });
});
