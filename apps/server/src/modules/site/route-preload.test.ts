import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { moduleForPath, preloadFiles, ROUTE_MODULES } from './route-preload.ts';

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
  ])('maps %s to %s', (url, module) => {
    expect(moduleForPath(url)).toBe(module);
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
});
