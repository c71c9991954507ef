import { META_DESCRIPTION_MAX } from '../constants.ts';

/**
 * Search snippets: whitespace collapsed, then cut at 160 characters. Counted in code points so that
 * an emoji on the boundary is never split into an invalid half.
 */
export function metaDescription(text: string): string {
  const collapsed = text.replace(/\s+/g, ' ').trim();
  return Array.from(collapsed).slice(0, META_DESCRIPTION_MAX).join('').trimEnd();
}
