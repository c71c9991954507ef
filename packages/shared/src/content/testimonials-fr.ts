import type { Language } from '../rules/language.ts';
import { TESTIMONIALS, type Testimonial } from './testimonials.ts';

/** Customer quotes in French (Québec), in the same order as TESTIMONIALS: same names and ratings. */
export const FRENCH_TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Sophie L.',
    city: 'Montréal, QC',
    quote:
      'J’ai appelé tard un soir, après une semaine difficile, et ma voyante a pris le temps de vraiment m’écouter avant de tirer les cartes. J’ai raccroché plus calme, avec les idées beaucoup plus claires sur la suite des choses.',
    rating: 5,
  },
  {
    name: 'Marc-André T.',
    city: 'Québec, QC',
    quote:
      'Ce que j’apprécie le plus, c’est la simplicité : j’achète mes minutes, j’appelle, j’entre le poste et je parle avec ma voyante. Pas d’abonnement, pas de surprise sur mon relevé.',
    rating: 5,
  },
  {
    name: 'Priya S.',
    city: 'Toronto, ON',
    quote:
      'Ma consultation en astrologie a mis des mots sur ce que je ressentais depuis des mois. On ne m’a pas dit quoi faire : ça m’a plutôt aidée à voir plus clairement mes propres options.',
    rating: 5,
  },
  {
    name: 'Daniel K.',
    city: 'Ottawa, ON',
    quote:
      'J’étais sceptique avant mon premier appel. Mon voyant a été chaleureux, honnête et jamais insistant, et la consultation m’a donné beaucoup de matière à réflexion avant mon changement de carrière.',
    rating: 4,
  },
  {
    name: 'Emily R.',
    city: 'Vancouver, BC',
    quote:
      'J’ai perdu ma grand-mère l’an dernier. Ma séance avec une médium a été douce et respectueuse, et elle m’a apporté un réconfort auquel je ne m’attendais pas.',
    rating: 5,
  },
  {
    name: 'Jason M.',
    city: 'Calgary, AB',
    quote:
      'J’aime que mes minutes n’expirent jamais. J’en garde quelques-unes dans mon compte et j’appelle quand j’ai une vraie décision à prendre, pas avant.',
    rating: 4,
  },
  {
    name: 'Claire B.',
    city: 'Halifax, NS',
    quote:
      'La séance d’interprétation des rêves était fascinante. Un rêve qui revenait depuis des années a enfin pris tout son sens, et je me sens plus légère depuis.',
    rating: 5,
  },
  {
    name: 'Nathalie G.',
    city: 'Sherbrooke, QC',
    quote:
      'Ma consultation de tarot sur mon couple était honnête sans être dure, et c’est exactement ce dont j’avais besoin. J’ai apprécié que la voyante me laisse tirer mes propres conclusions.',
    rating: 5,
  },
];

/** The quotes in a language. */
export function testimonialsIn(language: Language): readonly Testimonial[] {
  return language === 'fr' ? FRENCH_TESTIMONIALS : TESTIMONIALS;
}
