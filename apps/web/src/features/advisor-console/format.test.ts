import { describe, expect, it } from 'vitest';
import { callLength, callTime, monthLabel, recentMonths } from './format.ts';

describe('advisor console formats', () => {
  it('shows times on the business clock and lengths as m:ss', () => {
    expect(callTime('2026-11-25T15:30:00Z')).toBe('10:30 AM');
    expect(callLength(125)).toBe('2:05');
    expect(callLength(0)).toBe('0:00');
  });

  it('names months and lists the recent ones across a year', () => {
    expect(monthLabel('2026-11')).toBe('November 2026');
    expect(recentMonths('2026-02', 4)).toEqual(['2026-02', '2026-01', '2025-12', '2025-11']);
  });
});
