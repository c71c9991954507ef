import type { CustomerChart } from '@app/shared/schemas/natal-chart';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useMyChart } from '../api/my-chart.ts';
import { BirthDetailsCard } from './birth-details-card.tsx';
import { ChartHeadline } from './chart-headline.tsx';
import { ChartSharingCard } from './chart-sharing-card.tsx';
import { NatalChartView } from './natal-chart-view.tsx';

/** Today's personal reading: the transits to the chart, in words. */
export function TodayReading({ today }: { today: NonNullable<CustomerChart['today']> }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="my-sky-today"
      className="rounded-3xl bg-white p-6 shadow-card ring-1 ring-night-100"
    >
      <h3 id="my-sky-today" className="font-display text-xl font-semibold text-night-900">
        {t('myChart.todayTitle')}
      </h3>
      <p className="mt-3 leading-relaxed text-night-800" data-testid="my-sky-text">
        {today.text}
      </p>
    </section>
  );
}

/**
 * /horoscope's "Your chart" for a signed-in customer: without a birth date, the way to add it; with it, the
 * headline, today's reading, the wheel and its table, the birth time and place, and sharing.
 */
export function MyChartContent({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const mine = useMyChart(customerId);
  const data = mine.data;
  return (
    <section
      id="my-chart"
      aria-labelledby="my-chart-title"
      className="mx-auto w-full max-w-7xl scroll-mt-24 px-4 pt-10 sm:px-6 lg:px-8"
    >
      <h2 id="my-chart-title" className="font-display text-3xl font-semibold text-night-900">
        {t('myChart.title')}
      </h2>
      <p className="mt-2 max-w-3xl text-night-700">{t('myChart.intro')}</p>
      <div className="mt-6 space-y-6">
        {mine.isError ? <Alert tone="error">{t('myChart.loadFailed')}</Alert> : null}
        {mine.isPending ? <Spinner label={t('horoscope.loading')} /> : null}
        {data && !data.chart ? (
          <div className="rounded-3xl bg-white p-6 shadow-card ring-1 ring-night-100">
            <p className="text-night-800">{t('myChart.noBirthDate')}</p>
            <Link to="/profile" className={`${buttonClass('night', 'md', 'wrap')} mt-4`}>
              {t('myChart.addBirthDate')}
            </Link>
          </div>
        ) : null}
        {data?.chart && data.today ? (
          <>
            <ChartHeadline chart={data.chart} />
            {data.chart.precision === 'date' ? (
              <p className="text-sm text-night-700">{t('myChart.dateOnly')}</p>
            ) : null}
            <TodayReading today={data.today} />
            <NatalChartView chart={data.chart} transits={data.today.transits} />
            <div className="grid gap-6 lg:grid-cols-2">
              <BirthDetailsCard customerId={customerId} chart={data} />
              <ChartSharingCard customerId={customerId} />
            </div>
          </>
        ) : null}
      </div>
    </section>
  );
}
