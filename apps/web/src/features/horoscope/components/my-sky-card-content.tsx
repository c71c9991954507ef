import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { useMyChart } from '../api/my-chart.ts';
import { ChartHeadline } from './chart-headline.tsx';

/** The dashboard's "Your sky today": the chart's headline and today's reading, or the way to add a birth date. */
export function MySkyCardContent({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const mine = useMyChart(customerId);
  const data = mine.data;
  if (!data) return null;
  return (
    <section
      aria-labelledby="my-sky-card-title"
      data-testid="my-sky-card"
      className="min-w-0 rounded-3xl bg-white p-6 shadow-card ring-1 ring-night-100 lg:col-span-2"
    >
      <h2 id="my-sky-card-title" className="mb-4 font-display text-xl font-semibold text-night-900">
        {t('myChart.todayTitle')}
      </h2>
      {data.chart && data.today ? (
        <>
          <ChartHeadline chart={data.chart} />
          <p className="mt-4 leading-relaxed text-night-800">{data.today.text}</p>
          <Link to="/horoscope#my-chart" className={`${buttonClass('outlineDark', 'sm')} mt-5`}>
            {t('myChart.seeChart')}
          </Link>
        </>
      ) : (
        <>
          <p className="text-night-700">{t('myChart.noBirthDate')}</p>
          <Link to="/profile" className={`${buttonClass('outlineDark', 'sm', 'wrap')} mt-5`}>
            {t('myChart.addBirthDate')}
          </Link>
        </>
      )}
    </section>
  );
}
