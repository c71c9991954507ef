import { describe, expect, it } from 'vitest';
import { loadConfig } from './env.ts';
import { parseProvincialSalesTax } from './env-sales-tax.ts';

describe('PROVINCIAL_SALES_TAX', () => {
  it('is off by default: GST, HST and QST only', () => {
    expect(loadConfig({}).provincialSalesTax).toEqual([]);
    // An empty value counts as unset, like every variable.
    expect(loadConfig({ PROVINCIAL_SALES_TAX: ' ' }).provincialSalesTax).toEqual([]);
  });

  it('switches each listed province on with its registration number', () => {
    expect(loadConfig({ PROVINCIAL_SALES_TAX: 'BC=PST-1234-5678, mb=123456-7' }).provincialSalesTax).toEqual([
      { province: 'BC', number: 'PST-1234-5678' },
      { province: 'MB', number: '123456-7' },
    ]);
    expect(parseProvincialSalesTax('SK=1234567')).toEqual([{ province: 'SK', number: '1234567' }]);
  });

  it.each([
    ['ON=123', /ON has no provincial sales tax/],
    ['QC=1234567890TQ0001', /QC has no provincial sales tax/],
    ['XX=1', /XX has no provincial sales tax/],
    ['BC', /expected PROVINCE=number pairs/],
    ['BC=', /registration number of BC/],
    ['BC=PST<1234>', /registration number of BC/],
    ['BC=PST-1,BC=PST-2', /BC is listed twice/],
    [',', /expected PROVINCE=number pairs/],
  ])('refuses %s and the server does not start, naming the variable', (value, problem) => {
    expect(parseProvincialSalesTax(value)).toMatch(problem);
    expect(() => loadConfig({ PROVINCIAL_SALES_TAX: value })).toThrow(/PROVINCIAL_SALES_TAX: /);
    expect(() => loadConfig({ PROVINCIAL_SALES_TAX: value })).toThrow(problem);
  });
});
