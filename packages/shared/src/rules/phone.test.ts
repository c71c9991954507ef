import { describe, expect, it } from 'vitest';
import { digitsOnly, formatPhoneDisplay, normalizeDialNumber, phoneLookupKey, toE164 } from './phone.ts';

describe('digitsOnly', () => {
  it('drops everything but digits', () => {
    expect(digitsOnly('+1 (514) 555-1234 ext')).toBe('15145551234');
    expect(digitsOnly('abc')).toBe('');
  });
});

describe('formatPhoneDisplay', () => {
  it.each([
    ['5145551234', '(514) 555-1234'],
    ['+1 514-555-1234', '(514) 555-1234'],
    ['0015145551234', '(514) 555-1234'],
    ['514-555-123', '514-555-123'],
    ['', ''],
  ])('%j -> %j', (input, expected) => {
    expect(formatPhoneDisplay(input)).toBe(expected);
  });
});

describe('normalizeDialNumber', () => {
  it.each([
    ['(514) 555-1234', '15145551234'],
    ['+1 514 555 1234', '15145551234'],
    ['555-1234', '5551234'],
  ])('%j -> %j', (input, expected) => {
    expect(normalizeDialNumber(input)).toBe(expected);
  });
});

describe('phoneLookupKey', () => {
  it.each([
    ['+1 (514) 555-1234', '5145551234'],
    ['5145551234', '5145551234'],
    ['514555123', null],
  ])('%j -> %j', (input, expected) => {
    expect(phoneLookupKey(input)).toBe(expected);
  });
});

describe('toE164', () => {
  it.each([
    ['5145551234', '+15145551234'],
    ['(514) 555-1234', '+15145551234'],
    ['15145551234', '+15145551234'],
    ['+1 514 555 1234', '+15145551234'],
    ['25145551234', null],
    ['514555123', null],
    ['015145551234', null],
    ['', null],
  ])('%j -> %j', (input, expected) => {
    expect(toE164(input)).toBe(expected);
  });
});
