import type { EarningsStatement } from '@app/shared/schemas/earnings';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../lib/formats.ts';
import { dateTimeLabel, dayLabel } from '../../earnings-format.ts';
import { callLength } from '../../format.ts';

/** A column of a section: its header, and what each line shows in it. */
interface Column<Line> {
  header: string;
  cell: (line: Line) => ReactNode;
  /** Figures line up on the right. */
  numeric?: boolean;
}

/**
 * A section of the statement. On a phone, a list of cards, each line's figures labelled; from `sm` up and
 * on paper, a table. Both are in the page; CSS shows one, so the reader and the printer get the same
 * words.
 */
function Section<Line extends { id: number; amountCents: number }>({
  title,
  empty,
  lines,
  columns,
  testId,
}: {
  title: string;
  empty: string;
  lines: readonly Line[];
  columns: Column<Line>[];
  testId: string;
}) {
  const { t } = useTranslation();
  const amount = t('earnings.statement.amount');
  return (
    <section className="grid gap-2" data-testid={testId} aria-label={title}>
      <h3 className="font-display text-lg font-semibold text-night-900">{title}</h3>
      {lines.length === 0 ? (
        <p className="text-sm text-night-600">{empty}</p>
      ) : (
        <>
          <ul className="grid gap-2 sm:hidden print:hidden" data-testid={`${testId}-cards`}>
            {lines.map((line) => (
              <li key={line.id} className="rounded-2xl bg-night-50/60 px-4 py-3 ring-1 ring-night-100">
                <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
                  {columns.map((column) => (
                    <div key={column.header} className="contents">
                      <dt className="text-night-600">{column.header}</dt>
                      <dd className="text-right text-night-900 tabular-nums [overflow-wrap:anywhere]">
                        {column.cell(line)}
                      </dd>
                    </div>
                  ))}
                  <dt className="font-semibold text-night-900">{amount}</dt>
                  <dd className="text-right font-semibold text-night-900 tabular-nums">
                    {formatMoney(line.amountCents)}
                  </dd>
                </dl>
              </li>
            ))}
          </ul>
          <table className="hidden w-full text-sm sm:table print:table" data-testid={`${testId}-table`}>
            <thead>
              <tr className="border-b border-night-200 text-left text-night-600">
                {columns.map((column) => (
                  <th
                    key={column.header}
                    scope="col"
                    className={`py-2 pr-3 font-semibold ${column.numeric ? 'text-right' : ''}`}
                  >
                    {column.header}
                  </th>
                ))}
                <th scope="col" className="py-2 text-right font-semibold">
                  {amount}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-night-100">
              {lines.map((line) => (
                <tr key={line.id} className="text-night-900">
                  {columns.map((column) => (
                    <td
                      key={column.header}
                      className={`py-2 pr-3 align-top ${column.numeric ? 'text-right tabular-nums' : ''}`}
                    >
                      {column.cell(line)}
                    </td>
                  ))}
                  <td className="py-2 text-right align-top font-semibold tabular-nums">
                    {formatMoney(line.amountCents)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}

function BalanceLine({ label, cents, testId }: { label: string; cents: number; testId: string }) {
  return (
    <p
      className="flex items-baseline justify-between gap-3 rounded-2xl bg-night-50 px-4 py-3 font-semibold text-night-900 print:bg-transparent print:px-0"
      data-testid={testId}
    >
      <span>{label}</span>
      <span className="font-display text-xl tabular-nums">{formatMoney(cents)}</span>
    </p>
  );
}

/**
 * One pay period's statement: the opening balance, the calls earned (when, how long, minutes billed, the
 * rate, the caller as the console shows them), the adjustments, the payouts and what came back of them,
 * and the closing balance.
 */
export function StatementView({ statement }: { statement: EarningsStatement }) {
  const { t } = useTranslation();
  const period = t('earnings.statement.periodLabel', {
    first: dayLabel(statement.period.firstDay),
    last: dayLabel(statement.period.lastDay),
  });
  return (
    <div className="grid gap-5" data-testid="statement">
      <p className="hidden font-display text-2xl font-semibold text-black print:block">
        {t('earnings.statement.printTitle', { name: statement.advisorName, period })}
      </p>
      {statement.complete ? null : (
        <p className="text-sm text-night-600">{t('earnings.statement.inProgress')}</p>
      )}
      <BalanceLine
        label={t('earnings.statement.opening')}
        cents={statement.openingBalanceCents}
        testId="statement-opening"
      />
      <Section
        title={t('earnings.statement.calls')}
        empty={t('earnings.statement.noCalls')}
        testId="statement-calls"
        lines={statement.calls}
        columns={[
          { header: t('earnings.statement.date'), cell: (call) => dateTimeLabel(call.callStart ?? call.at) },
          {
            header: t('earnings.statement.customer'),
            cell: (call) => call.customer ?? t('earnings.statement.customer'),
          },
          {
            header: t('earnings.statement.duration'),
            cell: (call) => (call.durationSeconds === null ? '—' : callLength(call.durationSeconds)),
            numeric: true,
          },
          { header: t('earnings.statement.minutes'), cell: (call) => call.minutesBilled, numeric: true },
          {
            header: t('earnings.statement.rate'),
            cell: (call) => t('earnings.statement.perMinute', { amount: formatMoney(call.rateCents) }),
            numeric: true,
          },
        ]}
      />
      <Section
        title={t('earnings.statement.adjustments')}
        empty={t('earnings.statement.noAdjustments')}
        testId="statement-adjustments"
        lines={statement.adjustments}
        columns={[
          { header: t('earnings.statement.date'), cell: (adjustment) => dateTimeLabel(adjustment.at) },
          {
            header: t('earnings.statement.reason'),
            cell: (adjustment) => t(`earnings.reasons.${adjustment.reason}`),
          },
          { header: t('earnings.statement.note'), cell: (adjustment) => adjustment.note },
        ]}
      />
      <Section
        title={t('earnings.statement.payouts')}
        empty={t('earnings.statement.noPayouts')}
        testId="statement-payouts"
        lines={statement.payouts}
        columns={[
          { header: t('earnings.statement.date'), cell: (payout) => dateTimeLabel(payout.at) },
          {
            header: t('earnings.statement.method'),
            cell: (payout) =>
              `${t(`earnings.kinds.${payout.kind}`)}${payout.method ? ` · ${t(`earnings.methods.${payout.method}`)}` : ''}`,
          },
          {
            header: t('earnings.statement.status'),
            cell: (payout) => (payout.status ? t(`earnings.statuses.${payout.status}`) : '—'),
          },
        ]}
      />
      <BalanceLine
        label={t('earnings.statement.closing')}
        cents={statement.closingBalanceCents}
        testId="statement-closing"
      />
    </div>
  );
}
