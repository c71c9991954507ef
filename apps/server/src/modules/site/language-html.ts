import { LANGUAGE_COOKIE, LANGUAGE_TAGS, languageOfPath, languageRedirect } from '@app/shared/rules/language';
import { urlPath } from '@app/shared/seo/pages';
import type { FastifyRequest } from 'fastify';

/** Every page's <html lang>: 'fr-CA' under /fr, 'en-CA' elsewhere (index.html says 'en'). */
export function injectLanguage(html: string, url: string): string {
  const tag = LANGUAGE_TAGS[languageOfPath(urlPath(url))];
  return html.replace(/<html\b([^>]*)>/i, (_tag, attributes: string) => {
    const kept = attributes.replace(/\slang="[^"]*"/i, '');
    return `<html lang="${tag}"${kept}>`;
  });
}

/** The value of one cookie of a Cookie header, or null. */
export function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return null;
}

/**
 * The home page sends a reader to /fr (302) when they chose French before (the `lang` cookie the language
 * switch sets) or, without a choice, when their browser prefers French (languageRedirect). No other page
 * redirects. The query string goes along.
 */
export const homeLanguageRedirect = {
  paths: ['/'],
  vary: 'Accept-Language, Cookie',
  to(request: FastifyRequest): string | null {
    const [pathname = '/', query] = request.url.split(/\?(.*)/s, 2);
    const target = languageRedirect({
      pathname,
      acceptLanguage: request.headers['accept-language'],
      savedLanguage: cookieValue(request.headers.cookie, LANGUAGE_COOKIE),
    });
    return target === null ? null : `${target}${query ? `?${query}` : ''}`;
  },
};
