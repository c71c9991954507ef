import { en } from '@app/shared/messages/en';
import { fr } from '@app/shared/messages/fr';
import type { Quote } from '@app/shared/schemas/sales-tax';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { onAFrenchAccountPage, resetAfterEach } from '../../../test/page-language.ts';
import { refusal, renderWithApi } from '../../../test/render-with-api.tsx';
import type { SaleBundle } from '../../credits/index.ts';
import { OrderSummary } from './order-summary.tsx';

const BUNDLE: SaleBundle = {
  id: 'bundle-20',
  name: 'Standard Package',
  features: [],
  minutes: 20,
  gift: 5,
  priceInCents: 5000,
  cashbackPercent: 1,
};

/** Ontario, WELCOME25: 25 % off $50.00, HST 13 % on $37.50. */
const ONTARIO_QUOTE: Quote = {
  bundle: 'bundle-20',
  priceCents: 5000,
  discountCents: 1250,
  taxes: [{ name: 'HST', rate: 0.13, amountCents: 488 }],
  totalCents: 4238,
  province: 'ON',
};

resetAfterEach();

/** Each row of the summary as 'label: value', spaces normalised (fr-CA writes money with no-break spaces). */
const rows = () =>
  [...document.querySelectorAll('dl > div')].map((row) =>
    [...row.children].map((cell) => cell.textContent?.replace(/\s/g, ' ')).join(': '),
  );

describe('the order summary', () => {
  it('shows the server’s quote: one line per tax, labelled with its rate, and the total the order charges', async () => {
    const { sent } = renderWithApi(
      <OrderSummary
        bundle={BUNDLE}
        request={{ bundle: 'bundle-20', coupon: 'WELCOME25', province: 'ON' }}
        totalMinutes={25}
      />,
      () => Response.json(ONTARIO_QUOTE),
    );
    expect((await screen.findByTestId('order-total')).textContent).toBe('CA$42.38');
    expect(rows()).toEqual([
      'Package: Standard Package',
      'Price: CA$50.00',
      'Discount: −CA$12.50',
      'Subtotal: CA$37.50',
      'HST (13%): CA$4.88',
      'Total: CA$42.38',
      'Total minutes: 25',
    ]);
    // The province is the one on file, which the server reads itself.
    expect(sent).toEqual([
      { url: '/api/payments/quote', method: 'POST', body: { bundle: 'bundle-20', coupon: 'WELCOME25' } },
    ]);
  });

  it('writes the tax lines in French on a French page: « TVH (13 %) »', async () => {
    await onAFrenchAccountPage();
    renderWithApi(
      <OrderSummary bundle={BUNDLE} request={{ bundle: 'bundle-20', province: 'ON' }} totalMinutes={25} />,
      () =>
        Response.json({
          ...ONTARIO_QUOTE,
          discountCents: 0,
          taxes: [{ name: 'HST', rate: 0.13, amountCents: 650 }],
          totalCents: 5650,
        }),
    );
    expect((await screen.findByTestId('order-total')).textContent?.replace(/\s/g, ' ')).toBe('56,50 $');
    expect(rows()).toContain('TVH (13 %): 6,50 $');
    expect(screen.getByText(fr.purchase.subtotal)).toBeTruthy();
  });

  it('shows both of Québec’s taxes for a customer without a province', async () => {
    renderWithApi(
      <OrderSummary bundle={BUNDLE} request={{ bundle: 'bundle-20', province: null }} totalMinutes={25} />,
      () =>
        Response.json({
          ...ONTARIO_QUOTE,
          discountCents: 0,
          taxes: [
            { name: 'GST', rate: 0.05, amountCents: 250 },
            { name: 'QST', rate: 0.09975, amountCents: 499 },
          ],
          totalCents: 5749,
          province: 'QC',
        }),
    );
    expect((await screen.findByTestId('order-total')).textContent).toBe('CA$57.49');
    expect(rows()).toContain('GST (5%): CA$2.50');
    expect(rows()).toContain('QST (9.975%): CA$4.99');
  });

  it('says so when the quote fails, shows no total, and asks again on Try Again', async () => {
    let calls = 0;
    const { user } = renderWithApi(
      <OrderSummary bundle={BUNDLE} request={{ bundle: 'bundle-20', province: 'ON' }} totalMinutes={25} />,
      () => (++calls === 1 ? new Response('', { status: 503 }) : Response.json(ONTARIO_QUOTE)),
    );
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(en.salesTax.errors.quote)).toBeTruthy();
    expect(screen.queryByTestId('order-total')).toBeNull();
    // The minutes do not depend on the quote.
    expect(screen.getByTestId('order-minutes').textContent).toBe('25');
    await user.click(within(alert).getByRole('button', { name: en.common.tryAgain }));
    expect((await screen.findByTestId('order-total')).textContent).toBe('CA$42.38');
  });

  it('shows the server’s own words when it refuses the quote', async () => {
    renderWithApi(
      <OrderSummary bundle={BUNDLE} request={{ bundle: 'bundle-20', province: 'ON' }} totalMinutes={25} />,
      () => refusal(422, 'COUPON_INVALID', en.coupon.errors.invalid),
    );
    expect((await screen.findByRole('alert')).textContent).toContain(en.coupon.errors.invalid);
  });
});
