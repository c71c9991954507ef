import { easternWallClockToIso, isoToEasternWallClock } from './eastern-wall-clock.ts';

/**
 * An advisor's earnings ledger (docs/design/earnings.md): what a call earns, the kinds of entries, the pay
 * periods and who a run pays. Pure rules, shared by the server, the console and the back office.
 */

/** 'call': a settled call; 'adjustment': staff; 'payout': money sent; 'payout_return': it came back. */
export const EARNINGS_ENTRY_KINDS = ['call', 'adjustment', 'payout', 'payout_return'] as const;
export type EarningsEntryKind = (typeof EARNINGS_ENTRY_KINDS)[number];

/** Why staff changed an advisor's earnings by hand. */
export const EARNINGS_ADJUSTMENT_REASONS = ['bonus', 'correction', 'clawback'] as const;
export type EarningsAdjustmentReason = (typeof EARNINGS_ADJUSTMENT_REASONS)[number];

export const PAYOUT_METHODS = ['interac', 'paypal'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

/**
 * 'created': recorded and debited, not yet accepted by the provider; 'sent': accepted, on its way;
 * 'paid': it landed; 'failed' / 'returned' / 'unclaimed': it did not, and the amount is back in earnings.
 */
export const PAYOUT_ITEM_STATUSES = ['created', 'sent', 'paid', 'failed', 'returned', 'unclaimed'] as const;
export type PayoutItemStatus = (typeof PAYOUT_ITEM_STATUSES)[number];

/** The statuses whose amount has come back to the advisor's earnings. */
export const RETURNED_ITEM_STATUSES: readonly PayoutItemStatus[] = ['failed', 'returned', 'unclaimed'];

/** The minimum a period run pays, unless staff set another (site setting 'payout_minimum_cents'). */
export const DEFAULT_PAYOUT_MINIMUM_CENTS = 2_500;

/** How long a payout profile change holds the next payout (account-takeover defence). */
export const PAYOUT_PROFILE_HOLD_HOURS = 48;

/** An item the recipient has not claimed after this many days is returned (PayPal's own limit is 30). */
export const UNCLAIMED_RETURN_DAYS = 30;

/**
 * What a settled call earns its advisor: every billed minute at the rate the call was settled at.
 *
 * The one place of the policy on customer credits: a refund of a purchase, a satisfaction credit and the
 * minute a dropped call gives back are the company's cost. They never reduce what the advisor earned on the
 * call; staff take money back from an advisor only by a 'clawback' adjustment, with a reason and a note.
 */
export function callEarningsCents(call: { minutesBilled: number; rateCents: number }): number {
  if (!Number.isInteger(call.minutesBilled) || call.minutesBilled < 0) return 0;
  if (!Number.isInteger(call.rateCents) || call.rateCents < 0) return 0;
  return call.minutesBilled * call.rateCents;
}

/** The share of a customer credit (refund, satisfaction, dropped call) charged to the advisor: none. */
export const ADVISOR_SHARE_OF_CUSTOMER_CREDITS = 0;

const PERIOD = /^(\d{4})-(\d{2})-([12])$/;

/** A pay period: the 1st to the 15th ('2026-11-1') or the 16th to the month's end ('2026-11-2'). */
export interface PayPeriod {
  id: string;
  /** The first day and the last day, as dates on Montréal's wall clock ('2026-11-16', '2026-11-30'). */
  firstDay: string;
  lastDay: string;
  /** The instants it covers: [start, end). */
  start: Date;
  end: Date;
}

const pad = (value: number) => String(value).padStart(2, '0');

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Midnight on Montréal's wall clock of a day, as an instant. */
function easternMidnight(year: number, month: number, day: number): Date {
  const next = new Date(Date.UTC(year, month - 1, day));
  const iso = easternWallClockToIso(
    `${next.getUTCFullYear()}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}T00:00`,
  );
  return new Date(iso as string);
}

/** The pay period an id names ('2026-11-1'), or null if it names none. */
export function payPeriod(id: string): PayPeriod | null {
  const parts = PERIOD.exec(id.trim());
  if (!parts) return null;
  const year = Number(parts[1]);
  const month = Number(parts[2]);
  const half = Number(parts[3]);
  if (month < 1 || month > 12 || year < 2000 || year > 2999) return null;
  const firstDay = half === 1 ? 1 : 16;
  const lastDay = half === 1 ? 15 : daysInMonth(year, month);
  return {
    id: `${year}-${pad(month)}-${half}`,
    firstDay: `${year}-${pad(month)}-${pad(firstDay)}`,
    lastDay: `${year}-${pad(month)}-${pad(lastDay)}`,
    start: easternMidnight(year, month, firstDay),
    // The day after the last day, which Date.UTC rolls into the next month (or year) when it must.
    end: easternMidnight(year, month, lastDay + 1),
  };
}

/** The pay period an instant falls in, on Montréal's wall clock. */
export function payPeriodAt(instant: Date): PayPeriod {
  const local = isoToEasternWallClock(instant.toISOString());
  const year = Number(local.slice(0, 4));
  const month = Number(local.slice(5, 7));
  const day = Number(local.slice(8, 10));
  return payPeriod(`${year}-${pad(month)}-${day <= 15 ? 1 : 2}`) as PayPeriod;
}

/** The period before this one. */
export function previousPayPeriod(period: PayPeriod): PayPeriod {
  return payPeriodAt(new Date(period.start.getTime() - 1));
}

/** Why a run does not pay an advisor now. */
export type PayoutHoldReason = 'no-payout-profile' | 'profile-changed';

export type PayoutDecision =
  | { status: 'due'; amountCents: number }
  | { status: 'below-minimum'; amountCents: number }
  | { status: 'held'; amountCents: number; reason: PayoutHoldReason; until?: Date };

/**
 * What a period run does for one advisor. It pays what was earned up to the period's end, and never more
 * than the balance now (an instant payout since then has already taken some): below the minimum it carries
 * over to the next period; without a payout profile, or within 48 h of a change to it, it is held.
 */
export function payoutDecision(input: {
  balanceNowCents: number;
  balanceAtPeriodEndCents: number;
  minimumCents: number;
  hasProfile: boolean;
  holdUntil: Date | null;
  now: Date;
}): PayoutDecision {
  const amountCents = Math.max(0, Math.min(input.balanceNowCents, input.balanceAtPeriodEndCents));
  if (amountCents < input.minimumCents || amountCents === 0) return { status: 'below-minimum', amountCents };
  if (!input.hasProfile) return { status: 'held', amountCents, reason: 'no-payout-profile' };
  if (input.holdUntil && input.holdUntil.getTime() > input.now.getTime()) {
    return { status: 'held', amountCents, reason: 'profile-changed', until: input.holdUntil };
  }
  return { status: 'due', amountCents };
}

/** A SIN or business number as shown anywhere: every digit hidden but the last three ('•••-•••-123'). */
export function maskTin(last3: string): string {
  return `•••-•••-${/^[0-9]{3}$/.test(last3) ? last3 : '•••'}`;
}
