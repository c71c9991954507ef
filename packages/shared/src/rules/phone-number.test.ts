import { describe, expect, it } from 'vitest';
import { toDialableE164 } from './phone-number.ts';

describe('toDialableE164', () => {
  it.each([
    ['5145550123', '+15145550123'],
    ['(438) 555-1234', '+14385551234'],
    ['1 514 555 0123', '+15145550123'],
    ['2125550000', '+12125550000'],
    ['8885548999', '+18885548999'],
  ])('accepts %s as %s', (typed, e164) => {
    expect(toDialableE164(typed)).toBe(e164);
  });

  it.each([
    ['0000000000', 'an area code starting with 0'],
    ['1234567890', 'an area code starting with 1'],
    ['5140000000', 'an exchange starting with 0'],
    ['5141234567', 'an exchange starting with 1'],
    ['5145550', 'too few digits'],
    ['25145550123', 'eleven digits not starting with 1'],
    ['442071234567', 'a number outside North America'],
  ])('refuses %s (%s)', (typed) => {
    expect(toDialableE164(typed)).toBeNull();
  });
});
