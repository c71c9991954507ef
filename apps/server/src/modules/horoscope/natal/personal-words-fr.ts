import { SKY_WORDS_FR } from '../sky/words-fr.ts';
import { type PersonalWords, wholeOrb } from './personal-words.ts';

const NBSP = '\u00a0';

/** Les mots d’une lecture personnelle en français (écrits pour ce produit, pour des lecteurs du Québec). */
export const PERSONAL_WORDS_FR: PersonalWords = {
  // The signs, bodies and houses as the public horoscope names them.
  signs: SKY_WORDS_FR.signs,
  bodies: SKY_WORDS_FR.bodies,
  houses: SKY_WORDS_FR.houses,
  ordinal: SKY_WORDS_FR.ordinal,
  // La Lune et Vénus sont féminines : « votre Lune natale », « votre Vénus natale ».
  natal: {
    sun: 'votre Soleil natal',
    moon: 'votre Lune natale',
    mercury: 'votre Mercure natal',
    venus: 'votre Vénus natale',
    mars: 'votre Mars natal',
    jupiter: 'votre Jupiter natal',
    saturn: 'votre Saturne natal',
    uranus: 'votre Uranus natal',
    neptune: 'votre Neptune natal',
    pluto: 'votre Pluton natal',
    ascendant: 'votre Ascendant',
  },
  themes: {
    sun: 'votre façon d’être',
    moon: 'vos émotions',
    mercury: 'vos idées et vos échanges',
    venus: 'vos amours et vos plaisirs',
    mars: 'votre énergie',
    jupiter: 'vos projets d’expansion',
    saturn: 'vos devoirs et vos limites',
    uranus: 'votre besoin de liberté',
    neptune: 'vos rêves et votre intuition',
    pluto: 'vos transformations profondes',
    ascendant: 'l’image que vous donnez',
  },
  aspects: {
    conjunction: 'rejoint',
    sextile: 'forme un sextile avec',
    square: 'forme un carré avec',
    trine: 'forme un trigone avec',
    opposition: 's’oppose à',
  },
  meanings: {
    conjunction: 'un nouvel élan anime {theme}, foncez',
    sextile: 'une porte s’ouvre pour {theme}, poussez-la',
    square: 'une friction touche {theme}, ajustez sans forcer',
    trine: 'tout coule de source pour {theme}, profitez-en',
    opposition: 'quelqu’un met {theme} en lumière, cherchez l’équilibre',
  },
  orb: (degrees) => (wholeOrb(degrees) === 0 ? 'moins de 1°' : `orbe de ${wholeOrb(degrees)}°`),
  sentences: {
    sun: 'Votre Soleil est en {sign}, au cœur de votre thème.',
    ascendant: 'Votre Ascendant est en {sign}, votre manière d’aborder le monde.',
    moon: 'Votre Lune est en {sign}, le signe de vos émotions.',
    moonAllDay: `La Lune est restée en {sign} toute la journée de votre naissance${NBSP}: quelle que soit l’heure, c’est votre signe lunaire.`,
    moonRange: 'Le jour de votre naissance, la Lune était en {from} ou en {to}, selon l’heure.',
    transit: `{body} en {bodySign} {verb} {natal} ({orb})${NBSP}: {meaning}.`,
    quiet: `Aucun astre ne forme d’aspect serré avec votre thème aujourd’hui${NBSP}: une journée stable pour mener vos projets à terme.`,
    moonTodayFromAscendant: `Aujourd’hui, la Lune en {sign} traverse votre {house} maison, comptée depuis l’Ascendant${NBSP}: {theme}.`,
    moonTodayFromSun: `Aujourd’hui, la Lune en {sign} traverse votre {house} maison, comptée depuis votre signe solaire${NBSP}: {theme}.`,
    closing: 'Pour en parler, un voyant peut lire votre thème avec vous.',
  },
};
