import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { initialData } from '../../page-html/initial-data.ts';
import { createPrerenderTransformer, type PrerenderFn, prerenderTarget } from './prerender.ts';
import { createWebServerEntry } from './web-server-entry.ts';

const log = pino({ level: 'silent' });
const page = (promotion?: unknown) =>
  `<html><head>${
    promotion === undefined
      ? ''
      : `<script type="application/json" id="initial-promotion">${JSON.stringify({ promotion })}</script>`
  }</head><body><div id="root"></div></body></html>`;

describe('prerenderTarget', () => {
  it.each([
    ['/', { key: 'en /', path: '/' }],
    ['/about?ref=x', { key: 'en /about', path: '/about' }],
    ['/pricing/', { key: 'en /pricing', path: '/pricing' }],
    ['/psychic/luna_1001', { key: 'en /psychic/#1001', path: '/psychic/luna_1001', agentId: 1001 }],
    [
      '/psychic/other-name_1001?x',
      { key: 'en /psychic/#1001', path: '/psychic/other-name_1001', agentId: 1001 },
    ],
    ['/fr', { key: 'fr /', path: '/fr' }],
    ['/fr/about/', { key: 'fr /about', path: '/fr/about' }],
    ['/fr/psychic/luna_1001', { key: 'fr /psychic/#1001', path: '/fr/psychic/luna_1001', agentId: 1001 }],
  ])('pre-renders %s', (url, target) => {
    expect(prerenderTarget(url)).toEqual(target);
  });

  it.each([
    '/dashboard',
    '/purchase',
    '/profile',
    '/reset-password',
    '/login',
    '/register',
    '/no/such/page',
    '/psychic/a/b',
    '/psychic/no-id',
    '/psychic/%E0%A4%A',
    '/fr/dashboard',
    '/fr/login',
    '/fr/nowhere',
    '/apply',
    '/fr/postuler',
    '/fr/apply',
    '/apply/withdraw?token=abc',
    '/fr/postuler/retrait?token=abc',
  ])('leaves %s to the browser', (url) => {
    expect(prerenderTarget(url)).toBeNull();
  });
});

describe('createPrerenderTransformer', () => {
  it('puts the rendered page inside #root, marked, with the theme and promotion the page carries', async () => {
    const render = vi.fn<PrerenderFn>(async (path, options) => `<h1>${path} ${options.theme}</h1>`);
    const transform = createPrerenderTransformer({
      entry: async () => null,
      theme: 'christmas',
      log,
      render,
    });
    const html = await transform(page({ id: 'p1' }), '/about');
    expect(html).toContain('<div id="root"><div data-prerendered><h1>/about christmas</h1></div></div>');
    expect(render).toHaveBeenCalledWith('/about', {
      theme: 'christmas',
      data: { promotion: { promotion: { id: 'p1' } } },
    });
  });

  it('renders each page once for the data it carries, and again when that data changes', async () => {
    const render = vi.fn<PrerenderFn>(async (path) => `<p>${path}</p>`);
    const transform = createPrerenderTransformer({ entry: async () => null, theme: 'default', log, render });
    await Promise.all([
      transform(page(null), '/'),
      transform(page(null), '/'),
      transform(page(null), '/?a=1'),
    ]);
    expect(render).toHaveBeenCalledTimes(1);
    await transform(page({ id: 'new' }), '/');
    expect(render).toHaveBeenCalledTimes(2);
    expect(render).toHaveBeenLastCalledWith('/', {
      theme: 'default',
      data: { promotion: { promotion: { id: 'new' } } },
    });
  });

  it('makes no render on the request path when only advisors’ statuses changed', async () => {
    const withAdvisor = (signedIn: 'Y' | 'N', agentName = 'Luna') =>
      page(null).replace(
        '</head>',
        `<script type="application/json" id="initial-advisors">${JSON.stringify([
          { agentId: 1001, agentName, signedIn, onACall: 'N', availTime: 0 },
        ])}</script></head>`,
      );
    const slow: ((body: string) => void)[] = [];
    const render = vi.fn<PrerenderFn>((_path, options) => {
      const [advisor] = options.data.advisors as { signedIn: string; agentName: string }[];
      const body = `<p>${advisor?.agentName} ${advisor?.signedIn}</p>`;
      if (render.mock.calls.length === 1) return Promise.resolve(body);
      // Every later render hangs until the test lets it finish.
      return new Promise((resolve) => slow.push(() => resolve(body)));
    });
    const transform = createPrerenderTransformer({ entry: async () => null, theme: 'default', log, render });
    expect(await transform(withAdvisor('Y'), '/')).toContain('<p>Luna Y</p>');

    // The advisor signs out: the page comes at once, with the last render and the data it was made from.
    const answered = await transform(withAdvisor('N'), '/');
    expect(answered).toContain('<p>Luna Y</p>');
    expect(initialData(answered).data.advisors).toEqual([
      { agentId: 1001, agentName: 'Luna', signedIn: 'Y', onACall: 'N', availTime: 0 },
    ]);
    await vi.waitFor(() => expect(slow).toHaveLength(1));
    slow[0]?.('');
    await vi.waitFor(async () => expect(await transform(withAdvisor('N'), '/')).toContain('<p>Luna N</p>'));
    expect(render).toHaveBeenCalledTimes(2);

    // A change that is not a status (a new name) is waited for: the page never shows the old name.
    const renamed = transform(withAdvisor('N', 'Selene'), '/');
    await vi.waitFor(() => expect(slow).toHaveLength(2));
    slow[1]?.('');
    const fresh = await renamed;
    expect(fresh).toContain('<p>Selene N</p>');
    expect(initialData(fresh).data.advisors).toMatchObject([{ agentName: 'Selene' }]);
  });

  it('keeps the renders of pages that carry more data (the bundles) beside the others', async () => {
    const render = vi.fn<PrerenderFn>(async (path, options) => `<p>${path} ${Object.keys(options.data)}</p>`);
    const transform = createPrerenderTransformer({ entry: async () => null, theme: 'default', log, render });
    const withBundles = page(null).replace(
      '</head>',
      '<script type="application/json" id="initial-bundles">{"bundles":[]}</script></head>',
    );
    for (let visit = 0; visit < 3; visit += 1) {
      expect(await transform(page(null), '/')).toContain('<p>/ promotion</p>');
      expect(await transform(withBundles, '/pricing')).toContain('<p>/pricing promotion,bundles</p>');
    }
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('renders a profile once per advisor, and only for advisors the page carries', async () => {
    const render = vi.fn<PrerenderFn>(async (path) => `<h1>${path}</h1>`);
    const transform = createPrerenderTransformer({ entry: async () => null, theme: 'default', log, render });
    const withAdvisors = page(null).replace(
      '</head>',
      '<script type="application/json" id="initial-advisors">[{"agentId":1001}]</script></head>',
    );
    expect(await transform(withAdvisors, '/psychic/luna_1001')).toContain('<h1>/psychic/luna_1001</h1>');
    expect(await transform(withAdvisors, '/psychic/renamed_1001')).toContain('<h1>/psychic/luna_1001</h1>');
    expect(await transform(withAdvisors, '/psychic/ghost_9999')).toBe(withAdvisors);
    expect(await transform(page(null), '/psychic/luna_1001')).toBe(page(null));
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('reads every initial data block of the page', () => {
    const html = `<head><script type="application/json" id="initial-promotion">{"promotion":null}</script>
      <script type="application/json" id="initial-advisors">[{"agentId":1001}]</script>
      <script type="application/json" id="initial-broken">{nope</script></head>`;
    const { data, text } = initialData(html);
    expect(data).toEqual({ promotion: { promotion: null }, advisors: [{ agentId: 1001 }] });
    expect(text).toContain('advisors:[{"agentId":1001}]');
  });

  it('leaves private and unknown pages, redirects and failures as they were', async () => {
    const render = vi.fn<PrerenderFn>(async (path) => {
      if (path === '/about') throw new Error('boom');
      return path === '/terms' ? null : '<p>x</p>';
    });
    const transform = createPrerenderTransformer({ entry: async () => null, theme: 'default', log, render });
    for (const url of ['/dashboard', '/nowhere', '/about', '/terms']) {
      expect(await transform(page(null), url)).toBe(page(null));
    }
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('leaves the page to the app for a signed-in customer', async () => {
    const render = vi.fn<PrerenderFn>(async () => '<p>visitor</p>');
    const transform = createPrerenderTransformer({ entry: async () => null, theme: 'default', log, render });
    for (const cookie of ['better-auth.session_token=abc', 'x=1; __Secure-better-auth.session_token=abc']) {
      expect(await transform(page(null), '/about', { cookie })).toBe(page(null));
    }
    expect(await transform(page(null), '/about', { cookie: 'theme=dark' })).toContain('<p>visitor</p>');
  });

  it('serves pages as they were when the server entry is not built', async () => {
    const transform = createPrerenderTransformer({
      entry: createWebServerEntry('/no/such/prerender.js', log),
      theme: 'default',
      log,
    });
    expect(await transform(page(null), '/')).toBe(page(null));
  });
});
