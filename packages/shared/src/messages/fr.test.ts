import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { fr } from './fr.ts';
import { translationProblems } from './parity.ts';

/**
 * What reads the same in French: names (the brand, providers, a theme), and words both languages write
 * alike. Everything else equal to its English source is an untranslated string.
 */
const SAME_IN_BOTH_LANGUAGES = [
  'Lumière Psychics',
  'Montréal, Canada',
  'PayPal',
  'Interac',
  'Halloween',
  'Date',
  'Minutes',
  'Total',
  'Air',
  'Cancer',
  'Information',
  // The spec's two audio errors are French in the English catalogue already.
  en.audio.errors.notFound,
  en.audio.errors.network,
  // A call's length: 'min' and 's' are the units' symbols in both languages.
  en.calls.receipt.duration,
];

function strings(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  return node && typeof node === 'object' ? Object.values(node).flatMap(strings) : [];
}

describe('fr catalogue', () => {
  it('has every key of the English one and no other, each placeholder kept, nothing left in English', () => {
    expect(translationProblems(en, fr, { sameInBoth: SAME_IN_BOTH_LANGUAGES })).toEqual([]);
  });

  it('writes Québec French: « courriel », never « e-mail » or « mail »', () => {
    const texts = strings(fr);
    expect(texts.some((text) => text.includes('courriel'))).toBe(true);
    expect(
      texts.filter((text) => /\b(?:e-mail|email|mail)\b/i.test(text.replace(/\{\{\w+\}\}/g, ''))),
    ).toEqual([]);
  });
});
