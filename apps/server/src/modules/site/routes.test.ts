import { indexablePaths } from '@app/shared/seo/pages';
import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from './routes.ts';

const PUBLIC_URL = 'https://www.example.test';

describe('robots.txt', () => {
  it('keeps the one-time link pages out in both languages, at each of their addresses', () => {
    const lines = robotsTxt(PUBLIC_URL).split('\n');
    for (const path of [
      '/line/leave',
      '/fr/line/leave',
      '/apply/withdraw',
      '/fr/apply/withdraw',
      '/fr/postuler/retrait',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    // The application form itself is a public page.
    expect(lines.filter((line) => /^Disallow: \/(?:fr\/)?(?:apply|postuler)$/.test(line))).toEqual([]);
    expect(new Set(lines.filter((line) => line.startsWith('Disallow:'))).size).toBe(
      lines.filter((line) => line.startsWith('Disallow:')).length,
    );
  });
});

describe('sitemap.xml', () => {
  it('lists the application page at its address in each language, and not the withdrawal', () => {
    const xml = sitemapXml(PUBLIC_URL, indexablePaths());
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toContain(`${PUBLIC_URL}/apply`);
    expect(locs).toContain(`${PUBLIC_URL}/fr/postuler`);
    expect(locs).not.toContain(`${PUBLIC_URL}/fr/apply`);
    expect(xml).not.toContain('withdraw');
    expect(xml).not.toContain('retrait');
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="fr-CA" href="${PUBLIC_URL}/fr/postuler"/>`);
  });
});
