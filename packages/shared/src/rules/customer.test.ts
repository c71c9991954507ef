import { describe, expect, it } from 'vitest';
import { checkFirstName, defaultCustomerName, normalizeEmail, shownCustomerName } from './customer.ts';

describe('defaultCustomerName', () => {
  it.each([
    ['jane.doe@example.com', 'User jane.doe'],
    ['  Bob@Example.com ', 'User Bob'],
    ['no-at-sign', 'User no-at-sign'],
  ])('%j -> %j', (email, expected) => {
    expect(defaultCustomerName(email)).toBe(expected);
  });
});

describe('shownCustomerName', () => {
  it.each([
    // The spec's default name is never shown.
    ['User marie.tremblay', 'marie.tremblay@example.com', null],
    ['  User marie.tremblay ', 'marie.tremblay@example.com', null],
    ['User Marie.Tremblay', 'Marie.Tremblay@Example.com', null],
    ['User marie.tremblay', 'Marie.Tremblay@Example.com', null],
    ['', 'marie@example.com', null],
    ['   ', 'marie@example.com', null],
    [null, 'marie@example.com', null],
    [undefined, 'marie@example.com', null],
    // A name the customer gave, even one that starts like the default.
    ['Marie', 'marie.tremblay@example.com', 'Marie'],
    ['  Marie-Ève ', 'marie@example.com', 'Marie-Ève'],
    ['User marie', 'marie.tremblay@example.com', 'User marie'],
    ['Marie Tremblay', 'marie.tremblay@example.com', 'Marie Tremblay'],
  ])('%j with %j -> %j', (name, email, expected) => {
    expect(shownCustomerName(name, email)).toBe(expected);
  });
});

describe('checkFirstName', () => {
  it.each([
    ['Marie', 'Marie'],
    ['  Marie  ', 'Marie'],
    ['Marie-Ève', 'Marie-Ève'],
    // Decomposed 'È' (E + combining grave) is stored precomposed.
    ['Marie-E\u0300ve', 'Marie-Ève'],
    ["O'Neil", "O'Neil"],
    ['D’Arcy', 'D’Arcy'],
    ['Jean  Luc', 'Jean Luc'],
    ['Zoë', 'Zoë'],
    ['Åsa', 'Åsa'],
    ['Ngọc', 'Ngọc'],
    ['Σοφία', 'Σοφία'],
    ['a'.repeat(50), 'a'.repeat(50)],
  ])('accepts %j as %j', (input, expected) => {
    expect(checkFirstName(input)).toEqual({ ok: true, name: expected });
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['a'.repeat(51), 'tooLong'],
    ['Marie2', 'invalid'],
    ['Marie!', 'invalid'],
    ['marie@example.com', 'invalid'],
    ['-Marie', 'invalid'],
    ['Marie-', 'invalid'],
    ["Marie''Ève", 'invalid'],
    ['Marie\u0000', 'invalid'],
    ['Ma\u0007rie', 'invalid'],
    ['Mar\u200bie', 'invalid'],
    ['Marie\u200d', 'invalid'],
    ['\u202eeiraM', 'invalid'],
    ['Marie\u2066', 'invalid'],
    ['\ufeffMarie', 'invalid'],
    ['Marie\tÈve', 'invalid'],
    ['Marie\nÈve', 'invalid'],
    ['<b>Marie</b>', 'invalid'],
  ])('refuses %j (%s)', (input, problem) => {
    expect(checkFirstName(input)).toEqual({ ok: false, problem });
  });
});

describe('normalizeEmail', () => {
  it('trims and lowercases', () => {
    expect(normalizeEmail('  Jane.Doe@Example.COM ')).toBe('jane.doe@example.com');
  });
});
