import { addCalendarMonths } from './calendar-months.ts';
import { torontoDayBounds, torontoMonthBounds, torontoMonthOf, torontoWeekBounds } from './week.ts';

/**
 * A customer's own spending limits (issue 40): purchase limits per Montréal day, week and month, a limit
 * on what one call may top up, breaks and self-exclusion. Amounts are what the customer pays, taxes
 * included, in cents.
 */
export const LIMIT_WINDOWS = ['daily', 'weekly', 'monthly'] as const;
export type LimitWindow = (typeof LIMIT_WINDOWS)[number];

export const SPENDING_LIMITS = [...LIMIT_WINDOWS, 'perCallTopUp'] as const;
export type SpendingLimit = (typeof SPENDING_LIMITS)[number];

/** The body's and the answer's field for each limit. */
export const LIMIT_FIELDS = {
  daily: 'dailyCents',
  weekly: 'weeklyCents',
  monthly: 'monthlyCents',
  perCallTopUp: 'perCallTopUpCents',
} as const satisfies Record<SpendingLimit, string>;

/** Raising or removing a limit takes effect this long after it was asked for; lowering one, at once. */
export const LIMIT_RAISE_DELAY_MS = 24 * 60 * 60_000;
export const BREAK_DAYS = [7, 30, 90] as const;
export const SELF_EXCLUSION_MONTHS = [6, 12, 24] as const;
/** The most a limit may be set to: $100,000 (a typo's guard; no limit at all is null). */
export const MAX_LIMIT_CENTS = 10_000_000;

export type PauseKind = 'break' | 'exclusion';

/** The window of `at` on the business clock (America/Toronto): [start, end). */
export function limitWindow(window: LimitWindow, at: Date): { start: Date; end: Date } {
  if (window === 'daily') return torontoDayBounds(at);
  if (window === 'monthly') return torontoMonthBounds(torontoMonthOf(at));
  const week = torontoWeekBounds(at);
  return { start: week.start, end: new Date(week.end.getTime() + 1) };
}

/** A limit as stored: the value in force, and a raise or removal waiting for its time. */
export interface StoredLimit {
  cents: number | null;
  pending?: { cents: number | null; takesEffectAt: Date } | null;
}

/** The value in force at `now`: the pending one once its time has come. */
export function limitInForce(limit: StoredLimit, now: Date): number | null {
  const { pending } = limit;
  return pending && pending.takesEffectAt.getTime() <= now.getTime() ? pending.cents : limit.cents;
}

/** Whether `next` is stricter than `current` (null: no limit). */
export function isLower(next: number | null, current: number | null): boolean {
  return next !== null && (current === null || next < current);
}

/**
 * What asking for `requested` does to a limit now `inForce`: a lower limit applies at once (and drops a
 * pending raise); the same value drops a pending raise; a higher one, or none, waits 24 hours.
 */
export function planLimitChange(
  inForce: number | null,
  requested: number | null,
  now: Date,
): { cents: number | null; pending: { cents: number | null; takesEffectAt: Date } | null } {
  if (requested === inForce || isLower(requested, inForce)) return { cents: requested, pending: null };
  return {
    cents: inForce,
    pending: { cents: requested, takesEffectAt: new Date(now.getTime() + LIMIT_RAISE_DELAY_MS) },
  };
}

/** The stricter of two limits (null: none). */
export function stricter(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  if (b === null) return a;
  return Math.min(a, b);
}

/** When a break of `days` days, or a self-exclusion of `months` months, started at `now` ends. */
export function pauseEnd(now: Date, length: { days: number } | { months: number }): Date {
  if ('days' in length) return new Date(now.getTime() + length.days * 24 * 60 * 60_000);
  // The same day of the month, or the month's last day when it has fewer (31 August + 6 months).
  return addCalendarMonths(now, length.months);
}

export interface Pause {
  kind: PauseKind;
  until: Date;
}

/**
 * Why a purchase of `amountCents` is refused now, or null when it may go on. A top-up refused by the
 * per-call limit has no date: the limit starts again with the next call.
 */
export type PurchaseRefusal =
  | { limit: PauseKind; resetsAt: Date }
  | { limit: LimitWindow; limitCents: number; spentCents: number; resetsAt: Date }
  | { limit: 'perCallTopUp'; limitCents: number; spentCents: number; resetsAt: null };

/**
 * Checks a purchase against a pause (a break or self-exclusion) and the limits in force (the customer's
 * and staff's, the stricter of each), given what was spent in each window. When several limits would be
 * passed, the one that lifts last is named: the purchase stays refused until then.
 */
export function purchaseRefusal(input: {
  amountCents: number;
  now: Date;
  pause: Pause | null;
  limits: Record<LimitWindow, number | null>;
  spent: Record<LimitWindow, number>;
  /** A top-up during a call: the per-call limit in force and what this call has already topped up. */
  perCall?: { limitCents: number | null; spentCents: number } | undefined;
}): PurchaseRefusal | null {
  const { pause, now, perCall } = input;
  if (pause && pause.until.getTime() > now.getTime()) return { limit: pause.kind, resetsAt: pause.until };
  let refusal: PurchaseRefusal | null = null;
  for (const window of LIMIT_WINDOWS) {
    const limitCents = input.limits[window];
    const spentCents = input.spent[window];
    if (limitCents === null || spentCents + input.amountCents <= limitCents) continue;
    const resetsAt = limitWindow(window, now).end;
    if (!refusal?.resetsAt || resetsAt.getTime() > refusal.resetsAt.getTime()) {
      refusal = { limit: window, limitCents, spentCents, resetsAt };
    }
  }
  if (refusal || !perCall || perCall.limitCents === null) return refusal;
  if (perCall.spentCents + input.amountCents <= perCall.limitCents) return null;
  return {
    limit: 'perCallTopUp',
    limitCents: perCall.limitCents,
    spentCents: perCall.spentCents,
    resetsAt: null,
  };
}
