import { describe, expect, it } from 'vitest';
import { manifestKeyOf, pageModulesOf } from './page-modules.ts';

const lazy = (...exports: string[]) => ({ exports, lazy: true });

describe('the build’s page modules', () => {
  it('map each lazily loaded page export to the manifest entry of the chunk that holds it', () => {
    const modules = pageModulesOf([
      { key: 'src/features/credits/pricing-page.tsx', modules: [lazy('PricingPage', 'formatPrice')] },
      { key: '_advisor-profile-page-X1.js', modules: [lazy('AdvisorProfilePage'), lazy('ProfileSection')] },
      { key: 'index.html', modules: [{ exports: ['MainPage'], lazy: false }] },
    ]);
    expect(modules).toEqual({
      PricingPage: 'src/features/credits/pricing-page.tsx',
      AdvisorProfilePage: '_advisor-profile-page-X1.js',
    });
  });

  it('refuse a page name two chunks hold', () => {
    expect(() =>
      pageModulesOf([
        { key: 'src/a/reviews-page.tsx', modules: [lazy('ReviewsPage')] },
        { key: 'src/b/reviews-page.tsx', modules: [lazy('ReviewsPage')] },
      ]),
    ).toThrow(/ReviewsPage is in both/);
  });

  it('key a chunk as Vite’s manifest does', () => {
    const root = '/repo/apps/web';
    expect(
      manifestKeyOf(root, {
        facadeModuleId: `${root}/src/app/routes/home.tsx`,
        fileName: 'assets/home-X.js',
      }),
    ).toBe('src/app/routes/home.tsx');
    expect(manifestKeyOf(root, { facadeModuleId: null, fileName: 'assets/boot-Y.js' })).toBe('_boot-Y.js');
  });
});
