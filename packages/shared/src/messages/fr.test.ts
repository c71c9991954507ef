import { describe, expect, it } from 'vitest';
import { elide } from '../rules/french-elision.ts';
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
  // A balance in minutes: the same word, and the same plural, in both languages.
  en.calls.receipt.balance_one,
  en.calls.receipt.balance_other,
  // Provinces whose names French writes as English does.
  ...(['AB', 'MB', 'NU', 'ON', 'SK', 'YT'] as const).map((code) => en.provinces[code]),
  // The planets that French names as English does.
  'Mars',
  'Jupiter',
  'Uranus',
  'Neptune',
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

  it('punctuates as Québec does: no space before ? ! ; (France puts one)', () => {
    expect(strings(fr).filter((text) => /[ \u00a0\u202f][?!;](?=\s|$)/.test(text))).toEqual([]);
  });

  it('has an elided variant of every sentence that puts « de », « que », « le » or « la » before a name', () => {
    const NAME_AFTER_WORD = /\b(de|que|le|la|jusque|lorsque|puisque) \{\{(name|advisor|customer)\}\}/i;
    const missing: string[] = [];
    const wrong: string[] = [];
    const walk = (node: unknown, path: string) => {
      if (!node || typeof node !== 'object') return;
      const section = node as Record<string, unknown>;
      for (const [key, text] of Object.entries(section)) {
        if (typeof text !== 'string') {
          walk(text, `${path}${key}.`);
          continue;
        }
        const match = NAME_AFTER_WORD.exec(text);
        if (!match || key.endsWith('_elided')) continue;
        const variant = section[`${key}_elided`];
        // The variant is the same sentence, elided as the rule elides before a vowel sound.
        const expected = text.replace(
          match[0],
          elide(match[1] as string, `Amélie`).replace('Amélie', `{{${match[2]}}}`),
        );
        if (variant === undefined) missing.push(`${path}${key}`);
        else if (variant !== expected) wrong.push(`${path}${key}_elided`);
      }
    };
    walk(fr, '');
    expect({ missing, wrong }).toEqual({ missing: [], wrong: [] });
  });
});
