import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { PageHero } from '../../../components/ui/page-hero.tsx';
import { PageMeta } from '../../../components/ui/page-meta.tsx';
import { siteContent } from './content/load.ts';
import { CtaBand, cardClass, NumberedStep, SectionHeading, TintedSection } from './page-sections.tsx';
import { READING_ICONS } from './reading-icons.tsx';

/** /services: the types of reading as cards, how a phone reading works, and where to go next. */
export function ServicesPage() {
  const services = siteContent('services');
  const { t } = useTranslation();
  return (
    <>
      <PageMeta page="services" />
      <PageHero title={t('site.pages.services')} subtitle={services.subtitle} />

      <section aria-labelledby="services-readings" className="mx-auto w-full max-w-6xl px-5 py-14 sm:px-8">
        <SectionHeading
          id="services-readings"
          title={services.readings.heading}
          intro={services.readings.intro}
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {services.readings.items.map((reading) => {
            const Icon = READING_ICONS[reading.id];
            return (
              <li key={reading.id} id={reading.id} className={`${cardClass} scroll-mt-24`}>
                <span className="grid size-12 place-items-center rounded-full bg-night-50 text-night-600 ring-1 ring-night-100">
                  <Icon className="size-6" />
                </span>
                <h3 className="mt-4 font-display text-xl font-semibold text-night-900">{reading.title}</h3>
                <p className="mt-2 text-[0.95rem] leading-relaxed text-night-700">{reading.text}</p>
              </li>
            );
          })}
        </ul>
      </section>

      <TintedSection id="services-how" title={services.howItWorks.heading}>
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {services.howItWorks.steps.map((step, index) => (
            <NumberedStep key={step.title} index={index} title={step.title} text={step.text} />
          ))}
        </ol>
      </TintedSection>

      <section aria-labelledby="services-horoscope" className="mx-auto w-full max-w-6xl px-5 py-14 sm:px-8">
        <div
          className={`${cardClass} flex flex-col items-start gap-5 sm:flex-row sm:items-center sm:justify-between sm:p-8`}
        >
          <div className="max-w-2xl">
            <h2 id="services-horoscope" className="font-display text-2xl font-semibold text-night-900">
              {services.horoscope.heading}
            </h2>
            <p className="mt-2 leading-relaxed text-night-700">{services.horoscope.text}</p>
          </div>
          <Link to={services.horoscope.action.to} className={`${buttonClass('outlineDark', 'md')} shrink-0`}>
            {services.horoscope.action.label}
          </Link>
        </div>
        <p className="mx-auto mt-8 max-w-3xl text-center text-sm leading-relaxed text-night-600">
          {services.disclaimer}
        </p>
      </section>

      <CtaBand
        id="services-cta"
        title={services.cta.heading}
        text={services.cta.text}
        primary={services.cta.primary}
        secondary={services.cta.secondary}
      />
    </>
  );
}
