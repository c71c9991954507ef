import { SUPPORT_PHONE } from '../constants.ts';

/** What the profile's structured data needs of a feed record (see schemas/advisors.ts). */
export interface AdvisorForStructuredData {
  agentName: string;
  rating?: { average: number; count: number } | null | undefined;
}

/**
 * The schema.org AggregateRating of an advisor's visible reviews, or null when there is none
 * to state: no rating, or a count of 0 (an empty rating would be false data for crawlers).
 */
export function aggregateRating(rating: AdvisorForStructuredData['rating']): Record<string, unknown> | null {
  if (!rating || !(rating.count > 0) || !Number.isFinite(rating.average)) return null;
  return {
    '@type': 'AggregateRating',
    ratingValue: rating.average,
    reviewCount: rating.count,
    bestRating: 5,
    worstRating: 1,
  };
}

/**
 * The JSON-LD of /psychic/{slug}: the advisor as a schema.org Person, and when they have reviews, the
 * readings they offer as a Service carrying the AggregateRating (schema.org gives a Person no rating; a
 * Service has one). One builder for the server's head (crawlers) and the SPA's, so both say the same.
 */
export function advisorStructuredData(
  advisor: AdvisorForStructuredData,
  context: { url: string; image: string; description: string; jobTitle: string },
): Record<string, unknown> {
  const rating = aggregateRating(advisor.rating);
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: advisor.agentName,
    jobTitle: context.jobTitle,
    image: context.image,
    description: context.description,
    url: context.url,
    telephone: `+${SUPPORT_PHONE}`,
    ...(rating
      ? {
          makesOffer: {
            '@type': 'Offer',
            itemOffered: {
              '@type': 'Service',
              serviceType: context.jobTitle,
              provider: { '@type': 'Person', name: advisor.agentName },
              aggregateRating: rating,
            },
          },
        }
      : {}),
  };
}
