import { BRAND } from '../brand.ts';
import type { Language } from '../rules/language.ts';

/** Everything a page puts in <head> for search engines and link previews; rendered by the server and by the SPA. */
export interface HeadTags {
  title: string;
  description?: string;
  canonical?: string;
  ogType: 'website' | 'profile';
  image?: string;
  /** 'noindex' for pages that only make sense to a signed-in customer or with a token. */
  robots?: string;
  jsonLd?: Record<string, unknown>;
  /** The page's language (og:locale); English when absent. */
  language?: Language;
  /** The page in each language and x-default (<link rel="alternate" hreflang>). */
  alternates?: { hreflang: string; href: string }[];
}

const OG_LOCALES: Record<Language, string> = { en: 'en_CA', fr: 'fr_CA' };

export function pageTitle(name: string): string {
  return `${name} | ${BRAND.productName}`;
}

/** The meta tags of `tags` as [attribute, key, content] triples, in the order both renderers use. */
export function metaEntries(tags: HeadTags): ['name' | 'property', string, string][] {
  const entries: ['name' | 'property', string, string][] = [];
  if (tags.description) entries.push(['name', 'description', tags.description]);
  if (tags.robots) entries.push(['name', 'robots', tags.robots]);
  entries.push(['property', 'og:type', tags.ogType], ['property', 'og:site_name', BRAND.productName]);
  entries.push(['property', 'og:locale', OG_LOCALES[tags.language ?? 'en']]);
  entries.push(['property', 'og:title', tags.title]);
  if (tags.description) entries.push(['property', 'og:description', tags.description]);
  if (tags.canonical) entries.push(['property', 'og:url', tags.canonical]);
  if (tags.image) entries.push(['property', 'og:image', tags.image]);
  entries.push(['name', 'twitter:card', 'summary'], ['name', 'twitter:title', tags.title]);
  if (tags.description) entries.push(['name', 'twitter:description', tags.description]);
  if (tags.image) entries.push(['name', 'twitter:image', tags.image]);
  return entries;
}
