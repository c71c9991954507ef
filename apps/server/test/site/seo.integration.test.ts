import { PUBLIC_ROUTES } from '@app/shared/constants';
import { advisorSlug } from '@app/shared/rules/slug';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

const PUBLIC_URL = 'http://localhost:3000';

/** What a crawler that runs no JavaScript sees: the raw HTML of the route. */
async function rawHead(testApp: TestApp, url: string, status = 200) {
  const res = await testApp.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(status);
  const html = res.body;
  const titles = [...html.matchAll(/<title[^>]*>([^<]*)<\/title>/g)].map((match) => match[1]);
  const meta = (key: string) =>
    html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`))?.[1];
  const canonical = html.match(/<link rel="canonical" href="([^"]*)"/)?.[1];
  const ld = html.match(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/)?.[1];
  return { html, titles, meta, canonical, jsonLd: ld ? (JSON.parse(ld) as Record<string, unknown>) : null };
}

describe('SEO that crawlers can read', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it.each(PUBLIC_ROUTES)(
    '%s has its own title, description, canonical, social tags and JSON-LD in the raw HTML',
    async (route) => {
      const head = await rawHead(testApp, route);
      expect(head.jsonLd).toMatchObject({
        '@context': 'https://schema.org',
        url: expect.stringContaining(PUBLIC_URL),
      });
      expect(head.titles).toHaveLength(1);
      expect(head.titles[0]).toMatch(/ \| Lumière Psychics$/);
      expect(head.titles[0]).not.toBe('Fixture SPA');
      const description = head.meta('description');
      expect(description?.length).toBeGreaterThan(40);
      expect(description?.length).toBeLessThanOrEqual(160);
      expect(head.canonical).toBe(`${PUBLIC_URL}${route}`);
      expect(head.meta('og:title')).toBe(head.titles[0]);
      expect(head.meta('og:url')).toBe(head.canonical);
      expect(head.meta('twitter:card')).toBe('summary');
      // A reset link is a one-time token page: reachable, never listed.
      expect(head.meta('robots')).toBe(route === '/reset-password' ? 'noindex' : undefined);
    },
  );

  it('gives each page its own title and description', async () => {
    const heads = await Promise.all(
      ['/about', '/services', '/contact', '/terms', '/privacy'].map((url) => rawHead(testApp, url)),
    );
    expect(new Set(heads.map((head) => head.titles[0])).size).toBe(5);
    expect(new Set(heads.map((head) => head.meta('description'))).size).toBe(5);
  });

  it.each([
    ['/', 'WebSite'],
    ['/services', 'Service'],
    ['/testimonials', 'WebPage'],
    ['/contact', 'ContactPage'],
    ['/about', 'AboutPage'],
    ['/pricing', 'OfferCatalog'],
  ])('%s carries its structured data (%s)', async (route, type) => {
    const { jsonLd } = await rawHead(testApp, route);
    expect(jsonLd).toMatchObject({ '@context': 'https://schema.org', '@type': type });
  });

  it('lists Basic 25.00, Standard 50.00 and Premium 100.00 CAD in the pricing data', async () => {
    const jsonLd = (await rawHead(testApp, '/pricing')).jsonLd ?? {};
    const offers = (jsonLd.itemListElement as { name: string; price: string; priceCurrency: string }[]).map(
      (offer) => [offer.name, offer.price, offer.priceCurrency],
    );
    expect(offers).toEqual([
      ['Basic', '25.00', 'CAD'],
      ['Standard', '50.00', 'CAD'],
      ['Premium', '100.00', 'CAD'],
    ]);
  });

  it('puts the testimonials in their structured data as reviews', async () => {
    const jsonLd = (await rawHead(testApp, '/testimonials')).jsonLd ?? {};
    const items = (jsonLd.mainEntity as { itemListElement: { item: Record<string, unknown> }[] })
      .itemListElement;
    expect(items.length).toBeGreaterThanOrEqual(6);
    expect(items[0]?.item).toMatchObject({ '@type': 'Review', reviewRating: { bestRating: 5 } });
  });

  it('gives the contact data the phone line (24/7), the support e-mail and Montréal', async () => {
    const { jsonLd } = await rawHead(testApp, '/contact');
    const org = jsonLd?.mainEntity as Record<string, unknown>;
    expect(org.address).toMatchObject({ addressLocality: 'Montréal', addressCountry: 'CA' });
    expect(JSON.stringify(org.contactPoint)).toContain('+1-888-554-8999');
    expect(JSON.stringify(org.contactPoint)).toContain('support@');
  });

  it('uses the theme subtitle as the home description', async () => {
    const { meta } = await rawHead(testApp, '/');
    expect(meta('description')).toContain('When the veil is thinnest');
  });

  it.each(['/dashboard', '/purchase', '/profile'])(
    'keeps %s out of search results, with no structured data',
    async (route) => {
      const head = await rawHead(testApp, route);
      expect(head.meta('robots')).toBe('noindex');
      expect(head.jsonLd).toBeNull();
    },
  );

  it('leaves an unknown path with the generic head (the SPA shows its 404 screen)', async () => {
    const head = await rawHead(testApp, '/no/such/page', 404);
    expect(head.titles).toEqual(['Fixture SPA']);
    expect(head.canonical).toBeUndefined();
  });

  it('serves robots.txt that allows the site, disallows private pages and points to the sitemap', async () => {
    const res = await testApp.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/dashboard', '/purchase', '/profile']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('lists every public page and every advisor profile in sitemap.xml', async () => {
    const res = await testApp.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    for (const route of PUBLIC_ROUTES.filter((r) => r !== '/reset-password')) {
      expect(locs).toContain(`${PUBLIC_URL}${route}`);
    }
    for (const route of ['/dashboard', '/purchase', '/profile'])
      expect(locs).not.toContain(`${PUBLIC_URL}${route}`);
    const feed = (
      await testApp.app.inject({ method: 'GET', url: '/.netlify/functions/fetch-psychicstatus-json' })
    ).json() as {
      agentId: number;
      agentName: string;
    }[];
    expect(feed.length).toBeGreaterThan(0);
    for (const advisor of feed) {
      expect(locs).toContain(`${PUBLIC_URL}/psychic/${advisorSlug(advisor.agentName, advisor.agentId)}`);
    }
  });
});
