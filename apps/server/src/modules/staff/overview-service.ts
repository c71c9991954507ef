import type { AppDb } from '@app/db/client';
import type { StoredTaxLine } from '@app/db/schema';
import { rateFraction, sumTaxLines } from '@app/shared/rules/sales-tax';
import { TAX_NAMES } from '@app/shared/rules/sales-tax-rates';
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
import { taxReport } from './tax-report.ts';

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
  // Sales tax by province: where the purchase was taxed, then each tax (0 where it did not apply).
  'province',
  ...TAX_NAMES,
] as const;

/** The remittance report's columns (GET /api/staff/exports/tax.csv); amounts in dollars. */
const TAX_REPORT_HEADER = [
  'period_kind',
  'period',
  'first_day',
  'last_day',
  'province',
  'tax',
  'rate',
  'collected',
  'refunded',
  'net',
] as const;

/** A row's amount of each tax, in the accounting export's order (GST, HST, QST, PST, RST). */
const perTax = (lines: readonly StoredTaxLine[], sign: 1 | -1) =>
  TAX_NAMES.map((name) => dollars(sign * sumTaxLines(lines.filter((line) => line.name === name))));

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
            row.taxProvince,
            ...perTax(row.taxLines, 1),
          ],
        })),
        ...refunds.map((row) => {
          const at = row.at ?? new Date(0);
          // The tax the refund gave back, as stored per line when it was opened (refundTaxLines); a
          // refund without lines (of a purchase that charged none) falls back to the purchase's proportion.
          const tax =
            row.taxLines.length > 0
              ? sumTaxLines(row.taxLines)
              : refundTaxCents(row, { amountCents: row.purchaseAmountCents, taxCents: row.purchaseTaxCents });
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
              row.taxProvince,
              ...perTax(row.taxLines, -1),
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

    /**
     * The sales tax remittance report of the business days `from`…`to`: collected, refunded and net per
     * month and per quarter, per province and tax (tax-report.ts), as CSV; the export is audited.
     */
    async taxCsv(
      actor: StaffActor,
      query: AccountingExportQuery,
    ): Promise<{ filename: string; csv: string }> {
      const range = torontoDateRangeBounds(query.from, query.to);
      const [collected, refunded] = await Promise.all([
        repository.taxCollected(range),
        repository.taxRefunded(range),
      ]);
      const rows = taxReport(
        collected,
        refunded.map((row) => ({ ...row, at: row.at ?? new Date(0) })),
        query,
      );
      await insertAudit(db, {
        actor: { userId: actor.userId, email: actor.email, role: actor.role, clientIp: actor.clientIp },
        action: 'export.tax',
        target: `export:tax:${query.from}..${query.to}`,
        before: null,
        after: { from: query.from, to: query.to, purchases: collected.length, refunds: refunded.length },
        reason: null,
      });
      return {
        filename: `lumiere-sales-tax-${query.from}-to-${query.to}.csv`,
        csv: toCsv(
          TAX_REPORT_HEADER,
          rows.map((row) => [
            row.kind,
            row.period,
            row.firstDay,
            row.lastDay,
            row.province,
            row.tax,
            rateFraction(row.ratePer100k),
            dollars(row.collectedCents),
            dollars(row.refundedCents),
            dollars(row.netCents),
          ]),
        ),
      };
    },
  };
}

export type OverviewService = ReturnType<typeof createOverviewService>;
