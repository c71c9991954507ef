import { messagesIn } from '@app/shared/messages/catalogue';
import type { SkyWords } from './words.ts';

/** The sky's words in English (written for this product). */
export const SKY_WORDS_EN: SkyWords = {
  // The signs as the site names them (the horoscope page's cards).
  signs: messagesIn('en').horoscope.signs,
  bodies: { sun: 'the Sun', moon: 'the Moon', ...messagesIn('en').horoscope.planets },
  houses: [
    'self and first impressions',
    'money and what you value',
    'conversations and short trips',
    'home and family',
    'love, creativity and play',
    'work and daily health',
    'partnerships',
    'shared resources and intimacy',
    'learning, travel and beliefs',
    'career and reputation',
    'friends and hopes',
    'rest and the inner life',
  ],
  ordinal: (n) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`,
  phases: {
    new: 'new',
    waxingCrescent: 'waxing crescent',
    firstQuarter: 'first-quarter',
    waxingGibbous: 'waxing gibbous',
    full: 'full',
    waningGibbous: 'waning gibbous',
    lastQuarter: 'last-quarter',
    waningCrescent: 'waning crescent',
  },
  phaseAdvice: {
    new: 'plant one intention and keep it quiet for now',
    waxingCrescent: 'take the first small, concrete step',
    firstQuarter: 'push through the first obstacle instead of going around it',
    waxingGibbous: 'refine what you started rather than starting over',
    full: 'notice what has come to light and name it honestly',
    waningGibbous: 'share what you have learned with someone who needs it',
    lastQuarter: 'clear away one habit that no longer serves you',
    waningCrescent: 'rest, and let the cycle close gently',
  },
  aspects: {
    conjunction: 'meets',
    sextile: 'works smoothly with',
    square: 'clashes with',
    trine: 'flows with',
    opposition: 'faces',
  },
  aspectAdvice: {
    conjunction: 'two forces merge, so act with a single purpose',
    sextile: 'an easy opening appears if you reach for it',
    square: 'friction asks you to adjust, not to force',
    trine: 'things come easily; use the ease well',
    opposition: 'balance two needs rather than choosing one',
  },
  sentences: {
    moonEnters: '{sign}, the Moon enters {moonSign} at {time}, lighting your {house} house of {theme}.',
    moonIn: '{sign}, the Moon spends the day in {moonSign}, your {house} house of {theme}.',
    phase: 'Under this {phase} Moon in your {house} house, {advice}.',
    sun: 'The Sun in {sunSign} warms your {house} house of {theme} this season.',
    retrograde:
      '{body} is retrograde in {bodySign}, your {house} house: go back over {theme} before deciding.',
    station: '{body} turns {direction} today in {bodySign}, your {house} house of {theme}.',
    ingress: '{body} enters {bodySign} at {time}, moving into your {house} house of {theme}.',
    aspect: '{a} {verb} {b}, linking your {houseA} and {houseB} houses: {advice}.',
    closing: 'If questions of {theme} are on your mind, {sign}, an advisor can help you see the way forward.',
  },
  directions: { retrograde: 'retrograde', direct: 'direct' },
};
