import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { backOffice } from '@app/shared/messages/back-office';
import { en } from '@app/shared/messages/en';
import { formatCad } from '@app/shared/rules/money';
import type { StaffOverview } from '@app/shared/schemas/staff-overview';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { signedInCustomer } from './support/customers.ts';
import { REPO_ROOT, workerBaseURL } from './support/server.ts';
import { browserForSpec } from './support/spec-browser.ts';
import { ADMIN, SUPPORT, signInAsStaff } from './support/staff.ts';

const baseURL = workerBaseURL();
const SHOTS = join(REPO_ROOT, '.tmp', 'back-office');
const TABLET = { width: 768, height: 1024 };
/** The back office's page chunks and words, as the build names them after their modules. */
const BACK_OFFICE_CHUNK =
  /(overview|customers|customer|audit|tarot|tarot-week|advisors|advisor|bundles|coupons|coupon|promotions)-page|bundle-form|bundles-api|coupon-form|promotion-editor|announcement-editor|catalogue-|server-table|advisor-form|advisor-week-fields|advisors-api|season-theme-card|paged-list|tarot-theme-api|back-office|status-badges|data-table|overview-figures|revenue-chart|(?<![\w-])chart-\w{8}\.js/;

const openPage = browserForSpec(baseURL, SHOTS);

/** A refused request is logged by the browser as a failed load: expected where the test provokes one. */
const unexpected = (errors: string[]) => errors.filter((error) => !error.includes('status of 4'));

const shot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, name), fullPage: true });

describe('the back office', () => {
  it("staff find a customer by e-mail and add 15 minutes; the customer's header shows them and the audit log names the staff member", async () => {
    const customer = await openPage();
    const { email } = await signedInCustomer(customer.page, baseURL);

    const { page, errors, context } = await openPage();
    await signInAsStaff(page);
    await page.getByRole('heading', { name: backOffice.title, level: 1 }).waitFor();

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
    // The unfiltered list may still show while the filtered one loads.
    await expect.poll(() => entry.count(), { timeout: 10_000 }).toBe(1);
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

  it('the overview shows the business today, 7 and 30 days and right now, draws the 30 days, and exports them as CSV', async () => {
    const { page, errors, context } = await openPage();
    const charts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && /chart/.test(request.url())) charts.push(request.url());
    });
    await signInAsStaff(page);
    const figures = page.getByRole('region', { name: backOffice.overview.figures });
    await figures.waitFor();
    const overview = (await page.evaluate(async () =>
      (await fetch('/api/staff/overview')).json(),
    )) as StaffOverview;
    const periodOf = (key: string) => overview.periods.find((period) => period.key === key);

    // Today first; the 30 days in place when pressed, with their own revenue.
    const today = figures.getByRole('button', { name: backOffice.overview.periods.today });
    expect(await today.getAttribute('aria-pressed')).toBe('true');
    const net = figures.getByTestId('overview-net');
    await net.filter({ hasText: formatCad(periodOf('today')?.revenue.netCents ?? -1) }).waitFor();
    const month = figures.getByRole('button', { name: backOffice.overview.periods.month });
    await month.click();
    expect(await month.getAttribute('aria-pressed')).toBe('true');
    expect(await today.getAttribute('aria-pressed')).toBe('false');
    await net.filter({ hasText: formatCad(periodOf('month')?.revenue.netCents ?? -1) }).waitFor();

    const now = page.getByRole('region', { name: backOffice.overview.now });
    await now.getByText(backOffice.overview.advisorsTakingCalls).waitFor();

    // The chart: its own chunk, drawn on a canvas named for what it shows; the same days in a table.
    const chart = page.getByRole('region', { name: backOffice.overview.chart });
    const canvas = chart.getByRole('img');
    await canvas.waitFor();
    expect(await canvas.getAttribute('aria-label')).toMatch(
      /^Daily revenue and minutes over the last 30 days/,
    );
    expect((await canvas.boundingBox())?.height).toBeGreaterThan(200);
    expect(charts.length).toBeGreaterThan(0);
    await chart.getByText(backOffice.overview.showTable).click();
    expect(await chart.getByRole('table').getByRole('row').count()).toBe(31);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'overview-1440.png');

    // The export: the month so far by default, downloaded as a CSV file with its header.
    const exportCard = page.getByRole('region', { name: backOffice.overview.export });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      exportCard.getByRole('link', { name: backOffice.overview.exportButton }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^lumiere-accounting-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const csv = readFileSync((await download.path()) ?? '', 'utf8');
    expect(csv.split('\r\n')[0]).toMatch(/^"type","business_date","time_utc",/);
    // A range backwards cannot be downloaded, and the card says why.
    await exportCard.getByLabel(backOffice.overview.exportFrom).fill('2026-12-31');
    await exportCard.getByLabel(backOffice.overview.exportTo).fill('2026-01-01');
    await exportCard.getByRole('alert').getByText(backOffice.overview.exportInvalid).waitFor();
    expect(
      await exportCard.getByRole('button', { name: backOffice.overview.exportButton }).isDisabled(),
    ).toBe(true);

    await page.setViewportSize(TABLET);
    await shot(page, 'overview-768.png');
    // An /admin path that is no page is the site's 404 screen, for staff too.
    await page.goto('/admin/nowhere');
    await page.getByRole('heading', { name: en.site.notFound.title }).waitFor();
    await page.goto('/admin');
    await page.getByRole('region', { name: backOffice.overview.chart }).getByRole('img').waitFor();
    await page.setViewportSize({ width: 360, height: 780 });
    // The chart follows the width (Chart.js observes its box), and nothing is wider than the phone.
    await page.waitForFunction(
      () => (document.querySelector('canvas')?.getBoundingClientRect().width ?? 999) < 360,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await shot(page, 'overview-360.png');
    expect(unexpected(errors), errors.join('\n')).toEqual([]);
    await context.close();
  }, 120_000);

  it('support adjusts at most 30 minutes at once: the form says so before sending, and 30 goes through', async () => {
    const customer = await openPage();
    const { email } = await signedInCustomer(customer.page, baseURL);
    await customer.context.close();
    const { page, errors, context } = await openPage();
    await signInAsStaff(page, SUPPORT);
    await page.goto(`/admin/customers?q=${encodeURIComponent(email)}`);
    await page.getByTestId('customer-row').first().getByRole('link').click();
    const balance = page.getByTestId('staff-balance');
    await balance.waitFor();
    const before = Number(await balance.textContent());

    await page.getByRole('button', { name: backOffice.customer.adjust }).click();
    const dialog = page.getByRole('dialog', { name: backOffice.adjust.title });
    await dialog.getByText(backOffice.adjust.cap.replace('{{count}}', '30')).waitFor();
    await dialog.getByLabel(backOffice.adjust.minutes, { exact: true }).fill('31');
    await dialog
      .getByLabel(backOffice.adjust.reason, { exact: true })
      .selectOption({ label: backOffice.reasons.goodwill });
    await dialog.getByLabel(backOffice.adjust.note, { exact: true }).fill('Support tries 31, e2e');
    await dialog.getByRole('button', { name: backOffice.adjust.submit, exact: true }).click();
    await dialog.getByText(backOffice.adjust.overCap.replace('{{count}}', '30')).waitFor();
    expect(Number(await balance.textContent())).toBe(before);

    await dialog.getByLabel(backOffice.adjust.minutes, { exact: true }).fill('30');
    await dialog.getByRole('button', { name: backOffice.adjust.submit, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await balance.filter({ hasText: String(before + 30) }).waitFor();
    // Support sees purchases but is offered no refund.
    expect(await page.getByRole('button', { name: /^Refund/ }).count()).toBe(0);
    expect(unexpected(errors), errors.join('\n')).toEqual([]);
    await context.close();
  }, 90_000);

  it("a customer's pages load none of the back office; at /admin/customers the customer gets the 404 screen", async () => {
    const { page, errors, context } = await openPage();
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
