import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { findExecutable } from './find-executable.ts';

const SYSTEM_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/opt/google/chrome/chrome',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

function playwrightCacheBrowsers(): string[] {
  const cache = join(homedir(), '.cache', 'ms-playwright');
  if (!existsSync(cache)) return [];
  return readdirSync(cache)
    .filter((d) => d.startsWith('chromium'))
    .flatMap((d) => [join(cache, d, 'chrome-linux', 'chrome'), join(cache, d, 'chrome-linux64', 'chrome')]);
}

/** CHROME_PATH, then system Chrome/Chromium, then Playwright's cache; none → one clear error. */
export function findChromium(): string {
  return findExecutable({
    what: 'Chromium',
    envVar: 'CHROME_PATH',
    paths: [...SYSTEM_PATHS, ...playwrightCacheBrowsers()],
    install:
      'Install one with `apt-get update && apt-get install -y chromium` (Debian/Ubuntu) or point CHROME_PATH at a Chrome/Chromium binary.',
  });
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: findChromium(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
}

export interface PageWithErrors {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
}

/** The seeded demo announcement (packages/db seed): acknowledged by default so it does not cover other journeys. */
export const DEMO_ANNOUNCEMENT_SEEN_KEY = 'platform_announcement_seen_5eed0000-0000-4000-8000-000000000002';

/** The home page's one-time notice, once dismissed. */
export const HOME_NOTICE_DISMISSED_KEY = 'important_notice_dismissed';

/** The app sets <html data-app="ready"> in its first commit, when it takes the page over from the server. */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
}

/**
 * page.goto and page.reload resolve once the app is live, not just when the document has loaded: the
 * server's pre-rendered copy is on screen earlier, and its buttons wait for the app.
 */
function appReadyAfterNavigation(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await waitForApp(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await waitForApp(page);
    return response;
  };
}

export async function newPage(
  browser: Browser,
  baseURL: string,
  viewport = { width: 1440, height: 900 },
  options: {
    announcementSeen?: boolean;
    noticeDismissed?: boolean;
    motion?: 'reduce' | 'no-preference';
  } = {},
): Promise<PageWithErrors> {
  // Reduced motion: the site's decorative animations (skies, availability pings, seasonal overlay) stop,
  // as they do for a visitor who asks for it. Left running, headless Chromium's software compositor
  // draws every frame of them (about one core of the machine's two, measured), and every spec waited
  // on it. The specs about motion itself ask for it (`motion: 'no-preference'`).
  const context = await browser.newContext({ baseURL, viewport, reducedMotion: options.motion ?? 'reduce' });
  if (options.announcementSeen !== false) {
    await context.addInitScript((key) => window.localStorage.setItem(key, '1'), DEMO_ANNOUNCEMENT_SEEN_KEY);
  }
  // The home page's one-time notice (2 s after load) would cover other journeys; its own test turns this off.
  if (options.noticeDismissed !== false) {
    await context.addInitScript((key) => window.localStorage.setItem(key, '1'), HOME_NOTICE_DISMISSED_KEY);
  }
  const page = await context.newPage();
  appReadyAfterNavigation(page);
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return { context, page, errors };
}
