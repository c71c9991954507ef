import type { salesTax as enSalesTax } from '../sales-tax.ts';
import type { Translated } from '../translated.ts';

export const salesTax: Translated<typeof enSalesTax> = {
  billing: {
    title: 'Adresse de facturation',
    intro:
      'Les taxes de vente dépendent de votre lieu de résidence. Indiquez-le une fois : nous le retiendrons pour vos prochains achats.',
    province: 'Province ou territoire',
    choose: 'Choisir…',
    postalCode: 'Code postal',
    postalHint: 'Par exemple H2X 1Y4',
    save: 'Enregistrer et continuer',
    saveProfile: 'Enregistrer l’adresse de facturation',
    saving: 'Enregistrement…',
    saved: 'Votre adresse de facturation est enregistrée.',
    change: 'Modifier',
    summary: '{{province}}, {{postalCode}}',
    none: 'Aucune adresse de facturation pour l’instant. Nous vous la demanderons à votre premier achat.',
  },
  names: {
    GST: 'TPS',
    HST: 'TVH',
    QST: 'TVQ',
    PST: 'TVP',
    RST: 'TVD',
  },
  line: '{{name}} ({{rate}})',
  registrations: {
    GST: 'Numéro d’inscription à la TPS/TVH',
    HST: 'Numéro d’inscription à la TPS/TVH',
    QST: 'Numéro d’inscription à la TVQ',
    PST: 'Numéro d’inscription à la TVP',
    RST: 'Numéro d’inscription à la TVD',
  },
  taxedIn: 'Taxes pour : {{province}}',
  pricingNote:
    'Les taxes de vente dépendent de votre province : celles nommées ici sont celles du Québec, et vous indiquez la vôtre au paiement.',
  visitorNote:
    'Les prix comprennent les taxes du Québec. Les taxes dépendent de votre province; vous la choisissez au paiement.',
  pricesNote:
    'Prix en dollars canadiens. Les taxes de votre province sont calculées sur le prix après rabais.',
  errors: {
    province: 'Choisissez votre province ou territoire.',
    postalCode: 'Entrez un code postal canadien, par exemple H2X 1Y4.',
    postalCodeProvince:
      'Ce code postal ne correspond pas à la province choisie. Vérifiez le code postal ou la province.',
    billingAddressRequired:
      'Ajoutez votre adresse de facturation avant de payer : les taxes de vente dépendent de votre province.',
    quote: 'Le total n’a pas pu être calculé. Veuillez réessayer.',
    save: 'Votre adresse de facturation n’a pas pu être enregistrée. Veuillez réessayer.',
  },
};
