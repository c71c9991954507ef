import { type PayPeriod, payPeriod, payPeriodAt, previousPayPeriod } from '@app/shared/rules/earnings';
import type { PayoutLine, PayoutRun } from '@app/shared/schemas/payouts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { formatDay, formatMoney } from '../../../lib/formats.ts';
import { toast } from '../../../lib/toast.ts';
import { useAuth } from '../../../lib/use-auth.tsx';
import { advisorListQueryOptions } from '../advisors-api.ts';
import {
  payoutPreviewQueryOptions,
  payoutRunsQueryOptions,
  payoutSettingsQueryOptions,
  useConfirmPayoutRun,
  useSavePayoutMinimum,
} from '../payouts-api.ts';
import { BackOfficeCard, BackOfficeShell, LoadFailed } from './back-office-shell.tsx';

/** The advisors' names by extension, for lines that carry only the extension; the extension until loaded. */
function useAdvisorNames(): (agentId: number) => string {
  const list = useQuery(advisorListQueryOptions());
  const names = useMemo(
    () => new Map((list.data?.items ?? []).map((advisor) => [advisor.agentId, advisor.name])),
    [list.data],
  );
  return (agentId) => {
    const name = names.get(agentId);
    return name ? `${name} (${agentId})` : String(agentId);
  };
}

/** 'Nov 1, 2026' and 'Nov 15, 2026': a period's first and last days as the page writes dates. */
const daysOf = (period: { firstDay: string; lastDay: string }) => ({
  first: formatDay(period.firstDay),
  last: formatDay(period.lastDay),
});

/** The running period and the six before it, newest first: what a run is usually about. */
function recentPeriods(now: Date): PayPeriod[] {
  const periods = [payPeriodAt(now)];
  for (let i = 0; i < 6; i += 1) periods.push(previousPayPeriod(periods[periods.length - 1] as PayPeriod));
  return periods;
}

/** /admin/payouts: a period's run previewed and confirmed (admin), the recent runs, the minimum. */
export function PayoutsPage() {
  const { t } = useTranslation();
  const admin = useAuth().role === 'admin';
  const periods = useMemo(() => recentPeriods(new Date()), []);
  const [periodId, setPeriodId] = useState(periods[1]?.id ?? '');
  const period = periods.find((candidate) => candidate.id === periodId) ?? periods[0];
  const selectId = useId();
  return (
    <BackOfficeShell
      title={t('backOfficePayouts.title')}
      heading={t('backOfficePayouts.title')}
      subline={
        <>
          {t('backOfficePayouts.subline')}
          {admin ? null : <span className="block">{t('backOfficePayouts.readOnly')}</span>}
        </>
      }
    >
      <div className="grid gap-6">
        <label
          htmlFor={selectId}
          className="flex flex-wrap items-center gap-3 text-sm font-semibold text-night-900"
        >
          {t('backOfficePayouts.period.label')}
          <select
            id={selectId}
            value={periodId}
            onChange={(event) => setPeriodId(event.target.value)}
            className="rounded-xl border border-night-200 bg-white px-3 py-2 font-normal"
          >
            {periods.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {t('backOfficePayouts.period.option', daysOf(candidate))}
              </option>
            ))}
          </select>
        </label>
        {period ? <RunPreview period={period} admin={admin} /> : null}
        <RecentRuns />
        <MinimumSetting admin={admin} />
      </div>
    </BackOfficeShell>
  );
}

/** A period's run: its lines, and for an admin the confirmation once the period has ended. */
export function RunPreview({ period, admin }: { period: PayPeriod; admin: boolean }) {
  const { t } = useTranslation();
  const preview = useQuery(payoutPreviewQueryOptions(period.id));
  const [asking, setAsking] = useState(false);
  const confirm = useConfirmPayoutRun();
  const run = preview.data;
  const due = run?.lines.filter((line) => line.status === 'due') ?? [];
  const dueCents = due.reduce((sum, line) => sum + line.amountCents, 0);
  const ended = period.end.getTime() <= Date.now();
  const words = daysOf(period);

  const onConfirm = () =>
    confirm.mutate(period.id, {
      onSuccess: (answer: PayoutRun) => {
        setAsking(false);
        toast.success(
          answer.created ? t('backOfficePayouts.confirm.done') : t('backOfficePayouts.confirm.already'),
        );
      },
    });

  return (
    <BackOfficeCard
      title={t('backOfficePayouts.preview.title', words)}
      actions={
        admin && run && !run.confirmed && ended && due.length > 0 ? (
          <button type="button" className={buttonClass('night', 'md')} onClick={() => setAsking(true)}>
            {t('backOfficePayouts.confirm.button')}
          </button>
        ) : null
      }
    >
      {!ended ? <p className="mb-3 text-sm text-night-700">{t('backOfficePayouts.period.running')}</p> : null}
      {run?.confirmed ? (
        <p className="mb-3 text-sm text-night-700">{t('backOfficePayouts.preview.confirmedNote')}</p>
      ) : null}
      {run ? (
        run.lines.length === 0 ? (
          <p className="text-sm text-night-700">{t('backOfficePayouts.preview.empty')}</p>
        ) : (
          <>
            <LinesTable lines={run.lines} />
            {!run.confirmed ? (
              <p className="mt-3 text-sm font-semibold text-night-900" data-testid="payouts-total">
                {t('backOfficePayouts.preview.total', { amount: formatMoney(dueCents), count: due.length })}
              </p>
            ) : null}
          </>
        )
      ) : preview.isError ? (
        <LoadFailed onRetry={() => void preview.refetch()} />
      ) : (
        <Spinner label={t('backOffice.common.loading')} />
      )}
      <Dialog
        open={asking}
        onClose={() => setAsking(false)}
        title={t('backOfficePayouts.confirm.title', words)}
      >
        <p className="text-sm text-night-800">
          {t('backOfficePayouts.confirm.text', { amount: formatMoney(dueCents), count: due.length })}
        </p>
        {confirm.isError ? (
          <div className="mt-3">
            <Alert tone="error">{messageOf(confirm.error, t('backOffice.common.loadFailed'))}</Alert>
          </div>
        ) : null}
        <div className="mt-5 flex flex-wrap justify-end gap-3">
          <button type="button" className={buttonClass('outlineDark', 'md')} onClick={() => setAsking(false)}>
            {t('backOfficePayouts.confirm.cancel')}
          </button>
          <button
            type="button"
            className={buttonClass('night', 'md')}
            disabled={confirm.isPending}
            onClick={onConfirm}
          >
            {t('backOfficePayouts.confirm.submit')}
          </button>
        </div>
      </Dialog>
    </BackOfficeCard>
  );
}

function LinesTable({ lines }: { lines: PayoutLine[] }) {
  const { t } = useTranslation();
  const advisorName = useAdvisorNames();
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid="payout-lines">
        <thead className="text-xs uppercase tracking-wide text-night-600">
          <tr>
            <th className="py-2 pr-4">{t('backOfficePayouts.preview.columns.advisor')}</th>
            <th className="py-2 pr-4 text-right">{t('backOfficePayouts.preview.columns.amount')}</th>
            <th className="py-2 pr-4">{t('backOfficePayouts.preview.columns.status')}</th>
            <th className="py-2 pr-4">{t('backOfficePayouts.preview.columns.method')}</th>
            <th className="py-2">{t('backOfficePayouts.preview.columns.batch')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.agentId} className="border-t border-night-100">
              <td className="py-2 pr-4">{advisorName(line.agentId)}</td>
              <td className="py-2 pr-4 text-right tabular-nums">{formatMoney(line.amountCents)}</td>
              <td className="py-2 pr-4">
                {t(`backOfficePayouts.statuses.${line.status}`)}
                {line.reason ? (
                  <span className="block text-xs text-night-600">
                    {t(`backOfficePayouts.reasons.${line.reason}`)}
                  </span>
                ) : null}
              </td>
              <td className="py-2 pr-4">
                {line.method ? t(`backOfficePayouts.methods.${line.method}`) : '—'}
              </td>
              <td className="py-2 font-mono text-xs">{line.batchId ? line.batchId.slice(0, 8) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A period run's title ('Nov 1, 2026 to Nov 15, 2026'); null for an instant payout. */
function usePeriodTitle(): (id: string | null) => string | null {
  const { t } = useTranslation();
  return (id) => {
    const period = id ? payPeriod(id) : null;
    return period ? t('backOfficePayouts.period.option', daysOf(period)) : null;
  };
}

function RecentRuns() {
  const periodTitle = usePeriodTitle();
  const { t } = useTranslation();
  const advisorName = useAdvisorNames();
  const runs = useQuery(payoutRunsQueryOptions);
  return (
    <BackOfficeCard title={t('backOfficePayouts.runs.title')}>
      {runs.data ? (
        runs.data.runs.length === 0 ? (
          <p className="text-sm text-night-700">{t('backOfficePayouts.runs.empty')}</p>
        ) : (
          <ul className="grid gap-4" data-testid="payout-runs">
            {runs.data.runs.map((run) => (
              <li key={run.runKey} className="rounded-2xl bg-night-50 p-4">
                <p className="font-semibold text-night-900">
                  {periodTitle(run.period) ?? t('backOfficePayouts.runs.instant')}
                </p>
                {run.batches.map((batch) => (
                  <div key={batch.id} className="mt-2 text-sm">
                    <p className="text-night-800">
                      {t('backOfficePayouts.runs.batch', {
                        method: t(`backOfficePayouts.methods.${batch.method}`),
                        amount: formatMoney(batch.totalCents),
                        status: t(`backOfficePayouts.statuses.${batch.status}`),
                      })}
                    </p>
                    <ul className="mt-1 flex flex-wrap gap-2">
                      {batch.items.map((item) => (
                        <li
                          key={item.id}
                          className="rounded-full bg-white px-3 py-1 text-xs ring-1 ring-night-100"
                        >
                          {advisorName(item.agentId)} · {formatMoney(item.amountCents)} ·{' '}
                          {t(`backOfficePayouts.statuses.${item.status}`)}
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </li>
            ))}
          </ul>
        )
      ) : runs.isError ? (
        <LoadFailed onRetry={() => void runs.refetch()} />
      ) : (
        <Spinner label={t('backOffice.common.loading')} />
      )}
    </BackOfficeCard>
  );
}

function MinimumSetting({ admin }: { admin: boolean }) {
  const { t } = useTranslation();
  const settings = useQuery(payoutSettingsQueryOptions);
  const save = useSavePayoutMinimum();
  const [dollars, setDollars] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const inputId = useId();
  const current = settings.data ? (settings.data.minimumCents / 100).toFixed(2) : '';
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const cents = Math.round(Number((dollars ?? current).replace(',', '.')) * 100);
    if (!Number.isFinite(cents) || cents < 100 || cents > 1_000_000) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    save.mutate(cents, {
      onSuccess: () => {
        setDollars(null);
        toast.success(t('backOfficePayouts.settings.saved'));
      },
    });
  };
  return (
    <BackOfficeCard title={t('backOfficePayouts.settings.title')}>
      {settings.data ? (
        admin ? (
          <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-3" noValidate>
            <label htmlFor={inputId} className="grid gap-1 text-sm font-semibold text-night-900">
              {t('backOfficePayouts.settings.label')}
              <input
                id={inputId}
                inputMode="decimal"
                value={dollars ?? current}
                onChange={(event) => setDollars(event.target.value)}
                aria-invalid={invalid}
                className="w-40 rounded-xl border border-night-200 px-3 py-2 font-normal"
              />
            </label>
            <button type="submit" className={buttonClass('night', 'md')} disabled={save.isPending}>
              {t('backOfficePayouts.settings.save')}
            </button>
            {invalid ? (
              <p className="w-full text-sm text-red-700">{t('backOfficePayouts.settings.invalid')}</p>
            ) : null}
            {save.isError ? (
              <div className="w-full">
                <Alert tone="error">{messageOf(save.error, t('backOffice.common.loadFailed'))}</Alert>
              </div>
            ) : null}
          </form>
        ) : (
          <p className="text-sm text-night-800">{formatMoney(settings.data.minimumCents)}</p>
        )
      ) : settings.isError ? (
        <LoadFailed onRetry={() => void settings.refetch()} />
      ) : (
        <Spinner label={t('backOffice.common.loading')} />
      )}
    </BackOfficeCard>
  );
}
