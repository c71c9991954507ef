import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { en } from '@app/shared/messages/en';
import { fr } from '@app/shared/messages/fr';
import { advisorSlug } from '@app/shared/rules/slug';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { signedInCustomer, verifyPhoneFromNotice } from './support/customers.ts';
import { REPO_ROOT, workerBaseURL } from './support/server.ts';
import { browserForSpec } from './support/spec-browser.ts';
import {
  SUPPORT,
  signInAsAdvisor,
  signInAsStaff,
  giveMinutes as staffGivesMinutes,
} from './support/staff.ts';
import { settledCall } from './support/twilio.ts';

const baseURL = workerBaseURL();
const SHOTS = join(REPO_ROOT, '.tmp', 'trust-staff');
const words = en.backOfficeTrust;
const consoleWords = en.consoleReviews;

const openPage = browserForSpec(baseURL, SHOTS);

interface FeedRecord {
  agentId: number;
  agentName: string;
  signedIn: string;
  onACall: string;
}

/** An advisor taking calls and free, as the seed leaves some. */
async function availableAdvisor(): Promise<FeedRecord> {
  const feed = (await (
    await fetch(`${baseURL}/.netlify/functions/fetch-psychicstatus-json`)
  ).json()) as FeedRecord[];
  const advisor = feed.find((record) => record.signedIn === 'Y' && record.onACall === 'N');
  if (!advisor) throw new Error('the seed has no advisor taking calls');
  return advisor;
}

const giveMinutes = async (customerId: string, delta: number) =>
  staffGivesMinutes(await openPage(), baseURL, customerId, delta);

/**
 * A customer with a 5-minute reading with `advisor` (5 billed minutes) who leaves a one-star review with
 * `comment` and asks for a satisfaction credit for the call, all through the customer API.
 */
async function customerWithReview(advisor: FeedRecord, comment: string) {
  const { page, context, errors } = await openPage();
  const { email } = await signedInCustomer(page, baseURL);
  const phone = await verifyPhoneFromNotice(page, baseURL);
  const { user } = (await page.evaluate(() => fetch('/api/auth/get-session').then((r) => r.json()))) as {
    user: { id: string };
  };
  await giveMinutes(user.id, 20);
  await settledCall(baseURL, phone, advisor.agentId, 300);

  const review = await page.request.post('/api/reviews', {
    headers: { origin: baseURL },
    data: { agentId: advisor.agentId, rating: 1, comment },
  });
  expect(review.status(), await review.text()).toBe(201);
  const { id: reviewId } = (await review.json()) as { id: string };

  const satisfaction = (await (await page.request.get('/api/me/satisfaction')).json()) as {
    eligibleUsageIds: string[];
  };
  const [usageId] = satisfaction.eligibleUsageIds;
  expect(usageId).toBeDefined();
  const asked = await page.request.post('/api/satisfaction-requests', {
    headers: { origin: baseURL },
    data: { usageId, reason: 'connection', comment: 'The line kept cutting out.' },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  expect(errors, errors.join('\n')).toEqual([]);
  await context.close();
  return { email, customerId: user.id, reviewId };
}

/** The profile's 'Comments' card, once it has loaded its reviews. */
async function profileComments(page: Page, advisor: FeedRecord) {
  await page.goto(`/psychic/${advisorSlug(advisor.agentName, advisor.agentId)}`);
  const card = page.locator('section', {
    has: page.getByRole('heading', { name: en.advisors.profile.comments, exact: true }),
  });
  await card.waitFor();
  // The card loads its reviews when it comes near the screen.
  await card.scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  return card;
}

describe('reviews and satisfaction requests, as advisors and staff handle them', () => {
  it("the advisor replies once; support hides the review for abuse, it leaves the profile's Comments, and the audit log shows it", async () => {
    const advisor = await availableAdvisor();
    const comment = `You are a fraud and a liar ${randomBytes(3).toString('hex')}`;
    const { reviewId } = await customerWithReview(advisor, comment);

    // A visitor sees the review on the profile first.
    const visitor = await openPage();
    await (await profileComments(visitor.page, advisor)).getByText(comment).waitFor();

    // The advisor, on a phone: the Reviews tab, the review, and the one reply it may take.
    const phone = await openPage({ width: 360, height: 780 });
    await signInAsAdvisor(phone.page, advisor.agentId);
    await phone.page.getByRole('link', { name: consoleWords.nav, exact: true }).click();
    await phone.page.waitForURL(/\/advisor\/reviews$/);
    const item = phone.page.getByTestId('console-review').filter({ hasText: comment });
    await item.waitFor();
    await item.getByRole('button', { name: /^Reply to the review of / }).click();
    await item.getByText(consoleWords.reply.once).waitFor();
    await item.getByRole('button', { name: consoleWords.reply.submit }).click();
    await item.getByText(en.trust.checks.replyRequired).waitFor();
    const reply = 'Thank you for your feedback. I am sorry the reading disappointed you.';
    await item.getByLabel(consoleWords.reply.label, { exact: true }).fill(reply);
    expect(await seriousViolations(phone.page)).toEqual([]);
    await phone.page.screenshot({ path: join(SHOTS, 'console-reply-360.png'), fullPage: true });
    await item.getByRole('button', { name: consoleWords.reply.submit }).click();
    await phone.page.getByText(consoleWords.reply.done).waitFor();
    await item.getByText(reply).waitFor();
    expect(await item.getByRole('button', { name: /^Reply to the review of / }).count()).toBe(0);
    // A second reply is refused, whatever sends it.
    const again = await phone.page.request.put(`/api/advisor/reviews/${reviewId}/reply`, {
      headers: { origin: baseURL },
      data: { text: 'Changed my mind' },
    });
    expect(again.status()).toBe(409);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe('ALREADY_REPLIED');

    // Support, on a laptop: the reviews of this advisor, then 'Hide' on this one.
    const { page, errors, context } = await openPage();
    await signInAsStaff(page, SUPPORT);
    await page
      .getByRole('navigation', { name: en.backOffice.nav.label })
      .getByRole('link', { name: words.nav.reviews })
      .click();
    await page.waitForURL(/\/admin\/reviews$/);
    await page.getByLabel(words.reviews.advisor, { exact: true }).selectOption(String(advisor.agentId));
    await page.getByRole('button', { name: words.common.apply }).click();
    await page.waitForURL(new RegExp(`agentId=${advisor.agentId}`));
    const row = page.getByTestId('review-row').filter({ hasText: comment });
    await row.getByText(reply).waitFor();
    await row.getByText(words.reviews.shown, { exact: true }).waitFor();
    await row.getByRole('button', { name: /^Hide the review of / }).click();

    const dialog = page.getByRole('dialog', { name: words.reviews.hideDialog.title });
    await dialog.waitFor();
    await dialog.getByText(words.reviews.hideDialog.lowRating).waitFor();
    // Neither a reason nor a note: the shared schema's words.
    await dialog.getByRole('button', { name: words.reviews.hideDialog.submit }).click();
    await dialog.getByText(en.trust.checks.hideReasonRequired).waitFor();
    await dialog.getByText(en.backOffice.refunds.noteRequired).waitFor();
    await dialog.getByRole('radio', { name: words.hideReasons.insult }).check();
    await dialog
      .getByLabel(words.reviews.hideDialog.note, { exact: true })
      .fill('Calls the advisor a fraud, e2e');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SHOTS, 'hide-dialog-1440.png') });
    await dialog.getByRole('button', { name: words.reviews.hideDialog.submit }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(words.reviews.hideDialog.done).waitFor();
    await row.getByText(words.reviews.hidden, { exact: true }).waitFor();
    await row.getByText(`${words.hideReasons.insult} · `, { exact: false }).waitFor();
    await row.getByRole('button', { name: /^Restore the review of / }).waitFor();
    await page.screenshot({ path: join(SHOTS, 'reviews-1440.png'), fullPage: true });

    // The profile's Comments no longer show it (to a new visitor: the public reviews may be kept 30 s by
    // the browser that read them before).
    const later = await openPage();
    const comments = await profileComments(later.page, advisor);
    const shown = (await (await fetch(`${baseURL}/api/advisors/${advisor.agentId}/reviews`)).json()) as {
      reviews: { id: string; comment: string | null }[];
    };
    expect(shown.reviews.map((review) => review.id)).not.toContain(reviewId);
    // The card has loaded what it shows instead: the newest other comment, or that there is none.
    const newest = shown.reviews.find((review) => review.comment)?.comment;
    if (newest) await comments.getByText(newest).first().waitFor();
    else if (shown.reviews.length === 0) await comments.getByText(en.trust.comments.empty).waitFor();
    expect(await comments.getByText(comment).count()).toBe(0);
    expect(await later.page.getByText(comment).count()).toBe(0);
    expect(later.errors, later.errors.join('\n')).toEqual([]);
    await later.context.close();

    // The advisor sees it marked, without its text.
    await phone.page.reload();
    const hiddenItem = phone.page.getByTestId('console-review').filter({ hasText: reply });
    await hiddenItem.getByText(consoleWords.hidden, { exact: true }).waitFor();
    expect(await phone.page.getByText(comment).count()).toBe(0);
    await phone.page.screenshot({ path: join(SHOTS, 'console-reviews-360.png'), fullPage: true });
    // In French too, the tab lit and in view on the phone.
    await phone.page.goto('/fr/advisor/reviews');
    await phone.page.getByRole('heading', { name: fr.consoleReviews.title, level: 1 }).waitFor();
    await phone.page.getByText(fr.consoleReviews.hidden, { exact: true }).first().waitFor();
    await phone.page.screenshot({ path: join(SHOTS, 'console-reviews-fr-360.png'), fullPage: true });

    // The audit log: support hid a review, with the reason's note, linked to the reviews page.
    await page.goto('/admin/audit?action=review.hide');
    const entry = page.getByTestId('audit-row').filter({ hasText: `review:${reviewId}` });
    await entry.getByText(words.actions.review_hide, { exact: true }).waitFor();
    await entry.getByText(SUPPORT.email).waitFor();
    await entry.getByText('Calls the advisor a fraud, e2e').waitFor();
    await page.screenshot({ path: join(SHOTS, 'audit-1440.png') });

    expect(errors, errors.join('\n')).toEqual([]);
    expect(phone.errors, phone.errors.join('\n')).toEqual([]);
    expect(visitor.errors, visitor.errors.join('\n')).toEqual([]);
    await context.close();
    await phone.context.close();
    await visitor.context.close();
  }, 240_000);

  it("support grants part of a call's minutes back, never more than it billed; the request leaves the pending list", async () => {
    const advisor = await availableAdvisor();
    const { email, customerId } = await customerWithReview(
      advisor,
      `Poor line ${randomBytes(3).toString('hex')}`,
    );

    const { page, errors, context } = await openPage();
    await signInAsStaff(page, SUPPORT);
    const balance = async () =>
      (
        (await (await page.request.get(`/api/staff/customers/${encodeURIComponent(customerId)}`)).json()) as {
          customer: { credits: number };
        }
      ).customer.credits;
    const before = await balance();
    await page.goto('/admin/satisfaction');
    const row = page.getByTestId('satisfaction-row').filter({ hasText: email });
    await row.getByText(words.satisfactionReasons.connection).waitFor();
    await row.getByText('The line kept cutting out.').waitFor();
    await page.screenshot({ path: join(SHOTS, 'satisfaction-1440.png'), fullPage: true });
    await row.getByRole('button', { name: /^Grant a credit to / }).click();

    const dialog = page.getByRole('dialog', { name: words.satisfaction.grantDialog.title });
    const minutes = dialog.getByLabel(words.satisfaction.grantDialog.minutes, { exact: true });
    // The whole call first: 300 s is 5 billed minutes.
    expect(await minutes.inputValue()).toBe('5');
    await minutes.fill('6');
    await dialog.getByRole('button', { name: words.satisfaction.grantDialog.submit }).click();
    await dialog.getByText('At most 5 minutes: this call billed no more.').waitFor();
    await dialog.getByText(en.backOffice.refunds.noteRequired).waitFor();
    await minutes.fill('3');
    await dialog
      .getByLabel(words.satisfaction.grantDialog.note, { exact: true })
      .fill('Sorry about the line. Here are 3 minutes for your next reading.');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SHOTS, 'grant-dialog-1440.png') });
    await dialog.getByRole('button', { name: words.satisfaction.grantDialog.submit }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(/^3 minutes credited to /).waitFor();
    await row.waitFor({ state: 'detached' });

    // Among the granted ones, with what was given.
    await page.getByRole('link', { name: words.satisfaction.statuses.granted, exact: true }).click();
    await page.waitForURL(/status=granted/);
    const granted = page.getByTestId('satisfaction-row').filter({ hasText: email });
    await granted.getByText('3 min granted').waitFor();

    // The balance holds the credit and the audit log the decision.
    expect(await balance()).toBe(before + 3);
    await page.goto('/admin/audit?action=satisfaction.grant');
    await page
      .getByTestId('audit-row')
      .filter({ hasText: email })
      .getByText(words.actions.satisfaction_grant, { exact: true })
      .waitFor();

    // The pages on a phone, as support may open them away from a desk.
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/admin/satisfaction?status=all');
    await page.getByTestId('satisfaction-row').first().waitFor();
    await page.screenshot({ path: join(SHOTS, 'satisfaction-360.png'), fullPage: true });
    await page.goto('/admin/reviews');
    await page.getByTestId('review-row').first().waitFor();
    await page.screenshot({ path: join(SHOTS, 'reviews-360.png'), fullPage: true });

    // The French back office, on a laptop.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/fr/admin/satisfaction?status=granted');
    await page.getByRole('heading', { name: fr.backOfficeTrust.satisfaction.title, level: 1 }).waitFor();
    await page
      .getByTestId('satisfaction-row')
      .filter({ hasText: email })
      .getByText('3\u00a0min accordées')
      .waitFor();
    await page.screenshot({ path: join(SHOTS, 'satisfaction-fr-1440.png'), fullPage: true });

    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  }, 180_000);
});
