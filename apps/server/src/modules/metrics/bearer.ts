import { createHash, timingSafeEqual } from 'node:crypto';

const BEARER = /^Bearer +(\S+) *$/i;

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether an Authorization header carries exactly this bearer token. Both sides are hashed first, so
 * the comparison takes the same time whatever the length or the first wrong character of a guess.
 */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = header === undefined ? undefined : BEARER.exec(header)?.[1];
  const same = timingSafeEqual(digest(given ?? ''), digest(token));
  return given !== undefined && same;
}
