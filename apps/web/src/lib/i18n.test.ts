import { en } from '@app/shared/messages/en';
import { fr } from '@app/shared/messages/fr';
import { describe, expect, it } from 'vitest';
import { i18n } from './i18n.ts';
import { loadMessages } from './messages/load.ts';

/** Every leaf of the catalogue as [key, text]. */
function leaves(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    leaves(child, prefix ? `${prefix}.${key}` : key),
  );
}

const FIRST_SCREEN = [
  'site',
  'calls',
  'common',
  'advisors',
  'audio',
  'notice',
  'tarot',
  'horoscope',
  'announcement',
  'promotion',
  'reviews',
];

/** The stored text of a key, without interpolation ({{name}} stays as written). */
const stored = (language: string, key: string) => i18n.getResource(language, 'translation', key) as unknown;
const sectionsOf = (language: string) =>
  Object.keys(i18n.getResourceBundle(language, 'translation') ?? {}).sort();

describe('the message catalogue in the web app', () => {
  it('starts empty and loads the first screen of one language only', async () => {
    expect(i18n.language).toBe('en');
    expect(sectionsOf('en')).toEqual([]);
    await loadMessages('firstScreen');
    expect(sectionsOf('en')).toEqual([...FIRST_SCREEN].sort());
    expect(sectionsOf('fr')).toEqual([]);
    for (const [key, text] of leaves(en).filter(([key]) => FIRST_SCREEN.includes(key.split('.')[0] ?? ''))) {
      expect(stored('en', key), key).toBe(text);
    }
  });

  it('holds the whole catalogue of each language, verbatim, once every part has loaded', async () => {
    for (const language of ['en', 'fr'] as const) {
      for (const part of ['firstScreen', 'account', 'console', 'backOffice'] as const) {
        await loadMessages(part, language);
      }
    }
    expect(leaves(en).filter(([key, text]) => stored('en', key) !== text)).toEqual([]);
    expect(leaves(fr).filter(([key, text]) => stored('fr', key) !== text)).toEqual([]);
    expect(i18n.t('auth.signIn.email')).toBe(en.auth.signIn.email);
    expect(i18n.getFixedT('fr')('auth.signIn.email')).toBe(fr.auth.signIn.email);
  });
});
