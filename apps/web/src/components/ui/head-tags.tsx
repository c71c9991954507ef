import { scriptSafeJson } from '@app/shared/rules/json-ld';
import { type HeadTags as HeadTagsData, metaEntries } from '@app/shared/seo/head';
import { useEffect } from 'react';

/**
 * React 19 hoists <title>, <meta> and <link> into <head>; the server writes the same tags (from the same
 * shared builders) for crawlers. React would leave a JSON-LD <script> where it is rendered, in the page
 * body, so it is put into <head> by an effect instead: the server-rendered markup of the page then has
 * nothing that only the browser renders, and the app can hydrate it as is.
 */
export function HeadTags({ tags }: { tags: HeadTagsData }) {
  const jsonLd = tags.jsonLd ? scriptSafeJson(tags.jsonLd) : null;
  useEffect(() => {
    if (!jsonLd) return;
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = jsonLd;
    document.head.append(script);
    return () => script.remove();
  }, [jsonLd]);

  // Pre-rendered on the server (no window): the server has written the head already.
  if (typeof window === 'undefined') return null;
  return (
    <>
      <title>{tags.title}</title>
      {tags.canonical ? <link rel="canonical" href={tags.canonical} /> : null}
      {tags.alternates?.map((alternate) => (
        <link key={alternate.hreflang} rel="alternate" hrefLang={alternate.hreflang} href={alternate.href} />
      ))}
      {metaEntries(tags).map(([attribute, key, content]) =>
        attribute === 'name' ? (
          <meta key={key} name={key} content={content} />
        ) : (
          <meta key={key} property={key} content={content} />
        ),
      )}
    </>
  );
}
