import type { calls as enCalls } from '../calls.ts';
import type { Translated } from '../translated.ts';

/**
 * Ce qu’entendent les appelants sur la ligne sans frais (lu par la voix fr-CA de Twilio <Say>) : des phrases
 * courtes, écrites pour être dites. {{product}} est la marque, {{site}} l’adresse Web.
 */
export const calls: Translated<typeof enCalls> = {
  voice: {
    welcome: 'Bienvenue chez {{product}}.',
    pressForFrench: 'Pour le service en français, appuyez sur le {{key}}.',
    accountRequired:
      'Bienvenue chez {{product}}. Nous n’avons trouvé aucun compte pour le numéro d’où vous appelez. Un compte est maintenant nécessaire. Veuillez en créer un et vérifier votre numéro de téléphone sur {{site}}. Au revoir.',
    noCredits:
      'Bonjour {{name}}. Votre solde est de zéro minute. Pour parler à un voyant, veuillez acheter des crédits sur {{site}}. Au revoir.',
    greeting: 'Bonjour {{name}}, et bienvenue chez {{product}}. Vous avez {{minutes}} minutes disponibles.',
    oneMinute: 'Bonjour {{name}}, et bienvenue chez {{product}}. Vous avez une minute disponible.',
    noCreditsNoName:
      'Bonjour. Votre solde est de zéro minute. Pour parler à un voyant, veuillez acheter des crédits sur {{site}}. Au revoir.',
    greetingNoName: 'Bonjour, et bienvenue chez {{product}}. Vous avez {{minutes}} minutes disponibles.',
    oneMinuteNoName: 'Bonjour, et bienvenue chez {{product}}. Vous avez une minute disponible.',
    enterExtension: 'Veuillez entrer le numéro de poste de votre voyant, suivi de la touche dièse.',
    unknownExtension: 'Désolé, il n’y a aucun voyant au poste {{extension}}.',
    advisorOffline:
      'Désolé, {{advisor}} n’est pas disponible en ce moment. Veuillez essayer avec un autre voyant.',
    advisorBusy:
      '{{advisor}} est déjà en communication. Le temps restant est estimé à {{minutes}} minutes. Veuillez essayer avec un autre voyant, ou rappeler plus tard.',
    connecting:
      'Nous vous mettons en communication avec {{advisor}}. Votre appel peut durer jusqu’à {{minutes}} minutes.',
    noMinutesLeft:
      'Toutes vos minutes sont déjà utilisées par un autre appel. Veuillez acheter d’autres crédits sur {{site}}. Au revoir.',
    tooManyTries: 'Nous n’avons pas pu établir votre appel. Veuillez réessayer plus tard. Au revoir.',
    sessionLost: 'Désolé, un problème est survenu pendant cet appel. Veuillez nous rappeler. Au revoir.',
    thanks: 'Merci d’avoir appelé {{product}}. Au revoir.',
    notConnected:
      'Nous n’avons pas pu joindre votre voyant. Rien ne vous a été facturé. Veuillez réessayer plus tard. Au revoir.',
    pinOffer: 'Si vous avez un compte et un NIP téléphonique, appuyez sur le {{key}}.',
    enterAccountPhone:
      'Veuillez composer le numéro de téléphone à 10 chiffres de votre compte, suivi du carré.',
    enterPin: 'Composez maintenant votre NIP téléphonique, suivi du carré.',
    pinMismatch: 'Ce numéro de téléphone et ce NIP ne correspondent pas.',
    pinLocked:
      'Trop de NIP erronés ont été composés pour ce compte. Veuillez réessayer dans 15 minutes. Au revoir.',
    rateReading: 'Veuillez évaluer votre consultation de 1 à 5 sur votre clavier, 5 étant la meilleure note.',
    ratingThanks: 'Merci, votre note de {{rating}} est enregistrée. Au revoir.',
    oneMinuteLeft: 'Il vous reste une minute.',
    timeUp:
      'Vos minutes sont écoulées. Votre voyant vous est réservé pendant 2 minutes : achetez des minutes avec le lien que nous vous envoyons par texto, puis rappelez pour être mis en relation directement. Merci d’avoir appelé {{product}}. Au revoir.',
    welcomeBack:
      'Re-bonjour {{name}}. Vous avez {{minutes}} minutes disponibles. {{advisor}} vous a attendu.',
    welcomeBackNoName: 'Re-bonjour. Vous avez {{minutes}} minutes disponibles. {{advisor}} vous a attendu.',
  },
  receipt: {
    subject: 'Votre consultation avec {{advisor}}',
    text: 'Voici le reçu de votre consultation.\n\nVoyant : {{advisor}}\nDébut : {{date}} à {{time}}\nDurée : {{duration}}\nMinutes facturées : {{minutes}}\nSolde restant : {{balance}} minutes\n\n{{note}}Merci d’avoir appelé {{product}}.',
    duration: '{{minutes}} min {{seconds}} s',
    droppedNote:
      'L’appel a pris fin dans sa première minute : cette minute a été recréditée à votre solde.\n\n',
    sms: 'Reçu {{product}} : {{advisor}}, {{date}} à {{time}}, {{duration}}. Minutes facturées : {{minutes}}. Solde restant : {{balance}} minutes.{{note}}',
    droppedSms: ' La première minute a été recréditée.',
  },
  hold: {
    sms: '{{product}} : vos minutes sont écoulées. {{advisor}} vous est réservé jusqu’à {{time}}. Achetez des minutes sur {{url}} puis rappelez le {{phone}} : vous serez mis en relation directement.',
  },
  advisorMenu: {
    status:
      'Bonjour {{name}}. Vous êtes {{status}}. Aujourd’hui, vous avez pris {{calls}} appels, pour {{minutes}} minutes facturées.',
    takingCalls: 'disponible pour prendre des appels',
    offline: 'hors ligne',
    onACall: 'en communication',
    choose: 'Pour prendre des appels, appuyez sur 1. Pour vous mettre hors ligne, appuyez sur 2.',
    nowTakingCalls: 'Vous êtes maintenant disponible pour prendre des appels. Au revoir.',
    nowOffline: 'Vous êtes maintenant hors ligne. Au revoir.',
    notAnOption: 'Désolé, ce choix n’est pas valide.',
    noChoice: 'Votre statut n’a pas changé. Au revoir.',
  },
};
