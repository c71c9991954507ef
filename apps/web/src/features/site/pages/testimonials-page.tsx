import { useTranslation } from 'react-i18next';
import { QuoteIcon } from '../../../components/ui/action-icons.tsx';
import { PageHero } from '../../../components/ui/page-hero.tsx';
import { PageMeta } from '../../../components/ui/page-meta.tsx';
import { siteContent } from './content/load.ts';
import { CtaBand, cardClass, HiddenTitleSection } from './page-sections.tsx';

const MAX_RATING = 5;

function Stars({ rating }: { rating: number }) {
  const label = siteContent('testimonials').page.ratingLabel.replace('{{rating}}', String(rating));
  return (
    <p role="img" aria-label={label} className="flex gap-0.5">
      {Array.from({ length: MAX_RATING }, (_, index) => (
        <svg
          // Five fixed positions: the index is the star.
          // biome-ignore lint/suspicious/noArrayIndexKey: positions never move
          key={index}
          viewBox="0 0 20 20"
          aria-hidden="true"
          focusable="false"
          className={`size-5 ${index < rating ? 'text-gold-500' : 'text-night-100'}`}
          fill="currentColor"
        >
          <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5z" />
        </svg>
      ))}
    </p>
  );
}

/** /testimonials: customer quotes with their city, and a reminder of what a reading is. */
export function TestimonialsPage() {
  const { page: testimonials, items: TESTIMONIALS } = siteContent('testimonials');
  const { t } = useTranslation();
  return (
    <>
      <PageMeta page="testimonials" testimonials={TESTIMONIALS} />
      <PageHero title={t('site.pages.testimonials')} subtitle={testimonials.subtitle} />

      <HiddenTitleSection id="testimonials-list" title={testimonials.listHeading}>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {TESTIMONIALS.map((testimonial) => (
            <li key={testimonial.name} className={`${cardClass} flex flex-col`}>
              <figure className="flex flex-1 flex-col">
                <div className="flex items-center justify-between gap-4">
                  <Stars rating={testimonial.rating} />
                  <QuoteIcon className="size-7 shrink-0 text-gold-300" />
                </div>
                <blockquote className="mt-4 flex-1 leading-relaxed text-night-800">
                  <p>{testimonial.quote}</p>
                </blockquote>
                <figcaption className="mt-6 border-t border-night-100 pt-4">
                  <span className="block font-semibold text-night-900">{testimonial.name}</span>
                  <span className="block text-sm text-night-600">{testimonial.city}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <p className="mx-auto mt-10 max-w-2xl text-center text-sm leading-relaxed text-night-600">
          {testimonials.note}
        </p>
      </HiddenTitleSection>

      <CtaBand
        id="testimonials-cta"
        title={testimonials.cta.heading}
        text={testimonials.cta.text}
        primary={testimonials.cta.primary}
        secondary={testimonials.cta.secondary}
      />
    </>
  );
}
