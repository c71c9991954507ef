import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser, type ElementHandle } from 'puppeteer-core';
import { findExecutable } from './find-executable.ts';
import { clickAndType, type Finder, type PageDriver, urlAndEvaluate } from './journey-page.ts';
import { DISMISS_DEMO_NOTICES, REPORT_CSP_VIOLATIONS } from './page-errors.ts';

export const FIREFOX_PATHS = ['/usr/bin/firefox-esr', '/usr/bin/firefox', '/usr/lib/firefox-esr/firefox-esr'];

/** FIREFOX_PATH, then Debian's Firefox ESR; none → one error saying how to install it. */
export function findFirefox(env: NodeJS.ProcessEnv = process.env, paths = FIREFOX_PATHS): string {
  return findExecutable(
    {
      what: 'Firefox',
      envVar: 'FIREFOX_PATH',
      paths,
      install:
        "Install Debian's Firefox ESR with `apt-get update && apt-get install -y firefox-esr`, or point FIREFOX_PATH at a Firefox binary.",
    },
    env,
  );
}

/** Generous: on a loaded 2-core machine Firefox's first start is slow. */
const LAUNCH_TIMEOUT_MS = 180_000;

/**
 * Firefox driven over WebDriver BiDi by puppeteer-core, which speaks it to Firefox directly (no
 * geckodriver, nothing downloaded). A fresh profile in its own temp dir, removed on close.
 */
export async function openFirefox(): Promise<PageDriver> {
  const profile = mkdtempSync(join(tmpdir(), 'e2e-firefox-'));
  let browser: Browser | undefined;
  const stop = async () => {
    const process = browser?.process();
    await Promise.race([browser?.close(), new Promise((resolve) => setTimeout(resolve, 30_000))]).catch(
      () => undefined,
    );
    if (process && process.exitCode === null && process.signalCode === null) process.kill('SIGKILL');
    rmSync(profile, { recursive: true, force: true });
  };
  try {
    browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: findFirefox(),
      headless: true,
      userDataDir: profile,
      timeout: LAUNCH_TIMEOUT_MS,
      protocolTimeout: LAUNCH_TIMEOUT_MS,
      extraPrefsFirefox: {
        // As support/browser.ts asks of Chromium: the site's decorative animations stop.
        'ui.prefersReducedMotion': 1,
        'toolkit.cosmeticAnimations.enabled': false,
      },
    });
    const page = await browser.newPage();
    await page.evaluateOnNewDocument(`${REPORT_CSP_VIOLATIONS}\n${DISMISS_DEMO_NOTICES}`);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`page error: ${(error as Error).message}`));
    const element = async <A>(finder: Finder<A>, arg: A): Promise<ElementHandle | null> => {
      const handle = await page.evaluateHandle(finder as (arg: unknown) => Element | null, arg as unknown);
      const found = handle.asElement() as ElementHandle | null;
      if (!found) await handle.dispose();
      return found;
    };
    return {
      browser: 'firefox',
      async load(url) {
        try {
          await page.goto(url, { waitUntil: 'load' });
        } catch (error) {
          // Firefox aborts a navigation that the page's own (a router's replace) overtook: load again.
          if (!String((error as Error).message).includes('NS_BINDING_ABORTED')) throw error;
          await page.goto(url, { waitUntil: 'load' });
        }
      },
      ...urlAndEvaluate(page),
      // A handle is released once used: the page keeps the element for it until then.
      ...clickAndType({
        find: element,
        async click(target) {
          await target.click();
          await target.dispose();
        },
        async type(target, text) {
          await target.type(text);
          await target.dispose();
        },
      }),
      async resize(width, height) {
        await page.setViewport({ width, height });
      },
      async screenshot(path) {
        await page.screenshot({ path: path as `${string}.png`, fullPage: true });
      },
      errors: () => errors,
      close: stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
