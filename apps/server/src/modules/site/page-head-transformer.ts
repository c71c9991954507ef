import type { ThemeMode } from '@app/shared/constants';
import { testimonialsIn } from '@app/shared/content/testimonials-fr';
import { messagesIn } from '@app/shared/messages/catalogue';
import { languageOfPath } from '@app/shared/rules/language';
import { pageHead, seoPageForPath, urlPath } from '@app/shared/seo/pages';
import { headTagsHtml, injectHead } from '../../page-html/head-html.ts';
import type { HtmlTransformer } from '../../plugins/static-spa.ts';

/**
 * index.html of every route of the route table carries that page's title, description, canonical, social
 * tags and structured data, so a crawler that runs no JavaScript reads them. Built once per page and
 * season (the home page's description is the season's subtitle; staff switch it at run time).
 */
export function createPageHeadTransformer(
  publicUrl: string,
  theme: ThemeMode | (() => ThemeMode),
): HtmlTransformer {
  const themeNow = typeof theme === 'function' ? theme : () => theme;
  const heads = new Map<string, string>();
  return (html, url) => {
    const key = seoPageForPath(url);
    if (key === null) return html;
    const season = themeNow();
    const language = languageOfPath(urlPath(url));
    const cacheKey = `${season} ${language} ${key}`;
    let head = heads.get(cacheKey);
    if (head === undefined) {
      const words = { site: messagesIn(language).site, testimonials: testimonialsIn(language) };
      head = headTagsHtml(pageHead(key, { origin: publicUrl, theme: season, language, ...words }));
      heads.set(cacheKey, head);
    }
    return injectHead(html, head);
  };
}
