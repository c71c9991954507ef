import type { backOfficePayouts as enBackOfficePayouts } from '../back-office-payouts.ts';
import type { Translated } from '../translated.ts';

/** La page des versements de l’arrière-boutique (/admin/payouts). */
export const backOfficePayouts: Translated<typeof enBackOfficePayouts> = {
  nav: 'Versements',
  title: 'Versements',
  subline:
    'Prévisualisez la paie d’une période, confirmez-la une fois la période terminée et suivez chaque versement.',
  readOnly: 'Seul un administrateur peut confirmer une paie ou changer le minimum.',
  period: {
    label: 'Période de paie',
    option: 'Du {{first}} au {{last}}',
    running: 'Cette période n’est pas terminée\u00a0: on peut la prévisualiser, pas la confirmer.',
  },
  preview: {
    title: 'Paie du {{first}} au {{last}}',
    confirmedNote: 'Cette paie a été confirmée\u00a0: voici ses lignes telles qu’enregistrées.',
    empty: 'Aucun conseiller n’a de montant à recevoir pour cette période.',
    columns: { advisor: 'Conseiller', amount: 'Montant', status: 'Statut', method: 'Mode', batch: 'Lot' },
    total: 'À envoyer\u00a0: {{amount}} à {{count}} conseiller(s)',
  },
  statuses: {
    due: 'À payer',
    'below-minimum': 'Sous le minimum (reporté)',
    held: 'Retenu',
    sent: 'Envoyé',
    'carried-over': 'Reporté',
    created: 'Enregistré',
    paid: 'Payé',
    failed: 'Échoué (recrédité)',
    returned: 'Retourné (recrédité)',
    unclaimed: 'Non réclamé (recrédité)',
    done: 'Terminé',
  },
  reasons: {
    'no-payout-profile': 'aucune coordonnée de versement',
    'profile-changed': 'coordonnées de versement modifiées dans les 48 dernières heures',
  },
  methods: { paypal: 'PayPal', interac: 'Virement Interac' },
  confirm: {
    button: 'Confirmer cette paie',
    title: 'Confirmer la paie du {{first}} au {{last}}?',
    text: '{{amount}} sera envoyé à {{count}} conseiller(s) et retiré de leurs gains. Cela n’arrive qu’une fois\u00a0: confirmer de nouveau ne change rien.',
    submit: 'Confirmer et envoyer',
    cancel: 'Annuler',
    done: 'La paie est confirmée et ses lots ont été envoyés.',
    already: 'Cette paie avait déjà été confirmée\u00a0: rien de plus n’a été envoyé.',
  },
  runs: {
    title: 'Paies récentes',
    empty: 'Aucune paie pour l’instant.',
    instant: 'Versement immédiat',
    batch: 'Lot {{method}}\u00a0: {{amount}}, {{status}}',
  },
  settings: {
    title: 'Minimum de versement',
    label: 'Montant minimum (en dollars)',
    save: 'Enregistrer',
    saved: 'Le minimum est enregistré.',
    invalid: 'Entrez un montant de 1\u00a0$ à 10\u00a0000\u00a0$.',
  },
};
