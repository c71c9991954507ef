import { describe, expect, it } from 'vitest';
import {
  formatAverage,
  initialChannel,
  pageCount,
  ratingSummaryKey,
  shownRating,
  starFills,
  withFavorite,
} from './trust-public.ts';

describe('shownRating', () => {
  it('shows a summary with reviews only', () => {
    expect(shownRating({ average: 4.6, count: 12 })).toEqual({ average: 4.6, count: 12 });
    expect(shownRating({ average: 0, count: 0 })).toBeNull();
    expect(shownRating(null)).toBeNull();
    expect(shownRating(undefined)).toBeNull();
  });
});

describe('ratingSummaryKey', () => {
  it('uses the singular for one review only', () => {
    expect(ratingSummaryKey(1)).toBe('reviews.summaryOne');
    expect(ratingSummaryKey(2)).toBe('reviews.summary');
    expect(ratingSummaryKey(12)).toBe('reviews.summary');
  });
});

describe('formatAverage', () => {
  it('writes one decimal in the page language', () => {
    expect(formatAverage('en', 4.6)).toBe('4.6');
    expect(formatAverage('fr', 4.6)).toBe('4,6');
    expect(formatAverage('en', 5)).toBe('5.0');
    expect(formatAverage('en', 4.25)).toMatch(/^4\.[23]$/);
  });
});

describe('starFills', () => {
  it.each([
    [5, ['full', 'full', 'full', 'full', 'full']],
    [4.6, ['full', 'full', 'full', 'full', 'half']],
    [4.8, ['full', 'full', 'full', 'full', 'full']],
    [4.2, ['full', 'full', 'full', 'full', 'empty']],
    [1, ['full', 'empty', 'empty', 'empty', 'empty']],
    [2.5, ['full', 'full', 'half', 'empty', 'empty']],
    [0, ['empty', 'empty', 'empty', 'empty', 'empty']],
    [7, ['full', 'full', 'full', 'full', 'full']],
    [Number.NaN, ['empty', 'empty', 'empty', 'empty', 'empty']],
  ])('%s stars', (average, fills) => {
    expect(starFills(average)).toEqual(fills);
  });
});

describe('pageCount', () => {
  it.each([
    [0, 10, 1],
    [1, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
    [95, 10, 10],
    [5, 0, 1],
  ])('%i reviews by %i: %i pages', (total, size, pages) => {
    expect(pageCount(total, size)).toBe(pages);
  });
});

describe('withFavorite', () => {
  it('adds once and removes', () => {
    expect(withFavorite([1, 2], 3, true)).toEqual([1, 2, 3]);
    expect(withFavorite([1, 2], 2, true)).toEqual([1, 2]);
    expect(withFavorite([1, 2], 1, false)).toEqual([2]);
    expect(withFavorite([1, 2], 5, false)).toEqual([1, 2]);
  });

  it('never changes its argument', () => {
    const list = [1, 2];
    withFavorite(list, 3, true);
    withFavorite(list, 1, false);
    expect(list).toEqual([1, 2]);
  });
});

describe('initialChannel', () => {
  it('proposes a text to who can be texted, else e-mail', () => {
    expect(initialChannel(true)).toBe('sms');
    expect(initialChannel(false)).toBe('email');
  });

  it('keeps the channel of the alert in force, unless texts are no longer possible', () => {
    expect(initialChannel(true, 'email')).toBe('email');
    expect(initialChannel(true, 'sms')).toBe('sms');
    expect(initialChannel(false, 'sms')).toBe('email');
  });
});
