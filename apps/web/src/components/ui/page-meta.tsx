import { pageTitle } from '@app/shared/seo/head';
import { pageHead, type SeoPageKey } from '@app/shared/seo/pages';
import { currentTheme } from '../../config/theme.ts';
import { HeadTags } from './head-tags.tsx';

/**
 * The head of a route of the route table: title '<page> | <brand>', description, canonical, social tags
 * and structured data, built by the same shared code the server uses for crawlers. Without `page` (the
 * 404 screen) only a title, kept out of search results.
 */
export function PageMeta(props: { page: SeoPageKey } | { title: string }) {
  // Pre-rendered on the server (no window): the server writes the head itself.
  if (typeof window === 'undefined') return null;
  if ('page' in props) {
    return (
      <HeadTags tags={pageHead(props.page, { origin: window.location.origin, theme: currentTheme() })} />
    );
  }
  return <HeadTags tags={{ title: pageTitle(props.title), ogType: 'website', robots: 'noindex' }} />;
}
