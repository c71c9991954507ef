import type { site as enSite } from '../site.ts';
import type { Translated } from '../translated.ts';

/** Chaînes du gabarit du site (en-tête, pied de page, barre d’appel, accueil, 404, titres de page), en français du Québec. */
export const site: Translated<typeof enSite> = {
  skipToContent: 'Passer au contenu principal',
  opensInNewTab: '(s’ouvre dans un nouvel onglet)',
  /** Le lien vers l’autre langue : écrit dans cette langue, pour le lecteur qui en a besoin. */
  termsReference: {
    text: 'La présente version française des conditions fait foi; la version anglaise est offerte à titre indicatif seulement.',
    link: 'Read the English version',
  },
  otherLanguage: {
    name: 'English',
    short: 'EN',
    label: 'English version of this page',
  },
  nav: {
    home: 'Accueil',
    services: 'Nos services',
    pricing: 'Tarifs',
    horoscope: 'Horoscopes',
    contact: 'Nous joindre',
    testimonials: 'Témoignages',
    about: 'À propos',
    signIn: 'Se connecter',
    login: 'Connexion',
    register: 'Inscription',
    winCredits: 'Gagnez des crédits',
    dashboard: 'Tableau de bord',
    advisorConsole: 'Console du voyant',
    advisorProfile: 'Votre profil',
    advisorReviews: 'Vos avis',
    advisorEarnings: 'Vos gains',
    backOffice: 'Administration',
    buyCredits: 'Acheter des crédits',
    profile: 'Profil',
    signOut: 'Se déconnecter',
    signedOut: 'Votre session a été fermée.',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
    accountMenu: 'Menu du compte',
    mainNavigation: 'Navigation principale',
    greetingMorning: 'Bonjour',
    greetingEvening: 'Bonsoir',
    creditsMinutes: '{{count}} min',
  },
  footer: {
    socialLabel: '{{product}} sur {{network}}',
    quickLinks: 'Liens rapides',
    legal: 'Mentions légales',
    contact: 'Nous joindre',
    home: 'Accueil',
    signIn: 'Se connecter',
    buyCredits: 'Acheter des crédits',
    testimonials: 'Témoignages',
    aboutUs: 'À propos de nous',
    terms: 'Conditions d’utilisation',
    privacy: 'Politique de confidentialité',
    cookies: 'Politique sur les témoins',
    phoneAvailability: 'Disponible 24 h sur 24, 7 jours sur 7',
    supportHours: 'Heures du service à la clientèle : {{hours}}',
    supportHoursRange: 'de 9\u00a0h à 21\u00a0h (heure de l’Est)',
    city: 'Montréal, Canada',
    expertTitle: 'Vous avez un don de voyance?',
    expertApply: 'Posez votre candidature pour vous joindre à nos voyants',
    followUs: 'Suivez-nous',
    tagline:
      'Des consultations de voyance par téléphone en toute confiance, depuis Montréal, avec des minutes prépayées qui n’expirent jamais.',
    rights: '© {{year}} {{product}}. Tous droits réservés.',
  },
  callBar: 'Appelez maintenant : {{phone}}',
  notFound: {
    title: 'Page introuvable',
    text: 'La page que vous cherchez n’existe pas ou a été déplacée.',
    goBack: 'Retour',
    returnHome: 'Retour à l’accueil',
  },
  home: {
    callPanelTitle: 'Appelez maintenant pour votre consultation',
    callPanelSubtitle: 'Nos voyants vous guident 24 h sur 24, 7 jours sur 7',
    registerNow: 'Inscrivez-vous maintenant!',
    callNow: 'Appeler maintenant',
    createAccount: 'Créer un compte',
    seeAllPsychics: 'Voir tous les voyants',
    viewServices: 'Voir nos services',
  },
  themes: {
    default: {
      headline: '{{product}}',
      subtitle: 'Les conseils spirituels de voyants talentueux, à un simple coup de fil.',
      cta: 'Inscrivez-vous maintenant!',
    },
    halloween: {
      headline: '{{product}} : consultations de la saison des frissons',
      subtitle:
        'Quand le voile entre les mondes est le plus mince, nos voyants voient plus loin. Des conseils spirituels pour la saison des esprits.',
      cta: 'Vivez la saison des frissons',
    },
    christmas: {
      headline: '{{product}} : consultations des Fêtes',
      subtitle:
        'Trouvez clarté et sérénité pour la nouvelle année grâce aux conseils spirituels de nos voyants talentueux.',
      cta: 'Déballez votre consultation',
    },
    blackfriday: {
      headline: '{{product}} : consultations du Vendredi fou',
      subtitle: 'Le meilleur moment de l’année pour faire provision de minutes de conseils spirituels.',
      cta: 'Faites le plein de minutes',
    },
  },
  pages: {
    home: 'Accueil',
    about: 'À propos de nous',
    services: 'Nos services',
    pricing: 'Tarifs',
    contact: 'Nous joindre',
    testimonials: 'Témoignages',
    terms: 'Conditions d’utilisation',
    privacy: 'Politique de confidentialité',
    cookies: 'Politique sur les témoins',
    welcome: 'Bienvenue',
    horoscope: 'Horoscope du jour',
    dashboard: 'Tableau de bord',
    purchase: 'Acheter des crédits',
    profile: 'Profil',
    login: 'Connexion',
    register: 'Créer un compte',
    resetPassword: 'Réinitialiser le mot de passe',
    lineLeave: 'Quitter la file de rappel',
    apply: 'Poser sa candidature',
    applyWithdraw: 'Retirer une candidature',
    psychic: 'Voyant',
  },
  meta: {
    homeTitle: 'Voyance par téléphone 24 h sur 24 au Canada',
    structured: {
      serviceName: 'Consultations de voyance par téléphone',
      serviceType: 'Consultation de voyance',
      offerItem: '{{minutes}}\u00a0minutes de consultation par téléphone + {{gift}}\u00a0minutes gratuites',
    },
    descriptions: {
      about:
        'Lumière Psychics réunit à Montréal des voyants indépendants, joignables par téléphone 24 h sur 24, avec des minutes prépayées qui n’expirent jamais.',
      services:
        'Tarot, astrologie, amour et relations, carrière, médiumnité et plus : découvrez les consultations de nos voyants et le déroulement d’un appel.',
      contact:
        'Appelez le 1-888-554-8999, 24 h sur 24, ou écrivez à notre équipe de soutien de 9 h à 21 h (heure de l’Est). Lumière Psychics, Montréal, Canada.',
      pricing:
        'Minutes de consultation prépayées en dollars canadiens, avec minutes en cadeau : forfaits de 25 $, 50 $, 100 $ et 200 $. Vos crédits n’expirent jamais.',
      testimonials:
        'Ce que des clients de partout au Canada disent de leurs consultations par téléphone avec les voyants de Lumière Psychics.',
      terms:
        'Conditions d’utilisation de Lumière Psychics : 18 ans et plus, crédits prépayés, facturation à la minute, paiements, remboursements, suppression du compte.',
      privacy:
        'Comment Lumière Psychics recueille, utilise et protège vos renseignements personnels selon la LPRPDE et la Loi 25 du Québec, et quels sont vos droits.',
      cookies:
        'Les témoins (cookies) et le stockage du navigateur utilisés par Lumière Psychics : leur rôle, leur durée et comment les effacer. Aucun témoin publicitaire.',
      welcome:
        'Bienvenue chez Lumière Psychics : vérifiez votre téléphone, achetez vos premières minutes à 25 % de rabais et appelez un voyant par son poste, 24 h sur 24.',
      horoscope:
        'Votre horoscope quotidien gratuit pour les 12 signes du zodiaque, renouvelé chaque jour, et une consultation personnelle à un simple appel.',
      login:
        'Connectez-vous à Lumière Psychics pour voir vos minutes, acheter des crédits et appeler votre voyant préféré.',
      register:
        'Créez votre compte Lumière Psychics en une minute et obtenez 25 % de rabais sur votre premier forfait de minutes avec le code WELCOME25.',
      resetPassword: 'Choisissez un nouveau mot de passe pour votre compte Lumière Psychics.',
      lineLeave: 'Quittez la file de rappel de Lumière Psychics avec le lien reçu par texto.',
      apply:
        'Offrez des consultations avec Lumière Psychics à titre indépendant, en français ou en anglais, partout au Canada. Posez votre candidature en ligne.',
      applyWithdraw:
        'Retirez votre candidature chez Lumière Psychics avec le lien reçu dans le courriel de confirmation.',
    },
  },
};
