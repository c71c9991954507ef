import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUNDLES } from '../constants.ts';
import { normalizePostalCode, postalCodeMatchesProvince } from './postal-code.ts';
import { computeOrder } from './pricing.ts';
import { refundTaxLines, sumTaxLines, type TaxLine, taxLinesFor } from './sales-tax.ts';
import { PROVINCES, type Province, SALES_TAX_RATES } from './sales-tax-rates.ts';
import { torontoDateOf } from './week.ts';

const TODAY = new Date('2026-11-28T17:00:00Z');
const WELCOME25 = { type: 'percentage_off' as const, value: 25 };
const cents = (dollars: string) => Math.round(Number(dollars) * 100);

/**
 * Totals worked out by hand: price (less 25 % with WELCOME25), plus each tax line on it rounded half up.
 * E.g. bundle-20 in Québec: 50.00 + GST 2.50 + QST 4.9875 → 4.99 = 57.49; with WELCOME25, 37.50 +
 * 1.875 → 1.88 + 3.7406 → 3.74 = 43.12. The provincial sales taxes (BC, MB, SK) are off by default.
 */
const HAND_TOTALS: Record<string, Record<Province, string>> = {
  'bundle-10': {
    QC: '28.74',
    ON: '28.25',
    NS: '28.50',
    NB: '28.75',
    NL: '28.75',
    PE: '28.75',
    AB: '26.25',
    NT: '26.25',
    NU: '26.25',
    YT: '26.25',
    BC: '26.25',
    MB: '26.25',
    SK: '26.25',
  },
  'bundle-10 WELCOME25': {
    QC: '21.56',
    ON: '21.19',
    NS: '21.38',
    NB: '21.56',
    NL: '21.56',
    PE: '21.56',
    AB: '19.69',
    NT: '19.69',
    NU: '19.69',
    YT: '19.69',
    BC: '19.69',
    MB: '19.69',
    SK: '19.69',
  },
  'bundle-20': {
    QC: '57.49',
    ON: '56.50',
    NS: '57.00',
    NB: '57.50',
    NL: '57.50',
    PE: '57.50',
    AB: '52.50',
    NT: '52.50',
    NU: '52.50',
    YT: '52.50',
    BC: '52.50',
    MB: '52.50',
    SK: '52.50',
  },
  'bundle-20 WELCOME25': {
    QC: '43.12',
    ON: '42.38',
    NS: '42.75',
    NB: '43.13',
    NL: '43.13',
    PE: '43.13',
    AB: '39.38',
    NT: '39.38',
    NU: '39.38',
    YT: '39.38',
    BC: '39.38',
    MB: '39.38',
    SK: '39.38',
  },
  'bundle-40': {
    QC: '114.98',
    ON: '113.00',
    NS: '114.00',
    NB: '115.00',
    NL: '115.00',
    PE: '115.00',
    AB: '105.00',
    NT: '105.00',
    NU: '105.00',
    YT: '105.00',
    BC: '105.00',
    MB: '105.00',
    SK: '105.00',
  },
  'bundle-40 WELCOME25': {
    QC: '86.23',
    ON: '84.75',
    NS: '85.50',
    NB: '86.25',
    NL: '86.25',
    PE: '86.25',
    AB: '78.75',
    NT: '78.75',
    NU: '78.75',
    YT: '78.75',
    BC: '78.75',
    MB: '78.75',
    SK: '78.75',
  },
  'bundle-80': {
    QC: '229.95',
    ON: '226.00',
    NS: '228.00',
    NB: '230.00',
    NL: '230.00',
    PE: '230.00',
    AB: '210.00',
    NT: '210.00',
    NU: '210.00',
    YT: '210.00',
    BC: '210.00',
    MB: '210.00',
    SK: '210.00',
  },
  'bundle-80 WELCOME25': {
    QC: '172.46',
    ON: '169.50',
    NS: '171.00',
    NB: '172.50',
    NL: '172.50',
    PE: '172.50',
    AB: '157.50',
    NT: '157.50',
    NU: '157.50',
    YT: '157.50',
    BC: '157.50',
    MB: '157.50',
    SK: '157.50',
  },
};

const TAX_NAMES_BY_PROVINCE: Record<Province, string[]> = {
  QC: ['GST', 'QST'],
  ON: ['HST'],
  NS: ['HST'],
  NB: ['HST'],
  NL: ['HST'],
  PE: ['HST'],
  AB: ['GST'],
  NT: ['GST'],
  NU: ['GST'],
  YT: ['GST'],
  BC: ['GST'],
  MB: ['GST'],
  SK: ['GST'],
};

describe('an order taxed by the customer’s province', () => {
  const cases = BUNDLES.flatMap((bundle) =>
    [false, true].flatMap((welcome) => PROVINCES.map((province) => ({ bundle, welcome, province }))),
  );

  it('covers the 4 bundles × 13 jurisdictions × no coupon and WELCOME25', () => {
    expect(cases).toHaveLength(104);
    expect(new Set(PROVINCES).size).toBe(13);
  });

  it.each(cases)('$bundle.id in $province, WELCOME25: $welcome', ({ bundle, welcome, province }) => {
    const order = computeOrder(bundle, welcome ? WELCOME25 : null, { province, at: TODAY });
    const expected = HAND_TOTALS[`${bundle.id}${welcome ? ' WELCOME25' : ''}`]?.[province];
    expect(order.totalCents).toBe(cents(expected ?? 'missing'));
    expect(order.taxes.map((line) => line.name)).toEqual(TAX_NAMES_BY_PROVINCE[province]);
    expect(order.province).toBe(province);
    expect(order.totalCents).toBe(order.priceCents - order.discountCents + sumTaxLines(order.taxes));
    expect(order.taxCents).toBe(sumTaxLines(order.taxes));
  });

  it('keeps the spec’s Québec taxes exact: 3.74, 7.49, 14.98, 29.95', () => {
    expect(
      BUNDLES.map((bundle) => computeOrder(bundle, null, { province: 'QC', at: TODAY }).taxCents),
    ).toEqual(BUNDLES.map((bundle) => Math.round(bundle.tax * 100)));
  });

  it('taxes a visitor and a customer without a province as in Québec', () => {
    const [bundle] = BUNDLES;
    if (!bundle) throw new Error('no bundle');
    expect(computeOrder(bundle).taxes.map((line) => line.name)).toEqual(['GST', 'QST']);
  });
});

describe('rates with effective dates', () => {
  it('charges Nova Scotia 15 % HST before 2025-04-01 and 14 % from that day, on the Montréal clock', () => {
    const at = (iso: string) => taxLinesFor('NS', 10_000, new Date(iso));
    expect(at('2025-03-31T12:00:00Z')).toEqual([{ name: 'HST', ratePer100k: 15_000, amountCents: 1500 }]);
    // 23:30 in Montréal on March 31 is already April 1 in UTC: still the old rate.
    expect(at('2025-04-01T03:30:00Z')).toEqual([{ name: 'HST', ratePer100k: 15_000, amountCents: 1500 }]);
    expect(at('2025-04-01T04:30:00Z')).toEqual([{ name: 'HST', ratePer100k: 14_000, amountCents: 1400 }]);
  });

  it('applies a change dated tomorrow from tomorrow only', () => {
    const tomorrow = torontoDateOf(new Date(TODAY.getTime() + 86_400_000));
    const rates = [
      ...SALES_TAX_RATES.map((rate) => (rate.province === 'ON' ? { ...rate, until: tomorrow } : rate)),
      { province: 'ON' as const, name: 'HST' as const, ratePer100k: 12_000, from: tomorrow },
    ];
    expect(taxLinesFor('ON', 5000, TODAY, { rates })).toEqual([
      { name: 'HST', ratePer100k: 13_000, amountCents: 650 },
    ]);
    const later = new Date(TODAY.getTime() + 86_400_000);
    expect(taxLinesFor('ON', 5000, later, { rates })).toEqual([
      { name: 'HST', ratePer100k: 12_000, amountCents: 600 },
    ]);
  });

  it('adds a provincial sales tax only where the operator switched it on', () => {
    expect(taxLinesFor('BC', 5000, TODAY).map((line) => line.name)).toEqual(['GST']);
    expect(taxLinesFor('BC', 5000, TODAY, { provincialTaxes: ['BC'] })).toEqual([
      { name: 'GST', ratePer100k: 5_000, amountCents: 250 },
      { name: 'PST', ratePer100k: 7_000, amountCents: 350 },
    ]);
    expect(taxLinesFor('MB', 5000, TODAY, { provincialTaxes: ['MB'] }).map((line) => line.name)).toEqual([
      'GST',
      'RST',
    ]);
    expect(taxLinesFor('SK', 5000, TODAY, { provincialTaxes: ['BC'] }).map((line) => line.name)).toEqual([
      'GST',
    ]);
  });

  it('has exactly one rate per tax in force on any day, in every jurisdiction', () => {
    for (const day of ['2012-01-01', '2020-06-15', '2025-03-31', '2025-04-01', '2026-11-28']) {
      for (const province of PROVINCES) {
        const names = taxLinesFor(province, 100, new Date(`${day}T17:00:00Z`), {
          provincialTaxes: ['BC', 'MB', 'SK'],
        }).map((line) => line.name);
        expect(new Set(names).size, `${province} ${day}`).toBe(names.length);
      }
    }
  });
});

describe('tax lines, properties', () => {
  const province = fc.constantFrom(...PROVINCES);
  const price = fc.integer({ min: 0, max: 1_000_000 });
  const percentOff = fc.integer({ min: 0, max: 100 });

  it('always add up to the order’s tax and total', () => {
    fc.assert(
      fc.property(price, percentOff, province, fc.boolean(), (priceInCents, off, where, pst) => {
        const order = computeOrder(
          { priceInCents, minutes: 10, gift: 0 },
          { type: 'percentage_off', value: off },
          { province: where, at: TODAY, provincialTaxes: pst ? ['BC', 'MB', 'SK'] : [] },
        );
        expect(order.taxCents).toBe(sumTaxLines(order.taxes));
        expect(order.totalCents).toBe(order.priceCents - order.discountCents + order.taxCents);
        for (const line of order.taxes) expect(Number.isSafeInteger(line.amountCents)).toBe(true);
      }),
    );
  });

  it('never give back more of a line than it charged, whatever the refunds, and all of it at the end', () => {
    fc.assert(
      fc.property(
        price,
        province,
        fc.array(fc.integer({ min: 1, max: 2_000_000 }), { minLength: 1, maxLength: 6 }),
        (taxable, where, parts) => {
          const charged = taxLinesFor(where, taxable, TODAY, { provincialTaxes: ['BC', 'MB', 'SK'] });
          const paidCents = taxable + sumTaxLines(charged);
          let refundedCents = 0;
          const byName: Partial<Record<TaxLine['name'], number>> = {};
          for (const part of parts) {
            const amount = Math.min(part, paidCents - refundedCents);
            if (amount <= 0) break;
            const back = refundTaxLines(charged, paidCents, { cents: refundedCents, byName }, amount);
            expect(sumTaxLines(back)).toBeLessThanOrEqual(amount);
            for (const line of back) {
              expect(line.amountCents).toBeGreaterThanOrEqual(0);
              byName[line.name] = (byName[line.name] ?? 0) + line.amountCents;
            }
            refundedCents += amount;
          }
          for (const line of charged) expect(byName[line.name] ?? 0).toBeLessThanOrEqual(line.amountCents);
          if (refundedCents === paidCents)
            for (const line of charged) expect(byName[line.name] ?? 0).toBe(line.amountCents);
        },
      ),
    );
  });

  it('give back a partial refund in proportion: half of 56.50 in Ontario returns 3.25 of HST', () => {
    const charged = taxLinesFor('ON', 5000, TODAY);
    expect(refundTaxLines(charged, 5650, { cents: 0, byName: {} }, 2825)).toEqual([
      { name: 'HST', ratePer100k: 13_000, amountCents: 325 },
    ]);
  });
});

describe('postal codes', () => {
  it.each([
    ['h2x1y4', 'H2X 1Y4'],
    [' H2X-1Y4 ', 'H2X 1Y4'],
    ['K1A 0B1', 'K1A 0B1'],
  ])('%s reads as %s', (typed, normal) => {
    expect(normalizePostalCode(typed)).toBe(normal);
  });

  it.each(['', '12345', 'H2X 1Y', 'D2X 1Y4', 'H2X 1YO', 'W1A 1AA', 'H2X 1Y45'])(
    '%j is not a postal code',
    (typed) => {
      expect(normalizePostalCode(typed)).toBeNull();
    },
  );

  it.each([
    ['H2X 1Y4', 'QC', true],
    ['G1R 4P5', 'QC', true],
    ['M5V 3L9', 'ON', true],
    ['K1A 0B1', 'ON', true],
    ['T2P 1J9', 'AB', true],
    ['X1A 2L9', 'NT', true],
    ['X0A 0H0', 'NU', true],
    ['B3H 4R2', 'NS', true],
    ['M5V 3L9', 'QC', false],
    ['H2X 1Y4', 'ON', false],
    ['V6B 1A1', 'AB', false],
  ] as const)('%s in %s: %s', (postal, province, ok) => {
    expect(postalCodeMatchesProvince(postal, province)).toBe(ok);
  });
});
