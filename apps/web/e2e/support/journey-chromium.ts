import type { Browser, ElementHandle } from 'playwright-core';
import { launchBrowser, newPage } from './browser.ts';
import { clickAndType, type Finder, type PageDriver, urlAndEvaluate } from './journey-page.ts';
import { REPORT_CSP_VIOLATIONS } from './page-errors.ts';

/** Chromium through playwright-core, as every other spec drives it (support/browser.ts). */
export async function openChromium(baseURL: string): Promise<PageDriver> {
  const browser: Browser = await launchBrowser();
  try {
    const { page, errors } = await newPage(browser, baseURL);
    await page.addInitScript(REPORT_CSP_VIOLATIONS);
    const element = async <A>(finder: Finder<A>, arg: A): Promise<ElementHandle | null> =>
      (
        await page.evaluateHandle(finder as (arg: unknown) => Element | null, arg as unknown)
      ).asElement() as ElementHandle | null;
    return {
      browser: 'chromium',
      async load(url) {
        await page.goto(url);
      },
      ...urlAndEvaluate(page),
      ...clickAndType({
        find: element,
        click: (target) => target.click(),
        type: (target, text) => target.fill(text),
      }),
      async resize(width, height) {
        await page.setViewportSize({ width, height });
      },
      async screenshot(path) {
        await page.screenshot({ path, fullPage: true });
      },
      errors: () => errors,
      close: () => browser.close(),
    };
  } catch (error) {
    await browser.close();
    throw error;
  }
}
