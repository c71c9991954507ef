import { BRAND } from '@app/shared/brand';
import { messagesIn } from '@app/shared/messages/catalogue';
import { formatMessage } from '@app/shared/messages/format';
import { presentationIn } from '@app/shared/rules/advisor-presentation';
import { type Language, pathInLanguage, pathWithoutLanguage } from '@app/shared/rules/language';
import { metaDescription } from '@app/shared/rules/meta';
import { advisorSlug, parseAdvisorSlug } from '@app/shared/rules/slug';
import type { PsychicStatusRecord } from '@app/shared/schemas/advisors';
import { advisorStructuredData } from '@app/shared/seo/advisor';
import { languageAlternates, urlPath } from '@app/shared/seo/pages';
import { headTagsHtml } from '../../page-html/head-html.ts';

const PROFILE_PREFIX = '/psychic/';

/**
 * The head tags of /psychic/{slug}, the same ones the SPA renders, for crawlers that run no JavaScript.
 * Tagged data-ssr-head so the SPA drops them once it renders its own.
 */
export function advisorProfileHead(
  advisor: PsychicStatusRecord,
  publicUrl: string,
  language: Language = 'en',
): string {
  const path = `/psychic/${advisorSlug(advisor.agentName, advisor.agentId)}`;
  const url = `${publicUrl}${pathInLanguage(path, language)}`;
  const words = messagesIn(language).advisors.profile;
  const image = new URL(advisor.photoUrl ?? '/favicon.svg', publicUrl).href;
  const title = `${formatMessage(words.pageTitle, { name: advisor.agentName, id: advisor.agentId })} | ${BRAND.productName}`;
  const description = metaDescription(presentationIn(advisor, language));
  const person = advisorStructuredData(advisor, { url, image, description, jobTitle: words.jobTitle });
  return headTagsHtml({
    title,
    description,
    canonical: url,
    ogType: 'profile',
    image,
    jsonLd: person,
    language,
    alternates: languageAlternates(publicUrl, path),
  });
}

/**
 * The advisor a /psychic/{slug} URL names, if any (the id after the last underscore). One path segment,
 * as the SPA's route `psychic/:slug`: a deeper path is its 404 screen, not a profile.
 */
export function profileAgentId(url: string): number | null {
  const path = pathWithoutLanguage(urlPath(url));
  if (!path.startsWith(PROFILE_PREFIX)) return null;
  const segment = path.slice(PROFILE_PREFIX.length);
  if (segment === '' || segment.includes('/')) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(segment);
  } catch {
    return null;
  }
  return parseAdvisorSlug(slug).agentId;
}
