import { join } from 'node:path';
import { en } from '@app/shared/messages/en';
import { fr } from '@app/shared/messages/fr';
import { describe, expect, it } from 'vitest';
import { payThroughPayPalEmulator, signedInCustomer } from './support/customers.ts';
import { REPO_ROOT, workerBaseURL } from './support/server.ts';
import { customerIdOf, widthShots } from './support/shots.ts';
import { browserForSpec } from './support/spec-browser.ts';
import { SUPPORT, signInAsStaff } from './support/staff.ts';

const baseURL = workerBaseURL();
const openPage = browserForSpec(baseURL);
const shoot = widthShots(join(REPO_ROOT, '.tmp', 'account-closure'));

/**
 * Closing an account with paid minutes left (issue 40): the dialog says what goes back to PayPal and what
 * is lost before the customer confirms, in English and in French; support sees the closure refund on
 * the customer's page in the back office.
 */
describe('closing an account with paid minutes left', () => {
  it('says the refund before confirming, refunds it to PayPal, and staff see it', async () => {
    const { page, errors, context } = await openPage();
    await signedInCustomer(page, baseURL);
    const customerId = await customerIdOf(page);
    await page.goto('/purchase?bundle=bundle-10');
    await payThroughPayPalEmulator(page);
    await page.getByRole('dialog').getByRole('button', { name: en.dashboard.phoneNotice.later }).click();

    // In French first: the dialog names the refund and the gift minutes lost, then is cancelled.
    await page.goto('/fr/dashboard');
    await page.getByRole('button', { name: fr.deletion.button }).click();
    const frDialog = page.getByRole('dialog');
    await frDialog.getByText(/vous sera remboursé dans votre compte PayPal/).waitFor();
    await shoot(page, 'dialog-fr', { locator: frDialog });
    await frDialog.getByRole('button', { name: fr.deletion.cancel }).click();

    await page.goto('/dashboard');
    await page.getByRole('button', { name: en.deletion.button }).click();
    const dialog = page.getByRole('dialog');
    const refund = dialog.getByText(/will be refunded to your PayPal account for \d+ paid minutes\./);
    await refund.waitFor();
    expect(await refund.textContent()).toContain('CA$');
    await dialog.getByText(/gift, bonus or coupon minutes? will be lost/).waitFor();
    await shoot(page, 'dialog-en', { locator: dialog });
    await dialog.getByLabel(en.deletion.prompt).fill('DELETE');
    await dialog.getByRole('button', { name: en.deletion.confirm }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/dashboard'));
    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();

    const staff = await openPage();
    await signInAsStaff(staff.page, SUPPORT);
    for (const [language, words] of [
      ['en', en],
      ['fr', fr],
    ] as const) {
      const prefix = language === 'fr' ? '/fr' : '';
      await staff.page.goto(`${prefix}/admin/customers/${encodeURIComponent(customerId)}`);
      const card = staff.page.locator('section', { hasText: words.backOffice.closureRefunds.title }).last();
      await card.waitFor();
      await shoot(staff.page, `back-office-${language}`);
    }
    expect(staff.errors, staff.errors.join('\n')).toEqual([]);
    await staff.context.close();
  });
});
