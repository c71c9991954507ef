/** What stands for the hidden characters of a masked address. */
export const MASK = '•••';

/** A top-level domain: letters (accented too), digits and hyphens (an IDN's xn--…), never all digits. */
const TOP_LEVEL = /^(?=.*\p{L})[\p{L}\p{N}-]{2,63}$/u;

/**
 * An e-mail address as the customer may be shown it without it being given away (and the only form we
 * keep of a saved PayPal account's address): the first character of the mailbox and of the domain, then
 * the top-level domain — "Jane.Doe@example.com" is "j•••@e•••.com". Lower case, since neither part is
 * read with its case. Null for anything that is not an address of that shape (no "@", no dot in the
 * domain, a space), so a caller never shows a half-masked value.
 */
export function maskEmail(address: string): string | null {
  const text = address.trim().toLowerCase();
  if (text === '' || /\s/.test(text)) return null;
  const at = text.lastIndexOf('@');
  const mailbox = text.slice(0, at);
  const domain = text.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  if (at <= 0 || dot <= 0) return null;
  const host = domain.slice(0, dot);
  const topLevel = domain.slice(dot + 1);
  if (!TOP_LEVEL.test(topLevel)) return null;
  // By code point, so an accented or astral first letter is kept whole.
  const first = (part: string) => Array.from(part)[0] ?? '';
  return `${first(mailbox)}${MASK}@${first(host)}${MASK}.${topLevel}`;
}
