import { describe, expect, it } from 'vitest';
import { callBackMayRing, lineEstimateMinutes, lineFirstName } from './call-back.ts';

describe('the call-back line', () => {
  it('estimates a place from the current call’s minutes left and the advisor’s average call', () => {
    expect(lineEstimateMinutes({ place: 1, currentCallSecondsLeft: 61, averageCallMinutes: 12 })).toBe(2);
    expect(lineEstimateMinutes({ place: 3, currentCallSecondsLeft: 600, averageCallMinutes: 12 })).toBe(34);
    expect(lineEstimateMinutes({ place: 1, currentCallSecondsLeft: -5, averageCallMinutes: 12 })).toBe(0);
  });

  it('rings in the day, never in the quiet hours unless the customer joined in them', () => {
    const evening = new Date('2026-11-28T02:30:00Z'); // 21:30 in Montréal
    const night = new Date('2026-11-28T03:30:00Z'); // 22:30
    const morning = new Date('2026-11-28T13:00:00Z'); // 8:00
    expect(callBackMayRing(evening, evening)).toBe(true);
    expect(callBackMayRing(night, evening)).toBe(false);
    expect(callBackMayRing(night, night)).toBe(true);
    expect(callBackMayRing(morning, evening)).toBe(true);
  });

  it('shows the advisor a first name only, never contact details', () => {
    expect(lineFirstName('Marie Tremblay')).toBe('Marie');
    expect(lineFirstName('  ')).toBeNull();
    expect(lineFirstName('marie@example.com')).toBeNull();
    expect(lineFirstName('5145550123')).toBeNull();
    expect(lineFirstName(null)).toBeNull();
  });
});
