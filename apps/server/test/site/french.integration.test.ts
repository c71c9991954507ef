import { PUBLIC_ROUTES } from '@app/shared/constants';
import { fr } from '@app/shared/messages/fr';
import { advisorSlug } from '@app/shared/rules/slug';
import { SEO_PAGES, seoPageForPath } from '@app/shared/seo/pages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

const PUBLIC_URL = 'http://localhost:3000';
const french = (path: string) => (path === '/' ? '/fr' : `/fr${path}`);

/** The raw HTML of a route, as a crawler that runs no JavaScript reads it. */
async function raw(testApp: TestApp, url: string, headers: Record<string, string> = {}) {
  const res = await testApp.app.inject({ method: 'GET', url, headers });
  const html = res.body;
  const lang = html.match(/<html lang="([^"]*)"/)?.[1];
  const title = html.match(/<title[^>]*>([^<]*)<\/title>/)?.[1];
  const meta = (key: string) =>
    html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`))?.[1];
  const canonical = html.match(/<link rel="canonical" href="([^"]*)"/)?.[1];
  const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)"/g)].map(
    (match) => [match[1], match[2]],
  );
  const ld = html.match(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/)?.[1];
  const jsonLd = ld ? (JSON.parse(ld) as Record<string, unknown>) : null;
  return { res, html, lang, title, meta, canonical, alternates, jsonLd };
}

/** &amp; and friends, as the head writes them. */
const decode = (text: string | undefined) =>
  text
    ?.replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

describe('the French site, as crawlers and browsers first get it', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it.each(PUBLIC_ROUTES.filter((route) => route !== '/reset-password'))(
    '/fr%s: lang fr-CA, its own canonical, alternates both ways, a French title, description and JSON-LD',
    async (route) => {
      const page = await raw(testApp, french(route));
      expect(page.res.statusCode).toBe(200);
      expect(page.lang).toBe('fr-CA');
      expect(page.canonical).toBe(`${PUBLIC_URL}${french(route)}`);
      const alternates = [
        ['en-CA', `${PUBLIC_URL}${route}`],
        ['fr-CA', `${PUBLIC_URL}${french(route)}`],
        ['x-default', `${PUBLIC_URL}${route}`],
      ];
      expect(page.alternates).toEqual(alternates);
      const key = seoPageForPath(route);
      expect(key).not.toBeNull();
      const name =
        key === 'home' ? fr.site.meta.homeTitle : fr.site.pages[key as Exclude<typeof key, 'home' | null>];
      expect(decode(page.title)).toBe(`${name} | Lumière Psychics`);
      expect(page.meta('og:locale')).toBe('fr_CA');
      const description = decode(page.meta('description'));
      expect(description?.length).toBeGreaterThan(40);
      // The English page of the same route says something else: the French one is not a copy.
      const english = await raw(testApp, route);
      expect(english.lang).toBe('en-CA');
      expect(english.alternates).toEqual(alternates);
      expect(english.meta('description')).not.toBe(page.meta('description'));
      expect(page.jsonLd).toMatchObject({ url: `${PUBLIC_URL}${french(route)}`, inLanguage: 'fr-CA' });
      expect(english.jsonLd).toMatchObject({ url: `${PUBLIC_URL}${route}`, inLanguage: 'en-CA' });
    },
  );

  it('describes the services and the offers in French, with French links to buy', async () => {
    const service = (await raw(testApp, '/fr/services')).jsonLd;
    expect(service).toMatchObject({ '@type': 'Service', name: fr.site.meta.structured.serviceName });
    const offers = (await raw(testApp, '/fr/pricing')).jsonLd?.itemListElement as { url: string }[];
    expect(offers.map((offer) => offer.url)).toEqual(
      ['bundle-10', 'bundle-20', 'bundle-40'].map((id) => `${PUBLIC_URL}/fr/purchase?bundle=${id}`),
    );
    const quotes = (await raw(testApp, '/fr/testimonials')).jsonLd?.mainEntity as {
      itemListElement: { item: { reviewBody: string } }[];
    };
    expect(quotes.itemListElement[0]?.item.reviewBody).toMatch(/[éèàç’]/);
  });

  it('keeps French private pages out of search results, and answers an unknown French path 404', async () => {
    for (const path of ['/fr/dashboard', '/fr/purchase', '/fr/profile']) {
      const page = await raw(testApp, path);
      expect(page.res.statusCode).toBe(200);
      expect(page.lang).toBe('fr-CA');
      expect(page.meta('robots')).toBe('noindex');
      expect(page.alternates).toEqual([]);
    }
    const missing = await raw(testApp, '/fr/no/such/page');
    expect(missing.res.statusCode).toBe(404);
    expect(missing.lang).toBe('fr-CA');
    expect((await raw(testApp, '/fra')).res.statusCode).toBe(404);
  });

  it("gives an advisor's French profile its French head, pointing at the English one", async () => {
    const feed = (
      await testApp.app.inject({ method: 'GET', url: '/.netlify/functions/fetch-psychicstatus-json' })
    ).json() as { agentId: number; agentName: string }[];
    const advisor = feed[0] as { agentId: number; agentName: string };
    const path = `/psychic/${advisorSlug(advisor.agentName, advisor.agentId)}`;
    const page = await raw(testApp, `/fr${path}`);
    expect(page.res.statusCode).toBe(200);
    expect(page.lang).toBe('fr-CA');
    expect(page.canonical).toBe(`${PUBLIC_URL}/fr${path}`);
    expect(page.title).toContain(`poste ${advisor.agentId}`);
    expect(page.alternates).toEqual([
      ['en-CA', `${PUBLIC_URL}${path}`],
      ['fr-CA', `${PUBLIC_URL}/fr${path}`],
      ['x-default', `${PUBLIC_URL}${path}`],
    ]);
    expect(page.jsonLd).toMatchObject({ '@type': 'Person', jobTitle: fr.advisors.profile.jobTitle });
  });

  it('lists both languages in sitemap.xml, each page with its alternates', async () => {
    const res = await testApp.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    const entries = [...res.body.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1] as string);
    const locs = entries.map((entry) => entry.match(/<loc>([^<]*)<\/loc>/)?.[1]);
    for (const route of ['/', '/about', '/pricing', '/horoscope']) {
      expect(locs).toContain(`${PUBLIC_URL}${route}`);
      expect(locs).toContain(`${PUBLIC_URL}${french(route)}`);
    }
    const about = entries.find((entry) => entry.includes(`<loc>${PUBLIC_URL}/fr/about</loc>`)) ?? '';
    expect(about).toContain(`<xhtml:link rel="alternate" hreflang="en-CA" href="${PUBLIC_URL}/about"/>`);
    expect(about).toContain(`<xhtml:link rel="alternate" hreflang="fr-CA" href="${PUBLIC_URL}/fr/about"/>`);
    expect(about).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${PUBLIC_URL}/about"/>`);
    expect(locs).not.toContain(`${PUBLIC_URL}/fr/dashboard`);
    expect(res.body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it('disallows the French private pages in robots.txt', async () => {
    const lines = (await testApp.app.inject({ method: 'GET', url: '/robots.txt' })).body.split('\n');
    for (const path of ['/fr/dashboard', '/fr/purchase', '/fr/profile', '/fr/receipts/']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
  });
});

describe('the home page sends French readers to /fr', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const home = (headers: Record<string, string>, url = '/') =>
    testApp.app.inject({ method: 'GET', url, headers });

  it('redirects a first visit whose browser prefers French (302), keeping the query', async () => {
    const res = await home({ 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/fr');
    expect(res.headers.vary).toContain('Accept-Language');
    expect(res.headers.vary).toContain('Cookie');
    const withQuery = await home({ 'accept-language': 'fr' }, '/?utm_source=x&b=1');
    expect(withQuery.headers.location).toBe('/fr?utm_source=x&b=1');
  });

  it('never redirects a request without Accept-Language (a crawler), nor an English browser', async () => {
    for (const headers of [{}, { 'accept-language': 'en-CA,en;q=0.9,fr;q=0.5' }] as Record<
      string,
      string
    >[]) {
      const res = await home(headers);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<html lang="en-CA"');
      expect(res.headers.vary).toContain('Accept-Language');
    }
  });

  it('follows a saved choice over the browser, either way', async () => {
    const english = await home({ 'accept-language': 'fr-CA', cookie: 'theme=x; lang=en' });
    expect(english.statusCode).toBe(200);
    const chose = await home({ 'accept-language': 'en-US', cookie: 'lang=fr' });
    expect(chose.statusCode).toBe(302);
    expect(chose.headers.location).toBe('/fr');
  });

  it('redirects no other path', async () => {
    for (const url of Object.values(SEO_PAGES)
      .map((page) => page.path)
      .filter((path) => path !== '/')) {
      const res = await home({ 'accept-language': 'fr-CA', cookie: 'lang=fr' }, url);
      expect(res.statusCode, url).not.toBe(302);
    }
  });
});
