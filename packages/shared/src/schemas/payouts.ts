import { z } from 'zod';
import { PAYOUT_ITEM_STATUSES, PAYOUT_METHODS } from '../rules/earnings.ts';

// ---------------------------------------------------------------------------------------------------
// Payout runs (back office; support reads, admin runs and sets: `payouts: ['run']`):
//   GET  /api/staff/payouts/runs/:period/preview  → payoutRunSchema (confirmed: false). 400 INVALID_PAY_PERIOD
//   POST /api/staff/payouts/runs/:period/confirm  → payoutRunSchema (confirmed: true). 400 INVALID_PAY_PERIOD,
//        409 PAY_PERIOD_NOT_OVER. A second confirm creates and sends nothing: it answers the stored run.
//   GET  /api/staff/payouts/runs                  → payoutRunListSchema (recent runs, batches, items)
//   GET  /api/staff/payouts/settings              → payoutSettingsSchema
//   PUT  /api/staff/payouts/settings              body payoutSettingsSchema → payoutSettingsSchema
// The advisor's instant payout (their own balance, once a Toronto day):
//   POST /api/advisor/payouts/instant             → payoutInstantResultSchema. 409 PAYOUT_ALREADY_TODAY,
//        PAYOUT_BELOW_MINIMUM, PAYOUT_HELD, PAYOUT_PROFILE_MISSING.
// ---------------------------------------------------------------------------------------------------

export const payoutPeriodParamsSchema = z.object({ period: z.string().max(32) });

/** A preview line: 'due', 'below-minimum' (carries over) or 'held' (with the reason). */
export const PAYOUT_PREVIEW_STATUSES = ['due', 'below-minimum', 'held'] as const;
/** A confirmed line: 'sent' (in a batch), 'carried-over' or 'held'. */
export const PAYOUT_CONFIRMED_STATUSES = ['sent', 'carried-over', 'held'] as const;

export const payoutLineSchema = z.object({
  agentId: z.number().int(),
  amountCents: z.number().int(),
  status: z.enum([...PAYOUT_PREVIEW_STATUSES, ...PAYOUT_CONFIRMED_STATUSES]),
  reason: z.enum(['no-payout-profile', 'profile-changed']).optional(),
  method: z.enum(PAYOUT_METHODS).optional(),
  batchId: z.string().optional(),
});
export type PayoutLine = z.infer<typeof payoutLineSchema>;

export const payoutRunSchema = z.object({
  period: z.string(),
  /** The period's first and last days on Montréal's wall clock. */
  firstDay: z.string(),
  lastDay: z.string(),
  minimumCents: z.number().int(),
  confirmed: z.boolean(),
  /** True when this request created the run; false for a preview or a run confirmed before. */
  created: z.boolean(),
  lines: z.array(payoutLineSchema),
});
export type PayoutRun = z.infer<typeof payoutRunSchema>;

export const payoutItemSchema = z.object({
  id: z.string(),
  agentId: z.number().int(),
  amountCents: z.number().int(),
  status: z.enum(PAYOUT_ITEM_STATUSES),
  failureReason: z.string().nullable(),
  sentAt: z.iso.datetime().nullable(),
  settledAt: z.iso.datetime().nullable(),
});

export const payoutBatchSchema = z.object({
  id: z.string(),
  method: z.enum(PAYOUT_METHODS),
  status: z.enum(['created', 'sent', 'done']),
  totalCents: z.number().int(),
  sentAt: z.iso.datetime().nullable(),
  items: z.array(payoutItemSchema),
});

export const payoutRunListSchema = z.object({
  runs: z.array(
    z.object({
      runKey: z.string(),
      period: z.string().nullable(),
      minimumCents: z.number().int(),
      createdAt: z.iso.datetime(),
      batches: z.array(payoutBatchSchema),
    }),
  ),
});

/** The payout minimum: whole cents, from $1 to $10,000. */
export const payoutSettingsSchema = z.strictObject({
  minimumCents: z.number().int().min(100).max(1_000_000),
});

export const payoutInstantResultSchema = z.object({
  runKey: z.string(),
  created: z.boolean(),
  amountCents: z.number().int(),
  batchId: z.string(),
  itemId: z.string(),
});
