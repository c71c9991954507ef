import { describe, expect, it } from 'vitest';
import { elide, elisionContext, startsWithVowelSound } from './french-elision.ts';

describe('French elision before a name', () => {
  it.each([
    ['que', 'Amélie', 'qu’Amélie'],
    ['que', 'Marc', 'que Marc'],
    ['de', 'Élodie', 'd’Élodie'],
    ['de', 'Isabelle Roy', 'd’Isabelle Roy'],
    ['de', 'Océane', 'd’Océane'],
    ['de', 'Ursule', 'd’Ursule'],
    ['de', 'Hélène Gagnon', 'd’Hélène Gagnon'],
    ['de', 'Hugo', 'd’Hugo'],
    ['de', 'Hugues', 'de Hugues'],
    ['de', 'Heidi', 'de Heidi'],
    ['de', 'Yves', 'd’Yves'],
    ['de', 'Yvonne', 'd’Yvonne'],
    ['de', 'Yannick', 'de Yannick'],
    ['de', 'Yolande', 'de Yolande'],
    ['le', 'Oracle', 'l’Oracle'],
    ['la', 'Étoile', 'l’Étoile'],
    ['De', 'Amélie', 'D’Amélie'],
    ['jusque', 'Amélie', 'jusqu’Amélie'],
    ['lorsque', 'Ève', 'lorsqu’Ève'],
    ['que', 'amélie', 'qu’amélie'],
    ['que', '  Amélie', 'qu’Amélie'],
    ['de', '1001', 'de 1001'],
    ['de', '', 'de '],
    ['avec', 'Amélie', 'avec Amélie'],
  ])('%s + %s → %s', (word, name, expected) => {
    expect(elide(word, name)).toBe(expected);
  });

  it('asks for the elided variant only before a vowel sound', () => {
    expect(elisionContext('Amélie Rousseau')).toBe('elided');
    expect(elisionContext('Hélène')).toBe('elided');
    expect(elisionContext('Marc-Antoine')).toBeUndefined();
    expect(elisionContext('Yannick')).toBeUndefined();
    expect(startsWithVowelSound('Y')).toBe(false);
    expect(startsWithVowelSound('H')).toBe(false);
  });
});
