import type { reviews as enReviews } from '../reviews.ts';
import type { Translated } from '../translated.ts';

export const reviews: Translated<typeof enReviews> = {
  summary: '{{average}} sur 5 ({{count}} avis)',
  summaryOne: '{{average}} sur 5 (1 avis)',
  stars: '{{rating}} sur 5',
  sortLabel: 'Trier',
  sortDefault: 'Recommandés',
  sortRating: 'Note',
  filterFavorites: 'Favoris',
  addToFavorites: 'Ajouter aux favoris',
  removeFromFavorites: 'Retirer des favoris',
  signInForFavorites: 'Connectez-vous pour ajouter des favoris',
  notifyMe: 'M’avertir quand disponible',
  notifying: 'Nous vous avertirons',
  signInToBeNotified: 'Connectez-vous pour être averti',
};
