import { SKY_WORDS_EN } from '../sky/words-en.ts';
import { type PersonalWords, wholeOrb } from './personal-words.ts';

/** A personal reading's words in English (written for this product). */
export const PERSONAL_WORDS_EN: PersonalWords = {
  // The signs, bodies and houses as the public horoscope names them.
  signs: SKY_WORDS_EN.signs,
  bodies: SKY_WORDS_EN.bodies,
  houses: SKY_WORDS_EN.houses,
  ordinal: SKY_WORDS_EN.ordinal,
  natal: {
    sun: 'your natal Sun',
    moon: 'your natal Moon',
    mercury: 'your natal Mercury',
    venus: 'your natal Venus',
    mars: 'your natal Mars',
    jupiter: 'your natal Jupiter',
    saturn: 'your natal Saturn',
    uranus: 'your natal Uranus',
    neptune: 'your natal Neptune',
    pluto: 'your natal Pluto',
    ascendant: 'your Ascendant',
  },
  themes: {
    sun: 'your sense of self',
    moon: 'your feelings',
    mercury: 'your thinking and your words',
    venus: 'love and pleasure',
    mars: 'your drive',
    jupiter: 'growth and good fortune',
    saturn: 'duty and limits',
    uranus: 'your need for freedom',
    neptune: 'dreams and intuition',
    pluto: 'deep change',
    ascendant: 'the way others see you',
  },
  aspects: {
    conjunction: 'joins',
    sextile: 'sextiles',
    square: 'squares',
    trine: 'trines',
    opposition: 'opposes',
  },
  meanings: {
    conjunction: 'fresh energy gathers around {theme}, so act with one aim',
    sextile: 'an opening appears around {theme} if you reach for it',
    square: 'friction around {theme} asks you to adjust, not to force',
    trine: 'things come easily around {theme}, so use the ease well',
    opposition: 'someone else brings {theme} into focus, so look for the balance',
  },
  orb: (degrees) => (wholeOrb(degrees) === 0 ? 'under 1°' : `orb ${wholeOrb(degrees)}°`),
  sentences: {
    sun: 'Your Sun is in {sign}, the heart of your chart.',
    ascendant: 'Your Ascendant is in {sign}, the way you meet the world.',
    moon: 'Your Moon is in {sign}, the sign of your feelings.',
    moonAllDay:
      'The Moon stayed in {sign} the whole day you were born, so that is your Moon sign whatever the hour.',
    moonRange: 'On the day you were born, the Moon was in {from} or {to}, depending on your birth time.',
    transit: '{body} in {bodySign} {verb} {natal} ({orb}): {meaning}.',
    quiet:
      'No planet makes a close aspect to your chart today, a steady day to follow through on your plans.',
    moonTodayFromAscendant:
      'Today the Moon is in {sign}, your {house} house of {theme}, counted from your Ascendant.',
    moonTodayFromSun:
      'Today the Moon is in {sign}, your {house} house of {theme}, counted from your Sun sign.',
    closing: 'To talk it over, an advisor can read your chart with you.',
  },
};
