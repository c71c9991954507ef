import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import {
  formatAverage,
  isAlreadyReplied,
  pageCount,
  reviewAction,
  reviewsPageOf,
  reviewsPageSearch,
} from './reviews-view.ts';

describe('the advisor reviews page', () => {
  it('reads its page from the address, falling back to the first', () => {
    expect(reviewsPageOf(new URLSearchParams('page=3'))).toBe(3);
    expect(reviewsPageOf(new URLSearchParams(''))).toBe(1);
    expect(reviewsPageOf(new URLSearchParams('page=0'))).toBe(1);
    expect(reviewsPageOf(new URLSearchParams('page=2.5'))).toBe(1);
    expect(reviewsPageOf(new URLSearchParams('page=x'))).toBe(1);
    expect(reviewsPageOf(new URLSearchParams('page=10001'))).toBe(1);
  });

  it('writes the first page as the plain address', () => {
    expect(reviewsPageSearch(1)).toBe('');
    expect(reviewsPageSearch(4)).toBe('?page=4');
  });

  it('counts pages, at least one', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(5, 0)).toBe(1);
  });

  it('offers a reply only on a shown review without one', () => {
    const reply = { text: 'Thank you', at: '2026-11-20T10:00:00Z' };
    expect(reviewAction({ hidden: false, reply: null })).toBe('reply');
    expect(reviewAction({ hidden: false, reply })).toBe('replied');
    expect(reviewAction({ hidden: true, reply: null })).toBe('hidden');
    expect(reviewAction({ hidden: true, reply })).toBe('hidden');
  });

  it('knows the refusal of a second reply', () => {
    expect(isAlreadyReplied(new ApiError(409, 'ALREADY_REPLIED', 'x'))).toBe(true);
    expect(isAlreadyReplied(new ApiError(409, 'OTHER', 'x'))).toBe(false);
    expect(isAlreadyReplied(new ApiError(404, 'NOT_FOUND', 'x'))).toBe(false);
    expect(isAlreadyReplied(new Error('x'))).toBe(false);
  });

  it('writes the average with one decimal, in the page language', () => {
    expect(formatAverage(4, 'en-US')).toBe('4.0');
    expect(formatAverage(4.25, 'en-US')).toBe('4.3');
    expect(formatAverage(3.5, 'fr-CA')).toBe('3,5');
  });
});
