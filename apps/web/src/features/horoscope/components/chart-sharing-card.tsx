import type { ChartShares } from '@app/shared/schemas/natal-chart';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useChartShares, useSaveChartShares } from '../api/my-chart.ts';

/** The choices as the form holds them, from what the server answered. */
function choicesOf(shares: ChartShares) {
  return { all: shares.all, agentIds: new Set(shares.advisors.map((advisor) => advisor.agentId)) };
}

function SharingForm({ customerId, shares }: { customerId: string; shares: ChartShares }) {
  const { t } = useTranslation();
  const save = useSaveChartShares(customerId);
  const [choices, setChoices] = useState(() => choicesOf(shares));
  // The advisors chosen earlier stay listed even when they are no longer favourites.
  const listed = [
    ...shares.candidates,
    ...shares.advisors.filter((a) => !shares.candidates.some((c) => c.agentId === a.agentId)),
  ];

  const toggle = (agentId: number) =>
    setChoices((current) => {
      const agentIds = new Set(current.agentIds);
      if (agentIds.has(agentId)) agentIds.delete(agentId);
      else agentIds.add(agentId);
      return { ...current, agentIds };
    });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { all: choices.all, agentIds: choices.all ? [] : [...choices.agentIds] },
      {
        onSuccess: (saved) => {
          setChoices(choicesOf(saved));
          toast.success(t('myChart.sharing.saved'));
        },
      },
    );
  };

  const sharedWithNobody = !shares.all && shares.advisors.length === 0;
  return (
    <form onSubmit={onSubmit} className="mt-4 space-y-3">
      {sharedWithNobody ? (
        <p className="text-sm font-semibold text-night-800">{t('myChart.sharing.off')}</p>
      ) : null}
      <label className="flex items-center gap-3 text-night-800">
        <input
          type="checkbox"
          checked={choices.all}
          onChange={(event) => setChoices((current) => ({ ...current, all: event.target.checked }))}
          className="size-5 rounded border-night-300 text-night-700 focus:ring-night-500"
        />
        {t('myChart.sharing.all')}
      </label>
      <fieldset className={`space-y-2 ${choices.all ? 'opacity-60' : ''}`}>
        <legend className="text-sm font-semibold text-night-800">{t('myChart.sharing.some')}</legend>
        {listed.length === 0 ? (
          <p className="text-sm text-night-600">{t('myChart.sharing.noCandidates')}</p>
        ) : null}
        {listed.map((advisor) => (
          <label key={advisor.agentId} className="flex items-center gap-3 text-night-800">
            <input
              type="checkbox"
              checked={choices.all || choices.agentIds.has(advisor.agentId)}
              disabled={choices.all}
              onChange={() => toggle(advisor.agentId)}
              className="size-5 rounded border-night-300 text-night-700 focus:ring-night-500"
            />
            {advisor.name}
          </label>
        ))}
      </fieldset>
      {save.isError ? <Alert tone="error">{messageOf(save.error, t('myChart.sharing.failed'))}</Alert> : null}
      <button type="submit" disabled={save.isPending} className={buttonClass('night', 'md', 'wrap')}>
        {save.isPending ? t('myChart.sharing.saving') : t('myChart.sharing.save')}
      </button>
    </form>
  );
}

/** "Share my chart with advisors": off by default, every advisor or some, revocable at once. */
export function ChartSharingCard({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const shares = useChartShares(customerId);
  return (
    <section
      aria-labelledby="chart-sharing-title"
      className="rounded-3xl bg-white p-6 shadow-card ring-1 ring-night-100"
    >
      <h3 id="chart-sharing-title" className="font-display text-xl font-semibold text-night-900">
        {t('myChart.sharing.title')}
      </h3>
      <p className="mt-2 text-sm text-night-700">{t('myChart.sharing.explain')}</p>
      {shares.data ? (
        <SharingForm customerId={customerId} shares={shares.data} />
      ) : shares.isError ? (
        <div className="mt-4">
          <Alert tone="error">{messageOf(shares.error, t('myChart.sharing.failed'))}</Alert>
        </div>
      ) : (
        <Spinner label={t('horoscope.loading')} />
      )}
    </section>
  );
}
