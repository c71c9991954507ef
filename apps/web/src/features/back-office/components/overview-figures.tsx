import { torontoDateOf } from '@app/shared/rules/week';
import {
  accountingExportQuerySchema,
  OVERVIEW_PERIODS,
  type OverviewPeriodKey,
  type StaffOverview,
} from '@app/shared/schemas/staff-overview';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { formatMoney, formatNumber } from '../../../lib/formats.ts';
import { accountingExportUrl } from '../api.ts';
import { dayLabel, durationLabel, formatDateTime, shortDayLabel } from '../format.ts';
import { BackOfficeCard } from './back-office-shell.tsx';
import { fieldClass } from './form-parts.tsx';

const RevenueChart = lazy(async () => ({ default: (await import('./revenue-chart.tsx')).RevenueChart }));

function Figure({ label, value, children }: { label: string; value: ReactNode; children?: ReactNode }) {
  return (
    <div className="grid content-start gap-1 rounded-2xl bg-night-50 p-4 ring-1 ring-night-100">
      <dt className="text-sm font-semibold text-night-700">{label}</dt>
      <dd className="font-display text-3xl font-semibold text-night-900 tabular-nums">{value}</dd>
      {children ? <dd className="text-sm text-night-600">{children}</dd> : null}
    </div>
  );
}

/** Today, 7 days or 30 days: revenue, minutes, calls and new customers, on business days. */
export function PeriodFigures({ overview }: { overview: StaffOverview }) {
  const { t } = useTranslation();
  const [key, setKey] = useState<OverviewPeriodKey>('today');
  const period = overview.periods.find((candidate) => candidate.key === key) ?? overview.periods[0];
  if (!period) return null;
  const { revenue } = period;
  const updated = formatDateTime(overview.generatedAt);
  return (
    <BackOfficeCard
      title={t('backOffice.overview.figures')}
      actions={
        // Buttons that say which one is pressed: the figures below change in place.
        <fieldset className="flex rounded-full bg-night-50 p-1 ring-1 ring-night-100">
          <legend className="sr-only">{t('backOffice.overview.periods.label')}</legend>
          {OVERVIEW_PERIODS.map((option) => (
            <button
              key={option.key}
              type="button"
              aria-pressed={option.key === key}
              onClick={() => setKey(option.key)}
              className={`rounded-full px-4 py-1.5 text-sm font-semibold transition-colors ${
                option.key === key ? 'bg-night-700 text-white shadow-card' : 'text-night-700 hover:bg-white'
              }`}
            >
              {t(`backOffice.overview.periods.${option.key}`)}
            </button>
          ))}
        </fieldset>
      }
    >
      <p className="mb-4 text-sm text-night-600">
        {period.from === period.to
          ? t('backOffice.overview.rangeToday', { from: dayLabel(period.from), time: updated })
          : t('backOffice.overview.range', {
              from: dayLabel(period.from),
              to: dayLabel(period.to),
              time: updated,
            })}
      </p>
      <dl className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        <div className="grid content-start gap-2 rounded-2xl bg-night-50 p-4 ring-1 ring-night-100 sm:col-span-2 xl:row-span-2">
          <dt className="text-sm font-semibold text-night-700">
            {t('backOffice.overview.revenue')}{' '}
            <span className="font-normal text-night-600">· {t('backOffice.overview.revenueHint')}</span>
          </dt>
          <dd
            data-testid="overview-net"
            className="font-display text-4xl font-semibold text-night-900 tabular-nums"
          >
            {formatMoney(revenue.netCents)}
          </dd>
          <dd>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm text-night-700 sm:grid-cols-4">
              {(
                [
                  ['gross', revenue.grossCents],
                  // 0 - x, not -x: no 'minus zero' on a day without discounts or refunds.
                  ['discounts', 0 - revenue.discountCents],
                  ['tax', revenue.taxCents],
                  ['refunded', 0 - revenue.refundedCents],
                ] as const
              ).map(([name, cents]) => (
                <div key={name}>
                  <dt className="text-night-600">{t(`backOffice.overview.${name}`)}</dt>
                  <dd className="font-semibold tabular-nums">{formatMoney(cents)}</dd>
                </div>
              ))}
            </dl>
          </dd>
          <dd className="text-sm text-night-600">
            {t('backOffice.overview.purchases', { count: period.purchases })}
          </dd>
        </div>
        <Figure label={t('backOffice.overview.minutesSold')} value={formatNumber(period.minutesSold)}>
          {t('backOffice.overview.minutesSoldHint')}
        </Figure>
        <Figure label={t('backOffice.overview.minutesUsed')} value={formatNumber(period.minutesUsed)} />
        <Figure label={t('backOffice.overview.calls')} value={formatNumber(period.calls)}>
          {period.averageCallSeconds === null
            ? t('backOffice.overview.noCalls')
            : t('backOffice.overview.averageCall', { length: durationLabel(period.averageCallSeconds) })}
        </Figure>
        <Figure label={t('backOffice.overview.newCustomers')} value={formatNumber(period.newCustomers)} />
      </dl>
    </BackOfficeCard>
  );
}

/** Who is on the phones and how many calls are connected, as of the last refresh. */
export function LiveFigures({ overview }: { overview: StaffOverview }) {
  const { t } = useTranslation();
  return (
    <BackOfficeCard title={t('backOffice.overview.now')}>
      <dl className="grid gap-3 sm:grid-cols-2">
        <Figure
          label={t('backOffice.overview.advisorsTakingCalls')}
          value={formatNumber(overview.now.advisorsTakingCalls)}
        >
          {t('backOffice.overview.advisorsOnACall', { count: overview.now.advisorsOnACall })}
        </Figure>
        <Figure
          label={t('backOffice.overview.callsInProgress')}
          value={formatNumber(overview.now.callsInProgress)}
        />
      </dl>
    </BackOfficeCard>
  );
}

/** The 30-day chart, and the same days as a table for whoever cannot read the chart. */
export function DailyChart({ overview }: { overview: StaffOverview }) {
  const { t } = useTranslation();
  const first = overview.days[0]?.date ?? '';
  const last = overview.days.at(-1)?.date ?? '';
  const cell = 'px-3 py-2 text-right tabular-nums';
  return (
    <BackOfficeCard title={t('backOffice.overview.chart')}>
      <Suspense
        fallback={
          <p className="grid h-72 place-items-center text-sm text-night-600 sm:h-80">
            {t('backOffice.overview.chartLoading')}
          </p>
        }
      >
        <RevenueChart
          days={overview.days}
          label={t('backOffice.overview.chartLabel', { from: dayLabel(first), to: dayLabel(last) })}
        />
      </Suspense>
      <details className="mt-4 rounded-2xl ring-1 ring-night-100">
        <summary className="cursor-pointer rounded-2xl px-4 py-3 text-sm font-semibold text-night-800 hover:bg-night-50">
          {t('backOffice.overview.showTable')}
        </summary>
        <div className="overflow-x-auto px-2 pb-3">
          <table className="w-full min-w-[36rem] text-sm">
            <caption className="sr-only">{t('backOffice.overview.tableCaption')}</caption>
            <thead>
              <tr className="border-b border-night-100 text-night-700">
                <th scope="col" className="px-3 py-2 text-left">
                  {t('backOffice.overview.day')}
                </th>
                <th scope="col" className={cell}>
                  {t('backOffice.overview.revenue')}
                </th>
                <th scope="col" className={cell}>
                  {t('backOffice.overview.minutesSold')}
                </th>
                <th scope="col" className={cell}>
                  {t('backOffice.overview.minutesUsed')}
                </th>
                <th scope="col" className={cell}>
                  {t('backOffice.overview.calls')}
                </th>
              </tr>
            </thead>
            <tbody>
              {[...overview.days].reverse().map((day) => (
                <tr key={day.date} className="border-b border-night-50 last:border-0">
                  <th scope="row" className="px-3 py-2 text-left font-medium text-night-800">
                    <abbr title={dayLabel(day.date)} className="no-underline">
                      {shortDayLabel(day.date)}
                    </abbr>
                  </th>
                  <td className={cell}>{formatMoney(day.revenue.netCents)}</td>
                  <td className={cell}>{formatNumber(day.minutesSold)}</td>
                  <td className={cell}>{formatNumber(day.minutesUsed)}</td>
                  <td className={cell}>{formatNumber(day.calls)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </BackOfficeCard>
  );
}

/** The first day of the current business month, as the export's default start. */
const monthStartOf = (date: string) => `${date.slice(0, 8)}01`;

/** A range of business days and a link that downloads them as CSV (admin only; the server checks). */
export function AccountingExport({ today = torontoDateOf(new Date()) }: { today?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [from, setFrom] = useState(monthStartOf(today));
  const [to, setTo] = useState(today);
  // The server's own rule (dates that exist, in order, at most ACCOUNTING_EXPORT_MAX_DAYS apart).
  const valid = accountingExportQuerySchema.safeParse({ from, to }).success;
  return (
    <BackOfficeCard title={t('backOffice.overview.export')}>
      <p className="mb-4 max-w-prose text-sm text-night-700">{t('backOffice.overview.exportText')}</p>
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={`${id}-from`} className="mb-1.5 block text-sm font-semibold text-night-800">
            {t('backOffice.overview.exportFrom')}
          </label>
          <input
            id={`${id}-from`}
            type="date"
            value={from}
            max={today}
            onChange={(event) => setFrom(event.target.value)}
            aria-invalid={valid ? undefined : true}
            aria-describedby={valid ? undefined : `${id}-error`}
            className={`${fieldClass} border-night-100`}
          />
        </div>
        <div>
          <label htmlFor={`${id}-to`} className="mb-1.5 block text-sm font-semibold text-night-800">
            {t('backOffice.overview.exportTo')}
          </label>
          <input
            id={`${id}-to`}
            type="date"
            value={to}
            max={today}
            onChange={(event) => setTo(event.target.value)}
            aria-invalid={valid ? undefined : true}
            aria-describedby={valid ? undefined : `${id}-error`}
            className={`${fieldClass} border-night-100`}
          />
        </div>
        {valid ? (
          <a href={accountingExportUrl({ from, to })} download className={`${buttonClass('night')} mb-0.5`}>
            {t('backOffice.overview.exportButton')}
          </a>
        ) : (
          <button type="button" disabled className={`${buttonClass('night')} mb-0.5`}>
            {t('backOffice.overview.exportButton')}
          </button>
        )}
      </div>
      {valid ? null : (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-medium text-red-700">
          {t('backOffice.overview.exportInvalid')}
        </p>
      )}
    </BackOfficeCard>
  );
}
