/**
 * A path on our own site: one leading slash, then no second one, no backslash (browsers read `/\host`
 * as `//host`, another site), no space or control character; resolved against any origin, it stays on it.
 */
export function isSitePath(link: string): boolean {
  if (!/^\/(?![/\\])[^\s\\\p{Cc}]*$/u.test(link)) return false;
  const base = 'https://site.invalid';
  return new URL(link, base).origin === base;
}
