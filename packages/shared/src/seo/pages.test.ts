import { describe, expect, it } from 'vitest';
import { BRAND } from '../brand.ts';
import { THEMES } from '../constants.ts';
import { fr } from '../messages/fr.ts';
import { site } from '../messages/site.ts';
import { pathInLanguage } from '../rules/language.ts';
import { metaEntries } from './head.ts';
import { indexablePaths, pageHead, SEO_PAGES, type SeoPageKey, seoPageForPath } from './pages.ts';

const origin = 'https://www.example.test';
const ENGLISH = { language: 'en' as const, site };
const FRENCH = { language: 'fr' as const, site: fr.site };
const keys = Object.keys(SEO_PAGES) as SeoPageKey[];
const indexable = keys.filter((key) => !('noindex' in SEO_PAGES[key]));

describe('seoPageForPath', () => {
  it.each([
    ['/', 'home'],
    ['/about', 'about'],
    ['/about/', 'about'],
    ['/pricing?bundle=bundle-20', 'pricing'],
    ['/contact#form', 'contact'],
    ['/reset-password?token=abc', 'resetPassword'],
    ['/line/leave?token=abc', 'lineLeave'],
    ['/fr/line/leave?token=abc', 'lineLeave'],
    ['/apply', 'apply'],
    ['/fr/postuler', 'apply'],
    ['/fr/postuler/', 'apply'],
    ['/fr/apply', 'apply'],
    ['/apply/withdraw?token=abc', 'applyWithdraw'],
    ['/fr/postuler/retrait?token=abc', 'applyWithdraw'],
    ['/fr', 'home'],
    ['/fr/about', 'about'],
    ['/fr/pricing?bundle=bundle-20', 'pricing'],
  ])('%s → %s', (url, key) => {
    expect(seoPageForPath(url)).toBe(key);
  });

  it.each(['/psychic/jane_101', '/nowhere', '/about/team', '/About', '/fr/nowhere', '/fra/about'])(
    '%s is no listed page',
    (url) => {
      expect(seoPageForPath(url)).toBeNull();
    },
  );
});

describe('indexablePaths', () => {
  it('lists the public pages and none of the private or token pages', () => {
    const paths = indexablePaths();
    for (const path of ['/', '/about', '/services', '/contact', '/pricing', '/testimonials', '/terms']) {
      expect(paths).toContain(path);
    }
    expect(paths).toContain('/apply');
    for (const path of [
      '/dashboard',
      '/purchase',
      '/profile',
      '/reset-password',
      '/line/leave',
      '/apply/withdraw',
    ]) {
      expect(paths).not.toContain(path);
    }
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('pageHead', () => {
  it.each(keys)('%s has a titled, canonical head', (key) => {
    const head = pageHead(key, { origin, theme: 'halloween', ...ENGLISH });
    expect(head.title.endsWith(` | ${BRAND.productName}`)).toBe(true);
    expect(head.canonical).toBe(`${origin}${SEO_PAGES[key].path}`);
  });

  it.each(indexable)('%s, listed for search engines, has a description of at most 160 characters', (key) => {
    const head = pageHead(key, { origin, theme: 'halloween', ...ENGLISH });
    expect(head.description?.length ?? 0).toBeGreaterThan(40);
    expect(head.description?.length ?? 0).toBeLessThanOrEqual(160);
    expect(head.description).not.toContain('{{');
  });

  it('marks only the private pages noindex', () => {
    const noindex = keys.filter(
      (key) => pageHead(key, { origin, theme: 'default', ...ENGLISH }).robots === 'noindex',
    );
    expect(noindex.sort()).toEqual([
      'applyWithdraw',
      'dashboard',
      'lineLeave',
      'profile',
      'purchase',
      'resetPassword',
    ]);
  });

  it('describes the home page with the season subtitle', () => {
    const descriptions = THEMES.map((theme) => pageHead('home', { origin, theme, ...ENGLISH }).description);
    expect(new Set(descriptions).size).toBe(THEMES.length);
  });

  it('gives the six page types of the spec their own structured data and every other public page a WebPage', () => {
    const typeOf = (key: SeoPageKey) =>
      pageHead(key, { origin, theme: 'default', ...ENGLISH }).jsonLd?.['@type'];
    expect(
      Object.fromEntries(
        ['home', 'about', 'services', 'contact', 'testimonials', 'pricing'].map((key) => [
          key,
          typeOf(key as SeoPageKey),
        ]),
      ),
    ).toEqual({
      home: 'WebSite',
      about: 'AboutPage',
      services: 'Service',
      contact: 'ContactPage',
      testimonials: 'WebPage',
      pricing: 'OfferCatalog',
    });
    for (const key of [
      'terms',
      'privacy',
      'cookies',
      'welcome',
      'horoscope',
      'login',
      'register',
      'resetPassword',
    ] as const) {
      const data = pageHead(key, { origin, theme: 'default', ...ENGLISH }).jsonLd;
      expect(data, key).toMatchObject({ '@type': 'WebPage', url: `${origin}${SEO_PAGES[key].path}` });
    }
    const withoutData = keys.filter((key) => !pageHead(key, { origin, theme: 'default', ...ENGLISH }).jsonLd);
    expect(withoutData.sort()).toEqual(['dashboard', 'profile', 'purchase']);
  });

  it('renders Open Graph and Twitter tags from the same head', () => {
    const entries = metaEntries(pageHead('about', { origin, theme: 'default', ...ENGLISH }));
    const keysOf = entries.map(([, key]) => key);
    for (const key of ['description', 'og:title', 'og:description', 'og:url', 'og:image', 'twitter:card']) {
      expect(keysOf).toContain(key);
    }
    expect(entries).toContainEqual(['property', 'og:url', `${origin}/about`]);
  });

  it.each(indexable)(
    '%s in French: its own canonical, French title and description, alternates both ways',
    (key) => {
      const english = pageHead(key, { origin, theme: 'default', ...ENGLISH });
      const french = pageHead(key, { origin, theme: 'default', ...FRENCH });
      const path = SEO_PAGES[key].path;
      const frenchPath = pathInLanguage(path, 'fr');
      expect(french.canonical).toBe(`${origin}${frenchPath}`);
      expect(french.title).not.toBe(english.title);
      expect(french.description).not.toBe(english.description);
      expect(french.description?.length ?? 0).toBeLessThanOrEqual(160);
      const alternates = [
        { hreflang: 'en-CA', href: `${origin}${path}` },
        { hreflang: 'fr-CA', href: `${origin}${frenchPath}` },
        { hreflang: 'x-default', href: `${origin}${path}` },
      ];
      expect(english.alternates).toEqual(alternates);
      expect(french.alternates).toEqual(alternates);
      expect(french.jsonLd).toMatchObject({ url: `${origin}${frenchPath}`, inLanguage: 'fr-CA' });
      expect(metaEntries(french)).toContainEqual(['property', 'og:locale', 'fr_CA']);
    },
  );

  it('gives the application page its French slug: canonical, alternates and structured data', () => {
    const french = pageHead('apply', { origin, theme: 'default', ...FRENCH });
    expect(french.canonical).toBe(`${origin}/fr/postuler`);
    expect(french.alternates).toEqual([
      { hreflang: 'en-CA', href: `${origin}/apply` },
      { hreflang: 'fr-CA', href: `${origin}/fr/postuler` },
      { hreflang: 'x-default', href: `${origin}/apply` },
    ]);
    expect(french.title).toBe(`${fr.site.pages.apply} | ${BRAND.productName}`);
    const withdraw = pageHead('applyWithdraw', { origin, theme: 'default', ...FRENCH });
    expect(withdraw.canonical).toBe(`${origin}/fr/postuler/retrait`);
    expect(withdraw.robots).toBe('noindex');
  });

  it('gives a private page no alternates', () => {
    expect(pageHead('dashboard', { origin, theme: 'default', ...FRENCH }).alternates).toBeUndefined();
  });
});
