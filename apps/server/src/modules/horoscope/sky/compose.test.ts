import { describe, expect, it } from 'vitest';
import { composeSkyReading, countWords, houseOf, MAX_WORDS, MIN_WORDS, type SkyFact } from './compose.ts';
import { type DaySky, daySky } from './day-sky.ts';
import { eclipticLongitude, isRetrograde, moonPhase, SIGNS, signOf } from './ephemeris.ts';

const DAY_MS = 86_400_000;
/** A year of days, from 2027-01-01 noon in Montréal (UTC 17:00), each day's sky computed once. */
const YEAR = Array.from({ length: 365 }, (_, i) => daySky(new Date(Date.UTC(2027, 0, 1, 17) + i * DAY_MS)));

const sentencesOf = (text: string) => text.split(/(?<=\.)\s+/).filter(Boolean);

/** Whether a fact is true of its day. */
function isTrue(fact: SkyFact, sky: DaySky, reader: (typeof SIGNS)[number]): boolean {
  const noon = new Date((sky.start.getTime() + sky.end.getTime()) / 2);
  switch (fact.kind) {
    case 'moonEnters':
      return (
        fact.at >= sky.start &&
        fact.at < sky.end &&
        signOf(eclipticLongitude('moon', fact.at)) === fact.sign &&
        signOf(eclipticLongitude('moon', new Date(fact.at.getTime() - 1000))) !== fact.sign
      );
    case 'moonIn':
      return (
        signOf(eclipticLongitude('moon', sky.start)) === fact.sign &&
        signOf(eclipticLongitude('moon', sky.end)) === fact.sign
      );
    case 'phase':
      return moonPhase(noon).name === fact.phase;
    case 'sun':
      return signOf(eclipticLongitude('sun', noon)) === fact.sign;
    case 'retrograde':
      return isRetrograde(fact.body, noon) && signOf(eclipticLongitude(fact.body, noon)) === fact.sign;
    case 'station':
      return isRetrograde(fact.body, sky.start) !== isRetrograde(fact.body, sky.end);
    case 'ingress':
      return (
        fact.at >= sky.start &&
        fact.at < sky.end &&
        signOf(eclipticLongitude(fact.body, fact.at)) === fact.sign
      );
    case 'aspect':
      return sky.aspects.some(
        (aspect) => aspect.a === fact.a && aspect.b === fact.b && aspect.kind === fact.aspect,
      );
    case 'closing':
      return fact.house === houseOf(reader, sky.moon.sign);
  }
}

describe('a reading written from the sky', () => {
  it('never gives two signs the same sentence, on any day of a year, in either language', () => {
    for (const sky of YEAR) {
      for (const language of ['en', 'fr'] as const) {
        const seen = new Map<string, string>();
        for (const sign of SIGNS) {
          for (const sentence of sentencesOf(composeSkyReading(sign, sky, language).text)) {
            const other = seen.get(sentence);
            if (other) throw new Error(`${sky.date} ${language}: ${sign} and ${other} share "${sentence}"`);
            seen.set(sentence, sign);
          }
        }
      }
    }
  });

  it('states only facts true of its day, each in one sentence, within 60 to 140 words', () => {
    for (const sky of YEAR.filter((_, i) => i % 7 === 0)) {
      for (const sign of SIGNS) {
        for (const language of ['en', 'fr'] as const) {
          const { text, facts } = composeSkyReading(sign, sky, language);
          expect(sentencesOf(text)).toHaveLength(facts.length);
          for (const fact of facts)
            expect(isTrue(fact, sky, sign), `${sky.date} ${sign} ${fact.kind}`).toBe(true);
          const words = countWords(text);
          expect(words, `${sky.date} ${sign} ${language}: ${text}`).toBeGreaterThanOrEqual(MIN_WORDS);
          expect(words, `${sky.date} ${sign} ${language}: ${text}`).toBeLessThanOrEqual(MAX_WORDS);
        }
      }
    }
  });

  it('tells the same sky in French as in English, the French written as French', () => {
    const sky = daySky(new Date('2026-11-28T17:00:00Z'));
    const en = composeSkyReading('scorpio', sky, 'en');
    const fr = composeSkyReading('scorpio', sky, 'fr');
    expect(fr.facts.map((fact) => fact.kind)).toEqual(en.facts.map((fact) => fact.kind));
    expect(en.text).toContain(
      'Scorpio, the Moon enters Leo at 6:20 AM, lighting your 10th house of career and reputation.',
    );
    expect(fr.text).toContain(
      'Scorpion, la Lune entre en Lion à 6 h 20 et éclaire votre 10e maison\u00a0: la carrière et la réputation.',
    );
    expect(fr.text).not.toMatch(/\b(the|your|house)\b/);
  });

  it('counts houses from the reader’s own sign (whole-sign houses)', () => {
    expect(houseOf('aries', 'aries')).toBe(1);
    expect(houseOf('scorpio', 'leo')).toBe(10);
    expect(houseOf('pisces', 'aries')).toBe(2);
  });
});
