import { describe, expect, it } from 'vitest';
import { createReverseLookup, entryAt } from './reverse-lookup.ts';

describe('createReverseLookup', () => {
  const tree = {
    a: { exact: 'Coupon usage limit reached', made: 'Write at least {{count}} characters.' },
    b: { short: '{{n}} min' },
  };
  const lookup = createReverseLookup(tree);

  it('finds an exact text and a filled template, with its values', () => {
    expect(lookup('Coupon usage limit reached')).toEqual({ key: 'a.exact', values: {} });
    expect(lookup('Write at least 20 characters.')).toEqual({ key: 'a.made', values: { count: '20' } });
  });

  it('leaves text of no entry, and templates that are mostly placeholders, unmatched', () => {
    expect(lookup('Something else')).toBeNull();
    expect(lookup('5 min')).toBeNull();
  });

  it('reads an entry back by its key path', () => {
    expect(entryAt(tree, 'a.made')).toBe('Write at least {{count}} characters.');
    expect(entryAt(tree, 'a')).toBeUndefined();
    expect(entryAt(tree, 'x.y')).toBeUndefined();
  });
});
