/**
 * New customers are named after their e-mail until they give a first name (spec section 9). The name is
 * kept in the data as the spec says, but never said or printed: see shownCustomerName.
 */
export function defaultCustomerName(email: string): string {
  const trimmed = email.trim();
  const at = trimmed.indexOf('@');
  return `User ${at === -1 ? trimmed : trimmed.slice(0, at)}`;
}

/**
 * The name to greet a customer by, or null while they have given none. 'User marie.tremblay' is a
 * placeholder built from the e-mail, not a name: greeting someone with it reads like a robot (and says
 * their e-mail aloud on the phone line), so every greeting, receipt and list goes without a name instead.
 */
export function shownCustomerName(name: string | null | undefined, email: string): string | null {
  const trimmed = (name ?? '').trim();
  if (trimmed === '') return null;
  if (trimmed === defaultCustomerName(email) || trimmed === defaultCustomerName(normalizeEmail(email))) {
    return null;
  }
  return trimmed;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The longest first name a customer may give (characters, after trimming). */
export const FIRST_NAME_MAX = 50;

/**
 * Letters of any script (with their accents, precomposed or combining), single spaces, hyphens and
 * apostrophes between them. Digits, punctuation, control characters and the invisible ones (zero-width,
 * bidirectional overrides: they can make a name read differently on screen than in the data) are refused.
 */
const FIRST_NAME = /^\p{L}\p{M}*(?:[ \-'’]?\p{L}\p{M}*)*$/u;

/** Format characters: zero-width spaces and joiners, bidirectional marks and overrides, the BOM. */
const INVISIBLE = /\p{Cf}/u;

export type FirstNameProblem = 'required' | 'tooLong' | 'invalid';

/** A first name as stored (trimmed, NFC, inner spaces single), or why it cannot be one. */
export function checkFirstName(
  input: string,
): { ok: true; name: string } | { ok: false; problem: FirstNameProblem } {
  // Checked before trimming, which would quietly drop a zero-width no-break space at either end.
  if (INVISIBLE.test(input)) return { ok: false, problem: 'invalid' };
  const name = input.normalize('NFC').trim().replace(/ {2,}/g, ' ');
  if (name === '') return { ok: false, problem: 'required' };
  if ([...name].length > FIRST_NAME_MAX) return { ok: false, problem: 'tooLong' };
  if (!FIRST_NAME.test(name)) return { ok: false, problem: 'invalid' };
  return { ok: true, name };
}
