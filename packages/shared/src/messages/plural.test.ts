import { describe, expect, it } from 'vitest';
import { pluralForm, pluralText } from './plural.ts';

describe('pluralForm', () => {
  it('is "one" for 1 alone in English, for 0 and 1 in French', () => {
    expect([0, 1, 2, 10].map((count) => pluralForm(count, 'en'))).toEqual(['other', 'one', 'other', 'other']);
    expect([0, 1, 2, 10].map((count) => pluralForm(count, 'fr'))).toEqual(['one', 'one', 'other', 'other']);
  });

  it('reads French "many" (a million) as "other"', () => {
    expect(pluralForm(1_000_000, 'fr')).toBe('other');
  });
});

describe('pluralText', () => {
  it('picks the entry of the count’s form', () => {
    const section = { minutes_one: '{{count}} minute', minutes_other: '{{count}} minutes' };
    expect(pluralText(section, 'minutes', 0, 'fr')).toBe('{{count}} minute');
    expect(pluralText(section, 'minutes', 0, 'en')).toBe('{{count}} minutes');
    expect(pluralText(section, 'minutes', 2, 'fr')).toBe('{{count}} minutes');
  });
});
