import { customers } from '@app/db/schema';
import { SALES_TAX_RATES, type SalesTaxRate } from '@app/shared/rules/sales-tax-rates';
import { addDays } from '@app/shared/rules/week';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/build-test-app.ts';
import { signedInCustomer } from '../helpers/customers.ts';
import { bundle10Quote, salesTaxApi, today } from './sales-tax-fixtures.ts';

// The billing address and the quote by the customer's province; what a purchase keeps of them is in
// sales-tax.integration.test.ts.

describe('sales tax by the customer’s province', () => {
  const t = useTestApp();
  const api = salesTaxApi(t);

  describe('the billing address refuses bad input and changes nothing', () => {
    it.each([
      [
        'a bad postal code',
        { province: 'QC', postalCode: '12345' },
        400,
        /postalCode: Enter a Canadian postal code/,
      ],
      [
        'a postal code of another province',
        { province: 'QC', postalCode: 'K1A 0B1' },
        400,
        /postalCode: This postal code does not match the province/,
      ],
      [
        'an unknown province',
        { province: 'ZZ', postalCode: 'H2X 1Y4' },
        400,
        /province: Choose your province/,
      ],
      ['no postal code', { province: 'QC' }, 400, /postalCode: /],
    ])('%s: %s naming it', async (_name, payload, status, message) => {
      const who = await signedInCustomer(t.app);
      await api.setAddress(who, who.id, { province: 'QC', postalCode: 'H2X 1Y4' });
      const res = await api.setAddress(who, who.id, payload);
      expect(res.statusCode).toBe(status);
      expect(res.json().error.message).toMatch(message);
      expect((await api.getCustomer(who)).json().customer.billingAddress).toEqual({
        province: 'QC',
        postalCode: 'H2X 1Y4',
      });
    });

    it('answers in the request’s language', async () => {
      const who = await signedInCustomer(t.app);
      const res = await api.setAddress(who, who.id, { province: 'QC', postalCode: 'K1A 0B1' }, 'fr');
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(/Ce code postal ne correspond pas à la province choisie/);
    });

    it('another customer’s id: 403; no session: 401; neither changes anything', async () => {
      const who = await signedInCustomer(t.app);
      const other = await signedInCustomer(t.app);
      const address = { province: 'ON', postalCode: 'K1A 0B1' };
      expect((await api.setAddress(who, other.id, address)).statusCode).toBe(403);
      expect((await api.setAddress(null, other.id, address)).statusCode).toBe(401);
      const [row] = await t.db.select().from(customers).where(eq(customers.id, other.id));
      expect(row).toMatchObject({ province: null, postalCode: null });
    });
  });

  describe('the quote', () => {
    it('prices a visitor as in Québec, or in the province asked for', async () => {
      const quebec = await api.quote({ bundle: 'bundle-10' });
      expect(quebec.statusCode).toBe(200);
      expect(quebec.json()).toMatchObject({
        province: 'QC',
        taxes: [
          { name: 'GST', rate: 0.05, amountCents: 125 },
          { name: 'QST', rate: 0.09975, amountCents: 249 },
        ],
        totalCents: 2874,
      });
      const alberta = await api.quote({ bundle: 'bundle-10', province: 'AB', coupon: 'welcome25' });
      expect(alberta.json()).toEqual(
        bundle10Quote({
          province: 'AB',
          discountCents: 625,
          taxes: [{ name: 'GST', rate: 0.05, amountCents: 94 }],
          totalCents: 1969,
        }),
      );
      // British Columbia's PST is off unless the operator switches it on.
      const bc = await api.quote({ bundle: 'bundle-10', province: 'BC' });
      expect(bc.json().taxes).toEqual([{ name: 'GST', rate: 0.05, amountCents: 125 }]);
    });

    it.each([
      ['an unknown bundle', { bundle: 'bundle-999' }, 400, 'INVALID_BUNDLE'],
      ['no bundle', {}, 400, 'VALIDATION_ERROR'],
      ['an unknown province', { bundle: 'bundle-10', province: 'ZZ' }, 400, 'VALIDATION_ERROR'],
      ['an unknown coupon', { bundle: 'bundle-10', coupon: 'NOPE-NOT-A-CODE' }, 422, 'COUPON_INVALID'],
    ])('refuses %s: %s %s', async (_name, payload, status, code) => {
      const res = await api.quote(payload);
      expect(res.statusCode).toBe(status);
      expect(res.json().error.code).toBe(code);
    });

    it('names the problem in the request’s language', async () => {
      const res = await api.quote({ bundle: 'bundle-10', province: 'ZZ' }, undefined, 'fr');
      expect(res.json().error.message).toMatch(/province: Choisissez votre province ou territoire/);
    });
  });
});

describe('a rate table change dated tomorrow', () => {
  const tomorrow = addDays(today(), 1);
  const rates: SalesTaxRate[] = [
    ...SALES_TAX_RATES.filter((rate) => rate.province !== 'ON'),
    { province: 'ON', name: 'HST', ratePer100k: 13_000, from: '2010-07-01', until: tomorrow },
    { province: 'ON', name: 'HST', ratePer100k: 15_000, from: tomorrow },
  ];
  const t = useTestApp({}, { salesTaxRates: rates });

  it('does not change today’s quote', async () => {
    const res = await salesTaxApi(t).quote({ bundle: 'bundle-10', province: 'ON' });
    expect(res.json().taxes).toEqual([{ name: 'HST', rate: 0.13, amountCents: 325 }]);
  });
});
