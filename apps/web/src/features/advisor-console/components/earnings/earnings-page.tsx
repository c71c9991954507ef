import type { EarningsOverview } from '@app/shared/schemas/earnings';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../../components/ui/alert.tsx';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { formatMoney } from '../../../../lib/formats.ts';
import {
  annualCsvUrl,
  annualQueryOptions,
  earningsOverviewQueryOptions,
  statementCsvUrl,
  statementQueryOptions,
} from '../../earnings-api.ts';
import { dateTimeLabel, dayLabel } from '../../earnings-format.ts';
import { ConsoleCard, ConsoleShell } from '../console-shell.tsx';
import { AnnualSummary } from './annual-summary.tsx';
import { PayNowCard } from './pay-now-card.tsx';
import { StatementView } from './statement-view.tsx';

/** Which card a print keeps: the statement (also what the browser's own Print gives) or the year. */
type Printed = 'statement' | 'annual';

const selectClass = 'min-h-11 rounded-xl border border-night-200 bg-white px-3 text-base text-night-900';

/**
 * /advisor/earnings: what we owe the advisor, their statements by pay period (to read, download as CSV
 * or print) and their year for tax time. On paper only the chosen card is left: the site's chrome goes
 * with `data-print-page` (styles.css), the console's band and tabs with the print variant below.
 */
export function AdvisorEarningsPage() {
  const { t } = useTranslation();
  const overview = useQuery(earningsOverviewQueryOptions());
  const [printed, setPrinted] = useState<Printed>('statement');

  const print = (what: Printed) => {
    // The choice must be on the page before the browser lays it out for paper.
    flushSync(() => setPrinted(what));
    window.print();
  };

  const shell = (children: ReactNode) => (
    <div data-print-page className="contents print:[&>section]:hidden">
      <ConsoleShell title={t('earnings.title')} heading={t('earnings.title')} subline={t('earnings.subline')}>
        {children}
      </ConsoleShell>
    </div>
  );

  if (overview.isError && !overview.data) {
    return shell(
      <div className="grid justify-items-start gap-4">
        <Alert tone="error">{t('earnings.errors.load')}</Alert>
        <button type="button" className={buttonClass('night', 'md')} onClick={() => void overview.refetch()}>
          {t('earnings.errors.retry')}
        </button>
      </div>,
    );
  }
  if (!overview.data) {
    return shell(
      <div className="flex min-h-[40vh] items-center justify-center">
        <Spinner label={t('common.loading')} />
      </div>,
    );
  }
  const data = overview.data;
  return shell(
    <>
      <div className="grid gap-5 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:items-start">
        <div className="grid gap-5 print:hidden">
          <BalanceCard data={data} />
          <PayNowCard />
          <ConsoleCard title={t('earnings.payoutProfile.heading')}>
            <p className="text-sm text-night-700">{t('earnings.payoutProfile.text')}</p>
            <Link
              to="/advisor/payout-profile"
              className={`${buttonClass('night', 'md', 'wrap')} mt-4 min-h-11`}
            >
              {t('earnings.payoutProfile.link')}
            </Link>
          </ConsoleCard>
        </div>
        <StatementCard
          data={data}
          className={printed === 'statement' ? '' : 'print:hidden'}
          onPrint={() => print('statement')}
        />
      </div>
      <AnnualCard
        data={data}
        className={printed === 'annual' ? '' : 'print:hidden'}
        onPrint={() => print('annual')}
      />
    </>,
  );
}

function BalanceCard({ data }: { data: EarningsOverview }) {
  const { t } = useTranslation();
  return (
    <ConsoleCard title={t('earnings.balance.heading')}>
      <p className="text-sm text-night-600">{t('earnings.balance.owed')}</p>
      <p
        className="font-display text-4xl font-semibold text-night-900 tabular-nums"
        data-testid="earnings-balance"
      >
        {formatMoney(data.balanceCents)}
      </p>
      <p className="mt-2 text-sm text-night-600">
        {t('earnings.balance.currentPeriod', {
          period: t('earnings.statement.periodLabel', {
            first: dayLabel(data.currentPeriod.firstDay),
            last: dayLabel(data.currentPeriod.lastDay),
          }),
        })}
      </p>
      <p className="mt-1 text-xs text-night-600">{t('earnings.balance.note')}</p>
      <h3 className="mt-5 mb-2 font-semibold text-night-900">{t('earnings.balance.lastPayouts')}</h3>
      {data.payouts.length === 0 ? (
        <p className="text-sm text-night-600">{t('earnings.balance.noPayouts')}</p>
      ) : (
        <ul className="divide-y divide-night-100 text-sm">
          {data.payouts.map((payout) => (
            <li key={payout.id} className="flex items-center justify-between gap-3 py-2">
              <span className="min-w-0">
                <span className="block text-night-900">
                  {dateTimeLabel(payout.settledAt ?? payout.createdAt)}
                </span>
                <span className="block text-night-600">
                  {t(`earnings.methods.${payout.method}`)} · {t(`earnings.statuses.${payout.status}`)}
                </span>
              </span>
              <span className="shrink-0 font-semibold text-night-900 tabular-nums">
                {formatMoney(payout.amountCents)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </ConsoleCard>
  );
}

/** What the page gives each of its printable cards. */
interface CardProps {
  data: EarningsOverview;
  className: string;
  onPrint: () => void;
}

function StatementCard({ data, className, onPrint }: CardProps) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState(data.currentPeriod.id);
  const statement = useQuery(statementQueryOptions(period));
  return (
    <PrintableCard
      title={t('earnings.statement.heading')}
      className={className}
      pickerLabel={t('earnings.statement.period')}
      picked={period}
      onPick={setPeriod}
      options={data.periods.map((option) => ({
        value: option.id,
        label: t('earnings.statement.periodLabel', {
          first: dayLabel(option.firstDay),
          last: dayLabel(option.lastDay),
        }),
      }))}
      csvUrl={statementCsvUrl(period)}
      download={t('earnings.statement.download')}
      print={t('earnings.statement.print')}
      onPrint={onPrint}
      result={statement}
      loadError={t('earnings.statement.loadError')}
    >
      {(loaded) => (
        <div aria-busy={statement.isFetching || undefined}>
          <StatementView statement={loaded} />
        </div>
      )}
    </PrintableCard>
  );
}

function AnnualCard({ data, className, onPrint }: CardProps) {
  const { t } = useTranslation();
  const [year, setYear] = useState(data.years[0] ?? Number(data.currentPeriod.firstDay.slice(0, 4)));
  const annual = useQuery(annualQueryOptions(year));
  const current = Number(data.currentPeriod.firstDay.slice(0, 4));
  return (
    <PrintableCard
      title={
        year === current
          ? `${t('earnings.annual.heading')} · ${t('earnings.annual.yearToDate')}`
          : t('earnings.annual.heading')
      }
      className={className}
      pickerLabel={t('earnings.annual.year')}
      picked={String(year)}
      onPick={(value) => setYear(Number(value))}
      options={data.years.map((option) => ({ value: String(option), label: String(option) }))}
      csvUrl={annualCsvUrl(year)}
      download={t('earnings.annual.download')}
      print={t('earnings.annual.print')}
      onPrint={onPrint}
      result={annual}
      loadError={t('earnings.annual.loadError')}
    >
      {(loaded) => <AnnualSummary annual={loaded} />}
    </PrintableCard>
  );
}

/**
 * A card of what the advisor picks a span for (a pay period, a year): the picker, the CSV download and
 * the print button above what the span holds, once it has loaded.
 */
function PrintableCard<T>({
  title,
  className,
  pickerLabel,
  picked,
  onPick,
  options,
  result,
  loadError,
  children,
  ...actions
}: {
  title: string;
  className: string;
  pickerLabel: string;
  picked: string;
  onPick: (value: string) => void;
  options: readonly { value: string; label: string }[];
  csvUrl: string;
  download: string;
  print: string;
  onPrint: () => void;
  result: { data: T | undefined; isError: boolean };
  loadError: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <ConsoleCard title={title} className={`print:p-0 print:shadow-none print:ring-0 ${className}`}>
      <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end sm:justify-between print:hidden">
        <label className="grid gap-1 text-sm font-medium text-night-700">
          {pickerLabel}
          <select value={picked} onChange={(event) => onPick(event.target.value)} className={selectClass}>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <DownloadAndPrint {...actions} ready={result.data !== undefined} />
      </div>
      {result.data !== undefined ? (
        children(result.data)
      ) : result.isError ? (
        <Alert tone="error">{loadError}</Alert>
      ) : (
        <Spinner label={t('common.loading')} />
      )}
    </ConsoleCard>
  );
}

/** A card's CSV download and its print button (printing waits for what it prints). */
function DownloadAndPrint(props: {
  csvUrl: string;
  download: string;
  print: string;
  onPrint: () => void;
  ready: boolean;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <a href={props.csvUrl} download className={`${buttonClass('outlineDark', 'md', 'wrap')} min-h-11`}>
        {props.download}
      </a>
      <button
        type="button"
        onClick={props.onPrint}
        disabled={!props.ready}
        className={`${buttonClass('outlineDark', 'md')} min-h-11`}
      >
        {props.print}
      </button>
    </div>
  );
}
