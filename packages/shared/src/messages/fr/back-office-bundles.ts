import type { backOfficeBundles as enBackOfficeBundles } from '../back-office-bundles.ts';
import type { Translated } from '../translated.ts';

/** Les forfaits dans la console de gestion (/admin/bundles), en français du Québec. */
export const backOfficeBundles: Translated<typeof enBackOfficeBundles> = {
  title: 'Forfaits',
  subline:
    'Le nom et les caractéristiques de chaque forfait des pages des tarifs et d’achat, en anglais et en français. Les minutes et les prix suivent la grille tarifaire et ne se modifient pas ici.',
  caption: 'Forfaits, dans l’ordre de la grille tarifaire',
  columns: { bundle: 'Forfait', english: 'Anglais', french: 'Français', terms: 'Minutes et prix' },
  terms: '{{minutes}} + {{gift}}\u00a0min gratuites · {{price}}',
  notOnSale: 'Hors vente',
  edit: 'Modifier',
  editLabel: 'Modifier le texte du {{name}}',
  editTitle: 'Le texte du {{name}}',
  english: 'Anglais',
  french: 'Français',
  name: 'Nom',
  nameFr: 'Nom en français',
  features: 'Caractéristiques, une par ligne',
  featuresFr: 'Caractéristiques en français, une par ligne',
  featuresHint: 'Chaque ligne en français traduit la ligne anglaise au même rang.',
  saved: 'Enregistré\u00a0: les pages des tarifs et d’achat affichent le nouveau texte.',
  checks: {
    nameRequired: 'Rédigez le nom en anglais.',
    nameFrRequired: 'Rédigez le nom en français.',
    nameMax: 'Un nom compte au plus {{count}} caractères.',
    featuresRequired: 'Rédigez au moins une caractéristique.',
    featuresFrRequired: 'Rédigez les caractéristiques en français.',
    featuresMax: 'Au plus {{count}} caractéristiques.',
    featureMax: 'Une caractéristique compte au plus {{count}} caractères.',
    featuresMatch: 'Rédigez une ligne en français pour chaque ligne en anglais ({{count}}).',
  },
  notFound: 'Aucun forfait ne porte cet identifiant.',
};
