import type { Testimonial } from '@app/shared/content/testimonials';
import { pageTitle } from '@app/shared/seo/head';
import { pageHead, type SeoPageKey, type SiteWords } from '@app/shared/seo/pages';
import { useTranslation } from 'react-i18next';
import { currentTheme } from '../../config/theme.ts';
import { pageLanguage } from '../../lib/language.ts';
import { HeadTags } from './head-tags.tsx';

/**
 * The head of a route of the route table: title '<page> | <brand>', description, canonical, social tags
 * and structured data, built by the same shared code the server uses for crawlers. Without `page` (the
 * 404 screen) only a title, kept out of search results.
 */
export function PageMeta(
  props: { page: SeoPageKey; testimonials?: readonly Testimonial[] } | { title: string },
) {
  const { i18n } = useTranslation();
  // Pre-rendered on the server (no window): the server writes the head itself.
  if (typeof window === 'undefined') return null;
  if ('page' in props) {
    const language = pageLanguage();
    const site = i18n.getResource(language, 'translation', 'site') as SiteWords;
    const tags = pageHead(props.page, {
      origin: window.location.origin,
      theme: currentTheme(),
      language,
      site,
      testimonials: props.testimonials,
    });
    return <HeadTags tags={tags} />;
  }
  return <HeadTags tags={{ title: pageTitle(props.title), ogType: 'website', robots: 'noindex' }} />;
}
