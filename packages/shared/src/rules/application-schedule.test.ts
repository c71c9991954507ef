import { describe, expect, it } from 'vitest';
import { DAY_PARTS, WEEKDAYS } from '../schemas/applications.ts';
import { normalizeSchedule } from './advisor-console.ts';
import { scheduleOfAvailability } from './application-schedule.ts';

describe("a new advisor's first schedule, from the availability of the application", () => {
  it('gives each part the hours the form says: night midnight to 6, morning to noon, afternoon to 6, evening to the open end', () => {
    const { schedule } = scheduleOfAvailability({
      mon: ['morning'],
      tue: ['afternoon'],
      wed: ['evening'],
      thu: ['night'],
    });
    expect(schedule.Mon).toEqual([{ from: '6:00 AM', to: '12:00 PM' }]);
    expect(schedule.Tues).toEqual([{ from: '12:00 PM', to: '6:00 PM' }]);
    expect(schedule.Wed).toEqual([{ from: '6:00 PM', to: 'Varies' }]);
    expect(schedule.Thu).toEqual([{ from: '12:00 AM', to: '6:00 AM' }]);
  });

  it.each([
    [['morning', 'afternoon'], [{ from: '6:00 AM', to: '6:00 PM' }]],
    [
      ['afternoon', 'evening', 'night'],
      [
        { from: '12:00 AM', to: '6:00 AM' },
        { from: '12:00 PM', to: 'Varies' },
      ],
    ],
    [['morning', 'afternoon', 'evening', 'night'], [{ from: '12:00 AM', to: 'Varies' }]],
    [
      ['morning', 'evening'],
      [
        { from: '6:00 AM', to: '12:00 PM' },
        { from: '6:00 PM', to: 'Varies' },
      ],
    ],
    [['night', 'morning'], [{ from: '12:00 AM', to: '12:00 PM' }]],
    [
      ['morning', 'evening', 'night'],
      [
        { from: '12:00 AM', to: '12:00 PM' },
        { from: '6:00 PM', to: 'Varies' },
      ],
    ],
    [['evening', 'evening'], [{ from: '6:00 PM', to: 'Varies' }]],
  ] as const)('merges the parts that touch: %j', (parts, slots) => {
    expect(scheduleOfAvailability({ sat: [...parts] }).schedule.Sat).toEqual(slots);
  });

  it('makes every day without a part a day off, with no hours', () => {
    const { schedule, daysOff } = scheduleOfAvailability({ mon: ['evening'], sat: [], sun: ['morning'] });
    expect(daysOff).toEqual(['Tues', 'Wed', 'Thu', 'Fri', 'Sat']);
    for (const day of daysOff) expect(schedule[day]).toEqual([]);
    expect(Object.keys(schedule)).toEqual(['Sun', 'Mon', 'Tues', 'Wed', 'Thu', 'Fri', 'Sat']);
  });

  it('makes a week of no availability seven days off', () => {
    expect(scheduleOfAvailability({}).daysOff).toHaveLength(7);
  });

  it('always gives a schedule the editor accepts, whatever parts were chosen', () => {
    // Every subset of the four parts, on every day.
    for (let mask = 0; mask < 16; mask += 1) {
      const parts = DAY_PARTS.filter((_, index) => mask & (1 << index));
      const availability = Object.fromEntries(WEEKDAYS.map((day) => [day, parts]));
      const { schedule } = scheduleOfAvailability(availability);
      const slots = schedule.Mon;
      expect(slots.length).toBeLessThanOrEqual(2);
      const week = Object.fromEntries(
        ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].map((day) => [
          day,
          parts.length === 0 ? 'off' : slots,
        ]),
      );
      expect(normalizeSchedule(week as never).ok).toBe(true);
    }
  });
});
