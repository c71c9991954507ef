import { randomBytes } from 'node:crypto';
import { en } from '@app/shared/messages/en';
import { formatPhoneDisplay } from '@app/shared/rules/phone';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { codeIn, linkIn, nextMessageAfter, waitForMessage } from './support/outbox.ts';
import { workerBaseURL } from './support/server.ts';
import { browserForSpec } from './support/spec-browser.ts';

const baseURL = workerBaseURL();
const openPage = browserForSpec(baseURL);

async function signInWithEmail(page: Page, email: string, password: string) {
  await page.getByLabel(en.auth.signIn.email).fill(email);
  await page.getByLabel(en.auth.signIn.password).fill(password);
  await page.getByRole('button', { name: en.auth.signIn.submit, exact: true }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: en.site.nav.accountMenu }).click();
  await page.getByRole('menuitem', { name: en.site.nav.signOut }).click();
  await page.waitForURL(`${baseURL}/`);
}

describe('account journey', () => {
  it('register → confirm → sign in → add phone → sign out → phone sign-in → profile → delete → refused', async () => {
    const { page, errors, context } = await openPage();
    const local = `seeker.${randomBytes(3).toString('hex')}`;
    const email = `${local}@example.com`;
    const password = 'moonlight-42';
    // An exchange of 200-999: NANP has no exchange starting with 0 or 1, and the server refuses one.
    const phone = `514${String(Math.floor(2_000_000 + Math.random() * 7_999_999))}`;

    // Register: the form, then the "check your inbox" state.
    await page.goto('/register');
    await page.getByText(en.auth.signUp.panel.offerText).waitFor();
    await page.getByLabel(en.auth.signIn.email).fill(`  ${email.toUpperCase()} `);
    await page.getByLabel(en.auth.signIn.password).fill(password);
    await page.getByRole('button', { name: en.auth.signIn.createAccount, exact: true }).click();
    await page.getByRole('heading', { name: en.auth.signUp.checkInboxTitle }).waitFor();
    const signUpEvent = await page.evaluate(() => window.dataLayer?.find((e) => e.event === 'sign_up'));
    expect(signUpEvent).toMatchObject({ event: 'sign_up', method: 'email' });

    // Confirm through the e-mailed link, which lands on /login with a notice.
    const confirmation = await waitForMessage(baseURL, email, 'email', 0, 'Confirm your e-mail');
    await page.goto(linkIn(confirmation.body, '/api/auth/verify-email'));
    await page.waitForURL(/\/login\?verified=1/);
    await page.getByText(en.auth.signIn.verified).waitFor();

    // Sign in: dashboard, greeted without a name (none was given; never the default 'User …') and 0 minutes.
    await signInWithEmail(page, email, password);
    await page.waitForURL(/\/dashboard$/);
    await page.getByRole('heading', { name: en.dashboard.welcomeNoName, exact: true }).waitFor();
    await page.getByText(en.dashboard.noName).waitFor();
    await expect(page.getByText(`User ${local}`).count()).resolves.toBe(0);

    // The phone notice opens after 1 s; add a phone with the code read from the outbox.
    await page.getByRole('heading', { name: en.dashboard.phoneNotice.title }).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: en.dashboard.phoneNotice.addPhone }).click();
    await page.getByLabel(en.auth.phone.label, { exact: true }).fill(phone);
    const requestedAt = Date.now() - 1000;
    await page.getByRole('button', { name: en.auth.phone.sendCode }).click();
    const sms = await waitForMessage(baseURL, `+1${phone}`, 'sms', requestedAt);
    await page.getByLabel(en.auth.otp.code, { exact: true }).fill(codeIn(sms.body));
    await page.getByRole('button', { name: en.auth.otp.verify }).click();
    await page.getByText(en.auth.phone.added).waitFor();
    const phoneCard = page.locator('section', {
      has: page.getByRole('heading', { name: en.dashboard.phoneNumbers }),
    });
    await phoneCard.getByText(formatPhoneDisplay(phone)).waitFor();
    await phoneCard.getByText(en.dashboard.primary).waitFor();

    // Sign out, then sign in by phone.
    await signOut(page);
    await page.goto('/login');
    await page.getByRole('button', { name: en.auth.signIn.usePhone }).click();
    await page.getByLabel(en.auth.phone.label, { exact: true }).fill(phone);
    const secondAt = await nextMessageAfter(baseURL, `+1${phone}`, 'sms');
    await page.getByRole('button', { name: en.auth.phone.sendCode }).click();
    await page.getByRole('button', { name: en.auth.otp.changePhone }).waitFor();
    const signInSms = await waitForMessage(baseURL, `+1${phone}`, 'sms', secondAt);
    await page.getByLabel(en.auth.otp.code, { exact: true }).fill(codeIn(signInSms.body));
    await page.getByRole('button', { name: en.auth.otp.verify }).click();
    await page.waitForURL(/\/dashboard$/);

    // Edit the profile: no first name yet, no consent to offers and news until ticked; the header then
    // greets with the new name.
    await page.goto('/profile');
    await expect(page.getByLabel(en.profile.email, { exact: true }).inputValue()).resolves.toBe(email);
    await expect(page.getByLabel(en.profile.firstName, { exact: true }).inputValue()).resolves.toBe('');
    await expect(
      page.getByRole('checkbox', { name: en.profile.emailNotifications }).isChecked(),
    ).resolves.toBe(false);
    await page.getByLabel(en.profile.firstName, { exact: true }).fill('Luna Seeker');
    await page.getByRole('button', { name: en.profile.save }).click();
    await page.getByText(en.profile.saved).waitFor();
    await page.getByRole('banner').getByText('Luna Seeker').first().waitFor();

    // Delete the account: DELETE must be typed exactly.
    // The cards above it load one by one and push it down: a click while one lands hit the page beside
    // the button (CI once lost it so: no dialog, no request). It is clicked once they have all loaded.
    await page.goto('/dashboard');
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: en.deletion.button }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(en.deletion.prompt).fill('delete');
    await dialog.getByRole('button', { name: en.deletion.confirm }).click();
    await dialog.getByText(en.validation.deleteConfirm).waitFor();
    await dialog.getByLabel(en.deletion.prompt).fill('DELETE');
    await dialog.getByRole('button', { name: en.deletion.confirm }).click();
    await page.waitForURL(`${baseURL}/`);
    await page.getByRole('link', { name: en.site.nav.signIn }).first().waitFor();

    // Signing in again is refused with the deleted-account message.
    await page.goto('/login');
    await signInWithEmail(page, email, password);
    await page.getByText(en.auth.signIn.errors.accountDeleted).waitFor();
    expect(page.url()).toMatch(/\/login$/);

    expect(errors.filter((e) => !e.includes('status of 4'))).toEqual([]);
    await context.close();
  }, 120_000);

  it('shows the spec messages for bad input and a wrong password', async () => {
    const { page, context } = await openPage({ width: 360, height: 780 });
    await page.goto('/login');
    await page.getByRole('button', { name: en.auth.signIn.submit, exact: true }).click();
    await page.getByText(en.validation.emailRequired).waitFor();
    await page.getByLabel(en.auth.signIn.email).fill('not-an-email');
    await page.getByLabel(en.auth.signIn.password).fill('12345');
    await page.getByRole('button', { name: en.auth.signIn.submit, exact: true }).click();
    await page.getByText(en.validation.emailInvalid).waitFor();
    await page.getByText(en.validation.passwordMin6).waitFor();
    await signInWithEmail(page, 'nobody@example.com', 'wrong-password');
    await page.getByText(en.auth.signIn.errors.invalidCredentials).waitFor();
    await context.close();
  }, 60_000);

  it('forgot password → e-mailed link → new password → back to sign in after 3 s', async () => {
    const { page, context } = await openPage();
    const email = `reset.${randomBytes(3).toString('hex')}@example.com`;
    const signUp = await fetch(`${baseURL}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseURL },
      body: JSON.stringify({ email, password: 'old-password', name: 'x', callbackURL: '/login?verified=1' }),
    });
    expect(signUp.status).toBe(200);
    await page.goto(
      linkIn((await waitForMessage(baseURL, email, 'email', 0, 'Confirm')).body, '/api/auth/verify-email'),
    );
    await page.getByRole('button', { name: en.auth.signIn.forgotPassword }).click();
    await page.getByLabel(en.auth.signIn.email).fill(email);
    const at = Date.now() - 1000;
    await page.getByRole('button', { name: en.auth.reset.sendLink }).click();
    await page.getByText(en.auth.reset.linkSent).waitFor();
    const mail = await waitForMessage(baseURL, email, 'email', at, 'Reset your password');
    expect(mail.subject).toContain('Reset your password');
    await page.goto(linkIn(mail.body, '/api/auth/reset-password/'));
    await page.waitForURL(/\/reset-password\?token=/);
    await page.getByLabel(en.auth.reset.newPassword).fill('new-password-1');
    await page.getByLabel(en.auth.reset.confirmPassword).fill('new-password-2');
    await page.getByRole('button', { name: en.auth.reset.submit }).click();
    await page.getByText(en.validation.passwordsDontMatch).waitFor();
    await page.getByLabel(en.auth.reset.confirmPassword).fill('new-password-1');
    await page.getByRole('button', { name: en.auth.reset.submit }).click();
    await page.getByText(en.auth.reset.success).waitFor();
    await page.waitForURL(/\/login$/, { timeout: 6_000 });
    await page.getByText(en.auth.signIn.passwordUpdated).waitFor();
    await signInWithEmail(page, email, 'new-password-1');
    await page.waitForURL(/\/dashboard$/);
    await context.close();
  }, 60_000);
});
