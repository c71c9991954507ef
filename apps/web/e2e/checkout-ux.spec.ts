import { INTERVALS_MS } from '@app/shared/constants';
import { en } from '@app/shared/messages/en';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInCustomer } from './support/customers.ts';
import { workerBaseURL } from './support/server.ts';
import { browserForSpec } from './support/spec-browser.ts';

const baseURL = workerBaseURL();
const openPage = browserForSpec(baseURL);

/** Requests of the page whose path ends with `suffix`, counted as they are sent. */
function countRequests(page: Page, suffix: string): { readonly count: number } {
  const counter = { count: 0 };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith(suffix)) counter.count += 1;
  });
  return counter;
}

describe('paying by Interac: one order per click, no orphan polling', () => {
  it('a double click makes one order and one tab; leaving checkout stops the polling', async () => {
    const { page, context, errors } = await openPage();
    await signedInCustomer(page, baseURL);
    await page.goto('/purchase?bundle=bundle-10');
    await page.getByRole('button', { name: en.purchase.continue }).click();

    const orders = countRequests(page, '/create-interac-order');
    const checks = countRequests(page, '/check-interac-transaction-status');
    const tabs: Page[] = [];
    context.on('page', (tab) => tabs.push(tab));

    await page.getByRole('button', { name: en.purchase.payWithInterac }).dblclick();
    await page.getByText(en.purchase.interacOpened).waitFor();
    await page.waitForTimeout(1_000);
    expect(orders.count).toBe(1);
    expect(tabs).toHaveLength(1);

    // While the payment is open, no other way to pay can start a second one.
    expect(await page.getByRole('button', { name: en.purchase.paypalSandbox }).isDisabled()).toBe(true);
    // The waiting panel says it once (a spinner label beside the same sentence said it twice).
    const waitingTexts = await page
      .getByText(en.purchase.interacWaiting)
      .evaluateAll((nodes) => nodes.filter((node) => (node as HTMLElement).offsetParent !== null).length);
    expect(waitingTexts).toBe(1);

    // Back to the packages: the abandoned payment is no longer polled.
    await page.getByRole('button', { name: en.purchase.back }).click();
    await page.getByRole('button', { name: en.purchase.continue }).waitFor();
    const checksWhenLeft = checks.count;
    await page.waitForTimeout(INTERVALS_MS.interacPoll + 2_000);
    expect(checks.count).toBe(checksWhenLeft);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  }, 90_000);
});

describe('checkout layout', () => {
  it.each([
    [360, 780],
    [1440, 900],
  ])(
    'the coupon field shows its whole placeholder at %i px',
    async (width, height) => {
      const { page, context } = await openPage({ width, height });
      await signedInCustomer(page, baseURL);
      await page.goto('/purchase?bundle=bundle-20');
      await page.getByRole('button', { name: en.purchase.continue }).click();
      await page.getByRole('button', { name: en.purchase.back }).waitFor();
      const input = page.getByLabel(en.coupon.label);
      expect(await input.getAttribute('placeholder')).toBe(en.coupon.placeholder);
      // The placeholder's width as drawn (its own font, case and letter spacing) against the input's text box.
      const fit = await input.evaluate((field: HTMLInputElement) => {
        const style = getComputedStyle(field, '::placeholder');
        const box = getComputedStyle(field);
        const probe = document.createElement('span');
        probe.textContent = field.placeholder;
        Object.assign(probe.style, {
          position: 'absolute',
          visibility: 'hidden',
          whiteSpace: 'pre',
          font: style.font,
          letterSpacing: style.letterSpacing,
          textTransform: style.textTransform,
        });
        document.body.append(probe);
        const text = probe.getBoundingClientRect().width;
        probe.remove();
        const room =
          field.clientWidth - Number.parseFloat(box.paddingLeft) - Number.parseFloat(box.paddingRight);
        return { text, room };
      });
      expect(fit.text, `placeholder ${fit.text}px in ${fit.room}px`).toBeLessThanOrEqual(fit.room);
      await context.close();
    },
    60_000,
  );
});
