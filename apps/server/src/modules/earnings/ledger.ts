import type { AppDb } from '@app/db/client';
import { advisorEarnings, earningsLedger } from '@app/db/schema';
import {
  callEarningsCents,
  type EarningsAdjustmentReason,
  type EarningsEntryKind,
} from '@app/shared/rules/earnings';
import { and, eq, sql } from 'drizzle-orm';
import { type RetryOptions, retryTransaction } from '../credits/money-transaction.ts';

/**
 * The advisors' earnings ledger (docs/design/earnings.md). Every change of what we owe an advisor is one
 * earnings_ledger row written with advisor_earnings.balance_cents in the same transaction, under that
 * row's lock; (agent, kind, reference) is unique, so a replay changes nothing.
 */

export interface EarningsEntry {
  agentId: number;
  kind: EarningsEntryKind;
  /** Cents added (positive) or taken (negative); never zero. */
  deltaCents: number;
  /** The cause's business key: a call sid, a payout item's id, an adjustment's request id. */
  reference: string;
  minutes?: number;
  rateCents?: number;
  reason?: EarningsAdjustmentReason;
  note?: string;
  /** An admin lets this adjustment take the balance below zero. */
  overrideNegative?: boolean;
  actorUserId?: string | null;
}

export interface EarningsResult {
  /** False when the same (agent, kind, reference) was recorded before: nothing changed this time. */
  applied: boolean;
  deltaCents: number;
  balanceAfterCents: number;
  /** The ledger row's id (the earlier one on a replay). */
  entryId: number;
}

/** A debit that would take the balance below zero, without an admin's override. */
export class EarningsShortfallError extends Error {
  constructor(
    readonly balanceCents: number,
    readonly requestedCents: number,
  ) {
    super(`earnings below zero: balance ${balanceCents}, requested ${requestedCents}`);
    this.name = 'EarningsShortfallError';
  }
}

/**
 * Locks the advisor's earnings row for the rest of the transaction (creating it at zero the first time)
 * and returns the balance. In a transaction that changes only earnings this is the first lock taken; a
 * call's settlement takes it last, after the customer's row and the advisor's.
 */
export async function lockEarnings(tx: AppDb, agentId: number): Promise<{ balanceCents: number }> {
  await tx
    .insert(advisorEarnings)
    .values({ agentId })
    .onConflictDoNothing({ target: advisorEarnings.agentId });
  const [row] = await tx
    .select({ balanceCents: advisorEarnings.balanceCents })
    .from(advisorEarnings)
    .where(eq(advisorEarnings.agentId, agentId))
    .for('no key update');
  if (!row) throw new Error(`no earnings row for advisor ${agentId}`);
  return row;
}

/**
 * Runs work that changes one advisor's earnings (an adjustment, a payout) in a transaction that locks
 * their earnings row first, retried whole on a serialization failure or a deadlock.
 */
export function earningsTransaction<T>(
  db: AppDb,
  agentId: number,
  work: (tx: AppDb, earnings: { balanceCents: number }) => Promise<T>,
  options: RetryOptions = {},
): Promise<T> {
  return retryTransaction(db, async (tx) => work(tx, await lockEarnings(tx, agentId)), options);
}

/** The only way earnings change; runs inside the caller's transaction. */
export async function applyEarningsEntry(tx: AppDb, entry: EarningsEntry): Promise<EarningsResult> {
  if (!Number.isSafeInteger(entry.deltaCents) || entry.deltaCents === 0) {
    throw new RangeError('an earnings delta is a non-zero whole number of cents');
  }
  const { balanceCents } = await lockEarnings(tx, entry.agentId);
  const [previous] = await tx
    .select({ id: earningsLedger.id, deltaCents: earningsLedger.deltaCents })
    .from(earningsLedger)
    .where(
      and(
        eq(earningsLedger.agentId, entry.agentId),
        eq(earningsLedger.kind, entry.kind),
        eq(earningsLedger.reference, entry.reference),
      ),
    )
    .limit(1);
  if (previous) {
    return {
      applied: false,
      deltaCents: previous.deltaCents,
      balanceAfterCents: balanceCents,
      entryId: previous.id,
    };
  }
  const balanceAfterCents = balanceCents + entry.deltaCents;
  const override = entry.kind === 'adjustment' && entry.overrideNegative === true;
  if (entry.deltaCents < 0 && balanceAfterCents < 0 && !override) {
    throw new EarningsShortfallError(balanceCents, -entry.deltaCents);
  }
  const [row] = await tx
    .insert(earningsLedger)
    .values({
      agentId: entry.agentId,
      kind: entry.kind,
      deltaCents: entry.deltaCents,
      balanceAfterCents,
      reference: entry.reference,
      minutes: entry.minutes ?? null,
      rateCents: entry.rateCents ?? null,
      reason: entry.reason ?? null,
      note: entry.note ?? null,
      overrideNegative: override && balanceAfterCents < 0,
      actorUserId: entry.actorUserId ?? null,
    })
    .returning({ id: earningsLedger.id });
  await tx
    .update(advisorEarnings)
    .set({ balanceCents: sql`${advisorEarnings.balanceCents} + ${entry.deltaCents}`, updatedAt: sql`now()` })
    .where(eq(advisorEarnings.agentId, entry.agentId));
  return { applied: true, deltaCents: entry.deltaCents, balanceAfterCents, entryId: row?.id ?? 0 };
}

/**
 * A settled call's earnings, once, keyed by its call sid, at the rate the call was settled at. A call that
 * earns nothing (no minute billed, a zero rate) writes no row. Runs in the settlement's transaction.
 */
export async function earnCall(
  tx: AppDb,
  call: { agentId: number; callSid: string; minutesBilled: number; rateCents: number },
): Promise<EarningsResult | null> {
  const cents = callEarningsCents(call);
  if (cents <= 0) return null;
  return applyEarningsEntry(tx, {
    agentId: call.agentId,
    kind: 'call',
    deltaCents: cents,
    reference: call.callSid,
    minutes: call.minutesBilled,
    rateCents: call.rateCents,
  });
}

/** The sum of an advisor's ledger; equal to advisor_earnings.balance_cents by construction (tests check). */
export async function earningsSum(db: AppDb, agentId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${earningsLedger.deltaCents}), 0)` })
    .from(earningsLedger)
    .where(eq(earningsLedger.agentId, agentId));
  return Number(row?.total ?? 0);
}
