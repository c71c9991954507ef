import type { AppDb } from '@app/db/client';
import { PG_ERROR, pgErrorOf } from '@app/db/errors';
import { customers } from '@app/db/schema';
import { eq } from 'drizzle-orm';

/**
 * PostgreSQL's "try again" answers: a serialization failure and a detected deadlock. The transaction was
 * rolled back as a whole, so running it again from the start is safe.
 */
const RETRYABLE_STATES = new Set<string>([PG_ERROR.serializationFailure, PG_ERROR.deadlockDetected]);

export const isRetryable = (error: unknown): boolean => RETRYABLE_STATES.has(pgErrorOf(error)?.code ?? '');

export interface RetryOptions {
  /** Attempts in all, the first included. */
  attempts?: number;
  /** Called before each new attempt (tests count them; the app logs them). */
  onRetry?: (error: unknown, attempt: number) => void;
}

export const DEFAULT_ATTEMPTS = 5;

/**
 * Runs `work` in a transaction and runs it again, from the start, when PostgreSQL answers 40001 or
 * 40P01, a bounded number of times with a short random pause (so two colliding transactions do not
 * collide again in step). Anything else, or the last failure, is thrown as is.
 */
export async function retryTransaction<T>(
  db: AppDb,
  work: (tx: AppDb) => Promise<T>,
  options: RetryOptions = {},
): Promise<T> {
  const attempts = options.attempts ?? DEFAULT_ATTEMPTS;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction((tx) => work(tx as unknown as AppDb));
    } catch (error) {
      if (attempt >= attempts || !isRetryable(error)) throw error;
      options.onRetry?.(error, attempt);
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
    }
  }
}

export class CustomerNotFoundError extends Error {
  constructor(readonly customerId: string) {
    super('customer not found');
    this.name = 'CustomerNotFoundError';
  }
}

/**
 * Locks the customer row for the rest of the transaction and returns the balance. FOR NO KEY UPDATE is
 * the lock an update of `credits` takes anyway; unlike FOR UPDATE it does not wait for (or block) rows
 * of other tables that merely reference the customer (their foreign-key checks take FOR KEY SHARE).
 */
export async function lockCustomer(tx: AppDb, customerId: string): Promise<{ credits: number }> {
  const [row] = await tx
    .select({ credits: customers.credits })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('no key update');
  if (!row) throw new CustomerNotFoundError(customerId);
  return row;
}

/**
 * The one way to run anything that changes a customer's minutes or money (a payment credited, a call
 * settled, a coupon reserved, a refund, a cashback, a staff adjustment). The lock order is fixed: the
 * customer row first, then whatever the work locks (the payment order, the call session, coupon uses,
 * the advisor). Two such transactions of one customer therefore queue on the customer row instead of
 * each holding half of what the other needs, and the rare conflict that remains is retried.
 */
export function moneyTransaction<T>(
  db: AppDb,
  customerId: string,
  work: (tx: AppDb, customer: { credits: number }) => Promise<T>,
  options: RetryOptions = {},
): Promise<T> {
  return retryTransaction(
    db,
    async (tx) => {
      const customer = await lockCustomer(tx, customerId);
      return work(tx, customer);
    },
    options,
  );
}
