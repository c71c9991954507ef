import { describe, expect, it } from 'vitest';
import { SUPPORT_PHONE } from '../constants.ts';
import { advisorStructuredData, aggregateRating } from './advisor.ts';

const context = {
  url: 'https://www.example.test/psychic/amelie_1',
  image: 'https://www.example.test/a.jpg',
  description: 'Tarot',
  jobTitle: 'Psychic advisor',
};

describe('advisorStructuredData', () => {
  it('describes the advisor as a schema.org Person', () => {
    expect(advisorStructuredData({ agentName: 'Amélie' }, context)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Amélie',
      jobTitle: 'Psychic advisor',
      image: 'https://www.example.test/a.jpg',
      description: 'Tarot',
      url: 'https://www.example.test/psychic/amelie_1',
      telephone: `+${SUPPORT_PHONE}`,
    });
  });

  it('adds the AggregateRating of the reviews, on the Service the advisor offers, when there are some', () => {
    const data = advisorStructuredData({ agentName: 'Amélie', rating: { average: 4.6, count: 12 } }, context);
    expect(data).not.toHaveProperty('aggregateRating');
    const service = (data.makesOffer as { itemOffered: Record<string, unknown> }).itemOffered;
    expect(service).toMatchObject({
      '@type': 'Service',
      serviceType: 'Psychic advisor',
      provider: { name: 'Amélie' },
    });
    expect(service.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.6,
      reviewCount: 12,
      bestRating: 5,
      worstRating: 1,
    });
  });

  it.each([
    ['no rating field', undefined],
    ['a null rating', null],
    ['a count of 0', { average: 0, count: 0 }],
    ['a nonsense average', { average: Number.NaN, count: 2 }],
  ])('states no rating for %s', (_, rating) => {
    const data = advisorStructuredData({ agentName: 'Amélie', rating }, context);
    expect(data).not.toHaveProperty('makesOffer');
    expect(JSON.stringify(data)).not.toContain('AggregateRating');
    expect(aggregateRating(rating)).toBeNull();
  });

  it('serialises to JSON as crawlers read it', () => {
    const json = JSON.stringify(
      advisorStructuredData({ agentName: 'A', rating: { average: 5, count: 1 } }, context),
    );
    expect(JSON.parse(json).makesOffer.itemOffered.aggregateRating).toMatchObject({
      ratingValue: 5,
      reviewCount: 1,
    });
  });
});
