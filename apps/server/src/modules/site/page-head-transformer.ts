import type { ThemeMode } from '@app/shared/constants';
import { pageHead, seoPageForPath } from '@app/shared/seo/pages';
import type { HtmlTransformer } from '../../plugins/static-spa.ts';
import { headTagsHtml, injectHead } from './head-html.ts';

/**
 * index.html of every route of the route table carries that page's title, description, canonical, social
 * tags and structured data, so a crawler that runs no JavaScript reads them. Built once per page: they
 * depend only on the configuration.
 */
export function createPageHeadTransformer(publicUrl: string, theme: ThemeMode): HtmlTransformer {
  const heads = new Map<string, string>();
  return (html, url) => {
    const key = seoPageForPath(url);
    if (key === null) return html;
    let head = heads.get(key);
    if (head === undefined) {
      head = headTagsHtml(pageHead(key, { origin: publicUrl, theme }));
      heads.set(key, head);
    }
    return injectHead(html, head);
  };
}
