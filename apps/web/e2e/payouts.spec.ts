import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppDb } from '@app/db/client';
import { advisorEarnings, earningsLedger, payoutProfiles } from '@app/db/schema';
import { ADVISOR_SEEDS } from '@app/db/seed/advisors-data';
import { en } from '@app/shared/messages/en';
import { fr } from '@app/shared/messages/fr';
import { payPeriodAt, previousPayPeriod } from '@app/shared/rules/earnings';
import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { launchBrowser, newPage } from './support/browser.ts';
import { signedInCustomer, verifyPhoneFromNotice } from './support/customers.ts';
import { codeIn, nextMessageAfter, waitForMessage } from './support/outbox.ts';
import { REPO_ROOT, type RunningServer, startServer } from './support/server.ts';
import { giveMinutes, signInAsAdvisor, signInAsStaff } from './support/staff.ts';
import { settledCall } from './support/twilio.ts';

// Paying the advisors, end to end: an advisor gives their payout details (confirmed by a texted code),
// takes a call and finds it on their statement; the admin previews and confirms the last period's run;
// the emulated providers pay one advisor and refuse another, whose money comes back to their balance.
// The last period's earnings and two advisors' long-standing payout details are written before the server
// starts (no API writes the past); everything after is the real app.
const SHOTS = join(REPO_ROOT, '.tmp', 'payouts');
const PERIOD = previousPayPeriod(payPeriodAt(new Date()));
/** Paid by Interac e-Transfer (lands), and by PayPal (refused, comes back). */
const PAID = 1004;
const REFUSED = 1006;
/** The advisor who gives their details and takes a call during the test. */
const NEWCOMER = ADVISOR_SEEDS.find(
  (seed) => seed.status === 'available' && ![PAID, REFUSED].includes(seed.agentId),
);

const earned = { [PAID]: 4_250, [REFUSED]: 3_100 } as const;

async function writeLastPeriod(db: AppDb): Promise<void> {
  const at = new Date(PERIOD.start.getTime() + 30 * 3_600_000);
  for (const [agentId, method, destination] of [
    [PAID, 'interac', 'paid.advisor@example.com'],
    [REFUSED, 'paypal', 'refused.advisor@example.com'],
  ] as const) {
    const cents = earned[agentId];
    await db.insert(earningsLedger).values({
      agentId,
      kind: 'adjustment',
      deltaCents: cents,
      balanceAfterCents: cents,
      reference: randomUUID(),
      reason: 'bonus',
      note: 'Readings of the last period',
      createdAt: at,
    });
    await db
      .insert(advisorEarnings)
      .values({ agentId, balanceCents: cents })
      .onConflictDoUpdate({ target: advisorEarnings.agentId, set: { balanceCents: sql`${cents}` } });
    await db.insert(payoutProfiles).values({
      agentId,
      method,
      destination,
      legalName: `Advisor ${agentId}`,
      addressLine1: '1 rue Saint-Denis',
      city: 'Montréal',
      province: 'QC',
      postalCode: 'H2X 1Y4',
      tinKind: 'sin',
      tinCiphertext: Buffer.from('written before the test'),
      tinLast3: '286',
      keyId: 'e2e',
      createdAt: new Date(PERIOD.start.getTime() - 30 * 86_400_000),
      updatedAt: new Date(PERIOD.start.getTime() - 30 * 86_400_000),
    });
  }
}

let browser: Browser;
let server: RunningServer;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
  server = await startServer({}, undefined, writeLastPeriod);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const phonePage = () => newPage(browser, server.baseURL, { width: 360, height: 780 });
const laptopPage = () => newPage(browser, server.baseURL, { width: 1440, height: 900 });

/** A full-page screenshot; nothing on the page may be wider than the screen. */
async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name}: wider than the screen`).toBeLessThanOrEqual(0);
}

/** The same page in French: the console and the back office live under /fr too. */
async function inFrench(page: Page, path: string, name: string, waitFor: string): Promise<void> {
  await page.goto(`/fr${path}`);
  await page.getByText(waitFor).first().waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, name);
}

describe('paying the advisors', () => {
  it('details confirmed by a texted code, a call on the statement, a run confirmed once, paid, and a refusal credited back', async () => {
    if (!NEWCOMER) throw new Error('the seed has no other available advisor');
    const words = en.payoutProfile;

    // 1. The newcomer gives their payout details on a phone, confirmed by the code texted to them.
    const phone = await phonePage();
    await signInAsAdvisor(phone.page, NEWCOMER.agentId);
    await phone.page.getByRole('link', { name: en.earnings.nav, exact: true }).click();
    await phone.page.waitForURL(/\/advisor\/earnings$/);
    await phone.page.getByRole('link', { name: en.earnings.payoutProfile.link }).click();
    await phone.page.waitForURL(/\/advisor\/payout-profile$/);
    await phone.page.getByRole('button', { name: words.current.set }).click();
    await phone.page.getByLabel(words.methods.interac).check();
    await phone.page.getByLabel(words.form.interacDestination).fill('newcomer@example.com');
    await phone.page.getByLabel(words.form.legalName).fill('Amélie Rousseau');
    await phone.page.getByLabel(words.form.addressLine1, { exact: true }).fill('4521 rue Saint-Denis');
    await phone.page.getByLabel(words.form.city).fill('Montréal');
    await phone.page.getByLabel(words.form.province).selectOption('QC');
    await phone.page.getByLabel(words.form.postalCode).fill('H2J 2L4');
    await phone.page.getByLabel(words.tinKinds.sin).check();
    await phone.page.getByLabel(words.form.tin, { exact: true }).fill('130 692 502');
    await phone.page.getByLabel(words.form.birthDate).fill('1985-04-30');
    expect(await seriousViolations(phone.page)).toEqual([]);
    await shot(phone.page, 'payout-profile-form-360');
    const after = await nextMessageAfter(server.baseURL, NEWCOMER.phoneNumber, 'sms');
    await phone.page.getByRole('button', { name: words.form.submit }).click();
    const text = await waitForMessage(server.baseURL, NEWCOMER.phoneNumber, 'sms', after);
    await phone.page.getByLabel(words.code.label).fill(codeIn(text.body));
    await phone.page.getByRole('button', { name: words.code.confirm }).click();
    await phone.page.getByText(words.done.heading).waitFor();
    const summary = phone.page.getByTestId('payout-profile-summary');
    await summary.getByText('•••-•••-502').waitFor();
    expect(await phone.page.content()).not.toContain('130 692 502');
    expect(await phone.page.content()).not.toContain('130692502');
    await shot(phone.page, 'payout-profile-done-360');

    // 2. A customer calls the newcomer for five minutes: the call is on the current statement.
    const customer = await laptopPage();
    await signedInCustomer(customer.page, server.baseURL);
    const number = await verifyPhoneFromNotice(customer.page, server.baseURL);
    const { user } = (await customer.page.evaluate(() =>
      fetch('/api/auth/get-session').then((r) => r.json()),
    )) as { user: { id: string } };
    await giveMinutes(await laptopPage(), server.baseURL, user.id, 20);
    await settledCall(server.baseURL, number, NEWCOMER.agentId, 300);
    await phone.page.goto('/advisor/earnings');
    const calls = phone.page.getByTestId('statement-calls-cards');
    await calls.getByText('5', { exact: true }).waitFor();
    expect(await seriousViolations(phone.page)).toEqual([]);
    await shot(phone.page, 'earnings-360');
    await inFrench(phone.page, '/advisor/earnings', 'earnings-360-fr', fr.earnings.statement.heading);
    await inFrench(
      phone.page,
      '/advisor/payout-profile',
      'payout-profile-360-fr',
      fr.payoutProfile.current.heading,
    );

    // 3. The admin previews the last period's run on a laptop, then confirms it once.
    const admin = await laptopPage();
    await signInAsStaff(admin.page);
    await admin.page.goto('/admin/payouts');
    const payouts = en.backOfficePayouts;
    await admin.page.getByLabel(payouts.period.label).selectOption(PERIOD.id);
    const lines = admin.page.getByTestId('payout-lines');
    await lines.getByText(String(PAID)).waitFor();
    await lines.getByText(String(REFUSED)).waitFor();
    expect(await lines.getByText(payouts.statuses.due).count()).toBe(2);
    await shot(admin.page, 'payouts-preview-1440');
    await admin.page.getByRole('button', { name: payouts.confirm.button }).click();
    await admin.page.getByRole('dialog').getByRole('button', { name: payouts.confirm.submit }).click();
    await admin.page.getByText(payouts.confirm.done).waitFor();
    expect(await seriousViolations(admin.page)).toEqual([]);
    await shot(admin.page, 'payouts-confirmed-1440');
    // A second confirmation, as a double click or another tab would send it, sends nothing more.
    const again = await admin.page.request.post(`/api/staff/payouts/runs/${PERIOD.id}/confirm`, {
      headers: { origin: server.baseURL },
    });
    expect(((await again.json()) as { created: boolean }).created).toBe(false);

    // 4. The emulated providers: the e-Transfer lands, PayPal refuses; the providers are asked at once.
    const runs = (await (await admin.page.request.get('/api/staff/payouts/runs')).json()) as {
      runs: { runKey: string; batches: { method: string; items: { id: string; agentId: number }[] }[] }[];
    };
    const items =
      runs.runs.find((run) => run.runKey === PERIOD.id)?.batches.flatMap((batch) => batch.items) ?? [];
    expect(items.map((item) => item.agentId).sort()).toEqual([PAID, REFUSED]);
    const itemOf = (agentId: number) => items.find((item) => item.agentId === agentId)?.id ?? '';
    const outcome = (provider: string, agentId: number, value: string) =>
      fetch(`${server.baseURL}/dev/${provider}/payouts/${itemOf(agentId)}/outcome`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ outcome: value }),
      });
    expect((await outcome('gigadat', PAID, 'success')).status).toBe(200);
    expect((await outcome('paypal', REFUSED, 'failed')).status).toBe(200);
    const settled = await fetch(`${server.baseURL}/api/dev/payouts/reconcile`, { method: 'POST' });
    expect(await settled.json()).toMatchObject({ paid: 1, returned: 1, errors: 0 });
    await admin.page.reload();
    await admin.page.getByTestId('payout-runs').getByText(payouts.statuses.paid).first().waitFor();
    await inFrench(admin.page, '/admin/payouts', 'payouts-1440-fr', fr.backOfficePayouts.title);

    // 5. The paid advisor sees "Paid" and downloads the last period's statement.
    const paid = await phonePage();
    await signInAsAdvisor(paid.page, PAID);
    await paid.page.goto('/advisor/earnings');
    await paid.page.getByText(`${en.earnings.methods.interac} · ${en.earnings.statuses.paid}`).waitFor();
    expect(await paid.page.getByTestId('earnings-balance').textContent()).toBe('CA$0.00');
    await paid.page.getByLabel(en.earnings.statement.period).selectOption(PERIOD.id);
    await paid.page
      .getByTestId('statement-adjustments-cards')
      .getByText('Readings of the last period')
      .waitFor();
    const [download] = await Promise.all([
      paid.page.waitForEvent('download'),
      paid.page.getByRole('link', { name: en.earnings.statement.download }).click(),
    ]);
    const csv = readFileSync((await download.path()) as string, 'utf8');
    expect(csv).toContain('Readings of the last period');
    expect(csv).toContain('42.50');
    await shot(paid.page, 'earnings-paid-360');

    // 6. The refused payout is back in the other advisor's balance.
    const refused = await phonePage();
    await signInAsAdvisor(refused.page, REFUSED);
    await refused.page.goto('/advisor/earnings');
    await refused.page.getByText(`${en.earnings.methods.paypal} · ${en.earnings.statuses.failed}`).waitFor();
    expect(await refused.page.getByTestId('earnings-balance').textContent()).toBe('CA$31.00');

    for (const { errors } of [phone, customer, admin, paid, refused]) {
      expect(
        errors.filter((error) => !error.includes('status of 4')),
        errors.join('\n'),
      ).toEqual([]);
    }
  }, 240_000);
});
