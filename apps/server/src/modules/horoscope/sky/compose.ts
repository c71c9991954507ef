import { formatTimeIn, type Language } from '@app/shared/rules/language';
import type { DaySky, PlanetToday } from './day-sky.ts';
import { SIGNS, type Sign, type SkyBody } from './ephemeris.ts';
import type { SkyWords } from './words.ts';
import { SKY_WORDS_EN } from './words-en.ts';
import { SKY_WORDS_FR } from './words-fr.ts';

const WORDS: Record<Language, SkyWords> = { en: SKY_WORDS_EN, fr: SKY_WORDS_FR };
export const MIN_WORDS = 60;
export const MAX_WORDS = 140;

/** A fact of the sky a sentence states: checked against the day in the tests, one sentence per fact. */
export type SkyFact =
  | { kind: 'moonEnters'; sign: Sign; at: Date; house: number }
  | { kind: 'moonIn'; sign: Sign; house: number }
  | { kind: 'phase'; phase: DaySky['moon']['phase']['name']; house: number }
  | { kind: 'sun'; sign: Sign; house: number }
  | { kind: 'retrograde'; body: SkyBody; sign: Sign; house: number }
  | { kind: 'station'; body: SkyBody; sign: Sign; turns: 'retrograde' | 'direct'; house: number }
  | { kind: 'ingress'; body: SkyBody; sign: Sign; at: Date; house: number }
  | {
      kind: 'aspect';
      a: SkyBody;
      b: SkyBody;
      aspect: DaySky['aspects'][number]['kind'];
      houses: [number, number];
    }
  | { kind: 'closing'; house: number };

/** The whole-sign house a sign is for the reader's sign: their own sign is the 1st. */
export const houseOf = (reader: Sign, sign: Sign) =>
  ((SIGNS.indexOf(sign) - SIGNS.indexOf(reader) + 12) % 12) + 1;

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const countWords = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/** The facts a reader of `sign` is told today, in the order the text says them. */
export function factsFor(sign: Sign, sky: DaySky): SkyFact[] {
  const house = (of: Sign) => houseOf(sign, of);
  const facts: SkyFact[] = [];
  const lastIngress = sky.moon.ingresses.at(-1);
  facts.push(
    lastIngress
      ? { kind: 'moonEnters', sign: lastIngress.sign, at: lastIngress.at, house: house(lastIngress.sign) }
      : { kind: 'moonIn', sign: sky.moon.sign, house: house(sky.moon.sign) },
  );
  facts.push({ kind: 'phase', phase: sky.moon.phase.name, house: house(sky.moon.sign) });
  facts.push({ kind: 'sun', sign: sky.sun.sign, house: house(sky.sun.sign) });
  const events = (planet: PlanetToday): SkyFact[] => [
    ...(planet.station
      ? [
          {
            kind: 'station' as const,
            body: planet.body,
            sign: planet.sign,
            turns: planet.station.turns,
            house: house(planet.sign),
          },
        ]
      : []),
    ...(planet.ingress
      ? [
          {
            kind: 'ingress' as const,
            body: planet.body,
            sign: planet.ingress.sign,
            at: planet.ingress.at,
            house: house(planet.ingress.sign),
          },
        ]
      : []),
  ];
  facts.push(...sky.planets.flatMap(events));
  const retrograde = sky.planets.filter((planet) => planet.retrograde && !planet.station).slice(0, 2);
  for (const planet of retrograde) {
    facts.push({ kind: 'retrograde', body: planet.body, sign: planet.sign, house: house(planet.sign) });
  }
  const signOfBody = (body: SkyBody) =>
    body === 'sun'
      ? sky.sun.sign
      : body === 'moon'
        ? sky.moon.sign
        : (sky.planets.find((p) => p.body === body)?.sign ?? sign);
  const [tightest] = sky.aspects;
  if (tightest) {
    facts.push({
      kind: 'aspect',
      a: tightest.a,
      b: tightest.b,
      aspect: tightest.kind,
      houses: [house(signOfBody(tightest.a)), house(signOfBody(tightest.b))],
    });
  }
  facts.push({ kind: 'closing', house: house(sky.moon.sign) });
  return facts;
}

/** One fact's sentence in `language` for a reader of `sign`. */
function sentenceOf(fact: SkyFact, sign: Sign, language: Language): string {
  const w = WORDS[language];
  const theme = (house: number) => w.houses[house - 1] ?? '';
  const time = (at: Date) => formatTimeIn(language, at);
  const reader = w.signs[sign];
  const s = w.sentences;
  /** A house, as its ordinal and what it is about (the {house} and {theme} of a sentence). */
  const inHouse = (house: number) => ({ house: w.ordinal(house), theme: theme(house) });
  /** A planet in a sign, in the reader's house ({body}, {bodySign}, {house}, {theme}). */
  const bodyIn = (planet: { body: SkyBody; sign: Sign; house: number }) => ({
    body: w.bodies[planet.body],
    bodySign: w.signs[planet.sign],
    ...inHouse(planet.house),
  });
  switch (fact.kind) {
    case 'moonEnters':
      return fill(s.moonEnters, {
        sign: reader,
        moonSign: w.signs[fact.sign],
        time: time(fact.at),
        ...inHouse(fact.house),
      });
    case 'moonIn':
      return fill(s.moonIn, { sign: reader, moonSign: w.signs[fact.sign], ...inHouse(fact.house) });
    case 'phase':
      return fill(s.phase, {
        phase: w.phases[fact.phase],
        house: w.ordinal(fact.house),
        advice: w.phaseAdvice[fact.phase],
      });
    case 'sun':
      return fill(s.sun, { sunSign: w.signs[fact.sign], ...inHouse(fact.house) });
    case 'retrograde':
      return capitalized(fill(s.retrograde, bodyIn(fact)));
    case 'station':
      return capitalized(fill(s.station, { ...bodyIn(fact), direction: w.directions[fact.turns] }));
    case 'ingress':
      return capitalized(fill(s.ingress, { ...bodyIn(fact), time: time(fact.at) }));
    case 'aspect':
      return capitalized(
        fill(s.aspect, {
          a: w.bodies[fact.a],
          verb: w.aspects[fact.aspect],
          b: w.bodies[fact.b],
          houseA: w.ordinal(fact.houses[0]),
          houseB: w.ordinal(fact.houses[1]),
          advice: w.aspectAdvice[fact.aspect],
        }),
      );
    case 'closing':
      return fill(s.closing, { theme: theme(fact.house), sign: reader });
  }
}

/**
 * A sign's reading of the day, written from the sky's facts: every sentence states one fact, placed in
 * the reader's whole-sign houses (their own sign is the 1st), so no two signs share a sentence. Sentences
 * are kept in order while the text stays within MAX_WORDS; the opening, the phase, the Sun and the
 * closing are always there. Answers the text and the facts it states.
 */
export function composeSkyReading(
  sign: Sign,
  sky: DaySky,
  language: Language,
): { text: string; facts: SkyFact[] } {
  const facts = factsFor(sign, sky);
  const kept: { fact: SkyFact; sentence: string }[] = [];
  const always = new Set<SkyFact['kind']>(['moonEnters', 'moonIn', 'phase', 'sun', 'closing']);
  const reserved = facts
    .filter((fact) => fact.kind === 'closing')
    .map((fact) => countWords(sentenceOf(fact, sign, language)));
  let words = reserved.reduce((sum, n) => sum + n, 0);
  for (const fact of facts) {
    if (fact.kind === 'closing') continue;
    const sentence = sentenceOf(fact, sign, language);
    const size = countWords(sentence);
    if (!always.has(fact.kind) && words + size > MAX_WORDS) continue;
    kept.push({ fact, sentence });
    words += size;
  }
  for (const fact of facts.filter((f) => f.kind === 'closing'))
    kept.push({ fact, sentence: sentenceOf(fact, sign, language) });
  return { text: kept.map((item) => item.sentence).join(' '), facts: kept.map((item) => item.fact) };
}

export { countWords };
