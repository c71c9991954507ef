import { SUPPORT_PHONE } from '@app/shared/constants';
import type { ServicesContent } from '../en/services.ts';

export const services: ServicesContent = {
  subtitle:
    'Quelle que soit la question qui vous habite, il y a un voyant et un type de consultation qui vous conviennent.',
  readings: {
    heading: 'Types de consultations',
    intro:
      'Chacun de nos voyants indépendants a ses propres dons et ses propres outils. Parcourez leurs profils pour trouver l’approche qui vous parle.',
    items: [
      {
        id: 'tarot',
        title: 'Tarot',
        text: 'Les cartes du tarot tendent un miroir à votre situation. Votre voyant effectue et interprète un tirage pour éclairer une question, un choix ou une période de votre vie.',
      },
      {
        id: 'astrology',
        title: 'Astrologie',
        text: 'Votre thème natal est une carte du ciel au moment de votre naissance. Un astrologue lit la position de vos planètes et les transits actuels pour explorer votre caractère, vos cycles et le moment propice aux événements à venir.',
      },
      {
        id: 'love',
        title: 'Amour et relations',
        text: 'Une nouvelle idylle, une longue vie à deux, une séparation ou un lien familial : explorez la dynamique d’une relation, ce dont vous avez besoin et la façon d’aller de l’avant, le cœur ouvert.',
      },
      {
        id: 'career',
        title: 'Carrière et finances',
        text: 'Évaluez une offre d’emploi, une réorientation ou un nouveau projet. Une consultation vous aide à réfléchir à vos ambitions et à vos choix; elle ne remplace pas les conseils d’un professionnel de la finance.',
      },
      {
        id: 'mediumship',
        title: 'Médiumnité',
        text: 'Un médium cherche à entrer en contact avec l’esprit d’un être cher disparu, pour vous apporter du réconfort et le sentiment d’un lien qui perdure. Aucun médium ne peut promettre qu’un esprit en particulier se manifestera.',
      },
      {
        id: 'dreams',
        title: 'Interprétation des rêves',
        text: 'Rêves récurrents, symboles saisissants, cauchemars troublants : un voyant vous aide à explorer ce que vos rêves pourraient révéler de votre vie de tous les jours.',
      },
      {
        id: 'clairvoyance',
        title: 'Voyance pure',
        text: 'Un voyant doté de clairvoyance vous décrit les impressions et les images qu’il reçoit au sujet de votre situation, pour vous offrir un autre regard sur les chemins qui s’ouvrent devant vous.',
      },
      {
        id: 'numerology',
        title: 'Numérologie',
        text: 'On dit que les chiffres de votre date de naissance et de votre nom sont porteurs de sens. Un numérologue calcule vos nombres clés et vous explique ce qu’ils révèlent de votre chemin et de votre année personnelle.',
      },
    ],
  },
  howItWorks: {
    heading: 'Le déroulement d’une consultation par téléphone',
    steps: [
      {
        title: 'Choisissez votre voyant',
        text: [
          'Parcourez ',
          { text: 'nos voyants', href: '/' },
          ', lisez leurs profils, voyez qui est disponible en ce moment et notez le poste du voyant que vous choisissez.',
        ],
      },
      {
        title: 'Appelez de votre téléphone vérifié',
        text: `Composez le ${SUPPORT_PHONE} à partir d’un numéro de téléphone vérifié dans votre compte, puis entrez le poste du voyant lorsque le système vous le demande.`,
      },
      {
        title: 'Parlez aussi longtemps qu’il le faut',
        text: 'Chaque minute entamée est déduite pendant que vous êtes en communication, et votre appel peut durer aussi longtemps que votre solde le permet.',
      },
      {
        title: 'Revenez quand vous voulez',
        text: [
          'Les minutes inutilisées restent dans votre compte et n’expirent jamais. Ajoutez-en à partir de notre ',
          { text: 'page des tarifs', href: '/pricing' },
          ' chaque fois que vous en avez besoin.',
        ],
      },
    ],
  },
  horoscope: {
    heading: 'Votre horoscope du jour',
    text: 'Envie d’un peu d’inspiration avant d’appeler? Lisez l’horoscope de votre signe, gratuit et mis à jour tous les jours.',
    action: { label: 'Lire votre horoscope', to: '/horoscope' },
  },
  disclaimer:
    'Les consultations sont offertes à des fins de divertissement et d’orientation personnelle. Elles ne remplacent pas les conseils médicaux, psychologiques, juridiques ou financiers d’un professionnel qualifié.',
  cta: {
    heading: 'Trouvez le voyant qui vous convient',
    text: 'Choisissez vos minutes, sélectionnez votre voyant et appelez quand bon vous semble, de jour comme de nuit.',
    primary: { label: 'Voir tous les voyants', to: '/' },
    secondary: [{ label: 'Voir les tarifs', to: '/pricing' }],
  },
};
