import { BUNDLES } from '@app/shared/constants';
import { fr } from '@app/shared/messages/fr';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInCustomer } from './support/customers.ts';
import { workerBaseURL } from './support/server.ts';
import { browserForSpec } from './support/spec-browser.ts';
import { signInAsStaff } from './support/staff.ts';

// A French-speaking customer's walk: the bundles' words, the PayPal order, « 0 minute », the receipt on a
// phone and closing the account with « SUPPRIMER »; then staff edit a bundle's words in both languages.
const baseURL = workerBaseURL();
const PHONE = { width: 360, height: 780 };
const RENAMED = 'Forfait Illimité de la pleine lune';
const openPage = browserForSpec(baseURL);

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The dashboard asks a customer without a phone number to add one (after 1 s): later. */
async function laterForThePhone(page: Page): Promise<void> {
  await page.getByRole('dialog').getByRole('button', { name: fr.dashboard.phoneNotice.later }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

describe('a French-speaking customer', () => {
  it('reads the bundles in French, pays a French PayPal order, keeps the receipt on a phone and closes the account with SUPPRIMER', async () => {
    const { page, errors, context } = await openPage(PHONE);
    await signedInCustomer(page, baseURL);

    // No minute yet: French says « 0 minute », singular.
    await page.goto('/fr/dashboard');
    await laterForThePhone(page);
    await page.getByTestId('credit-balance').getByText('0', { exact: true }).waitFor();
    await page.getByText(fr.dashboard.minutesLabel_one, { exact: true }).waitFor();

    // The pricing page: the bundles' French names and features, nothing of their English.
    await page.goto('/fr/pricing');
    const basic = BUNDLES[0];
    if (!basic) throw new Error('no bundle');
    await page.getByRole('heading', { name: basic.nameFr }).waitFor();
    const pricing = await page.locator('main').innerText();
    for (const feature of basic.featuresFr) expect(pricing).toContain(feature);
    for (const feature of basic.features) expect(pricing).not.toContain(feature);
    expect(await sideways(page)).toBeLessThanOrEqual(0);

    // The purchase page too, and PayPal's page names the bundle in French.
    await page.goto('/fr/purchase?bundle=bundle-20');
    const standard = BUNDLES[1];
    if (!standard) throw new Error('no bundle');
    await page.getByRole('heading', { name: standard.nameFr }).waitFor();
    expect(await page.locator('main').innerText()).not.toContain(standard.features[0]);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: fr.purchase.continue }).click();
    await page.getByRole('button', { name: fr.purchase.paypalSandbox }).click();
    await page.waitForURL(/\/dev\/paypal\/checkoutnow/);
    expect(await page.getByTestId('paypal-item').innerText()).toBe(standard.nameFr);
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await page.waitForURL(/\/fr\/dashboard$/, { timeout: 15_000 });
    await page.getByText(fr.purchase.success).waitFor();
    await laterForThePhone(page);
    await page.getByText(fr.dashboard.minutesLabel_other, { exact: true }).waitFor();

    // The French receipt on a phone: nothing scrolls sideways, « Imprimer » is on the screen.
    const receiptLink = new RegExp(`^${fr.receipts.viewLabel.split('{{')[0]}`);
    await page.getByRole('link', { name: receiptLink }).first().click();
    await page.waitForURL(/\/fr\/receipts\//);
    const print = page.getByRole('button', { name: fr.receipts.print });
    await print.waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);
    const box = await print.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);

    // Closing the account: DELETE is the English pages' word; here it is SUPPRIMER.
    await page.goto('/fr/dashboard');
    await laterForThePhone(page);
    await page.getByRole('button', { name: fr.deletion.button }).click();
    const dialog = page.getByRole('dialog', { name: fr.deletion.title });
    const word = dialog.getByLabel(fr.deletion.prompt);
    expect(await word.getAttribute('placeholder')).toBe('SUPPRIMER');
    await word.fill('DELETE');
    await dialog.getByRole('button', { name: fr.deletion.confirm }).click();
    await dialog.getByText(fr.validation.deleteConfirm).waitFor();
    await word.fill('SUPPRIMER');
    await dialog.getByRole('button', { name: fr.deletion.confirm }).click();
    await page.waitForURL(/\/fr\/?$/, { timeout: 15_000 });
    await page.getByText(fr.deletion.deleted).waitFor();

    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  }, 180_000);
});

describe('staff and the bundles’ words', () => {
  it('edit a bundle in both languages (French required), and the French pricing page shows it', async () => {
    const ultimate = BUNDLES[3];
    if (!ultimate) throw new Error('no bundle');
    const { page, errors, context } = await openPage();
    await signInAsStaff(page);
    await page.goto('/fr/admin/bundles');
    const words = fr.backOffice.bundles;

    const editButton = (name: string) =>
      page.getByRole('button', { name: words.editLabel.replace('{{name}}', name) });
    await editButton(ultimate.nameFr).click();
    let editor = page.getByTestId('bundle-editor');
    const frenchName = editor.getByLabel(words.nameFr, { exact: true });
    await frenchName.fill('');
    await editor.getByRole('button', { name: fr.backOffice.catalogue.save }).click();
    await editor.getByText(words.checks.nameFrRequired).waitFor();
    await frenchName.fill(RENAMED);
    await editor.getByRole('button', { name: fr.backOffice.catalogue.save }).click();
    await editor.waitFor({ state: 'detached' });

    const visitor = await openPage(PHONE);
    await visitor.page.goto('/fr/pricing');
    await visitor.page.getByRole('heading', { name: RENAMED }).waitFor();
    await visitor.page.goto('/pricing');
    await visitor.page.getByRole('heading', { name: ultimate.name }).waitFor();
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();

    // Back as it was, for the other journeys on this server.
    await editButton(RENAMED).click();
    editor = page.getByTestId('bundle-editor');
    await editor.getByLabel(words.nameFr, { exact: true }).fill(ultimate.nameFr);
    await editor.getByRole('button', { name: fr.backOffice.catalogue.save }).click();
    await editor.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: ultimate.nameFr }).waitFor();
    expect(errors.filter((error) => !error.includes('status of 4'))).toEqual([]);
    await context.close();
  }, 120_000);
});
