import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectTheme } from '../../src/modules/site/theme-html.ts';
import { buildTestApp, FIXTURE_WEB_DIST, type TestApp } from '../helpers/build-test-app.ts';

/** What the server sends: the build's index.html with the deployment's theme (halloween by default). */
const INDEX_HTML = injectTheme(readFileSync(join(FIXTURE_WEB_DIST, 'index.html'), 'utf8'), 'halloween');
/**
 * Every page also carries the promotion showing now (test/promotions covers that block), and the home page
 * and profiles the advisors feed (tested below): the rest of the page is the generic one.
 */
const INITIAL_DATA = /\s*<script type="application\/json" id="initial-[a-z]+">[^<]*<\/script>/g;
const withoutInitialData = (html: string) => html.replace(INITIAL_DATA, '');

describe('static SPA', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('serves hashed assets as immutable for a year', async () => {
    const res = await testApp.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toContain('fixture');
  });

  it('gives the home page and the profiles the advisors feed as it is now, and other pages not', async () => {
    const feed = await testApp.app.inject({
      method: 'GET',
      url: '/.netlify/functions/fetch-psychicstatus-json',
    });
    const initial = (body: string) =>
      /<script type="application\/json" id="initial-advisors">([^<]*)<\/script>/.exec(body)?.[1];
    for (const url of ['/', '/psychic/some-name_1001']) {
      const page = await testApp.app.inject({ method: 'GET', url });
      const json = initial(page.body);
      expect(json, url).toBeDefined();
      expect(JSON.parse(json ?? 'null')).toEqual(JSON.parse(feed.body));
    }
    for (const url of ['/about', '/dashboard', '/nowhere']) {
      expect(initial((await testApp.app.inject({ method: 'GET', url })).body), url).toBeUndefined();
    }
  });

  it.each(['/', '/index.html'])('serves %s as index.html that is always revalidated', async (url) => {
    const res = await testApp.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    // The route table's pages also get their head tags: see test/site/seo.integration.test.ts.
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/app-abc123.js"></script>');
  });

  // /psychic/{slug} of a known advisor also gets its head tags: see test/advisors/profile-head.integration.test.ts.
  it.each([
    ['/dashboard', false, 200],
    ['/about/', false, 200],
    ['/psychic/some-name_999999', true, 404],
    ['/psychic/', true, 404],
    ['/no/such/page', true, 404],
    ['/login?next=%2Fdashboard', false, 200],
  ])(
    'falls back to index.html for the client route %s (unchanged head: %s, status %i)',
    async (url, generic, status) => {
      const res = await testApp.app.inject({ method: 'GET', url });
      // An unknown page or a profile of nobody: the SPA's 404 screen, with a 404 for crawlers and monitors.
      expect(res.statusCode).toBe(status);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root"></div>');
      // Every page says its language (en-CA here); beyond that, an unknown page keeps the generic head.
      expect(res.body).toContain('<html lang="en-CA"');
      expect(
        withoutInitialData(res.body).replace('<html lang="en-CA"', '<html lang="en"') === INDEX_HTML,
      ).toBe(generic);
    },
  );

  it('answers HEAD on a client route', async () => {
    const res = await testApp.app.inject({ method: 'HEAD', url: '/dashboard' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it.each([
    ['GET', '/api/nope'],
    ['GET', '/api'],
    ['GET', '/.netlify/functions/nope'],
    ['GET', '/assets/app-missing.js'],
    ['GET', '/favicon.ico'],
    ['POST', '/dashboard'],
    ['DELETE', '/'],
  ])('answers %s %s with the JSON 404, not the SPA', async (method, url) => {
    const res = await testApp.app.inject({ method: method as 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: expect.stringContaining(method) } });
  });

  it('never serves files outside the build or dotfiles', async () => {
    for (const url of ['/../package.json', '/%2e%2e/package.json', '/assets/../../index.html', '/.env']) {
      const res = await testApp.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBeLessThan(500);
      expect(res.body).not.toContain('"name": "@app/server"');
    }
  });
});

describe('static SPA with a head transformer', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp(
      {},
      {
        transformHtml: (html, url) =>
          html.replace('</head>', `<meta name="test-url" content="${url}"></head>`),
      },
    );
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('lets a module inject per-route head tags', async () => {
    const res = await testApp.app.inject({ method: 'GET', url: '/psychic/amelie_1001' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<meta name="test-url" content="/psychic/amelie_1001"></head>');
  });
});

describe('static SPA before the web app is built', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ webDistDir: join(FIXTURE_WEB_DIST, 'does-not-exist') });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('answers pages with a 503 that says how to build, and keeps the API up', async () => {
    const page = await testApp.app.inject({ method: 'GET', url: '/dashboard' });
    expect(page.statusCode).toBe(503);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('npm run build');

    const api = await testApp.app.inject({
      method: 'GET',
      url: '/.netlify/functions/fetch-psychicstatus-json',
    });
    expect(api.statusCode).toBe(200);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/nope' })).statusCode).toBe(404);
  });
});

describe('static SPA under another season', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ theme: 'christmas' });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it.each(['/', '/pricing', '/psychic/some-name_999999'])(
    'writes the THEME of the running server on the html element of %s',
    async (url) => {
      const res = await testApp.app.inject({ method: 'GET', url });
      expect(res.body).toContain('<html lang="en-CA" data-theme="christmas">');
      expect(res.body).not.toContain('halloween');
    },
  );
});
