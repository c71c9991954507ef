import { DAY_OFF, normalizeSchedule, OPEN_END } from '@app/shared/rules/advisor-console';
import { advisorDescriptionBodySchema } from '@app/shared/schemas/advisor-console';
import { describe, expect, it } from 'vitest';
import {
  DAY_END,
  dayChoiceOf,
  editorWeekOfProfile,
  endOptions,
  normalizeDescription,
  problemsByDay,
  scheduleProblemsIn,
  timeOptions,
  timesOfWeek,
  withDayChoice,
  withSlotCount,
  withSlotTime,
} from './advisor-profile-form.ts';

describe('normalizeDescription', () => {
  it('counts what the server keeps: line breaks of any system as one, the ends trimmed', () => {
    const typed = '  Tarot and clairvoyance.\r\n\r\nTwenty years of readings.\r  ';
    expect(normalizeDescription(typed)).toBe('Tarot and clairvoyance.\n\nTwenty years of readings.');
    const parsed = advisorDescriptionBodySchema.parse({ description: typed });
    expect(parsed.description).toBe(normalizeDescription(typed));
  });
});

describe('timeOptions', () => {
  it('offers every half hour of the day, in order, then the end of the day', () => {
    const options = timeOptions();
    expect(options).toHaveLength(49);
    expect(options.slice(0, 3)).toEqual(['12:00 AM', '12:30 AM', '1:00 AM']);
    expect(options).toContain('9:00 AM');
    expect(options).toContain('12:00 PM');
    expect(options.slice(-2)).toEqual(['11:30 PM', DAY_END]);
  });

  it('keeps a saved time that is off the grid, in its place, and ignores what is not a time', () => {
    const options = timeOptions(['9:15 AM', '9:00 AM', 'Varies']);
    expect(options).toHaveLength(50);
    expect(options.slice(options.indexOf('9:00 AM'), options.indexOf('9:00 AM') + 3)).toEqual([
      '9:00 AM',
      '9:15 AM',
      '9:30 AM',
    ]);
    expect(options).not.toContain('Varies');
  });
});

describe('withSlotCount', () => {
  const week = (slots: ReturnType<typeof withSlotCount>) =>
    normalizeSchedule({ ...editorWeekOfProfile({}), monday: slots });

  it("'Varies' is no slot; one slot keeps the first; new slots start at usual hours", () => {
    const morning = { from: '8:00 AM', to: '11:00 AM' };
    expect(withSlotCount([morning], 0)).toEqual([]);
    expect(withSlotCount([], 1)).toEqual([{ from: '9:00 AM', to: '5:00 PM' }]);
    expect(withSlotCount([morning, { from: '7:00 PM', to: '9:00 PM' }], 1)).toEqual([morning]);
    expect(withSlotCount([], 2)).toEqual([
      { from: '9:00 AM', to: '12:00 PM' },
      { from: '6:00 PM', to: '10:00 PM' },
    ]);
  });

  it('adds the second slot on the side of the day the first leaves free, so the day stays valid', () => {
    const morning = { from: '8:00 AM', to: '11:00 AM' };
    const evening = { from: '7:00 PM', to: '11:00 PM' };
    const allDay = { from: '8:00 AM', to: '8:00 PM' };
    expect(withSlotCount([morning], 2)).toEqual([morning, { from: '6:00 PM', to: '10:00 PM' }]);
    expect(withSlotCount([evening], 2)).toEqual([{ from: '9:00 AM', to: '12:00 PM' }, evening]);
    expect(withSlotCount([allDay], 2)).toEqual([allDay, { from: '8:00 PM', to: DAY_END }]);
    for (const first of [morning, evening, allDay]) expect(week(withSlotCount([first], 2)).ok).toBe(true);
  });

  it('never shares slot objects with the week it came from', () => {
    const slots = [{ from: '9:00 AM', to: '5:00 PM' }];
    const next = withSlotCount(slots, 1);
    expect(next[0]).not.toBe(slots[0]);
  });
});

describe('a day off', () => {
  const slot = { from: '9:00 AM', to: '5:00 PM' };

  it('is a choice of its own beside Varies, one slot and two', () => {
    expect(dayChoiceOf(DAY_OFF)).toBe(DAY_OFF);
    expect(dayChoiceOf([])).toBe(0);
    expect(dayChoiceOf([slot])).toBe(1);
    expect(withDayChoice([slot], DAY_OFF)).toBe(DAY_OFF);
    expect(withDayChoice(DAY_OFF, 0)).toEqual([]);
    expect(withDayChoice(DAY_OFF, 1)).toEqual([slot]);
    expect(withDayChoice([slot], 1)).toEqual([slot]);
  });

  it('is kept from the profile, and brings no times to the selects', () => {
    const week = editorWeekOfProfile({ sunday: DAY_OFF, monday: [slot] });
    expect(week.sunday).toBe(DAY_OFF);
    expect(timesOfWeek(week)).toEqual(['9:00 AM', '5:00 PM']);
  });
});

describe('endOptions', () => {
  it("offers only times, and 'Varies' only to a slot saved with it", () => {
    const options = timeOptions();
    expect(endOptions(options, '5:00 PM')).toEqual(options);
    expect(endOptions(options, '5:00 PM')).not.toContain(OPEN_END);
    expect(endOptions(options, OPEN_END)).toEqual([...options, OPEN_END]);
  });
});

describe('editorWeekOfProfile', () => {
  it('has every day, a missing one as Varies, and at most two slots', () => {
    const slot = { from: '9:00 AM', to: '12:00 PM' };
    const week = editorWeekOfProfile({ monday: [slot], friday: [slot, slot, slot], holiday: [slot] });
    expect(Object.keys(week)).toEqual([
      'sunday',
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
      'saturday',
    ]);
    expect(week.sunday).toEqual([]);
    expect(week.monday).toEqual([slot]);
    expect(week.friday).toHaveLength(2);
  });
});

describe('schedule problems', () => {
  it("keeps each day's first problem", () => {
    expect(
      problemsByDay([
        { day: 'monday', message: 'A time slot ends after it starts.' },
        { day: 'monday', message: 'The two time slots overlap.' },
        { day: 'friday', message: 'The two time slots overlap.' },
      ]),
    ).toEqual({ monday: 'A time slot ends after it starts.', friday: 'The two time slots overlap.' });
  });

  it("reads the server's list, dropping what is not a day and a message", () => {
    expect(
      scheduleProblemsIn([
        { day: 'tuesday', message: 'The two time slots overlap.' },
        { day: 'Tues', message: 'x' },
        { day: 'monday' },
        null,
        'sunday',
      ]),
    ).toEqual([{ day: 'tuesday', message: 'The two time slots overlap.' }]);
    expect(scheduleProblemsIn(undefined)).toEqual([]);
    expect(scheduleProblemsIn({ day: 'monday', message: 'x' })).toEqual([]);
  });
});

describe('withSlotTime', () => {
  it('changes one end of one slot and leaves the rest as they were', () => {
    const slots = [
      { from: '9:00 AM', to: '12:00 PM' },
      { from: '6:00 PM', to: '10:00 PM' },
    ];
    expect(withSlotTime(slots, 1, 'to', 'Varies')).toEqual([slots[0], { from: '6:00 PM', to: 'Varies' }]);
    expect(withSlotTime(slots, 0, 'from', '8:30 AM')).toEqual([
      { from: '8:30 AM', to: '12:00 PM' },
      slots[1],
    ]);
    expect(slots[0]).toEqual({ from: '9:00 AM', to: '12:00 PM' });
  });
});
