import type { coupon as enCoupon, payments as enPayments, purchase as enPurchase } from '../credits.ts';
import type { Translated } from '../translated.ts';

/** Strings of buying credits: package selection, checkout, coupons and payment providers. */
export const purchase: Translated<typeof enPurchase> = {
  bundleNames: {
    'bundle-10': 'Forfait Essentiel',
    'bundle-20': 'Forfait Standard',
    'bundle-40': 'Forfait Premium',
    'bundle-80': 'Forfait Ultime',
  },
  title: 'Acheter des crédits',
  subtitle: 'Choisissez un forfait de minutes prépayées. Les crédits n’expirent jamais.',
  stepSelect: 'Choisir un forfait',
  stepCheckout: 'Paiement',
  bestPackage: 'Meilleur forfait',
  minutes: '{{count}}\u00a0minutes',
  giftMinutes: '+{{count}}\u00a0minutes gratuites',
  perMinute: '{{price}} la minute',
  cashback: '{{percent}}\u00a0% de remise en argent mensuelle',
  select: 'Choisir',
  selected: 'Sélectionné',
  buyNow: 'Acheter maintenant',
  continue: 'Passer au paiement',
  back: 'Retour aux forfaits',
  orderSummary: 'Sommaire de la commande',
  package: 'Forfait',
  price: 'Prix',
  discount: 'Rabais',
  subtotal: 'Sous-total',
  tax: 'Taxes (TPS + TVQ)',
  total: 'Total',
  totalMinutes: 'Total des minutes',
  bonusMinutes: 'Minutes en prime',
  paymentMethod: 'Mode de paiement',
  paypal: 'PayPal ou carte',
  interac: 'Interac',
  payWithInterac: 'Payer par Interac',
  interacOpened: 'Terminez votre paiement Interac dans la fenêtre qui s’est ouverte.',
  interacWaiting: 'En attente de la confirmation du paiement Interac…',
  processing: 'Traitement de votre paiement…',
  success: 'Paiement réussi! Vos crédits ont été ajoutés à votre compte.',
  interacStatusWarning: 'Paiement Interac\u00a0: {{status}}',
  interacUnavailable: 'Paiement Interac non amorcé ou non disponible',
  selectPackageFirst: 'Veuillez d’abord choisir un forfait de crédits',
  pricingSubtitle:
    'Des minutes prépayées pour vos consultations téléphoniques avec nos voyants. Chaque forfait comprend des minutes gratuites en cadeau, et vos crédits n’expirent jamais.',
  choosePackage: 'Choisir ce forfait',
  totalWithGift: '{{count}}\u00a0minutes au total',
  payWithPaypal: 'Payer avec PayPal',
  paypalSandbox: 'PayPal (bac à sable)',
  paypalSandboxNote:
    'Mode développement\u00a0: vous approuverez le paiement sur une page d’émulation de PayPal; aucun argent n’est débité.',
  paypalUnavailable: 'Les paiements PayPal ne sont pas disponibles pour le moment.',
  redirecting: 'Redirection vers PayPal…',
  capturing: 'Confirmation de votre paiement…',
  cancelled: 'Paiement annulé. Aucun montant ne vous a été facturé.',
  secureNote:
    'Prix en dollars canadiens. Les taxes (TPS + TVQ, 14,975\u00a0%) sont calculées sur le prix après rabais.',
  invalidBundle: 'Le forfait choisi est invalide',
};

export const coupon: Translated<typeof enCoupon> = {
  label: 'Code promo',
  placeholder: 'Entrez le code promo',
  apply: 'Appliquer',
  applying: 'Vérification…',
  remove: 'Retirer',
  applied: 'Code promo {{code}} appliqué',
  effects: {
    percentageOff: '{{value}}\u00a0% de rabais',
    bonusMinutes: '+{{value}}\u00a0minutes en prime',
    percentageBonusMinutes: '+{{value}}\u00a0% de minutes en prime',
  },
  errors: {
    selectPackageFirst: 'Veuillez d’abord choisir un forfait',
    invalid: 'Code promo invalide',
    expired: 'Ce code promo est expiré',
    usageLimit: 'Ce code promo a atteint sa limite d’utilisation',
    /** Not in the spec's catalogue: WELCOME25 is for a customer's first purchase only (SPEC 9). */
    firstPurchaseOnly: 'Ce code promo est valide seulement pour votre premier achat.',
    failed: 'Impossible de valider le code promo',
  },
};

export const payments: Translated<typeof enPayments> = {
  sessionMissing: 'La session d’authentification est manquante',
  createPaypalOrder: 'Impossible de créer la commande PayPal',
  capturePaypalOrder: 'Impossible de finaliser le paiement de la commande PayPal',
  createInteracOrder: 'Impossible de créer la commande Interac',
  processing: 'Une erreur s’est produite pendant le traitement du paiement',
  interacFailed: 'La transaction Interac a échoué',
};
