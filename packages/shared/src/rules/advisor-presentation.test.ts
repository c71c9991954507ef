import { describe, expect, it } from 'vitest';
import { presentationIn, presentationLanguageOn } from './advisor-presentation.ts';

describe('presentationIn', () => {
  const english = 'Tarot and clairvoyance, with care.';
  const french = 'Tarot et voyance, avec délicatesse.';

  it('shows the French presentation on French pages only', () => {
    expect(presentationIn({ descr: english, descrFr: french }, 'fr')).toBe(french);
    expect(presentationIn({ descr: english, descrFr: french }, 'en')).toBe(english);
  });

  it('falls back to the English one when there is no French presentation', () => {
    expect(presentationIn({ descr: english, descrFr: null }, 'fr')).toBe(english);
    expect(presentationIn({ descr: english }, 'fr')).toBe(english);
    expect(presentationIn({ descr: english, descrFr: '' }, 'fr')).toBe(english);
  });
});

describe('presentationLanguageOn', () => {
  it('marks an English presentation shown on a French page, and nothing else', () => {
    expect(presentationLanguageOn({ descr: 'Hello there', descrFr: null }, 'fr')).toBe('en');
    expect(presentationLanguageOn({ descr: 'Hello there', descrFr: 'Bonjour' }, 'fr')).toBeUndefined();
    expect(presentationLanguageOn({ descr: 'Hello there' }, 'en')).toBeUndefined();
  });
});
