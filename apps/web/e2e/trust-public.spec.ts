import { en } from '@app/shared/messages/en';
import { derivePsychicStatus } from '@app/shared/rules/psychic-status';
import { advisorSlug } from '@app/shared/rules/slug';
import type { PsychicStatusRecord } from '@app/shared/schemas/advisors';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { filterAdvisors, sortAdvisors } from '../src/features/advisors/lib/directory.ts';
import { seriousViolations } from './support/axe.ts';
import { signedInCustomer } from './support/customers.ts';
import { feedBeforeAll, fetchFeed } from './support/feed.ts';
import { workerBaseURL } from './support/server.ts';
import { browserForSpec } from './support/spec-browser.ts';

const baseURL = workerBaseURL();
const openPage = browserForSpec(baseURL);
const feed = feedBeforeAll(baseURL);

const profilePath = (advisor: PsychicStatusRecord) =>
  `/psychic/${advisorSlug(advisor.agentName, advisor.agentId)}`;
const cardIds = (page: Page) =>
  page
    .locator('article[data-agent-id]')
    .evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-agent-id'))));
const offlineAdvisor = () => {
  const advisor = feed().find((a) => derivePsychicStatus(a) === 'offline');
  if (!advisor) throw new Error('the demo feed has no offline advisor');
  return advisor;
};

describe('favourites', () => {
  it('lets a customer favourite an advisor and filter the directory to favourites', async () => {
    const { page, context, errors } = await openPage();
    await signedInCustomer(page, baseURL);
    // An offline advisor: 'Available Only' hides them, 'Favorites' shows them whatever their status.
    const advisor = offlineAdvisor();

    await page.goto(profilePath(advisor));
    const add = page.getByRole('button', { name: en.reviews.addToFavorites, exact: true });
    const remove = page.getByRole('button', { name: en.reviews.removeFromFavorites, exact: true });
    await page.waitForSelector('[data-favorite]:not([disabled])');
    expect(await page.getByText(en.advisors.profile.addToFavorites).count()).toBe(0);
    await add.click();
    await remove.waitFor();
    await page.getByText(en.trust.favorites.added).waitFor();
    const favorites = await page.evaluate(() => fetch('/api/me/favorites').then((r) => r.json()));
    expect(favorites).toEqual({ favorites: [advisor.agentId] });

    await page.goto('/');
    await page.locator('article[data-agent-id]').first().waitFor({ timeout: 15_000 });
    expect(await cardIds(page)).not.toContain(advisor.agentId);
    const show = page.getByLabel(en.advisors.filterLabel, { exact: true });
    await show.selectOption({ label: en.reviews.filterFavorites });
    await page.waitForFunction((id) => {
      const cards = [...document.querySelectorAll('article[data-agent-id]')];
      return cards.length === 1 && cards[0]?.getAttribute('data-agent-id') === String(id);
    }, advisor.agentId);
    expect(await cardIds(page)).toEqual([advisor.agentId]);
    expect(await seriousViolations(page)).toEqual([]);

    // Removed on the profile: the shared list follows, and the filter shows nobody.
    await page.goto(profilePath(advisor));
    await remove.click();
    await add.waitFor();
    await page.getByText(en.trust.favorites.removed).waitFor();
    await page.goto('/');
    await page.locator('article[data-agent-id]').first().waitFor({ timeout: 15_000 });
    await show.selectOption('favorites');
    await page.getByText(en.advisors.empty).waitFor();
    expect(await cardIds(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  it('sorts the directory by rating and offers visitors to sign in instead of Favorites', async () => {
    const { page, context, errors } = await openPage();
    await page.goto('/');
    await page.locator('article[data-agent-id]').first().waitFor({ timeout: 15_000 });
    const show = page.getByLabel(en.advisors.filterLabel, { exact: true });
    expect(await show.locator('option').allTextContents()).not.toContain(en.reviews.filterFavorites);
    await page
      .getByLabel(en.reviews.sortLabel, { exact: true })
      .selectOption({ label: en.reviews.sortRating });
    // The order the rating sort must give to the directory's list (the feed as the page loaded it).
    const now = await fetchFeed(baseURL);
    const expected = sortAdvisors(filterAdvisors(now, { query: '', filter: 'available' }), 'rating');
    expect(await cardIds(page)).toEqual(expected.map((a) => a.agentId));

    const advisor = offlineAdvisor();
    await page.goto(profilePath(advisor));
    await page.getByRole('button', { name: en.reviews.addToFavorites, exact: true }).click();
    await page.getByText(en.reviews.signInForFavorites).first().waitFor();
    const link = page.getByRole('link', { name: en.reviews.signInForFavorites });
    expect(await link.getAttribute('href')).toBe('/login');
    // The Comments card, with no review yet.
    // The reviews load when the card nears the screen.
    await page
      .getByRole('heading', { level: 2, name: en.advisors.profile.comments })
      .scrollIntoViewIfNeeded();
    await page.locator('[data-review-id]').or(page.getByText(en.trust.comments.empty)).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
});

describe('notify me when available', () => {
  it('subscribes a customer without a phone by e-mail, then cancels', async () => {
    const { page, context, errors } = await openPage();
    await signedInCustomer(page, baseURL);
    const advisor = offlineAdvisor();
    await page.goto(profilePath(advisor));
    const panel = page.getByRole('complementary', { name: advisor.agentName });
    await panel.getByRole('button', { name: en.reviews.notifyMe }).click();
    const dialog = page.getByRole('dialog', {
      name: en.trust.notify.title.replace('{{name}}', advisor.agentName),
    });
    await dialog.waitFor();
    const sms = dialog.getByRole('radio', { name: en.trust.notify.sms });
    expect(await sms.isDisabled()).toBe(true);
    await dialog.getByText(en.trust.notify.noPhone).waitFor();
    expect(await dialog.getByRole('radio', { name: en.trust.notify.email }).isChecked()).toBe(true);
    await dialog.getByRole('checkbox', { name: en.trust.notify.night }).check();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: en.trust.notify.submit, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    const alerts = await page.evaluate(() => fetch('/api/me/availability-alerts').then((r) => r.json()));
    expect(alerts.alerts).toMatchObject([{ agentId: advisor.agentId, channel: 'email', nightOk: true }]);

    await panel.getByRole('button', { name: en.reviews.notifying }).click();
    await dialog.getByRole('button', { name: en.trust.notify.cancel }).click();
    await dialog.waitFor({ state: 'detached' });
    await panel.getByRole('button', { name: en.reviews.notifyMe }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);
});
