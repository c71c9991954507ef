import { en } from '@app/shared/messages/en';
import { describe, expect, it } from 'vitest';
import { i18n } from './i18n.ts';

/** Every leaf of the catalogue as [key, text]. */
function leaves(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    leaves(child, prefix ? `${prefix}.${key}` : key),
  );
}

const ACCOUNT_SECTIONS = [
  'auth',
  'validation',
  'dashboard',
  'profile',
  'deletion',
  'purchase',
  'coupon',
  'payments',
  'receipts',
  'dataService',
];
/** Loaded by the advisor console's and the back office's pages (console-messages.ts, back-office-messages.ts). */
const CONSOLE_SECTIONS = ['advisorConsole', 'backOffice'];
const LATER = [...ACCOUNT_SECTIONS, ...CONSOLE_SECTIONS];

/** The stored text of a key, without interpolation ({{name}} stays as written). */
const stored = (key: string) => i18n.getResource('en', 'translation', key) as unknown;

describe('the message catalogue in the web app', () => {
  it('starts with every section but the account, sign-in and payment ones, verbatim', () => {
    const all = leaves(en);
    for (const [key, text] of all.filter(([key]) => !LATER.includes(key.split('.')[0] ?? ''))) {
      expect(stored(key), key).toBe(text);
    }
    for (const section of LATER) expect(i18n.exists(section), section).toBe(false);
  });

  it('holds the whole catalogue, verbatim, once the pages that need the rest have loaded it', async () => {
    await import('./account-messages.ts');
    await import('./console-messages.ts');
    await import('./back-office-messages.ts');
    const missing = leaves(en).filter(([key, text]) => stored(key) !== text);
    expect(missing).toEqual([]);
    expect(i18n.t('auth.signIn.email')).toBe(en.auth.signIn.email);
  });
});
