import { BRAND } from '../brand.ts';
import { PROTECTED_ROUTES, type ThemeMode } from '../constants.ts';
import type { Testimonial } from '../content/testimonials.ts';
import { formatMessage } from '../messages/format.ts';
import type { site } from '../messages/site.ts';
import type { Translated } from '../messages/translated.ts';
import {
  LANGUAGE_TAGS,
  LANGUAGES,
  type Language,
  pathInLanguage,
  pathWithoutLanguage,
} from '../rules/language.ts';
import { metaDescription } from '../rules/meta.ts';
import { type HeadTags, pageTitle } from './head.ts';
import { type PageType, structuredData } from './structured-data.ts';

interface PageSeo {
  path: string;
  /** Structured data (SPEC 2 page types); other public pages are a plain 'webpage', private pages have none. */
  type?: PageType;
  /** Pages for a signed-in customer or a one-time token: kept out of search results. */
  noindex?: boolean;
}

/** Every route of the route table except /psychic/{slug} (its head comes from the advisor). */
export const SEO_PAGES = {
  home: { path: '/', type: 'website' },
  about: { path: '/about', type: 'about' },
  services: { path: '/services', type: 'service' },
  contact: { path: '/contact', type: 'contact' },
  pricing: { path: '/pricing', type: 'pricing' },
  testimonials: { path: '/testimonials', type: 'testimonial' },
  terms: { path: '/terms' },
  privacy: { path: '/privacy' },
  cookies: { path: '/cookies' },
  welcome: { path: '/welcome' },
  horoscope: { path: '/horoscope' },
  login: { path: '/login' },
  register: { path: '/register' },
  resetPassword: { path: '/reset-password', noindex: true },
  lineLeave: { path: '/line/leave', noindex: true },
  apply: { path: '/apply' },
  applyWithdraw: { path: '/apply/withdraw', noindex: true },
  dashboard: { path: '/dashboard', noindex: true },
  purchase: { path: '/purchase', noindex: true },
  profile: { path: '/profile', noindex: true },
} as const satisfies Record<string, PageSeo>;

export type SeoPageKey = keyof typeof SEO_PAGES;

const BY_PATH = new Map<string, SeoPageKey>(
  Object.entries(SEO_PAGES).map(([key, page]) => [page.path, key as SeoPageKey]),
);

const PROTECTED_PATHS: readonly string[] = PROTECTED_ROUTES;

/** A signed-in customer's page: nothing a search engine should describe. */
function isProtected(path: string): boolean {
  return PROTECTED_PATHS.includes(path);
}

/** The path of a request URL: without its query string or fragment. */
export function urlPath(url: string): string {
  return url.split(/[?#]/, 1)[0] ?? '/';
}

/** The page a URL path names, in either language ('/about/', '/about?x' and '/fr/about' included), or null. */
export function seoPageForPath(url: string): SeoPageKey | null {
  const path = pathWithoutLanguage(urlPath(url));
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return BY_PATH.get(trimmed) ?? null;
}

/** Pages a search engine should list: public and indexable (English paths; each has its French twin). */
export function indexablePaths(): string[] {
  return Object.values(SEO_PAGES)
    .filter((page: PageSeo) => !page.noindex)
    .map((page) => page.path);
}

/** The site section of the catalogue, in the page's language. */
export type SiteWords = Translated<typeof site>;

/** What a page's head says in the page's language. */
export interface HeadLanguage {
  language: Language;
  site: SiteWords;
  /** The testimonials page's quotes, in that language, for its structured data. */
  testimonials?: readonly Testimonial[];
}

function descriptionOf(key: SeoPageKey, theme: ThemeMode, site: SiteWords): string | undefined {
  if (key === 'home') return site.themes[theme].subtitle;
  const descriptions: Record<string, string> = site.meta.descriptions;
  return descriptions[key];
}

function nameOf(key: SeoPageKey, site: SiteWords): string {
  if (key === 'home') return site.meta.homeTitle;
  return site.pages[key];
}

/**
 * The page's address in each language, plus x-default (the English one, for a reader whose language is
 * neither): what hreflang alternates list, the same set on both pages so that they point at each other.
 */
export function languageAlternates(origin: string, path: string): { hreflang: string; href: string }[] {
  return [
    ...LANGUAGES.map((language) => ({
      hreflang: LANGUAGE_TAGS[language],
      href: `${origin}${pathInLanguage(path, language)}`,
    })),
    { hreflang: 'x-default', href: `${origin}${pathInLanguage(path, 'en')}` },
  ];
}

/**
 * The head of a page, the same on the server (for crawlers that run no JavaScript) and in the SPA.
 * `origin` is PUBLIC_URL on the server and the page's origin in the browser (the same in production).
 */
export function pageHead(
  key: SeoPageKey,
  options: { origin: string; theme: ThemeMode } & HeadLanguage,
): HeadTags {
  const { language, site } = options;
  const page: PageSeo = SEO_PAGES[key];
  const name = nameOf(key, site);
  const title = pageTitle(name);
  const raw = descriptionOf(key, options.theme, site);
  const description = raw ? metaDescription(formatMessage(raw, { product: BRAND.productName })) : undefined;
  const canonical = `${options.origin}${pathInLanguage(page.path, language)}`;
  const tags: HeadTags = {
    title,
    canonical,
    ogType: 'website',
    image: `${options.origin}/favicon.svg`,
    language,
  };
  // A private page is the same page in both languages for no one but its customer: no alternates.
  if (!page.noindex) tags.alternates = languageAlternates(options.origin, page.path);
  if (description) tags.description = description;
  if (page.noindex) tags.robots = 'noindex';
  const type = page.type ?? (isProtected(page.path) ? undefined : 'webpage');
  if (type) {
    tags.jsonLd = structuredData(type, {
      origin: options.origin,
      url: canonical,
      name,
      description: description ?? '',
      text: { language, words: site.meta.structured, testimonials: options.testimonials },
    });
  }
  return tags;
}
