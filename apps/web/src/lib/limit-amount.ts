import type { Language } from '@app/shared/rules/language';
import { parseCadInput } from '@app/shared/rules/refund';
import { MAX_LIMIT_CENTS } from '@app/shared/rules/spending-limits';

// Spending limits typed in dollars (the customer's /profile card and staff's limits on a customer's page):
// an empty field is no limit, anything else an amount of at most $100,000 in whole cents.

/** A limit as its field shows it: '' for none, '250' for whole dollars, '12.50' ('12,50' on French pages). */
export function limitToInput(cents: number | null, language: Language): string {
  if (cents === null) return '';
  const dollars = String(Math.trunc(cents / 100));
  const rest = cents % 100;
  if (rest === 0) return dollars;
  return `${dollars}${language === 'fr' ? ',' : '.'}${String(rest).padStart(2, '0')}`;
}

/** A field's text as a limit: `cents` null for an empty field (no limit); not ok when it is no amount. */
export type TypedLimit = { ok: true; cents: number | null } | { ok: false };

/**
 * Dollars as typed in either language's way ('250', '$250', '12.50', '12,50 $', '1 000'), as cents; no
 * thousands separator but spaces ('1,000' would be read both ways), at most 2 decimals, up to $100,000.
 */
export function parseLimitInput(typed: string): TypedLimit {
  const bare = typed.replace(/[\s\u00a0\u202f]+/g, '').replace(/\$$/, '');
  if (bare === '') return { ok: true, cents: null };
  const cents = parseCadInput(bare);
  if (cents === null || cents > MAX_LIMIT_CENTS) return { ok: false };
  return { ok: true, cents };
}

/**
 * What a limits form would send: for each field whose amount differs from the limit in force, its new
 * value in cents (null lifts it); the fields that hold no amount are named in `invalid` instead.
 */
export function limitChanges<K extends string>(
  typed: Record<K, string>,
  current: Record<K, number | null>,
): { changes: Partial<Record<K, number | null>>; invalid: K[] } {
  const changes: Partial<Record<K, number | null>> = {};
  const invalid: K[] = [];
  for (const key of Object.keys(typed) as K[]) {
    const parsed = parseLimitInput(typed[key]);
    if (!parsed.ok) invalid.push(key);
    else if (parsed.cents !== current[key]) changes[key] = parsed.cents;
  }
  return { changes, invalid };
}
