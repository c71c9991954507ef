import type { Language } from '@app/shared/rules/language';
import { pageLanguage } from '../../../../lib/language.ts';

/**
 * Each site page's copy, one chunk per page and language: a page loads its words in its own language only,
 * with its chunk (app/router.tsx), and renders them with `siteContent`. Both languages have the same
 * shapes (content/fr mirrors content/en; content.test.ts compares them).
 */
const CONTENT = {
  about: {
    en: () => import('./en/about.ts').then((m) => m.about),
    fr: () => import('./fr/about.ts').then((m) => m.about),
  },
  contact: {
    en: () => import('./en/contact.ts').then((m) => m.contact),
    fr: () => import('./fr/contact.ts').then((m) => m.contact),
  },
  cookies: {
    en: () => import('./en/cookies.ts').then((m) => m.cookies),
    fr: () => import('./fr/cookies.ts').then((m) => m.cookies),
  },
  privacy: {
    en: () => import('./en/privacy.ts').then((m) => m.privacy),
    fr: () => import('./fr/privacy.ts').then((m) => m.privacy),
  },
  services: {
    en: () => import('./en/services.ts').then((m) => m.services),
    fr: () => import('./fr/services.ts').then((m) => m.services),
  },
  terms: {
    en: () => import('./en/terms.ts').then((m) => m.terms),
    fr: () => import('./fr/terms.ts').then((m) => m.terms),
  },
  testimonials: {
    en: () => import('./en/testimonials.ts').then((m) => ({ page: m.testimonials, items: m.TESTIMONIALS })),
    fr: () => import('./fr/testimonials.ts').then((m) => ({ page: m.testimonials, items: m.TESTIMONIALS })),
  },
  welcome: {
    en: () => import('./en/welcome.ts').then((m) => m.welcome),
    fr: () => import('./fr/welcome.ts').then((m) => m.welcome),
  },
};

export type SitePage = keyof typeof CONTENT;
type ContentOf<K extends SitePage> = Awaited<ReturnType<(typeof CONTENT)[K]['en']>>;

export const SITE_PAGES = Object.keys(CONTENT) as SitePage[];

const loaded = new Map<string, unknown>();

/** Loads a page's copy in `language` (the page's by default), once. */
export async function loadSiteContent(page: SitePage, language: Language = pageLanguage()): Promise<void> {
  const key = `${language} ${page}`;
  if (loaded.has(key)) return;
  loaded.set(key, await CONTENT[page][language]());
}

/** A page's copy in the page's language; its route has loaded it before the page renders. */
export function siteContent<K extends SitePage>(page: K): ContentOf<K> {
  const key = `${pageLanguage()} ${page}`;
  if (!loaded.has(key)) throw new Error(`The copy of ${page} was not loaded before its page rendered.`);
  return loaded.get(key) as ContentOf<K>;
}
