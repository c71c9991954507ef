import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import {
  ExternalLinkIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  SparklesIcon,
} from '../../../components/ui/icons.tsx';
import { PageHero } from '../../../components/ui/page-hero.tsx';
import { PageMeta } from '../../../components/ui/page-meta.tsx';
import { localRoute } from '../../../lib/language.ts';
import { siteContent } from './content/load.ts';
import {
  CtaBand,
  cardClass,
  NumberedStep,
  SectionHeading,
  TextCard,
  TintedSection,
} from './page-sections.tsx';
import { RichText } from './rich-text.tsx';

const glanceIcons = {
  location: MapPinIcon,
  phone: PhoneIcon,
  sparkles: SparklesIcon,
  mail: MailIcon,
} as const;

/** /about: who we are, how a reading works from sign-up to call, and what we stand for. */
export function AboutPage() {
  const about = siteContent('about');
  const { t } = useTranslation();
  return (
    <>
      <PageMeta page="about" />
      <PageHero title={t('site.pages.about')} subtitle={about.subtitle} />

      <section aria-labelledby="about-who" className="mx-auto w-full max-w-6xl px-5 py-14 sm:px-8">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
          <div>
            <h2 id="about-who" className="font-display text-3xl font-semibold text-night-900 sm:text-4xl">
              {about.whoWeAre.heading}
            </h2>
            <div className="mt-6 space-y-4 text-lg leading-relaxed text-night-800">
              {about.whoWeAre.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
          <aside aria-labelledby="about-glance" className={cardClass}>
            <h3 id="about-glance" className="font-display text-xl font-semibold text-night-900">
              {about.glance.heading}
            </h3>
            <ul className="mt-4 space-y-4">
              {about.glance.items.map((item) => {
                const Icon = glanceIcons[item.icon];
                return (
                  <li key={item.icon} className="flex gap-3 text-night-800">
                    <span className="grid size-9 shrink-0 place-items-center rounded-full bg-gold-100 text-gold-700">
                      <Icon className="size-5" />
                    </span>
                    <span className="min-w-0 self-center">
                      <RichText text={item.text} />
                    </span>
                  </li>
                );
              })}
            </ul>
          </aside>
        </div>
      </section>

      <TintedSection id="about-how" title={about.howItWorks.heading} intro={about.howItWorks.intro}>
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {about.howItWorks.steps.map((step, index) => (
            <NumberedStep key={step.title} index={index} title={step.title} text={step.text} />
          ))}
        </ol>
      </TintedSection>

      <section aria-labelledby="about-values" className="mx-auto w-full max-w-6xl px-5 py-14 sm:px-8">
        <SectionHeading id="about-values" title={about.values.heading} />
        <ul className="grid gap-6 md:grid-cols-3">
          {about.values.items.map((value) => (
            <TextCard key={value.title} title={value.title} text={value.text} />
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-advisors" className="mx-auto w-full max-w-6xl px-5 pb-14 sm:px-8">
        <div className="flex flex-col items-start gap-4 rounded-2xl border border-gold-200 bg-gold-100/50 p-6 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 id="about-advisors" className="font-display text-2xl font-semibold text-night-900">
              {about.advisors.heading}
            </h2>
            <p className="mt-1 text-night-700">{about.advisors.text}</p>
          </div>
          {about.advisors.href.startsWith('/') ? (
            <Link to={localRoute(about.advisors.href)} className={`${buttonClass('night', 'md')} shrink-0`}>
              {about.advisors.link}
            </Link>
          ) : (
            <a
              href={about.advisors.href}
              target="_blank"
              rel="noopener noreferrer"
              className={`${buttonClass('night', 'md')} shrink-0`}
            >
              {about.advisors.link}
              <ExternalLinkIcon className="size-4" />
              <span className="sr-only">{t('site.opensInNewTab')}</span>
            </a>
          )}
        </div>
      </section>

      <CtaBand
        id="about-cta"
        title={about.cta.heading}
        text={about.cta.text}
        primary={about.cta.primary}
        secondary={about.cta.secondary}
      />
    </>
  );
}
