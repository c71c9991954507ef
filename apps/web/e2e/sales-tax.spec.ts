import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { en } from '@app/shared/messages/en';
import { fr } from '@app/shared/messages/fr';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInCustomer } from './support/customers.ts';
import { REPO_ROOT, workerBaseURL } from './support/server.ts';
import { browserForSpec } from './support/spec-browser.ts';

const baseURL = workerBaseURL();
const SHOTS = join(REPO_ROOT, '.tmp', 'sales-tax');
const openPage = browserForSpec(baseURL);
const PHONE = { width: 360, height: 780 };

beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
/** A row of the purchase summary, its label and value with whitespace collapsed. */
const summaryRow = async (page: Page, key: string) =>
  (await page.locator(`[data-row="${key}"]`).innerText()).replace(/\s+/g, ' ').trim();

describe('sales tax by the customer’s province', () => {
  it('a new customer picks Ontario at checkout, sees HST, pays it, and the receipt shows it; in French « TVH »', async () => {
    const { page, errors, context } = await openPage();
    await signedInCustomer(page, baseURL, undefined, null);

    // Before a province is given, the figures are Québec's, with the note that tax depends on it.
    await page.goto('/purchase?bundle=bundle-20');
    await expect(page.getByTestId('order-total').textContent()).resolves.toBe('CA$57.49');
    await page.getByText(en.salesTax.visitorNote).waitFor();

    // The first checkout asks once where the customer lives; the postal code must be Ontario's.
    await page.getByRole('button', { name: en.purchase.continue }).click();
    await page.getByRole('heading', { name: en.salesTax.billing.title }).waitFor();
    expect(await page.getByRole('button', { name: en.purchase.paypalSandbox }).count()).toBe(0);
    await page.getByLabel(en.salesTax.billing.province).selectOption({ label: en.provinces.ON });
    await page.getByLabel(en.salesTax.billing.postalCode).fill('h2x 1y4');
    await page.getByRole('button', { name: en.salesTax.billing.save }).click();
    await page.getByText(en.salesTax.errors.postalCodeProvince).waitFor();
    await page.getByLabel(en.salesTax.billing.postalCode).fill('m5v3l9');
    await page.screenshot({ path: join(SHOTS, 'billing-step-1440.png'), fullPage: true });
    await page.getByRole('button', { name: en.salesTax.billing.save }).click();

    // The summary is the server's quote for Ontario: one HST line, 56.50 in all.
    await page.getByRole('button', { name: en.purchase.paypalSandbox }).waitFor();
    await page.getByText(en.salesTax.taxedIn.replace('{{province}}', en.provinces.ON)).waitFor();
    // The summary keeps the Québec figures, dimmed, until the new quote arrives: wait for its HST line.
    await page.locator('[data-row="tax-HST"]').waitFor();
    await expect(page.getByTestId('order-total').textContent()).resolves.toBe('CA$56.50');
    expect(await summaryRow(page, 'tax-HST')).toBe('HST (13%) CA$6.50');
    expect(await page.locator('[data-row="tax-GST"], [data-row="tax-QST"]').count()).toBe(0);
    await page.screenshot({ path: join(SHOTS, 'summary-ontario-1440.png'), fullPage: true });
    await page.setViewportSize(PHONE);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: join(SHOTS, 'summary-ontario-360.png'), fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });

    // PayPal is asked for exactly that total; the purchase and its receipt keep the HST line.
    await page.getByRole('button', { name: en.purchase.paypalSandbox }).click();
    await page.waitForURL(/\/dev\/paypal\/checkoutnow/);
    await page.getByText('$56.50 CAD').waitFor();
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await page.waitForURL(/\/dashboard$/, { timeout: 15_000 });
    await page.getByText(en.purchase.success).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: en.dashboard.phoneNotice.later }).click();
    await page.getByRole('link', { name: /^View receipt for order / }).click();
    await page.waitForURL(/\/receipts\/[0-9a-f-]{36}$/);
    const amounts = page.getByTestId('receipt-amounts');
    await amounts.waitFor();
    const line = async (key: string) =>
      (await amounts.locator(`[data-line="${key}"]`).innerText()).replace(/\s+/g, ' ').trim();
    expect(await line('hst')).toBe('HST (13%) CA$6.50');
    expect(await line('total')).toBe('Total paid CA$56.50');
    expect(await amounts.locator('[data-line="gst"], [data-line="qst"]').count()).toBe(0);
    const seller = await page.getByTestId('receipt-seller').innerText();
    expect(seller).toContain(en.salesTax.registrations.HST);
    expect(seller).not.toContain(en.salesTax.registrations.QST);
    await page.screenshot({ path: join(SHOTS, 'receipt-ontario-1440.png'), fullPage: true });

    // The French pages say « TVH », on the purchase summary and on the receipt.
    const receiptPath = new URL(page.url()).pathname;
    await page.goto(`/fr${receiptPath}`);
    await amounts.waitFor();
    expect(await line('hst')).toMatch(/^TVH \(13\s%\) 6,50\s\$$/);
    await page.setViewportSize(PHONE);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: join(SHOTS, 'receipt-ontario-fr-360.png'), fullPage: true });
    await page.goto('/fr/purchase?bundle=bundle-20');
    await page.getByRole('button', { name: fr.purchase.continue }).click();
    await page.getByRole('button', { name: fr.purchase.paypalSandbox }).waitFor();
    expect(await summaryRow(page, 'tax-HST')).toMatch(/^TVH \(13\s%\) 6,50\s\$$/);
    await page.getByText(fr.salesTax.taxedIn.replace('{{province}}', fr.provinces.ON)).waitFor();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: join(SHOTS, 'summary-ontario-fr-360.png'), fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: join(SHOTS, 'summary-ontario-fr-1440.png'), fullPage: true });

    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  }, 120_000);
});
