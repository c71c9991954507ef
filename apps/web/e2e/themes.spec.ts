import type { ThemeMode } from '@app/shared/constants';
import { en } from '@app/shared/messages/en';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser.ts';
import { type RunningServer, startServer, workerBaseURL } from './support/server.ts';

const baseURL = workerBaseURL();
let browser: Browser;
/** The shared server runs the deployment's halloween; each other season gets a server of its own. */
const servers = new Map<ThemeMode, RunningServer>();

beforeAll(async () => {
  browser = await launchBrowser();
  const started = await Promise.all(
    (['default', 'christmas', 'blackfriday'] as const).map(
      async (theme) => [theme, await startServer({ THEME: theme })] as const,
    ),
  );
  for (const [theme, server] of started) servers.set(theme, server);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await Promise.all([...servers.values()].map((server) => server.stop()));
});

const urlOf = (theme: ThemeMode) => servers.get(theme)?.baseURL ?? baseURL;
const product = 'Lumière Psychics';

describe('seasonal themes (THEME read by the server at run time)', () => {
  it.each([
    [
      'halloween',
      'Lumière Psychics: Spooky Season Readings',
      'Join the Spooky Season',
      { bat: 16, pumpkin: 12 },
    ],
    [
      'christmas',
      en.site.themes.christmas.headline.replace('{{product}}', product),
      en.site.themes.christmas.cta,
      { snowflake: 16, tree: 12 },
    ],
    [
      'blackfriday',
      en.site.themes.blackfriday.headline.replace('{{product}}', product),
      en.site.themes.blackfriday.cta,
      { tag: 16, bag: 12 },
    ],
    ['default', product, 'Register Now !', {}],
  ] as const)(
    '%s renders its own headline, call to action and overlay',
    async (theme, headline, cta, pieces) => {
      const { page, context, errors } = await newPage(browser, urlOf(theme), { width: 360, height: 780 });
      await page.goto('/');
      const heading = page.getByRole('heading', { level: 1 });
      await heading.waitFor();
      expect(await heading.textContent()).toBe(headline);
      expect(await page.locator('html').getAttribute('data-theme')).toBe(theme);
      expect(await page.textContent('#home-title + p')).toBe(en.site.themes[theme].subtitle);

      const overlay = page.getByTestId('theme-overlay');
      if (theme === 'default') {
        expect(await overlay.count()).toBe(0);
      } else {
        const counts = await overlay.evaluate((root) => {
          const result: Record<string, number> = {};
          for (const piece of root.querySelectorAll('[data-kind]')) {
            const kind = piece.getAttribute('data-kind') ?? '';
            result[kind] = (result[kind] ?? 0) + 1;
          }
          return result;
        });
        expect(counts).toEqual({ star: 32, ...pieces });
        expect(await overlay.evaluate((root) => getComputedStyle(root).pointerEvents)).toBe('none');
        expect(await overlay.getAttribute('aria-hidden')).toBe('true');
      }

      // The call to action is clickable wherever the decorations float.
      await page.getByRole('link', { name: cta }).click();
      await page.waitForURL(/\/register$/);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('keeps the overlay still for visitors who ask for reduced motion', async () => {
    const context = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
    await context.addInitScript(() => window.localStorage.setItem('important_notice_dismissed', '1'));
    const page = await context.newPage();
    await page.goto('/');
    const names = await page
      .getByTestId('theme-overlay')
      .evaluate((root) =>
        [...root.querySelectorAll('[data-kind]')].map(
          (piece) => getComputedStyle(piece.closest('[data-overlay-layer]') as Element).animationName,
        ),
      );
    expect(names).toHaveLength(60);
    expect(new Set(names)).toEqual(new Set(['none']));
    await context.close();

    const moving = await newPage(browser, baseURL, undefined, { motion: 'no-preference' });
    await moving.page.goto('/');
    const animated = await moving.page
      .getByTestId('theme-overlay')
      .evaluate((root) =>
        ['bat', 'star'].map(
          (kind) =>
            getComputedStyle(
              root.querySelector(`[data-kind="${kind}"]`)?.closest('[data-overlay-layer]') as Element,
            ).animationName,
        ),
      );
    expect(animated).toEqual(['float', 'twinkle']);
    // Paused until the app has started (<html data-app="ready">, which the page helper waits for), then moving.
    const states = await moving.page
      .getByTestId('theme-overlay')
      .evaluate((root) =>
        [...root.querySelectorAll('[data-overlay-layer]')].map(
          (layer) => getComputedStyle(layer).animationPlayState,
        ),
      );
    expect(new Set(states)).toEqual(new Set(['running']));
    const before = await browser.newContext({ baseURL, javaScriptEnabled: true });
    const paused = await before.newPage();
    await paused.route('**/assets/*.js', (route) => route.abort());
    await paused.goto('/', { waitUntil: 'domcontentloaded' });
    const statesBeforeStart = await paused
      .getByTestId('theme-overlay')
      .evaluate((root) =>
        [...root.querySelectorAll('[data-overlay-layer]')].map(
          (layer) => getComputedStyle(layer).animationPlayState,
        ),
      );
    expect(new Set(statesBeforeStart)).toEqual(new Set(['paused']));
    await before.close();
    await moving.context.close();
  });
});

describe('one modal at a time', () => {
  it('shows the home notice only after the announcement that opened first is closed', async () => {
    const { page, context, errors } = await newPage(browser, baseURL, undefined, {
      announcementSeen: false,
      noticeDismissed: false,
    });
    await page.goto('/');
    const announcement = page.getByRole('dialog');
    await announcement.getByRole('button', { name: en.announcement.gotIt }).waitFor();
    // Past the notice's own 2 s: it waits instead of stacking on the announcement.
    await page.waitForTimeout(2_500);
    expect(await page.getByRole('dialog').count()).toBe(1);
    expect(await page.getByRole('dialog', { name: en.notice.title }).count()).toBe(0);

    await announcement.getByRole('button', { name: en.announcement.gotIt }).click();
    const notice = page.getByRole('dialog', { name: en.notice.title });
    await notice.waitFor();
    expect(await page.getByRole('dialog').count()).toBe(1);
    await notice.getByRole('button', { name: en.notice.gotIt }).click();
    await notice.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
    await context.close();
  });
});
