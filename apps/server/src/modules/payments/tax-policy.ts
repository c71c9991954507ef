import type { OrderTaxContext } from '@app/shared/rules/pricing';
import type { TaxLine } from '@app/shared/rules/sales-tax';
import {
  DEFAULT_TAX_PROVINCE,
  type Province,
  SALES_TAX_RATES,
  type SalesTaxRate,
} from '@app/shared/rules/sales-tax-rates';
import type { TaxRegistration } from '@app/shared/schemas/sales-tax';
import type { ProvincialSalesTax } from '../../env.ts';

/**
 * Sales tax as this server applies it: the rate table (the shared one, or one a test injects), the
 * provincial sales taxes the operator switched on (PROVINCIAL_SALES_TAX), and the registration numbers
 * an order records beside its lines.
 */
export interface TaxPolicy {
  /** Where and when an order is taxed: the customer's province (Québec without one) on `at`'s day. */
  contextFor(province: Province | null | undefined, at: Date): OrderTaxContext;
  /**
   * The numbers in force for the lines charged: the GST/HST account always, the QST number only when a
   * QST line was charged (Québec), a PST or RST number only when that tax was charged.
   */
  registrationsFor(province: Province, lines: readonly Pick<TaxLine, 'name'>[]): TaxRegistration[];
}

/**
 * The registration numbers printed under the lines charged: the GST/HST account always, the QST number
 * only when a QST line was charged (Québec), a PST or RST number only when that tax was charged and its
 * number is known.
 */
export function taxRegistrations(
  numbers: { gstNumber: string; qstNumber: string; provincialNumber?: string | undefined },
  lines: readonly Pick<TaxLine, 'name'>[],
): TaxRegistration[] {
  const names = new Set(lines.map((line) => line.name));
  const registrations: TaxRegistration[] = [{ name: 'GST', number: numbers.gstNumber }];
  if (names.has('QST')) registrations.push({ name: 'QST', number: numbers.qstNumber });
  for (const name of ['PST', 'RST'] as const) {
    if (names.has(name) && numbers.provincialNumber)
      registrations.push({ name, number: numbers.provincialNumber });
  }
  return registrations;
}

export function createTaxPolicy(input: {
  rates?: readonly SalesTaxRate[] | undefined;
  provincial: readonly ProvincialSalesTax[];
  business: { gstNumber: string; qstNumber: string };
}): TaxPolicy {
  const rates = input.rates ?? SALES_TAX_RATES;
  const provincialTaxes = input.provincial.map((tax) => tax.province);
  const provincialNumber = (province: Province) =>
    input.provincial.find((tax) => tax.province === province)?.number;
  return {
    contextFor(province, at) {
      return { province: province ?? DEFAULT_TAX_PROVINCE, at, rates, provincialTaxes };
    },
    registrationsFor(province, lines) {
      return taxRegistrations({ ...input.business, provincialNumber: provincialNumber(province) }, lines);
    },
  };
}
