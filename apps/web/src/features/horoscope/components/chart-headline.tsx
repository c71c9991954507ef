import type { NatalChart } from '@app/shared/schemas/natal-chart';
import type { ZodiacKey } from '@app/shared/zodiac';
import { useTranslation } from 'react-i18next';

/** The chart's headline: the Sun, the Moon (or its range) and the Ascendant when known. */
export function ChartHeadline({ chart }: { chart: NatalChart }) {
  const { t } = useTranslation();
  const sign = (key: ZodiacKey) => t(`horoscope.signs.${key}`);
  const moon = chart.bodies.find((body) => body.body === 'moon');
  const items = [
    t('myChart.sunSign', { sign: sign(chart.sunSign) }),
    chart.moonRange && chart.moonRange.from.sign !== chart.moonRange.to.sign
      ? t('myChart.moonRange', { from: sign(chart.moonRange.from.sign), to: sign(chart.moonRange.to.sign) })
      : moon
        ? t('myChart.moonSign', { sign: sign(moon.sign) })
        : null,
    chart.ascendant ? t('myChart.ascendant', { sign: sign(chart.ascendant.sign) }) : null,
  ].filter((item) => item !== null) as string[];
  return (
    <ul className="flex flex-wrap gap-2" data-testid="chart-headline">
      {items.map((item) => (
        <li key={item} className="rounded-full bg-gold-100 px-3 py-1 text-sm font-semibold text-night-900">
          {item}
        </li>
      ))}
    </ul>
  );
}
