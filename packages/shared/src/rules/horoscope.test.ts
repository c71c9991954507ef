import { describe, expect, it } from 'vitest';
import { ZODIAC_KEYS } from '../zodiac.ts';
import { composeHoroscope } from './horoscope.ts';

describe('composeHoroscope', () => {
  it('is the same for a sign and a day', () => {
    expect(composeHoroscope('aries', '2026-11-23')).toBe(composeHoroscope('aries', '2026-11-23'));
  });

  it('differs across the twelve signs on one day, and across a week for one sign', () => {
    const today = new Set(ZODIAC_KEYS.map((sign) => composeHoroscope(sign, '2026-11-23')));
    expect(today.size).toBeGreaterThanOrEqual(11);
    const week = new Set(
      ['17', '18', '19', '20', '21', '22', '23'].map((d) => composeHoroscope('leo', `2026-11-${d}`)),
    );
    expect(week.size).toBe(7);
  });

  it('reads as sentences with a lucky number between 1 and 44', () => {
    const text = composeHoroscope('pisces', '2026-12-01');
    expect(text).toMatch(/^[A-Z].+\. .+\. Lucky colour: [a-z ]+\. Lucky number: ([1-9]|[1-3]\d|4[0-4])\.$/);
  });
});

/** Words that may repeat in a sentence without the reader noticing; every other word is a content word. */
const FUNCTION_WORDS = new Set(
  `a an the and or but so nor to of in on at for from with by as is are was be been it its this that these those
  you your yours yourself i me my we our us he she they them their what when where which who whom how than then
  up out over into about after before under again more most one not no only just very will would can could may
  might must shall should do does did has have had if while because`.split(/\s+/),
);

function repeatedContentWord(sentence: string): string | undefined {
  const words = (sentence.toLowerCase().match(/[a-z']+/g) ?? []).filter((word) => !FUNCTION_WORDS.has(word));
  return words.find((word, index) => words.indexOf(word) !== index);
}

describe('composeHoroscope reads naturally', () => {
  it('never repeats a content word within a sentence, for every sign over two years', () => {
    const start = Date.UTC(2026, 0, 1);
    const repeats: string[] = [];
    for (const sign of ZODIAC_KEYS) {
      for (let day = 0; day < 730; day++) {
        const date = new Date(start + day * 86_400_000).toISOString().slice(0, 10);
        for (const sentence of composeHoroscope(sign, date).split(/(?<=[.!?])\s+/)) {
          const word = repeatedContentWord(sentence);
          if (word) repeats.push(`${sign} ${date}: "${word}" in "${sentence}"`);
        }
      }
    }
    expect(repeats.slice(0, 5), `${repeats.length} sentences repeat a word`).toEqual([]);
  });

  it('the check itself catches a repeated word', () => {
    expect(repeatedContentWord('Venus warms your day today, so trust your path today.')).toBe('today');
    expect(repeatedContentWord('Venus warms your day, and your heart knows it.')).toBeUndefined();
  });
});

describe('composeHoroscope in French', () => {
  it('writes a French reading, the same phrases as the English one, the same lucky number', () => {
    const english = composeHoroscope('aries', '2026-11-23');
    const french = composeHoroscope('aries', '2026-11-23', 'fr');
    expect(french).not.toBe(english);
    expect(french).toBe(composeHoroscope('aries', '2026-11-23', 'fr'));
    expect(french.match(/\d+/g)?.at(-1)).toBe(english.match(/\d+/g)?.at(-1));
    expect(french).not.toMatch(/\b(?:the|your|today|Lucky)\b/);
  });

  it('never repeats a content word between the opening and the theme when another theme fits', () => {
    for (const sign of ZODIAC_KEYS) {
      const [sentence = ''] = composeHoroscope(sign, '2026-11-24', 'fr').split(/(?<=\.)\s+/);
      expect(sentence).not.toMatch(/aujourd’hui.*aujourd’hui/);
    }
  });
});
