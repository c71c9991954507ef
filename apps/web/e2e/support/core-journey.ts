import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { en } from '@app/shared/messages/en';
import { derivePsychicStatus } from '@app/shared/rules/psychic-status';
import type { PsychicStatusRecord } from '@app/shared/schemas/advisors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JourneyPage, type PageDriver } from './journey-page.ts';
import { linkIn, waitForMessage } from './outbox.ts';
import { REPO_ROOT, workerBaseURL } from './server.ts';
import { AVAILABLE, pushStatus } from './telephony-status.ts';

/** Where the journey's dashboard screenshots go, one per browser and width (.tmp/ is git-ignored). */
export const CORE_JOURNEY_SHOTS = join(REPO_ROOT, '.tmp', 'core-journey');

const FEED = '/.netlify/functions/fetch-psychicstatus-json';
/** The directory polls every 15 s; a loaded machine gets room for a slow poll and render. */
const ONE_POLL_MS = 45_000;
/** Opening a browser on a loaded 2-core machine (Firefox's first start, Xvfb + WebKitWebDriver). */
const OPEN_TIMEOUT_MS = 240_000;
const JOURNEY_TIMEOUT_MS = 360_000;

/**
 * directory (live status) → sign-up → confirmation link from the dev outbox → sign-in → a purchase
 * approved on the PayPal emulator → the dashboard with the new balance; no page error, console error
 * or CSP violation on the way. Returns the milliseconds it took.
 */
export async function coreJourney(page: JourneyPage): Promise<number> {
  const started = Date.now();
  const { baseURL } = page;

  // The directory, then a status pushed by the telephony platform, which the page's own poll brings.
  const feed = (await (await fetch(`${baseURL}${FEED}`)).json()) as PsychicStatusRecord[];
  const advisor = feed.findLast((record) => derivePsychicStatus(record) === 'waiting');
  if (!advisor) throw new Error('the seed has no available advisor');
  const card = `article[data-agent-id="${advisor.agentId}"]`;
  await page.goto('/');
  await page.waitForText(advisor.agentName, card);
  await page.waitForText(en.advisors.status.waiting, `${card} [data-status="waiting"]`);
  try {
    const busy = {
      signedIn: true,
      onACall: true,
      bridged: true,
      isICCall: false,
      availTime: 0,
      availTimeStr: '',
    };
    expect((await pushStatus(baseURL, advisor.agentId, busy)).status).toBe(200);
    await page.waitForText(en.advisors.status.busy, `${card} [data-status="busy"]`, ONE_POLL_MS);
  } finally {
    // Leave the worker's server as the other specs expect it.
    await pushStatus(baseURL, advisor.agentId, AVAILABLE);
  }

  // Sign-up, and the e-mailed confirmation link, which lands on the sign-in page.
  const email = `journey.${page.browser}.${randomBytes(4).toString('hex')}@example.com`;
  const password = 'moonlight-42';
  await page.goto('/register');
  await page.fill(en.auth.signIn.email, email);
  await page.fill(en.auth.signIn.password, password);
  await page.click(en.auth.signIn.createAccount);
  await page.waitForText(en.auth.signUp.checkInboxTitle);
  const mail = await waitForMessage(baseURL, email, 'email', 0, 'Confirm');
  await page.goto(linkIn(mail.body, '/api/auth/verify-email'));
  await page.waitForURL(/\/login\?verified=1/);
  await page.waitForText(en.auth.signIn.verified);

  // Sign-in.
  await page.fill(en.auth.signIn.email, email);
  await page.fill(en.auth.signIn.password, password);
  await page.click(en.auth.signIn.submit);
  await page.waitForURL(/\/dashboard$/);
  // The dashboard shown, as the customer sees it before going on (a load started while the app was
  // still settling on it could be overtaken by the app's own navigation).
  await page.waitForText(en.dashboard.creditBalance);

  // A purchase, approved on the PayPal emulator, then captured and credited by the site.
  await page.goto('/purchase?bundle=bundle-20');
  await page.waitForURL(/\/purchase\?bundle=bundle-20$/);
  const minutes = await page.textOf('[data-testid="order-minutes"]');
  const total = await page.textOf('[data-testid="order-total"]');
  await page.click(en.purchase.continue);
  // A first checkout asks where the customer lives: sales tax depends on the province.
  await page.choose(en.salesTax.billing.province, en.provinces.QC);
  await page.fill(en.salesTax.billing.postalCode, 'H2X 1Y4');
  await page.click(en.salesTax.billing.save);
  await page.click(en.purchase.paypalSandbox);
  await page.waitForURL(/\/dev\/paypal\/checkoutnow/);
  await page.waitForText(`${total.replace('CA$', '$')} CAD`);
  await page.click('Approve payment');
  await page.waitForURL(/\/dashboard$/, 60_000);
  await page.waitForApp();
  await page.waitForText(en.purchase.success);
  await poll(page, '[data-testid="credit-balance"]', minutes);

  // The phone notice opens on a dashboard without a phone; "Later" leaves the dashboard to look at.
  await page.waitForText(en.dashboard.phoneNotice.title);
  await page.click(en.dashboard.phoneNotice.later);
  await page.driver.evaluate(() => window.scrollTo(0, 0), null);
  return Date.now() - started;
}

async function poll(page: JourneyPage, selector: string, expected: string): Promise<void> {
  await page.waitForText(expected, selector);
  expect(await page.textOf(selector)).toBe(expected);
}

/** The journey's spec for one browser: `open` starts it (and everything it needs) for this worker's server. */
export function describeCoreJourney(open: (baseURL: string) => Promise<PageDriver>): void {
  const baseURL = workerBaseURL();
  let driver: PageDriver | undefined;

  beforeAll(async () => {
    driver = await open(baseURL);
  }, OPEN_TIMEOUT_MS);
  afterAll(async () => {
    await driver?.close();
  }, 120_000);

  describe('the core customer journey', () => {
    it(
      'directory → sign-up → confirm → sign-in → PayPal purchase → new balance, with no page error',
      async () => {
        if (!driver) throw new Error('the browser did not open');
        const page = new JourneyPage(driver, baseURL);
        const took = await coreJourney(page);
        console.info(`core journey in ${driver.browser}: ${(took / 1000).toFixed(1)} s`);

        mkdirSync(CORE_JOURNEY_SHOTS, { recursive: true });
        for (const [width, height] of [
          [1440, 900],
          [360, 780],
        ] as const) {
          const actual = await page.resize(width, height);
          await page.waitForText(en.dashboard.creditBalance);
          await driver.screenshot(join(CORE_JOURNEY_SHOTS, `${driver.browser}-dashboard-${actual}.png`));
          // The dashboard keeps to the viewport: nothing wider than it (no sideways scrolling on a phone).
          const overflow = await driver.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
            null,
          );
          expect(overflow).toBeLessThanOrEqual(0);
        }
        expect(driver.errors(), driver.errors().join('\n')).toEqual([]);
      },
      JOURNEY_TIMEOUT_MS,
    );
  });
}
