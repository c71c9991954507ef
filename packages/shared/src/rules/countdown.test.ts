import { describe, expect, it } from 'vitest';
import { formatCountdown } from './countdown.ts';

const s = 1000;
const m = 60 * s;
const h = 60 * m;
const d = 24 * h;

describe('formatCountdown', () => {
  it.each([
    [d + 2 * h + 3 * m + 4 * s, '1d 2h 3m 4s'],
    [d + 2 * h + 3 * m + 4 * s + 999, '1d 2h 3m 4s'],
    [59 * s, '0d 0h 0m 59s'],
    [h, '0d 1h 0m 0s'],
    [12 * d + 23 * h + 59 * m + 59 * s, '12d 23h 59m 59s'],
    [999, '0d 0h 0m 0s'],
    [0, '0d 0h 0m 0s'],
    [-5 * s, '0d 0h 0m 0s'],
    [Number.NaN, '0d 0h 0m 0s'],
    [Number.POSITIVE_INFINITY, '0d 0h 0m 0s'],
  ])('%d ms -> %s', (ms, expected) => {
    expect(formatCountdown(ms)).toBe(expected);
  });
});
