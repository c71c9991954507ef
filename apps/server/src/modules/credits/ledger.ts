import type { AppDb } from '@app/db/client';
import { creditLedger, customers } from '@app/db/schema';
import { and, eq, sql } from 'drizzle-orm';

export type LedgerKind = (typeof creditLedger.$inferInsert)['kind'];

export interface LedgerEntry {
  customerId: string;
  kind: LedgerKind;
  /** Minutes added (positive) or taken (negative); never zero. */
  delta: number;
  /** Business key of the cause (purchase id, call sid, cashback month…): a replay changes nothing. */
  reference: string;
  note?: string;
  /**
   * What to do when a debit exceeds the balance. 'refuse' throws InsufficientCreditsError; 'clamp' takes
   * what is there and reports the rest as a shortfall (a call already made, a refund after the minutes
   * were spent: the balance must still never go below zero).
   */
  onShortfall?: 'refuse' | 'clamp';
}

export interface LedgerResult {
  /** False when the same (customer, kind, reference) was recorded before: nothing changed this time. */
  applied: boolean;
  /** The delta recorded (after clamping), 0 when nothing could be taken. */
  delta: number;
  balanceAfter: number;
  /** Minutes that could not be taken because the balance was too low ('clamp' only). */
  shortfall: number;
}

export class InsufficientCreditsError extends Error {
  constructor(
    readonly balance: number,
    readonly requested: number,
  ) {
    super(`insufficient credits: balance ${balance}, requested ${requested}`);
    this.name = 'InsufficientCreditsError';
  }
}

export class UnknownCustomerError extends Error {
  constructor(readonly customerId: string) {
    super('customer not found');
    this.name = 'UnknownCustomerError';
  }
}

/**
 * The only way minutes change. Must run inside the caller's moneyTransaction: the customer row is locked
 * (SELECT … FOR NO KEY UPDATE), so concurrent entries for one customer apply one after the other, and the
 * ledger row and customers.credits commit or roll back together with whatever caused them (a purchase,
 * a coupon use, a call).
 */
export async function applyLedgerEntry(tx: AppDb, entry: LedgerEntry): Promise<LedgerResult> {
  if (!Number.isSafeInteger(entry.delta) || entry.delta === 0) {
    throw new RangeError('a ledger delta is a non-zero whole number of minutes');
  }
  const [customer] = await tx
    .select({ credits: customers.credits })
    .from(customers)
    .where(eq(customers.id, entry.customerId))
    // The lock moneyTransaction took already (a no-op then); it also guards a caller that forgot.
    .for('no key update');
  if (!customer) throw new UnknownCustomerError(entry.customerId);

  const [previous] = await tx
    .select({ delta: creditLedger.delta, balanceAfter: creditLedger.balanceAfter, note: creditLedger.note })
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.customerId, entry.customerId),
        eq(creditLedger.kind, entry.kind),
        eq(creditLedger.reference, entry.reference),
      ),
    )
    .limit(1);
  if (previous) {
    return { applied: false, delta: previous.delta, balanceAfter: customer.credits, shortfall: 0 };
  }

  let delta = entry.delta;
  let shortfall = 0;
  if (customer.credits + delta < 0) {
    if (entry.onShortfall !== 'clamp') throw new InsufficientCreditsError(customer.credits, -delta);
    shortfall = -(customer.credits + delta);
    delta = -customer.credits;
  }
  if (delta === 0) {
    // Nothing to take: no row (the ledger has no zero deltas); the caller records the shortfall itself.
    return { applied: true, delta: 0, balanceAfter: customer.credits, shortfall };
  }

  const balanceAfter = customer.credits + delta;
  const note =
    shortfall > 0 ? [entry.note, `shortfall ${shortfall} min`].filter(Boolean).join('; ') : entry.note;
  await tx.insert(creditLedger).values({
    customerId: entry.customerId,
    kind: entry.kind,
    delta,
    balanceAfter,
    reference: entry.reference,
    note: note ?? null,
  });
  await tx
    .update(customers)
    .set({ credits: sql`${customers.credits} + ${delta}` })
    .where(eq(customers.id, entry.customerId));
  return { applied: true, delta, balanceAfter, shortfall };
}

/** Sum of the ledger for a customer; equal to customers.credits by construction (checked by tests). */
export async function ledgerSum(db: AppDb, customerId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${creditLedger.delta}), 0)` })
    .from(creditLedger)
    .where(eq(creditLedger.customerId, customerId));
  return Number(row?.total ?? 0);
}
