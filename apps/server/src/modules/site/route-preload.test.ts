import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  appModules,
  createRoutePreloadTransformer,
  pageModuleOf,
  preloadFiles,
  wordModulesForPath,
} from './route-preload.ts';

const silentLog = { warn: () => undefined, info: () => undefined } as unknown as FastifyBaseLogger;
const WEB = join(dirname(fileURLToPath(import.meta.url)), '../../../../web');

describe('route preloads', () => {
  it('preload the module the build names for the page the router opens', () => {
    const pageModules = {
      HomePage: 'src/app/routes/home.tsx',
      AuthPage: 'src/features/accounts/components/auth/auth-page.tsx',
    };
    expect(pageModuleOf(pageModules, 'AuthPage')).toBe('src/features/accounts/components/auth/auth-page.tsx');
    expect(pageModuleOf(pageModules, null)).toBeNull();
    expect(pageModuleOf(pageModules, 'NoSuchPage')).toBeNull();
    expect(pageModuleOf(pageModules, 'toString')).toBeNull();
  });

  it('adds the links of the app, the page and its words to a page the server did not pre-render', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'route-preload-'));
    mkdirSync(join(dist, '.vite'));
    const manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true, dynamicImports: ['_boot.js'] },
      '_boot.js': { file: 'assets/boot.js' },
      'src/features/credits/components/pricing-page.tsx': {
        file: 'assets/pricing.js',
        css: ['assets/pricing.css'],
      },
      'src/lib/messages/first-screen-fr.ts': { file: 'assets/first-screen-fr.js' },
    };
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
    writeFileSync(
      join(dist, '.vite', 'page-modules.json'),
      JSON.stringify({ PricingPage: 'src/features/credits/components/pricing-page.tsx' }),
    );
    const asked: string[] = [];
    const entry = async () => ({
      prerender: async () => null,
      pageNameOf: (path: string) => {
        asked.push(path);
        return path === '/fr/pricing' ? 'PricingPage' : null;
      },
    });
    const transform = createRoutePreloadTransformer(dist, entry, silentLog);
    const html = await transform('<html><head></head><body></body></html>', '/fr/pricing?x=1', {});
    expect(asked).toEqual(['/fr/pricing']);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/pricing.css">');
    for (const file of ['boot', 'pricing', 'first-screen-fr']) {
      expect(html).toContain(`<link rel="modulepreload" crossorigin href="/assets/${file}.js">`);
    }
    const unknown = await transform('<html><head></head><body></body></html>', '/fr/nowhere', {});
    expect(unknown).not.toContain('pricing');
    expect(unknown).toContain('/assets/boot.js');
  });

  it.each([
    ['/', ['src/lib/messages/first-screen-en.ts']],
    ['/fr/pricing', ['src/lib/messages/first-screen-fr.ts']],
    ['/terms', ['src/lib/messages/first-screen-en.ts', 'src/features/site/pages/content/en/terms.ts']],
    ['/fr/about?x=1', ['src/lib/messages/first-screen-fr.ts', 'src/features/site/pages/content/fr/about.ts']],
  ])('preloads the words of %s in its language only', (url, modules) => {
    expect(wordModulesForPath(url)).toEqual(modules);
    for (const module of modules) expect(existsSync(join(WEB, module)), module).toBe(true);
  });

  it('preloads the page chunk and its imports, not what the entry already loads', () => {
    const manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
      '_react.js': { file: 'assets/react.js' },
      '_icons.js': { file: 'assets/icons.js', imports: ['_react.js'] },
      'src/page.tsx': {
        file: 'assets/page.js',
        imports: ['_react.js', '_icons.js'],
        css: ['assets/page.css'],
      },
    };
    expect(preloadFiles(manifest, 'src/page.tsx')).toEqual({
      scripts: ['/assets/page.js', '/assets/icons.js'],
      styles: ['/assets/page.css'],
    });
    expect(preloadFiles(manifest, 'src/missing.tsx')).toEqual({ scripts: [], styles: [] });
  });

  it("preloads the app as the entry's dynamic imports, its chunks named by the build's groups", () => {
    // The shape vite.config.ts's chunk groups give: the entry imports nothing statically, loads the
    // libraries and the app (boot) itself, and the app's chunk imports the entry back (the preload helper).
    const manifest = {
      'index.html': {
        file: 'assets/index.js',
        isEntry: true,
        dynamicImports: ['_libraries-1.js', '_boot-2.js'],
      },
      '_libraries-1.js': { file: 'assets/libraries-1.js', imports: ['_runtime.js'] },
      '_runtime.js': { file: 'assets/runtime.js' },
      '_boot-2.js': { file: 'assets/boot-2.js', imports: ['_runtime.js', 'index.html', '_libraries-1.js'] },
    };
    expect(appModules(manifest)).toEqual(['_libraries-1.js', '_boot-2.js']);
    const scripts = appModules(manifest).flatMap((key) => preloadFiles(manifest, key).scripts);
    expect(new Set(scripts)).toEqual(
      new Set(['/assets/libraries-1.js', '/assets/runtime.js', '/assets/boot-2.js']),
    );
    expect(scripts).not.toContain('/assets/index.js');
    expect(appModules({ 'src/x.tsx': { file: 'assets/x.js' } })).toEqual([]);
  });
});
