import { describe, expect, it } from 'vitest';
import { defaultCustomerName, normalizeEmail } from './customer.ts';

describe('defaultCustomerName', () => {
  it.each([
    ['jane.doe@example.com', 'User jane.doe'],
    ['  Bob@Example.com ', 'User Bob'],
    ['no-at-sign', 'User no-at-sign'],
  ])('%j -> %j', (email, expected) => {
    expect(defaultCustomerName(email)).toBe(expected);
  });
});

describe('normalizeEmail', () => {
  it('trims and lowercases', () => {
    expect(normalizeEmail('  Jane.Doe@Example.COM ')).toBe('jane.doe@example.com');
  });
});
