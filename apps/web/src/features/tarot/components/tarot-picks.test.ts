import { describe, expect, it } from 'vitest';
import { canReveal, togglePick } from './tarot-picks.ts';

describe('tarot picks', () => {
  it('adds, removes and caps at three', () => {
    expect(togglePick([], 4)).toEqual([4]);
    expect(togglePick([4], 4)).toEqual([]);
    expect(togglePick([1, 2, 3], 5)).toEqual([1, 2, 3]);
    expect(togglePick([1, 2, 3], 2)).toEqual([1, 3]);
  });
  it('reveals only with three picks and nothing in progress', () => {
    expect(canReveal([1, 2], false)).toBe(false);
    expect(canReveal([1, 2, 3], true)).toBe(false);
    expect(canReveal([1, 2, 3], false)).toBe(true);
  });
});
