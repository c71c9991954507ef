import type { Province } from './sales-tax-rates.ts';

/**
 * Canada Post's forward sortation letters: the first letter of a postal code names its province or
 * territory (X is shared by the Northwest Territories and Nunavut; D, F, I, O, Q, U, W, Z are never used).
 */
const FIRST_LETTERS: Readonly<Record<Province, string>> = {
  NL: 'A',
  NS: 'B',
  PE: 'C',
  NB: 'E',
  QC: 'GHJ',
  ON: 'KLMNP',
  MB: 'R',
  SK: 'S',
  AB: 'T',
  BC: 'V',
  NT: 'X',
  NU: 'X',
  YT: 'Y',
};

/** Letter, digit, letter, space, digit, letter, digit; D, F, I, O, Q, U never appear, W and Z never first. */
const SHAPE = /^([ABCEGHJ-NPRSTVXY])(\d)([ABCEGHJ-NPRSTV-Z]) ?(\d)([ABCEGHJ-NPRSTV-Z])(\d)$/;

/** A postal code as typed ('h2x1y4', ' H2X-1Y4 ') in its normal form 'H2X 1Y4', or null when it is not one. */
export function normalizePostalCode(input: string): string | null {
  const compact = input
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, ' ');
  const match = SHAPE.exec(compact);
  if (!match) return null;
  const [, a, b, c, d, e, f] = match;
  return `${a}${b}${c} ${d}${e}${f}`;
}

/** Whether a postal code (any accepted form) belongs to the province by its first letter. */
export function postalCodeMatchesProvince(postalCode: string, province: Province): boolean {
  const normal = normalizePostalCode(postalCode);
  return normal !== null && FIRST_LETTERS[province].includes(normal.charAt(0));
}
