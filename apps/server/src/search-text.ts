/** `%`, `_` and the escape character itself match literally (PostgreSQL's default LIKE escape is `\`). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/**
 * The digits of a query typed as a phone number ('+1 (514) 555-0123', '0123'), or undefined when it is
 * not one: a name or an e-mail with a digit in it must not match every number holding that digit.
 */
export function phoneDigitsOf(q: string): string | undefined {
  const compact = q.replace(/[\s().+-]/g, '');
  return /^\d{4,}$/.test(compact) ? compact : undefined;
}
