import { join } from 'node:path';
import { en } from '@app/shared/messages/en';
import { fr } from '@app/shared/messages/fr';
import { describe, expect, it } from 'vitest';
import { newPage } from './support/browser.ts';
import { payThroughPayPalEmulator, signedInCustomer } from './support/customers.ts';
import { REPO_ROOT, workerBaseURL } from './support/server.ts';
import { customerIdOf, DESKTOP, PHONE, widthShots } from './support/shots.ts';
import { browserForSpec } from './support/spec-browser.ts';
import { SUPPORT, signInAsStaff } from './support/staff.ts';

const baseURL = workerBaseURL();
const SHOTS = join(REPO_ROOT, '.tmp', 'spending-limits');
const openPage = browserForSpec(baseURL);
const shoot = widthShots(SHOTS);

describe('a customer’s own spending limits', () => {
  it('sets a monthly limit of $50, buys within it, is refused the next purchase with the reason, and staff see it', async () => {
    const { page, errors, context } = await openPage();
    await signedInCustomer(page, baseURL);
    const customerId = await customerIdOf(page);

    await page.goto('/profile');
    const card = page.locator('#spending-limits');
    await card.getByRole('heading', { name: en.spendingLimits.title }).waitFor();
    await card.getByLabel(en.spendingLimits.names.monthly).fill('50');
    await card.getByRole('button', { name: en.spendingLimits.save }).click();
    await page.getByText(en.spendingLimits.saved).waitFor();
    await shoot(page, 'profile-en');

    // $28.74 with Québec's taxes: within the limit.
    await page.goto('/purchase?bundle=bundle-10');
    await payThroughPayPalEmulator(page);
    await page.getByRole('dialog').getByRole('button', { name: en.dashboard.phoneNotice.later }).click();
    await page.getByText('Spent this month: CA$28.74').waitFor();
    await page.getByText('Monthly limit: CA$50.00').waitFor();
    await shoot(page, 'dashboard-en');

    // The next one would make $57.48: refused before PayPal is asked, with which limit and when it resets.
    await page.goto('/purchase?bundle=bundle-10');
    await page.getByRole('button', { name: en.purchase.continue }).click();
    await page.getByRole('button', { name: en.purchase.paypalSandbox }).click();
    await page
      .getByText(
        /^This purchase would go over your monthly limit of CA\$50\.00 \(CA\$28\.74 already spent this month\)\. It resets on \w+, \w+ 1, \d{4}\.$/,
      )
      .waitFor();
    expect(page.url()).not.toMatch(/\/dev\/paypal/);
    await shoot(page, 'refused-en');
    // The browser logs the refused order's 409 itself; anything else is a fault.
    const unexpected = errors.filter((error) => !error.includes('status of 409 (Conflict)'));
    expect(unexpected, unexpected.join('\n')).toEqual([]);
    expect(errors).toHaveLength(1);

    // Support sees the customer's limit and the spend on the customer's page.
    // A page of the suite's own (the seeded announcement marked seen): a bare context showed it 1.2 s after
    // /login loaded, over the Sign In button, whenever typing took longer than that.
    const browser = context.browser();
    if (!browser) throw new Error('no browser');
    const { page: staffPage, context: staff } = await newPage(browser, baseURL);
    await signInAsStaff(staffPage, SUPPORT);
    await staffPage.goto(`/admin/customers/${encodeURIComponent(customerId)}`);
    await staffPage.getByRole('heading', { name: en.backOffice.spending.title }).waitFor();
    await staffPage.getByText('CA$28.74 spent this month').first().waitFor();
    await shoot(staffPage, 'back-office-en');
    await staffPage.goto(`/fr/admin/customers/${encodeURIComponent(customerId)}`);
    await staffPage.getByRole('heading', { name: fr.backOffice.spending.title }).waitFor();
    await shoot(staffPage, 'back-office-fr');
    await staff.close();
    await context.close();
  });

  it('takes a break from /fr/profile: the date is said before confirming, and purchases stop until then', async () => {
    const { page, context } = await openPage();
    await signedInCustomer(page, baseURL);
    await page.goto('/fr/profile');
    const card = page.locator('#spending-limits');
    await card.getByRole('heading', { name: fr.spendingLimits.title }).waitFor();
    await shoot(page, 'profile-fr');
    await page.setViewportSize(PHONE);
    await card.screenshot({ path: join(SHOTS, 'limits-card-fr-360.png') });
    await page.setViewportSize(DESKTOP);

    await page.getByRole('button', { name: fr.spendingLimits.pause.break.replace('{{days}}', '30') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/^Faire une pause jusqu’au .+\? D’ici là/).waitFor();
    await shoot(page, 'break-dialog-fr');
    await page.setViewportSize(PHONE);
    await dialog.screenshot({ path: join(SHOTS, 'break-dialog-only-fr-360.png') });
    await page.setViewportSize(DESKTOP);
    await dialog.getByRole('button', { name: fr.spendingLimits.pause.confirm }).click();
    await page
      .getByText(/^Vous faites une pause jusqu’au /)
      .first()
      .waitFor();

    await page.goto('/fr/purchase?bundle=bundle-10');
    await page.getByRole('button', { name: fr.purchase.continue }).click();
    await page.getByRole('button', { name: fr.purchase.paypalSandbox }).click();
    await page
      .getByText(/^Vous faites une pause jusqu’au .+ : les achats sont suspendus d’ici là\.$/)
      .first()
      .waitFor();
    await shoot(page, 'refused-break-fr');
    await context.close();
  });
});
