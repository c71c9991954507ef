import { describe, expect, it } from 'vitest';
import { pluralCategory, variantOf } from './variant.ts';

const section = {
  held: 'Réservation pour votre dernier client',
  held_female: 'Réservée pour votre dernier client',
  held_male: 'Réservé pour votre dernier client',
  left: '{{count}} minutes restantes',
  left_one: '{{count}} minute restante',
  left_female_one: 'feminine, singular',
  notify: 'la prochaine fois que {{name}} prendra des appels',
  notify_elided: 'la prochaine fois qu’{{name}} prendra des appels',
};

describe('variantOf', () => {
  it.each([
    ['held', { context: 'female' }, section.held_female],
    ['held', { context: 'male' }, section.held_male],
    ['held', {}, section.held],
    ['held', { context: 'elided' }, section.held],
    ['notify', { context: 'elided' }, section.notify_elided],
    ['left', { count: 0 }, section.left_one],
    ['left', { count: 1 }, section.left_one],
    ['left', { count: 2 }, section.left],
    ['left', { count: 1, context: 'female' }, section.left_female_one],
    ['left', { count: 2, context: 'female' }, section.left],
  ] as const)('%s %j: the most specific variant there is', (key, options, expected) => {
    expect(variantOf(section, key, { language: 'fr', ...options })).toBe(expected);
  });

  it('counts as each language does: 0 is singular in French, plural in English', () => {
    expect([0, 1, 2].map((count) => pluralCategory('fr', count))).toEqual(['one', 'one', 'other']);
    expect([0, 1, 2].map((count) => pluralCategory('en', count))).toEqual(['other', 'one', 'other']);
    expect(variantOf(section, 'left', { language: 'en', count: 0 })).toBe(section.left);
  });

  it('refuses a key the section does not have', () => {
    expect(() => variantOf(section, 'nothing', { language: 'fr' })).toThrow('No message nothing');
  });
});
