import { scriptSafeJson } from '@app/shared/rules/json-ld';
import type { HeadTags } from '@app/shared/seo/head';
import { metaEntries } from '@app/shared/seo/head';
import { escapeMarkup } from '../escape-markup.ts';
import { appendToHead } from './initial-data.ts';

/**
 * The head tags as HTML for index.html. Tagged data-ssr-head, so the SPA drops them once it renders its
 * own (AppStarted in apps/web/src/app/app.tsx) and a page never ends up with two titles.
 */
export function headTagsHtml(tags: HeadTags): string {
  const lines = [`<title data-ssr-head>${escapeMarkup(tags.title)}</title>`];
  if (tags.canonical)
    lines.push(`<link rel="canonical" href="${escapeMarkup(tags.canonical)}" data-ssr-head>`);
  for (const alternate of tags.alternates ?? []) {
    lines.push(
      `<link rel="alternate" hreflang="${escapeMarkup(alternate.hreflang)}" href="${escapeMarkup(alternate.href)}" data-ssr-head>`,
    );
  }
  for (const [attribute, key, content] of metaEntries(tags)) {
    lines.push(`<meta ${attribute}="${key}" content="${escapeMarkup(content)}" data-ssr-head>`);
  }
  if (tags.jsonLd) {
    lines.push(`<script type="application/ld+json" data-ssr-head>${scriptSafeJson(tags.jsonLd)}</script>`);
  }
  return lines.join('\n    ');
}

/** Replaces index.html's generic title and description with a page's head tags. */
export function injectHead(html: string, head: string): string {
  return appendToHead(
    html.replace(/<title>[\s\S]*?<\/title>/, '').replace(/<meta name="description"[^>]*>/, ''),
    head,
  );
}
