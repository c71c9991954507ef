import { describe, expect, it } from 'vitest';
import { bearerMatches } from './bearer.ts';

const TOKEN = 'a-long-enough-metrics-token';

describe('bearerMatches', () => {
  it('accepts the token, whatever the case of the scheme', () => {
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`bearer ${TOKEN}`, TOKEN)).toBe(true);
  });

  it.each([
    ['no header', undefined],
    ['an empty header', ''],
    ['the scheme alone', 'Bearer '],
    ['another scheme', `Basic ${TOKEN}`],
    ['the token without a scheme', TOKEN],
    ['a prefix of the token', `Bearer ${TOKEN.slice(0, -1)}`],
    ['the token and more', `Bearer ${TOKEN}x`],
    ['two tokens', `Bearer ${TOKEN} ${TOKEN}`],
  ])('refuses %s', (_label, header) => {
    expect(bearerMatches(header, TOKEN)).toBe(false);
  });
});
