import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

export const PHONE = { width: 360, height: 780 };
export const DESKTOP = { width: 1440, height: 900 };

/** How far the page scrolls sideways (0 or less: it fits its window). */
export const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * Screenshots at 1440 px and 360 px into `dir`, the page checked for sideways scrolling at each, then back
 * to the desktop: the whole page, or one element of it (`target`, with `style` applied while it is taken).
 */
export function widthShots(dir: string) {
  mkdirSync(dir, { recursive: true });
  return async (page: Page, name: string, target?: { locator: Locator; style?: string }) => {
    for (const [size, viewport] of [
      ['1440', DESKTOP],
      ['360', PHONE],
    ] as const) {
      await page.setViewportSize(viewport);
      expect(await sideways(page), `${name} at ${size}`).toBeLessThanOrEqual(0);
      const path = join(dir, `${name}-${size}.png`);
      if (target) await target.locator.screenshot({ path, ...(target.style ? { style: target.style } : {}) });
      else await page.screenshot({ path, fullPage: true });
    }
    await page.setViewportSize(DESKTOP);
  };
}

/** The signed-in customer's id, as the session says. */
export const customerIdOf = async (page: Page) =>
  ((await (await page.request.get('/api/auth/get-session')).json()) as { user: { id: string } }).user.id;
