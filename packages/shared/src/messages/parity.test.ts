import { describe, expect, it } from 'vitest';
import { translationProblems } from './parity.ts';

describe('translationProblems', () => {
  const en = {
    title: 'Hello {{name}}',
    items: ['One', 'Two'],
    link: { href: '/about', text: 'About us' },
    n: 3,
  };

  it('accepts a full translation', () => {
    const fr = {
      title: 'Bonjour {{name}}',
      items: ['Un', 'Deux'],
      link: { href: '/about', text: 'À propos' },
      n: 3,
    };
    expect(translationProblems(en, fr, { structuralKeys: ['href'] })).toEqual([]);
  });

  it('reports missing and extra keys, lists of another length, lost placeholders, changed links', () => {
    const fr = {
      title: 'Bonjour',
      items: ['Un'],
      link: { href: '/fr/a-propos', text: 'À propos' },
      extra: 'x',
      n: 4,
    };
    expect(translationProblems(en, fr, { structuralKeys: ['href'] })).toEqual([
      'extra: not in the English source',
      'title: placeholders must be {name}',
      'items: must be a list of 2',
      'link.href: must stay "/about"',
      'n: must stay 3',
    ]);
  });

  it('reports English left as is, unless it is a name both languages share', () => {
    const source = { a: 'Contact us', b: 'Lumière Psychics', c: '{{count}} %' };
    expect(translationProblems(source, { a: 'Contact us', b: 'Lumière Psychics', c: '{{count}} %' })).toEqual(
      ['a: not translated ("Contact us")', 'b: not translated ("Lumière Psychics")'],
    );
    expect(translationProblems(source, source, { sameInBoth: ['Contact us', 'Lumière Psychics'] })).toEqual(
      [],
    );
  });

  it('takes context variants of a text, held to its placeholders, and no variant of a key it lacks', () => {
    const source = { held: 'Held for {{name}}', count_one: '{{count}} call', count_other: '{{count}} calls' };
    const fr = {
      held: 'En attente de {{name}}',
      held_female: 'Réservée pour {{name}}',
      held_male: 'Réservé',
      held_elided: 'Held for {{name}}',
      count_one: '{{count}} appel',
      count_other: '{{count}} appels',
      count_female_one: '{{count}} appel reçu',
      other_female: 'Autre',
      held_neutral: 'Neutre',
    };
    expect(translationProblems(source, fr)).toEqual([
      'held_male: placeholders must be {name}',
      'held_elided: not translated ("Held for {{name}}")',
      'other_female: not in the English source',
      'held_neutral: not in the English source',
    ]);
  });
});
