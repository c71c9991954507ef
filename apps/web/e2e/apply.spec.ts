import { join } from 'node:path';
import { fr } from '@app/shared/messages/fr';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillApplicationInFrench, newApplicant } from './support/applicant.ts';
import { launchBrowser, newPage } from './support/browser.ts';
import { nextMessageAfter, waitForMessage } from './support/outbox.ts';
import { REPO_ROOT, type RunningServer, startServer } from './support/server.ts';
import { PHONE, widthShots } from './support/shots.ts';

/**
 * Applying to become an advisor (issue 43), the applicant's part: in French on a phone, a texted code,
 * an uploaded photo and voice sample, the confirmation e-mail, and withdrawing from its link.
 */
let browser: Browser;
let server: RunningServer;
const shoot = widthShots(join(REPO_ROOT, '.tmp', 'apply'));
const words = fr.apply;

beforeAll(async () => {
  browser = await launchBrowser();
  server = await startServer();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('applying to become an advisor', () => {
  it('in French on a phone: code, photo and voice sample, the e-mail, and withdrawing by its link', async () => {
    const { baseURL } = server;
    const { page, context, errors } = await newPage(browser, baseURL, PHONE);
    const applicant = { ...newApplicant('candidat'), name: 'Claude Tremblay' };
    const { email } = applicant;
    await page.goto('/fr/postuler');
    await shoot(page, 'form-fr');
    await fillApplicationInFrench(page, baseURL, applicant);
    const mailAfter = await nextMessageAfter(baseURL, email, 'email');
    await page.getByTestId('apply-submit').click();
    await page.getByRole('heading', { name: words.done.title }).waitFor();
    await shoot(page, 'received-fr');

    const mail = await waitForMessage(baseURL, email, 'email', mailAfter);
    const link = /https?:\/\/[^\s"<]+\/fr\/postuler\/retrait\?token=[\w-]+/.exec(mail.body)?.[0];
    if (!link) throw new Error('no withdraw link in the confirmation e-mail');
    await page.goto(new URL(link).pathname + new URL(link).search);
    await page.getByRole('button', { name: words.withdraw.confirm }).click();
    await page.getByText(words.withdraw.done).waitFor();
    await shoot(page, 'withdrawn-fr');
    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  }, 120_000);
});
