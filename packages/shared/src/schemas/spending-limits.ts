import { z } from 'zod';
import { messageKey } from '../messages/keys.ts';
import {
  BREAK_DAYS,
  LIMIT_WINDOWS,
  MAX_LIMIT_CENTS,
  SELF_EXCLUSION_MONTHS,
  SPENDING_LIMITS,
} from '../rules/spending-limits.ts';
import { staffReasonBodySchema } from './staff.ts';

const amount = messageKey('spendingLimits.errors.amount');
/** A limit in cents, taxes included; null removes it (in a body) or means none (in an answer). */
const limitCents = z
  .number({ error: amount })
  .int(amount)
  .min(0, amount)
  .max(MAX_LIMIT_CENTS, amount)
  .nullable();

/** PUT /api/customers/:id/limits: the limits to change; one left out stays as it is. */
export const spendingLimitsBodySchema = z.strictObject({
  dailyCents: limitCents.optional(),
  weeklyCents: limitCents.optional(),
  monthlyCents: limitCents.optional(),
  perCallTopUpCents: limitCents.optional(),
});
export type SpendingLimitsBody = z.infer<typeof spendingLimitsBodySchema>;

const pause = messageKey('spendingLimits.errors.pause');
/** POST /api/customers/:id/break: a break of days, or a self-exclusion of months. */
export const pauseBodySchema = z.union(
  [
    z.strictObject({ days: z.union(BREAK_DAYS.map((days) => z.literal(days))) }),
    z.strictObject({
      selfExclusionMonths: z.union(SELF_EXCLUSION_MONTHS.map((months) => z.literal(months))),
    }),
  ],
  { error: pause },
);
export type PauseBody = z.infer<typeof pauseBodySchema>;

const windowCents = z.object({ dailyCents: z.int(), weeklyCents: z.int(), monthlyCents: z.int() });
const nullableWindowCents = z.object({
  dailyCents: z.int().nullable(),
  weeklyCents: z.int().nullable(),
  monthlyCents: z.int().nullable(),
});

/** The customer's limits as they stand (GET and PUT /api/customers/:id/limits, the break's answer). */
export const spendingLimitsSchema = z.object({
  /** The customer's own limits in force now (null: none). */
  dailyCents: z.int().nullable(),
  weeklyCents: z.int().nullable(),
  monthlyCents: z.int().nullable(),
  perCallTopUpCents: z.int().nullable(),
  /** Raises and removals waiting for their time (null cents: the limit goes). */
  pending: z.array(
    z.object({ limit: z.enum(SPENDING_LIMITS), cents: z.int().nullable(), takesEffectAt: z.iso.datetime() }),
  ),
  /** Limits set by staff, which only staff lift; a purchase keeps to the stricter of each pair. */
  staff: nullableWindowCents,
  /** What was spent (taxes included) in the current Montréal day, week and month, and when each resets. */
  spent: windowCents,
  resetsAt: z.object(
    Object.fromEntries(LIMIT_WINDOWS.map((window) => [window, z.iso.datetime()])),
  ) as z.ZodObject<Record<(typeof LIMIT_WINDOWS)[number], z.ZodISODateTime>>,
  /** A break or self-exclusion under way. */
  pause: z.object({ kind: z.enum(['break', 'exclusion']), until: z.iso.datetime() }).nullable(),
});
export type SpendingLimits = z.infer<typeof spendingLimitsSchema>;

/** PUT /api/staff/customers/:id/limits: staff's limits (null lifts one) and the reason, audited. */
export const staffSpendingLimitsBodySchema = z.strictObject({
  dailyCents: limitCents.optional(),
  weeklyCents: limitCents.optional(),
  monthlyCents: limitCents.optional(),
  note: staffReasonBodySchema.shape.note,
});
