import { BRAND } from '@app/shared/brand';
import { SUPPORT_PHONE } from '@app/shared/constants';
import type { AboutContent } from '../en/about.ts';
import { supportPhoneLink } from './shared.ts';

const { productName } = BRAND;
/** BRAND.supportHours ('9 AM-9 PM EST'), as Québec writes it. */
const SUPPORT_HOURS = 'de 9 h à 21 h (heure de l’Est)';

export const about: AboutContent = {
  subtitle:
    'Une entreprise montréalaise qui vous met en contact avec des voyants indépendants par téléphone, jour et nuit.',
  whoWeAre: {
    heading: 'Qui nous sommes',
    paragraphs: [
      `${productName} est une entreprise établie à Montréal, au Québec. Nous exploitons une plateforme de voyants indépendants que vous pouvez joindre par téléphone, 24 heures sur 24, 7 jours sur 7. Chaque voyant a son propre poste, et un seul numéro sans frais, le ${SUPPORT_PHONE}, vous met en contact avec celui que vous choisissez.`,
      'Nous avons bâti notre service autour d’une idée toute simple : une consultation doit être facile à commencer, claire à payer et confidentielle. Vous achetez des minutes prépayées, vous choisissez le voyant dont l’approche vous parle et vous appelez quand bon vous semble. Aucun abonnement, et vos minutes n’expirent jamais.',
      'Nos voyants sont des praticiens indépendants qui ont leurs propres dons et leurs propres outils : tarot, astrologie, numérologie, voyance, médiumnité et plus encore. Chaque profil décrit leur façon de travailler, pour que vous puissiez choisir en toute confiance.',
    ],
  },
  glance: {
    heading: 'En bref',
    items: [
      { icon: 'location', text: `Établie à ${BRAND.city}` },
      { icon: 'phone', text: ['Des voyants au téléphone 24 h sur 24, 7 jours sur 7, au ', supportPhoneLink] },
      { icon: 'sparkles', text: 'Des minutes prépayées qui n’expirent jamais' },
      { icon: 'mail', text: `Soutien par courriel ${SUPPORT_HOURS}` },
    ],
  },
  howItWorks: {
    heading: 'Comment ça fonctionne',
    intro: 'Quatre étapes vous séparent de votre première consultation.',
    steps: [
      {
        title: 'Créez votre compte',
        text: 'Inscrivez-vous avec votre nom et votre adresse courriel, puis confirmez votre adresse à l’aide du lien que nous vous envoyons.',
      },
      {
        title: 'Vérifiez votre téléphone',
        text: 'Ajoutez le numéro d’où vous appellerez et entrez le code que nous vous envoyons par texto. C’est grâce à ce numéro vérifié que nous vous reconnaissons quand vous appelez.',
      },
      {
        title: 'Achetez des minutes prépayées',
        text: 'Choisissez un forfait de minutes. Chaque forfait comprend des minutes offertes en cadeau, et vos minutes n’expirent jamais.',
      },
      {
        title: 'Appelez et entrez le poste',
        text: `Composez le ${SUPPORT_PHONE} à toute heure et entrez le poste de votre voyant. Seules les minutes pendant lesquelles vous êtes en communication avec votre voyant sont comptées.`,
      },
    ],
  },
  values: {
    heading: 'Ce qui nous tient à cœur',
    items: [
      {
        title: 'La confidentialité',
        text: [
          'Vos consultations sont personnelles. Nous ne conservons que les renseignements nécessaires à la gestion de votre compte et de vos appels, nous ne voyons jamais le numéro de votre carte et nous ne vendons jamais vos renseignements. Consultez notre ',
          { text: 'politique de confidentialité', href: '/privacy' },
          '.',
        ],
      },
      {
        title: 'L’honnêteté',
        text: 'Les prix et les taxes sont affichés avant que vous payiez, et les appels ne sont facturés que pour les minutes où vous êtes en communication avec un voyant. Pas d’abonnement, pas de frais cachés, et aucune promesse que personne ne pourrait tenir.',
      },
      {
        title: 'Un éclairage, pas un avis professionnel',
        text: 'Les consultations sont offertes à des fins de divertissement et d’orientation personnelle. Elles ne remplacent pas les conseils médicaux, psychologiques, juridiques ou financiers d’un professionnel qualifié.',
      },
    ],
  },
  advisors: {
    heading: 'Vous avez un don de voyance?',
    text: 'Nous accueillons les voyants indépendants qui partagent notre respect envers notre clientèle.',
    link: 'Posez votre candidature',
    href: BRAND.expertApplicationUrl ?? '/apply',
  },
  cta: {
    heading: 'Envie d’une première consultation?',
    text: 'Créez votre compte gratuit en une minute, puis découvrez les consultations offertes par nos voyants.',
    primary: { label: 'Créer un compte', to: '/register' },
    secondary: [{ label: 'Découvrir nos services', to: '/services' }],
  },
};
