import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { en } from '@app/shared/messages/en';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { PageWithErrors } from './browser.ts';
import { REPO_ROOT } from './server.ts';

/** The demo's admin login (README, "Demo accounts"). */
export const ADMIN = { email: 'admin@example.com', password: 'demo-admin-2026' };
/** The demo's support login (README, "Demo accounts"). */
export const SUPPORT = { email: 'support@example.com', password: 'demo-support-2026' };

/** Where the back office's screenshots go (looked at after a run). */
export const BACK_OFFICE_SHOTS = join(REPO_ROOT, '.tmp', 'back-office');

/**
 * A demo advisor (README, "Demo accounts": advisor-N@example.com) signs in and lands on their console, and
 * the console has rendered (its status switch is there): a tab clicked while the page after sign-in was
 * still settling was lost more than once on a loaded CI machine.
 */
export async function signInAsAdvisor(page: Page, agentId: number): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(en.auth.signIn.email, { exact: true }).fill(`advisor-${agentId}@example.com`);
  await page.getByLabel(en.auth.signIn.password, { exact: true }).fill(`demo-advisor-${agentId}`);
  await page.getByRole('button', { name: en.auth.signIn.submit, exact: true }).click();
  await page.waitForURL(/\/advisor$/);
  await page.getByRole('switch').waitFor();
}

/** Staff sign in on the same /login form as customers and land on the back office. */
export async function signInAsStaff(page: Page, login = ADMIN): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(en.auth.signIn.email, { exact: true }).fill(login.email);
  await page.getByLabel(en.auth.signIn.password, { exact: true }).fill(login.password);
  await page.getByRole('button', { name: en.auth.signIn.submit, exact: true }).click();
  await page.waitForURL(/\/admin$/);
}

/** The admin adds minutes through the back office's API, from a page of its own (closed after). */
export async function giveMinutes(
  { page, context }: PageWithErrors,
  baseURL: string,
  customerId: string,
  delta: number,
): Promise<void> {
  await signInAsStaff(page);
  const res = await page.request.post(`/api/staff/customers/${encodeURIComponent(customerId)}/adjustments`, {
    headers: { origin: baseURL },
    data: { delta, reason: 'goodwill', note: 'e2e: minutes for a reading', requestId: randomUUID() },
  });
  expect(res.status()).toBe(200);
  await context.close();
}
