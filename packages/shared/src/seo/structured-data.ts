import { BRAND } from '../brand.ts';
import { BUNDLES, CURRENCY, SUPPORT_PHONE } from '../constants.ts';
import type { Testimonial } from '../content/testimonials.ts';
import { formatMessage } from '../messages/format.ts';
import type { site } from '../messages/site.ts';
import type { Translated } from '../messages/translated.ts';
import { LANGUAGE_TAGS, type Language, pathInLanguage } from '../rules/language.ts';

/**
 * SPEC 2 'Page metadata': the page types that carry structured data, plus 'webpage' for the other
 * public pages (legal pages, horoscope, sign-in forms): a plain WebPage of the site, so every public
 * route a crawler reads says what it is and whose it is.
 */
export type PageType = 'website' | 'service' | 'testimonial' | 'contact' | 'about' | 'pricing' | 'webpage';

const CONTEXT = 'https://schema.org';
const TELEPHONE = `+${SUPPORT_PHONE}`;
const EVERY_DAY = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
/** SPEC 2: the pricing data lists these three packages. */
const PRICED_BUNDLES = ['bundle-10', 'bundle-20', 'bundle-40'];

export function organization(origin: string): Record<string, unknown> {
  return {
    '@type': 'Organization',
    name: BRAND.productName,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    email: BRAND.supportEmail,
    telephone: TELEPHONE,
    address: {
      '@type': 'PostalAddress',
      addressLocality: 'Montréal',
      addressRegion: 'QC',
      addressCountry: 'CA',
    },
    sameAs: Object.values(BRAND.social),
  };
}

const phoneLine = {
  '@type': 'ContactPoint',
  telephone: TELEPHONE,
  contactType: 'customer service',
  areaServed: 'CA',
  availableLanguage: ['English', 'French'],
  hoursAvailable: {
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: EVERY_DAY,
    opens: '00:00',
    closes: '23:59',
  },
};

/** The words structured data needs, in the page's language. */
export interface StructuredText {
  language: Language;
  words: Translated<typeof site.meta.structured>;
  /** The testimonials page's quotes (its data lists them). */
  testimonials?: readonly Testimonial[];
}

/** Schema.org data of a page type; `url` is the page's canonical address. */
export function structuredData(
  type: PageType,
  context: { origin: string; url: string; name: string; description: string; text: StructuredText },
): Record<string, unknown> {
  const { origin, url, name, description, text } = context;
  const inLanguage = LANGUAGE_TAGS[text.language];
  const org = organization(origin);
  const page = (schemaType: string) => ({
    '@context': CONTEXT,
    '@type': schemaType,
    name,
    url,
    description,
    inLanguage,
  });
  switch (type) {
    case 'website':
      return { ...page('WebSite'), name: BRAND.productName, publisher: org };
    case 'webpage':
      return {
        ...page('WebPage'),
        isPartOf: { '@type': 'WebSite', name: BRAND.productName, url: `${origin}/` },
        publisher: org,
      };
    case 'about':
      return { ...page('AboutPage'), mainEntity: org };
    case 'service':
      return {
        ...page('Service'),
        name: text.words.serviceName,
        serviceType: text.words.serviceType,
        provider: org,
        areaServed: { '@type': 'Country', name: 'Canada' },
        availableChannel: { '@type': 'ServiceChannel', servicePhone: phoneLine },
      };
    case 'contact':
      return {
        ...page('ContactPage'),
        mainEntity: {
          ...org,
          contactPoint: [
            phoneLine,
            {
              '@type': 'ContactPoint',
              email: BRAND.supportEmail,
              contactType: 'customer support',
              areaServed: 'CA',
              hoursAvailable: {
                '@type': 'OpeningHoursSpecification',
                dayOfWeek: EVERY_DAY,
                opens: '09:00',
                closes: '21:00',
              },
            },
          ],
        },
      };
    case 'testimonial':
      return {
        ...page('WebPage'),
        mainEntity: {
          '@type': 'ItemList',
          itemListElement: (text.testimonials ?? []).map((testimonial, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            item: {
              '@type': 'Review',
              author: { '@type': 'Person', name: testimonial.name },
              reviewBody: testimonial.quote,
              reviewRating: { '@type': 'Rating', ratingValue: testimonial.rating, bestRating: 5 },
              itemReviewed: { '@type': 'Organization', name: BRAND.productName },
            },
          })),
        },
      };
    case 'pricing':
      return {
        ...page('OfferCatalog'),
        provider: org,
        itemListElement: BUNDLES.filter((bundle) => PRICED_BUNDLES.includes(bundle.id)).map((bundle) => ({
          '@type': 'Offer',
          // SPEC 2 names them Basic, Standard and Premium.
          name: bundle.name.replace(/ Package$/, ''),
          price: (bundle.priceInCents / 100).toFixed(2),
          priceCurrency: CURRENCY,
          url: `${origin}${pathInLanguage(`/purchase?bundle=${bundle.id}`, text.language)}`,
          itemOffered: {
            '@type': 'Service',
            name: formatMessage(text.words.offerItem, { minutes: bundle.minutes, gift: bundle.gift }),
          },
        })),
      };
  }
}
