import { en } from '@app/shared/messages/en';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser.ts';
import { type RunningServer, startServer, workerBaseURL } from './support/server.ts';

const baseURL = workerBaseURL();
let browser: Browser;
let blackFriday: RunningServer | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
  blackFriday = await startServer({ THEME: 'blackfriday' });
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await blackFriday?.stop();
});

describe('promotion banner after a dismissal', () => {
  it('later loads hydrate without a mismatch, and the banner never shows again', async () => {
    const { page, context, errors } = await newPage(browser, baseURL);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
    await page.goto('/');
    await page.getByRole('button', { name: en.promotion.dismiss }).click();
    await page.getByTestId('promotion-banner').waitFor({ state: 'detached' });

    for (const path of ['/', '/about']) {
      // Whether the pre-rendered banner is ever painted, sampled on every frame from the first one.
      await context.addInitScript(() => {
        const w = window as unknown as { bannerPainted?: boolean };
        w.bannerPainted = false;
        const sample = () => {
          const banner = document.querySelector<HTMLElement>('[data-testid="promotion-banner"]');
          if (banner && banner.getBoundingClientRect().height > 0) w.bannerPainted = true;
          if (document.documentElement.dataset.app !== 'ready') requestAnimationFrame(sample);
        };
        requestAnimationFrame(sample);
      });
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForTimeout(1_500);
      expect(await page.getByTestId('promotion-banner').isVisible()).toBe(false);
      expect(await page.evaluate(() => (window as { bannerPainted?: boolean }).bannerPainted)).toBe(false);
    }
    const hydration = warnings.filter((text) => /hydrat|#418|#423|#425/i.test(text));
    expect(hydration, hydration.join('\n')).toEqual([]);
    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  }, 60_000);
});

describe('/horoscope on a wide screen', () => {
  it('uses the width: the twelve signs in two rows of large cards at 1440 px', async () => {
    const { page, context } = await newPage(browser, baseURL, { width: 1440, height: 900 });
    await page.goto('/horoscope');
    const cards = page.getByRole('button', {
      name: /Aries|Taurus|Gemini|Cancer|Leo|Virgo|Libra|Scorpio|Sagittarius|Capricorn|Aquarius|Pisces/,
    });
    await cards.first().waitFor();
    const boxes = await cards.evaluateAll((nodes) =>
      nodes.map((node) => node.getBoundingClientRect().toJSON()),
    );
    expect(boxes).toHaveLength(12);
    const rows = new Set(boxes.map((box: DOMRect) => Math.round(box.top)));
    expect(rows.size).toBe(2);
    const left = Math.min(...boxes.map((box: DOMRect) => box.left));
    const right = Math.max(...boxes.map((box: DOMRect) => box.right));
    expect(right - left).toBeGreaterThanOrEqual(1200);
    expect(Math.min(...boxes.map((box: DOMRect) => box.height))).toBeGreaterThanOrEqual(200);
    await context.close();
  });
});

describe('seasonal overlay (blackfriday)', () => {
  it.each([
    [360, 780],
    [1440, 900],
  ])(
    'keeps every piece out of the headline and the hero text at %i px',
    async (width, height) => {
      const { page, context, errors } = await newPage(browser, blackFriday?.baseURL ?? baseURL, {
        width,
        height,
      });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/');
      const headline = page.getByRole('heading', { level: 1 });
      await headline.waitFor();
      await page.waitForTimeout(300);
      const overlaps = await page.evaluate(() => {
        const title = document.querySelector('h1');
        if (!title?.parentElement) return ['no headline'];
        // The headline's box, and the subtitle and calls to action beside it.
        const texts = [title, ...title.parentElement.querySelectorAll('p, a')].map((node) =>
          node.getBoundingClientRect(),
        );
        const found: string[] = [];
        for (const piece of document.querySelectorAll<SVGElement>(
          '[data-testid="theme-overlay"] [data-kind]',
        )) {
          const box = piece.getBoundingClientRect();
          const visible = getComputedStyle(piece).visibility !== 'hidden' && box.width > 0;
          for (const text of texts) {
            const apart =
              box.right <= text.left ||
              box.left >= text.right ||
              box.bottom <= text.top ||
              box.top >= text.bottom;
            if (visible && !apart)
              found.push(`${piece.dataset.kind} at ${Math.round(box.left)},${Math.round(box.top)}`);
          }
        }
        return found;
      });
      expect(overlaps).toEqual([]);
      expect(await page.locator('[data-testid="theme-overlay"] [data-kind]').count()).toBe(60);
      expect(errors, errors.join('\n')).toEqual([]);
      await context.close();
    },
    60_000,
  );
});
