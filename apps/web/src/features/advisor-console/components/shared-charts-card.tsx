import type { AdvisorChart } from '@app/shared/schemas/natal-chart';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { CompassIcon } from '../../../components/ui/icons.tsx';
import { dateTimeFormat } from '../../../lib/formats.ts';
import { ChartHeadline, NatalChartView } from '../../horoscope/index.console.ts';
import { useSharedCharts } from '../shared-charts-api.ts';
import { ConsoleCard } from './console-shell.tsx';

const untilFormat = () =>
  dateTimeFormat({ weekday: 'short', hour: 'numeric', minute: '2-digit', timeZone: 'America/Toronto' });

/** One caller's chart: who, until when, the headline and today's reading; the wheel and table on demand. */
function SharedChart({ shared }: { shared: AdvisorChart }) {
  const { t } = useTranslation();
  // The live call's chart is open at once: the advisor reads it while they talk.
  const [open, setOpen] = useState(shared.live);
  return (
    <article className="rounded-2xl bg-night-50 p-4" data-testid="shared-chart">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-display text-lg font-semibold text-night-900">
          {shared.customer ?? t('myChart.console.customer')}
        </h3>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${shared.live ? 'bg-emerald-100 text-emerald-900' : 'bg-white text-night-700'}`}
        >
          {shared.live || !shared.visibleUntil
            ? t('myChart.console.live')
            : t('myChart.console.until', { time: untilFormat().format(new Date(shared.visibleUntil)) })}
        </span>
      </div>
      <div className="mt-3">
        <ChartHeadline chart={shared.chart} />
      </div>
      <h4 className="mt-3 text-xs font-semibold uppercase tracking-wider text-night-600">
        {t('myChart.console.reading')}
      </h4>
      <p className="mt-1 text-sm leading-relaxed text-night-800">{shared.today.text}</p>
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen((current) => !current)}
        className={`${buttonClass('outlineDark', 'sm')} mt-3`}
      >
        {open ? t('myChart.console.hide') : t('myChart.console.show')}
      </button>
      {open ? (
        // Out to the article's edges on a phone: the table's four columns need the room.
        <div className="-mx-4 mt-4 sm:mx-0">
          <NatalChartView chart={shared.chart} transits={shared.today.transits} />
        </div>
      ) : null}
    </article>
  );
}

/**
 * The charts callers chose to share with this advisor, on the console's main page: during the call and
 * for 24 hours after it (the server decides; never a birth time or place). Nothing while there are none.
 */
export function SharedChartsCard({ agentId, onACall }: { agentId: number; onACall: boolean }) {
  const { t } = useTranslation();
  const charts = useSharedCharts(agentId, onACall);
  const list = charts.data?.charts ?? [];
  if (list.length === 0) return null;
  return (
    <ConsoleCard title={t('myChart.console.title')} icon={<CompassIcon className="size-5" />}>
      <p className="text-sm text-night-700">{t('myChart.console.intro')}</p>
      <div className="mt-4 space-y-4">
        {list.map((shared) => (
          <SharedChart key={shared.callId} shared={shared} />
        ))}
      </div>
    </ConsoleCard>
  );
}
