import { randomBytes } from 'node:crypto';
import { en } from '@app/shared/messages/en';
import { advisorSlug } from '@app/shared/rules/slug';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { signedInCustomer, verifyPhoneFromNotice } from './support/customers.ts';
import { workerBaseURL } from './support/server.ts';
import { browserForSpec } from './support/spec-browser.ts';
import { giveMinutes as staffGivesMinutes } from './support/staff.ts';
import { twilio as twilioWebhook } from './support/twilio.ts';

const baseURL = workerBaseURL();
const openPage = browserForSpec(baseURL);

const twilio = (path: string, params: Record<string, string>) => twilioWebhook(baseURL, path, params);

interface FeedRecord {
  agentId: number;
  agentName: string;
  signedIn: string;
  onACall: string;
  rating?: { average: number; count: number } | null;
}

async function feed(): Promise<FeedRecord[]> {
  return (await (
    await fetch(`${baseURL}/.netlify/functions/fetch-psychicstatus-json`)
  ).json()) as FeedRecord[];
}

/** Staff add minutes through the back office's API (the admin's session, from a page of its own). */
const giveMinutes = async (customerId: string, delta: number) =>
  staffGivesMinutes(await openPage(), baseURL, customerId, delta);

/** A settled call of `seconds` from the customer's phone to the advisor, as Twilio drives it. */
async function call(phone: string, agentId: number, seconds: number): Promise<void> {
  const callSid = `CA${randomBytes(16).toString('hex')}`;
  expect(await twilio('/api/telephony/voice', { CallSid: callSid, From: `+1${phone}` })).toContain(
    'minutes available',
  );
  expect(await twilio('/api/telephony/extension', { CallSid: callSid, Digits: String(agentId) })).toContain(
    '<Dial',
  );
  await twilio('/api/telephony/dial-complete', {
    CallSid: callSid,
    DialCallStatus: 'completed',
    DialCallDuration: String(seconds),
  });
}

const usageCard = (page: Page) =>
  page.locator('section', { has: page.getByRole('heading', { name: en.dashboard.creditUsage }) });

describe('trust on the dashboard', () => {
  it('a customer rates a 5-minute reading; a visitor sees the review and the new average on the profile and the card', async () => {
    const { page, errors, context } = await openPage();
    await signedInCustomer(page, baseURL);
    const phone = await verifyPhoneFromNotice(page, baseURL);
    const { user } = (await page.evaluate(() => fetch('/api/auth/get-session').then((r) => r.json()))) as {
      user: { id: string };
    };
    await giveMinutes(user.id, 20);

    // An advisor taking calls, without a review yet, so the average is this review's.
    const advisor = (await feed()).find((a) => a.signedIn === 'Y' && a.onACall === 'N' && !a.rating?.count);
    expect(advisor).toBeDefined();
    if (!advisor) return;
    await call(phone, advisor.agentId, 300);

    // The dashboard: the row names the advisor and offers to rate the reading.
    await page.reload();
    const usage = usageCard(page);
    const row = usage.getByRole('row').filter({ hasText: advisor.agentName });
    await row.getByText('5', { exact: true }).waitFor();
    await row.getByText('5.0').waitFor();
    await row.getByRole('button', { name: en.trust.satisfaction.action }).waitFor();
    await page.getByText(en.trust.favorites.empty).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await row.getByRole('button', { name: en.trust.rate.action }).click();

    const dialog = page.getByRole('dialog', { name: `Rate your reading with ${advisor.agentName}` });
    await dialog.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // No rating yet: the schema's message, in the dialog.
    await dialog.getByRole('button', { name: en.trust.rate.submit }).click();
    await dialog.getByText(en.trust.checks.ratingRange).waitFor();
    // The stars are a radio group: Tab reaches it, the arrow keys choose (1 → 4).
    await dialog.getByRole('radio', { name: en.trust.rate.starOne }).focus();
    await page.keyboard.press('Space');
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowRight');
    expect(await dialog.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true);
    const comment = `Clear and kind reading ${randomBytes(3).toString('hex')}.`;
    await dialog.getByLabel(en.trust.rate.commentLabel).fill(comment);
    await dialog.getByText(`${comment.length} of 1000 characters`).waitFor();
    await dialog.getByRole('button', { name: en.trust.rate.submit }).click();
    await page.getByText(en.trust.rate.saved).waitFor();
    await dialog.waitFor({ state: 'detached' });

    // Reviewed today: the row now offers to edit that review instead.
    await row.getByRole('button', { name: en.trust.rate.edit }).waitFor();
    expect(await row.getByRole('button', { name: en.trust.rate.action }).count()).toBe(0);
    await row.getByRole('button', { name: en.trust.rate.edit }).click();
    const edit = page.getByRole('dialog', { name: `Rate your reading with ${advisor.agentName}` });
    expect(await edit.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true);
    expect(await edit.getByLabel(en.trust.rate.commentLabel).inputValue()).toBe(comment);
    await edit.getByRole('button', { name: en.common.cancel }).click();

    // The same call can be the subject of a satisfaction request, once.
    await row.getByRole('button', { name: en.trust.satisfaction.action }).click();
    const ask = page.getByRole('dialog', { name: en.trust.satisfaction.title });
    await ask.getByRole('button', { name: en.trust.satisfaction.submit }).click();
    await ask.getByText(en.trust.checks.reasonRequired).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await ask.getByLabel(en.trust.satisfaction.reasonLabel).selectOption('connection');
    await ask.getByRole('button', { name: en.trust.satisfaction.submit }).click();
    await page.getByText(en.trust.satisfaction.sent).waitFor();
    await row.getByText(en.trust.satisfaction.status.pending).waitFor();
    expect(await row.getByRole('button', { name: en.trust.satisfaction.action }).count()).toBe(0);
    // The 30-day limit now holds: said once, near the table.
    await usage.getByText(/Your next request is possible from /).waitFor();
    expect(errors, errors.join('\n')).toEqual([]);

    // A visitor (signed out) sees the review and the average on the profile and on the directory card.
    const visitor = await openPage();
    await visitor.page.goto(`/psychic/${advisorSlug(advisor.agentName, advisor.agentId)}`);
    // The Comments card loads its reviews when it comes near the screen.
    await visitor.page
      .getByRole('heading', { name: en.advisors.profile.comments, exact: true })
      .scrollIntoViewIfNeeded();
    await visitor.page.getByText(comment).waitFor();
    await visitor.page.getByText('4.0 out of 5 (1 review)').first().waitFor();
    await visitor.page.goto('/');
    const card = visitor.page.locator(`article[data-agent-id="${advisor.agentId}"]`);
    // The directory shows available advisors first; the card may need the "All Psychics" filter.
    await card.getByText('4.0 out of 5 (1 review)').waitFor();
    expect(visitor.errors, visitor.errors.join('\n')).toEqual([]);
    await visitor.context.close();
    await context.close();
  }, 180_000);

  it('a short call offers no review, and the dashboard reads at 360 px', async () => {
    const { page, errors, context } = await openPage({ width: 360, height: 780 });
    await signedInCustomer(page, baseURL);
    const phone = await verifyPhoneFromNotice(page, baseURL);
    const { user } = (await page.evaluate(() => fetch('/api/auth/get-session').then((r) => r.json()))) as {
      user: { id: string };
    };
    await giveMinutes(user.id, 10);
    const advisor = (await feed()).find((a) => a.signedIn === 'Y' && a.onACall === 'N');
    expect(advisor).toBeDefined();
    if (!advisor) return;
    await call(phone, advisor.agentId, 150); // 3 minutes billed: under the 4 a review needs

    await page.reload();
    const usage = usageCard(page);
    await usage.getByText(advisor.agentName).waitFor();
    expect(await usage.getByRole('button', { name: en.trust.rate.action }).count()).toBe(0);
    // Within 72 hours: a satisfaction request is still possible.
    await usage.getByRole('button', { name: en.trust.satisfaction.action }).waitFor();
    // Nothing overflows the phone's width.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // The favourites card, empty for a new customer; then the advisor, live from the status feed.
    await page.getByText(en.trust.favorites.empty).waitFor();
    const added = await page.request.put(`/api/me/favorites/${advisor.agentId}`, {
      headers: { origin: baseURL },
    });
    expect(added.status()).toBe(204);
    await page.reload();
    const favorites = page.locator('section', {
      has: page.getByRole('heading', { name: en.trust.favorites.title }),
    });
    const link = favorites.getByRole('link', { name: advisor.agentName });
    expect(await link.getAttribute('href')).toBe(
      `/psychic/${advisorSlug(advisor.agentName, advisor.agentId)}`,
    );
    await favorites.getByText(`Extension: ${advisor.agentId}`).waitFor();
    await favorites.locator('[data-status]').first().waitFor();
    expect(await favorites.getByRole('link', { name: en.advisors.callNow }).getAttribute('href')).toMatch(
      /^tel:/,
    );
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  }, 120_000);
});
