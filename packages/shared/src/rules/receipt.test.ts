import { describe, expect, it } from 'vitest';
import { fr } from '../messages/fr.ts';
import { receipts } from '../messages/receipts.ts';
import { salesTax } from '../messages/sales-tax.ts';
import type { Receipt } from '../schemas/receipts.ts';
import { formatReceiptDate, receiptLines, receiptPath } from './receipt.ts';

const WELCOME25_ON_BUNDLE_20: Receipt = {
  purchaseId: '5eed0000-0000-4000-8000-0000000000aa',
  orderId: 'PAYID-123',
  purchasedAt: '2026-11-23T20:04:00.000Z',
  paymentMethod: 'paypal',
  refunded: false,
  bundleName: 'Standard Package',
  bundleMinutes: 20,
  giftMinutes: 5,
  bonusMinutes: 0,
  totalMinutes: 25,
  priceCents: 5000,
  discountCents: 1250,
  couponCode: 'WELCOME25',
  subtotalCents: 3750,
  province: 'QC',
  taxes: [
    { name: 'GST', rate: 0.05, amountCents: 188 },
    { name: 'QST', rate: 0.09975, amountCents: 374 },
  ],
  taxCents: 562,
  registrations: [
    { name: 'GST', number: '123456789 RT 0001' },
    { name: 'QST', number: '1234567890 TQ 0001' },
  ],
  totalCents: 4312,
  currency: 'CAD',
  customer: { name: 'Ada', email: 'ada@example.com' },
  business: {
    legalName: 'Example Psychics Inc.',
    address: '1 Example Street, Montréal, QC',
  },
};

const catalogue = { receipts, salesTax };

const pairs = (lines: { label: string; value: string }[]) => lines.map((l) => [l.label, l.value]);

describe('receipt rules', () => {
  it('links a purchase to its receipt page', () => {
    expect(receiptPath('5eed0000-0000-4000-8000-000000000001')).toBe(
      '/receipts/5eed0000-0000-4000-8000-000000000001',
    );
    expect(receiptPath('a/b')).toBe('/receipts/a%2Fb');
  });

  it.each([
    ['2026-11-23T20:04:00Z', 'November 23, 2026 at 3:04 PM EST'],
    // After midnight UTC, still the evening before in Montréal (daylight time).
    ['2026-07-01T03:30:00Z', 'June 30, 2026 at 11:30 PM EDT'],
  ])('dates %s on the Montréal clock as %s', (iso, expected) => {
    expect(formatReceiptDate(iso)).toBe(expected);
    expect(formatReceiptDate(new Date(iso))).toBe(expected);
  });

  it('lists every figure of a receipt with its label, in order', () => {
    const lines = receiptLines(WELCOME25_ON_BUNDLE_20, catalogue);
    expect(pairs(lines.order)).toEqual([
      ['Receipt number', '5eed0000-0000-4000-8000-0000000000aa'],
      ['Order ID', 'PAYID-123'],
      ['Date', 'November 23, 2026 at 3:04 PM EST'],
      ['Payment method', 'PayPal'],
    ]);
    expect(pairs(lines.items)).toEqual([
      ['Package', 'Standard Package'],
      ['Minutes', '20'],
      ['Gift minutes', '5'],
      ['Total minutes', '25'],
    ]);
    expect(pairs(lines.amounts)).toEqual([
      ['Price', 'CA$50.00'],
      ['Discount (WELCOME25)', '\u2212CA$12.50'],
      ['Subtotal', 'CA$37.50'],
      ['GST (5%)', 'CA$1.88'],
      ['QST (9.975%)', 'CA$3.74'],
      ['Total tax', 'CA$5.62'],
      ['Total paid', 'CA$43.12'],
    ]);
    expect(lines.seller).toEqual({
      name: 'Example Psychics Inc.',
      address: '1 Example Street, Montréal, QC',
      registrations: [
        { key: 'gstNumber', label: 'GST/HST registration number', value: '123456789 RT 0001' },
        { key: 'qstNumber', label: 'QST registration number', value: '1234567890 TQ 0001' },
      ],
    });
  });

  it('shows coupon bonus minutes and Interac, and no discount line without a discount', () => {
    const lines = receiptLines(
      {
        ...WELCOME25_ON_BUNDLE_20,
        paymentMethod: 'interac',
        bonusMinutes: 3,
        totalMinutes: 28,
        discountCents: 0,
        couponCode: 'BONUS3',
      },
      catalogue,
    );
    expect(lines.order.find((l) => l.key === 'paymentMethod')?.value).toBe('Interac e-Transfer');
    expect(pairs(lines.items)).toContainEqual(['Coupon bonus minutes', '3']);
    expect(lines.amounts.map((l) => l.key)).not.toContain('discount');
  });

  it('prints one HST line and the GST/HST number alone for Ontario, « TVH » in French', () => {
    const ontario: Receipt = {
      ...WELCOME25_ON_BUNDLE_20,
      province: 'ON',
      taxes: [{ name: 'HST', rate: 0.13, amountCents: 488 }],
      taxCents: 488,
      totalCents: 4238,
      registrations: [{ name: 'HST', number: '123456789 RT 0001' }],
    };
    const lines = receiptLines(ontario, catalogue);
    expect(pairs(lines.amounts)).toContainEqual(['HST (13%)', 'CA$4.88']);
    expect(lines.amounts.map((l) => l.key)).not.toContain('gst');
    expect(lines.amounts.map((l) => l.key)).not.toContain('qst');
    expect(lines.seller.registrations).toEqual([
      { key: 'gstNumber', label: 'GST/HST registration number', value: '123456789 RT 0001' },
    ]);
    const french = receiptLines(ontario, { receipts: fr.receipts, salesTax: fr.salesTax }, 'fr-CA');
    expect(pairs(french.amounts)).toContainEqual(['TVH (13\u00a0%)', '4,88\u00a0$']);
    expect(french.seller.registrations[0]?.label).toBe('Numéro d’inscription à la TPS/TVH');
  });
});
