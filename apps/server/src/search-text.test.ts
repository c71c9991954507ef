import { describe, expect, it } from 'vitest';
import { escapeLike, phoneDigitsOf } from './search-text.ts';

describe('escapeLike', () => {
  it.each([
    ['anna', 'anna'],
    ['50%', '50\\%'],
    ['a_b', 'a\\_b'],
    ['back\\slash', 'back\\\\slash'],
    ['%_\\', '\\%\\_\\\\'],
  ])('%s → %s', (text, escaped) => {
    expect(escapeLike(text)).toBe(escaped);
  });
});

describe('phoneDigitsOf', () => {
  it.each([
    ['5145550123', '5145550123'],
    ['+1 (514) 555-0123', '15145550123'],
    ['514.555.0123', '5145550123'],
    ['0123', '0123'],
    ['123', undefined],
    ['anna2', undefined],
    ['anna@example.com', undefined],
    ['514 555 0123 x', undefined],
  ])('%s → %s', (q, digits) => {
    expect(phoneDigitsOf(q)).toBe(digits);
  });
});
