import { randomUUID } from 'node:crypto';
import type { AppDb } from '@app/db/client';
import { customers, user } from '@app/db/schema';
import { useTestDatabase } from '@app/db/testing';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isRetryable, retryTransaction } from '../../src/modules/credits/money-transaction.ts';

const t = useTestDatabase('migrated');

async function newCustomer(): Promise<string> {
  const id = randomUUID();
  await t.db.insert(user).values({ id, name: 'Retry', email: `${id}@example.com`, updatedAt: new Date() });
  await t.db.insert(customers).values({ id, name: 'Retry', email: `${id}@example.com` });
  return id;
}

describe('retryTransaction', () => {
  it('knows the retryable states through drizzle’s wrapping', () => {
    const wrapped = (code: string) =>
      Object.assign(new Error('query failed'), { cause: Object.assign(new Error('db'), { code }) });
    expect(isRetryable(wrapped('40001'))).toBe(true);
    expect(isRetryable(wrapped('40P01'))).toBe(true);
    expect(isRetryable(wrapped('23505'))).toBe(false);
    expect(isRetryable(new Error('plain'))).toBe(false);
  });

  it('two transactions that lock two rows in opposite orders both commit: the deadlock is retried', async () => {
    const [a, b] = [await newCustomer(), await newCustomer()];
    let retries = 0;
    let arrived = 0;
    let release: () => void = () => undefined;
    const bothHoldTheirFirstRow = new Promise<void>((resolve) => {
      release = resolve;
    });
    const touch = (tx: AppDb, id: string) =>
      tx
        .update(customers)
        .set({ name: sql`${customers.name} || '.'` })
        .where(eq(customers.id, id));
    const crossing = (first: string, second: string) =>
      retryTransaction(
        t.db,
        async (tx) => {
          await touch(tx, first);
          arrived += 1;
          if (arrived === 2) release();
          // Only the first attempts wait for each other; a retry goes straight through.
          if (arrived <= 2)
            await Promise.race([bothHoldTheirFirstRow, new Promise((r) => setTimeout(r, 500))]);
          await touch(tx, second);
          return first;
        },
        { onRetry: () => (retries += 1) },
      );
    await expect(Promise.all([crossing(a, b), crossing(b, a)])).resolves.toEqual([a, b]);
    // PostgreSQL detects the deadlock (after deadlock_timeout, 1 s) and one side is retried; the embedded
    // database runs one transaction at a time, so it never deadlocks.
    if (t.database.kind === 'pg') expect(retries).toBeGreaterThanOrEqual(1);
    const names = await t.db.select({ name: customers.name }).from(customers).where(eq(customers.id, a));
    expect(names[0]?.name).toBe('Retry..');
  }, 20_000);

  it('gives up after the last attempt and throws the database error', async () => {
    let calls = 0;
    const deadlock = Object.assign(new Error('deadlock detected'), { code: '40P01' });
    await expect(
      retryTransaction(
        t.db,
        async () => {
          calls += 1;
          throw deadlock;
        },
        { attempts: 3 },
      ),
    ).rejects.toBe(deadlock);
    expect(calls).toBe(3);
  });

  it('does not retry other errors', async () => {
    let calls = 0;
    await expect(
      retryTransaction(t.db, async () => {
        calls += 1;
        throw new Error('not a conflict');
      }),
    ).rejects.toThrow('not a conflict');
    expect(calls).toBe(1);
  });
});
