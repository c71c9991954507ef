import type { applications as enApplications } from '../applications.ts';
import type { Translated } from '../translated.ts';

export const applications: Translated<typeof enApplications> = {
  errors: {
    formExpired: 'Ce formulaire a expiré. Rechargez la page, puis envoyez-le de nouveau.',
    notAccepted: 'Nous n’avons pas pu accepter ce formulaire. Rechargez la page, puis envoyez-le de nouveau.',
    phoneInvalid: 'Entrez un numéro de téléphone valide à 10\u00a0chiffres.',
    phoneNotVerified: 'Confirmez d’abord votre numéro de téléphone avec le code que nous vous avons texté.',
    wrongCode: 'Ce code ne correspond pas à celui que nous vous avons texté. Vérifiez-le et réessayez.',
    codeExpired: 'Ce code a expiré ou a été essayé trop de fois. Demandez un nouveau code.',
    alreadyApplied:
      'Une candidature avec cette adresse courriel ou ce numéro de téléphone est déjà à l’étude. Nous communiquerons avec vous.',
    alreadyAdvisor:
      'Cette adresse courriel ou ce numéro de téléphone appartient déjà à une personne de notre équipe de conseil.',
    appliedRecently:
      'Une candidature avec cette adresse courriel ou ce numéro de téléphone n’a pas été retenue récemment. Vous pourrez poser votre candidature de nouveau à compter du {{date}}.',
    withdrawGone: 'Ce lien n’est plus valide\u00a0: la candidature n’existe plus.',
    alreadyDecided:
      'Une décision a déjà été prise sur cette candidature; il n’est plus possible de la retirer.',
    unexpectedField:
      'Le formulaire contient un champ inconnu. Rechargez la page, puis envoyez-le de nouveau.',
  },
  fields: {
    name: 'Entrez votre nom (de 2 à 80\u00a0caractères).',
    email: 'Entrez une adresse courriel valide.',
    phone: 'Entrez un numéro de téléphone valide à 10\u00a0chiffres.',
    province: 'Choisissez votre province ou territoire.',
    languages: 'Choisissez les langues dans lesquelles vous offrez des consultations.',
    specialties: 'Choisissez vos spécialités dans la liste.',
    styles: 'Choisissez vos styles de consultation dans la liste.',
    experience: 'Décrivez votre expérience en 20 à 2\u00a0000\u00a0caractères.',
    availability: 'Choisissez dans la liste les moments où vous pouvez prendre des appels.',
    presentation: 'Votre présentation doit compter de 80 à 2\u00a0000\u00a0caractères.',
    photo: 'Ajoutez une photo de vous (JPEG, PNG ou WebP).',
    voice: 'Ajoutez un extrait de votre voix (un enregistrement, ou un fichier WAV ou MP3).',
    ofAge: 'Confirmez que vous avez atteint l’âge de la majorité dans votre province.',
    consent: 'Acceptez nos conditions d’utilisation et notre avis de confidentialité.',
  },
  media: {
    photo: {
      empty: 'La photo est vide. Choisissez un autre fichier.',
      tooLarge: 'La photo dépasse {{megabytes}}\u00a0Mo. Choisissez un fichier plus léger.',
      wrongType: 'La photo doit être une image JPEG, PNG ou WebP.',
      damaged:
        'Impossible de lire la photo\u00a0: le fichier est peut-être endommagé. Choisissez-en une autre.',
      tooManyPixels: 'La photo compte trop de pixels. Choisissez une image plus petite.',
    },
    voice: {
      empty: 'L’extrait de voix est vide. Enregistrez-le de nouveau ou choisissez un autre fichier.',
      tooLarge: 'L’extrait de voix dépasse {{megabytes}}\u00a0Mo. Raccourcissez-le.',
      wrongType:
        'L’extrait de voix doit être un enregistrement fait sur cette page, ou un fichier WAV ou MP3.',
      damaged:
        'Impossible de lire l’extrait de voix\u00a0: le fichier est peut-être endommagé. Enregistrez-le de nouveau.',
      tooLong_one:
        'L’extrait de voix dure {{count}}\u00a0seconde; il peut durer au plus {{max}}\u00a0secondes. Raccourcissez-le.',
      tooLong_other:
        'L’extrait de voix dure {{count}}\u00a0secondes; il peut durer au plus {{max}}\u00a0secondes. Raccourcissez-le.',
    },
  },
  sms: {
    code: '{{product}}\u00a0: votre code pour poser votre candidature est {{code}}. Il expire dans {{minutes}}\u00a0minutes.',
    welcome:
      '{{product}}\u00a0: bienvenue dans l’équipe! Votre candidature est acceptée et votre numéro de poste est le {{agentId}}. Nous vous avons envoyé par courriel un lien pour choisir votre mot de passe; connectez-vous ensuite à {{url}} pour préparer votre profil avant sa mise en ligne.',
  },
  email: {
    subject: 'Nous avons bien reçu votre candidature\u00a0: {{product}}',
    intro:
      'Merci de votre intérêt à offrir des consultations chez {{product}}. Notre équipe étudie les candidatures dans l’ordre où elles arrivent.',
    next: 'Si votre profil correspond à ce que recherche notre clientèle, nous vous appellerons au {{phone}} pour prévoir une courte consultation d’essai. Sinon, nous vous en informerons par courriel.',
    withdraw: 'Vous changez d’idée? Vous pouvez retirer votre candidature en tout temps\u00a0:',
    withdrawButton: 'Retirer ma candidature',
    linkHint: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur\u00a0:',
    retention: 'Une candidature retirée ou non retenue est supprimée {{months}}\u00a0mois après la décision.',
    footer:
      'Vous recevez ce courriel parce qu’une candidature pour offrir des consultations a été envoyée avec cette adresse chez {{product}}. Si la demande ne vient pas de vous, retirez-la avec le lien ci-dessus.',
  },
  rejectionEmail: {
    subject: 'Votre candidature\u00a0: {{product}}',
    intro:
      'Merci de votre intérêt à offrir des consultations chez {{product}}. Nous avons étudié votre candidature et nous ne pouvons pas la retenir pour le moment.',
    reasons: {
      test_reading: 'Votre consultation d’essai n’a pas atteint le niveau que notre clientèle attend.',
      experience: 'Nous recherchons davantage d’expérience en consultation.',
      availability: 'Vos disponibilités ne correspondent pas aux heures où notre clientèle appelle.',
      languages: 'Nous ne recrutons pas dans vos langues de consultation pour le moment.',
      ethics:
        'Votre consultation d’essai ne respectait pas nos règles d’éthique (par exemple\u00a0: aucune prédiction sur la santé ou l’argent, et aucune vente de services supplémentaires).',
      incomplete:
        'Il manquait à votre candidature des renseignements dont nous avons besoin, ou nous n’avons pas pu vous joindre.',
      other: 'Votre profil ne correspond pas à ce que nous recherchons pour le moment.',
    },
    reapply:
      'Vous pourrez poser votre candidature de nouveau après {{months}}\u00a0mois, soit à compter du {{date}}.',
    footer:
      'Vous recevez ce courriel parce que vous avez posé votre candidature pour offrir des consultations chez {{product}}.',
  },
};
