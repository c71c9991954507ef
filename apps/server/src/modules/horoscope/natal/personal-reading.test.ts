import {
  CHART_ASPECTS,
  CHART_BODIES,
  type NatalChart,
  personalDaySchema,
} from '@app/shared/schemas/natal-chart';
import * as Astronomy from 'astronomy-engine';
import { describe, expect, it } from 'vitest';
import { countWords } from '../sky/compose.ts';
import { eclipticLongitude, SIGNS, type Sign, signOf } from '../sky/ephemeris.ts';
import { birthInstant, nextDate } from './birth-instant.ts';
import { type Place, searchPlaces } from './gazetteer.ts';
import { natalChart } from './natal-chart.ts';
import {
  PERSONAL_MAX_WORDS,
  PERSONAL_MIN_WORDS,
  type PersonalFact,
  personalDay,
  personalFacts,
  personalSentence,
  TOLD_TRANSITS,
} from './personal-reading.ts';
import type { PersonalWords } from './personal-words.ts';
import { PERSONAL_WORDS_EN } from './personal-words-en.ts';
import { PERSONAL_WORDS_FR } from './personal-words-fr.ts';
import { transitsToNatal } from './transits.ts';

const LANGUAGES = { en: PERSONAL_WORDS_EN, fr: PERSONAL_WORDS_FR } as const;
const DAY_MS = 86_400_000;
const sentencesOf = (text: string) => text.split(/(?<=\.)\s+/).filter(Boolean);
const apart = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);
const ORBS: Record<string, [number, number]> = {
  conjunction: [0, 8],
  sextile: [60, 4],
  square: [90, 6],
  trine: [120, 6],
  opposition: [180, 8],
};

const place = (query: string): Place => {
  const [found] = searchPlaces(query, 1);
  if (!found) throw new Error(query);
  return found;
};

interface Birth {
  date: string;
  time?: string;
  place?: Place;
}

/** The chart of a birth, and the instant it was cast for, found again here. */
function chartOf(birth: Birth): { chart: NatalChart; instant: Date } {
  const timed = birth.time && birth.place ? { time: birth.time, place: birth.place } : undefined;
  const chart = natalChart(timed ? { date: birth.date, birth: timed } : { date: birth.date });
  const instant = timed
    ? birthInstant(birth.date, timed.time, timed.place.timeZone)
    : birthInstant(birth.date, '12:00', 'America/Toronto');
  return { chart, instant };
}

/** The ecliptic longitude rising on the eastern horizon, found by search on astronomy-engine's horizon. */
function risingLongitude(at: Date, where: Place): number {
  const time = Astronomy.MakeTime(at);
  const observer = new Astronomy.Observer(where.latitude, where.longitude, 0);
  const toEquator = Astronomy.Rotation_ECT_EQD(time);
  const sky = (longitude: number) => {
    const vector = Astronomy.VectorFromSphere(new Astronomy.Spherical(0, longitude, 1), time);
    const equator = Astronomy.EquatorFromVector(Astronomy.RotateVector(toEquator, vector));
    return Astronomy.Horizon(time, observer, equator.ra, equator.dec);
  };
  for (let low = 0; low < 360; low += 5) {
    if (Math.sign(sky(low).altitude) === Math.sign(sky(low + 5).altitude)) continue;
    let [lo, hi] = [low, low + 5];
    for (let i = 0; i < 30; i++) {
      const mid = (lo + hi) / 2;
      if (Math.sign(sky(mid).altitude) === Math.sign(sky(lo).altitude)) lo = mid;
      else hi = mid;
    }
    if (sky(lo).azimuth < 180) return lo % 360;
  }
  throw new Error('No rising point');
}

/** Whether a fact is true of the birth and the day, computed here from the ephemeris and the horizon. */
function isTrue(fact: PersonalFact, birth: Birth, chart: NatalChart, instant: Date, at: Date): boolean {
  const sign = (body: (typeof CHART_BODIES)[number], when: Date) => signOf(eclipticLongitude(body, when));
  const ascendant = birth.place && birth.time ? risingLongitude(instant, birth.place) : undefined;
  const natalLongitude = (point: string) =>
    point === 'ascendant' ? (ascendant ?? Number.NaN) : eclipticLongitude(point as 'sun', instant);
  const midnight = birthInstant(birth.date, '00:00', 'America/Toronto');
  const nextMidnight = birthInstant(nextDate(birth.date), '00:00', 'America/Toronto');
  switch (fact.kind) {
    case 'sun':
      return fact.sign === sign('sun', instant);
    case 'ascendant':
      return ascendant !== undefined && fact.sign === signOf(ascendant);
    case 'moon':
      return chart.precision === 'time-place' && fact.sign === sign('moon', instant);
    case 'moonAllDay':
      return fact.sign === sign('moon', midnight) && fact.sign === sign('moon', nextMidnight);
    case 'moonRange':
      return fact.from === sign('moon', midnight) && fact.to === sign('moon', nextMidnight);
    case 'transit': {
      if (chart.precision === 'date' && fact.natal === 'moon') return false;
      const [angle, orb] = ORBS[fact.aspect] ?? [0, -1];
      const separation = apart(eclipticLongitude(fact.transiting, at), natalLongitude(fact.natal));
      return (
        fact.sign === sign(fact.transiting, at) &&
        Math.abs(separation - angle) <= orb &&
        Math.abs(Math.abs(separation - angle) - fact.orb) < 0.01
      );
    }
    case 'quiet':
      return false;
    case 'moonToday': {
      const first = ascendant === undefined ? sign('sun', instant) : signOf(ascendant);
      const house = ((SIGNS.indexOf(fact.sign) - SIGNS.indexOf(first) + 12) % 12) + 1;
      return (
        fact.sign === sign('moon', at) &&
        fact.house === house &&
        fact.from === (ascendant ? 'ascendant' : 'sun')
      );
    }
    case 'closing':
      return true;
  }
}

/** The words of a fact its sentence must contain, in a language. */
function wordsOf(fact: PersonalFact, w: PersonalWords): string[] {
  switch (fact.kind) {
    case 'sun':
    case 'ascendant':
    case 'moon':
    case 'moonAllDay':
      return [w.signs[fact.sign]];
    case 'moonRange':
      return [w.signs[fact.from], w.signs[fact.to]];
    case 'transit':
      return [
        w.bodies[fact.transiting],
        w.signs[fact.sign],
        w.aspects[fact.aspect],
        w.natal[fact.natal],
        w.orb(fact.orb),
      ];
    case 'quiet':
      return [w.sentences.quiet];
    case 'moonToday':
      return [w.signs[fact.sign], w.ordinal(fact.house), w.houses[fact.house - 1] ?? '?'];
    case 'closing':
      return [w.sentences.closing];
  }
}

const BIRTHS: Birth[] = [
  { date: '1988-04-12' },
  { date: '1975-10-02' },
  { date: '2001-01-01' },
  { date: '1990-07-01', time: '14:35', place: place('montreal') },
  { date: '1969-02-20', time: '03:10', place: place('sydney') },
  { date: '1983-11-05', time: '22:50', place: place('helsinki') },
  { date: '1958-08-30', time: '07:05', place: place('regina') },
];
/** Noon in Montréal of a few business days (EST and EDT). */
const DAYS = ['2026-11-28', '2027-03-15', '2027-07-04', '2028-01-20'].map((date) => ({
  date,
  at: birthInstant(date, '12:00', 'America/Toronto'),
}));

describe('a personal reading', () => {
  it('states only facts true of the birth and the day, one sentence each, in both languages', () => {
    for (const birth of BIRTHS) {
      const { chart, instant } = chartOf(birth);
      for (const { date, at } of DAYS) {
        const facts = personalFacts(chart, at);
        for (const fact of facts)
          expect(
            isTrue(fact, birth, chart, instant, at),
            `${birth.date} ${date} ${JSON.stringify(fact)}`,
          ).toBe(true);
        for (const [language, words] of Object.entries(LANGUAGES)) {
          const day = personalDay(chart, date, at, language as 'en' | 'fr');
          expect(personalDaySchema.parse(day)).toEqual(day);
          const sentences = sentencesOf(day.text);
          expect(sentences, `${language}: ${day.text}`).toHaveLength(facts.length);
          facts.forEach((fact, i) => {
            for (const word of wordsOf(fact, words))
              expect(sentences[i]?.toLowerCase(), `${language} ${fact.kind}`).toContain(word.toLowerCase());
          });
        }
      }
    }
  });

  it('tells the chart as precisely as it is known: the Ascendant and Moon, or the Moon’s range', () => {
    const timed = personalFacts(chartOf(BIRTHS[3] as Birth).chart, DAYS[0]?.at as Date).map((f) => f.kind);
    expect(timed.slice(0, 3)).toEqual(['sun', 'ascendant', 'moon']);
    expect(timed.at(-2)).toBe('moonToday');
    const dated = personalFacts(chartOf(BIRTHS[0] as Birth).chart, DAYS[0]?.at as Date);
    expect(dated.map((f) => f.kind).slice(0, 2)).toEqual(['sun', 'moonRange']);
    expect(dated.find((f) => f.kind === 'moonToday')).toMatchObject({ from: 'sun' });
    // 1988-04-12: the Moon went from Aquarius into Pisces that day.
    expect(dated[1]).toEqual({ kind: 'moonRange', from: 'aquarius', to: 'pisces' });
  });

  it('tells the tightest transits, one per natal point, three at most, and lists the five tightest', () => {
    for (const birth of BIRTHS) {
      const { chart } = chartOf(birth);
      for (const { date, at } of DAYS) {
        const all = transitsToNatal(chart, at, 1000);
        const told = personalFacts(chart, at).filter((fact) => fact.kind === 'transit');
        expect(told.length).toBe(Math.min(TOLD_TRANSITS, new Set(all.map((t) => t.natal)).size));
        expect(new Set(told.map((fact) => fact.natal)).size).toBe(told.length);
        // Each told one is the tightest to its natal point.
        for (const fact of told)
          expect(all.find((t) => t.natal === fact.natal)).toMatchObject({ transiting: fact.transiting });
        expect(personalDay(chart, date, at, 'en').transits).toEqual(all.slice(0, 5));
      }
    }
  });

  it('reads the same in English and French, the French written as French', () => {
    const { chart } = chartOf(BIRTHS[3] as Birth);
    const { date, at } = DAYS[0] as { date: string; at: Date };
    const en = personalDay(chart, date, at, 'en').text;
    const fr = personalDay(chart, date, at, 'fr').text;
    expect(en).toContain('Your Sun is in Cancer, the heart of your chart.');
    expect(en).toContain('Your Ascendant is in Libra, the way you meet the world.');
    expect(fr).toContain('Votre Soleil est en Cancer, au cœur de votre thème.');
    expect(fr).toContain('Votre Ascendant est en Balance, votre manière d’aborder le monde.');
    expect(en).toMatch(
      /Saturn in Aries sextiles your natal Venus \((under 1°|orb \d°)\): an opening appears/,
    );
    expect(fr).toMatch(
      /Saturne en Bélier forme un sextile avec votre Vénus natale \((moins de 1°|orbe de \d°)\)\u00a0: /,
    );
    expect(en).toContain(
      'Today the Moon is in Leo, your 11th house of friends and hopes, counted from your Ascendant.',
    );
    expect(fr).toContain(
      'Aujourd’hui, la Lune en Lion traverse votre 11e maison, comptée depuis l’Ascendant\u00a0: les amitiés et les projets.',
    );
    expect(en.endsWith('To talk it over, an advisor can read your chart with you.')).toBe(true);
    expect(fr.endsWith('Pour en parler, un voyant peut lire votre thème avec vous.')).toBe(true);
    for (const birth of BIRTHS) {
      for (const { date, at } of DAYS) {
        const text = personalDay(chartOf(birth).chart, date, at, 'fr').text;
        expect(text).not.toMatch(/\b(the|your|house|orb|under)\b|\d(st|nd|rd|th)\b/);
        // A no-break space before every colon, typographic apostrophes only.
        expect(text).not.toMatch(/[^\u00a0]:/);
        expect(text).not.toContain("'");
      }
    }
  });

  it(`stays within ${PERSONAL_MIN_WORDS} to ${PERSONAL_MAX_WORDS} words, over many births and days`, () => {
    const places = ['montreal', 'vancouver', 'paris', 'sydney', 'iqaluit', 'lima'].map(place);
    const kinds = new Set<string>();
    for (let year = 1940; year < 2010; year += 4) {
      for (const month of [1, 6, 11]) {
        const date = `${year}-${String(month).padStart(2, '0')}-${String(1 + ((year * 7) % 28)).padStart(2, '0')}`;
        const time = `${String(year % 24).padStart(2, '0')}:${String(month * 4).padStart(2, '0')}`;
        const charts = [chartOf({ date }).chart, chartOf({ date, time, place: places[year % 6] }).chart];
        for (const chart of charts) {
          for (let k = 0; k < 5; k++) {
            const at = new Date(Date.UTC(2026, 0, 1, 17) + (k * 73 + year) * DAY_MS);
            for (const fact of personalFacts(chart, at)) kinds.add(fact.kind);
            for (const language of ['en', 'fr'] as const) {
              const { text } = personalDay(chart, '2026-01-01', at, language);
              const words = countWords(text);
              expect(words, text).toBeGreaterThanOrEqual(PERSONAL_MIN_WORDS);
              expect(words, text).toBeLessThanOrEqual(PERSONAL_MAX_WORDS);
            }
          }
        }
      }
    }
    expect(kinds).toEqual(
      new Set(['sun', 'ascendant', 'moon', 'moonAllDay', 'moonRange', 'transit', 'moonToday', 'closing']),
    );
  }, 30_000);

  it('can never leave the bounds: the longest and shortest sentence of each kind, summed', () => {
    for (const words of Object.values(LANGUAGES)) {
      const size = (fact: PersonalFact) => countWords(personalSentence(fact, words));
      const range = (facts: PersonalFact[]) => {
        const sizes = facts.map(size);
        return { min: Math.min(...sizes), max: Math.max(...sizes) };
      };
      const signs = (make: (sign: Sign) => PersonalFact) => SIGNS.map(make);
      const natal = [...CHART_BODIES, 'ascendant'] as const;
      const transits: PersonalFact[] = [];
      for (const transiting of CHART_BODIES)
        for (const sign of SIGNS)
          for (const point of natal)
            for (const aspect of CHART_ASPECTS)
              for (const orb of [0.2, 5])
                transits.push({ kind: 'transit', transiting, sign, natal: point, aspect, orb });
      const moonToday: PersonalFact[] = [];
      for (const sign of SIGNS)
        for (let house = 1; house <= 12; house++)
          for (const from of ['ascendant', 'sun'] as const)
            moonToday.push({ kind: 'moonToday', sign, house, from });
      const sun = range(signs((sign) => ({ kind: 'sun', sign })));
      const ascendant = range(signs((sign) => ({ kind: 'ascendant', sign })));
      const moon = range(signs((sign) => ({ kind: 'moon', sign })));
      const moonDay = range([
        ...signs((sign): PersonalFact => ({ kind: 'moonAllDay', sign })),
        ...signs((sign): PersonalFact => ({ kind: 'moonRange', from: sign, to: sign })),
      ]);
      const transit = range(transits);
      const quiet = size({ kind: 'quiet' });
      const today = range(moonToday);
      const closing = size({ kind: 'closing' });
      const longest = sun.max + ascendant.max + moon.max + TOLD_TRANSITS * transit.max + today.max + closing;
      const shortest =
        sun.min + Math.min(moonDay.min, moon.min) + Math.min(quiet, transit.min) + today.min + closing;
      expect(longest).toBeLessThanOrEqual(PERSONAL_MAX_WORDS);
      expect(sun.max + moonDay.max + TOLD_TRANSITS * transit.max + today.max + closing).toBeLessThanOrEqual(
        PERSONAL_MAX_WORDS,
      );
      expect(shortest).toBeGreaterThanOrEqual(PERSONAL_MIN_WORDS);
    }
  });

  it('says so when no transit is close, within the bounds', () => {
    const { chart } = chartOf(BIRTHS[0] as Birth);
    const at = DAYS[0]?.at as Date;
    const facts = personalFacts(chart, at, []);
    expect(facts.map((fact) => fact.kind)).toEqual(['sun', 'moonRange', 'quiet', 'moonToday', 'closing']);
    for (const words of Object.values(LANGUAGES)) {
      const text = facts.map((fact) => personalSentence(fact, words)).join(' ');
      expect(countWords(text)).toBeGreaterThanOrEqual(PERSONAL_MIN_WORDS);
    }
  });
});
