import { z } from 'zod';
import { EARNINGS_ADJUSTMENT_REASONS, PAYOUT_ITEM_STATUSES, PAYOUT_METHODS } from '../rules/earnings.ts';
import { LANGUAGES } from '../rules/language.ts';
import { staffPageFields, staffPageQuery, staffPageSizeQuery } from './staff-paging.ts';

// ---------------------------------------------------------------------------------------------------
// An advisor's statements (the console; the session says whose, no agentId in the address):
//   GET /api/advisor/earnings                              → earningsOverviewSchema
//   GET /api/advisor/earnings/statements/:period           → earningsStatementSchema
//   GET /api/advisor/earnings/statements/:period/csv?lang= → text/csv (UTF-8 with a BOM)
//   GET /api/advisor/earnings/annual/:year                 → earningsAnnualSchema
//   GET /api/advisor/earnings/annual/:year/csv?lang=       → text/csv
// The back office (support and admin read):
//   GET /api/staff/advisors/:agentId/earnings?page=&pageSize=        → staffEarningsLedgerSchema
//   GET /api/staff/advisors/:agentId/earnings/statements/:period     → earningsStatementSchema
// A period is '2026-11-1' (the 1st to the 15th) or '2026-11-2' (the 16th to the month's end): anything else,
// or one that has not begun, is 400 INVALID_PAY_PERIOD; a year that is not one, or has not begun, 400
// INVALID_YEAR. Amounts are integer cents, signed as they changed the balance (a payout is negative).
// ---------------------------------------------------------------------------------------------------

/** Kept short: the service names what is wrong with the value (INVALID_PAY_PERIOD, INVALID_YEAR). */
export const earningsPeriodParamsSchema = z.object({ period: z.string().max(32) });
export const earningsYearParamsSchema = z.object({ year: z.string().max(16) });
/**
 * A file's language (its headers, its words): a download is a plain link, so the console's language
 * travels in the address; without it, the request's.
 */
export const earningsCsvQuerySchema = z.object({ lang: z.enum(LANGUAGES).optional() });
export const staffEarningsParamsSchema = z.object({ agentId: z.coerce.number().int().positive() });
export const staffEarningsStatementParamsSchema = staffEarningsParamsSchema.extend({
  period: z.string().max(32),
});

export const staffEarningsQuerySchema = z.object({
  page: staffPageQuery,
  pageSize: staffPageSizeQuery(50),
});

export const payPeriodSchema = z.object({
  /** '2026-11-1' or '2026-11-2'. */
  id: z.string(),
  /** The first and last days on Montréal's wall clock ('2026-11-16', '2026-11-30'). */
  firstDay: z.string(),
  lastDay: z.string(),
});

const lineBase = {
  /** The ledger entry's id. */
  id: z.int(),
  /** When the entry was written (ISO): what puts it in this period. */
  at: z.string(),
  amountCents: z.int(),
  /** The balance after this line, from the opening balance. */
  balanceAfterCents: z.int(),
};

export const statementCallSchema = z.object({
  ...lineBase,
  /** When the call began (ISO); null if its record is gone. */
  callStart: z.string().nullable(),
  durationSeconds: z.int().nullable(),
  minutesBilled: z.int(),
  /** The rate the call was settled at, cents a minute. */
  rateCents: z.int(),
  /** As the console shows a caller: first name and initial at most; null when there is no usable name. */
  customer: z.string().nullable(),
});

export const statementAdjustmentSchema = z.object({
  ...lineBase,
  reason: z.enum(EARNINGS_ADJUSTMENT_REASONS),
  note: z.string(),
});

export const statementPayoutSchema = z.object({
  ...lineBase,
  /** 'payout': the money left the balance; 'payout_return': it came back (failed, returned, unclaimed). */
  kind: z.enum(['payout', 'payout_return']),
  method: z.enum(PAYOUT_METHODS).nullable(),
  /** The payout's status now (the same item's debit and return both show it). */
  status: z.enum(PAYOUT_ITEM_STATUSES).nullable(),
});

export const statementTotalsSchema = z.object({
  calls: z.int(),
  minutes: z.int(),
  callsCents: z.int(),
  adjustmentsCents: z.int(),
  /** Payouts less what came back: negative or zero. */
  payoutsCents: z.int(),
});

export const earningsStatementSchema = z.object({
  agentId: z.int(),
  advisorName: z.string(),
  period: payPeriodSchema,
  /** False while the period is still running: the statement may grow. */
  complete: z.boolean(),
  openingBalanceCents: z.int(),
  closingBalanceCents: z.int(),
  calls: z.array(statementCallSchema),
  adjustments: z.array(statementAdjustmentSchema),
  payouts: z.array(statementPayoutSchema),
  totals: statementTotalsSchema,
});

export const annualFiguresSchema = z.object({
  calls: z.int(),
  minutes: z.int(),
  callsCents: z.int(),
  adjustmentsCents: z.int(),
  /** Calls and adjustments: what was earned. */
  earnedCents: z.int(),
  /** Payouts that reached the advisor ('paid'), counted when they landed. */
  paidOutCents: z.int(),
});

export const earningsAnnualSchema = z.object({
  agentId: z.int(),
  advisorName: z.string(),
  year: z.int(),
  /** False for the current year: a year to date. */
  complete: z.boolean(),
  /** The balance owed at the start of the year, and at its end (or now, for the current year). */
  openingBalanceCents: z.int(),
  closingBalanceCents: z.int(),
  months: z.array(annualFiguresSchema.extend({ month: z.string() })),
  quarters: z.array(annualFiguresSchema.extend({ quarter: z.int() })),
  totals: annualFiguresSchema,
});

export const recentPayoutSchema = z.object({
  id: z.string(),
  amountCents: z.int(),
  method: z.enum(PAYOUT_METHODS),
  status: z.enum(PAYOUT_ITEM_STATUSES),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});

export const earningsOverviewSchema = z.object({
  agentId: z.int(),
  balanceCents: z.int(),
  currentPeriod: payPeriodSchema,
  /** Periods with an entry, and the current one, newest first. */
  periods: z.array(payPeriodSchema),
  /** Years with an entry, and the current one, newest first. */
  years: z.array(z.int()),
  /** The last payouts, newest first. */
  payouts: z.array(recentPayoutSchema),
});

export const staffEarningsEntrySchema = z.object({
  id: z.int(),
  at: z.string(),
  kind: z.enum(['call', 'adjustment', 'payout', 'payout_return']),
  deltaCents: z.int(),
  balanceAfterCents: z.int(),
  /** The call sid, the payout item's id, the adjustment's request id. */
  reference: z.string(),
  minutes: z.int().nullable(),
  rateCents: z.int().nullable(),
  reason: z.enum(EARNINGS_ADJUSTMENT_REASONS).nullable(),
  note: z.string().nullable(),
  overrideNegative: z.boolean(),
  /** Who wrote it (staff e-mail), null for a call. */
  actorEmail: z.string().nullable(),
});

export const staffEarningsLedgerSchema = z.object({
  agentId: z.int(),
  advisorName: z.string(),
  balanceCents: z.int(),
  entries: z.array(staffEarningsEntrySchema),
  ...staffPageFields(),
});

export type PayPeriodView = z.infer<typeof payPeriodSchema>;
export type StatementCall = z.infer<typeof statementCallSchema>;
export type StatementAdjustment = z.infer<typeof statementAdjustmentSchema>;
export type StatementPayout = z.infer<typeof statementPayoutSchema>;
export type EarningsStatement = z.infer<typeof earningsStatementSchema>;
export type AnnualFigures = z.infer<typeof annualFiguresSchema>;
export type EarningsAnnual = z.infer<typeof earningsAnnualSchema>;
export type EarningsOverview = z.infer<typeof earningsOverviewSchema>;
export type StaffEarningsLedger = z.infer<typeof staffEarningsLedgerSchema>;
