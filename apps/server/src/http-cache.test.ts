import { describe, expect, it } from 'vitest';
import { ifNoneMatchHits, negotiateEncoding, strongEtag } from './http-cache.ts';

describe('negotiateEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip', 'gzip'],
    ['br', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['deflate', 'identity'],
    ['identity', 'identity'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.2, gzip;q=0.8', 'gzip'],
    ['BR;Q=1, GZIP;q=0.5', 'br'],
    ['*', 'br'],
    ['*;q=0', 'identity'],
    ['gzip;q=0, *', 'br'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['gzip;q=abc', 'identity'],
  ] as const)('%j → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('ifNoneMatchHits', () => {
  const current = ['"abc"', '"abc-gz"'];
  it.each([
    [undefined, false],
    ['', false],
    ['"abc"', true],
    ['W/"abc"', true],
    ['"abc-gz"', true],
    ['"x", "abc"', true],
    ['"x","y"', false],
    ['*', true],
    ['abc', false],
  ])('%j → %s', (header, expected) => {
    expect(ifNoneMatchHits(header, current)).toBe(expected);
  });
});

describe('strongEtag', () => {
  it('is a quoted hash of the bytes', () => {
    expect(strongEtag('a')).toMatch(/^"[\w-]{32}"$/);
    expect(strongEtag('a')).toBe(strongEtag(Buffer.from('a')));
    expect(strongEtag('a')).not.toBe(strongEtag('b'));
  });
});
