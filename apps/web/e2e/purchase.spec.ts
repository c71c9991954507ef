import { randomBytes } from 'node:crypto';
import { en } from '@app/shared/messages/en';
import { describe, expect, it } from 'vitest';
import { signedInCustomer, verifyPhoneFromNotice } from './support/customers.ts';
import { workerBaseURL } from './support/server.ts';
import { browserForSpec } from './support/spec-browser.ts';
import { twilio as twilioWebhook } from './support/twilio.ts';

const baseURL = workerBaseURL();
const openPage = browserForSpec(baseURL);

const twilio = (path: string, params: Record<string, string>) => twilioWebhook(baseURL, path, params);

describe('buying credits', () => {
  it('bundle-20 with WELCOME25 through PayPal → 25 minutes and a 43.12 purchase; a 125 s call then costs 3 minutes', async () => {
    const { page, errors, context } = await openPage();
    await signedInCustomer(page, baseURL);

    await page.goto('/pricing');
    await page.getByText(en.purchase.bestPackage).waitFor();
    await page.goto('/purchase?bundle=bundle-20&coupon=welcome25');
    await page.getByText('Coupon WELCOME25 applied').waitFor();
    await expect(page.getByTestId('order-total').textContent()).resolves.toBe('CA$43.12');
    await expect(page.getByTestId('order-minutes').textContent()).resolves.toBe('25');
    await page.getByRole('button', { name: en.purchase.continue }).click();
    await page.getByRole('button', { name: en.purchase.paypalSandbox }).click();

    // PayPal's approval page (the emulator), then back to the site, which captures and credits.
    await page.waitForURL(/\/dev\/paypal\/checkoutnow/);
    await page.getByText('$43.12 CAD').waitFor();
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await page.waitForURL(/\/dashboard$/, { timeout: 15_000 });
    await page.getByText(en.purchase.success).waitFor();
    const history = page.locator('section', {
      has: page.getByRole('heading', { name: en.dashboard.purchaseHistory }),
    });
    await history.getByText('CA$43.12').waitFor();
    await history.getByText('Standard Package').waitFor();
    const balance = page.locator('section', {
      has: page.getByRole('heading', { name: en.dashboard.creditBalance }),
    });
    await balance.getByText('25', { exact: true }).waitFor();
    const event = await page.evaluate(() => window.dataLayer?.find((e) => e.event === 'purchase'));
    expect(event).toMatchObject({
      ecommerce: { value: 43.12, currency: 'CAD', tax: 5.62, coupon: 'WELCOME25' },
    });

    // Verify a phone, then call from it: 125 s of talk is billed 3 minutes.
    const phone = await verifyPhoneFromNotice(page, baseURL);

    const callSid = `CA${randomBytes(16).toString('hex')}`;
    const feed = (await (await fetch(`${baseURL}/.netlify/functions/fetch-psychicstatus-json`)).json()) as {
      agentId: number;
      signedIn: string;
      onACall: string;
    }[];
    const advisor = feed.find((a) => a.signedIn === 'Y' && a.onACall === 'N');
    expect(advisor).toBeDefined();
    expect(await twilio('/api/telephony/voice', { CallSid: callSid, From: `+1${phone}` })).toContain(
      '25 minutes available',
    );
    expect(
      await twilio('/api/telephony/extension', { CallSid: callSid, Digits: String(advisor?.agentId) }),
    ).toContain('timeLimit="1500"');
    await twilio('/api/telephony/dial-complete', {
      CallSid: callSid,
      DialCallStatus: 'completed',
      DialCallDuration: '125',
    });

    await page.reload();
    const usage = page.locator('section', {
      has: page.getByRole('heading', { name: en.dashboard.creditUsage }),
    });
    await usage.getByText('2.1').waitFor();
    await page.getByTestId('credit-balance').getByText('22', { exact: true }).waitFor();
    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  }, 120_000);

  it('cancelling on PayPal gives WELCOME25 back at once: the next order can use it', async () => {
    const { page, errors, context } = await openPage();
    await signedInCustomer(page, baseURL);
    const checkout = async () => {
      await page.goto('/purchase?bundle=bundle-20&coupon=welcome25');
      await page.getByText('Coupon WELCOME25 applied').waitFor();
      await page.getByRole('button', { name: en.purchase.continue }).click();
      await page.getByRole('button', { name: en.purchase.paypalSandbox }).click();
      await page.waitForURL(/\/dev\/paypal\/checkoutnow/);
    };
    await checkout();
    const cancelled = page.waitForResponse((res) => res.url().endsWith('/api/payments/paypal/cancel'));
    await page.getByRole('button', { name: 'Cancel and return' }).click();
    await page.getByText(en.purchase.cancelled).waitFor();
    expect((await cancelled).status()).toBe(200);

    // The coupon was released with the cancelled order: a second checkout with it goes through.
    await checkout();
    await page.getByText('$43.12 CAD').waitFor();
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await page.waitForURL(/\/dashboard$/, { timeout: 15_000 });
    await page.getByText(en.purchase.success).waitFor();
    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  }, 90_000);

  it('shows the checkout and coupon messages', async () => {
    const { page, context } = await openPage({ width: 360, height: 780 });
    await signedInCustomer(page, baseURL);
    await page.goto('/purchase?bundle=bundle-99');
    await page.getByText(en.purchase.invalidBundle).waitFor();
    await page.getByRole('button', { name: en.purchase.continue }).click();
    await page.getByText(en.purchase.selectPackageFirst, { exact: true }).first().waitFor();
    await page.getByLabel(en.coupon.label).fill('nosuchcode');
    await page.getByRole('button', { name: en.coupon.apply }).click();
    await page.getByText(en.coupon.errors.selectPackageFirst).waitFor();
    await page.getByRole('button', { name: en.purchase.select }).first().click();
    await page.getByText(en.coupon.errors.invalid).waitFor();
    await context.close();
  }, 60_000);
});

describe('paying by Interac', () => {
  it.each([
    ['pays', 'Pay'],
    ['fails', 'Fail'],
  ] as const)(
    'a customer who %s on the Interac page',
    async (_name, button) => {
      const { page, context } = await openPage();
      await signedInCustomer(page, baseURL);
      await page.goto('/purchase?bundle=bundle-10');
      await page.getByRole('button', { name: en.purchase.continue }).click();
      const popupOpened = context.waitForEvent('page');
      await page.getByRole('button', { name: en.purchase.payWithInterac }).click();
      const popup = await popupOpened;
      await popup.getByText('$28.74 CAD').waitFor();
      await page.getByText(en.purchase.interacWaiting).first().waitFor();
      await popup.getByRole('button', { name: button, exact: true }).click();
      await popup.getByText(/Transaction finished/).waitFor();
      if (button === 'Pay') {
        // The page polls every 10 s, then finishes on the dashboard with the new balance.
        await page.waitForURL(/\/dashboard$/, { timeout: 25_000 });
        await page.getByTestId('credit-balance').getByText('12', { exact: true }).waitFor();
      } else {
        await page
          .getByRole('alert')
          .getByText(en.payments.interacFailed)
          .first()
          .waitFor({ timeout: 25_000 });
        await page.getByRole('button', { name: en.purchase.continue }).waitFor();
      }
      await context.close();
    },
    60_000,
  );
});
