import { SUPPORT_PHONE, TAROT, WELCOME_COUPON_CODE } from '@app/shared/constants';
import type { WelcomeContent } from '../en/welcome.ts';
import { supportEmailLink, supportPhoneLink } from './shared.ts';

/** BRAND.supportHours ('9 AM-9 PM EST'), as Québec writes it. */
const SUPPORT_HOURS = 'de 9 h à 21 h (heure de l’Est)';

const lowestDiscount = Math.min(...TAROT.discountPercents);
const highestDiscount = Math.max(...TAROT.discountPercents);

export const welcome: WelcomeContent = {
  subtitle:
    'Nous sommes ravis de vous accueillir. Trois petites étapes, et tout sera en place pour votre première consultation.',
  stepsHeading: 'Vos prochaines étapes',
  steps: [
    {
      title: 'Vérifiez votre numéro de téléphone',
      text: 'Ajoutez le numéro d’où vous appellerez et entrez le code que nous vous envoyons par texto. C’est grâce à ce numéro vérifié que nous vous reconnaissons quand vous appelez.',
      action: { label: 'Aller à mon tableau de bord', to: '/dashboard' },
    },
    {
      title: 'Achetez vos minutes',
      text: 'Choisissez le forfait qui vous convient. Chaque forfait comprend des minutes offertes en cadeau, et vos minutes n’expirent jamais.',
      highlight: [
        'Entrez le code ',
        { code: WELCOME_COUPON_CODE },
        ' au moment de payer pour obtenir 25 % de rabais sur votre premier achat.',
      ],
      action: { label: 'Voir les tarifs', to: '/pricing' },
    },
    {
      title: 'Appelez votre voyant',
      text: [
        'Composez le ',
        supportPhoneLink,
        ' à toute heure du jour ou de la nuit et entrez le poste du voyant que vous avez choisi. Vous le trouverez dans son profil.',
      ],
      action: { label: 'Voir tous les voyants', to: '/' },
    },
  ],
  winCredits: {
    heading: 'Gagnez des crédits chaque semaine',
    text: `Une fois par semaine, jouez à notre jeu de tarot : retournez trois des neuf cartes face cachée et, si les trois sont différentes, vous gagnez un coupon rabais de ${lowestDiscount} % à ${highestDiscount} % sur un achat, valable ${TAROT.couponValidDays} jours. Après votre connexion, vous trouverez « Gagnez des crédits » dans le menu.`,
    action: 'Jouer maintenant',
  },
  help: {
    heading: 'Besoin d’un coup de main?',
    text: [
      'Notre équipe de soutien vous répond ',
      SUPPORT_HOURS,
      ' à l’adresse ',
      supportEmailLink,
      `, et nos voyants répondent au ${SUPPORT_PHONE} jour et nuit.`,
    ],
  },
};
