import type { ZodiacKey } from '../zodiac.ts';
import { FRENCH_HOROSCOPE_PHRASES } from './horoscope-fr.ts';
import type { Language } from './language.ts';

/**
 * The built-in horoscope source: a reading composed from a phrase corpus written for this product,
 * deterministic for a sign and a date (everyone reading Aries today reads the same text) and different
 * from day to day and from sign to sign. A real feed can replace it behind the same adapter.
 */
const OPENINGS = [
  'The Moon moves through a thoughtful part of your chart today,',
  'A quiet shift in the heavens reaches you this morning,',
  'Venus lends a gentle warmth to your day,',
  'Mercury sharpens your words and your instincts today,',
  'Mars stirs your ambition from the first hours of the day,',
  'Jupiter opens a door you had stopped noticing,',
  'Saturn asks for patience, and rewards it,',
  'The Sun lights up a corner of your life that has waited for attention,',
] as const;

const THEMES = [
  'inviting you to listen more closely to what your heart already knows.',
  'so a conversation you have been postponing may flow more easily than expected.',
  'bringing clarity to a decision about work or money.',
  'making this a good moment to reconnect with someone from your past.',
  'and small acts of kindness will come back to you twice over.',
  'asking you to rest before you take on the next challenge.',
  'so trust the coincidences that cross your path today.',
  'encouraging you to set one clear intention and follow it through.',
] as const;

const ADVICE = [
  'Write down the first idea that comes to you after waking; it holds a message.',
  'Say yes to an invitation you would usually decline.',
  'Keep your plans simple this evening and let the day settle.',
  'A short walk outside will help you see a situation from a new angle.',
  'Be generous with your time, but protect your energy.',
  'Let go of one worry that does not belong to you.',
  'Trust a practical solution over a perfect one.',
  'Share your feelings honestly; the timing favours sincerity.',
] as const;

const CLOSINGS = [
  'Lucky colour: deep violet. Lucky number: {{n}}.',
  'Lucky colour: soft gold. Lucky number: {{n}}.',
  'Lucky colour: sea green. Lucky number: {{n}}.',
  'Lucky colour: midnight blue. Lucky number: {{n}}.',
  'Lucky colour: rose. Lucky number: {{n}}.',
  'Lucky colour: silver. Lucky number: {{n}}.',
] as const;

/** FNV-1a: a stable 32-bit hash, so the same sign and day always pick the same phrases. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function pickFrom<T>(items: readonly T[], seed: string): T {
  return items[hash(seed) % items.length] as T;
}

/** Words a sentence may repeat without it reading clumsily (articles, pronouns, prepositions…). */
const FUNCTION_WORDS = new Set(
  `a an the and or but so to of in on at for from with by as is are be it its this that you your what
  up out one more than then
  le la les l un une des de du d et ou mais donc à au aux en dans sur pour par avec que qu qui ce cette ces
  vous votre vos se s est sont il elle ne pas plus`.split(/\s+/),
);

function contentWords(phrase: string): Set<string> {
  const words = phrase.toLowerCase().match(/[\p{L}]+/gu) ?? [];
  return new Set(words.filter((word) => !FUNCTION_WORDS.has(word)));
}

/** Each language's phrase corpus, the French written for Québec readers (horoscope-fr.ts). */
const PHRASES: Record<
  Language,
  {
    openings: readonly string[];
    themes: readonly string[];
    advice: readonly string[];
    closings: readonly string[];
  }
> = {
  en: { openings: OPENINGS, themes: THEMES, advice: ADVICE, closings: CLOSINGS },
  fr: FRENCH_HOROSCOPE_PHRASES,
};

/**
 * The phrase the seed points at, or the next one along that shares no content word with `before`: an
 * opening and a theme form one sentence, and 'today, … today.' reads like a mistake.
 */
function pickFitting(items: readonly string[], seed: string, before: string): string {
  const used = contentWords(before);
  const start = hash(seed) % items.length;
  for (let step = 0; step < items.length; step++) {
    const candidate = items[(start + step) % items.length] as string;
    if (![...contentWords(candidate)].some((word) => used.has(word))) return candidate;
  }
  return items[start] as string;
}

/**
 * `date` is the business day as 'YYYY-MM-DD'. Both languages pick the same phrases by the same seeds, so
 * a sign's reading says the same thing in English and in French (the lucky number included).
 */
export function composeHoroscope(sign: ZodiacKey, date: string, language: Language = 'en'): string {
  const phrases = PHRASES[language];
  const key = `${sign}|${date}`;
  const lucky = (hash(`${key}|n`) % 44) + 1;
  const opening = pickFrom(phrases.openings, `${key}|o`);
  return [
    `${opening} ${pickFitting(phrases.themes, `${key}|t`, opening)}`,
    pickFrom(phrases.advice, `${key}|a`),
    pickFrom(phrases.closings, `${key}|c`).replace('{{n}}', String(lucky)),
  ].join(' ');
}
