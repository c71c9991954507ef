import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { backOffice } from '@app/shared/messages/back-office';
import { en } from '@app/shared/messages/en';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { signedInCustomer } from './support/customers.ts';
import { workerBaseURL } from './support/server.ts';
import { browserForSpec } from './support/spec-browser.ts';
import { BACK_OFFICE_SHOTS, SUPPORT, signInAsStaff } from './support/staff.ts';

const baseURL = workerBaseURL();
const words = backOffice.catalogue;
const TABLET = { width: 768, height: 1024 };
const PHONE = { width: 360, height: 780 };
const openPage = browserForSpec(baseURL, BACK_OFFICE_SHOTS);

const shot = (page: Page, name: string) =>
  page.screenshot({ path: join(BACK_OFFICE_SHOTS, name), fullPage: true });

/** Every size the back office must work at, for the page on screen. */
async function shotsAtEverySize(page: Page, name: string) {
  await shot(page, `${name}-1440.png`);
  for (const [size, viewport] of [
    ['768', TABLET],
    ['360', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await shot(page, `${name}-${size}.png`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

const unexpected = (errors: string[]) => errors.filter((error) => !error.includes('status of 4'));

describe('the back office catalogue', () => {
  it('an admin creates a coupon and a customer gets its discount on /purchase', async () => {
    const { page, errors, context } = await openPage();
    await signInAsStaff(page);
    const nav = page.getByRole('navigation', { name: backOffice.nav.label });
    await nav.getByRole('link', { name: backOffice.nav.coupons }).click();
    await page.waitForURL(/\/admin\/coupons$/);
    await page.getByTestId('coupon-row').first().waitFor();

    const code = `HALF${randomBytes(3).toString('hex')}`.toUpperCase();
    await page.getByRole('button', { name: words.coupons.create }).click();
    const dialog = page.getByRole('dialog', { name: words.couponForm.createTitle });
    // The form's own rules first: a bad code and no value.
    await dialog.getByLabel(words.couponForm.code, { exact: true }).fill('no way');
    await dialog.getByRole('button', { name: words.couponForm.submitCreate }).click();
    await dialog.getByText('Use only letters A–Z, digits 0–9, - and _.').waitFor();
    await dialog.getByText(words.couponForm.numberRequired).waitFor();
    await dialog.getByLabel(words.couponForm.code, { exact: true }).fill(` ${code.toLowerCase()} `);
    await dialog.getByLabel(words.couponForm.value, { exact: true }).fill('50');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(BACK_OFFICE_SHOTS, 'coupon-dialog-1440.png') });
    await dialog.getByRole('button', { name: words.couponForm.submitCreate }).click();
    await page.waitForURL(/\/admin\/coupons\/[0-9a-f-]+$/);
    await page.getByRole('heading', { name: code, level: 1 }).waitFor();
    await page.getByText(words.coupon.noUses).waitFor();

    // The customer applies it, typed in lower case: bundle-20 (CA$50.00) half price, plus tax.
    const customer = await openPage();
    await signedInCustomer(customer.page, baseURL);
    await customer.page.goto(`/purchase?bundle=bundle-20&coupon=${code.toLowerCase()}`);
    await customer.page.getByText(en.coupon.applied.replace('{{code}}', code)).waitFor();
    await expect(customer.page.getByTestId('order-total').textContent()).resolves.toBe('CA$28.74');
    await customer.context.close();

    await page.reload();
    await page.getByRole('heading', { name: code, level: 1 }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shotsAtEverySize(page, 'coupon');
    await page.goto('/admin/coupons');
    await page.getByTestId('coupon-row').filter({ hasText: code }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shotsAtEverySize(page, 'coupons');
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('an admin creates a promotion with a live contrast check and preview; the home page shows it', async () => {
    const { page, errors, context } = await openPage();
    await signInAsStaff(page);
    await page.goto('/admin/promotions');
    await page.getByRole('button', { name: words.promotions.create }).click();
    const message = `Full moon: 20 % more minutes ${randomBytes(2).toString('hex')}`;
    await page.getByRole('textbox', { name: words.promotionForm.message, exact: true }).fill(message);
    const preview = page.getByTestId('promotion-preview');
    await preview.getByText(message).waitFor();

    // Grey on white fails AA: the form says so next to the colours, before anything is sent.
    await page.getByLabel(words.promotionForm.backgroundColor, { exact: true }).fill('#ffffff');
    await page.getByLabel(words.promotionForm.textColor, { exact: true }).fill('#777777');
    const verdict = page.getByTestId('contrast-verdict');
    await verdict.filter({ hasText: '4.47:1' }).waitFor();
    await verdict.filter({ hasText: words.promotionForm.contrastFail }).waitFor();
    await page.getByLabel(words.promotionForm.backgroundColor, { exact: true }).fill('#1e1b4b');
    await page.getByLabel(words.promotionForm.textColor, { exact: true }).fill('#fde68a');
    await verdict.filter({ hasText: words.promotionForm.contrastPass }).waitFor();
    expect(await preview.getByTestId('promotion-banner').getAttribute('style')).toContain('rgb(30, 27, 75)');

    // The announcement editor too, to look at both previews side by side with their forms.
    await page.getByRole('button', { name: words.announcements.create }).click();
    await page
      .getByRole('textbox', { name: words.announcementForm.title, exact: true })
      .fill('Maintenance tonight');
    await page.getByTestId('announcement-preview').getByText('Maintenance tonight').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shotsAtEverySize(page, 'promotions');
    // Its editor closes again (the announcements section comes last): nothing is announced to anyone.
    await page.getByRole('button', { name: backOffice.common.cancel }).last().click();
    await page.getByTestId('announcement-preview').waitFor({ state: 'detached' });

    // French pages show the banner too: it is not saved without its French text.
    await page.getByRole('button', { name: words.promotionForm.submitCreate }).click();
    await page.getByText(words.checks.messageFrRequired).waitFor();
    await page
      .getByRole('textbox', { name: words.promotionForm.messageFr, exact: true })
      .fill('Pleine lune : 20 % de minutes en plus');
    // A link to another site than ours and those the server lists is refused, naming the site.
    const link = page.getByRole('textbox', { name: words.promotionForm.linkUrl, exact: true });
    await link.fill('https://evil.example/phish');
    await page.getByRole('button', { name: words.promotionForm.submitCreate }).click();
    await page
      .getByText(words.checks.linkHostNone.replace('{{host}}', 'evil.example'), { exact: true })
      .waitFor();
    await shotsAtEverySize(page, 'promotion-link-refused');
    await link.fill('/pricing');
    await page.getByRole('button', { name: words.promotionForm.submitCreate }).click();
    const row = page.getByTestId('promotion-row').filter({ hasText: message });
    await row.waitFor();

    const visitor = await openPage();
    await visitor.page.goto('/');
    await visitor.page.getByTestId('promotion-banner').filter({ hasText: message }).waitFor();
    await visitor.context.close();

    // Taken down again, so that the other journeys on this server see the site as it was.
    await row.getByRole('button', { name: words.deactivate }).click();
    const confirm = page.getByRole('dialog', { name: words.promotions.deactivateTitle });
    await confirm.getByLabel(backOffice.confirm.note, { exact: true }).fill('e2e over');
    await confirm.getByRole('button', { name: words.deactivate }).click();
    await confirm.waitFor({ state: 'detached' });
    await row.getByText(words.status.inactive).waitFor();
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});

describe('support in the catalogue', () => {
  it('reads the coupons and promotions but finds no button to change them', async () => {
    const { page, errors, context } = await openPage(PHONE);
    await signInAsStaff(page, SUPPORT);
    await page.goto('/admin/coupons');
    await page.getByTestId('coupon-row').filter({ hasText: 'WELCOME25' }).waitFor();
    await page.getByText(words.readOnly).waitFor();
    expect(await page.getByRole('button', { name: words.coupons.create }).count()).toBe(0);
    await shot(page, 'coupons-support-360.png');
    await page.getByTestId('coupon-row').filter({ hasText: 'WELCOME25' }).getByRole('link').first().click();
    await page.getByRole('heading', { name: 'WELCOME25', level: 1 }).waitFor();
    expect(await page.getByRole('button', { name: words.edit }).count()).toBe(0);
    expect(await page.getByRole('button', { name: words.deactivate }).count()).toBe(0);
    await page.goto('/admin/promotions');
    await page.getByRole('heading', { name: words.promotions.section }).waitFor();
    expect(await page.getByRole('button', { name: words.promotions.create }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});
