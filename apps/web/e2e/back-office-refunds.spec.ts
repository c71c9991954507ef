import { join } from 'node:path';
import { backOffice } from '@app/shared/messages/back-office';
import { en } from '@app/shared/messages/en';
import { proposeRefundMinutes } from '@app/shared/rules/refund';
import type { StaffCustomerDetail } from '@app/shared/schemas/staff';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { payThroughPayPalEmulator, signedInCustomer } from './support/customers.ts';
import { workerBaseURL } from './support/server.ts';
import { browserForSpec } from './support/spec-browser.ts';
import { BACK_OFFICE_SHOTS, signInAsStaff } from './support/staff.ts';

const baseURL = workerBaseURL();
const words = backOffice.refunds;

const openPage = browserForSpec(baseURL, BACK_OFFICE_SHOTS);

const detailOf = (page: Page, customerId: string) =>
  page.evaluate(
    async (id) => (await fetch(`/api/staff/customers/${encodeURIComponent(id)}`)).json(),
    customerId,
  ) as Promise<StaffCustomerDetail>;

describe('refunds in the back office', () => {
  it("an admin refunds part of a PayPal purchase; a double click refunds once and the customer's header shows the minutes taken back", async () => {
    // The customer buys bundle-10 through the PayPal emulator.
    const customer = await openPage();
    const { email } = await signedInCustomer(customer.page, baseURL);
    await customer.page.goto('/purchase?bundle=bundle-10');
    await payThroughPayPalEmulator(customer.page);

    // The admin opens the customer's page.
    const { page, errors, context } = await openPage();
    await signInAsStaff(page);
    await page.goto(`/admin/customers?q=${encodeURIComponent(email)}`);
    await page.getByTestId('customer-row').first().getByRole('link').click();
    await page.waitForURL(/\/admin\/customers\/[^/]+$/);
    const customerId = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1) ?? '');
    await page.getByTestId('staff-balance').waitFor();
    const before = Number(await page.getByTestId('staff-balance').textContent());
    const [purchase] = (await detailOf(page, customerId)).purchases;
    if (!purchase) throw new Error('the purchase is not on the page');
    expect(before).toBe(purchase.minutes);

    // The dialog: the whole remainder first, then a part of it with the minutes the rule proposes.
    await page.getByRole('button', { name: /^Refund the / }).click();
    const dialog = page.getByRole('dialog', { name: words.title });
    await dialog.waitFor();
    const amount = dialog.getByLabel(words.amount, { exact: true });
    const minutes = dialog.getByLabel(words.minutes, { exact: true });
    expect(await amount.inputValue()).toBe((purchase.totalCents / 100).toFixed(2));
    expect(await minutes.inputValue()).toBe(String(purchase.minutes));
    await amount.fill('5.00');
    const proposed = proposeRefundMinutes(
      { paidCents: purchase.totalCents, minutes: purchase.minutes },
      [],
      500,
    );
    await expect.poll(() => minutes.inputValue()).toBe(String(proposed));
    await dialog.getByLabel(words.note, { exact: true }).fill('Refund asked by e-mail, e2e');
    await dialog.getByTestId('refund-summary').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(BACK_OFFICE_SHOTS, 'refund-dialog-1440.png') });

    await dialog.getByRole('button', { name: words.submit, exact: true }).dblclick();
    await dialog.waitFor({ state: 'detached' });
    const after = before - proposed;
    await page
      .getByTestId('staff-balance')
      .filter({ hasText: String(after) })
      .waitFor();
    await page.getByText(words.partly, { exact: true }).first().waitFor();

    // One refund on our side and one at PayPal, whatever the double click sent.
    const refunds = (await detailOf(page, customerId)).purchases[0]?.refunds ?? [];
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amountCents: 500, minutes: proposed, status: 'completed' });
    const atPayPal = (await page.evaluate(async () => (await fetch('/dev/paypal/refunds')).json())) as {
      refunds: { key: string }[];
    };
    expect(atPayPal.refunds.filter((refund) => refund.key === refunds[0]?.id)).toHaveLength(1);

    // The customer's header shows the minutes taken back.
    await customer.page.goto('/dashboard');
    await customer.page
      .locator('header')
      .getByText(en.site.nav.creditsMinutes.replace('{{count}}', String(after)), { exact: true })
      .first()
      .waitFor();

    // The dialog on a tablet and a phone.
    for (const [width, height] of [
      [768, 1024],
      [360, 780],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.getByRole('button', { name: /^Refund the / }).click();
      await dialog.waitFor();
      await dialog.getByLabel(words.note, { exact: true }).fill('Looking at the layout');
      await page.screenshot({ path: join(BACK_OFFICE_SHOTS, `refund-dialog-${width}.png`) });
      await dialog.getByRole('button', { name: backOffice.common.cancel }).click();
      await dialog.waitFor({ state: 'detached' });
    }
    await page.screenshot({ path: join(BACK_OFFICE_SHOTS, 'refund-customer-360.png'), fullPage: true });

    expect(errors, errors.join('\n')).toEqual([]);
    expect(customer.errors, customer.errors.join('\n')).toEqual([]);
    await context.close();
    await customer.context.close();
  }, 180_000);
});
