import { describe, expect, it } from 'vitest';
import { TESTIMONIALS } from '../content/testimonials.ts';
import { FRENCH_TESTIMONIALS } from '../content/testimonials-fr.ts';
import { fr } from '../messages/fr.ts';
import { site } from '../messages/site.ts';
import { structuredData } from './structured-data.ts';

const context = {
  origin: 'https://www.example.test',
  url: 'https://www.example.test/x',
  name: 'X',
  description: 'D',
  text: { language: 'en' as const, words: site.meta.structured, testimonials: TESTIMONIALS },
};
const french = {
  ...context,
  text: { language: 'fr' as const, words: fr.site.meta.structured, testimonials: FRENCH_TESTIMONIALS },
};

describe('structuredData', () => {
  it('lists Basic 25.00, Standard 50.00 and Premium 100.00 CAD on the pricing page', () => {
    const data = structuredData('pricing', context);
    const offers = (data.itemListElement as Record<string, unknown>[]).map((offer) => [
      offer.name,
      offer.price,
      offer.priceCurrency,
    ]);
    expect(offers).toEqual([
      ['Basic', '25.00', 'CAD'],
      ['Standard', '50.00', 'CAD'],
      ['Premium', '100.00', 'CAD'],
    ]);
  });

  it.each([
    ['website', 'WebSite'],
    ['about', 'AboutPage'],
    ['service', 'Service'],
    ['contact', 'ContactPage'],
    ['testimonial', 'WebPage'],
    ['pricing', 'OfferCatalog'],
  ] as const)('%s is a schema.org %s', (type, schemaType) => {
    const data = structuredData(type, context);
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe(schemaType);
  });

  it('makes a plain page a WebPage of the site, published by the company', () => {
    const data = structuredData('webpage', context);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      name: 'X',
      url: 'https://www.example.test/x',
      description: 'D',
      isPartOf: { '@type': 'WebSite', url: 'https://www.example.test/' },
      publisher: { '@type': 'Organization', url: 'https://www.example.test/' },
    });
  });

  it('puts every testimonial in as a rated review', () => {
    const data = structuredData('testimonial', context);
    const list = (
      data.mainEntity as { itemListElement: { position: number; item: Record<string, unknown> }[] }
    ).itemListElement;
    expect(list).toHaveLength(TESTIMONIALS.length);
    expect(list.map((entry) => entry.position)).toEqual(TESTIMONIALS.map((_, index) => index + 1));
    expect(list[0]?.item).toMatchObject({ '@type': 'Review', reviewBody: TESTIMONIALS[0]?.quote });
  });

  it('gives the contact page the toll-free line and the support e-mail', () => {
    const data = structuredData('contact', context);
    const points = (data.mainEntity as { contactPoint: Record<string, unknown>[] }).contactPoint;
    expect(points[0]?.telephone).toBe('+1-888-554-8999');
    expect(String(points[1]?.email)).toContain('@');
  });

  it("speaks the page's language: inLanguage, the service, the offers and their links, the quotes", () => {
    expect(structuredData('webpage', context).inLanguage).toBe('en-CA');
    expect(structuredData('webpage', french).inLanguage).toBe('fr-CA');
    expect(structuredData('service', french)).toMatchObject({ name: fr.site.meta.structured.serviceName });
    const offers = structuredData('pricing', french).itemListElement as {
      url: string;
      itemOffered: { name: string };
    }[];
    expect(offers[0]?.url).toBe('https://www.example.test/fr/purchase?bundle=bundle-10');
    expect(offers[0]?.itemOffered.name).toMatch(
      /^\d+\u00a0minutes de consultation par téléphone \+ \d+\u00a0minutes gratuites$/,
    );
    const english = structuredData('pricing', context).itemListElement as {
      url: string;
      itemOffered: { name: string };
    }[];
    expect(english[0]?.url).toBe('https://www.example.test/purchase?bundle=bundle-10');
    const quotes = (
      structuredData('testimonial', french).mainEntity as {
        itemListElement: { item: { reviewBody: string } }[];
      }
    ).itemListElement.map((entry) => entry.item.reviewBody);
    expect(quotes).toEqual(FRENCH_TESTIMONIALS.map((testimonial) => testimonial.quote));
  });
});
