import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, newPage } from './browser.ts';

type PageOptions = Parameters<typeof newPage> extends [Browser, string, ...infer Rest] ? Rest : never;

/**
 * A spec's one browser: launched before its tests (once the folder its screenshots go to, if any, exists)
 * and closed after them. Returns `newPage` on that browser and the worker's server.
 */
export function browserForSpec(baseURL: string, shots?: string) {
  let browser: Browser | undefined;
  beforeAll(async () => {
    if (shots) mkdirSync(shots, { recursive: true });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return (...options: PageOptions) => newPage(browser as Browser, baseURL, ...options);
}
