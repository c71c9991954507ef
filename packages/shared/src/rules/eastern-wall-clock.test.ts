import { describe, expect, it } from 'vitest';
import { easternWallClockToIso, isoToEasternWallClock } from './eastern-wall-clock.ts';

describe('Montréal wall clock ↔ instants', () => {
  it.each([
    ['2026-12-01T09:00', '2026-12-01T14:00:00.000Z'],
    ['2026-07-01T09:30', '2026-07-01T13:30:00.000Z'],
    // The skipped hour of March reads as daylight time; the repeated hour of November as its first pass.
    ['2026-03-08T02:30', '2026-03-08T06:30:00.000Z'],
    ['2026-11-01T01:30', '2026-11-01T05:30:00.000Z'],
  ])('%s is %s', (local, iso) => {
    expect(easternWallClockToIso(local)).toBe(iso);
  });

  it('shows an instant on the Montréal clock, and a round trip keeps it', () => {
    expect(isoToEasternWallClock('2026-12-01T14:00:00.000Z')).toBe('2026-12-01T09:00');
    expect(isoToEasternWallClock('2026-07-01T03:59:00.000Z')).toBe('2026-06-30T23:59');
    expect(easternWallClockToIso(isoToEasternWallClock('2027-01-15T23:45:00.000Z'))).toBe(
      '2027-01-15T23:45:00.000Z',
    );
  });

  it('refuses what is not a wall-clock time', () => {
    expect(easternWallClockToIso('')).toBeNull();
    expect(easternWallClockToIso('2026-02-30T10:00')).toBeNull();
    expect(easternWallClockToIso('tomorrow')).toBeNull();
    expect(isoToEasternWallClock('nope')).toBe('');
  });
});
