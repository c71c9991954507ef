import { describe, expect, it } from 'vitest';
import {
  dayLabel,
  durationLabel,
  formatDate,
  formatDateTime,
  formatTimeOfDay,
  shortDayLabel,
  signedMinutes,
} from './format.ts';

describe('back-office formats', () => {
  it('reads instants on the business clock, whatever the zone of the machine', () => {
    // 03:30 UTC is still the evening before in Montréal.
    expect(formatDate('2026-11-25T03:30:00Z')).toBe('Nov 24, 2026');
    expect(formatDateTime('2026-11-25T15:05:00Z')).toMatch(/^Nov 25, 2026, 10:05\sa\.m\.$/);
    expect(formatDateTime('not a date')).toBe('');
    // The time alone, as formatDateTime writes it (the day's other half of a stacked cell).
    expect(formatTimeOfDay('2026-11-25T03:30:00Z')).toMatch(/^10:30\sp\.m\.$/);
    expect(formatTimeOfDay('not a date')).toBe('');
  });

  it('writes lengths as m:ss and changes of minutes with their sign', () => {
    expect(durationLabel(125)).toBe('2:05');
    expect(durationLabel(0)).toBe('0:00');
    expect(signedMinutes(15)).toBe('+15');
    expect(signedMinutes(-5)).toBe('\u22125');
    expect(signedMinutes(0)).toBe('0');
  });

  it('writes a business date as that calendar day, whatever the zone of the machine', () => {
    expect(shortDayLabel('2026-11-25')).toBe('Nov 25');
    expect(dayLabel('2026-11-01')).toBe('Sun, Nov 1, 2026');
    expect(shortDayLabel('nope')).toBe('nope');
  });
});
