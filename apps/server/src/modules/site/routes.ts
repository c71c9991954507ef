import { LANGUAGES, pathInLanguage } from '@app/shared/rules/language';
import { advisorSlug } from '@app/shared/rules/slug';
import { indexablePaths, languageAlternates } from '@app/shared/seo/pages';
import type { FastifyPluginAsync } from 'fastify';
import { escapeMarkup } from '../../escape-markup.ts';
import type { AdvisorsService } from '../advisors/service.ts';

/** Crawlers may read these often; an hour keeps them fresh enough for new advisors. */
const CRAWLER_CACHE = 'public, max-age=3600';

const PRIVATE_PATHS = [
  '/dashboard',
  '/purchase',
  '/profile',
  '/reset-password',
  '/receipts/',
  '/line/leave',
  '/apply/withdraw',
];

/** A private page's addresses: English, under /fr, and its French slug when it has one ('/fr/postuler/retrait'). */
function privateAddresses(path: string): string[] {
  return [...new Set([path, `/fr${path}`, pathInLanguage(path, 'fr')])];
}

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.flatMap(privateAddresses).map((path) => `Disallow: ${path}`),
    'Disallow: /api/',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * Every page in both languages, each entry listing its alternates (the same set for both, x-default
 * included), as search engines read hreflang from a sitemap. `paths` are the English paths.
 */
export function sitemapXml(publicUrl: string, paths: string[]): string {
  const entries = paths.flatMap((path) => {
    const alternates = languageAlternates(publicUrl, path)
      .map(
        (alternate) =>
          `    <xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeMarkup(alternate.href)}"/>`,
      )
      .join('\n');
    return LANGUAGES.map(
      (language) =>
        `  <url>\n    <loc>${escapeMarkup(`${publicUrl}${pathInLanguage(path, language)}`)}</loc>\n${alternates}\n  </url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

/** /robots.txt and /sitemap.xml: every public page and every advisor's profile. */
export const siteRoutes: FastifyPluginAsync<{ publicUrl: string; advisors: AdvisorsService }> = async (
  app,
  { publicUrl, advisors },
) => {
  const robots = robotsTxt(publicUrl);
  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', CRAWLER_CACHE).send(robots),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const snapshot = advisors.peekStatusFeed() ?? (await advisors.getStatusFeed());
    const paths = [
      ...indexablePaths(),
      ...snapshot.records.map((record) => `/psychic/${advisorSlug(record.agentName, record.agentId)}`),
    ];
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', CRAWLER_CACHE)
      .send(sitemapXml(publicUrl, paths));
  });
};
