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
    advisorBusy_one:
      '{{advisor}} est déjà en communication. Le temps restant est estimé à {{minutes}} minute. Veuillez essayer avec un autre voyant, ou rappeler plus tard.',
    advisorBusy_other:
      '{{advisor}} est déjà en communication. Le temps restant est estimé à {{minutes}} minutes. Veuillez essayer avec un autre voyant, ou rappeler plus tard.',
    connecting_one:
      'Nous vous mettons en communication avec {{advisor}}. Votre appel peut durer jusqu’à {{minutes}} minute.',
    connecting_other:
      'Nous vous mettons en communication avec {{advisor}}. Votre appel peut durer jusqu’à {{minutes}} minutes.',
    noMinutesLeft:
      'Toutes vos minutes sont déjà utilisées par un autre appel. Veuillez acheter d’autres crédits sur {{site}}. Au revoir.',
    tooManyTries: 'Nous n’avons pas pu établir votre appel. Veuillez réessayer plus tard. Au revoir.',
    sessionLost: 'Désolé, un problème est survenu pendant cet appel. Veuillez nous rappeler. Au revoir.',
    thanks: 'Merci d’avoir appelé {{product}}. Au revoir.',
    // No « votre voyant »: this goodbye does not know who was called, and agrees with nobody.
    notConnected:
      'Nous n’avons pas pu établir la communication, et rien ne vous a été facturé. Veuillez réessayer plus tard. Au revoir.',
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
    // Neither the advisor's gender nor the caller's: « votre consultation » waits, « pour la reprendre ».
    timeUp:
      'Vos minutes sont écoulées. Nous gardons votre consultation en attente pendant 2 minutes : achetez des minutes avec le lien que nous vous envoyons par texto, puis rappelez pour la reprendre directement. Merci d’avoir appelé {{product}}. Au revoir.',
    topUpOffer_one:
      'Il vous reste une minute. Pour ajouter {{minutes}} minute pour {{amount}}, appuyez sur étoile, puis sur 1.',
    topUpOffer_other:
      'Il vous reste une minute. Pour ajouter {{minutes}} minutes pour {{amount}}, appuyez sur étoile, puis sur 1.',
    topUpMenu_one:
      'Pour ajouter {{minutes}} minute à votre consultation pour {{amount}}, payés avec votre compte PayPal enregistré, appuyez sur 1. Pour reprendre votre consultation tout de suite, appuyez sur une autre touche.',
    topUpMenu_other:
      'Pour ajouter {{minutes}} minutes à votre consultation pour {{amount}}, payés avec votre compte PayPal enregistré, appuyez sur 1. Pour reprendre votre consultation tout de suite, appuyez sur une autre touche.',
    toppedUp_one: 'Vous avez {{minutes}} minute de plus.',
    toppedUp_other: 'Vous avez {{minutes}} minutes de plus.',
    topUpDeclined: 'PayPal a refusé ce paiement : aucune minute n’a été ajoutée.',
    topUpUnusable:
      'Votre compte PayPal enregistré ne peut plus être utilisé : aucune minute n’a été ajoutée. Vous pouvez l’enregistrer de nouveau dans votre profil.',
    topUpFailed: 'La recharge n’a pas pu être faite, et rien ne vous a été facturé.',
    topUpPending:
      'Votre paiement est en cours de confirmation. S’il est accepté, ses minutes seront ajoutées à votre solde.',
    backToReading: 'Nous reprenons votre consultation.',
    readingEnded: 'Votre consultation est terminée. Merci d’avoir appelé {{product}}. Au revoir.',
    lineOffer:
      'Pour qu’on vous rappelle quand {{advisor}} sera libre, appuyez sur 1. Pour choisir une autre personne, appuyez sur une autre touche.',
    lineJoined_one:
      'Vous êtes à la place {{place}} dans la file pour {{advisor}}, environ {{minutes}} minute. Nous vous rappellerons à ce numéro. Au revoir.',
    lineJoined_other:
      'Vous êtes à la place {{place}} dans la file pour {{advisor}}, environ {{minutes}} minutes. Nous vous rappellerons à ce numéro. Au revoir.',
    callBackGreeting:
      'Bonjour {{name}}, ici {{product}}, nous vous rappelons : {{advisor}} est libre pour votre consultation.',
    callBackGreetingNoName:
      'Bonjour, ici {{product}}, nous vous rappelons : {{advisor}} est libre pour votre consultation.',
    callBackTooFewMinutes:
      'Ici {{product}} : {{advisor}} est libre, mais il vous reste moins de {{minutes}} minutes. Nous vous envoyons par texto un lien pour en acheter. Au revoir.',
    callBackAdvisorTaken:
      'Ici {{product}} : désolés, {{advisor}} vient de prendre un autre appel. Vous gardez votre place dans la file et nous vous rappellerons. Au revoir.',
    welcomeBack_one: 'Re-bonjour {{name}}. Vous avez {{minutes}} minute disponible.',
    welcomeBack_other: 'Re-bonjour {{name}}. Vous avez {{minutes}} minutes disponibles.',
    welcomeBackNoName_one: 'Re-bonjour. Vous avez {{minutes}} minute disponible.',
    welcomeBackNoName_other: 'Re-bonjour. Vous avez {{minutes}} minutes disponibles.',
    // « vous a attendu » would agree with the caller (« vous »), whom we cannot know: these agree with
    // the advisor, or with nobody.
    waitedForYou: '{{advisor}} vous attendait.',
    waitedForYou_female: '{{advisor}} est restée disponible pour vous.',
    waitedForYou_male: '{{advisor}} est resté disponible pour vous.',
  },
  receipt: {
    subject: 'Votre consultation avec {{advisor}}',
    text: 'Voici le reçu de votre consultation.\n\nPersonne consultée : {{advisor}}\nDébut : {{date}} à {{time}}\nDurée : {{duration}}\nMinutes facturées : {{minutes}}\nSolde restant : {{balance}}\n\n{{note}}Merci d’avoir appelé {{product}}.',
    text_female:
      'Voici le reçu de votre consultation.\n\nVoyante : {{advisor}}\nDébut : {{date}} à {{time}}\nDurée : {{duration}}\nMinutes facturées : {{minutes}}\nSolde restant : {{balance}}\n\n{{note}}Merci d’avoir appelé {{product}}.',
    text_male:
      'Voici le reçu de votre consultation.\n\nVoyant : {{advisor}}\nDébut : {{date}} à {{time}}\nDurée : {{duration}}\nMinutes facturées : {{minutes}}\nSolde restant : {{balance}}\n\n{{note}}Merci d’avoir appelé {{product}}.',
    duration: '{{minutes}} min {{seconds}} s',
    balance_one: '{{count}} minute',
    balance_other: '{{count}} minutes',
    droppedNote:
      'L’appel a pris fin dans sa première minute : cette minute a été recréditée à votre solde.\n\n',
    sms: 'Reçu {{product}} : {{advisor}}, {{date}} à {{time}}, {{duration}}. Minutes facturées : {{minutes}}. Solde restant : {{balance}}.{{note}}',
    droppedSms: ' La première minute a été recréditée.',
  },
  hold: {
    sms: '{{product}} : vos minutes sont écoulées. {{advisor}} vous attend jusqu’à {{time}}. Achetez des minutes sur {{url}} puis rappelez le {{phone}} : l’appel lui sera transféré directement.',
    sms_female:
      '{{product}} : vos minutes sont écoulées. {{advisor}} vous est réservée jusqu’à {{time}}. Achetez des minutes sur {{url}} puis rappelez le {{phone}} : l’appel lui sera transféré directement.',
    sms_male:
      '{{product}} : vos minutes sont écoulées. {{advisor}} vous est réservé jusqu’à {{time}}. Achetez des minutes sur {{url}} puis rappelez le {{phone}} : l’appel lui sera transféré directement.',
  },
  advisorMenu: {
    status:
      'Bonjour {{name}}. Vous êtes {{status}}. Aujourd’hui, vous avez pris {{calls}}, pour {{minutes}}.',
    calls_one: '{{count}} appel',
    calls_other: '{{count}} appels',
    billedMinutes_one: '{{count}} minute facturée',
    billedMinutes_other: '{{count}} minutes facturées',
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
