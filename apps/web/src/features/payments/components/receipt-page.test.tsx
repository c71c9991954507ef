import { en } from '@app/shared/messages/en';
import { fr } from '@app/shared/messages/fr';
import type { Receipt } from '@app/shared/schemas/receipts';
import { screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { TEST_CUSTOMER_ID } from '../../../test/customer-record.ts';
import { onAFrenchAccountPage, resetAfterEach } from '../../../test/page-language.ts';
import { renderWithApi } from '../../../test/render-with-api.tsx';
import { ReceiptPage } from './receipt-page.tsx';

// The page reads the signed-in customer's id from the session; here, a customer is signed in.
vi.mock('../../../lib/use-auth.tsx', () => ({
  useAuth: () => ({ user: { id: TEST_CUSTOMER_ID }, role: 'customer', loading: false }),
}));

/** An Ontario purchase: the Standard Package at $50.00, HST 13 % ($6.50), one GST/HST number. */
const ONTARIO_RECEIPT: Receipt = {
  purchaseId: '5eed0000-0000-4000-8000-0000000000bb',
  orderId: 'PAYID-456',
  purchasedAt: '2026-11-23T20:04:00.000Z',
  paymentMethod: 'paypal',
  refunded: false,
  bundleName: 'Standard Package',
  bundleId: 'bundle-20',
  bundleMinutes: 20,
  giftMinutes: 5,
  bonusMinutes: 0,
  totalMinutes: 25,
  priceCents: 5000,
  discountCents: 0,
  couponCode: null,
  subtotalCents: 5000,
  province: 'ON',
  taxes: [{ name: 'HST', rate: 0.13, amountCents: 650 }],
  taxCents: 650,
  registrations: [{ name: 'HST', number: '123456789 RT 0001' }],
  totalCents: 5650,
  currency: 'CAD',
  customer: { name: 'Ada', email: 'ada@example.com' },
  business: { legalName: 'Example Psychics Inc.', address: '1 Example Street, Montréal, QC' },
};

resetAfterEach();

const renderReceipt = () =>
  renderWithApi(
    <MemoryRouter initialEntries={[`/receipts/${ONTARIO_RECEIPT.purchaseId}`]}>
      <Routes>
        <Route path="/receipts/:purchaseId" element={<ReceiptPage />} />
      </Routes>
    </MemoryRouter>,
    () => Response.json({ receipt: ONTARIO_RECEIPT }),
  );

/** A block's lines as 'label: value', spaces normalised (fr-CA writes money with no-break spaces). */
const text = (testId: string) => screen.getByTestId(testId).textContent?.replace(/\s+/g, ' ') ?? '';
/** The number printed under a registration's label in the seller block. */
const registration = (label: string) =>
  within(screen.getByTestId('receipt-seller')).getByText(label).nextElementSibling?.textContent;
const amountLines = () =>
  [...screen.getByTestId('receipt-amounts').querySelectorAll('div')].map((row) =>
    [...row.children].map((cell) => cell.textContent?.replace(/\s/g, ' ')).join(': '),
  );

describe('the receipt page of an Ontario purchase', () => {
  it('prints the HST line and the GST/HST registration number, and no QST', async () => {
    const { sent } = renderReceipt();
    await screen.findByTestId('receipt-amounts');
    expect(sent[0]?.url).toBe(
      `/api/customers/${TEST_CUSTOMER_ID}/purchases/${ONTARIO_RECEIPT.purchaseId}/receipt`,
    );
    expect(amountLines()).toEqual([
      'Price: CA$50.00',
      'Subtotal: CA$50.00',
      'HST (13%): CA$6.50',
      `${en.receipts.fields.tax}: CA$6.50`,
      `${en.receipts.fields.total}: CA$56.50`,
    ]);
    expect(registration(en.salesTax.registrations.HST)).toBe('123456789 RT 0001');
    expect(text('receipt-seller')).not.toContain(en.salesTax.registrations.QST);
  });

  it('in French: « TVH (13 %) » and the TPS/TVH number', async () => {
    await onAFrenchAccountPage();
    renderReceipt();
    await screen.findByTestId('receipt-amounts');
    expect(amountLines()).toContain('TVH (13 %): 6,50 $');
    expect(amountLines()).toContain(`${fr.receipts.fields.total}: 56,50 $`);
    expect(registration(fr.salesTax.registrations.HST)).toBe('123456789 RT 0001');
  });
});
