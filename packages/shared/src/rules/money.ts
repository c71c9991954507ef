import type { Bundle } from '../constants.ts';
import { CURRENCY, NUMBER_LOCALE, TAX_RATE_DENOMINATOR, TAX_RATE_PER_100K } from '../constants.ts';

/** 15 significant digits drop binary noise such as 68.99999999999999 while keeping every real cent. */
function withoutFloatNoise(n: number): number {
  return Number(n.toPrecision(15));
}

/** Rounds half away from zero to an integer: 2.5 -> 3, -2.5 -> -3, and 267.49999999999997 (2.675 × 100) -> 268. */
export function roundHalfUp(n: number): number {
  if (n < 0) return 0 - roundHalfUp(-n);
  return Math.floor(withoutFloatNoise(n) + 0.5);
}

/** Floors to an integer after removing float noise, so 18.4 × 375 / 100 gives 69, not 68. */
export function floorRobust(n: number): number {
  return Math.floor(withoutFloatNoise(n));
}

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Expected integer cents, got ${cents}`);
}

/**
 * `amountCents` × `ratePer100k` / 100 000, rounded half up (away from zero) to the cent in pure integer
 * arithmetic: the one rounding of every tax figure (the combined tax, and the GST part of a receipt).
 */
export function centsAtRateHalfUp(amountCents: number, ratePer100k: number): number {
  assertCents(amountCents);
  if (amountCents < 0) return 0 - centsAtRateHalfUp(-amountCents, ratePer100k);
  const scaled = amountCents * ratePer100k;
  const remainder = scaled % TAX_RATE_DENOMINATOR;
  const quotient = (scaled - remainder) / TAX_RATE_DENOMINATOR;
  return remainder * 2 >= TAX_RATE_DENOMINATOR ? quotient + 1 : quotient;
}

/** Tax at 14.975 %, rounded half up to the cent in pure integer arithmetic (reproduces the spec's bundle taxes). */
export function taxCents(amountCents: number): number {
  return centsAtRateHalfUp(amountCents, TAX_RATE_PER_100K);
}

const cadFormatter = new Intl.NumberFormat(NUMBER_LOCALE, { style: 'currency', currency: CURRENCY });

/** 'CA$25.00' (en-US formatting of CAD, as the spec requires). */
export function formatCad(cents: number): string {
  return cadFormatter.format(cents / 100);
}

/** Plain '25.00', as payment providers expect amounts. */
export function formatAmount(cents: number): string {
  assertCents(cents);
  const abs = Math.abs(cents);
  const sign = cents < 0 ? '-' : '';
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export type PricedBundle = Pick<Bundle, 'priceInCents' | 'minutes' | 'gift'>;

/** Price per minute counts the gift minutes, which is what makes bigger packages cheaper. */
export function perMinutePriceCents(bundle: PricedBundle): number {
  return bundle.priceInCents / (bundle.minutes + bundle.gift);
}

export function formatPerMinute(bundle: PricedBundle): string {
  return cadFormatter.format(perMinutePriceCents(bundle) / 100);
}
