import { PROVINCIAL_TAX_PROVINCES, type Province } from '@app/shared/rules/sales-tax-rates';

/** A provincial sales tax (PST, RST) the operator switched on, and the registration number it prints. */
export interface ProvincialSalesTax {
  province: Province;
  number: string;
}

/** Letters, digits, spaces and dashes, as registration numbers are written ('PST-1234-5678', '123456-7'). */
const REGISTRATION_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 -]{0,38}[A-Za-z0-9]$|^[A-Za-z0-9]$/;

/**
 * PROVINCIAL_SALES_TAX: `BC=PST-1234-5678,MB=123456-7`. Each entry switches one province's PST or RST on
 * (only those that have one: BC, MB, SK) and gives the number receipts print under it. Whether a reading
 * by telephone is taxable there is the accountant's call; this makes it configuration, not code.
 */
export function parseProvincialSalesTax(value: string): ProvincialSalesTax[] | string {
  const entries: ProvincialSalesTax[] = [];
  const expected = `expected PROVINCE=number pairs separated by commas, such as BC=PST-1234-5678,MB=123456-7 (provinces: ${PROVINCIAL_TAX_PROVINCES.join(', ')})`;
  for (const entry of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const at = entry.indexOf('=');
    if (at <= 0) return expected;
    const province = entry.slice(0, at).trim().toUpperCase();
    const number = entry.slice(at + 1).trim();
    if (!(PROVINCIAL_TAX_PROVINCES as readonly string[]).includes(province)) {
      return `${province} has no provincial sales tax to switch on (${PROVINCIAL_TAX_PROVINCES.join(', ')} do)`;
    }
    if (!REGISTRATION_NUMBER.test(number)) {
      return `the registration number of ${province} is missing or holds other than letters, digits, spaces and dashes`;
    }
    if (entries.some((known) => known.province === province)) return `${province} is listed twice`;
    entries.push({ province: province as Province, number });
  }
  return entries.length > 0 ? entries : expected;
}
