import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { en } from '@app/shared/messages/en';
import type { Receipt } from '@app/shared/schemas/receipts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { payThroughPayPalEmulator, signedInCustomer } from './support/customers.ts';
import { waitForMessage } from './support/outbox.ts';
import { REPO_ROOT, workerBaseURL } from './support/server.ts';
import { browserForSpec } from './support/spec-browser.ts';

const baseURL = workerBaseURL();
const SHOTS = join(REPO_ROOT, '.tmp', 'receipts');
const openPage = browserForSpec(baseURL);

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
});

/** Buys bundle-20 with WELCOME25 through the PayPal emulator and lands on the dashboard. */
async function buyStandardWithWelcome25(page: Page): Promise<void> {
  await page.goto('/purchase?bundle=bundle-20&coupon=welcome25');
  await page.getByText('Coupon WELCOME25 applied').waitFor();
  await payThroughPayPalEmulator(page);
  await dismissPhoneNotice(page);
}

/** The dashboard asks a customer without a phone number to add one (after 1 s): later. */
async function dismissPhoneNotice(page: Page): Promise<void> {
  await page.getByRole('dialog').getByRole('button', { name: en.dashboard.phoneNotice.later }).click();
}

const historyOf = (page: Page) =>
  page.locator('section', { has: page.getByRole('heading', { name: en.dashboard.purchaseHistory }) });

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

describe('receipts', () => {
  it('buy, open the receipt from the dashboard: every figure, GST/QST and the business; prints alone', async () => {
    const { page, errors, context } = await openPage();
    const { email } = await signedInCustomer(page, baseURL);
    await buyStandardWithWelcome25(page);

    const history = historyOf(page);
    const link = history.getByRole('link', { name: /^View receipt for order / });
    await link.waitFor();
    await history.screenshot({ path: join(SHOTS, 'dashboard-history-1440.png') });
    await link.click();
    await page.waitForURL(/\/receipts\/[0-9a-f-]{36}$/);
    const purchaseId = page.url().split('/').pop() ?? '';

    await page.getByRole('heading', { name: en.receipts.title, level: 1 }).waitFor();
    const amounts = page.getByTestId('receipt-amounts');
    const line = async (key: string) =>
      (await amounts.locator(`[data-line="${key}"]`).innerText()).replace(/\s+/g, ' ').trim();
    await amounts.waitFor();
    expect(await line('price')).toBe('Price CA$50.00');
    expect(await line('discount')).toBe('Discount (WELCOME25) \u2212CA$12.50');
    expect(await line('subtotal')).toBe('Subtotal CA$37.50');
    expect(await line('gst')).toBe('GST (5%) CA$1.88');
    expect(await line('qst')).toBe('QST (9.975%) CA$3.74');
    expect(await line('tax')).toBe('Total tax CA$5.62');
    expect(await line('total')).toBe('Total paid CA$43.12');
    const items = await page.getByTestId('receipt-items').innerText();
    for (const text of ['Standard Package', 'Gift minutes', '25']) expect(items).toContain(text);
    const order = await page.getByTestId('receipt-order').innerText();
    expect(order).toContain(purchaseId);
    expect(order).toContain(en.receipts.methods.paypal);
    expect(order).toMatch(/(EST|EDT)/);

    // The seller block shows the configured business (the demo's placeholders here).
    const res = await page.request.get(
      `/api/customers/${await customerId(page)}/purchases/${purchaseId}/receipt`,
    );
    expect(res.status()).toBe(200);
    const { receipt } = (await res.json()) as { receipt: Receipt };
    const seller = await page.getByTestId('receipt-seller').innerText();
    for (const text of [
      receipt.business.legalName,
      receipt.business.address,
      en.salesTax.registrations.GST,
      en.salesTax.registrations.QST,
      ...receipt.registrations.map((registration) => registration.number),
    ])
      expect(seller).toContain(text);
    expect(receipt.taxes.reduce((sum, line) => sum + line.amountCents, 0)).toBe(receipt.taxCents);

    // A private page: kept out of search results.
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await page.getByRole('button', { name: en.receipts.print }).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SHOTS, 'receipt-1440.png'), fullPage: true });

    // On paper: the receipt alone, no site chrome and no buttons.
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('banner').first().isVisible()).toBe(false);
    expect(await page.getByRole('contentinfo').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: en.receipts.print }).isVisible()).toBe(false);
    expect(await amounts.isVisible()).toBe(true);
    await page.screenshot({ path: join(SHOTS, 'receipt-print.png'), fullPage: true });
    await page.pdf({ path: join(SHOTS, 'receipt.pdf'), format: 'Letter' });
    await page.emulateMedia({ media: 'screen' });

    // The same receipt came by e-mail, once.
    const mail = await waitForMessage(baseURL, email, 'email', 0, 'receipt');
    expect(mail.body).toContain('Total paid: CA$43.12');
    expect(mail.body).toContain(`/receipts/${purchaseId}`);

    // Phones: the same page and the history, without sideways scrolling.
    await page.setViewportSize({ width: 360, height: 780 });
    await page.reload();
    await amounts.waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await page.screenshot({ path: join(SHOTS, 'receipt-360.png'), fullPage: true });
    await page.locator('article').screenshot({ path: join(SHOTS, 'receipt-360-document.png') });
    await page.getByRole('link', { name: en.receipts.back }).click();
    await page.waitForURL(/\/dashboard$/);
    await dismissPhoneNotice(page);
    await historyOf(page)
      .getByRole('link', { name: /^View receipt for order / })
      .waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await historyOf(page).screenshot({ path: join(SHOTS, 'dashboard-history-360.png') });

    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  }, 120_000);

  it("another customer's receipt, or a made-up one, shows 'Receipt not found.'", async () => {
    const { page, errors, context } = await openPage({ width: 360, height: 780 });
    await signedInCustomer(page, baseURL);
    await page.goto('/receipts/00000000-0000-4000-8000-000000000000');
    await page.getByText(en.receipts.notFound).waitFor();
    expect(await page.getByRole('button', { name: en.receipts.print }).count()).toBe(0);
    // The 404 answer is expected here; nothing else may have gone wrong.
    expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
    await context.close();
  }, 60_000);
});

/** The signed-in customer's id, as the app knows it. */
async function customerId(page: Page): Promise<string> {
  const res = await page.request.get('/api/auth/get-session');
  const body = (await res.json()) as { user: { id: string } };
  return body.user.id;
}
