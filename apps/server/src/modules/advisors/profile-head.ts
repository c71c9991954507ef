import { BRAND } from '@app/shared/brand';
import { SUPPORT_PHONE } from '@app/shared/constants';
import { en } from '@app/shared/messages/en';
import { formatMessage } from '@app/shared/messages/format';
import { scriptSafeJson } from '@app/shared/rules/json-ld';
import { metaDescription } from '@app/shared/rules/meta';
import { advisorSlug, parseAdvisorSlug } from '@app/shared/rules/slug';
import type { PsychicStatusRecord } from '@app/shared/schemas/advisors';
import { escapeMarkup } from '../../escape-markup.ts';

const PROFILE_PREFIX = '/psychic/';

/**
 * The head tags of /psychic/{slug}, the same ones the SPA renders, for crawlers that run no JavaScript.
 * Tagged data-ssr-head so the SPA drops them once it renders its own.
 */
export function advisorProfileHead(advisor: PsychicStatusRecord, publicUrl: string): string {
  const url = `${publicUrl}/psychic/${advisorSlug(advisor.agentName, advisor.agentId)}`;
  const image = new URL(advisor.photoUrl ?? '/favicon.svg', publicUrl).href;
  const title = `${formatMessage(en.advisors.profile.pageTitle, { name: advisor.agentName, id: advisor.agentId })} | ${BRAND.productName}`;
  const description = metaDescription(advisor.descr);
  const person = {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: advisor.agentName,
    jobTitle: en.advisors.profile.jobTitle,
    image,
    description,
    url,
    telephone: `+${SUPPORT_PHONE}`,
  };
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    `<meta ${attr}="${key}" content="${escapeMarkup(content)}" data-ssr-head>`;
  return [
    `<title data-ssr-head>${escapeMarkup(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeMarkup(url)}" data-ssr-head>`,
    meta('property', 'og:type', 'profile'),
    meta('property', 'og:site_name', BRAND.productName),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    `<script type="application/ld+json" data-ssr-head>${scriptSafeJson(person)}</script>`,
  ].join('\n    ');
}

/** The advisor a /psychic/{slug} URL names, if any (the id after the last underscore). */
export function profileAgentId(url: string): number | null {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  if (!path.startsWith(PROFILE_PREFIX)) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(path.slice(PROFILE_PREFIX.length));
  } catch {
    return null;
  }
  return parseAdvisorSlug(slug).agentId;
}

/** Replaces index.html's generic title and description with the profile's head tags. */
export function injectProfileHead(html: string, head: string): string {
  return html
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', `  ${head}\n  </head>`);
}
