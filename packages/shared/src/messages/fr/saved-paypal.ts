import type { savedPaypal as enSavedPaypal } from '../saved-paypal.ts';
import type { Translated } from '../translated.ts';

export const savedPaypal: Translated<typeof enSavedPaypal> = {
  title: 'Enregistrer PayPal pour recharger pendant un appel',
  intro:
    'Gardez votre compte PayPal en dossier et ajoutez des minutes pendant une consultation, sans raccrocher.',
  keyPress:
    'Pendant un appel, appuyez sur l’étoile, puis sur 1, pour ajouter le forfait choisi. Vous entendez tous deux les nouvelles minutes et la consultation continue.',
  auto: 'Si vous l’activez, nous rechargeons une fois par appel, sans que vous appuyiez sur une touche, quand il reste une minute.',
  limits:
    'Chaque recharge respecte vos limites de dépenses, est portée à votre compte PayPal au prix du forfait plus les taxes, et donne droit à un reçu comme tout achat.',
  start: 'Enregistrer PayPal',
  starting: 'Ouverture de PayPal…',
  pending:
    'Vous n’avez pas encore approuvé l’enregistrement chez PayPal. Choisissez Enregistrer PayPal pour y retourner.',
  confirming: 'Enregistrement de votre compte PayPal…',
  account: 'Compte PayPal enregistré',
  saved: 'Votre compte PayPal est enregistré pour les recharges pendant un appel.',
  cancelled: 'Vous avez annulé chez PayPal\u00a0: rien n’a été enregistré.',
  bundle: 'Forfait de chaque recharge',
  bundleDetails: '{{minutes}} minutes, {{price}} avant taxes',
  autoTopUp: 'Recharge automatique quand il reste une minute',
  autoTopUpHint: 'Une fois par appel, sans appuyer sur une touche.',
  saveChoices: 'Enregistrer mes choix',
  savingChoices: 'Enregistrement…',
  choicesSaved: 'Vos choix de recharge sont enregistrés.',
  remove: 'Retirer PayPal',
  removeTitle: 'Retirer votre compte PayPal enregistré?',
  removeConfirm:
    'Les recharges pendant un appel cessent aussitôt, et nous demandons à PayPal de retirer {{email}} de notre compte. Vous pourrez l’enregistrer de nouveau plus tard.',
  removeKeep: 'Le garder',
  removeYes: 'Retirer',
  removed: 'Votre compte PayPal enregistré est retiré.',
  afterPurchase: {
    title: 'Prolongez votre prochaine consultation',
    text: 'Enregistrez PayPal dès maintenant\u00a0: pendant un appel, appuyez sur l’étoile, puis sur 1, pour ajouter des minutes sans raccrocher.',
    action: 'Enregistrer PayPal pour les recharges',
    later: 'Pas maintenant',
  },
  errors: {
    unavailable: 'L’enregistrement de PayPal n’est pas offert pour le moment.',
    alreadySaved: 'Un compte PayPal est déjà enregistré. Retirez-le d’abord pour en enregistrer un autre.',
    removing: 'Votre ancien compte PayPal est en cours de retrait. Veuillez réessayer dans quelques minutes.',
    unknownApproval: 'Cette approbation PayPal n’est pas celle que nous attendons. Veuillez recommencer.',
    notApproved: 'PayPal n’a pas confirmé votre approbation. Approuvez chez PayPal, ou recommencez.',
    notSaved: 'Vous n’avez aucun compte PayPal enregistré.',
    bundle:
      'Aucun forfait «\u00a0{{bundle}}\u00a0» n’est en vente\u00a0: choisissez un des forfaits proposés.',
    chooseBundle: 'Choisissez un des forfaits proposés.',
    autoTopUp: 'La recharge automatique est soit activée, soit désactivée.',
    nothingToChange: 'Choisissez un forfait, ou activez ou désactivez la recharge automatique.',
    approval: 'L’approbation PayPal est absente ou mal formée.',
    provider: 'Impossible de joindre PayPal. Veuillez réessayer dans un moment.',
    load: 'Votre compte PayPal enregistré n’a pas pu être chargé.',
    start: 'PayPal n’a pas pu être ouvert. Veuillez réessayer.',
    confirm: 'Votre compte PayPal n’a pas pu être enregistré. Veuillez réessayer.',
    save: 'Vos choix n’ont pas pu être enregistrés. Veuillez réessayer.',
    remove: 'Votre compte PayPal n’a pas pu être retiré. Veuillez réessayer.',
  },
};
