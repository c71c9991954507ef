import { BRAND } from '@app/shared/brand';
import { SUPPORT_PHONE_TEL } from '@app/shared/constants';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import {
  ArrowRightIcon,
  CompassIcon,
  PhoneIcon,
  UserPlusIcon,
  UsersIcon,
} from '../../../components/ui/icons.tsx';
import { currentTheme } from '../../../config/theme.ts';
import { CallPanel } from './call-panel.tsx';
import { ThemeOverlay } from './theme-overlay.tsx';

/** The brand's name inside the headline is set in gold, wherever the translation puts it. */
function withGoldBrand(headline: string): ReactNode {
  const at = headline.indexOf(BRAND.productName);
  if (at === -1) return headline;
  return (
    <>
      {headline.slice(0, at)}
      <span className="bg-gradient-to-b from-gold-200 to-gold-400 bg-clip-text text-transparent">
        {BRAND.productName}
      </span>
      {headline.slice(at + BRAND.productName.length)}
    </>
  );
}

const secondaryLinkClass =
  'inline-flex items-center gap-2 rounded-full px-1 py-1 text-sm font-semibold text-white/80 transition-colors hover:text-gold-200';

export type Visitor = 'loading' | 'customer' | 'visitor';

/** `visitor` comes from the page, so this feature need not reach into accounts. */
export function HomeHero({ visitor }: { visitor: Visitor }) {
  const { t } = useTranslation();
  const headline = t(`site.themes.${currentTheme()}.headline`, { product: BRAND.productName });
  const textRef = useRef<HTMLDivElement>(null);

  return (
    <section
      aria-labelledby="home-title"
      className="on-dark relative isolate overflow-hidden bg-night-sky text-white"
    >
      <div aria-hidden="true" className="starfield absolute inset-0 -z-10 animate-twinkle" />
      <div
        aria-hidden="true"
        className="absolute -top-32 -right-32 -z-10 size-[26rem] rounded-full bg-gold-300/10 blur-3xl"
      />
      <div className="relative z-10 mx-auto grid max-w-7xl items-center gap-12 px-5 py-16 sm:px-8 sm:py-20 lg:grid-cols-[1.2fr_1fr] lg:gap-16 lg:py-24">
        <div ref={textRef}>
          <span
            aria-hidden="true"
            className="mb-6 block h-px w-16 bg-gradient-to-r from-gold-400 to-transparent"
          />
          <h1
            id="home-title"
            className="font-display text-4xl leading-[1.1] font-semibold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            {withGoldBrand(headline)}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-white/80 sm:text-xl">
            {t(`site.themes.${currentTheme()}.subtitle`)}
          </p>

          <div className="mt-10 min-h-14">
            {visitor === 'loading' ? null : visitor === 'customer' ? (
              <a
                href={`tel:${SUPPORT_PHONE_TEL}`}
                className={`${buttonClass('gold', 'lg')} whitespace-normal! text-center`}
              >
                <PhoneIcon className="size-5" />
                {t('site.home.callNow')}
              </a>
            ) : (
              <Link to="/register" className={`${buttonClass('gold', 'lg')} whitespace-normal! text-center`}>
                {t(`site.themes.${currentTheme()}.cta`)}
                <ArrowRightIcon className="size-5" />
              </Link>
            )}
          </div>

          <ul className="mt-8 flex flex-wrap gap-x-7 gap-y-3">
            <li>
              <Link to="/register" className={secondaryLinkClass}>
                <UserPlusIcon className="size-4 text-gold-300" />
                {t('site.home.createAccount')}
              </Link>
            </li>
            <li>
              <Link to={{ pathname: '/', hash: '#psychics' }} className={secondaryLinkClass}>
                <UsersIcon className="size-4 text-gold-300" />
                {t('site.home.seeAllPsychics')}
              </Link>
            </li>
            <li>
              <Link to="/services" className={secondaryLinkClass}>
                <CompassIcon className="size-4 text-gold-300" />
                {t('site.home.viewServices')}
              </Link>
            </li>
          </ul>
        </div>

        <CallPanel />
      </div>
      {/*
        After the content, though drawn beneath it (z-index): the browser may paint the page before it has
        parsed all of it, and pieces placed in % of the hero's height would move as the hero grows (a
        layout shift); parsed after the content, they are placed in the hero's final height.
      */}
      <ThemeOverlay theme={currentTheme()} keepClearOf={textRef} />
    </section>
  );
}
