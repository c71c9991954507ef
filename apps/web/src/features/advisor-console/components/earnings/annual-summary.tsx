import type { AnnualFigures, EarningsAnnual } from '@app/shared/schemas/earnings';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber } from '../../../../lib/formats.ts';
import { shortMonthLabel } from '../../earnings-format.ts';

function FiguresRow({ label, figures, strong }: { label: string; figures: AnnualFigures; strong?: boolean }) {
  return (
    <tr className={strong ? 'font-semibold text-night-900' : 'text-night-800'}>
      <th scope="row" className="py-1.5 pr-3 text-left font-medium">
        {label}
      </th>
      <td className="py-1.5 pr-3 text-right tabular-nums max-sm:hidden print:table-cell">
        {formatNumber(figures.calls)}
      </td>
      <td className="py-1.5 pr-3 text-right tabular-nums max-sm:hidden print:table-cell">
        {formatMoney(figures.callsCents)}
      </td>
      <td className="py-1.5 pr-3 text-right tabular-nums max-sm:hidden print:table-cell">
        {formatMoney(figures.adjustmentsCents)}
      </td>
      <td className="py-1.5 pr-3 text-right tabular-nums">{formatMoney(figures.earnedCents)}</td>
      <td className="py-1.5 text-right tabular-nums">{formatMoney(figures.paidOutCents)}</td>
    </tr>
  );
}

/**
 * A year for tax time: what was earned and paid out each month and quarter (Montréal's calendar), the
 * year's totals, and what was owed at its start and end. On a phone the table keeps the earned and paid
 * columns; the breakdown shows from `sm` up and on paper.
 */
export function AnnualSummary({ annual }: { annual: EarningsAnnual }) {
  const { t } = useTranslation();
  const head = 'py-2 pr-3 text-right font-semibold';
  const detail = `${head} max-sm:hidden print:table-cell`;
  return (
    <div className="grid gap-4" data-testid="annual-summary">
      <p className="hidden font-display text-2xl font-semibold text-black print:block">
        {annual.advisorName} · {annual.year}
      </p>
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <div className="flex justify-between gap-3 rounded-2xl bg-night-50 px-4 py-3">
          <dt className="text-night-600">{t('earnings.annual.opening')}</dt>
          <dd className="font-semibold text-night-900 tabular-nums">
            {formatMoney(annual.openingBalanceCents)}
          </dd>
        </div>
        <div className="flex justify-between gap-3 rounded-2xl bg-night-50 px-4 py-3">
          <dt className="text-night-600">
            {annual.complete ? t('earnings.annual.closing') : t('earnings.annual.closingToDate')}
          </dt>
          <dd className="font-semibold text-night-900 tabular-nums">
            {formatMoney(annual.closingBalanceCents)}
          </dd>
        </div>
      </dl>
      <table className="w-full text-sm">
        <thead>
          <tr className="border-b border-night-200 text-night-600">
            <th scope="col" className="py-2 pr-3 text-left font-semibold">
              {t('earnings.annual.month')}
            </th>
            <th scope="col" className={detail}>
              {t('earnings.annual.calls')}
            </th>
            <th scope="col" className={detail}>
              {t('earnings.annual.callsEarned')}
            </th>
            <th scope="col" className={detail}>
              {t('earnings.annual.adjustments')}
            </th>
            <th scope="col" className={head}>
              {t('earnings.annual.earned')}
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              {t('earnings.annual.paidOut')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-night-100">
          {annual.months.map((month) => (
            <FiguresRow key={month.month} label={shortMonthLabel(month.month)} figures={month} />
          ))}
        </tbody>
        <tbody className="divide-y divide-night-100 border-t-2 border-night-200">
          {annual.quarters.map((quarter) => (
            <FiguresRow
              key={quarter.quarter}
              label={t('earnings.annual.quarterLabel', { quarter: quarter.quarter })}
              figures={quarter}
            />
          ))}
        </tbody>
        <tfoot className="border-t-2 border-night-200">
          <FiguresRow label={t('earnings.annual.total')} figures={annual.totals} strong />
        </tfoot>
      </table>
      <p className="text-xs text-night-600">{t('earnings.annual.paidNote')}</p>
    </div>
  );
}
