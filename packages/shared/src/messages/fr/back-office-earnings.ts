import type { backOfficeEarnings as enBackOfficeEarnings } from '../back-office-earnings.ts';
import type { Translated } from '../translated.ts';

/** Les mots de l’arrière-boutique pour les gains des conseillers, en français du Québec. */
export const backOfficeEarnings: Translated<typeof enBackOfficeEarnings> = {
  actions: {
    earnings_adjust: 'A ajusté les gains d’un conseiller',
    payouts_confirm_run: 'A confirmé un versement',
    payouts_set_minimum: 'A changé le minimum de versement',
    payouts_reveal_tin: 'A affiché le NAS ou le numéro d’entreprise d’un conseiller',
  },
  adjust: {
    reasons: {
      bonus: 'Prime',
      correction: 'Rectification',
      clawback: 'Récupération (manquement)',
    },
    checks: {
      amountWhole: 'Entrez le montant en cents entiers.',
      amountNotZero: 'Entrez un montant autre que 0,00\u00a0$.',
      amountMax: 'Au plus 10\u202f000,00\u00a0$ à la fois.',
    },
  },
};
