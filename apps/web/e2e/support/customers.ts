import { randomBytes } from 'node:crypto';
import { en } from '@app/shared/messages/en';
import type { Page } from 'playwright-core';
import { linkIn, waitForMessage } from './outbox.ts';

/** A confirmed account made through the public API, then signed in through the real form. */
export async function signedInCustomer(page: Page, baseURL: string, password = 'moonlight-42') {
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
  return { email, password };
}
