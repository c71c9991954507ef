import { en } from '@app/shared/messages/en';
import { fr } from '@app/shared/messages/fr';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { fetchFeed } from './support/feed.ts';
import { workerBaseURL } from './support/server.ts';
import { browserForSpec } from './support/spec-browser.ts';

const baseURL = workerBaseURL();
const PHONE = { width: 360, height: 780 };

const openPage = browserForSpec(baseURL);
let agentId: number;

beforeAll(async () => {
  const feed = await fetchFeed(baseURL);
  // The first offline advisor: advisor-console.spec.ts takes the last ones, and this file changes nothing.
  const offline = feed.find((record) => record.signedIn === 'N');
  if (!offline) throw new Error('the seed has no offline advisor');
  agentId = offline.agentId;
});

async function signIn(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(en.auth.signIn.email, { exact: true }).fill(`advisor-${agentId}@example.com`);
  await page.getByLabel(en.auth.signIn.password, { exact: true }).fill(`demo-advisor-${agentId}`);
  await page.getByRole('button', { name: en.auth.signIn.submit, exact: true }).click();
  await page.waitForURL(/\/advisor$/);
}

/** Whether an element shows whole: inside the viewport, its text neither cut nor scrolled away. */
const showsWhole = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.left >= 0 && box.right <= window.innerWidth && element.scrollWidth <= element.clientWidth + 1;
  });

/** Whether an element's text shows whole within it (the element itself may lie in a row scrolled aside). */
const namesWhole = (locator: Locator) =>
  locator.evaluate((element) => element.scrollWidth <= element.clientWidth + 1);

/** How many lines an element's text takes. */
const linesOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const lineHeight = Number.parseFloat(getComputedStyle(element).lineHeight);
    return Math.round(element.getBoundingClientRect().height / lineHeight);
  });

describe('the advisor console on a phone (360 px)', () => {
  it.each([
    ['English', '', en],
    ['French', '/fr', fr],
  ] as const)(
    'in %s: no tab name is cut (the four scroll sideways, the lit one in view), the switch stands out, the menu reaches the reviews, the number keeps to one line',
    async (_, prefix, words) => {
      const { page, errors, context } = await openPage(PHONE);
      await signIn(page);
      if (prefix) await page.goto(`${prefix}/advisor`);

      const tabs = page.getByRole('navigation', { name: words.advisorConsole.nav.label }).getByRole('link');
      await tabs.first().waitFor();
      expect(await tabs.allTextContents()).toEqual([
        words.advisorConsole.nav.console,
        words.advisorConsole.nav.profile,
        words.consoleReviews.nav,
        words.earnings.nav,
      ]);
      // Four tabs are wider than a 360 px phone: the row scrolls sideways rather than cut a name.
      for (const tab of await tabs.all())
        expect(await namesWhole(tab), (await tab.textContent()) ?? '').toBe(true);
      expect(await showsWhole(tabs.first())).toBe(true);

      // The switch's track is painted, and not in the colour of the surface it sits on.
      const toggle = page.getByRole('switch');
      const [surface, track] = await toggle.evaluate((element) => [
        getComputedStyle(element).backgroundColor,
        getComputedStyle(element.lastElementChild as Element).backgroundColor,
      ]);
      expect(track).not.toBe('rgba(0, 0, 0, 0)');
      expect(surface).not.toBe('rgba(0, 0, 0, 0)');
      expect(track).not.toBe(surface);

      await page.getByRole('button', { name: words.site.nav.openMenu }).click();
      await page.getByRole('link', { name: words.site.nav.advisorReviews, exact: true }).click();
      await page.waitForURL(new RegExp(`${prefix}/advisor/reviews$`));

      // On the last tab's page, the row has scrolled it into view.
      await page.goto(`${prefix}/advisor/earnings`);
      const earningsTab = tabs.filter({ hasText: words.earnings.nav });
      await page.getByTestId('earnings-balance').waitFor();
      expect(await showsWhole(earningsTab)).toBe(true);

      await page.goto(`${prefix}/advisor/profile`);
      const number = page.getByTestId('phone-masked');
      await number.waitFor();
      expect(await linesOf(number)).toBe(1);
      expect(errors, errors.join('\n')).toEqual([]);
      await context.close();
    },
    90_000,
  );
});
