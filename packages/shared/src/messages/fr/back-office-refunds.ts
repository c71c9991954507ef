import type { backOfficeRefunds as enBackOfficeRefunds } from '../back-office-refunds.ts';
import type { Translated } from '../translated.ts';

/** Les remboursements dans la fiche client de la console de gestion, en français du Québec. */
export const backOfficeRefunds: Translated<typeof enBackOfficeRefunds> = {
  column: 'Remboursements',
  action: 'Rembourser…',
  actionLabel: 'Rembourser l’achat du forfait {{bundle}} du {{date}}',
  refunded: 'Remboursé',
  partly: 'Remboursé en partie',
  pending: 'Remboursement en attente',
  failed_one: '{{count}} remboursement a échoué',
  failed_other: '{{count}} remboursements ont échoué',
  soFar: '{{amount}} · {{minutes}}',
  title: 'Rembourser un achat',
  purchase: '{{bundle}}, {{total}} payé par {{provider}} le {{date}}',
  left: 'Reste à rembourser\u00a0: {{amount}} et {{minutes}}.',
  amount: 'Montant à rembourser ($ CA)',
  amountHint: 'Maximum\u00a0: {{amount}}.',
  amountInvalid: 'Entrez un montant en dollars et en cents, par exemple 12,50.',
  amountZero: 'Entrez un montant supérieur à zéro.',
  amountOver: 'Il reste au plus {{amount}} à rembourser.',
  minutes: 'Minutes à retirer',
  minutesHint: 'Nombre proposé au prorata du montant; au plus {{count}}.',
  minutesInvalid: 'Entrez un nombre entier de minutes, 0 ou plus.',
  minutesOver: 'Il reste au plus {{count}} minutes à retirer.',
  note: 'Commentaire',
  noteHint: 'La raison du remboursement; elle est conservée dans le journal d’audit.',
  noteRequired: 'Rédigez un bref commentaire.',
  checks: {
    amountWhole: 'Les montants sont des nombres entiers de cents.',
    minutesNegative: 'Le nombre de minutes ne peut pas être négatif.',
    minutesMax: 'Au plus {{count}} minutes.',
  },
  summary: 'Le solde est de {{balance}}; après ce remboursement, il sera de {{after}}.',
  shortfall:
    'Le solde ne peut pas couvrir {{count}} de ces minutes\u00a0: elles seront inscrites comme un déficit.',
  provider: 'L’argent est retourné par {{provider}}; cette opération est irréversible.',
  submit: 'Rembourser',
  submitting: 'Remboursement en cours…',
  done: 'Remboursement de {{amount}} effectué. Le solde est maintenant de {{balance}}.',
  donePending:
    'Le remboursement a été envoyé, mais {{provider}} ne l’a pas encore confirmé. Il sera finalisé automatiquement.',
  failedToSend: 'Le remboursement n’a pas pu être effectué. Veuillez réessayer.',
  providers: { paypal: 'PayPal', interac: 'Interac', cashback: 'remise mensuelle' },
};
