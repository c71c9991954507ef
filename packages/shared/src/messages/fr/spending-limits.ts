import type { spendingLimits as enSpendingLimits } from '../spending-limits.ts';
import type { Translated } from '../translated.ts';

export const spendingLimits: Translated<typeof enSpendingLimits> = {
  title: 'Limites de dépenses',
  intro:
    'Choisissez combien vous pouvez dépenser en minutes, taxes comprises. Une limite abaissée s’applique tout de suite; une limite relevée ou retirée, 24 heures plus tard.',
  names: {
    daily: 'Limite par jour',
    weekly: 'Limite par semaine',
    monthly: 'Limite par mois',
    perCallTopUp: 'Recharges pendant un appel',
  },
  hint: 'En dollars. Laissez vide pour ne fixer aucune limite.',
  spent: {
    daily: '{{amount}} dépensés aujourd’hui',
    weekly: '{{amount}} dépensés cette semaine',
    monthly: '{{amount}} dépensés ce mois-ci',
  },
  pending: 'Passe à {{amount}} le {{date}}',
  pendingRemoval: 'Retirée le {{date}}',
  cancelPending: 'Garder la limite actuelle',
  staffLimit: 'Fixée par notre équipe de soutien : {{amount}}',
  save: 'Enregistrer les limites',
  saving: 'Enregistrement…',
  saved: 'Vos limites sont enregistrées.',
  pause: {
    title: 'Faire une pause',
    intro:
      'Suspendez achats et appels pendant un temps; vos minutes restent dans votre compte. Une pause ou une auto-exclusion ne peut pas être écourtée.',
    break: '{{days}} jours',
    exclusion: '{{months}} mois',
    exclusionIntro:
      'Auto-exclusion, pour 6 mois ou plus : aucun achat, aucun appel et aucun courriel ni texto promotionnel.',
    confirmBreak:
      'Faire une pause jusqu’au {{date}}? D’ici là, vous ne pourrez ni acheter de minutes ni appeler un conseiller, et la pause ne pourra pas être écourtée.',
    confirmExclusion:
      'Vous exclure jusqu’au {{date}}? D’ici là, vous ne pourrez ni acheter de minutes ni appeler un conseiller, vous ne recevrez aucun courriel ni texto promotionnel, et l’exclusion ne pourra pas être écourtée.',
    confirm: 'Confirmer',
    cancel: 'Annuler',
    onBreak: 'Vous faites une pause jusqu’au {{date}}.',
    onExclusion: 'Vous vous êtes exclu jusqu’au {{date}}.',
    started: 'Votre pause a commencé.',
    failed: 'Votre pause n’a pas pu commencer. Veuillez réessayer.',
  },
  dashboard: {
    title: 'Vos dépenses',
    month: 'Dépensé ce mois-ci : {{amount}}',
    limit: 'Limite par mois : {{amount}}',
    noLimit: 'Aucune limite par mois.',
    manage: 'Limites de dépenses',
  },
  refused: {
    daily:
      'Cet achat dépasserait votre limite par jour de {{limit}} ({{spent}} déjà dépensés aujourd’hui). Elle se renouvelle le {{date}}.',
    weekly:
      'Cet achat dépasserait votre limite par semaine de {{limit}} ({{spent}} déjà dépensés cette semaine). Elle se renouvelle le {{date}}.',
    monthly:
      'Cet achat dépasserait votre limite par mois de {{limit}} ({{spent}} déjà dépensés ce mois-ci). Elle se renouvelle le {{date}}.',
    perCallTopUp:
      'Cette recharge dépasserait votre limite de {{limit}} pour les recharges pendant un appel ({{spent}} déjà ajoutés pendant cet appel).',
    break: 'Vous faites une pause jusqu’au {{date}} : les achats sont suspendus d’ici là.',
    exclusion: 'Vous vous êtes exclu jusqu’au {{date}} : les achats sont suspendus d’ici là.',
  },
  phone: {
    break:
      'Vous avez demandé une pause dans vos consultations jusqu’au {{date}}. Vos minutes sont en sécurité dans votre compte. Prenez soin de vous. Au revoir.',
    exclusion:
      'Vous avez demandé à ne pas être mis en relation jusqu’au {{date}}. Vos minutes sont en sécurité dans votre compte. Prenez soin de vous. Au revoir.',
  },
  errors: {
    offersExcluded: 'Vous vous êtes exclu jusqu’au {{date}} : nous ne vous envoyons aucune offre d’ici là.',
    amount: 'Entrez un montant en dollars, jusqu’à 100 000 $, ou laissez vide.',
    pause: 'Choisissez une pause de 7, 30 ou 90 jours, ou une auto-exclusion de 6, 12 ou 24 mois.',
    save: 'Vos limites n’ont pas pu être enregistrées. Veuillez réessayer.',
    load: 'Vos limites n’ont pas pu être chargées.',
  },
};
