import type { Language } from '@app/shared/rules/language';
import type {
  ChartAspect,
  ChartBody,
  NatalChart,
  PersonalDay,
  Transit,
} from '@app/shared/schemas/natal-chart';
import { eclipticLongitude, type Sign, signOf } from '../sky/ephemeris.ts';
import { wholeSignHouse } from './natal-chart.ts';
import type { PersonalWords } from './personal-words.ts';
import { PERSONAL_WORDS_EN } from './personal-words-en.ts';
import { PERSONAL_WORDS_FR } from './personal-words-fr.ts';
import { type NatalPoint, transitsToNatal } from './transits.ts';

const WORDS: Record<Language, PersonalWords> = { en: PERSONAL_WORDS_EN, fr: PERSONAL_WORDS_FR };
/**
 * The reading's length in words, in either language, whatever the chart and the day: no sentence is ever
 * dropped, so the templates are kept short enough (the tests sum the longest and shortest of each kind).
 */
export const PERSONAL_MIN_WORDS = 40;
export const PERSONAL_MAX_WORDS = 160;
/** How many transits the text tells, and how many the day's answer lists (for the page). */
export const TOLD_TRANSITS = 3;
export const LISTED_TRANSITS = 5;
const ALL_TRANSITS = Number.POSITIVE_INFINITY;

/** A fact a sentence of the reading states: one sentence per fact, in this order. */
export type PersonalFact =
  | { kind: 'sun'; sign: Sign }
  | { kind: 'ascendant'; sign: Sign }
  /** The natal Moon, known from the birth time. */
  | { kind: 'moon'; sign: Sign }
  /** The date alone, the Moon in one sign from midnight to midnight. */
  | { kind: 'moonAllDay'; sign: Sign }
  /** The date alone, the Moon changing sign during the day. */
  | { kind: 'moonRange'; from: Sign; to: Sign }
  | {
      kind: 'transit';
      transiting: ChartBody;
      sign: Sign;
      natal: NatalPoint;
      aspect: ChartAspect;
      orb: number;
    }
  /** No transit at all (rare: ten bodies against nine or more points). */
  | { kind: 'quiet' }
  /** Today's Moon in the reader's whole-sign houses, counted from the Ascendant or else the Sun's sign. */
  | { kind: 'moonToday'; sign: Sign; house: number; from: 'ascendant' | 'sun' }
  /** The invitation to talk it over with an advisor. */
  | { kind: 'closing' };

/** What the chart itself says: the Sun, the Ascendant, and the Moon as precisely as it is known. */
function chartFacts(chart: NatalChart): PersonalFact[] {
  const facts: PersonalFact[] = [{ kind: 'sun', sign: chart.sunSign }];
  if (chart.ascendant) facts.push({ kind: 'ascendant', sign: chart.ascendant.sign });
  const moon = chart.bodies.find((body) => body.body === 'moon');
  if (chart.moonRange) {
    const { from, to } = chart.moonRange;
    facts.push(
      from.sign === to.sign
        ? { kind: 'moonAllDay', sign: from.sign }
        : { kind: 'moonRange', from: from.sign, to: to.sign },
    );
  } else if (moon) {
    facts.push({ kind: 'moon', sign: moon.sign });
  }
  return facts;
}

/**
 * The transits the text tells: the tightest, one per natal point (three to the same point would say the
 * same thing three times), TOLD_TRANSITS at most. `transits` is tightest first.
 */
export function toldTransits(transits: readonly Transit[]): Transit[] {
  const told: Transit[] = [];
  for (const transit of transits) {
    if (told.length === TOLD_TRANSITS) break;
    if (!told.some((other) => other.natal === transit.natal)) told.push(transit);
  }
  return told;
}

/**
 * The facts the reading of `chart` states at `at` (the business day's noon in Montréal), in order: the
 * chart's Sun, Ascendant and Moon, the transits told (toldTransits, from `transits`: all of them, tightest
 * first), where today's Moon falls in the reader's houses, and the closing. The same facts in every language.
 */
export function personalFacts(
  chart: NatalChart,
  at: Date,
  transits: readonly Transit[] = transitsToNatal(chart, at, ALL_TRANSITS),
): PersonalFact[] {
  const facts = chartFacts(chart);
  const told = toldTransits(transits);
  for (const transit of told) {
    facts.push({
      kind: 'transit',
      transiting: transit.transiting,
      sign: signOf(eclipticLongitude(transit.transiting, at)),
      natal: transit.natal,
      aspect: transit.aspect,
      orb: transit.orb,
    });
  }
  if (told.length === 0) facts.push({ kind: 'quiet' });
  const moonSign = signOf(eclipticLongitude('moon', at));
  const first = chart.ascendant?.sign ?? chart.sunSign;
  const house = wholeSignHouse(first, moonSign);
  facts.push({ kind: 'moonToday', sign: moonSign, house, from: chart.ascendant ? 'ascendant' : 'sun' });
  facts.push({ kind: 'closing' });
  return facts;
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** One fact's sentence in the words of a language. */
export function personalSentence(fact: PersonalFact, w: PersonalWords): string {
  const s = w.sentences;
  const theme = (house: number) => w.houses[house - 1] ?? '';
  switch (fact.kind) {
    case 'sun':
      return fill(s.sun, { sign: w.signs[fact.sign] });
    case 'ascendant':
      return fill(s.ascendant, { sign: w.signs[fact.sign] });
    case 'moon':
      return fill(s.moon, { sign: w.signs[fact.sign] });
    case 'moonAllDay':
      return fill(s.moonAllDay, { sign: w.signs[fact.sign] });
    case 'moonRange':
      return fill(s.moonRange, { from: w.signs[fact.from], to: w.signs[fact.to] });
    case 'transit':
      return capitalized(
        fill(s.transit, {
          body: w.bodies[fact.transiting],
          bodySign: w.signs[fact.sign],
          verb: w.aspects[fact.aspect],
          natal: w.natal[fact.natal],
          orb: w.orb(fact.orb),
          meaning: fill(w.meanings[fact.aspect], { theme: w.themes[fact.natal] }),
        }),
      );
    case 'quiet':
      return s.quiet;
    case 'moonToday':
      return fill(fact.from === 'ascendant' ? s.moonTodayFromAscendant : s.moonTodayFromSun, {
        sign: w.signs[fact.sign],
        house: w.ordinal(fact.house),
        theme: theme(fact.house),
      });
    case 'closing':
      return s.closing;
  }
}

/**
 * The customer's reading of the business day `date` (YYYY-MM-DD), computed at `at`, that day's noon in
 * Montréal: the transits to their chart, tightest first (LISTED_TRANSITS, for the page), and the text, one
 * sentence per fact of personalFacts, in `language`.
 */
export function personalDay(chart: NatalChart, date: string, at: Date, language: Language): PersonalDay {
  const transits = transitsToNatal(chart, at, ALL_TRANSITS);
  const words = WORDS[language];
  const text = personalFacts(chart, at, transits)
    .map((fact) => personalSentence(fact, words))
    .join(' ');
  return { date, transits: transits.slice(0, LISTED_TRANSITS), text };
}
