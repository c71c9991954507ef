import { z } from 'zod';
import { messageKey } from '../messages/keys.ts';
import { daysBetweenInclusive, isBusinessDate } from '../rules/week.ts';

// ---------------------------------------------------------------------------------------------------
// The back office's overview and accounting export. Staff only (`backOffice: ['view']`);
// the export also needs `reports: ['export']` (admin) and writes an audit row.
//   GET /api/staff/overview                                   → staffOverviewSchema
//   GET /api/staff/exports/accounting.csv?from=&to=           → text/csv (business dates, inclusive)
// Days, "today" and the 7- and 30-day periods are business days (America/Toronto), ending now.
// ---------------------------------------------------------------------------------------------------

/** The periods the overview sums, in business days ending today. */
export const OVERVIEW_PERIODS = [
  { key: 'today', days: 1 },
  { key: 'week', days: 7 },
  { key: 'month', days: 30 },
] as const;
export type OverviewPeriodKey = (typeof OVERVIEW_PERIODS)[number]['key'];
export const OVERVIEW_CHART_DAYS = 30;
/** The longest range one export may cover (a typo guard: a year and a day). */
export const ACCOUNTING_EXPORT_MAX_DAYS = 366;

const cents = z.number().int();
const count = z.number().int().nonnegative();
const businessDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * Money of paid purchases (PayPal and Interac; cashback has no payment): `gross` is the bundles' price
 * before discounts, `net` what was kept before tax (gross − discounts), `tax` the sales tax collected,
 * `refunded` the completed refunds (tax included) made in the period.
 */
export const overviewRevenueSchema = z.object({
  grossCents: cents,
  discountCents: cents,
  netCents: cents,
  taxCents: cents,
  refundedCents: cents,
});
export type OverviewRevenue = z.infer<typeof overviewRevenueSchema>;

/** One business day's figures; the periods are sums of days. */
export const overviewDaySchema = z.object({
  date: businessDate,
  revenue: overviewRevenueSchema,
  purchases: count,
  /** Every minute credited by paid purchases (bundle, gift and coupon bonus). */
  minutesSold: count,
  /** Minutes billed for calls that ended that day. */
  minutesUsed: count,
  calls: count,
  /** Seconds of the advisor's leg of those calls, summed (for the average). */
  callSeconds: count,
  newCustomers: count,
});
export type OverviewDay = z.infer<typeof overviewDaySchema>;

export const overviewPeriodSchema = overviewDaySchema.omit({ date: true }).extend({
  key: z.enum(OVERVIEW_PERIODS.map((period) => period.key) as [OverviewPeriodKey, ...OverviewPeriodKey[]]),
  from: businessDate,
  to: businessDate,
  /** callSeconds / calls, rounded; null without calls. */
  averageCallSeconds: z.number().int().nonnegative().nullable(),
});
export type OverviewPeriod = z.infer<typeof overviewPeriodSchema>;

export const staffOverviewSchema = z.object({
  generatedAt: z.iso.datetime(),
  timeZone: z.literal('America/Toronto'),
  periods: z.array(overviewPeriodSchema),
  now: z.object({
    /** Active advisors signed in to the phone system (available or on a call). */
    advisorsTakingCalls: count,
    advisorsOnACall: count,
    /** Calls connected to an advisor and not ended. */
    callsInProgress: count,
  }),
  /** The last OVERVIEW_CHART_DAYS business days, oldest first, today last (days without activity as zeros). */
  days: z.array(overviewDaySchema),
});
export type StaffOverview = z.infer<typeof staffOverviewSchema>;

export const accountingExportQuerySchema = z
  .object({
    from: businessDate.describe('First business day (YYYY-MM-DD), America/Toronto'),
    to: businessDate.describe('Last business day (YYYY-MM-DD), inclusive'),
  })
  .superRefine((query, ctx) => {
    const fromOk = isBusinessDate(query.from);
    const toOk = isBusinessDate(query.to);
    const noSuchDate = messageKey('backOffice.overview.checks.dateExists');
    if (!fromOk) ctx.addIssue({ code: 'custom', path: ['from'], message: noSuchDate });
    if (!toOk) ctx.addIssue({ code: 'custom', path: ['to'], message: noSuchDate });
    if (!fromOk || !toOk) return;
    const days = daysBetweenInclusive(query.from, query.to);
    if (days < 1)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: messageKey('backOffice.overview.checks.lastBeforeFirst'),
      });
    else if (days > ACCOUNTING_EXPORT_MAX_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: messageKey('backOffice.overview.checks.exportMaxDays', {
          count: ACCOUNTING_EXPORT_MAX_DAYS,
        }),
      });
    }
  });
export type AccountingExportQuery = z.infer<typeof accountingExportQuerySchema>;
