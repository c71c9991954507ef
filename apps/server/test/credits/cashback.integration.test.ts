import { randomUUID } from 'node:crypto';
import { creditLedger, customers, paymentOrders, purchases, user } from '@app/db/schema';
import { useTestDatabase } from '@app/db/testing';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runMonthlyCashback } from '../../src/modules/credits/cashback.ts';
import { creditPaymentOrder } from '../../src/modules/payments/crediting.ts';
import { insertPaidOrder } from '../helpers/payments.ts';

const t = useTestDatabase('demo');

async function newCustomer(): Promise<string> {
  const id = randomUUID();
  await t.db.insert(user).values({ id, name: 'Cashback', email: `${id}@example.com`, updatedAt: new Date() });
  await t.db.insert(customers).values({ id, name: 'User cashback', email: `${id}@example.com` });
  return id;
}

/** A paid order credited the normal way, dated `at`. */
async function buy(
  customerId: string,
  bundleId: string,
  at: string,
  status: 'completed' | 'refunded' = 'completed',
) {
  const orderId = await insertPaidOrder(t.db, customerId, bundleId);
  const credited = await creditPaymentOrder(t.db, orderId);
  await t.db
    .update(purchases)
    .set({ purchaseDate: new Date(at) })
    .where(eq(purchases.id, credited.purchaseId));
  if (status === 'refunded')
    await t.db.update(paymentOrders).set({ status }).where(eq(paymentOrders.id, orderId));
}

async function cashbackRows(customerId: string) {
  return t.db
    .select()
    .from(purchases)
    .where(and(eq(purchases.customerId, customerId), eq(purchases.provider, 'cashback')));
}

describe('monthly cashback', () => {
  it('credits floor(sum of minutes × cashback %) once per customer and month, shown as Monthly Cashback', async () => {
    const premium = await newCustomer(); // 3 × bundle-40 in October: 3 × 40 × 2 % = 2.4 → 2
    for (const day of ['2026-10-01T04:30:00Z', '2026-10-15T12:00:00Z', '2026-10-31T23:00:00Z'])
      await buy(premium, 'bundle-40', day);
    const basic = await newCustomer(); // bundle-10 earns no cashback
    await buy(basic, 'bundle-10', '2026-10-10T12:00:00Z');
    const small = await newCustomer(); // one bundle-20: 20 × 1 % = 0.2 → no row
    await buy(small, 'bundle-20', '2026-10-10T12:00:00Z');
    const november = await newCustomer(); // 2026-11-01 00:30 Toronto is November
    await buy(november, 'bundle-80', '2026-11-01T04:30:00Z');
    const refunded = await newCustomer();
    await buy(refunded, 'bundle-80', '2026-10-12T12:00:00Z', 'refunded');

    const before = await t.db
      .select({ credits: customers.credits })
      .from(customers)
      .where(eq(customers.id, premium));
    const result = await runMonthlyCashback(t.db, '2026-10');
    expect(result).toMatchObject({ month: '2026-10', customers: 1, minutes: 2 });
    const [row] = await cashbackRows(premium);
    expect(row).toMatchObject({
      bundleName: 'Monthly Cashback',
      amountCents: 0,
      minutes: 2,
      orderId: `cashback-${premium}-2026-10`,
      bundleId: null,
    });
    const after = await t.db
      .select({ credits: customers.credits })
      .from(customers)
      .where(eq(customers.id, premium));
    expect((after[0]?.credits ?? 0) - (before[0]?.credits ?? 0)).toBe(2);
    for (const id of [basic, small, november, refunded]) expect(await cashbackRows(id)).toHaveLength(0);
  });

  it('run twice and run concurrently, it credits once', async () => {
    const id = await newCustomer();
    await buy(id, 'bundle-80', '2026-09-05T12:00:00Z'); // 80 × 3 % = 2.4 → 2
    await buy(id, 'bundle-80', '2026-09-06T12:00:00Z'); // 4.8 → 4
    const runs = await Promise.all([
      runMonthlyCashback(t.db, '2026-09'),
      runMonthlyCashback(t.db, '2026-09'),
      runMonthlyCashback(t.db, '2026-09'),
    ]);
    expect(runs.reduce((sum, run) => sum + run.minutes, 0)).toBe(4);
    expect((await runMonthlyCashback(t.db, '2026-09')).customers).toBe(0);
    expect(await cashbackRows(id)).toHaveLength(1);
    const ledger = await t.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.customerId, id), eq(creditLedger.kind, 'monthly_cashback')));
    expect(ledger.map((row) => row.delta)).toEqual([4]);
  });

  it('refuses a malformed month', async () => {
    await expect(runMonthlyCashback(t.db, '2026-9')).rejects.toThrow(RangeError);
  });
});
