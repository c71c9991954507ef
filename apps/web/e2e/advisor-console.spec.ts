import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { advisorConsole } from '@app/shared/messages/advisor-console';
import { en } from '@app/shared/messages/en';
import type { PsychicStatusRecord } from '@app/shared/schemas/advisors';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser.ts';
import { signedInCustomer, verifyPhoneFromNotice } from './support/customers.ts';
import { REPO_ROOT } from './support/server.ts';
import { twilio } from './support/twilio.ts';

const baseURL = inject('baseURL');
const FEED = '/.netlify/functions/fetch-psychicstatus-json';
const SHOTS = join(REPO_ROOT, '.tmp', 'advisor-console');
/** One poll of the directory is 15 s; leave room for a slow render. */
const ONE_POLL_MS = 25_000;

let browser: Browser;
let agentId: number;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
  const feed = (await (await fetch(`${baseURL}${FEED}`)).json()) as PsychicStatusRecord[];
  // An advisor the seed leaves offline and whom no other spec touches.
  const offline = feed.filter((record) => record.signedIn === 'N').at(-1);
  if (!offline) throw new Error('the seed has no offline advisor');
  agentId = offline.agentId;
});
afterAll(async () => {
  await browser?.close();
});

/** The demo login of advisor `agentId` (README, "Demo accounts"), through the same /login form as customers. */
async function signInAsAdvisor(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(en.auth.signIn.email, { exact: true }).fill(`advisor-${agentId}@example.com`);
  await page.getByLabel(en.auth.signIn.password, { exact: true }).fill(`demo-advisor-${agentId}`);
  await page.getByRole('button', { name: en.auth.signIn.submit, exact: true }).click();
  await page.waitForURL(/\/advisor$/);
}

describe('the advisor console', () => {
  it("an advisor signs in, goes 'Taking calls', and an open directory shows them available within one poll", async () => {
    const visitor = await newPage(browser, baseURL);
    await visitor.page.goto('/');
    await visitor.page.getByRole('combobox').selectOption({ label: en.advisors.filterAll });
    const card = visitor.page.locator(`article[data-agent-id="${agentId}"]`);
    await card.locator('[data-status="offline"]').waitFor({ timeout: 15_000 });

    const { page, errors, context } = await newPage(browser, baseURL, { width: 360, height: 780 });
    await signInAsAdvisor(page);
    const toggle = page.getByRole('switch');
    await expect(toggle.getAttribute('aria-checked')).resolves.toBe('false');
    await toggle.click();
    await page.getByText(advisorConsole.status.nowTakingCalls).waitFor();
    await expect(toggle.getAttribute('aria-checked')).resolves.toBe('true');

    await card.locator('[data-status="waiting"]').waitFor({ timeout: ONE_POLL_MS });

    // No customer side for an advisor: the dashboard sends them back to their console.
    await page.goto('/dashboard');
    await page.waitForURL(/\/advisor$/);
    await page.getByRole('switch').waitFor();
    await page.screenshot({ path: join(SHOTS, 'console-360.png'), fullPage: true });
    expect(errors, errors.join('\n')).toEqual([]);
    expect(visitor.errors, visitor.errors.join('\n')).toEqual([]);
    await context.close();
    await visitor.context.close();
  }, 90_000);

  it("a customer's call shows on the advisor's 'Today' with its minutes and earnings; a customer gets the 404 screen at /advisor", async () => {
    const customer = await newPage(browser, baseURL);
    const { page } = customer;
    await signedInCustomer(page, baseURL);
    await page.goto('/advisor');
    await page.getByRole('heading', { name: en.site.notFound.title }).waitFor();

    // Minutes through the PayPal emulator, then a verified phone, as a customer does.
    await page.goto('/purchase?bundle=bundle-10');
    await page.getByRole('button', { name: en.purchase.continue }).click();
    await page.getByRole('button', { name: en.purchase.paypalSandbox }).click();
    await page.waitForURL(/\/dev\/paypal\/checkoutnow/);
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await page.waitForURL(/\/dashboard$/, { timeout: 15_000 });
    const phone = await verifyPhoneFromNotice(page, baseURL);

    // The call, through the signed Twilio webhooks: 125 s is billed 3 minutes.
    const callSid = `CA${randomBytes(16).toString('hex')}`;
    await twilio(baseURL, '/api/telephony/voice', { CallSid: callSid, From: `+1${phone}` });
    expect(
      await twilio(baseURL, '/api/telephony/extension', { CallSid: callSid, Digits: String(agentId) }),
    ).toContain('<Dial');
    await twilio(baseURL, '/api/telephony/dial-complete', {
      CallSid: callSid,
      DialCallStatus: 'completed',
      DialCallDuration: '125',
    });
    await customer.context.close();

    const { page: console, errors, context } = await newPage(browser, baseURL);
    await signInAsAdvisor(console);
    const call = console.getByTestId('advisor-call').first();
    await call.waitFor();
    // The demo's default rate: 60 ¢ a billed minute.
    await expect(call.textContent()).resolves.toMatch(/2:05.*CA\$1\.80.*3 min/);
    await expect(console.getByTestId('earnings-today').textContent()).resolves.toBe('CA$1.80');
    await expect(console.getByTestId('minutes-today').textContent()).resolves.toBe('3 min · 1 call');
    const text = (await console.locator('main').textContent()) ?? '';
    // A work page: no customer offer banner, no call bar.
    expect(await console.getByText(en.site.footer.expertTitle).isVisible()).toBe(false);
    expect(text).not.toContain(phone);
    expect(text).not.toContain('@example.com');
    await console.screenshot({ path: join(SHOTS, 'console-1440.png'), fullPage: true });

    // Back offline, as the other specs expect the seed.
    await console.getByRole('switch').click();
    await console.getByText(advisorConsole.status.nowOffline).waitFor();
    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  }, 120_000);
});
