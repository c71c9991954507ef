import type { natalChart as enNatalChart } from '../natal-chart.ts';
import type { Translated } from '../translated.ts';
import { horoscope } from './general.ts';

export const natalChart: Translated<typeof enNatalChart> = {
  bodies: { sun: 'Soleil', moon: 'Lune', ...horoscope.planets },
  natalBodies: {
    sun: 'le Soleil natal',
    moon: 'la Lune natale',
    mercury: 'Mercure natal',
    venus: 'Vénus natale',
    mars: 'Mars natal',
    jupiter: 'Jupiter natal',
    saturn: 'Saturne natale',
    uranus: 'Uranus natal',
    neptune: 'Neptune natal',
    pluto: 'Pluton natal',
  },
  aspects: {
    conjunction: 'en conjonction avec',
    sextile: 'en sextile avec',
    square: 'en carré avec',
    trine: 'en trigone avec',
    opposition: 'en opposition avec',
  },
  ascendant: 'Ascendant (AS)',
  ascendantShort: 'AS',
  retrograde: 'rétrograde',
  angle: {
    degrees_one: '{{count}}\u00a0degré',
    degrees_other: '{{count}}\u00a0degrés',
    minutes_one: '{{count}}\u00a0minute',
    minutes_other: '{{count}}\u00a0minutes',
  },
  wheel: {
    title: 'La roue du thème natal',
    sun: 'Le Soleil est en {{sign}}.',
    moon: 'La Lune est en {{sign}}.',
    moonRange: 'La Lune se trouve quelque part entre {{from}} et {{to}}.',
    ascendant: 'L’Ascendant est en {{sign}}, à gauche de la roue.',
    dateOnly: 'La roue est tracée d’après la seule date de naissance, 0° Bélier à gauche.',
    table: 'Le tableau donne chaque position.',
  },
  table: {
    caption: 'Les positions à la naissance',
    body: 'Astre',
    sign: 'Signe',
    degree: 'Degré',
    house: 'Maison',
    moonRange: '{{from}}\u00a0– {{to}}',
    moonRangeSpoken: 'entre {{from}} et {{to}}',
    moonNote:
      'Avec la seule date de naissance, on ne connaît de la Lune qu’un intervalle\u00a0: elle parcourt environ 13° par jour. L’heure de naissance fixerait sa position exacte.',
    retrogradeNote: '℞ rétrograde\u00a0: vue de la Terre, la planète semble reculer dans le zodiaque.',
  },
  transits: {
    title: 'Les transits du jour',
    toBody: '{{transiting}} {{aspect}} {{natal}}',
    toAscendant: '{{transiting}} {{aspect}} l’Ascendant natal',
    orb: 'orbe',
    none: 'Aucun transit majeur ne touche le thème aujourd’hui.',
  },
};
