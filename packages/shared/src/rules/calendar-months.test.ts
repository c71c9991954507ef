import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addCalendarMonths } from './calendar-months.ts';

const at = (iso: string) => new Date(iso);

describe('calendar months', () => {
  it('keeps the day and the time of day', () => {
    expect(addCalendarMonths(at('2026-01-10T09:30:00Z'), 6)).toEqual(at('2026-07-10T09:30:00Z'));
    expect(addCalendarMonths(at('2026-03-15T23:59:59.999Z'), -12)).toEqual(at('2025-03-15T23:59:59.999Z'));
    expect(addCalendarMonths(at('2026-03-15T12:00:00Z'), 0)).toEqual(at('2026-03-15T12:00:00Z'));
  });

  it('crosses years both ways', () => {
    expect(addCalendarMonths(at('2026-11-30T00:00:00Z'), 3)).toEqual(at('2027-02-28T00:00:00Z'));
    expect(addCalendarMonths(at('2026-02-10T00:00:00Z'), -3)).toEqual(at('2025-11-10T00:00:00Z'));
    expect(addCalendarMonths(at('2026-01-31T00:00:00Z'), -25)).toEqual(at('2023-12-31T00:00:00Z'));
  });

  it('ends on the last day of a shorter month, leap years included', () => {
    expect(addCalendarMonths(at('2025-08-31T10:00:00Z'), 6)).toEqual(at('2026-02-28T10:00:00Z'));
    expect(addCalendarMonths(at('2027-08-31T10:00:00Z'), 6)).toEqual(at('2028-02-29T10:00:00Z'));
    expect(addCalendarMonths(at('2026-05-31T10:00:00Z'), -1)).toEqual(at('2026-04-30T10:00:00Z'));
    expect(addCalendarMonths(at('2025-02-28T10:00:00Z'), -12)).toEqual(at('2024-02-28T10:00:00Z'));
    expect(addCalendarMonths(at('2024-02-29T10:00:00Z'), -12)).toEqual(at('2023-02-28T10:00:00Z'));
    expect(addCalendarMonths(at('2024-02-29T10:00:00Z'), 12)).toEqual(at('2025-02-28T10:00:00Z'));
    expect(addCalendarMonths(at('2024-03-31T10:00:00Z'), -1)).toEqual(at('2024-02-29T10:00:00Z'));
  });

  it('never goes back in time as the instant moves forward', () => {
    const instants = fc.date({
      min: new Date('2000-01-01T00:00:00Z'),
      max: new Date('2100-01-01T00:00:00Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(instants, instants, fc.integer({ min: -36, max: 36 }), (a, b, months) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        expect(addCalendarMonths(early, months).getTime()).toBeLessThanOrEqual(
          addCalendarMonths(late, months).getTime(),
        );
      }),
    );
  });
});
