import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { backOffice } from '@app/shared/messages/back-office';
import { en } from '@app/shared/messages/en';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { launchBrowser, newPage } from './support/browser.ts';
import { signedInCustomer } from './support/customers.ts';
import { REPO_ROOT, workerBaseURL } from './support/server.ts';

const baseURL = workerBaseURL();
const SHOTS = join(REPO_ROOT, '.tmp', 'back-office');
/** The demo's admin login (README, "Demo accounts"). */
const ADMIN = { email: 'admin@example.com', password: 'demo-admin-2026' };
const TABLET = { width: 768, height: 1024 };
/** The back office's page chunks and words, as the build names them after their modules. */
const BACK_OFFICE_CHUNK = /(overview|customers|customer|audit)-page|back-office|status-badges|data-table/;

let browser: Browser;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Staff sign in on the same /login form as customers and land on the back office. */
async function signInAsStaff(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(en.auth.signIn.email, { exact: true }).fill(ADMIN.email);
  await page.getByLabel(en.auth.signIn.password, { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: en.auth.signIn.submit, exact: true }).click();
  await page.waitForURL(/\/admin$/);
}

/** A refused request is logged by the browser as a failed load: expected where the test provokes one. */
const unexpected = (errors: string[]) => errors.filter((error) => !error.includes('status of 4'));

const shot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, name), fullPage: true });

describe('the back office', () => {
  it("staff find a customer by e-mail and add 15 minutes; the customer's header shows them and the audit log names the staff member", async () => {
    const customer = await newPage(browser, baseURL);
    const { email } = await signedInCustomer(customer.page, baseURL);

    const { page, errors, context } = await newPage(browser, baseURL);
    await signInAsStaff(page);
    await page.getByRole('heading', { name: backOffice.title, level: 1 }).waitFor();
    await shot(page, 'overview-1440.png');

    // Customers: the search goes into the address, so a reload shows the same list.
    const nav = page.getByRole('navigation', { name: backOffice.nav.label });
    await nav.getByRole('link', { name: backOffice.nav.customers }).click();
    await page.waitForURL(/\/admin\/customers$/);
    await page.getByRole('searchbox', { name: backOffice.customers.search }).fill(email);
    await page.getByRole('button', { name: backOffice.customers.searchButton }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === email);
    await page.reload();
    const rows = page.getByTestId('customer-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(1);
    await expect(rows.first().textContent()).resolves.toContain(email);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'customers-1440.png');

    await rows.first().getByRole('link').click();
    await page.waitForURL(/\/admin\/customers\/[^/]+$/);
    const customerId = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1) ?? '');
    const balance = page.getByTestId('staff-balance');
    await balance.waitFor();
    const before = Number(await balance.textContent());
    expect(Number.isInteger(before)).toBe(true);

    // Adjust: the form's rules first, then 15 minutes; a double click adjusts once.
    await page.getByRole('button', { name: backOffice.customer.adjust }).click();
    const dialog = page.getByRole('dialog', { name: backOffice.adjust.title });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: backOffice.adjust.submit, exact: true }).click();
    await dialog.getByText(backOffice.adjust.reasonRequired).waitFor();
    await dialog.getByLabel(backOffice.adjust.minutes, { exact: true }).fill('15');
    await dialog
      .getByLabel(backOffice.adjust.reason, { exact: true })
      .selectOption({ label: backOffice.reasons.goodwill });
    await dialog.getByLabel(backOffice.adjust.note, { exact: true }).fill('Dropped call on Tuesday, e2e');
    await dialog.getByTestId('adjust-preview').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SHOTS, 'adjust-dialog-1440.png') });
    await dialog.getByRole('button', { name: backOffice.adjust.submit, exact: true }).dblclick();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(backOffice.adjust.done.replace('{{count}}', String(before + 15))).waitFor();
    await page
      .getByTestId('staff-balance')
      .filter({ hasText: String(before + 15) })
      .waitFor();
    await page.getByRole('cell', { name: '+15', exact: true }).waitFor();
    expect(await page.getByRole('cell', { name: '+15', exact: true }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'customer-1440.png');

    // Taking more than the balance: the server's refusal (409) is shown in the dialog and changes nothing.
    await page.getByRole('button', { name: backOffice.customer.adjust }).click();
    await dialog.getByLabel(backOffice.adjust.take, { exact: true }).check();
    await dialog.getByLabel(backOffice.adjust.minutes, { exact: true }).fill(String(before + 16));
    await dialog
      .getByLabel(backOffice.adjust.reason, { exact: true })
      .selectOption({ label: backOffice.reasons.billing_correction });
    await dialog.getByLabel(backOffice.adjust.note, { exact: true }).fill('Too many, on purpose');
    await dialog.getByRole('button', { name: backOffice.adjust.submit, exact: true }).click();
    await dialog.getByRole('alert').waitFor();
    await dialog.getByRole('button', { name: backOffice.common.cancel }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(Number(await page.getByTestId('staff-balance').textContent())).toBe(before + 15);

    // The customer's own page shows the new balance in the header.
    await customer.page.goto('/dashboard');
    await customer.page
      .locator('header')
      .getByText(en.site.nav.creditsMinutes.replace('{{count}}', String(before + 15)), { exact: true })
      .first()
      .waitFor();

    // The audit log: the action, by whom, on whom.
    await nav.getByRole('link', { name: backOffice.nav.audit }).click();
    await page.waitForURL(/\/admin\/audit$/);
    await page.getByLabel(backOffice.audit.target, { exact: true }).fill(`customer:${customerId}`);
    await page.getByRole('button', { name: backOffice.audit.apply }).click();
    await page.waitForURL((url) => url.searchParams.get('target') === `customer:${customerId}`);
    const entry = page.getByTestId('audit-row').filter({ hasText: backOffice.actions.adjust_credits });
    await entry.first().waitFor();
    expect(await entry.count()).toBe(1);
    const text = (await entry.first().textContent()) ?? '';
    expect(text).toContain(ADMIN.email);
    expect(text).toContain(backOffice.roles.admin);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'audit-1440.png');

    // The same pages on a tablet.
    await page.setViewportSize(TABLET);
    await shot(page, 'audit-768.png');
    await page.goto(`/admin/customers/${encodeURIComponent(customerId)}`);
    await page.getByTestId('staff-balance').waitFor();
    await shot(page, 'customer-768.png');
    await page.goto(`/admin/customers?q=${encodeURIComponent(email)}`);
    await page.getByTestId('customer-row').first().waitFor();
    await shot(page, 'customers-768.png');
    await page.goto('/admin');
    await page.getByRole('heading', { name: backOffice.title, level: 1 }).waitFor();
    await shot(page, 'overview-768.png');

    // And on a phone.
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(`/admin/customers/${encodeURIComponent(customerId)}`);
    await page.getByTestId('staff-balance').waitFor();
    await shot(page, 'customer-360.png');

    expect(unexpected(errors), errors.join('\n')).toEqual([]);
    expect(unexpected(customer.errors), customer.errors.join('\n')).toEqual([]);
    await context.close();
    await customer.context.close();
  }, 180_000);

  it("a customer's pages load none of the back office; at /admin/customers the customer gets the 404 screen", async () => {
    const { page, errors, context } = await newPage(browser, baseURL);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await signedInCustomer(page, baseURL);
    await page.goto('/dashboard');
    await page.goto('/profile');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((path) => BACK_OFFICE_CHUNK.test(path))).toEqual([]);
    await page.goto('/admin/customers');
    await page.getByRole('heading', { name: en.site.notFound.title }).waitFor();
    expect(await page.getByRole('navigation', { name: backOffice.nav.label }).count()).toBe(0);
    expect(unexpected(errors), errors.join('\n')).toEqual([]);
    await context.close();
  }, 90_000);
});
