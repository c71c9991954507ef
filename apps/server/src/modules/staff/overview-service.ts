import type { AppDb } from '@app/db/client';
import { torontoDateOf, torontoDateRangeBounds } from '@app/shared/rules/week';
import {
  type AccountingExportQuery,
  OVERVIEW_CHART_DAYS,
  OVERVIEW_PERIODS,
  type OverviewDay,
  type StaffOverview,
} from '@app/shared/schemas/staff-overview';
import type { StaffActor } from '../accounts/staff-guard.ts';
import { toCsv } from '../advisors/csv.ts';
import { insertAudit } from '../audit/log.ts';
import { emptyDay, lastDays, purchaseRevenue, refundTaxCents, sumPeriod } from './overview.ts';
import type { OverviewRepository } from './overview-repository.ts';

/**
 * The accounting export's columns; amounts in dollars, a refund's negative. A purchase row also says how
 * much of it was refunded by the end of the range; each refund is a row of its own on the day it completed.
 */
const EXPORT_HEADER = [
  'type',
  'business_date',
  'time_utc',
  'purchase_id',
  'refund_id',
  'provider',
  'provider_order_id',
  'provider_refund_id',
  'customer_id',
  'customer_email',
  'bundle',
  'minutes',
  'price_before_discount',
  'discount',
  'net_before_tax',
  'sales_tax',
  'total',
  'currency',
  'coupon',
  'refunded_to_date',
] as const;

const dollars = (cents: number) => cents / 100;

export interface OverviewServiceDependencies {
  db: AppDb;
  repository: OverviewRepository;
  now?: () => Date;
}

/** The overview's figures and the accounting export, both on business days (America/Toronto). */
export function createOverviewService({
  db,
  repository,
  now = () => new Date(),
}: OverviewServiceDependencies) {
  return {
    async overview(): Promise<StaffOverview> {
      const at = now();
      const today = torontoDateOf(at);
      const dates = lastDays(today, OVERVIEW_CHART_DAYS);
      const range = torontoDateRangeBounds(dates[0] ?? today, today);
      const [purchases, refunds, calls, customers, live] = await Promise.all([
        repository.dailyPurchases(range),
        repository.dailyRefunds(range),
        repository.dailyCalls(range),
        repository.dailyNewCustomers(range),
        repository.live(),
      ]);
      const byDate = new Map<string, OverviewDay>(dates.map((date) => [date, emptyDay(date)]));
      for (const row of purchases) {
        const day = byDate.get(row.date);
        if (!day) continue;
        day.revenue = { ...purchaseRevenue(row), refundedCents: day.revenue.refundedCents };
        day.purchases = row.purchases;
        day.minutesSold = row.minutes;
      }
      for (const row of refunds) {
        const day = byDate.get(row.date);
        if (day) day.revenue.refundedCents = row.amountCents;
      }
      for (const row of calls) {
        const day = byDate.get(row.date);
        if (!day) continue;
        day.calls = row.calls;
        day.minutesUsed = row.minutesUsed;
        day.callSeconds = row.callSeconds;
      }
      for (const row of customers) {
        const day = byDate.get(row.date);
        if (day) day.newCustomers = row.customers;
      }
      const days = [...byDate.values()];
      return {
        generatedAt: at.toISOString(),
        timeZone: 'America/Toronto',
        periods: OVERVIEW_PERIODS.map((period) => sumPeriod(period.key, days, period.days)),
        now: live,
        days,
      };
    },

    /** Paid purchases and completed refunds of the business days `from`…`to`, as CSV; the export is audited. */
    async accountingCsv(
      actor: StaffActor,
      query: AccountingExportQuery,
    ): Promise<{ filename: string; csv: string }> {
      const range = torontoDateRangeBounds(query.from, query.to);
      const [purchases, refunds] = await Promise.all([
        repository.purchasesForExport(range),
        repository.refundsForExport(range),
      ]);
      const rows = [
        ...purchases.map((row) => ({
          at: row.at,
          cells: [
            'purchase',
            torontoDateOf(row.at),
            row.at.toISOString(),
            row.id,
            '',
            row.provider,
            row.orderId,
            '',
            row.customerId,
            row.customerEmail,
            row.bundleName,
            row.minutes,
            dollars(row.amountCents - row.taxCents + row.discountCents),
            dollars(row.discountCents),
            dollars(row.amountCents - row.taxCents),
            dollars(row.taxCents),
            dollars(row.amountCents),
            row.currency,
            row.couponCode ?? '',
            dollars(row.refundedCents),
          ],
        })),
        ...refunds.map((row) => {
          const at = row.at ?? new Date(0);
          const tax = refundTaxCents(row, {
            amountCents: row.purchaseAmountCents,
            taxCents: row.purchaseTaxCents,
          });
          return {
            at,
            cells: [
              'refund',
              torontoDateOf(at),
              at.toISOString(),
              row.purchaseId,
              row.id,
              row.provider,
              row.orderId,
              row.providerRefundId ?? '',
              row.customerId,
              row.customerEmail,
              row.bundleName,
              -row.minutes,
              '',
              '',
              -dollars(row.amountCents - tax),
              -dollars(tax),
              -dollars(row.amountCents),
              row.currency,
              '',
              '',
            ],
          };
        }),
      ].sort((a, b) => a.at.getTime() - b.at.getTime());
      await insertAudit(db, {
        actor: { userId: actor.userId, email: actor.email, role: actor.role, clientIp: actor.clientIp },
        action: 'export.accounting',
        target: `export:accounting:${query.from}..${query.to}`,
        before: null,
        after: { from: query.from, to: query.to, purchases: purchases.length, refunds: refunds.length },
        reason: null,
      });
      return {
        filename: `lumiere-accounting-${query.from}-to-${query.to}.csv`,
        csv: toCsv(
          EXPORT_HEADER,
          rows.map((row) => row.cells),
        ),
      };
    },
  };
}

export type OverviewService = ReturnType<typeof createOverviewService>;
