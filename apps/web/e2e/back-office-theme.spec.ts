import { join } from 'node:path';
import { THEMES, type ThemeMode } from '@app/shared/constants';
import { backOffice } from '@app/shared/messages/back-office';
import { en } from '@app/shared/messages/en';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { REPO_ROOT, workerBaseURL } from './support/server.ts';
import { browserForSpec } from './support/spec-browser.ts';
import { signInAsStaff } from './support/staff.ts';

const baseURL = workerBaseURL();
const SHOTS = join(REPO_ROOT, '.tmp', 'back-office');
const words = backOffice.tarotTheme;
const nameOf = (theme: ThemeMode) => words.theme.names[theme];
const withName = (text: string, theme: ThemeMode) => text.replace('{{name}}', nameOf(theme));

const openPage = browserForSpec(baseURL, SHOTS);

/** What a visitor's home page shows: the theme the server wrote on <html> and the hero's subtitle. */
async function visitorHome(page: Page): Promise<{ theme: string | null; subtitle: string | null }> {
  await page.goto('/');
  return {
    theme: await page.locator('html').getAttribute('data-theme'),
    subtitle: await page.textContent('#home-title + p'),
  };
}

/** Chooses `theme` on the season page and confirms with a note; the page then shows it as current. */
async function switchTheme(page: Page, theme: ThemeMode): Promise<void> {
  await page.getByRole('radio', { name: nameOf(theme), exact: true }).check();
  await page.getByRole('button', { name: withName(words.theme.switch, theme), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: withName(words.theme.confirmTitle, theme) });
  await dialog.waitFor();
  await dialog.getByLabel(backOffice.confirm.note, { exact: true }).fill('Season change, e2e');
  await dialog.getByRole('button', { name: withName(words.theme.switch, theme), exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await page
    .getByTestId('current-theme')
    .filter({ hasText: nameOf(theme) })
    .waitFor();
}

describe('the season theme in the back office', () => {
  it('an admin switches the theme and a visitor sees it on the next page load, without a restart', async () => {
    const visitor = await openPage();
    const before = await visitorHome(visitor.page);
    const original = before.theme as ThemeMode;
    expect(THEMES).toContain(original);
    const next: ThemeMode = original === 'christmas' ? 'blackfriday' : 'christmas';

    const { page, errors, context } = await openPage();
    await signInAsStaff(page);
    const nav = page.getByRole('navigation', { name: backOffice.nav.label });
    await nav.getByRole('link', { name: backOffice.nav.season }).click();
    await page.waitForURL(/\/admin\/season$/);
    await page
      .getByTestId('current-theme')
      .filter({ hasText: nameOf(original) })
      .waitFor();
    await page.getByTestId('tarot-week-row').first().or(page.getByText(words.tarot.empty)).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SHOTS, 'season-1440.png'), fullPage: true });

    // A week's plays, when there is a week (the current one exists once anyone opened the game).
    const week = page.getByTestId('tarot-week-row').first().getByRole('link');
    if ((await week.count()) > 0) {
      await week.click();
      await page.waitForURL(/\/admin\/season\/tarot\/[^/]+$/);
      await page.getByTestId('tarot-play-row').first().or(page.getByText(words.plays.empty)).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: join(SHOTS, 'tarot-week-1440.png'), fullPage: true });
      await page.getByRole('link', { name: words.plays.back }).click();
      await page.waitForURL(/\/admin\/season$/);
    }

    await switchTheme(page, next);
    const after = await visitorHome(visitor.page);
    expect(after).toEqual({ theme: next, subtitle: en.site.themes[next].subtitle });

    // The audit log records the switch with what it was before.
    await nav.getByRole('link', { name: backOffice.nav.audit }).click();
    await page.getByTestId('audit-row').filter({ hasText: backOffice.actions.theme_set }).first().waitFor();

    // Narrower screens: the same page, usable.
    for (const [width, height] of [
      [768, 1024],
      [360, 780],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto('/admin/season');
      await page
        .getByTestId('current-theme')
        .filter({ hasText: nameOf(next) })
        .waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${width} px`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: join(SHOTS, `season-${width}.png`), fullPage: true });
    }

    // And back, so the worker's server serves what it did before this spec.
    await page.setViewportSize({ width: 1440, height: 900 });
    await switchTheme(page, original);
    expect(await visitorHome(visitor.page)).toEqual(before);
    expect(
      errors.filter((error) => !error.includes('status of 4')),
      errors.join('\n'),
    ).toEqual([]);
    expect(visitor.errors).toEqual([]);
    await context.close();
    await visitor.context.close();
  }, 120_000);
});
