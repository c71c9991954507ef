import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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

/**
 * Sections only the server writes: the phone line's words, the texts and e-mails after a call, the
 * advisors' payout notices, and the call-back line's refusals and texts (the web shows the refusal the
 * server sends, in the page's language).
 * No part of the web's catalogue carries them, so no page downloads them.
 */
const SERVER_ONLY = ['calls', 'payouts', 'callBackLine', 'applications', 'advisorTestCall'];

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
      for (const part of [
        'firstScreen',
        'account',
        'console',
        'backOffice',
        'callBack',
        'chart',
        'apply',
      ] as const) {
        await loadMessages(part, language);
      }
    }
    const webKeys = ([key]: [string, string]) => !SERVER_ONLY.includes(key.split('.')[0] ?? '');
    expect(
      leaves(en)
        .filter(webKeys)
        .filter(([key, text]) => stored('en', key) !== text),
    ).toEqual([]);
    expect(
      leaves(fr)
        .filter(webKeys)
        .filter(([key, text]) => stored('fr', key) !== text),
    ).toEqual([]);
    for (const section of SERVER_ONLY) {
      expect(sectionsOf('en'), section).not.toContain(section);
      expect(sectionsOf('fr'), section).not.toContain(section);
    }
    expect(i18n.t('auth.signIn.email')).toBe(en.auth.signIn.email);
    expect(i18n.getFixedT('fr')('auth.signIn.email')).toBe(fr.auth.signIn.email);
  });
});

/**
 * A key of a server-only section as a web file would write it ('calls.receipt…'): the section's name and one
 * of its own entries, so that a name that merely starts the same way (the audit action 'payouts.confirm_run')
 * is not taken for one.
 */
function keyOf(section: string): RegExp {
  const entries = Object.keys((en as Record<string, object>)[section] ?? {}).join('|');
  return new RegExp(`['"\`]${section}\\.(?:${entries})\\b`);
}

describe('the sections only the server writes', () => {
  it('are asked for by no source file of the web app', () => {
    const root = join(import.meta.dirname, '..');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts') && !file.endsWith('.test.tsx'),
    );
    expect(files.length).toBeGreaterThan(100);
    const asking = files.filter((file) => {
      const source = readFileSync(join(root, file), 'utf8');
      return SERVER_ONLY.some((section) => keyOf(section).test(source));
    });
    expect(asking).toEqual([]);
  });
});
