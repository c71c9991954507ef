import { z } from 'zod';
import { messageKey } from '../messages/keys.ts';
import { EARNINGS_ADJUSTMENT_REASONS } from '../rules/earnings.ts';
import { staffNoteSchema } from './staff.ts';

// ---------------------------------------------------------------------------------------------------
// Staff changes to an advisor's earnings (admin only, `payouts: ['adjust']`):
//   POST /api/staff/advisors/:agentId/earnings/adjustments  body staffEarningsAdjustBodySchema
//        → staffEarningsAdjustResultSchema (409 EARNINGS_BELOW_ZERO when it would take the balance below
//        zero without overrideNegative; the same requestId twice adjusts once and answers the first result)
// ---------------------------------------------------------------------------------------------------

/** The largest single adjustment (a typo guard, not a policy): $10,000. */
export const EARNINGS_ADJUST_MAX_CENTS = 1_000_000;

export const staffAdvisorParamsSchema = z.object({ agentId: z.coerce.number().int().positive() });

export const staffEarningsAdjustBodySchema = z.strictObject({
  /** Cents to add (> 0) or take (< 0). */
  amountCents: z
    .int(messageKey('backOfficeEarnings.adjust.checks.amountWhole'))
    .refine((value) => value !== 0, messageKey('backOfficeEarnings.adjust.checks.amountNotZero'))
    .refine(
      (value) => Math.abs(value) <= EARNINGS_ADJUST_MAX_CENTS,
      messageKey('backOfficeEarnings.adjust.checks.amountMax'),
    ),
  reason: z.enum(EARNINGS_ADJUSTMENT_REASONS),
  note: staffNoteSchema,
  /** One per click of the form: a repeated request (a double click, a retry) adjusts once. */
  requestId: z.uuid(),
  /** The admin knowingly takes the balance below zero (a clawback larger than what is owed). */
  overrideNegative: z.boolean().optional(),
});
export type StaffEarningsAdjustBody = z.infer<typeof staffEarningsAdjustBodySchema>;

export const staffEarningsAdjustResultSchema = z.object({
  /** False when this requestId had already adjusted: nothing changed this time. */
  applied: z.boolean(),
  balanceCents: z.int(),
  entryId: z.int(),
});
export type StaffEarningsAdjustResult = z.infer<typeof staffEarningsAdjustResultSchema>;
