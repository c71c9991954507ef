import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  appModules,
  moduleForPath,
  preloadFiles,
  ROUTE_MODULES,
  wordModulesForPath,
} from './route-preload.ts';

const WEB = join(dirname(fileURLToPath(import.meta.url)), '../../../../web');

describe('route preloads', () => {
  it('names page modules that exist and that the router really loads lazily', () => {
    const router = readFileSync(join(WEB, 'src/app/router.tsx'), 'utf8');
    for (const [, module] of ROUTE_MODULES) {
      expect(existsSync(join(WEB, module)), module).toBe(true);
      const fromRouter = module.replace(/^src\/(app\/)?/, '');
      expect(router, module).toContain(fromRouter.replace(/^routes\//, './routes/'));
    }
  });

  it.each([
    ['/', 'src/app/routes/home.tsx'],
    ['/register?x=1', 'src/features/accounts/components/auth/auth-page.tsx'],
    ['/psychic/luna_1001', 'src/features/advisors/components/profile/advisor-profile-page.tsx'],
    ['/no/such/page', null],
    ['/fr', 'src/app/routes/home.tsx'],
    ['/fr/psychic/luna_1001', 'src/features/advisors/components/profile/advisor-profile-page.tsx'],
  ])('maps %s to %s', (url, module) => {
    expect(moduleForPath(url)).toBe(module);
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
