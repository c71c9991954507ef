import type { ChartAspect, NatalChart, Transit } from '@app/shared/schemas/natal-chart';
import type { ZodiacKey } from '@app/shared/zodiac';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { asText, BODY_GLYPHS, formatDegree, formatRangeEnd, splitDegree } from './natal-geometry.ts';

/** The aspects' usual signs, shown beside each transit for the eye (its sentence says it in words). */
const ASPECT_GLYPHS: Record<ChartAspect, string> = {
  conjunction: '☌',
  sextile: '⚹',
  square: '□',
  trine: '△',
  opposition: '☍',
};

/** Narrow paddings on a phone (below 360 px, narrower still) keep the four columns within the card. */
const CELL = 'px-1 py-2 align-top max-[360px]:px-0.5 sm:px-3';
const HEAD = `${CELL} text-xs font-semibold text-night-600`;

/**
 * The chart in words (issue 42): what the wheel draws, as a real table a screen reader can walk, and what
 * a reader who cannot make out the glyphs reads instead. With the date alone the Moon's row gives its range
 * and a note says what would fix it; the house column appears once the houses are known (time and place).
 * Today's transits, when given, follow as a list of sentences.
 */
export function NatalTable({ chart, transits }: { chart: NatalChart; transits?: Transit[] }) {
  const { t } = useTranslation();
  const sign = (key: ZodiacKey) => t(`horoscope.signs.${key}`);
  const withHouses = chart.houses.length > 0;
  const houseOfSign = new Map(chart.houses.map((house) => [house.sign, house.house]));
  const anyRetrograde = chart.bodies.some((body) => body.retrograde);
  const moonRange = chart.moonRange && {
    from: formatRangeEnd(sign(chart.moonRange.from.sign), chart.moonRange.from.degree),
    to: formatRangeEnd(sign(chart.moonRange.to.sign), chart.moonRange.to.degree),
  };

  return (
    <div className="min-w-0 text-night-800">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="mb-3 text-left font-display text-xl font-semibold text-night-900">
          {t('natalChart.table.caption')}
        </caption>
        <thead>
          <tr className="border-b border-night-100">
            <th scope="col" className={HEAD}>
              {t('natalChart.table.body')}
            </th>
            <th scope="col" className={HEAD}>
              {t('natalChart.table.sign')}
            </th>
            <th scope="col" className={HEAD}>
              {t('natalChart.table.degree')}
            </th>
            {withHouses ? (
              <th scope="col" className={`${HEAD} text-right`}>
                {t('natalChart.table.house')}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-night-100">
          {chart.bodies.map((body) => (
            <tr key={body.body}>
              <th scope="row" className={`${CELL} font-semibold text-night-900`}>
                <RowName
                  glyph={BODY_GLYPHS[body.body]}
                  name={t(`natalChart.bodies.${body.body}`)}
                  retrograde={body.retrograde}
                />
              </th>
              {body.body === 'moon' && moonRange ? (
                <td colSpan={2} className={CELL}>
                  <span aria-hidden="true">
                    {t('natalChart.table.moonRange', moonRange)}
                    <sup className="ml-0.5 text-gold-700">*</sup>
                  </span>
                  <span className="sr-only">{t('natalChart.table.moonRangeSpoken', moonRange)}</span>
                </td>
              ) : (
                <>
                  <td className={CELL}>{sign(body.sign)}</td>
                  <td className={`${CELL} whitespace-nowrap tabular-nums`}>
                    <Angle value={body.degree} />
                  </td>
                </>
              )}
              {withHouses ? <td className={`${CELL} text-right tabular-nums`}>{body.house ?? ''}</td> : null}
            </tr>
          ))}
          {chart.ascendant ? (
            <tr className="bg-gold-100/60">
              <th scope="row" className={`${CELL} font-semibold text-night-900`}>
                <RowName name={t('natalChart.ascendant')} />
              </th>
              <td className={CELL}>{sign(chart.ascendant.sign)}</td>
              <td className={`${CELL} whitespace-nowrap tabular-nums`}>
                <Angle value={chart.ascendant.degree} />
              </td>
              {withHouses ? (
                <td className={`${CELL} text-right tabular-nums`}>
                  {houseOfSign.get(chart.ascendant.sign) ?? ''}
                </td>
              ) : null}
            </tr>
          ) : null}
        </tbody>
      </table>

      {moonRange || anyRetrograde ? (
        <div className="mt-3 space-y-1.5 text-xs leading-relaxed text-night-600">
          {moonRange ? (
            <p>
              <span aria-hidden="true" className="mr-1 text-gold-700">
                *
              </span>
              {t('natalChart.table.moonNote')}
            </p>
          ) : null}
          {anyRetrograde ? <p>{t('natalChart.table.retrogradeNote')}</p> : null}
        </div>
      ) : null}

      {transits ? <TransitList transits={transits} /> : null}
    </div>
  );
}

/**
 * A row's name beside its glyph (none for the Ascendant), and ℞ with the word 'retrograde' for a screen
 * reader. The glyph keeps its own column, so a name that wraps on a phone wraps under itself.
 */
function RowName({
  glyph,
  name,
  retrograde = false,
}: {
  glyph?: string;
  name: string;
  retrograde?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <span className="flex items-baseline gap-1 sm:gap-1.5">
      <span
        aria-hidden="true"
        className="w-4 shrink-0 text-center font-normal text-gold-700 max-[360px]:hidden"
      >
        {glyph ? asText(glyph) : null}
      </span>
      <span>
        {name}
        {retrograde ? (
          <>
            {' '}
            <span aria-hidden="true" className="font-bold text-red-700" title={t('natalChart.retrograde')}>
              ℞
            </span>
            <span className="sr-only">{t('natalChart.retrograde')}</span>
          </>
        ) : null}
      </span>
    </span>
  );
}

/**
 * An angle as the page shows it (12°34′) and as a screen reader should say it (« 12 degrés 34 minutes »):
 * the prime sign is read as 'prime', or not at all, by most of them.
 */
function Angle({ value }: { value: number }) {
  const { t } = useTranslation();
  const { degrees, minutes } = splitDegree(value);
  return (
    <>
      <span aria-hidden="true">{formatDegree(value)}</span>
      <span className="sr-only">
        {`${t('natalChart.angle.degrees', { count: degrees })} ${t('natalChart.angle.minutes', { count: minutes })}`}
      </span>
    </>
  );
}

/** Today's transits as sentences (« Saturne au carré de votre Soleil »), tightest first as the API sends them. */
function TransitList({ transits }: { transits: Transit[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="mt-6 border-t border-night-100 pt-5">
      <h3 id={titleId} className="font-display text-lg font-semibold text-night-900">
        {t('natalChart.transits.title')}
      </h3>
      {transits.length === 0 ? (
        <p className="mt-2 text-sm text-night-600">{t('natalChart.transits.none')}</p>
      ) : (
        <ul className="mt-3 space-y-2 text-sm">
          {transits.map((transit) => (
            <li
              key={`${transit.transiting} ${transit.aspect} ${transit.natal}`}
              className="flex items-baseline gap-3"
            >
              <span aria-hidden="true" className="w-16 shrink-0 whitespace-nowrap text-gold-700">
                {[
                  asText(BODY_GLYPHS[transit.transiting]),
                  asText(ASPECT_GLYPHS[transit.aspect]),
                  transit.natal === 'ascendant'
                    ? t('natalChart.ascendantShort')
                    : asText(BODY_GLYPHS[transit.natal]),
                ].join(' ')}
              </span>
              <span className="flex min-w-0 flex-wrap gap-x-2">
                <span className="font-medium text-night-900">{transitSentence(transit, t)}</span>
                <span className="text-night-600 tabular-nums">
                  {t('natalChart.transits.orb')} <Angle value={transit.orb} />
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * 'Saturn square natal Sun', « Saturne en carré avec le Soleil natal »: the same words for the customer
 * and an advisor they share the chart with (no 'your'); French's « avec » takes every article unchanged.
 */
function transitSentence(transit: Transit, t: TFunction): string {
  const words = {
    transiting: t(`natalChart.bodies.${transit.transiting}`),
    aspect: t(`natalChart.aspects.${transit.aspect}`),
  };
  return transit.natal === 'ascendant'
    ? t('natalChart.transits.toAscendant', words)
    : t('natalChart.transits.toBody', { ...words, natal: t(`natalChart.natalBodies.${transit.natal}`) });
}
