import { BRAND } from '@app/shared/brand';
import { SUPPORT_PHONE, SUPPORT_PHONE_TEL } from '@app/shared/constants';
import type { site } from '@app/shared/messages/site';
import { pathWithoutLanguage } from '@app/shared/rules/language';
import type { ComponentType, ReactNode, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../components/ui/button-styles.ts';
import {
  ClockIcon,
  ExternalLinkIcon,
  FacebookIcon,
  InstagramIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  YoutubeIcon,
} from '../../components/ui/icons.tsx';
import { Logo } from '../../components/ui/logo.tsx';
import { localRoute } from '../../lib/language.ts';
import { LanguageSwitch } from './language-switch.tsx';

type SocialNetwork = keyof typeof BRAND.social;

/** Network names are proper nouns and stay as written in every language. */
const SOCIAL: Record<SocialNetwork, { name: string; Icon: ComponentType<SVGProps<SVGSVGElement>> }> = {
  facebook: { name: 'Facebook', Icon: FacebookIcon },
  instagram: { name: 'Instagram', Icon: InstagramIcon },
  youtube: { name: 'YouTube', Icon: YoutubeIcon },
};

const QUICK_LINKS = [
  { to: '/', label: 'home' },
  { to: '/login', label: 'signIn' },
  { to: '/purchase', label: 'buyCredits' },
  { to: '/testimonials', label: 'testimonials' },
  { to: '/about', label: 'aboutUs' },
] as const;

const LEGAL_LINKS = [
  { to: '/terms', label: 'terms' },
  { to: '/privacy', label: 'privacy' },
  { to: '/cookies', label: 'cookies' },
] as const;

function FooterHeading({ children }: { children: ReactNode }) {
  return <h2 className="mb-5 text-xs font-bold tracking-[0.18em] text-gold-300 uppercase">{children}</h2>;
}

const footerLinkClass = 'rounded text-white/75 transition-colors hover:text-gold-200';

function FooterLinks({
  title,
  links,
}: {
  title: string;
  links: readonly { to: string; label: keyof typeof site.footer }[];
}) {
  const { t } = useTranslation();
  return (
    <div>
      <FooterHeading>{title}</FooterHeading>
      <ul className="space-y-3">
        {links.map((link) => (
          <li key={link.label}>
            <Link to={link.to} className={footerLinkClass}>
              {t(`site.footer.${link.label}`)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The call for new advisors: the site's own application page (/apply, /fr/postuler) in the same tab, or
 * the outside address BRAND.expertApplicationUrl names, when one is set, in a new tab.
 */
function ExpertApplicationLink({ className, children }: { className: string; children: ReactNode }) {
  const { t } = useTranslation();
  const external = BRAND.expertApplicationUrl;
  if (!external) {
    return (
      <Link to={localRoute('/apply')} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={external} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <ExternalLinkIcon className="size-4" />
      <span className="sr-only">{t('site.opensInNewTab')}</span>
    </a>
  );
}

/** `work`: the advisor console and the back office, which have no call bar and no call for new advisors. */
export function Footer({ work = false }: { work?: boolean }) {
  const { t } = useTranslation();
  const product = BRAND.productName;
  // The application's own pages need no call to apply.
  const path = pathWithoutLanguage(useLocation().pathname);
  const applying = path === '/apply' || path.startsWith('/apply/');

  return (
    // The bottom padding is the fixed call bar's height, so the last line is never under it.
    <footer
      className={`on-dark bg-night-950 text-sm text-white/75 ${work ? '' : 'pb-[calc(3.5rem+env(safe-area-inset-bottom))]'}`}
    >
      <div
        hidden={work || applying}
        className="border-b border-white/10 bg-gradient-to-r from-night-900 via-night-800 to-night-900"
      >
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-5 px-5 py-8 text-center sm:px-8 md:flex-row md:text-left">
          <p className="font-display text-xl text-white sm:text-2xl">{t('site.footer.expertTitle')}</p>
          <ExpertApplicationLink
            className={`${buttonClass('outlineLight', 'md')} whitespace-normal! text-center`}
          >
            {t('site.footer.expertApply')}
          </ExpertApplicationLink>
        </div>
      </div>

      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-5 py-14 sm:px-8 lg:grid-cols-[1.5fr_1fr_1fr_1.4fr] lg:gap-12">
        <div className="col-span-2 lg:col-span-1">
          <Link to="/" className="inline-block rounded-lg">
            <Logo />
          </Link>
          <p className="mt-5 max-w-xs leading-relaxed text-white/70">{t('site.footer.tagline')}</p>
          <p className="mt-6 mb-3 text-xs font-bold tracking-[0.18em] text-gold-300 uppercase">
            {t('site.footer.followUs')}
          </p>
          <ul className="flex gap-3">
            {(Object.keys(SOCIAL) as SocialNetwork[]).map((network) => {
              const { name, Icon } = SOCIAL[network];
              return (
                <li key={network}>
                  <a
                    href={BRAND.social[network]}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${t('site.footer.socialLabel', { product, network: name })} ${t('site.opensInNewTab')}`}
                    className="grid size-10 place-items-center rounded-full bg-white/5 text-white/80 ring-1 ring-white/15 transition-colors hover:bg-gold-400 hover:text-night-950 hover:ring-gold-400"
                  >
                    <Icon className="size-[1.15rem]" />
                  </a>
                </li>
              );
            })}
          </ul>
        </div>

        <FooterLinks title={t('site.footer.quickLinks')} links={QUICK_LINKS} />

        <FooterLinks title={t('site.footer.legal')} links={LEGAL_LINKS} />

        <div className="col-span-2 lg:col-span-1">
          <FooterHeading>{t('site.footer.contact')}</FooterHeading>
          <address className="space-y-4 not-italic">
            <p className="flex gap-3">
              <PhoneIcon className="mt-0.5 size-5 shrink-0 text-gold-300" />
              <span>
                <a
                  href={`tel:${SUPPORT_PHONE_TEL}`}
                  className="rounded font-semibold text-white transition-colors hover:text-gold-200"
                >
                  {SUPPORT_PHONE}
                </a>
                <span className="block text-white/60">{t('site.footer.phoneAvailability')}</span>
              </span>
            </p>
            <p className="flex gap-3">
              <MailIcon className="mt-0.5 size-5 shrink-0 text-gold-300" />
              <a href={`mailto:${BRAND.supportEmail}`} className={`${footerLinkClass} break-all`}>
                {BRAND.supportEmail}
              </a>
            </p>
            <p className="flex gap-3">
              <ClockIcon className="mt-0.5 size-5 shrink-0 text-gold-300" />
              <span>{t('site.footer.supportHours', { hours: t('site.footer.supportHoursRange') })}</span>
            </p>
            <p className="flex gap-3">
              <MapPinIcon className="mt-0.5 size-5 shrink-0 text-gold-300" />
              <span>{t('site.footer.city')}</span>
            </p>
          </address>
        </div>
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-3 px-5 py-6 text-xs text-white/55 sm:flex-row sm:px-8">
          <p className="text-center">
            {t('site.footer.rights', { year: new Date().getFullYear(), product })}
          </p>
          <LanguageSwitch className={`${footerLinkClass} text-sm`} />
        </div>
      </div>
    </footer>
  );
}
