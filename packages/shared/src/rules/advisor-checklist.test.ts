import { describe, expect, it } from 'vitest';
import { type ChecklistFacts, checklistComplete, checklistOf, hasWeeklyHours } from './advisor-checklist.ts';

const NOTHING: ChecklistFacts = {
  photo: false,
  voice: false,
  schedule: null,
  daysOff: [],
  payoutProfile: false,
  testCallAt: null,
  draft: true,
};

describe('weekly hours on the checklist', () => {
  it('needs at least one day with a slot of real times', () => {
    expect(hasWeeklyHours(null)).toBe(false);
    expect(hasWeeklyHours({})).toBe(false);
    expect(hasWeeklyHours({ Mon: [], Tues: [] })).toBe(false);
    expect(hasWeeklyHours({ Mon: [{ from: '9:00 AM', to: '1:00 PM' }] })).toBe(true);
  });

  it("counts the spec's open end ('8:00 PM - Varies'), not a day of 'Varies' alone", () => {
    expect(hasWeeklyHours({ Sat: [{ from: '8:00 PM', to: 'Varies' }] })).toBe(true);
    expect(hasWeeklyHours({ Wed: [{ from: 'Varies', to: 'Varies' }] })).toBe(false);
    expect(hasWeeklyHours({ Wed: [{ from: 'soon', to: 'later' }] })).toBe(false);
  });

  it('ignores hours left on a day off', () => {
    const schedule = { Sun: [{ from: '9:00 AM', to: '5:00 PM' }] };
    expect(hasWeeklyHours(schedule, ['Sun'])).toBe(false);
    expect(hasWeeklyHours(schedule, ['Mon'])).toBe(true);
  });
});

describe('the first-day checklist', () => {
  it('lists the five items in order, none done for a new draft', () => {
    const checklist = checklistOf(NOTHING);
    expect(checklist).toEqual({
      items: [
        { key: 'photo', done: false },
        { key: 'voice', done: false },
        { key: 'hours', done: false },
        { key: 'payoutProfile', done: false },
        { key: 'testCall', done: false },
      ],
      published: false,
      testCallAt: null,
    });
    expect(checklistComplete(checklist)).toBe(false);
  });

  it('ticks each item from its own fact, and says when all are done', () => {
    const at = new Date('2026-11-25T15:30:00.000Z');
    const checklist = checklistOf({
      photo: true,
      voice: true,
      schedule: { Mon: [{ from: '9:00 AM', to: '1:00 PM' }] },
      daysOff: [],
      payoutProfile: true,
      testCallAt: at,
      draft: false,
    });
    expect(checklist.items.every((item) => item.done)).toBe(true);
    expect(checklist.published).toBe(true);
    expect(checklist.testCallAt).toBe('2026-11-25T15:30:00.000Z');
    expect(checklistComplete(checklist)).toBe(true);
    expect(checklistComplete(checklistOf({ ...NOTHING, photo: true, voice: true }))).toBe(false);
  });
});
