import { horoscope } from './general.ts';

/**
 * A customer's own chart (issue 42): the wheel's title and summary, the table of positions, and today's
 * transits to it. Sign names are the horoscope's (`horoscope.signs`).
 */
export const natalChart = {
  bodies: { sun: 'Sun', moon: 'Moon', ...horoscope.planets },
  /** A natal point as a transit's sentence names it: the same words for the customer and their advisor. */
  natalBodies: {
    sun: 'natal Sun',
    moon: 'natal Moon',
    mercury: 'natal Mercury',
    venus: 'natal Venus',
    mars: 'natal Mars',
    jupiter: 'natal Jupiter',
    saturn: 'natal Saturn',
    uranus: 'natal Uranus',
    neptune: 'natal Neptune',
    pluto: 'natal Pluto',
  },
  /** An aspect as it reads between two bodies: '{transiting} square natal {natal}'. */
  aspects: {
    conjunction: 'conjunct',
    sextile: 'sextile',
    square: 'square',
    trine: 'trine',
    opposition: 'opposite',
  },
  /** The table's row for the Ascendant, with the wheel's abbreviation so the two are read together. */
  ascendant: 'Ascendant (ASC)',
  /** On the wheel, beside the Ascendant's line (a glyph: screen readers get the summary instead). */
  ascendantShort: 'ASC',
  retrograde: 'retrograde',
  /** The position in words for screen readers, where the page shows 12°34′. */
  angle: {
    degrees_one: '{{count}} degree',
    degrees_other: '{{count}} degrees',
    minutes_one: '{{count}} minute',
    minutes_other: '{{count}} minutes',
  },
  wheel: {
    title: 'Natal chart wheel',
    sun: 'The Sun is in {{sign}}.',
    moon: 'The Moon is in {{sign}}.',
    moonRange: 'The Moon is somewhere between {{from}} and {{to}}.',
    ascendant: 'The Ascendant is in {{sign}}, at the left of the wheel.',
    dateOnly: 'The wheel is drawn from the birth date alone, with 0° Aries at the left.',
    table: 'The table lists every position.',
  },
  table: {
    caption: 'Positions at birth',
    body: 'Body',
    sign: 'Sign',
    degree: 'Degree',
    house: 'House',
    /** The Moon's range with the date alone: 'Leo 20° – Virgo 3°'. */
    moonRange: '{{from}} – {{to}}',
    moonRangeSpoken: 'between {{from}} and {{to}}',
    moonNote:
      'With the birth date alone, the Moon is known only to a range: it moves about 13° a day. The birth time would fix its exact place.',
    retrogradeNote: '℞ retrograde: seen from Earth, the planet seems to move backward through the zodiac.',
  },
  transits: {
    title: 'Today’s transits',
    toBody: '{{transiting}} {{aspect}} {{natal}}',
    toAscendant: '{{transiting}} {{aspect}} the natal Ascendant',
    /** Before the orb's degrees: 'orb 1°12′'. */
    orb: 'orb',
    none: 'No major transit touches the chart today.',
  },
} as const;
