import type { apply as enApply } from '../apply.ts';
import type { Translated } from '../translated.ts';

/**
 * La candidature pour offrir des consultations (voir ../apply.ts). Rien n’y suppose le genre de la
 * personne qui postule : tournures épicènes, « vous », « la clientèle ».
 */
export const apply: Translated<typeof enApply> = {
  subtitle:
    'Offrez des consultations de voyance par téléphone avec Lumière Psychics, à titre indépendant, de partout au Canada.',
  intro:
    'Parlez-nous de vous et de votre pratique. Ayez sous la main une photo récente de vous et un court extrait de voix\u00a0: le formulaire prend environ 15\u00a0minutes. Tous les champs sont obligatoires, sauf mention contraire.',
  loadFailed: 'Nous n’avons pas pu préparer le formulaire. Vérifiez votre connexion, puis réessayez.',
  retry: 'Réessayer',
  sections: {
    about: 'À propos de vous',
    practice: 'Votre pratique',
    availability: 'Vos disponibilités',
    presentation: 'Votre présentation',
    media: 'Votre photo et votre voix',
    confirm: 'Avant l’envoi',
  },
  name: { label: 'Nom complet' },
  email: { label: 'Courriel', hint: 'Nous vous écrirons à cette adresse au sujet de votre candidature.' },
  phone: {
    label: 'Numéro de cellulaire',
    hint: 'Dix chiffres. Nous texterons un code à ce numéro pour le confirmer.',
    sendCode: 'Envoyer un code',
    sendingCode: 'Envoi…',
    codeSent: 'Nous avons texté un code à 6\u00a0chiffres au {{phone}}.',
    resend: 'Envoyer un nouveau code',
    code: 'Code reçu par texto',
    verify: 'Vérifier',
    verifying: 'Vérification…',
    verified: 'Numéro vérifié',
    verifiedNote: 'Le {{phone}} est vérifié. Si vous changez de numéro, il faudra vérifier le nouveau.',
    sendFailed: 'Nous n’avons pas pu texter de code. Veuillez réessayer.',
    verifyFailed: 'Nous n’avons pas pu vérifier le code. Veuillez réessayer.',
    codeInvalid: 'Entrez les 6\u00a0chiffres du code.',
  },
  province: { label: 'Province ou territoire où vous habitez', choose: 'Choisir…' },
  languages: {
    legend: 'Langues de vos consultations',
    hint: 'Choisissez l’une ou les deux.',
    en: 'Anglais',
    fr: 'Français',
  },
  specialties: {
    legend: 'Spécialités',
    hint: 'Choisissez tous les types de consultations que vous offrez.',
    tarot: 'Lecture du tarot',
    astrology: 'Astrologie',
    love: 'Amour et relations',
    career: 'Carrière et finances',
    mediumship: 'Médiumnité',
    dreams: 'Interprétation des rêves',
    clairvoyance: 'Voyance',
    numerology: 'Numérologie',
  },
  styles: {
    legend: 'Votre style de consultation',
    hint: 'Choisissez ce qui décrit le mieux votre façon de faire.',
    compassionate: 'Compassion',
    direct: 'Franchise',
    spiritual: 'Spiritualité',
    practical: 'Sens pratique',
    intuitive: 'Intuition',
  },
  experience: {
    label: 'Votre expérience',
    hint: 'Depuis combien de temps offrez-vous des consultations, où et pour qui? Entre {{min}} et {{max}}\u00a0caractères.',
  },
  availability: {
    caption: 'Quand vous pourriez prendre des appels',
    hint: 'Facultatif. Cochez les moments où vous pourriez habituellement prendre des appels, à votre heure\u00a0: le matin de 6\u00a0h à midi, l’après-midi de midi à 18\u00a0h, le soir de 18\u00a0h à minuit, la nuit de minuit à 6\u00a0h.',
    day: 'Jour',
    parts: {
      morning: 'Matin',
      afternoon: 'Après-midi',
      evening: 'Soir',
      night: 'Nuit',
    },
    days: {
      mon: 'Lundi',
      tue: 'Mardi',
      wed: 'Mercredi',
      thu: 'Jeudi',
      fri: 'Vendredi',
      sat: 'Samedi',
      sun: 'Dimanche',
    },
    daysShort: {
      mon: 'Lun.',
      tue: 'Mar.',
      wed: 'Mer.',
      thu: 'Jeu.',
      fri: 'Ven.',
      sat: 'Sam.',
      sun: 'Dim.',
    },
    slot: '{{day}}, {{part}}',
  },
  presentation: {
    label: 'Présentation pour votre profil',
    hint: 'Ce que la clientèle lirait sur votre profil\u00a0: qui vous êtes, votre façon de faire, ce en quoi vous pouvez aider. Entre {{min}} et {{max}}\u00a0caractères.',
    count: '{{length}}\u00a0caractères sur {{max}}',
  },
  photo: {
    label: 'Une photo de vous',
    hint: 'Une photo récente et nette de votre visage\u00a0: JPEG, PNG ou WebP, jusqu’à {{size}}.',
    preview: 'Votre photo',
    wrongType:
      'Ce fichier n’est pas une image JPEG, PNG ou WebP. Choisissez une photo dans l’un de ces formats.',
    tooLarge: 'Cette photo fait {{size}}\u00a0: choisissez-en une de {{max}} ou moins.',
    empty: 'Ce fichier est vide. Choisissez une autre photo.',
  },
  voice: {
    legend: 'Un extrait de voix',
    hint: 'Présentez-vous comme vous le feriez auprès de la clientèle, en {{seconds}}\u00a0secondes au plus.',
    upload: 'Téléverser un enregistrement',
    uploadHint: 'Un fichier WAV ou MP3, jusqu’à {{size}}.',
    recordHeading: 'Ou enregistrez-le ici',
    record: 'Commencer l’enregistrement',
    stop: 'Arrêter l’enregistrement',
    again: 'Enregistrer de nouveau',
    starting: 'Ouverture du micro…',
    recording: 'Enregistrement\u00a0: {{elapsed}} sur {{max}}',
    stoppedAtMax: 'L’enregistrement s’est arrêté à {{max}}, la durée maximale d’un extrait.',
    preview: 'Votre extrait de voix',
    fromFile: 'Fichier {{name}}',
    fromRecording: 'Enregistrement fait ici, {{elapsed}}',
    micDenied:
      'Nous n’avons pas pu utiliser votre micro. Autorisez-le dans votre navigateur, ou téléversez plutôt un enregistrement.',
    recordFailed: 'L’enregistrement n’a pas fonctionné. Réessayez, ou téléversez plutôt un enregistrement.',
    wrongType:
      'Ce fichier n’est pas un enregistrement WAV ou MP3. Choisissez un fichier dans l’un de ces formats.',
    tooLarge: 'Cet enregistrement fait {{size}}\u00a0: choisissez-en un de {{max}} ou moins.',
    empty: 'Ce fichier est vide. Choisissez un autre enregistrement.',
    tooLong:
      'Cet enregistrement dure {{seconds}}\u00a0secondes\u00a0: il doit durer {{max}}\u00a0secondes ou moins.',
  },
  ofAge: {
    label: 'J’ai {{age}}\u00a0ans ou plus, l’âge de la majorité là où j’habite ({{province}}).',
    labelAnyProvince:
      'J’ai atteint l’âge de la majorité là où j’habite (18 ou 19\u00a0ans, selon la province ou le territoire).',
  },
  consent: {
    label:
      'J’accepte les {{terms}} et la {{privacy}}, et je consens à ce que Lumière Psychics conserve ma candidature pour l’étudier.',
    terms: 'Conditions d’utilisation',
    privacy: 'Politique de confidentialité',
  },
  website: 'Site Web',
  submit: 'Envoyer ma candidature',
  submitting: 'Envoi…',
  failed: 'Nous n’avons pas pu envoyer votre candidature. Veuillez réessayer.',
  formRenewed:
    'Le formulaire avait expiré\u00a0: nous l’avons renouvelé. Vos réponses sont toujours là; veuillez l’envoyer de nouveau.',
  checkAnswers: 'Certaines réponses sont à revoir\u00a0: voyez les messages dans le formulaire.',
  errors: {
    name: 'Entrez votre nom complet (au moins 2\u00a0caractères).',
    email: 'Entrez une adresse courriel valide.',
    phone: 'Entrez un numéro de téléphone à 10\u00a0chiffres.',
    phoneNotVerified: 'Vérifiez votre numéro avec le code que nous vous texterons.',
    province: 'Choisissez votre province ou territoire.',
    languages: 'Choisissez au moins une langue.',
    specialties: 'Choisissez au moins une spécialité.',
    styles: 'Choisissez au moins un style de consultation.',
    tooShort: 'Écrivez au moins {{min}}\u00a0caractères ({{length}} pour l’instant).',
    tooLong: 'Limitez-vous à {{max}}\u00a0caractères ({{length}} en ce moment).',
    photo: 'Ajoutez une photo de vous.',
    voice: 'Ajoutez un extrait de voix\u00a0: téléversez un enregistrement, ou enregistrez-en un ici.',
    ofAge: 'Confirmez que vous avez atteint l’âge de la majorité.',
    consent:
      'Acceptez les conditions d’utilisation et la politique de confidentialité pour poser votre candidature.',
  },
  done: {
    title: 'Nous avons reçu votre candidature',
    text: 'Merci. Nous avons envoyé une confirmation à l’adresse {{email}}, et nous vous y écrirons de nouveau après avoir lu votre candidature.',
    withdraw:
      'Vous changez d’idée? Vous pouvez retirer votre candidature en tout temps avec le lien de ce courriel.',
    home: 'Retour à l’accueil',
  },
  withdraw: {
    title: 'Retirer votre candidature',
    text: 'Si vous ne souhaitez plus offrir de consultations avec nous, retirez votre candidature\u00a0: nous cesserons de l’étudier, et nous la supprimerons, avec votre photo et votre extrait de voix, d’ici {{months}}\u00a0mois.',
    confirm: 'Retirer ma candidature',
    withdrawing: 'Retrait…',
    done: 'Votre candidature est retirée. Nous ne l’étudierons pas davantage.',
    badLink: 'Ce lien est incomplet. Ouvrez de nouveau le lien reçu dans le courriel de confirmation.',
    failed: 'Nous n’avons pas pu retirer votre candidature. Veuillez réessayer.',
    home: 'Retour à l’accueil',
  },
};
