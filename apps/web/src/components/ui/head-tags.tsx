import { scriptSafeJson } from '@app/shared/rules/json-ld';
import { type HeadTags as HeadTagsData, metaEntries } from '@app/shared/seo/head';

/**
 * React 19 hoists <title>, <meta> and <link> into <head>; the server writes the same tags (from the same
 * shared builders) for crawlers. The JSON-LD block stays in place: it is data, never executed, so the
 * CSP's ban on inline scripts does not apply to it.
 */
export function HeadTags({ tags }: { tags: HeadTagsData }) {
  // Pre-rendered on the server (no window): the server has written the head already.
  if (typeof window === 'undefined') return null;
  return (
    <>
      <title>{tags.title}</title>
      {tags.canonical ? <link rel="canonical" href={tags.canonical} /> : null}
      {metaEntries(tags).map(([attribute, key, content]) =>
        attribute === 'name' ? (
          <meta key={key} name={key} content={content} />
        ) : (
          <meta key={key} property={key} content={content} />
        ),
      )}
      {tags.jsonLd ? (
        <script
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped JSON-LD data, not markup or code.
          dangerouslySetInnerHTML={{ __html: scriptSafeJson(tags.jsonLd) }}
        />
      ) : null}
    </>
  );
}
