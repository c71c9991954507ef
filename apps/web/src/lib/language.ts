import { LANGUAGE_TAGS, type Language, languageOfPath, slugInLanguage } from '@app/shared/rules/language';

/**
 * The language of the page: French under /fr, English elsewhere. A page shows one language from its first
 * render to its last (the language switch is a link to the other language's address, which loads that
 * page afresh), so it is read once from the address; the server's pre-render sets it before each render.
 */
let current: Language = typeof window === 'undefined' ? 'en' : languageOfPath(window.location.pathname);

export function pageLanguage(): Language {
  return current;
}

/** For the server's pre-render, which renders pages of both languages in one process. */
export function setPageLanguage(language: Language): void {
  current = language;
}

/** The router's basename: '/fr' on French pages, so routes and links are the same table in both languages. */
export function routerBasename(language: Language = current): string | undefined {
  return language === 'fr' ? '/fr' : undefined;
}

/**
 * Sent with every API request as Accept-Language: the server answers in the page's language (errors, and
 * the e-mails and texts a request sends), whatever the browser's own preference.
 */
export function languageHeaders(): { 'Accept-Language': string } {
  return { 'Accept-Language': LANGUAGE_TAGS[current] };
}

/**
 * A page's path for the router's links (<Link to>) in the page's language: the same path, except for a
 * page with a French slug ('/apply' → '/postuler' on French pages, under the router's /fr basename).
 */
export function localRoute(path: string): string {
  return slugInLanguage(path, current);
}
