import { describe, expect, it } from 'vitest';
import { en } from '../messages/en.ts';
import { fr } from '../messages/fr.ts';
import {
  availabilityText,
  buildWeeklyAvailability,
  DAY_NAMES,
  type DayName,
  dayNameFor,
  type ScheduleMap,
  todayAvailabilityText,
  WEEKDAY_KEYS,
} from './availability.ts';

const VARIES = en.advisors.profile.varies;

const am = { from: '9:00 AM', to: '1:00 PM' };
const pm = { from: '5:00 PM', to: '9:00 PM' };

describe('buildWeeklyAvailability', () => {
  it('returns seven empty days without a schedule', () => {
    for (const schedule of [null, undefined, {}]) {
      const week = buildWeeklyAvailability(schedule);
      expect(Object.keys(week)).toEqual([...DAY_NAMES]);
      for (const day of DAY_NAMES) expect(week[day]).toEqual({});
    }
  });

  it('maps every feed key to its day', () => {
    const schedule = Object.fromEntries(WEEKDAY_KEYS.map((k) => [k, [{ from: k, to: 'Varies' }]]));
    const week = buildWeeklyAvailability(schedule);
    expect(DAY_NAMES.map((d) => week[d].am?.start)).toEqual([...WEEKDAY_KEYS]);
  });

  it('matches keys by their first three letters, ignoring case', () => {
    const week = buildWeeklyAvailability({ TUESDAY: [am], wed: [pm], Su: [am] });
    expect(week.tuesday).toEqual({ am: { start: '9:00 AM', end: '1:00 PM' } });
    expect(week.wednesday).toEqual({ am: { start: '5:00 PM', end: '9:00 PM' } });
    expect(week.sunday).toEqual({});
  });

  it('takes the first entry as am, the second as pm and ignores the rest', () => {
    const week = buildWeeklyAvailability({ Mon: [am, pm, { from: 'x', to: 'y' }], Fri: [] });
    expect(week.monday).toEqual({
      am: { start: '9:00 AM', end: '1:00 PM' },
      pm: { start: '5:00 PM', end: '9:00 PM' },
    });
    expect(week.friday).toEqual({});
  });
});

describe('days off', () => {
  it("mark a day off whatever the schedule lists, matched like the schedule's keys", () => {
    const week = buildWeeklyAvailability({ Mon: [am], Tues: [pm] }, ['Mon', 'sat']);
    expect(week.monday).toEqual({ off: true });
    expect(week.saturday).toEqual({ off: true });
    expect(week.tuesday).toEqual({ am: { start: '5:00 PM', end: '9:00 PM' } });
    expect(week.sunday).toEqual({});
  });

  it("read 'Day off' (« Congé »), not 'Varies'", () => {
    const { varies, dayOff } = en.advisors.profile;
    expect(availabilityText({ off: true }, varies, dayOff)).toBe('Day off');
    expect(availabilityText({ off: true }, fr.advisors.profile.varies, fr.advisors.profile.dayOff)).toBe(
      'Congé',
    );
    expect(availabilityText({}, varies, dayOff)).toBe('Varies');
  });
});

describe('availabilityText', () => {
  it.each([
    [
      { am: { start: '9:00 AM', end: '1:00 PM' }, pm: { start: '5:00 PM', end: '9:00 PM' } },
      '9:00 AM - 1:00 PM, 5:00 PM - 9:00 PM',
    ],
    [{ am: { start: '9:00 AM', end: 'Varies' } }, '9:00 AM - Varies'],
    [{ pm: { start: '5:00 PM', end: '9:00 PM' } }, '5:00 PM - 9:00 PM'],
    [{}, 'Varies'],
  ])('%o -> %s', (day, expected) => {
    expect(availabilityText(day, en.advisors.profile.varies)).toBe(expected);
  });
});

describe('dayNameFor', () => {
  it('reads the weekday in Montréal by default', () => {
    // 2024-01-07 03:00 UTC is still Saturday evening in Toronto.
    expect(dayNameFor(new Date('2024-01-07T03:00:00Z'))).toBe('saturday');
    expect(dayNameFor(new Date('2024-01-07T06:00:00Z'))).toBe('sunday');
  });

  it('honours another time zone', () => {
    expect(dayNameFor(new Date('2024-01-07T03:00:00Z'), 'UTC')).toBe('sunday');
  });

  it('names all seven days', () => {
    const seen = new Set<DayName>();
    for (let i = 0; i < 7; i++) seen.add(dayNameFor(new Date(Date.UTC(2024, 0, 7 + i, 17)), 'UTC'));
    expect([...seen]).toEqual([...DAY_NAMES]);
  });
});

describe('todayAvailabilityText', () => {
  const schedule: ScheduleMap = { Sat: [am], Sun: [am, pm] };

  it('describes the business day of the given instant', () => {
    expect(todayAvailabilityText(schedule, new Date('2024-01-07T03:00:00Z'), VARIES)).toBe(
      '9:00 AM - 1:00 PM',
    );
    expect(todayAvailabilityText(schedule, new Date('2024-01-07T03:00:00Z'), VARIES, 'UTC')).toBe(
      '9:00 AM - 1:00 PM, 5:00 PM - 9:00 PM',
    );
  });

  it('says Varies when the day has no hours', () => {
    expect(todayAvailabilityText(schedule, new Date('2024-01-08T17:00:00Z'), VARIES)).toBe('Varies');
    expect(todayAvailabilityText(null, new Date('2024-01-08T17:00:00Z'), VARIES)).toBe('Varies');
  });
});
