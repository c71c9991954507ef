import type { backOfficeSpending as enBackOfficeSpending } from '../back-office-spending.ts';
import type { Translated } from '../translated.ts';
import { spendingLimits } from './spending-limits.ts';

/** Les limites de dépenses et la pause d’un client dans sa fiche, et les limites fixées par le personnel. */
export const backOfficeSpending: Translated<typeof enBackOfficeSpending> = {
  title: 'Limites de dépenses',
  customer: 'Fixées par le client',
  customerHint: 'Seul le client les modifie, depuis son profil.',
  names: {
    daily: 'Par jour',
    weekly: 'Par semaine',
    monthly: 'Par mois',
    perCallTopUp: 'Recharges pendant un appel',
  },
  none: 'Aucune limite',
  // The customer's own words for the spend and a pending change: staff read what the customer reads.
  spent: spendingLimits.spent,
  pending: spendingLimits.pending,
  pendingRemoval: spendingLimits.pendingRemoval,
  pause: {
    title: 'Pause',
    none: 'Aucune pause ni auto-exclusion.',
    break: 'En pause jusqu’au {{date}}.',
    exclusion: 'Auto-exclu jusqu’au {{date}}.',
  },
  staff: 'Fixées par le personnel',
  staffHint:
    'Un achat respecte la plus stricte des deux limites, celle du client et celle du personnel. Seul le personnel lève celles-ci; laissez un champ vide pour n’imposer aucune limite.',
  fields: {
    daily: 'Limite par jour (CAD)',
    weekly: 'Limite par semaine (CAD)',
    monthly: 'Limite par mois (CAD)',
  },
  amountInvalid: 'Entrez un montant en dollars, jusqu’à 100 000 $, ou laissez vide.',
  unchanged: 'Modifiez d’abord au moins une limite.',
  noteHint: 'Pourquoi ces limites, en une phrase. La note est conservée dans le journal d’audit.',
  submit: 'Enregistrer les limites du personnel',
  submitting: 'Enregistrement…',
  done: 'Limites du personnel enregistrées.',
  failed: 'Les limites n’ont pas pu être enregistrées. Veuillez réessayer.',
  loadFailed: 'Les limites de dépenses n’ont pas pu être chargées.',
};
