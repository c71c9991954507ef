import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { ArrowRightIcon, SparklesIcon } from '../../../components/ui/icons.tsx';
import { PageHero } from '../../../components/ui/page-hero.tsx';
import { PageMeta } from '../../../components/ui/page-meta.tsx';
import { OPEN_TAROT_EVENT } from '../../../config/events.ts';
import { siteContent } from './content/load.ts';
import { NumberedStep, SectionHeading } from './page-sections.tsx';
import { RichText } from './rich-text.tsx';

/** /welcome: where a new customer lands, with the three steps to a first reading and the weekly tarot game. */
export function WelcomePage() {
  const welcome = siteContent('welcome');
  const { t } = useTranslation();
  const openTarot = () => window.dispatchEvent(new CustomEvent(OPEN_TAROT_EVENT));
  return (
    <>
      <PageMeta page="welcome" />
      <PageHero title={t('site.pages.welcome')} subtitle={welcome.subtitle} />

      <section aria-labelledby="welcome-steps" className="mx-auto w-full max-w-6xl px-5 py-14 sm:px-8">
        <SectionHeading id="welcome-steps" title={welcome.stepsHeading} />
        <ol className="grid gap-6 md:grid-cols-3">
          {welcome.steps.map((step, index) => (
            <NumberedStep
              key={step.title}
              index={index}
              title={step.title}
              text={step.text}
              large
              className="flex flex-col"
            >
              {'highlight' in step && step.highlight ? (
                <p className="mt-4 rounded-xl bg-gold-100 px-4 py-3 text-sm font-medium text-night-900 ring-1 ring-gold-300">
                  <RichText text={step.highlight} />
                </p>
              ) : null}
              <div className="mt-auto pt-6">
                <Link
                  to={step.action.to}
                  className={`${buttonClass('night', 'md')} w-full whitespace-normal! text-center sm:w-auto`}
                >
                  {step.action.label}
                  <ArrowRightIcon className="size-4" />
                </Link>
              </div>
            </NumberedStep>
          ))}
        </ol>
      </section>

      <section aria-labelledby="welcome-tarot" className="mx-auto w-full max-w-6xl px-5 pb-14 sm:px-8">
        <div className="on-dark relative isolate overflow-hidden rounded-3xl bg-night-sky px-6 py-10 text-white shadow-card sm:px-10">
          <div aria-hidden="true" className="starfield absolute inset-0 -z-10 animate-twinkle" />
          <div className="flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
            <div className="max-w-2xl">
              <h2
                id="welcome-tarot"
                className="flex items-center gap-3 font-display text-2xl font-semibold sm:text-3xl"
              >
                <SparklesIcon className="size-7 shrink-0 text-gold-300" />
                {welcome.winCredits.heading}
              </h2>
              <p className="mt-3 leading-relaxed text-white/75">{welcome.winCredits.text}</p>
            </div>
            <button type="button" onClick={openTarot} className={`${buttonClass('gold', 'lg')} shrink-0`}>
              {welcome.winCredits.action}
            </button>
          </div>
        </div>
      </section>

      <section
        aria-labelledby="welcome-help"
        className="mx-auto w-full max-w-3xl px-5 pb-16 text-center sm:px-8"
      >
        <h2 id="welcome-help" className="font-display text-2xl font-semibold text-night-900">
          {welcome.help.heading}
        </h2>
        <p className="mt-3 leading-relaxed text-night-700">
          <RichText text={welcome.help.text} />
        </p>
      </section>
    </>
  );
}
