import { join } from 'node:path';
import { backOffice } from '@app/shared/messages/back-office';
import { en } from '@app/shared/messages/en';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { fetchFeed } from './support/feed.ts';
import { workerBaseURL } from './support/server.ts';
import { browserForSpec } from './support/spec-browser.ts';
import { BACK_OFFICE_SHOTS, signInAsStaff } from './support/staff.ts';

const baseURL = workerBaseURL();
const words = backOffice.advisors;

const openPage = browserForSpec(baseURL, BACK_OFFICE_SHOTS);

const shot = (page: Page, name: string) =>
  page.screenshot({ path: join(BACK_OFFICE_SHOTS, name), fullPage: true });
const inFeed = async (agentId: number) => (await fetchFeed(baseURL)).some((a) => a.agentId === agentId);

/** The public directory with every advisor shown (a new advisor is not taking calls yet). */
async function directoryCard(page: Page, agentId: number) {
  await page.goto('/');
  await page
    .getByRole('combobox', { name: en.advisors.filterLabel, exact: true })
    .selectOption({ label: en.advisors.filterAll });
  return page.locator(`article[data-agent-id="${agentId}"]`);
}

describe('advisors in the back office', () => {
  it('an admin creates an advisor who appears in the public directory; deactivating removes them', async () => {
    const { page, errors, context } = await openPage();
    await signInAsStaff(page);
    await page
      .getByRole('navigation', { name: backOffice.nav.label })
      .getByRole('link', { name: backOffice.nav.advisors })
      .click();
    await page.waitForURL(/\/admin\/advisors$/);
    await page.getByTestId('advisor-row').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'advisors-1440.png');

    await page.getByRole('link', { name: words.create }).click();
    await page.waitForURL(/\/admin\/advisors\/new$/);
    const extension = page.getByLabel(words.form.agentId, { exact: true });
    await expect.poll(() => extension.inputValue()).not.toBe('');
    const agentId = Number(await extension.inputValue());
    expect(Number.isInteger(agentId) && agentId > 0).toBe(true);

    // The form's rules before anything is sent.
    await page.getByRole('button', { name: words.form.create }).click();
    await page.getByText('Write a name of at least 2 characters.').waitFor();

    const name = `Oracle ${Date.now().toString(36)}`;
    await page.getByLabel(words.form.name, { exact: true }).fill(name);
    const phone = `438${200 + Math.floor(Math.random() * 700)}${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
    await page.getByLabel(words.form.phone, { exact: true }).fill(phone);
    await page
      .getByLabel(words.form.description, { exact: true })
      .fill('Clear readings about love, work and family, with twenty years of tarot.');
    await page.getByRole('button', { name: words.form.addSlot }).first().click();
    const monday = () => page.getByRole('group', { name: en.advisors.profile.weekdays.monday });
    await monday().getByLabel(words.form.dayOff).check();
    await shot(page, 'advisor-new-1440.png');
    await page.getByRole('button', { name: words.form.create }).click();
    await page.waitForURL(new RegExp(`/admin/advisors/${agentId}$`));
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    await expect(monday().getByLabel(words.form.dayOff).isChecked()).resolves.toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'advisor-1440.png');
    expect(await inFeed(agentId)).toBe(true);

    const visitor = await openPage();
    const card = await directoryCard(visitor.page, agentId);
    await card.waitFor({ timeout: 15_000 });
    expect(await card.textContent()).toContain(name);

    for (const [width, height] of [
      [768, 1024],
      [360, 800],
    ] as const) {
      await page.setViewportSize({ width, height });
      await shot(page, `advisor-${width}.png`);
    }
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.getByRole('button', { name: words.detail.deactivate, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(backOffice.confirm.note).fill('Left the team');
    await dialog.getByRole('button', { name: words.detail.deactivate, exact: true }).click();
    await page.getByRole('button', { name: words.detail.reactivate, exact: true }).waitFor();
    expect(await inFeed(agentId)).toBe(false);

    const after = await directoryCard(visitor.page, agentId);
    await visitor.page.locator('article[data-agent-id]').first().waitFor({ timeout: 15_000 });
    expect(await after.count()).toBe(0);
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();

    await page.goto('/admin/advisors');
    const row = page.getByTestId('advisor-row').filter({ hasText: name });
    await row.waitFor();
    expect(await row.textContent()).toContain(words.active.no);
    for (const [width, height] of [
      [768, 1024],
      [360, 800],
    ] as const) {
      await page.setViewportSize({ width, height });
      await shot(page, `advisors-${width}.png`);
    }
    expect(errors.filter((error) => !error.includes('status of 4'))).toEqual([]);
    await context.close();
  }, 120_000);
});
