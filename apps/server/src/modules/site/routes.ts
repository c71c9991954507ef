import { advisorSlug } from '@app/shared/rules/slug';
import { indexablePaths } from '@app/shared/seo/pages';
import type { FastifyPluginAsync } from 'fastify';
import { escapeMarkup } from '../../escape-markup.ts';
import type { AdvisorsService } from '../advisors/service.ts';

/** Crawlers may read these often; an hour keeps them fresh enough for new advisors. */
const CRAWLER_CACHE = 'public, max-age=3600';

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /dashboard',
    'Disallow: /purchase',
    'Disallow: /profile',
    'Disallow: /reset-password',
    'Disallow: /receipts/',
    'Disallow: /api/',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export function sitemapXml(urls: string[]): string {
  const entries = urls.map((url) => `  <url><loc>${escapeMarkup(url)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
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
    const urls = [
      ...indexablePaths().map((path) => `${publicUrl}${path}`),
      ...snapshot.records.map(
        (record) => `${publicUrl}/psychic/${advisorSlug(record.agentName, record.agentId)}`,
      ),
    ];
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', CRAWLER_CACHE)
      .send(sitemapXml(urls));
  });
};
