import type { DaySkySummary } from '@app/shared/schemas/horoscope';
import type { ChartBody } from '@app/shared/schemas/natal-chart';
import type { ZodiacKey } from '@app/shared/zodiac';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../lib/formats.ts';

/** The day's sky beside a reading: the Moon's sign and phase, the Sun, and the planets retrograde. */
export function HoroscopeSky({ sky }: { sky: DaySkySummary }) {
  const { t } = useTranslation();
  const sign = (key: ZodiacKey) => t(`horoscope.signs.${key}`);
  const items = [
    sky.moon.enters
      ? t('horoscope.sky.moonEnters', {
          sign: sign(sky.moon.enters.sign),
          time: formatTime(new Date(sky.moon.enters.at)),
        })
      : t('horoscope.sky.moonIn', { sign: sign(sky.moon.sign) }),
    t('horoscope.sky.phase', {
      phase: t(`horoscope.phases.${sky.moon.phase}`),
      percent: Math.round(sky.moon.illumination * 100),
    }),
    t('horoscope.sky.sun', { sign: sign(sky.sun) }),
    ...(sky.retrogrades.length === 0
      ? [t('horoscope.sky.noRetrograde')]
      : sky.retrogrades.map((body) =>
          t('horoscope.sky.retrograde', {
            body: t(`horoscope.planets.${body as Exclude<ChartBody, 'sun' | 'moon'>}`),
          }),
        )),
  ];
  return (
    <section aria-labelledby="horoscope-sky-title" className="rounded-2xl bg-night-50 p-4">
      <h3 id="horoscope-sky-title" className="text-xs font-semibold uppercase tracking-wider text-night-600">
        {t('horoscope.sky.title')}
      </h3>
      <ul className="mt-2 flex flex-wrap gap-2" data-testid="horoscope-sky">
        {items.map((item) => (
          <li
            key={item}
            className="rounded-full bg-white px-3 py-1 text-sm text-night-800 ring-1 ring-night-100"
          >
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}
