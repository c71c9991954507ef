import { en } from '@app/shared/messages/en';
import { formatPhoneDisplay } from '@app/shared/rules/phone';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInCustomer } from './support/customers.ts';
import { codeIn, nextMessageAfter, waitForMessage } from './support/outbox.ts';
import { workerBaseURL } from './support/server.ts';
import { browserForSpec } from './support/spec-browser.ts';

const baseURL = workerBaseURL();
const openPage = browserForSpec(baseURL);

/** A Montréal number with a valid exchange (2-9, not N11), different on every run. */
function randomPhone(): string {
  const exchange = 200 + Math.floor(Math.random() * 800);
  const safe = exchange % 100 === 11 ? exchange + 1 : exchange;
  return `514${safe}${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
}

/** The WCAG contrast ratio of two computed `rgb(...)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r = 0, g = 0, bl = 0] = (color.match(/[\d.]+/g) ?? []).map(Number);
    const channel = (v: number) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(bl);
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The dashboard's phone notice opens 1 s after load for a customer without a number. */
async function dismissPhoneNotice(page: Page) {
  const notice = page.getByRole('dialog', { name: en.dashboard.phoneNotice.title });
  await notice.getByRole('button', { name: en.dashboard.phoneNotice.later }).click();
  await notice.waitFor({ state: 'hidden' });
}

/** Stays on `path` for a while: a later redirect (a guard sending the visitor to /login) would show. */
async function settlesOn(page: Page, path: string) {
  await page.waitForURL((url) => url.pathname === path);
  await page.waitForTimeout(1_500);
  expect(new URL(page.url()).pathname).toBe(path);
}

async function addPhone(page: Page, phone: string) {
  const dialog = page.getByRole('dialog', { name: en.auth.phone.addTitle });
  await dialog.getByLabel(en.auth.phone.label, { exact: true }).fill(phone);
  const at = await nextMessageAfter(baseURL, `+1${phone}`, 'sms');
  await dialog.getByRole('button', { name: en.auth.phone.sendCode }).click();
  const sms = await waitForMessage(baseURL, `+1${phone}`, 'sms', at);
  await dialog.getByLabel(en.auth.otp.code, { exact: true }).fill(codeIn(sms.body));
  await dialog.getByRole('button', { name: en.auth.otp.verify }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('signing out and closing the account', () => {
  it('sign-out from a guarded page goes home and says so, in the site colours', async () => {
    const { page, context, errors } = await openPage();
    await signedInCustomer(page, baseURL);
    await dismissPhoneNotice(page);
    await page.getByRole('button', { name: en.site.nav.accountMenu }).click();
    await page.getByRole('menuitem', { name: en.site.nav.signOut }).click();
    const toast = page.getByRole('alert').filter({ hasText: en.site.nav.signedOut });
    await toast.waitFor();
    await settlesOn(page, '/');
    await page.getByRole('link', { name: en.site.nav.signIn }).first().waitFor();

    // The toast wears the site's night and parchment, not react-toastify's white and grey.
    const colours = await page
      .locator('.Toastify__toast')
      .first()
      .evaluate((node) => {
        const style = getComputedStyle(node);
        return { background: style.backgroundColor, text: style.color };
      });
    expect(colours.background).toBe('rgb(18, 10, 46)');
    expect(contrast(colours.background, colours.text)).toBeGreaterThanOrEqual(7);
    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  }, 60_000);

  it('deleting the account goes home with a confirmation', async () => {
    const { page, context, errors } = await openPage({ width: 360, height: 780 });
    await signedInCustomer(page, baseURL);
    await dismissPhoneNotice(page);
    await page.getByRole('button', { name: en.deletion.button }).click();
    const dialog = page.getByRole('dialog', { name: en.deletion.title });
    await dialog.getByLabel(en.deletion.prompt).fill('DELETE');
    await dialog.getByRole('button', { name: en.deletion.confirm }).click();
    await page.getByText(en.deletion.deleted).waitFor();
    await settlesOn(page, '/');
    // Nothing asked the server for the closed account's data on the way out.
    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  }, 60_000);
});

describe('the header follows a rename', () => {
  it('the avatar initial changes with the greeting', async () => {
    const { page, context } = await openPage();
    const { email } = await signedInCustomer(page, baseURL);
    await page.goto('/profile');
    const avatar = page.getByRole('button', { name: en.site.nav.accountMenu });
    // No first name yet: an empty field, the greeting alone, the e-mail's initial (never 'User <e-mail>').
    const name = page.getByLabel(en.profile.firstName, { exact: true });
    await expect.poll(() => avatar.textContent()).toBe(email.charAt(0).toUpperCase());
    await expect(name.inputValue()).resolves.toBe('');
    await expect(
      page
        .getByRole('banner')
        .getByText(/^User /)
        .count(),
    ).resolves.toBe(0);
    await name.fill('Luna Seeker');
    await page.getByRole('button', { name: en.profile.save }).click();
    await page.getByText(en.profile.saved).waitFor();
    await page.getByRole('banner').getByText('Luna Seeker').first().waitFor();
    await expect(avatar.textContent()).resolves.toBe('L');
    await context.close();
  }, 60_000);
});

describe('a first name', () => {
  it('is optional at sign-up and greets the customer once given', async () => {
    const { page, context } = await openPage();
    const email = `marie.${Date.now().toString(36)}@example.com`;
    await page.goto('/register');
    await page.getByLabel(en.profile.firstName, { exact: true }).fill('Mar1e');
    await page.getByLabel(en.auth.signIn.email).fill(email);
    await page.getByLabel(en.auth.signIn.password).fill('moonlight-42');
    await page.getByRole('button', { name: en.auth.signIn.createAccount, exact: true }).click();
    await page.getByText(en.profile.errors.firstNameInvalid).waitFor();
    await page.getByLabel(en.profile.firstName, { exact: true }).fill(' Marie-Ève ');
    await page.getByRole('button', { name: en.auth.signIn.createAccount, exact: true }).click();
    await page.getByRole('heading', { name: en.auth.signUp.checkInboxTitle }).waitFor();
    const confirmation = await waitForMessage(baseURL, email, 'email', 0, 'Confirm your e-mail');
    expect(confirmation.body.split('\n')[0]).toBe('Hello Marie-Ève,');
    await context.close();
  }, 60_000);

  it('is asked once at the first checkout, and never insisted on', async () => {
    const { page, context } = await openPage();
    await signedInCustomer(page, baseURL);
    await page.goto('/purchase?bundle=bundle-10');
    await page.getByRole('button', { name: en.purchase.continue }).click();
    const prompt = page.getByRole('region', { name: en.profile.firstNamePrompt.title });
    await prompt.getByLabel(en.profile.firstName, { exact: true }).fill('Luna');
    await prompt.getByRole('button', { name: en.profile.firstNamePrompt.save }).click();
    await page.getByText('Thank you, Luna.').waitFor();
    await prompt.waitFor({ state: 'detached' });
    await page.getByRole('banner').getByText('Luna').first().waitFor();
    // The payment buttons were there all along.
    await page.getByRole('button', { name: en.purchase.paypalSandbox }).waitFor();
    await context.close();
  }, 60_000);
});

describe('phone numbers on the dashboard', () => {
  it('asks before deleting a number, and "Change Phone Number" keeps what was typed', async () => {
    const { page, context, errors } = await openPage();
    await signedInCustomer(page, baseURL);
    await page
      .getByRole('dialog', { name: en.dashboard.phoneNotice.title })
      .getByRole('button', { name: en.dashboard.phoneNotice.addPhone })
      .click();
    const primary = randomPhone();
    await addPhone(page, primary);

    // A second number: going back from the code step keeps the number in the field.
    const second = randomPhone();
    await page.getByRole('button', { name: en.dashboard.addPhone }).click();
    const dialog = page.getByRole('dialog', { name: en.auth.phone.addTitle });
    await dialog.getByLabel(en.auth.phone.label, { exact: true }).fill(second);
    await dialog.getByRole('button', { name: en.auth.phone.sendCode }).click();
    await dialog.getByRole('button', { name: en.auth.otp.changePhone }).click();
    await expect(dialog.getByLabel(en.auth.phone.label, { exact: true }).inputValue()).resolves.toBe(second);
    await dialog.getByRole('button', { name: en.common.close }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: en.dashboard.addPhone }).click();
    await addPhone(page, second);

    const card = page.locator('section', {
      has: page.getByRole('heading', { name: en.dashboard.phoneNumbers }),
    });
    const shown = formatPhoneDisplay(second);
    await card.getByText(shown).waitFor();
    const deleteButton = card.getByRole('button', {
      name: en.dashboard.deletePhone.replace('{{phone}}', shown),
    });

    // Delete asks first; cancelling keeps the number.
    await deleteButton.click();
    const confirm = page.getByRole('dialog', { name: en.dashboard.deletePhoneConfirm.title });
    await confirm.getByText(shown).waitFor();
    await confirm.getByRole('button', { name: en.common.cancel }).click();
    await confirm.waitFor({ state: 'hidden' });
    await page.waitForTimeout(500);
    await card.getByText(shown).waitFor();

    await deleteButton.click();
    await confirm.getByRole('button', { name: en.dashboard.deletePhoneConfirm.confirm }).click();
    await page.getByText(en.dashboard.phoneDeleted).waitFor();
    await card.getByText(shown).waitFor({ state: 'detached' });
    await card.getByText(formatPhoneDisplay(primary)).waitFor();
    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  }, 90_000);

  it('the code-send limit says when to try again', async () => {
    const { page, context } = await openPage({ width: 360, height: 780 });
    await signedInCustomer(page, baseURL);
    await page
      .getByRole('dialog', { name: en.dashboard.phoneNotice.title })
      .getByRole('button', { name: en.dashboard.phoneNotice.addPhone })
      .click();
    const dialog = page.getByRole('dialog', { name: en.auth.phone.addTitle });
    await dialog.getByLabel(en.auth.phone.label, { exact: true }).fill(randomPhone());
    await dialog.getByRole('button', { name: en.auth.phone.sendCode }).click();
    const resend = dialog.getByRole('button', { name: en.auth.otp.resend });
    // Three codes per number per 15 minutes: the fourth is refused.
    for (let sent = 1; sent < 3; sent++) {
      await resend.click();
      await dialog.getByText(en.auth.otp.resent).waitFor();
      await expect(resend.isEnabled()).resolves.toBe(true);
    }
    await resend.click();
    await dialog
      .getByText(en.auth.otp.errors.tooManyRequestsRetryIn_other.replace('{{count}}', '15'))
      .waitFor();
    await context.close();
  }, 60_000);
});
