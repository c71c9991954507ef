import type { advisorConsole as enAdvisorConsole } from '../advisor-console.ts';
import type { Translated } from '../translated.ts';

/** La console des voyants (/advisor), en français du Québec. */
export const advisorConsole: Translated<typeof enAdvisorConsole> = {
  title: 'Console des voyants',
  greeting: 'Bonjour {{name}}',
  extension: 'Poste {{extension}}',
  status: {
    heading: 'Votre statut',
    // A state the advisor is in, not an order: « Je prends des appels » beside « Hors ligne ».
    takingCalls: 'Je prends des appels',
    offline: 'Hors ligne',
    onACall: 'En appel',
    timeLeft: 'Temps restant pour cet appel\u00a0: {{time}}',
    busyNote: 'Pendant vos appels, c’est la ligne téléphonique qui affiche le statut «\u00a0Occupé\u00a0».',
    toppingUp:
      'La personne qui vous appelle ajoute des minutes\u00a0: restez en ligne, elle revient dans un instant.',
    held: 'En attente de votre dernier client',
    held_female: 'Réservée pour votre dernier client',
    held_male: 'Réservé pour votre dernier client',
    // The caller's gender is unknown: « cette personne », « elle » agree with « personne », not with them.
    heldNote:
      'Ses minutes se sont écoulées à la fin de l’appel. Votre ligne reste réservée à cette personne jusqu’à {{time}}, au cas où elle achèterait d’autres minutes et rappellerait.',
    heldNote_female:
      'Ses minutes se sont écoulées à la fin de l’appel. Vous restez occupée pour cette personne jusqu’à {{time}}, au cas où elle achèterait d’autres minutes et rappellerait.',
    heldNote_male:
      'Ses minutes se sont écoulées à la fin de l’appel. Vous restez occupé pour cette personne jusqu’à {{time}}, au cas où elle achèterait d’autres minutes et rappellerait.',
    takingCallsNote:
      'Les clients vous voient comme disponible et peuvent vous joindre au poste {{extension}}.',
    offlineNote:
      'Les clients vous voient hors ligne. Activez le bouton dès que vous voulez prendre des appels.',
    outsideSchedule:
      'Vous prenez des appels en dehors des heures de votre horaire public. Les clients ne s’attendent peut-être pas à vous joindre maintenant\u00a0: mettez votre horaire à jour si vos heures ont changé.',
    editSchedule: 'Modifier votre horaire',
    changeFailed: 'Impossible de changer votre statut. Veuillez réessayer.',
    nowTakingCalls: 'Vous prenez des appels.',
    nowOffline: 'Vous êtes hors ligne.',
  },
  today: {
    heading: 'Aujourd’hui',
    empty: 'Aucun appel pour l’instant aujourd’hui.',
    calls_one: '{{count}} appel',
    calls_other: '{{count}} appels',
    minutes_one: '{{count}}\u00a0minute',
    minutes_other: '{{count}}\u00a0minutes',
  },
  periods: {
    today: 'Aujourd’hui',
    week: 'Cette semaine',
    month: 'Ce mois-ci',
    rate: 'Votre rémunération\u00a0: {{amount}} par minute facturée',
  },
  calls: {
    time: 'Heure',
    customer: 'Client',
    duration: 'Durée',
    billed: 'Facturé',
    earnings: 'Gains',
    minutesShort: '{{count}}\u00a0min',
  },
  csv: {
    callStart: 'Début de l’appel (heure de l’Est)',
    duration: 'Durée (s)',
    billed: 'Minutes facturées',
    rate: 'Taux (¢/min)',
    earnings: 'Gains ($ CA)',
    customer: 'Client',
    fileName: 'appels-{{agentId}}-{{month}}.csv',
  },
  history: {
    heading: 'Historique',
    month: 'Mois',
    download: 'Télécharger le CSV',
    empty: 'Aucun appel ce mois-ci.',
    total: 'Total du mois',
  },
  errors: {
    load: 'Impossible de charger votre console. Veuillez réessayer.',
    retry: 'Réessayer',
  },
  nav: {
    label: 'Pages des voyants',
    console: 'Appels et statut',
    profile: 'Votre profil',
  },
  profile: {
    title: 'Votre profil',
    intro: 'Ce que les clients voient sur votre page, et le numéro de téléphone où sonnent vos appels.',
    seePublic: 'Voir votre profil public',
    saving: 'Enregistrement…',
    loadFailed: 'Impossible de charger votre profil. Veuillez réessayer.',
    presentation: {
      heading: 'Présentation',
      label: 'Présentation en anglais',
      hint: 'Parlez aux clients de vos dons et de votre façon de travailler. Appuyez sur Entrée pour commencer une nouvelle ligne\u00a0: les sauts de ligne s’affichent tels que vous les tapez.',
      count: '{{count}} caractères sur {{max}}',
      preview: 'Aperçu sur les pages en anglais',
      empty: 'Votre présentation s’affichera ici au fil de votre saisie.',
      save: 'Enregistrer la présentation',
      saved: 'Votre présentation est enregistrée. Les clients la voient dès maintenant.',
      failed: 'Impossible d’enregistrer votre présentation. Veuillez réessayer.',
      tooShort: 'Écrivez au moins {{count}} caractères.',
      tooLong: 'Votre texte doit compter moins de {{count}} caractères.',
      labelFr: 'Présentation en français (facultatif)',
      gender: {
        legend: 'En français, comment parler de vous?',
        hint: 'Les pages en français, la ligne téléphonique et les textos aux clients s’accordent avec ce choix\u00a0: «\u00a0votre voyante\u00a0», «\u00a0votre voyant\u00a0», ou une formulation neutre.',
        f: 'Au féminin\u00a0: «\u00a0voyante\u00a0»',
        m: 'Au masculin\u00a0: «\u00a0voyant\u00a0»',
        x: 'Ni l’un ni l’autre\u00a0: formulation neutre',
      },
      hintFr:
        'Ce texte s’affiche sur les pages en français du site. Si vous le laissez vide, elles affichent votre présentation en anglais.',
      previewFr: 'Aperçu sur les pages en français',
    },
    schedule: {
      heading: 'Horaire de la semaine',
      intro:
        'Pour chaque jour, indiquez une ou deux plages horaires, ou choisissez Variable si vos heures changent d’une semaine à l’autre. Les heures sont celles de Montréal.',
      dayOff: 'Congé',
      varies: 'Variable',
      oneSlot: 'Une plage',
      twoSlots: 'Deux plages',
      dayOffNote: 'Les clients voient «\u00a0Congé\u00a0» pour ce jour.',
      variesNote: 'Les clients voient «\u00a0Variable\u00a0» pour ce jour.',
      slot: 'Heures',
      morning: 'Matin',
      evening: 'Soir',
      from: 'Début',
      to: 'Fin',
      fieldLabel: '{{day}}, {{slot}}\u00a0: {{end}}',
      save: 'Enregistrer l’horaire',
      saved: 'Votre horaire est enregistré. Les clients le voient dès maintenant.',
      failed: 'Impossible d’enregistrer votre horaire. Veuillez réessayer.',
      fixDays: 'Certains jours doivent être corrigés avant que votre horaire puisse être enregistré.',
      problems: {
        tooManySlots: 'Deux plages horaires par jour au maximum.',
        timeFormat: 'Les heures s’écrivent comme 9\u00a0h ou 17\u00a0h\u00a030.',
        endsBeforeStart: 'Une plage horaire doit se terminer après son début.',
        overlap: 'Les deux plages horaires se chevauchent.',
      },
    },
    photo: {
      heading: 'Photo de profil',
      current: 'Votre photo actuelle',
      choose: 'Choisir une nouvelle photo',
      chooseHint:
        'Une image JPEG, PNG ou WebP d’au plus {{size}}. Une photo carrée de votre visage donne le meilleur résultat.',
      newPreview: 'Votre nouvelle photo',
      upload: 'Enregistrer cette photo',
      uploading: 'Téléversement…',
      cancel: 'Garder ma photo actuelle',
      saved: 'Votre nouvelle photo est enregistrée. Les clients la voient dès maintenant.',
      failed: 'Impossible de téléverser votre photo. Veuillez réessayer.',
      wrongType:
        'Nous ne pouvons pas utiliser ce fichier comme image. Choisissez une image JPEG, PNG ou WebP.',
      tooLarge:
        'Cette image fait {{size}}, soit plus que le maximum permis de {{max}}. Choisissez-en une plus légère.',
      empty: 'Ce fichier est vide. Choisissez une autre image.',
    },
    voice: {
      heading: 'Enregistrement vocal',
      current: 'Votre enregistrement actuel',
      none: 'Vous n’avez pas encore d’enregistrement vocal. Les clients aiment entendre votre voix avant d’appeler.',
      choose: 'Choisir un enregistrement',
      chooseHint: 'Un fichier WAV ou MP3 d’au plus {{size}}, d’une durée maximale de {{seconds}} secondes.',
      newPreview: 'Écoutez-le avant de le publier',
      upload: 'Publier cet enregistrement',
      uploading: 'Téléversement…',
      cancel: 'Garder mon enregistrement actuel',
      saved: 'Votre nouvel enregistrement vocal est en ligne. Les clients l’entendent dès maintenant.',
      failed: 'Impossible de téléverser votre enregistrement. Veuillez réessayer.',
      wrongType:
        'Nous ne pouvons pas utiliser ce fichier comme enregistrement. Choisissez un fichier WAV ou MP3.',
      tooLarge:
        'Cet enregistrement fait {{size}}, soit plus que le maximum permis de {{max}}. Choisissez-en un plus court.',
      tooLong: 'Cet enregistrement dure {{seconds}} secondes. Il ne doit pas dépasser {{max}} secondes.',
      empty: 'Ce fichier est vide. Choisissez un autre enregistrement.',
    },
    uploadErrors: {
      empty: 'Aucun fichier n’a été reçu. Choisissez un fichier et réessayez.',
      tooLarge: 'Ce fichier dépasse {{megabytes}}\u00a0Mo. Choisissez-en un plus léger.',
      photoDamaged:
        'Cette image est endommagée ou incomplète et ne peut pas être ouverte. Choisissez-en une autre.',
      photoTooManyPixels:
        'Cette image est trop grande pour être traitée (plus de {{megapixels}}\u00a0mégapixels). Choisissez-en une plus petite.',
      photoTooLong:
        'Cette image est bien trop large ou trop haute pour être une photo. Choisissez-en une autre.',
      voiceDamaged:
        'Cet enregistrement est endommagé ou incomplet et ne peut pas être lu. Choisissez-en un autre.',
    },
    phone: {
      heading: 'Numéro de renvoi',
      intro:
        'Les clients appellent notre ligne et nous transférons l’appel vers ce numéro. Il ne leur est jamais montré.',
      current: 'Les appels sonnent au',
      change: 'Changer de numéro',
      newNumber: 'Nouveau numéro de téléphone',
      newNumberHint:
        'Dix chiffres, par exemple 5145551234. Nous vous enverrons un code par texto pour le vérifier.',
      placeholder: '5145551234',
      sendCode: 'Envoyer le code',
      sendingCode: 'Envoi en cours…',
      codeSent: 'Nous avons envoyé un code à 6 chiffres par texto au {{phone}}.',
      code: 'Code reçu par texto',
      codePlaceholder: '123456',
      confirm: 'Confirmer le nouveau numéro',
      confirming: 'Confirmation…',
      resend: 'Envoyer un nouveau code',
      resent: 'Un nouveau code est en route.',
      otherNumber: 'Utiliser un autre numéro',
      cancel: 'Annuler',
      saved: 'Vos appels sonnent maintenant à votre nouveau numéro.',
      sendFailed: 'Impossible d’envoyer le code. Veuillez réessayer.',
      confirmFailed: 'Impossible de changer votre numéro. Veuillez réessayer.',
      retryIn_one: 'Trop de codes ont été demandés. Veuillez réessayer dans {{count}} minute.',
      retryIn_other: 'Trop de codes ont été demandés. Veuillez réessayer dans {{count}} minutes.',
    },
  },
};
