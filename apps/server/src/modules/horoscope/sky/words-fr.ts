import { messagesIn } from '@app/shared/messages/catalogue';
import type { SkyWords } from './words.ts';

const NBSP = '\u00a0';

/** Les mots du ciel en français (écrits pour ce produit, pour des lecteurs du Québec). */
export const SKY_WORDS_FR: SkyWords = {
  // The signs as the site names them (the horoscope page's cards).
  signs: messagesIn('fr').horoscope.signs,
  bodies: { sun: 'le Soleil', moon: 'la Lune', ...messagesIn('fr').horoscope.planets },
  houses: [
    'votre personne et l’image que vous donnez',
    'l’argent et ce qui compte pour vous',
    'les échanges et les petits déplacements',
    'le foyer et la famille',
    'l’amour, la création et le jeu',
    'le travail et la santé au quotidien',
    'la vie à deux',
    'les ressources partagées et l’intimité',
    'les études, les voyages et les convictions',
    'la carrière et la réputation',
    'les amitiés et les projets',
    'le repos et la vie intérieure',
  ],
  ordinal: (n) => (n === 1 ? '1re' : `${n}e`),
  phases: {
    new: 'nouvelle lune',
    waxingCrescent: 'lune croissante',
    firstQuarter: 'lune du premier quartier',
    waxingGibbous: 'lune gibbeuse croissante',
    full: 'pleine lune',
    waningGibbous: 'lune gibbeuse décroissante',
    lastQuarter: 'lune du dernier quartier',
    waningCrescent: 'lune décroissante',
  },
  phaseAdvice: {
    new: 'semez une intention et gardez-la pour vous',
    waxingCrescent: 'faites un premier petit pas concret',
    firstQuarter: 'franchissez le premier obstacle au lieu de le contourner',
    waxingGibbous: 'peaufinez ce que vous avez commencé plutôt que de tout reprendre',
    full: 'regardez ce qui se révèle et nommez-le franchement',
    waningGibbous: 'partagez ce que vous avez appris avec quelqu’un qui en a besoin',
    lastQuarter: 'laissez tomber une habitude qui ne vous sert plus',
    waningCrescent: 'reposez-vous et laissez le cycle se refermer en douceur',
  },
  aspects: {
    conjunction: 'rejoint',
    sextile: 'soutient',
    square: 'heurte',
    trine: 's’accorde avec',
    opposition: 's’oppose à',
  },
  aspectAdvice: {
    conjunction: 'deux forces se rejoignent, alors agissez avec un seul but',
    sextile: 'une ouverture facile se présente si vous la saisissez',
    square: 'la friction vous demande d’ajuster, pas de forcer',
    trine: 'tout vient aisément, profitez-en avec sagesse',
    opposition: 'conciliez deux besoins plutôt que d’en choisir un',
  },
  sentences: {
    moonEnters: `{sign}, la Lune entre en {moonSign} à {time} et éclaire votre {house} maison${NBSP}: {theme}.`,
    moonIn: `{sign}, la Lune passe la journée en {moonSign}, dans votre {house} maison${NBSP}: {theme}.`,
    phase: 'Sous cette {phase}, dans votre {house} maison, {advice}.',
    sun: `En cette saison, le Soleil en {sunSign} réchauffe votre {house} maison${NBSP}: {theme}.`,
    retrograde: `{body} est rétrograde en {bodySign}, dans votre {house} maison${NBSP}: revoyez ce qui touche {theme} avant de trancher.`,
    station: `{body} {direction} aujourd’hui en {bodySign}, dans votre {house} maison${NBSP}: {theme}.`,
    ingress: `{body} entre en {bodySign} à {time} et gagne votre {house} maison${NBSP}: {theme}.`,
    aspect: `{a} {verb} {b}, reliant vos {houseA} et {houseB} maisons${NBSP}: {advice}.`,
    closing: 'Si vos questions touchent {theme}, {sign}, une consultation peut vous aider à y voir clair.',
  },
  directions: { retrograde: 'devient rétrograde', direct: 'reprend sa marche directe' },
};
