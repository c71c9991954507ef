import type { reviews as enReviews } from '../reviews.ts';
import type { Translated } from '../translated.ts';

export const reviews: Translated<typeof enReviews> = {
  summary: '{{average}} sur 5 ({{count}} avis)',
  summaryOne: '{{average}} sur 5 (1 avis)',
  stars: '{{rating}} sur 5',
  noReviews: 'Aucun avis pour l’instant',
  empty:
    'Aucun avis pour l’instant. Seuls les clients qui ont eu une consultation payée avec ce voyant peuvent en laisser un.',
  aCustomer: 'Un client',
  edited: 'modifié',
  reply: 'Réponse de {{name}}',
  previous: 'Avis plus récents',
  next: 'Avis plus anciens',
  page: 'Page {{page}} de {{pages}}',
  loadError: 'Impossible de charger les avis.',
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
