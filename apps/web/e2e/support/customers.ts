import { randomBytes } from 'node:crypto';
import { en } from '@app/shared/messages/en';
import type { Page } from 'playwright-core';
import { codeIn, linkIn, waitForMessage } from './outbox.ts';

/** Where a test customer lives unless a test says otherwise: Montréal, so the spec's Québec figures hold. */
export const MONTREAL = { province: 'QC', postalCode: 'H2X 1Y4' } as const;

/**
 * A confirmed account made through the public API, then signed in through the real form. Its billing
 * address is set (Montréal by default) so a checkout goes straight to payment; `billingAddress: null`
 * leaves it unset, for the first-checkout step.
 */
export async function signedInCustomer(
  page: Page,
  baseURL: string,
  password = 'moonlight-42',
  billingAddress: { province: string; postalCode: string } | null = MONTREAL,
) {
  const email = `buyer.${randomBytes(4).toString('hex')}@example.com`;
  const res = await fetch(`${baseURL}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseURL },
    body: JSON.stringify({ email, password, name: 'x', callbackURL: '/login?verified=1' }),
  });
  if (res.status !== 200) throw new Error(`sign-up answered ${res.status}`);
  const mail = await waitForMessage(baseURL, email, 'email', 0, 'Confirm');
  await page.goto(linkIn(mail.body, '/api/auth/verify-email'));
  await page.getByLabel(en.auth.signIn.email, { exact: true }).fill(email);
  await page.getByLabel(en.auth.signIn.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: en.auth.signIn.submit, exact: true }).click();
  await page.waitForURL(/\/dashboard$/);
  if (billingAddress) {
    const session = await page.request.get('/api/auth/get-session');
    const { user } = (await session.json()) as { user: { id: string } };
    const saved = await page.request.put(`/api/customers/${user.id}/billing-address`, {
      data: billingAddress,
      headers: { origin: baseURL },
    });
    if (saved.status() !== 200) throw new Error(`billing address answered ${saved.status()}`);
  }
  return { email, password };
}

/**
 * Adds and verifies a new phone number from the dashboard's notice, as a customer does (the code comes
 * from the dev outbox); returns its 10 digits.
 */
export async function verifyPhoneFromNotice(page: Page, baseURL: string): Promise<string> {
  await page.getByRole('dialog').getByRole('button', { name: en.dashboard.phoneNotice.addPhone }).click();
  // An exchange of 200-999: NANP has no exchange starting with 0 or 1, and the server refuses one.
  const phone = `438${String(Math.floor(2_000_000 + Math.random() * 7_999_999))}`;
  await page.getByLabel(en.auth.phone.label, { exact: true }).fill(phone);
  const at = Date.now() - 1000;
  await page.getByRole('button', { name: en.auth.phone.sendCode }).click();
  const sms = await waitForMessage(baseURL, `+1${phone}`, 'sms', at);
  await page.getByLabel(en.auth.otp.code, { exact: true }).fill(codeIn(sms.body));
  await page.getByRole('button', { name: en.auth.otp.verify }).click();
  await page.getByText(en.auth.phone.added).waitFor();
  return phone;
}

/**
 * From /purchase with a bundle chosen: Continue, PayPal, approve on the PayPal emulator, and back on the
 * dashboard once the site has captured and credited the order.
 */
export async function payThroughPayPalEmulator(page: Page): Promise<void> {
  await page.getByRole('button', { name: en.purchase.continue }).click();
  await page.getByRole('button', { name: en.purchase.paypalSandbox }).click();
  await page.waitForURL(/\/dev\/paypal\/checkoutnow/);
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await page.waitForURL(/\/dashboard$/, { timeout: 15_000 });
  await page.getByText(en.purchase.success).waitFor();
}
