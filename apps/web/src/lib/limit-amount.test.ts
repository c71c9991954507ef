import { describe, expect, it } from 'vitest';
import { limitChanges, limitToInput, parseLimitInput } from './limit-amount.ts';

describe('a spending limit typed in dollars', () => {
  it.each([
    ['', null],
    ['   ', null],
    ['0', 0],
    ['250', 25_000],
    ['$250', 25_000],
    ['12.5', 1_250],
    ['12.50', 1_250],
    ['12,50', 1_250],
    ['12,50 $', 1_250],
    ['1 000', 100_000],
    ['100000', 10_000_000],
    ['100000.00', 10_000_000],
  ])('reads %j as %j cents', (typed, cents) => {
    expect(parseLimitInput(typed)).toEqual({ ok: true, cents });
  });

  it.each(['-5', 'abc', '12.345', '1,000', '100000.01', '250000', '1e3', '.5'])('refuses %j', (typed) => {
    expect(parseLimitInput(typed)).toEqual({ ok: false });
  });

  it('shows cents back in the page’s way, whole dollars without decimals', () => {
    expect(limitToInput(null, 'en')).toBe('');
    expect(limitToInput(25_000, 'en')).toBe('250');
    expect(limitToInput(1_205, 'en')).toBe('12.05');
    expect(limitToInput(1_250, 'fr')).toBe('12,50');
    expect(parseLimitInput(limitToInput(1_250, 'fr'))).toEqual({ ok: true, cents: 1_250 });
  });

  it('keeps only the limits that change, and names the fields that hold no amount', () => {
    expect(
      limitChanges(
        { daily: '50', weekly: '', monthly: '300', perCallTopUp: 'x' },
        { daily: 5_000, weekly: 10_000, monthly: null, perCallTopUp: null },
      ),
    ).toEqual({ changes: { weekly: null, monthly: 30_000 }, invalid: ['perCallTopUp'] });
  });
});
