import { describe, expect, it } from 'vitest';
import { ZODIAC_KEYS } from '../zodiac.ts';
import { composeHoroscope } from './horoscope.ts';

describe('composeHoroscope', () => {
  it('is the same for a sign and a day', () => {
    expect(composeHoroscope('aries', '2026-11-23')).toBe(composeHoroscope('aries', '2026-11-23'));
  });

  it('differs across the twelve signs on one day, and across a week for one sign', () => {
    const today = new Set(ZODIAC_KEYS.map((sign) => composeHoroscope(sign, '2026-11-23')));
    expect(today.size).toBeGreaterThanOrEqual(11);
    const week = new Set(
      ['17', '18', '19', '20', '21', '22', '23'].map((d) => composeHoroscope('leo', `2026-11-${d}`)),
    );
    expect(week.size).toBe(7);
  });

  it('reads as sentences with a lucky number between 1 and 44', () => {
    const text = composeHoroscope('pisces', '2026-12-01');
    expect(text).toMatch(/^[A-Z].+\. .+\. Lucky colour: [a-z ]+\. Lucky number: ([1-9]|[1-3]\d|4[0-4])\.$/);
  });
});
