import type { accountClosure as enAccountClosure } from '../account-closure.ts';
import type { Translated } from '../translated.ts';

/** La fermeture d’un compte qui a encore des minutes payées : ce qui sera remboursé, et ce qui sera perdu. */
export const accountClosure: Translated<typeof enAccountClosure> = {
  checking: 'Nous vérifions ce que la fermeture de votre compte vous remboursera…',
  checkFailed:
    'Nous n’avons pas pu vérifier ce que la fermeture de votre compte vous remboursera. Veuillez réessayer.',
  refund: {
    paypal_one: '{{amount}} vous sera remboursé dans votre compte PayPal pour {{count}}\u00a0minute payée.',
    paypal_other:
      '{{amount}} vous sera remboursé dans votre compte PayPal pour {{count}}\u00a0minutes payées.',
    interac_one: '{{amount}} vous sera remboursé par Interac pour {{count}}\u00a0minute payée.',
    interac_other: '{{amount}} vous sera remboursé par Interac pour {{count}}\u00a0minutes payées.',
  },
  lost_one:
    '{{count}}\u00a0minute offerte (cadeau, bonus ou code promo) sera perdue\u00a0: elle n’est pas remboursable.',
  lost_other:
    '{{count}}\u00a0minutes offertes (cadeau, bonus ou code promo) seront perdues\u00a0: elles ne sont pas remboursables.',
  delay: 'Un remboursement peut prendre quelques jours ouvrables avant de vous parvenir.',
  callInProgress: 'Vous êtes en communication. Vous pourrez fermer votre compte une fois l’appel terminé.',
  refundNote: 'Compte fermé\u00a0: minutes payées inutilisées remboursées',
  queued:
    '{{amount}} n’a pas pu être remboursé automatiquement\u00a0: notre équipe vous le remboursera et vous écrira d’ici quelques jours ouvrables.',
};
