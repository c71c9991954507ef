import { join } from 'node:path';
import { en } from '@app/shared/messages/en';
import { fr } from '@app/shared/messages/fr';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { payThroughPayPalEmulator, signedInCustomer } from './support/customers.ts';
import { REPO_ROOT, workerBaseURL } from './support/server.ts';
import { customerIdOf, DESKTOP, PHONE, widthShots } from './support/shots.ts';
import { browserForSpec } from './support/spec-browser.ts';

const baseURL = workerBaseURL();
const SHOTS = join(REPO_ROOT, '.tmp', 'saved-paypal');
const openPage = browserForSpec(baseURL, SHOTS);
/** The emulator's buyer (sandbox.buyer@example.com), as the site keeps and shows it. */
const MASKED = 's•••@e•••.com';

/** The call bar is fixed to the bottom of the window: it would cover part of a tall element's picture. */
const NO_CALL_BAR = 'aside.fixed.bottom-0 { visibility: hidden !important; }';

const shots = widthShots(SHOTS);
/** The element at both widths (the page checked for sideways scrolling), then back to the desktop. */
const shoot = (page: Page, target: Locator, name: string) =>
  shots(page, name, { locator: target, style: NO_CALL_BAR });

const savedOf = async (page: Page) =>
  (await page.request.get(`/api/customers/${await customerIdOf(page)}/saved-paypal`)).json();

/** On the emulator's approval page: agree (or cancel) and come back to the site. */
async function atPayPal(page: Page, choice: 'Agree and save' | 'Cancel and return') {
  await page.waitForURL(/\/dev\/paypal\/vault\/approve\//);
  await page.getByRole('button', { name: choice }).click();
}

describe('saving PayPal for top-ups during a call', () => {
  it('saves PayPal from /profile through PayPal’s approval, chooses the bundle and the automatic top-up, and removes it', async () => {
    const { page, errors, context } = await openPage();
    await signedInCustomer(page, baseURL);
    await page.goto('/profile');
    const card = page.locator('#saved-paypal');
    await card.getByRole('heading', { name: en.savedPaypal.title }).waitFor();
    await card.getByText(en.savedPaypal.keyPress).waitFor();
    await shoot(page, card, 'card-none-en');

    await card.getByRole('button', { name: en.savedPaypal.start }).click();
    await atPayPal(page, 'Agree and save');
    // Back on /profile, confirmed, and the approval token gone from the address.
    await card.getByTestId('saved-paypal-email').getByText(MASKED).waitFor();
    await page.getByText(en.savedPaypal.saved).waitFor();
    expect(new URL(page.url()).pathname).toBe('/profile');
    expect(page.url()).not.toContain('approval_token_id');
    await shoot(page, card, 'card-saved-en');

    await card.locator('input[type=radio][value="bundle-40"]').check();
    await card.getByRole('checkbox', { name: new RegExp(en.savedPaypal.autoTopUp) }).check();
    await card.getByRole('button', { name: en.savedPaypal.saveChoices }).click();
    await page.getByText(en.savedPaypal.choicesSaved).waitFor();
    expect(await savedOf(page)).toEqual({
      status: 'active',
      emailMasked: MASKED,
      topUpBundleId: 'bundle-40',
      autoTopUp: true,
    });
    await page.reload();
    const chosen = card.locator('input[type=radio][value="bundle-40"]');
    await chosen.waitFor();
    expect(await chosen.isChecked()).toBe(true);
    expect(await card.getByRole('checkbox', { name: new RegExp(en.savedPaypal.autoTopUp) }).isChecked()).toBe(
      true,
    );

    await card.getByRole('button', { name: en.savedPaypal.remove }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(en.savedPaypal.removeConfirm.replace('{{email}}', MASKED)).waitFor();
    await shoot(page, dialog, 'remove-dialog-en');
    await dialog.getByRole('button', { name: en.savedPaypal.removeYes }).click();
    await page.getByText(en.savedPaypal.removed).waitFor();
    await card.getByRole('button', { name: en.savedPaypal.start }).waitFor();
    expect(await savedOf(page)).toMatchObject({ status: 'none', emailMasked: null });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on /fr/profile: a cancel at PayPal saves nothing, then saving again shows the account in French', async () => {
    const { page, errors, context } = await openPage();
    await signedInCustomer(page, baseURL);
    await page.goto('/fr/profile');
    const card = page.locator('#saved-paypal');
    await card.getByRole('heading', { name: fr.savedPaypal.title }).waitFor();
    await shoot(page, card, 'card-none-fr');

    await card.getByRole('button', { name: fr.savedPaypal.start }).click();
    await atPayPal(page, 'Cancel and return');
    await page.getByText(fr.savedPaypal.cancelled).waitFor();
    await card.getByText(fr.savedPaypal.pending).waitFor();
    expect(new URL(page.url()).pathname).toBe('/fr/profile');
    await shoot(page, card, 'card-pending-fr');

    await card.getByRole('button', { name: fr.savedPaypal.start }).click();
    await atPayPal(page, 'Agree and save');
    await card.getByTestId('saved-paypal-email').getByText(MASKED).waitFor();
    await page.getByText(fr.savedPaypal.saved).waitFor();
    expect(new URL(page.url()).pathname).toBe('/fr/profile');
    await card.locator('input[type=radio][value="bundle-20"]').check();
    await shoot(page, card, 'card-saved-fr');
    await card.getByRole('button', { name: fr.savedPaypal.remove }).click();
    await shoot(page, page.getByRole('dialog'), 'remove-dialog-fr');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offers to save PayPal right after a purchase (never during checkout), and the offer leads to PayPal', async () => {
    const { page, errors, context } = await openPage();
    await signedInCustomer(page, baseURL);
    await page.goto('/purchase?bundle=bundle-10');
    await page.getByRole('button', { name: en.purchase.continue }).click();
    // Checkout offers no saving of PayPal.
    expect(await page.getByText(en.savedPaypal.afterPurchase.title).count()).toBe(0);
    await page.getByRole('button', { name: en.purchase.back }).click();
    await payThroughPayPalEmulator(page);
    await page.getByRole('dialog').getByRole('button', { name: en.dashboard.phoneNotice.later }).click();
    const offer = page.getByTestId('saved-paypal-offer');
    await offer.getByRole('heading', { name: en.savedPaypal.afterPurchase.title }).waitFor();
    await shoot(page, offer, 'offer-en');

    await offer.getByRole('button', { name: en.savedPaypal.afterPurchase.action }).click();
    await atPayPal(page, 'Agree and save');
    await page.waitForURL(/\/profile$/);
    await page.locator('#saved-paypal').getByText(MASKED).waitFor();
    // The dashboard no longer offers it.
    await page.goto('/dashboard');
    await page.getByTestId('credit-balance').waitFor();
    expect(await page.getByTestId('saved-paypal-offer').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offers it in French after a purchase on /fr, and "Pas maintenant" sets it aside', async () => {
    const { page, errors, context } = await openPage();
    await signedInCustomer(page, baseURL);
    await page.goto('/fr/purchase?bundle=bundle-10');
    await page.getByRole('button', { name: fr.purchase.continue }).click();
    await page.getByRole('button', { name: fr.purchase.paypalSandbox }).click();
    await page.waitForURL(/\/dev\/paypal\/checkoutnow/);
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await page.waitForURL(/\/fr\/dashboard$/, { timeout: 15_000 });
    await page.getByRole('dialog').getByRole('button', { name: fr.dashboard.phoneNotice.later }).click();
    const offer = page.getByTestId('saved-paypal-offer');
    await offer.getByRole('heading', { name: fr.savedPaypal.afterPurchase.title }).waitFor();
    await shoot(page, offer, 'offer-fr');
    await page.setViewportSize(PHONE);
    await page.screenshot({
      path: join(SHOTS, 'dashboard-offer-fr-360.png'),
      fullPage: true,
      style: NO_CALL_BAR,
    });
    await page.setViewportSize(DESKTOP);

    await offer.getByRole('button', { name: fr.savedPaypal.afterPurchase.later }).click();
    await offer.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByTestId('credit-balance').waitFor();
    expect(await page.getByTestId('saved-paypal-offer').count()).toBe(0);
    expect(await savedOf(page)).toMatchObject({ status: 'none' });
    expect(errors).toEqual([]);
    await context.close();
  });
});
