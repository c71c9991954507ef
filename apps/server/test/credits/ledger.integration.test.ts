import { randomUUID } from 'node:crypto';
import type { AppDb } from '@app/db/client';
import { creditLedger, customers, user } from '@app/db/schema';
import { useTestDatabase } from '@app/db/testing';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyLedgerEntry,
  InsufficientCreditsError,
  type LedgerEntry,
  type LedgerKind,
  ledgerSum,
} from '../../src/modules/credits/ledger.ts';

const t = useTestDatabase('migrated');

async function newCustomer(): Promise<string> {
  const id = randomUUID();
  await t.db
    .insert(user)
    .values({ id, name: 'Ledger Test', email: `${id}@example.com`, updatedAt: new Date() });
  await t.db.insert(customers).values({ id, name: 'User ledger', email: `${id}@example.com` });
  return id;
}

async function balanceOf(id: string): Promise<number> {
  const [row] = await t.db.select({ credits: customers.credits }).from(customers).where(eq(customers.id, id));
  if (!row) throw new Error('customer vanished');
  return row.credits;
}

function apply(entry: LedgerEntry) {
  return t.db.transaction((tx) => applyLedgerEntry(tx as unknown as AppDb, entry));
}

describe('credit ledger', () => {
  it('credits and debits in one transaction and refuses to go below zero', async () => {
    const id = await newCustomer();
    await expect(
      apply({ customerId: id, kind: 'purchase', delta: 25, reference: 'order-1' }),
    ).resolves.toEqual({
      applied: true,
      delta: 25,
      balanceAfter: 25,
      shortfall: 0,
    });
    await expect(
      apply({ customerId: id, kind: 'staff_adjustment', delta: -30, reference: 'adj-1' }),
    ).rejects.toBeInstanceOf(InsufficientCreditsError);
    expect(await balanceOf(id)).toBe(25);
  });

  it('a replayed reference changes nothing', async () => {
    const id = await newCustomer();
    await apply({ customerId: id, kind: 'purchase', delta: 12, reference: 'paypal:ABC' });
    const replay = await apply({ customerId: id, kind: 'purchase', delta: 12, reference: 'paypal:ABC' });
    expect(replay.applied).toBe(false);
    expect(await balanceOf(id)).toBe(12);
    const rows = await t.db.select().from(creditLedger).where(eq(creditLedger.customerId, id));
    expect(rows).toHaveLength(1);
  });

  it('clamps a debit to the balance and reports the shortfall', async () => {
    const id = await newCustomer();
    await apply({ customerId: id, kind: 'purchase', delta: 5, reference: 'order-5' });
    const result = await apply({
      customerId: id,
      kind: 'refund',
      delta: -8,
      reference: 'refund-5',
      onShortfall: 'clamp',
    });
    expect(result).toEqual({ applied: true, delta: -5, balanceAfter: 0, shortfall: 3 });
    expect(await balanceOf(id)).toBe(0);
    const [row] = await t.db.select().from(creditLedger).where(eq(creditLedger.reference, 'refund-5'));
    expect(row?.note).toContain('shortfall 3 min');
  });

  it('rejects a zero or fractional delta', async () => {
    const id = await newCustomer();
    await expect(apply({ customerId: id, kind: 'gift', delta: 0, reference: 'z' })).rejects.toThrow(
      RangeError,
    );
    await expect(apply({ customerId: id, kind: 'gift', delta: 1.5, reference: 'f' })).rejects.toThrow(
      RangeError,
    );
  });

  it('50 concurrent replays of one capture credit once', async () => {
    const id = await newCustomer();
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        apply({ customerId: id, kind: 'purchase', delta: 25, reference: 'same' }),
      ),
    );
    expect(results.filter((r) => r.applied)).toHaveLength(1);
    expect(await balanceOf(id)).toBe(25);
  });

  const CREDIT_KINDS: LedgerKind[] = ['purchase', 'gift', 'coupon_bonus', 'monthly_cashback'];
  const DEBIT_KINDS: LedgerKind[] = ['call_usage', 'refund', 'staff_adjustment'];
  const operation = fc.oneof(
    fc.record({
      kind: fc.constantFrom(...CREDIT_KINDS),
      delta: fc.integer({ min: 1, max: 120 }),
      // A small pool of references makes replays common.
      reference: fc.integer({ min: 1, max: 6 }).map(String),
      onShortfall: fc.constant<'refuse' | 'clamp'>('refuse'),
    }),
    fc.record({
      kind: fc.constantFrom(...DEBIT_KINDS),
      delta: fc.integer({ min: -150, max: -1 }),
      reference: fc.integer({ min: 1, max: 6 }).map(String),
      onShortfall: fc.constantFrom<'refuse' | 'clamp'>('refuse', 'clamp'),
    }),
  );

  it('property: under concurrent random operations, credits always equal the ledger sum and stay >= 0', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(operation, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 6 }),
        async (batches) => {
          const id = await newCustomer();
          let appliedSum = 0;
          for (const batch of batches) {
            const results = await Promise.allSettled(batch.map((op) => apply({ customerId: id, ...op })));
            for (const result of results) {
              if (result.status === 'fulfilled') {
                if (result.value.applied) appliedSum += result.value.delta;
              } else {
                expect(result.reason).toBeInstanceOf(InsufficientCreditsError);
              }
            }
            const balance = await balanceOf(id);
            expect(balance).toBeGreaterThanOrEqual(0);
            expect(balance).toBe(await ledgerSum(t.db, id));
            expect(balance).toBe(appliedSum);
          }
        },
      ),
      { numRuns: 25 },
    );
  }, 180_000);
});
