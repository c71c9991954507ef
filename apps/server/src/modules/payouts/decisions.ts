import type { AppDb } from '@app/db/client';
import {
  DEFAULT_PAYOUT_MINIMUM_CENTS,
  type PayoutDecision,
  type PayoutMethod,
  type PayPeriod,
  payoutDecision,
  payPeriod,
} from '@app/shared/rules/earnings';
import { isoToEasternWallClock } from '@app/shared/rules/eastern-wall-clock';
import type { PayoutLine, PayoutRun } from '@app/shared/schemas/payouts';
import { AppError } from '../../app-error.ts';
import { type PayoutDestination, readPayoutDestinations } from '../payout-profile/index.ts';
import { createPayoutsRepository } from './repository.ts';

/**
 * What a run decides for each advisor (pay, carry over, hold) and the shapes it answers with: the parts a
 * preview, a confirmed period run and an instant payout share.
 */

/** A line of a run as decided for one advisor, before it is shown. */
export interface Decided {
  agentId: number;
  decision: PayoutDecision;
  method?: PayoutMethod;
  destination?: string;
}

/** The payout minimum a stored setting holds, or the default when there is none (or it is not sensible). */
export function minimumOf(value: unknown): number {
  const cents = typeof value === 'number' ? value : (value as { cents?: unknown } | null)?.cents;
  return typeof cents === 'number' && Number.isSafeInteger(cents) && cents > 0
    ? cents
    : DEFAULT_PAYOUT_MINIMUM_CENTS;
}

/** The day on Montréal's clock ('2026-11-28'): an instant payout's once-a-day key. */
export function torontoDay(instant: Date): string {
  return isoToEasternWallClock(instant.toISOString()).slice(0, 10);
}

export const instantRunKey = (agentId: number, instant: Date) => `instant:${agentId}:${torontoDay(instant)}`;

/** The refusal of a second instant payout on one Toronto day. */
export const alreadyToday = () =>
  new AppError(409, 'PAYOUT_ALREADY_TODAY', 'You already had a payout today. You can ask again tomorrow.');

/** What a preview shows of a decision. */
export function previewLine(decided: Decided): PayoutLine {
  const { decision } = decided;
  return {
    agentId: decided.agentId,
    amountCents: decision.amountCents,
    status: decision.status,
    ...(decision.status === 'held' ? { reason: decision.reason } : {}),
    ...(decided.method ? { method: decided.method } : {}),
  };
}

/** What a confirmation records of a decision that did not pay: carried over, or held. */
export function unpaidLine(decided: Decided): PayoutLine {
  const line = previewLine(decided);
  return { ...line, status: line.status === 'held' ? 'held' : 'carried-over' };
}

export function parsePeriod(id: string): PayPeriod {
  const period = payPeriod(id);
  if (!period) {
    throw new AppError(
      400,
      'INVALID_PAY_PERIOD',
      `period: "${id.slice(0, 32)}" is not a pay period; write YYYY-MM-1 (the 1st to the 15th) or YYYY-MM-2 (the 16th to the month's end).`,
    );
  }
  return period;
}

/** A period's run as answered, from its lines. */
export function runOf(
  period: PayPeriod,
  run: Pick<PayoutRun, 'minimumCents' | 'confirmed' | 'created' | 'lines'>,
): PayoutRun {
  return { period: period.id, firstDay: period.firstDay, lastDay: period.lastDay, ...run };
}

/** One advisor's decision from their balances and payout destination (none: no profile yet). */
export function decideFor(input: {
  agentId: number;
  balanceNowCents: number;
  balanceAtPeriodEndCents: number;
  minimumCents: number;
  profile: PayoutDestination | undefined;
  now: Date;
}): Decided {
  const { profile } = input;
  return {
    agentId: input.agentId,
    decision: payoutDecision({
      balanceNowCents: input.balanceNowCents,
      balanceAtPeriodEndCents: input.balanceAtPeriodEndCents,
      minimumCents: input.minimumCents,
      hasProfile: profile !== undefined,
      holdUntil: profile?.holdUntil ?? null,
      now: input.now,
    }),
    ...(profile ? { method: profile.method, destination: profile.destination } : {}),
  };
}

/** The run's decisions for every advisor with a non-zero amount, read without locks (a preview). */
export async function decide(
  db: AppDb,
  period: PayPeriod,
  minimumCents: number,
  now: Date,
): Promise<Decided[]> {
  const balances = await createPayoutsRepository(db).balances(period.end);
  const profiles = await readPayoutDestinations(
    db,
    balances.map((row) => row.agentId),
  );
  return balances
    .map((row) =>
      decideFor({
        agentId: row.agentId,
        balanceNowCents: row.balanceNowCents,
        balanceAtPeriodEndCents: row.balanceAtEndCents,
        minimumCents,
        profile: profiles.get(row.agentId),
        now,
      }),
    )
    .filter((decided) => decided.decision.amountCents > 0);
}
