import { SUPPORT_PHONE_TEL } from '@app/shared/constants';
import { ZODIAC_SIGNS, type ZodiacKey } from '@app/shared/zodiac';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { PageHero } from '../../../components/ui/page-hero.tsx';
import { PageMeta } from '../../../components/ui/page-meta.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useHoroscope } from '../api/get-horoscope.ts';
import { elementTone, formatHoroscopeDate, formatSignDates } from './horoscope-format.ts';
import { HoroscopeSky } from './horoscope-sky.tsx';
import { MyChartSection } from './my-chart-section.tsx';

/** /horoscope: the twelve signs; a card opens today's reading in a modal. */
export function HoroscopePage() {
  const { t } = useTranslation();
  const [sign, setSign] = useState<ZodiacKey | null>(null);
  const reading = useHoroscope(sign);
  const open = ZODIAC_SIGNS.find((item) => item.key === sign);

  return (
    <>
      <PageMeta page="horoscope" />
      <PageHero title={t('horoscope.title')} subtitle={t('horoscope.subtitle')} />
      <MyChartSection />
      {/* Two rows of six on a wide screen: the twelve signs use its width instead of a narrow column. */}
      <ul className="mx-auto grid w-full max-w-7xl grid-cols-2 gap-4 px-4 py-12 sm:grid-cols-3 sm:px-6 lg:grid-cols-4 lg:gap-6 lg:px-8 xl:grid-cols-6 xl:py-16">
        {ZODIAC_SIGNS.map((item) => (
          <li key={item.key}>
            <button
              type="button"
              onClick={() => setSign(item.key)}
              className="group flex h-full w-full flex-col items-center rounded-3xl bg-white p-5 text-center shadow-card ring-1 ring-night-100 transition-transform hover:-translate-y-0.5 hover:shadow-card-hover lg:px-6 lg:py-8"
            >
              <span
                aria-hidden="true"
                className={`grid size-16 place-items-center rounded-full bg-gradient-to-br ${elementTone(item.element)} text-3xl text-white shadow lg:size-20 lg:text-4xl`}
              >
                {item.symbol}
              </span>
              <span className="mt-3 font-display text-xl font-semibold text-night-900 lg:mt-4 lg:text-2xl">
                {t(`horoscope.signs.${item.key}`)}
              </span>
              <span className="text-sm text-night-600">{formatSignDates(item.dates, t)}</span>
              <span className="mt-1 text-xs font-semibold uppercase tracking-wider text-night-500">
                {t(`horoscope.elements.${item.element}`)}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <Dialog
        open={sign !== null}
        onClose={() => setSign(null)}
        title={open ? `${open.symbol} ${t(`horoscope.signs.${open.key}`)}` : ''}
      >
        {reading.isPending ? <Spinner label={t('horoscope.loading')} /> : null}
        {reading.isError ? <Alert tone="error">{t('horoscope.error')}</Alert> : null}
        {reading.data ? (
          <article>
            <p className="text-sm font-semibold text-night-600">{formatHoroscopeDate(reading.data.date)}</p>
            <p className="mt-3 leading-relaxed text-night-800">{reading.data.horoscope_data}</p>
            {reading.data.sky ? (
              <div className="mt-4">
                <HoroscopeSky sky={reading.data.sky} />
              </div>
            ) : null}
          </article>
        ) : null}
        <div className="mt-6 border-t border-night-100 pt-5 text-center">
          <p className="text-sm text-night-700">{t('horoscope.ctaPrompt')}</p>
          <a href={`tel:${SUPPORT_PHONE_TEL}`} className={`${buttonClass('gold', 'md')} mt-3`}>
            {t('horoscope.ctaButton')}
          </a>
        </div>
      </Dialog>
    </>
  );
}
