import type {
  advisors as enAdvisors,
  announcement as enAnnouncement,
  audio as enAudio,
  common as enCommon,
  horoscope as enHoroscope,
  notice as enNotice,
  promotion as enPromotion,
  tarot as enTarot,
} from '../general.ts';
import type { Translated } from '../translated.ts';

/** Les sections du catalogue que toute page peut afficher, en français du Québec. */
export const common: Translated<typeof enCommon> = {
  loading: 'Chargement…',
  tryAgain: 'Réessayer',
  refresh: 'Actualiser',
  callNow: 'Appeler maintenant',
  gotIt: 'J’ai compris',
  createAccount: 'Créer un compte',
  close: 'Fermer',
  cancel: 'Annuler',
  delete: 'Supprimer',
  back: 'Retour',
  comingSoon: 'Bientôt disponible',
  minutes: '{{count}} min',
  pageError: {
    title: 'Impossible d’afficher cette page',
    text: 'Un problème est survenu de notre côté. Rechargez la page ou revenez dans un instant. Votre compte et votre solde ne sont pas touchés.',
    reload: 'Recharger la page',
  },
  tooManyRequests_one: 'Trop de demandes. Veuillez réessayer dans {{count}}\u00a0minute.',
  tooManyRequests_other: 'Trop de demandes. Veuillez réessayer dans {{count}}\u00a0minutes.',
};

export const advisors: Translated<typeof enAdvisors> = {
  title: 'Nos voyants',
  loading: 'Chargement des profils des voyants…',
  empty: 'Aucun voyant ne correspond à votre recherche.',
  demoBanner: 'Données de démonstration : les données en direct des voyants ne sont pas disponibles',
  loadError: 'Impossible de charger les données des voyants. Veuillez réessayer plus tard.',
  tryAgain: 'Réessayer',
  searchLabel: 'Rechercher un voyant',
  searchPlaceholder: 'Rechercher par nom ou par description…',
  filterLabel: 'Afficher',
  filterAll: 'Tous les voyants',
  filterAvailable: 'Disponibles seulement',
  refresh: 'Actualiser',
  extension: 'Poste : {{agentId}}',
  timeRemaining: 'Temps restant : {{time}}',
  today: 'Aujourd’hui : {{hours}}',
  currentlyUnavailable: 'Non disponible pour le moment',
  viewProfile: 'Voir le profil',
  callNow: 'Appeler',
  photoAlt: 'Photo de {{name}}',
  photoAlt_elided: 'Photo d’{{name}}',
  status: {
    waiting: 'Disponible',
    busy: 'En appel',
    offline: 'Hors ligne',
  },
  profile: {
    addToFavorites: 'Ajouter aux favoris (bientôt disponible)',
    voiceIntroduction: 'Présentation audio',
    presentation: 'Présentation',
    availability: 'Disponibilités',
    today: 'Aujourd’hui : {{hours}}',
    varies: 'Variable',
    dayOff: 'Congé',
    hoursRange: '{{start}} – {{end}}',
    comments: 'Commentaires',
    commentsComingSoon: 'Bientôt disponible',
    ext: 'Poste : {{id}}',
    callNow: 'Appeler maintenant',
    timeRemaining: 'Temps restant : {{time}}',
    loading: 'Chargement…',
    loadError: 'Impossible de charger le profil',
    previous: 'Voyant précédent',
    next: 'Voyant suivant',
    backToList: 'Tous les voyants',
    neighbours: 'Autres voyants',
    jobTitle: 'Voyant',
    pageTitle: '{{name}} – poste {{id}}',
    weekdays: {
      sunday: 'Dimanche',
      monday: 'Lundi',
      tuesday: 'Mardi',
      wednesday: 'Mercredi',
      thursday: 'Jeudi',
      friday: 'Vendredi',
      saturday: 'Samedi',
    },
  },
};

export const audio: Translated<typeof enAudio> = {
  play: 'Écouter la présentation',
  stop: 'Arrêter la présentation',
  loading: 'Chargement…',
  playTrack: 'Lire',
  pauseTrack: 'Mettre en pause',
  seek: 'Position de lecture',
  errors: {
    notFound: 'Aucun enregistrement audio trouvé pour ce voyant.',
    empty: 'Fichier audio vide ou introuvable.',
    network: 'Erreur pendant le chargement de l’audio.',
    playback: 'Impossible de lire l’audio.',
  },
};

export const notice: Translated<typeof enNotice> = {
  title: 'Avis important',
  accountRequired: 'Un compte est maintenant nécessaire pour obtenir une consultation.',
  phoneBillingGone: 'La facturation par téléphone n’est plus offerte.',
  buyInAdvance: 'Veuillez acheter vos crédits à l’avance, avant d’appeler un voyant.',
  gotIt: 'J’ai compris',
  createAccount: 'Créer un compte',
};

export const tarot: Translated<typeof enTarot> = {
  title: 'Gagnez des crédits',
  subtitle: 'Jeu de tarot de la semaine',
  instructions: 'Choisissez 3 cartes. Si les trois cartes sont différentes, vous gagnez un coupon de rabais!',
  picked: 'Cartes choisies : {{count}} sur 3',
  cardLabel: 'Carte {{position}}',
  reveal: 'Révéler les cartes',
  revealing: 'Révélation en cours…',
  alreadyPlayed:
    'Vous avez déjà joué cette semaine. Revenez la semaine prochaine pour tenter de nouveau votre chance!',
  wonTitle: 'Félicitations!',
  wonText: 'Vous avez gagné {{percent}} % de rabais sur votre prochain achat.',
  couponCode: 'Votre code promotionnel',
  validity: 'Valide 7 jours, pour une seule utilisation.',
  copy: 'Copier le code',
  useNow: 'L’utiliser maintenant',
  lostTitle: 'Pas cette fois-ci!',
  lostText: 'Deux de vos cartes étaient identiques. Retentez votre chance la semaine prochaine!',
  signInRequired:
    'Connectez-vous ou créez un compte pour jouer et gagner chaque semaine des rabais de 5 % à 25 %!',
  noActiveGame: 'Aucune partie en cours cette semaine…',
  checkFailed: 'Impossible de vérifier l’état de la partie',
  processFailed: 'Impossible de traiter la partie',
  copied: 'Code promotionnel copié dans le presse-papiers!',
  copyFailed: 'Impossible de copier le code promotionnel.',
};

export const horoscope: Translated<typeof enHoroscope> = {
  title: 'Horoscope du jour',
  subtitle: 'Choisissez votre signe du zodiaque pour lire votre horoscope du jour.',
  loading: 'Chargement…',
  error: 'Impossible de charger l’horoscope. Veuillez réessayer plus tard.',
  close: 'Fermer',
  ctaPrompt: 'Envie d’une consultation plus approfondie?',
  ctaButton: 'Obtenir une consultation personnelle',
  elements: {
    fire: 'Feu',
    earth: 'Terre',
    air: 'Air',
    water: 'Eau',
  },
  signDates: 'du {{start}} au {{end}}',
  signs: {
    aries: 'Bélier',
    taurus: 'Taureau',
    gemini: 'Gémeaux',
    cancer: 'Cancer',
    leo: 'Lion',
    virgo: 'Vierge',
    libra: 'Balance',
    scorpio: 'Scorpion',
    sagittarius: 'Sagittaire',
    capricorn: 'Capricorne',
    aquarius: 'Verseau',
    pisces: 'Poissons',
  },
};

export const announcement: Translated<typeof enAnnouncement> = {
  gotIt: 'J’ai compris',
  remindLater: 'Me le rappeler plus tard',
  severity: {
    info: 'Information',
    warning: 'Avertissement',
    critical: 'Urgent',
  },
};

export const promotion: Translated<typeof enPromotion> = {
  endsIn: 'Prend fin dans {{time}}',
  countdown: '{{days}}\u00a0j {{hours}}\u00a0h {{minutes}}\u00a0min {{seconds}}\u00a0s',
  learnMore: 'Voir l’offre',
  dismiss: 'Masquer la promotion',
};
