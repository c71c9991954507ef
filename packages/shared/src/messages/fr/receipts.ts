import type { receipts as enReceipts } from '../receipts.ts';
import type { Translated } from '../translated.ts';

/**
 * Strings of purchase receipts: the printable page, its link in the purchase history and the receipt
 * e-mail.
 */
export const receipts: Translated<typeof enReceipts> = {
  title: 'Reçu',
  subtitle: 'Merci de votre achat. Conservez ce reçu pour vos dossiers.',
  print: 'Imprimer',
  back: 'Retour au tableau de bord',
  loading: 'Chargement du reçu…',
  loadError: 'Impossible de charger le reçu. Veuillez réessayer.',
  notFound: 'Reçu introuvable.',
  refunded: 'Ce paiement a été remboursé.',
  column: 'Reçu',
  view: 'Voir',
  viewLabel: 'Voir le reçu de la commande {{orderId}}',
  noReceipt: 'Aucun reçu (aucun montant payé)',
  line: '{{label}}\u00a0: {{value}}',
  sections: {
    soldBy: 'Vendu par',
    billedTo: 'Facturé à',
    order: 'Commande',
    items: 'Achat',
  },
  fields: {
    receiptNumber: 'Numéro de reçu',
    orderId: 'Numéro de commande',
    date: 'Date',
    paymentMethod: 'Mode de paiement',
    package: 'Forfait',
    minutes: 'Minutes',
    giftMinutes: 'Minutes en cadeau',
    bonusMinutes: 'Minutes en prime (code promo)',
    totalMinutes: 'Total des minutes',
    price: 'Prix',
    discount: 'Rabais',
    discountWithCode: 'Rabais ({{code}})',
    subtotal: 'Sous-total',
    tax: 'Total des taxes',
    total: 'Total payé',
  },
  currencyNote: 'Montants en dollars canadiens ({{currency}}).',
  methods: {
    paypal: 'PayPal',
    interac: 'Virement Interac',
  },
  email: {
    subject: 'Votre reçu {{product}} – {{bundle}}',
    intro_one: 'Merci de votre achat. {{count}}\u00a0minute a été ajoutée à votre compte.',
    intro_other: 'Merci de votre achat. {{count}}\u00a0minutes ont été ajoutées à votre compte.',
    button: 'Voir ou imprimer ce reçu',
    linkHint: 'Ou ouvrez ce lien dans votre navigateur\u00a0:',
    footer: 'Vous recevez ce courriel parce que vous avez effectué un achat avec votre compte {{product}}.',
  },
  refundNotice: {
    subject: 'Votre remboursement de {{amount}} – {{product}}',
    intro: 'Nous avons remboursé {{amount}} sur votre achat du {{date}} ({{bundle}}, commande {{orderId}}).',
    minutes: 'Minutes retirées de votre solde\u00a0: {{minutes}}',
    balance: 'Votre solde est maintenant de {{balance}}\u00a0minutes.',
    reason: 'Motif\u00a0: {{reason}}',
    delay:
      'Selon votre banque ou PayPal, l’argent peut prendre quelques jours ouvrables avant d’arriver dans votre compte.',
    footer: 'Vous recevez ce courriel parce qu’un achat de votre compte {{product}} a été remboursé.',
    sms: '{{product}}\u00a0: nous avons remboursé {{amount}} sur votre achat du {{date}}. Minutes retirées\u00a0: {{minutes}}. Motif\u00a0: {{reason}}',
  },
};
