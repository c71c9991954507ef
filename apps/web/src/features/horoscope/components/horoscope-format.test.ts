import { describe, expect, it } from 'vitest';
import { elementTone, formatHoroscopeDate } from './horoscope-format.ts';

describe('horoscope formatting', () => {
  it('writes the long US date of the business day', () => {
    expect(formatHoroscopeDate('2026-11-23')).toBe('Monday, November 23, 2026');
  });
  it.each([
    ['fire', 'red'],
    ['earth', 'emerald'],
    ['air', 'sky'],
    ['water', 'indigo'],
    ['ether', 'purple'],
  ])('%s is %s', (element, colour) => {
    expect(elementTone(element)).toContain(colour);
  });
});
