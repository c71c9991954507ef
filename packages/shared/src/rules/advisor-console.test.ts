import { describe, expect, it } from 'vitest';
import {
  customerNameForAdvisor,
  DAY_OFF,
  displayTime,
  type EditorWeek,
  earningsCents,
  editorWeekOf,
  isWithinSchedule,
  normalizeSchedule,
  parseDisplayTime,
  totalsOf,
} from './advisor-console.ts';
import { torontoDayBounds, torontoMonthOf } from './week.ts';

const EMPTY: EditorWeek = {
  sunday: [],
  monday: [],
  tuesday: [],
  wednesday: [],
  thursday: [],
  friday: [],
  saturday: [],
};

describe('display times', () => {
  it('reads and writes the feed format', () => {
    expect(parseDisplayTime('9:00 AM')).toBe(540);
    expect(parseDisplayTime('12:00 AM')).toBe(0);
    expect(parseDisplayTime('12:30 PM')).toBe(750);
    expect(parseDisplayTime('11:59 PM')).toBe(1439);
    for (const bad of ['13:00 PM', '9 AM', '9:00', '09:00 AM', '9:60 AM', 'Varies', '']) {
      expect(parseDisplayTime(bad)).toBeNull();
    }
    expect([0, 540, 750, 1439].map(displayTime)).toEqual(['12:00 AM', '9:00 AM', '12:30 PM', '11:59 PM']);
  });
});

describe('isWithinSchedule (business clock)', () => {
  // Wednesday 25 November 2026: 10:30 in Toronto is 15:30 UTC (EST).
  const wednesdayMorning = new Date('2026-11-25T15:30:00Z');
  const wednesdayNight = new Date('2026-11-26T03:30:00Z'); // 22:30 Toronto, still Wednesday

  it('is inside a slot of the day, outside it otherwise', () => {
    const schedule = { Wed: [{ from: '9:00 AM', to: '1:00 PM' }] };
    expect(isWithinSchedule(schedule, wednesdayMorning)).toBe(true);
    expect(isWithinSchedule(schedule, wednesdayNight)).toBe(false);
    expect(isWithinSchedule({ Wed: [{ from: '11:00 AM', to: '1:00 PM' }] }, wednesdayMorning)).toBe(false);
  });

  it('knows nothing on a day without slots (Varies)', () => {
    expect(isWithinSchedule({ Wed: [] }, wednesdayMorning)).toBeNull();
    expect(isWithinSchedule({ Tues: [{ from: '9:00 AM', to: '1:00 PM' }] }, wednesdayMorning)).toBeNull();
    expect(isWithinSchedule(null, wednesdayMorning)).toBeNull();
  });

  it('is outside on a day off, all day, whatever hours the day would have', () => {
    const schedule = { Wed: [{ from: '9:00 AM', to: '1:00 PM' }] };
    expect(isWithinSchedule(schedule, wednesdayMorning, ['Wed'])).toBe(false);
    expect(isWithinSchedule({ Wed: [] }, wednesdayMorning, ['Wed'])).toBe(false);
    expect(isWithinSchedule(schedule, wednesdayMorning, ['Thu'])).toBe(true);
  });

  it('runs a slot that passes midnight to the end of its day', () => {
    expect(isWithinSchedule({ Wed: [{ from: '8:00 PM', to: '2:00 AM' }] }, wednesdayNight)).toBe(true);
  });
});

describe('normalizeSchedule (the schedule editor)', () => {
  it('orders slots and keys days as the feed does', () => {
    const result = normalizeSchedule({
      ...EMPTY,
      monday: [
        { from: '6:00 PM', to: '9:00 PM' },
        { from: '9:00 AM', to: '1:00 PM' },
      ],
      tuesday: [{ from: '10:00 AM', to: '2:00 PM' }],
    });
    expect(result).toEqual({
      ok: true,
      schedule: {
        Sun: [],
        Mon: [
          { from: '9:00 AM', to: '1:00 PM' },
          { from: '6:00 PM', to: '9:00 PM' },
        ],
        Tues: [{ from: '10:00 AM', to: '2:00 PM' }],
        Wed: [],
        Thu: [],
        Fri: [],
        Sat: [],
      },
      daysOff: [],
    });
  });

  it('keeps a day off apart from Varies: no hours in the schedule, named in the days off', () => {
    const result = normalizeSchedule({ ...EMPTY, sunday: DAY_OFF, saturday: DAY_OFF, monday: [] });
    expect(result).toMatchObject({ ok: true, daysOff: ['Sun', 'Sat'] });
    if (!result.ok) return;
    expect(result.schedule.Sun).toEqual([]);
    expect(result.schedule.Mon).toEqual([]);
    const week = editorWeekOf(result.schedule, result.daysOff);
    expect(week.sunday).toBe(DAY_OFF);
    expect(week.saturday).toBe(DAY_OFF);
    expect(week.monday).toEqual([]);
    // Rows saved before days off existed read as none.
    expect(editorWeekOf(result.schedule).sunday).toEqual([]);
  });

  it('refuses bad times, inverted or overlapping slots and a third slot, day by day', () => {
    const result = normalizeSchedule({
      ...EMPTY,
      monday: [{ from: '25:00 PM', to: '1:00 PM' }],
      tuesday: [{ from: '2:00 PM', to: '1:00 PM' }],
      wednesday: [
        { from: '9:00 AM', to: '1:00 PM' },
        { from: '12:00 PM', to: '3:00 PM' },
      ],
      thursday: [
        { from: '8:00 AM', to: '9:00 AM' },
        { from: '10:00 AM', to: '11:00 AM' },
        { from: '12:00 PM', to: '1:00 PM' },
      ],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((problem) => problem.day)).toEqual([
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
    ]);
  });

  it('round-trips through the editor', () => {
    const schedule = { Mon: [{ from: '9:00 AM', to: '1:00 PM' }], Wed: [{ from: 'Varies', to: 'Varies' }] };
    const week = editorWeekOf(schedule);
    expect(week.monday).toEqual([{ from: '9:00 AM', to: '1:00 PM' }]);
    expect(week.wednesday).toEqual([]);
    expect(week.sunday).toEqual([]);
  });
});

describe('payout arithmetic', () => {
  it('is billed minutes times the rate, in whole cents', () => {
    expect(earningsCents(3, 125)).toBe(375);
    expect(earningsCents(0, 125)).toBe(0);
    expect(() => earningsCents(1.5, 100)).toThrow(RangeError);
    expect(() => earningsCents(2, -1)).toThrow(RangeError);
  });

  it('sums a period', () => {
    expect(totalsOf([])).toEqual({ calls: 0, minutes: 0, earningsCents: 0 });
    expect(
      totalsOf([
        { minutesBilled: 3, earningsCents: 375 },
        { minutesBilled: 10, earningsCents: 1000 },
      ]),
    ).toEqual({ calls: 2, minutes: 13, earningsCents: 1375 });
  });
});

describe('business-clock days and months', () => {
  it('cuts the day at Toronto midnight', () => {
    const { start, end } = torontoDayBounds(new Date('2026-11-26T03:30:00Z'));
    expect(start.toISOString()).toBe('2026-11-25T05:00:00.000Z');
    expect(end.toISOString()).toBe('2026-11-26T05:00:00.000Z');
    expect(torontoMonthOf(new Date('2026-12-01T04:59:00Z'))).toBe('2026-11');
  });

  it('has a 23-hour day when the clocks go forward', () => {
    const { start, end } = torontoDayBounds(new Date('2026-03-08T12:00:00Z'));
    expect((end.getTime() - start.getTime()) / 3_600_000).toBe(23);
  });
});

describe('customerNameForAdvisor', () => {
  it('shows a first name and an initial, never contact details', () => {
    expect(customerNameForAdvisor('Marie Tremblay', 'm@example.com')).toBe('Marie T.');
    expect(customerNameForAdvisor('Léa', 'l@example.com')).toBe('Léa');
    expect(customerNameForAdvisor('jean-luc   émond', 'j@example.com')).toBe('jean-luc É.');
    // No usable name: none, for the page or the file to say "Customer" in its own language.
    expect(customerNameForAdvisor('User jsmith', 'jsmith@example.com')).toBeNull();
    expect(customerNameForAdvisor('me@example.com', 'x@example.com')).toBeNull();
    expect(customerNameForAdvisor('call 514 555 0100', 'x@example.com')).toBeNull();
    expect(customerNameForAdvisor('  ', 'x@example.com')).toBeNull();
  });
});

describe("an open end ('Varies', the spec's '8:00 PM - Varies')", () => {
  const week = (saturday: { from: string; to: string }[]) => ({ ...EMPTY, saturday });

  it('is kept by the editor and saved as it was', () => {
    const schedule = { Sat: [{ from: '8:00 PM', to: 'Varies' }] };
    const editor = editorWeekOf(schedule);
    expect(editor.saturday).toEqual([{ from: '8:00 PM', to: 'Varies' }]);
    const saved = normalizeSchedule(editor);
    expect(saved.ok && saved.schedule.Sat).toEqual([{ from: '8:00 PM', to: 'Varies' }]);
  });

  it('may end the second slot of a day, not the first', () => {
    const evening = normalizeSchedule(
      week([
        { from: '8:00 PM', to: 'Varies' },
        { from: '9:00 AM', to: '12:00 PM' },
      ]),
    );
    expect(evening.ok && evening.schedule.Sat).toEqual([
      { from: '9:00 AM', to: '12:00 PM' },
      { from: '8:00 PM', to: 'Varies' },
    ]);
    const first = normalizeSchedule(
      week([
        { from: '9:00 AM', to: 'Varies' },
        { from: '8:00 PM', to: '11:00 PM' },
      ]),
    );
    expect(first).toEqual({
      ok: false,
      problems: [{ day: 'saturday', message: 'advisorConsole.profile.schedule.problems.overlap' }],
    });
    expect(normalizeSchedule(week([{ from: 'Varies', to: 'Varies' }])).ok).toBe(false);
  });

  it('counts as inside the schedule until midnight', () => {
    const schedule = { Sat: [{ from: '8:00 PM', to: 'Varies' }] };
    // Saturday 28 November 2026, Montréal (UTC-5).
    expect(isWithinSchedule(schedule, new Date('2026-11-29T04:30:00Z'))).toBe(true); // 11:30 PM
    expect(isWithinSchedule(schedule, new Date('2026-11-28T23:00:00Z'))).toBe(false); // 6:00 PM
  });
});
