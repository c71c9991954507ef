import { describe, expect, it } from 'vitest';
import { isSpaPath } from './static-spa.ts';

describe('isSpaPath', () => {
  it.each(['/', '/dashboard', '/psychic/amelie-rousseau_1001', '/nope/deeper', '/login'])(
    '%s is a page of the SPA',
    (path) => {
      expect(isSpaPath(path)).toBe(true);
    },
  );

  it.each([
    '/api',
    '/api/nope',
    '/.netlify/functions/unknown',
    '/healthz',
    '/readyz',
    '/assets/missing-abc.js',
    '/dev/paypal/checkoutnow',
    '/favicon.ico',
    '/stock/missing.svg',
  ])('%s is not', (path) => {
    expect(isSpaPath(path)).toBe(false);
  });
});
