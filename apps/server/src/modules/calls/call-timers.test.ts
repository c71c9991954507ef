import { describe, expect, it } from 'vitest';
import { callTimers, WARNING_BEFORE_CAP_SECONDS } from './call-timers.ts';

const answered = new Date('2026-11-26T15:00:00.000Z');

describe('callTimers', () => {
  it('puts the cap after the minutes reserved and the warning a minute before it', () => {
    expect(callTimers(answered, 2)).toEqual({
      warnAt: new Date('2026-11-26T15:01:00.000Z'),
      capAt: new Date('2026-11-26T15:02:00.000Z'),
    });
    const long = callTimers(answered, 25);
    expect(long.capAt.getTime() - answered.getTime()).toBe(25 * 60_000);
    expect((long.capAt.getTime() - (long.warnAt?.getTime() ?? 0)) / 1000).toBe(WARNING_BEFORE_CAP_SECONDS);
  });

  it('gives a one-minute call no warning (it would talk over the hello)', () => {
    expect(callTimers(answered, 1)).toEqual({ warnAt: null, capAt: new Date('2026-11-26T15:01:00.000Z') });
  });
});
