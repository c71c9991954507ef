import { genderContext } from '@app/shared/rules/grammatical-gender';
import { torontoMonthOf } from '@app/shared/rules/week';
import type { AdvisorCall, AdvisorConsole, AdvisorStatus } from '@app/shared/schemas/advisor-console';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { formatMoney } from '../../../lib/formats.ts';
import { toast } from '../../../lib/toast.ts';
import { consoleQueryOptions, monthCsvUrl, useAdvisorIdentity, useMonth, useSetStatus } from '../api.ts';
import { callLength, callTime, monthLabel, recentMonths } from '../format.ts';
import { STATUS_SWITCH_COLOURS } from '../status-switch-colours.ts';
import { CallBackLineCard } from './call-back-line-card.tsx';
import { ConsoleCard, ConsoleShell } from './console-shell.tsx';
import { FirstDayChecklist } from './first-day-checklist.tsx';
import { SharedChartsCard } from './shared-charts-card.tsx';

/** The advisor console: status first (it is what an advisor opens it for, on a phone), then the day. */
export function AdvisorConsolePage() {
  const { t } = useTranslation();
  const identity = useAdvisorIdentity();
  const agentId = identity.data?.agentId;
  const console = useQuery({ ...consoleQueryOptions(agentId ?? 0), enabled: agentId !== undefined });

  if (identity.isError || console.isError) {
    return (
      <Shell>
        <Alert tone="error">{t('advisorConsole.errors.load')}</Alert>
        <button
          type="button"
          className={`${buttonClass('night', 'md')} mt-4`}
          onClick={() => void (identity.isError ? identity.refetch() : console.refetch())}
        >
          {t('advisorConsole.errors.retry')}
        </button>
      </Shell>
    );
  }
  if (!console.data) {
    return (
      <Shell>
        <div className="flex min-h-[40vh] items-center justify-center">
          <Spinner label={t('common.loading')} />
        </div>
      </Shell>
    );
  }
  const data = console.data;
  return (
    <Shell name={data.name} extension={data.agentId}>
      <FirstDayChecklist agentId={data.agentId} />
      <div className="grid gap-5 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:items-start">
        <div className="grid gap-5">
          <StatusCard data={data} />
          <CallBackLineCard agentId={data.agentId} />
        </div>
        <div className="grid gap-5">
          <SharedChartsCard agentId={data.agentId} onACall={data.status.onACall} />
          <Totals data={data} />
          <TodayCard calls={data.today.calls} />
        </div>
      </div>
      <HistoryCard agentId={data.agentId} />
    </Shell>
  );
}

/** The console's frame: the greeting once the advisor is known. */
function Shell({
  name,
  extension,
  children,
}: {
  name?: string;
  extension?: number;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <ConsoleShell
      title={t('advisorConsole.title')}
      heading={name ? t('advisorConsole.greeting', { name }) : t('advisorConsole.title')}
      subline={extension ? t('advisorConsole.extension', { extension }) : undefined}
    >
      {children}
    </ConsoleShell>
  );
}

function StatusCard({ data }: { data: AdvisorConsole }) {
  const { t } = useTranslation();
  const setStatus = useSetStatus(data.agentId);
  const status: AdvisorStatus = data.status;
  const on = status.takingCalls;
  const pending = setStatus.isPending;
  const colours = STATUS_SWITCH_COLOURS[on ? 'on' : 'off'];
  // French agrees with the advisor (« Réservée », « occupée »), or says it without agreeing.
  const context = genderContext(data.grammaticalGender);

  const toggle = () => {
    setStatus.mutate(!on, {
      onSuccess: (next) =>
        toast.success(
          next.takingCalls
            ? t('advisorConsole.status.nowTakingCalls')
            : t('advisorConsole.status.nowOffline'),
        ),
      onError: (error) => toast.error(messageOf(error, t('advisorConsole.status.changeFailed'))),
    });
  };

  return (
    <ConsoleCard title={t('advisorConsole.status.heading')}>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        disabled={pending}
        onClick={toggle}
        className={`flex w-full items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left ring-1 transition-colors disabled:opacity-70 ${colours.surface} ${colours.edge}`}
      >
        <span className="flex items-center gap-3">
          <span aria-hidden="true" className={`size-3 rounded-full ${colours.dot}`} />
          <span className={`text-lg font-semibold ${colours.label}`}>
            {on ? t('advisorConsole.status.takingCalls') : t('advisorConsole.status.offline')}
          </span>
        </span>
        <span
          aria-hidden="true"
          className={`relative h-8 w-14 shrink-0 rounded-full transition-colors ${colours.track}`}
        >
          <span
            className={`absolute top-1 size-6 rounded-full bg-white shadow transition-[left] ${on ? 'left-7' : 'left-1'}`}
          />
        </span>
      </button>
      <p className="mt-3 text-sm text-night-600">
        {on
          ? t('advisorConsole.status.takingCallsNote', { extension: data.agentId })
          : t('advisorConsole.status.offlineNote')}
      </p>
      {status.onACall && status.heldUntil ? (
        <div className="mt-4 rounded-2xl bg-gold-100 px-4 py-3 ring-1 ring-gold-300">
          <p className="font-semibold text-night-900">{t('advisorConsole.status.held', { context })}</p>
          <p className="text-sm text-night-700">
            {t('advisorConsole.status.heldNote', { time: callTime(status.heldUntil), context })}
          </p>
        </div>
      ) : status.onACall ? (
        <div className="mt-4 rounded-2xl bg-gold-100 px-4 py-3 ring-1 ring-gold-300">
          <p className="font-semibold text-night-900">{t('advisorConsole.status.onACall')}</p>
          {status.toppingUp ? (
            <p className="text-sm font-semibold text-night-800" role="status">
              {t('advisorConsole.status.toppingUp')}
            </p>
          ) : null}
          {status.availTimeStr ? (
            <p className="text-sm text-night-700">
              {t('advisorConsole.status.timeLeft', { time: status.availTimeStr })}
            </p>
          ) : null}
          <p className="mt-1 text-xs text-night-600">{t('advisorConsole.status.busyNote')}</p>
        </div>
      ) : null}
      {status.outsideSchedule ? (
        <div className="mt-4">
          <Alert tone="warning">
            {t('advisorConsole.status.outsideSchedule')}{' '}
            <Link to="/advisor/profile#hours" className="font-semibold underline underline-offset-2">
              {t('advisorConsole.status.editSchedule')}
            </Link>
          </Alert>
        </div>
      ) : null}
    </ConsoleCard>
  );
}

function Totals({ data }: { data: AdvisorConsole }) {
  const { t } = useTranslation();
  const periods = [
    ['today', data.today.totals],
    ['week', data.week],
    ['month', data.month],
  ] as const;
  return (
    <section aria-label={t('advisorConsole.periods.today')} className="grid gap-3">
      <ul className="grid gap-2 sm:grid-cols-3 sm:gap-3">
        {periods.map(([key, totals]) => (
          <li
            key={key}
            className="flex min-w-0 items-center justify-between gap-3 rounded-2xl bg-white px-4 py-3 shadow-card ring-1 ring-night-100 sm:block sm:p-4"
          >
            <p className="text-xs font-semibold tracking-wide text-night-500 uppercase">
              {t(`advisorConsole.periods.${key}`)}
            </p>
            <div className="text-right sm:mt-1 sm:text-left">
              <p
                className="font-display text-xl font-semibold text-night-900 tabular-nums sm:text-2xl"
                data-testid={`earnings-${key}`}
              >
                {formatMoney(totals.earningsCents)}
              </p>
              <p className="text-xs text-night-600 tabular-nums sm:text-sm" data-testid={`minutes-${key}`}>
                {t('advisorConsole.calls.minutesShort', { count: totals.minutes })} ·{' '}
                {t('advisorConsole.today.calls', { count: totals.calls })}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <p className="text-sm text-night-600">
        {t('advisorConsole.periods.rate', { amount: formatMoney(data.payoutCentsPerMinute) })}
      </p>
    </section>
  );
}

function CallList({ calls, empty }: { calls: readonly AdvisorCall[]; empty: string }) {
  const { t } = useTranslation();
  if (calls.length === 0) return <p className="text-night-600">{empty}</p>;
  return (
    <ul className="divide-y divide-night-100">
      {calls.map((call) => (
        <li key={call.id} className="flex items-center justify-between gap-3 py-3" data-testid="advisor-call">
          <div className="min-w-0">
            <p className="truncate font-semibold text-night-900">
              {call.customer ?? t('advisorConsole.calls.customer')}
            </p>
            <p className="text-sm text-night-600 tabular-nums">
              {callTime(call.callStart)} · {callLength(call.durationSeconds)}
            </p>
          </div>
          <div className="shrink-0 text-right tabular-nums">
            <p className="font-semibold text-night-900">{formatMoney(call.earningsCents)}</p>
            <p className="text-sm text-night-600">
              {t('advisorConsole.calls.minutesShort', { count: call.minutesBilled })}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

function TodayCard({ calls }: { calls: readonly AdvisorCall[] }) {
  const { t } = useTranslation();
  return (
    <ConsoleCard title={t('advisorConsole.today.heading')}>
      <CallList calls={calls} empty={t('advisorConsole.today.empty')} />
    </ConsoleCard>
  );
}

function HistoryCard({ agentId }: { agentId: number }) {
  const { t } = useTranslation();
  const [months] = useState(() => recentMonths(torontoMonthOf(new Date()), 12));
  const [month, setMonth] = useState(months[0] ?? torontoMonthOf(new Date()));
  const history = useMonth(agentId, month);
  return (
    <ConsoleCard title={t('advisorConsole.history.heading')}>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <label className="grid gap-1 text-sm font-medium text-night-700">
          {t('advisorConsole.history.month')}
          <select
            value={month}
            onChange={(event) => setMonth(event.target.value)}
            className="min-h-11 rounded-xl border border-night-200 bg-white px-3 text-base text-night-900"
          >
            {months.map((value) => (
              <option key={value} value={value}>
                {monthLabel(value)}
              </option>
            ))}
          </select>
        </label>
        <a href={monthCsvUrl(agentId, month)} download className={buttonClass('outlineDark', 'md')}>
          {t('advisorConsole.history.download')}
        </a>
      </div>
      {history.data ? (
        <>
          <CallList calls={history.data.calls} empty={t('advisorConsole.history.empty')} />
          {history.data.calls.length > 0 ? (
            <p className="mt-3 flex justify-between border-t border-night-100 pt-3 font-semibold text-night-900 tabular-nums">
              <span>
                {t('advisorConsole.history.total')} ·{' '}
                {t('advisorConsole.today.minutes', { count: history.data.totals.minutes })}
              </span>
              <span>{formatMoney(history.data.totals.earningsCents)}</span>
            </p>
          ) : null}
        </>
      ) : history.isError ? (
        <Alert tone="error">{t('advisorConsole.errors.load')}</Alert>
      ) : (
        <Spinner label={t('common.loading')} />
      )}
    </ConsoleCard>
  );
}
