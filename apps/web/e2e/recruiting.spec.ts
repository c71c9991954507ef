import { join } from 'node:path';
import { backOfficeApplications } from '@app/shared/messages/back-office-applications';
import { en } from '@app/shared/messages/en';
import { fr } from '@app/shared/messages/fr';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fillApplicationInFrench, newApplicant } from './support/applicant.ts';
import { seriousViolations } from './support/axe.ts';
import { devApi } from './support/dev-api.ts';
import { fetchFeed } from './support/feed.ts';
import { codeIn, linkIn, nextMessageAfter, waitForMessage } from './support/outbox.ts';
import { REPO_ROOT, workerBaseURL } from './support/server.ts';
import { PHONE, widthShots } from './support/shots.ts';
import { browserForSpec } from './support/spec-browser.ts';
import { SUPPORT, signInAsStaff } from './support/staff.ts';

/**
 * Recruiting an advisor in-house (issue 43), the whole way: an applicant applies in French on a phone;
 * support screens the application, schedules the test reading and scores it on the rubric; an admin
 * approves; the new advisor sets a password from the e-mail, signs in, works through the first-day
 * checklist (payout details, a call to themselves), and is published into the directory.
 */
const baseURL = workerBaseURL();
const SHOTS = join(REPO_ROOT, '.tmp', 'recruiting');
const openPage = browserForSpec(baseURL, SHOTS);
const shoot = widthShots(SHOTS);
const dev = devApi(() => baseURL);
const words = backOfficeApplications;

/** Tomorrow in Montréal, as a date input takes it. */
function tomorrowInMontreal(): string {
  const day = new Date(Date.now() + 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(day);
}

async function openApplication(page: Page, name: string): Promise<void> {
  await page.goto('/admin/applications?status=new');
  await page.getByRole('link', { name, exact: true }).click();
  await page.waitForURL(/\/admin\/applications\/[\w-]+$/);
  await page.getByTestId('application-submitted').waitFor();
}

describe('recruiting an advisor', () => {
  it('applies in French on a phone; support screens and tests; admin approves; the advisor prepares and is published', async () => {
    // 1. The application, in French at 360 px.
    const applicant = { ...newApplicant('recrue'), phone: `438777${String(Date.now()).slice(-4)}` };
    const forwarding = `+1${applicant.phone}`;
    const phone = await openPage(PHONE);
    await phone.page.goto('/fr/postuler');
    await fillApplicationInFrench(phone.page, baseURL, applicant);
    await phone.page.getByTestId('apply-submit').click();
    await phone.page.getByRole('heading', { name: fr.apply.done.title }).waitFor();

    // 2. Support reads it, notes it, schedules the test reading with themself as the client, scores it.
    const support = await openPage();
    await signInAsStaff(support.page, SUPPORT);
    await support.page
      .getByRole('navigation', { name: en.backOffice.nav.label })
      .getByRole('link', { name: words.nav })
      .click();
    await support.page.waitForURL(/\/admin\/applications$/);
    await support.page.getByRole('link', { name: applicant.name, exact: true }).waitFor();
    await shoot(support.page, 'queue-en');
    await openApplication(support.page, applicant.name);
    await expect.poll(() => support.page.locator('audio').count(), { timeout: 10_000 }).toBe(1);
    const photo = support.page.getByRole('img', { name: words.detail.photoAlt });
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 10_000 })
      .toBeGreaterThan(0);

    await support.page.getByRole('button', { name: words.screening.start }).click();
    await support.page.getByText(words.screening.started).waitFor();
    await support.page.getByLabel(words.notes.label).fill('Bonne présentation, expérience au téléphone.');
    await support.page.getByRole('button', { name: words.notes.add }).click();
    await support.page.getByTestId('application-notes').getByText('Bonne présentation').waitFor();

    await support.page.getByLabel(words.testReading.date, { exact: true }).fill(tomorrowInMontreal());
    await support.page.getByLabel(words.testReading.time).fill('14:30');
    await support.page.getByLabel(words.testReading.screener).selectOption({ index: 1 });
    await support.page.getByRole('button', { name: words.testReading.schedule }).click();
    await support.page.getByTestId('test-reading-current').getByText(/2:30/).waitFor();

    for (const [criterion, score] of [
      ['accuracy', '4'],
      ['empathy', '5'],
      ['clarity', '4'],
      ['ethics', '5'],
    ] as const) {
      await support.page.getByLabel(`${words.rubric[criterion].name}: score from 1 to 5`).selectOption(score);
    }
    await support.page.getByText(words.outcome.passes).waitFor();
    await support.page.getByRole('button', { name: words.outcome.record }).click();
    await support.page.getByText('Outcome recorded', { exact: false }).first().waitFor();
    // Support cannot decide: the page says so, and the server would refuse.
    await support.page.getByText(words.decision.adminOnly).waitFor();
    expect(await seriousViolations(support.page)).toEqual([]);
    await shoot(support.page, 'application-en');
    const applicationPath = new URL(support.page.url()).pathname;
    const approveBySupport = await support.page.request.post(
      `/api${applicationPath.replace('/admin', '/staff')}/approve`,
      {
        headers: { origin: baseURL },
      },
    );
    expect(approveBySupport.status()).toBe(403);
    await support.context.close();

    // 3. The admin approves: a draft advisor, hidden from customers.
    const admin = await openPage();
    await signInAsStaff(admin.page);
    const mailAfter = await nextMessageAfter(baseURL, applicant.email, 'email');
    const textAfter = await nextMessageAfter(baseURL, forwarding, 'sms');
    await admin.page.goto(applicationPath);
    await admin.page.getByRole('button', { name: words.decision.approve }).click();
    await admin.page.getByRole('dialog').getByRole('button', { name: words.decision.approve }).click();
    const state = admin.page.getByTestId('advisor-state');
    await state.getByText(words.advisor.draft).waitFor();
    const agentId = Number(
      /(\d+)/.exec(
        (await admin.page
          .getByText(/^Extension \d+$/)
          .first()
          .textContent()) ?? '',
      )?.[1],
    );
    expect(agentId).toBeGreaterThan(0);
    expect((await fetchFeed(baseURL)).some((advisor) => advisor.agentId === agentId)).toBe(false);
    await shoot(admin.page, 'approved-en');
    await admin.page.goto('/fr/admin/applications');
    await admin.page.getByRole('link', { name: applicant.name, exact: true }).waitFor();
    await shoot(admin.page, 'queue-fr');
    await admin.page.goto(`/fr${applicationPath}`);
    await admin.page.getByTestId('advisor-state').waitFor();
    expect(await seriousViolations(admin.page)).toEqual([]);
    await shoot(admin.page, 'approved-fr');

    // 4. The new advisor: the welcome text, a password from the e-mail, the console and its checklist.
    const welcome = await waitForMessage(baseURL, forwarding, 'sms', textAfter);
    expect(welcome.body).toContain(String(agentId));
    const mail = await waitForMessage(baseURL, applicant.email, 'email', mailAfter);
    await phone.page.goto(linkIn(mail.body, '/api/auth/reset-password/'));
    await phone.page.waitForURL(/\/reset-password\?token=/);
    await phone.page.getByLabel(fr.auth.reset.newPassword).fill('nouvelle-recrue-2026');
    await phone.page.getByLabel(fr.auth.reset.confirmPassword).fill('nouvelle-recrue-2026');
    await phone.page.getByRole('button', { name: fr.auth.reset.submit }).click();
    await phone.page.waitForURL(/\/login$/, { timeout: 10_000 });
    await phone.page.getByLabel(fr.auth.signIn.email, { exact: true }).fill(applicant.email);
    await phone.page.getByLabel(fr.auth.signIn.password, { exact: true }).fill('nouvelle-recrue-2026');
    await phone.page.getByRole('button', { name: fr.auth.signIn.submit, exact: true }).click();
    await phone.page.waitForURL(/\/advisor$/);
    const checklist = fr.advisorChecklist;
    await phone.page.getByText(checklist.title).waitFor();
    await phone.page.getByTestId('checklist-not-published').waitFor();
    await shoot(phone.page, 'checklist-fr');
    await phone.page.goto('/advisor');
    await phone.page.getByText(en.advisorChecklist.title).waitFor();
    expect(await seriousViolations(phone.page)).toEqual([]);
    await shoot(phone.page, 'checklist-en');
    await phone.page.goto('/fr/advisor');
    await phone.page.setViewportSize(PHONE);

    // The payout details, confirmed by the code texted to the forwarding number.
    const payout = fr.payoutProfile;
    await phone.page.getByRole('link', { name: checklist.items.payoutProfile.action }).click();
    await phone.page.waitForURL(/\/advisor\/payout-profile$/);
    await phone.page.getByRole('button', { name: payout.current.set }).click();
    await phone.page.getByLabel(payout.methods.interac).check();
    await phone.page.getByLabel(payout.form.interacDestination).fill(applicant.email);
    await phone.page.getByLabel(payout.form.legalName).fill(applicant.name);
    await phone.page.getByLabel(payout.form.addressLine1, { exact: true }).fill('4521 rue Saint-Denis');
    await phone.page.getByLabel(payout.form.city).fill('Montréal');
    await phone.page.getByLabel(payout.form.province).selectOption('QC');
    await phone.page.getByLabel(payout.form.postalCode).fill('H2J 2L4');
    await phone.page.getByLabel(payout.tinKinds.sin).check();
    await phone.page.getByLabel(payout.form.tin, { exact: true }).fill('123 456 782');
    await phone.page.getByLabel(payout.form.birthDate).fill('1985-04-30');
    const codeAfter = await nextMessageAfter(baseURL, forwarding, 'sms');
    await phone.page.getByRole('button', { name: payout.form.submit }).click();
    const code = await waitForMessage(baseURL, forwarding, 'sms', codeAfter);
    await phone.page.getByLabel(payout.code.label).fill(codeIn(code.body));
    await phone.page.getByRole('button', { name: payout.code.confirm }).click();
    await phone.page.getByText(payout.done.heading).waitFor();

    // A call to themselves: our number rings the forwarding number; answered, the step is done.
    await phone.page.goto('/fr/advisor');
    await phone.page.getByTestId('checklist-call-yourself').click();
    await phone.page.getByText(checklist.items.testCall.expect).waitFor();
    let callSid: string | undefined;
    await expect
      .poll(
        async () => {
          callSid = (await dev.emulatorLog()).findLast(
            (entry) => entry.op === 'call.create' && entry.to === forwarding,
          )?.callSid;
          return callSid;
        },
        { timeout: 15_000 },
      )
      .toBeTruthy();
    await dev.post(`/dev/twilio/calls/${callSid}/answer`, { answeredBy: 'human' });

    // Photo, voice (if it was not a recording), hours: whatever is left is done from its link.
    const voiceItem = phone.page.getByTestId('checklist-voice');
    await phone.page.getByTestId('checklist-testCall').getByText(checklist.done).waitFor({ timeout: 20_000 });
    if (await voiceItem.getByText(checklist.toDo).isVisible()) {
      throw new Error('the WAV voice sample of the application was not carried to the advisor');
    }
    await phone.page.getByText(checklist.allSet.title).waitFor();
    expect(phone.errors, phone.errors.join('\n')).toEqual([]);
    await shoot(phone.page, 'all-set-fr');

    // 5. The admin publishes from the advisor's page (a draft there, with no "reactivate"): the advisor
    // enters the directory, and the application says so.
    await admin.page.goto(applicationPath);
    await admin.page.getByRole('link', { name: words.advisor.open }).click();
    await admin.page.waitForURL(new RegExp(`/admin/advisors/${agentId}$`));
    await admin.page.getByText(en.backOffice.advisors.active.draft, { exact: true }).first().waitFor();
    expect(
      await admin.page.getByRole('button', { name: en.backOffice.advisors.detail.reactivate }).count(),
    ).toBe(0);
    await shoot(admin.page, 'draft-advisor-en');
    await admin.page.getByRole('button', { name: words.advisor.publish }).click();
    await admin.page.getByText(en.backOffice.advisors.active.yes, { exact: true }).first().waitFor();
    await admin.page.goto(applicationPath);
    await state.getByText(words.advisor.live).waitFor();
    await expect
      .poll(async () => (await fetchFeed(baseURL)).some((advisor) => advisor.agentId === agentId), {
        timeout: 20_000,
      })
      .toBe(true);
    await phone.page.reload();
    await phone.page.getByRole('switch').waitFor();
    expect(await phone.page.getByTestId('checklist-not-published').count()).toBe(0);
    expect(admin.errors, admin.errors.join('\n')).toEqual([]);
    await admin.context.close();
    await phone.context.close();
  }, 240_000);
});
