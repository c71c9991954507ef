import { describe, expect, it } from 'vitest';
import {
  formatClockTextIn,
  formatLongDateIn,
  formatMoneyIn,
  formatNumberIn,
  formatTimeIn,
  languageOfPath,
  languageRedirect,
  pathInLanguage,
  pathWithoutLanguage,
  preferredLanguage,
  slugInLanguage,
} from './language.ts';

/** ICU separates with no-break spaces (U+00A0, U+202F): compared here as plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('language of a path', () => {
  it('is French under /fr only', () => {
    expect(languageOfPath('/fr')).toBe('fr');
    expect(languageOfPath('/fr/pricing')).toBe('fr');
    expect(languageOfPath('/psychic/amelie-rousseau_1001')).toBe('en');
    expect(languageOfPath('/')).toBe('en');
    // Not a language prefix: a page whose name starts with the letters.
    expect(languageOfPath('/friends')).toBe('en');
  });

  it('switches a page to the other language, keeping the query and the hash', () => {
    expect(pathInLanguage('/', 'fr')).toBe('/fr');
    expect(pathInLanguage('/pricing', 'fr')).toBe('/fr/pricing');
    expect(pathInLanguage('/fr', 'en')).toBe('/');
    expect(pathInLanguage('/fr/psychic/amelie-rousseau_1001', 'en')).toBe('/psychic/amelie-rousseau_1001');
    expect(pathInLanguage('/fr/pricing', 'fr')).toBe('/fr/pricing');
    expect(pathInLanguage('/purchase?bundle=b2#pay', 'fr')).toBe('/fr/purchase?bundle=b2#pay');
    expect(pathInLanguage('/fr?x=1', 'en')).toBe('/?x=1');
    expect(pathWithoutLanguage('/fr/login')).toBe('/login');
  });

  it('gives a page with a French slug its own address in each language', () => {
    expect(pathInLanguage('/apply', 'fr')).toBe('/fr/postuler');
    expect(pathInLanguage('/fr/postuler', 'en')).toBe('/apply');
    expect(pathInLanguage('/apply/withdraw?token=abc', 'fr')).toBe('/fr/postuler/retrait?token=abc');
    expect(pathInLanguage('/fr/postuler/retrait?token=abc', 'en')).toBe('/apply/withdraw?token=abc');
    // The other address of each language names the same page, whose canonical address it gives.
    expect(pathInLanguage('/fr/apply', 'fr')).toBe('/fr/postuler');
    expect(pathInLanguage('/postuler', 'en')).toBe('/apply');
    expect(pathInLanguage('/postuler', 'fr')).toBe('/fr/postuler');
    expect(pathWithoutLanguage('/fr/postuler')).toBe('/apply');
    expect(pathWithoutLanguage('/fr/postuler/')).toBe('/apply');
    expect(pathWithoutLanguage('/fr/postuler/retrait')).toBe('/apply/withdraw');
    expect(pathWithoutLanguage('/fr/apply')).toBe('/apply');
    // Only the whole slug: a page under it is no slug.
    expect(pathWithoutLanguage('/fr/postuler/autre')).toBe('/postuler/autre');
    expect(slugInLanguage('/apply', 'fr')).toBe('/postuler');
    expect(slugInLanguage('/apply', 'en')).toBe('/apply');
    expect(slugInLanguage('/pricing', 'fr')).toBe('/pricing');
  });
});

describe("the browser's preferred language", () => {
  it('follows the q-values and the order of the header, for the languages we have', () => {
    expect(preferredLanguage('fr-CA,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(preferredLanguage('en-CA,en;q=0.9,fr;q=0.8')).toBe('en');
    expect(preferredLanguage('de-DE,fr;q=0.5')).toBe('fr');
    expect(preferredLanguage('en;q=0.4, fr-FR;q=0.6')).toBe('fr');
    expect(preferredLanguage('fr;q=0, en;q=0.1')).toBe('en');
    expect(preferredLanguage('de, es')).toBeNull();
    expect(preferredLanguage('*')).toBeNull();
    expect(preferredLanguage('')).toBeNull();
    expect(preferredLanguage(undefined)).toBeNull();
  });

  it('sends only a first visit to / from a French browser to /fr', () => {
    const french = 'fr-CA,fr;q=0.9';
    expect(languageRedirect({ pathname: '/', acceptLanguage: french, savedLanguage: null })).toBe('/fr');
    // A saved choice wins, either way.
    expect(languageRedirect({ pathname: '/', acceptLanguage: french, savedLanguage: 'en' })).toBeNull();
    expect(languageRedirect({ pathname: '/', acceptLanguage: 'en-CA', savedLanguage: 'fr' })).toBe('/fr');
    expect(languageRedirect({ pathname: '/', acceptLanguage: undefined, savedLanguage: 'fr' })).toBe('/fr');
    // A cookie that names no language of ours is no choice.
    expect(languageRedirect({ pathname: '/', acceptLanguage: french, savedLanguage: 'de' })).toBe('/fr');
    // No other path, no header (crawlers), no English browser.
    expect(
      languageRedirect({ pathname: '/pricing', acceptLanguage: french, savedLanguage: null }),
    ).toBeNull();
    expect(languageRedirect({ pathname: '/', acceptLanguage: undefined, savedLanguage: null })).toBeNull();
    expect(languageRedirect({ pathname: '/', acceptLanguage: 'en-US', savedLanguage: null })).toBeNull();
  });
});

describe('formats of each language', () => {
  it('writes money as the spec does in English and as Québec does in French', () => {
    expect(formatMoneyIn('en', 4312)).toBe('CA$43.12');
    expect(plain(formatMoneyIn('fr', 4312))).toBe('43,12 $');
    expect(plain(formatMoneyIn('fr', 123456))).toBe('1 234,56 $');
  });

  it('writes the business-clock day and time', () => {
    // 15:00 UTC is 10:00 in Montréal (UTC−5) on Tuesday 24 November 2026.
    const instant = new Date('2026-11-24T15:00:00Z');
    expect(formatLongDateIn('fr', instant)).toBe('mardi 24 novembre 2026');
    expect(formatLongDateIn('en', instant)).toBe('Tuesday, November 24, 2026');
    expect(plain(formatTimeIn('fr', new Date('2026-11-24T14:00:00Z')))).toBe('9 h');
    expect(plain(formatTimeIn('fr', new Date('2026-11-24T14:30:00Z')))).toBe('9 h 30');
    expect(plain(formatTimeIn('fr', new Date('2026-11-24T23:05:00Z')))).toBe('18 h 05');
    expect(plain(formatTimeIn('en', new Date('2026-11-24T14:00:00Z')))).toBe('9:00 AM');
    // 04:30 UTC is still the evening before in Montréal.
    expect(formatLongDateIn('fr', new Date('2026-11-25T04:30:00Z'))).toBe('mardi 24 novembre 2026');
  });

  it('groups digits by the language', () => {
    expect(formatNumberIn('en', 1234567)).toBe('1,234,567');
    expect(plain(formatNumberIn('fr', 1234567))).toBe('1 234 567');
  });
});

describe('formatClockTextIn', () => {
  it('writes a stored 12-hour time the Québec way in French, and leaves English and other text alone', () => {
    expect(formatClockTextIn('fr', '9:00 PM')).toBe('21\u00a0h');
    expect(formatClockTextIn('fr', '9:30 AM')).toBe('9\u00a0h\u00a030');
    expect(formatClockTextIn('fr', '12:00 AM')).toBe('0\u00a0h');
    expect(formatClockTextIn('fr', '12:15 PM')).toBe('12\u00a0h\u00a015');
    expect(formatClockTextIn('en', '9:00 PM')).toBe('9:00 PM');
    expect(formatClockTextIn('fr', 'Varies')).toBe('Varies');
  });
});
