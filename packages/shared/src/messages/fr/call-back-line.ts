import type { callBackLine as enCallBackLine } from '../call-back-line.ts';
import type { Translated } from '../translated.ts';

export const callBackLine: Translated<typeof enCallBackLine> = {
  errors: {
    notBusy: '{{advisor}} n’est pas en consultation\u00a0: appelez maintenant plutôt que de faire la file.',
    noPhone:
      'Ajoutez et vérifiez d’abord votre numéro de téléphone dans votre tableau de bord\u00a0: c’est à ce numéro que nous vous rappelons.',
    notEnoughMinutes:
      'Il vous faut au moins {{minutes}}\u00a0minutes pour faire la file. Achetez des minutes, puis revenez.',
    lineFull: 'La file pour {{advisor}} est pleine pour le moment. Réessayez un peu plus tard.',
    linePaused: '{{advisor}} ne prend pas de demandes de rappel pour le moment.',
    alreadyInLine: 'Vous êtes déjà dans une file. Quittez-la d’abord pour rejoindre celle-ci.',
    paused: 'Vous faites une pause dans vos consultations\u00a0: la file ne vous est pas ouverte d’ici là.',
    notInLine: 'Vous n’êtes pas dans cette file.',
    gone: 'Cette place dans la file a déjà pris fin.',
    unavailable: 'La file de rappel n’est pas offerte pour le moment.',
  },
  sms: {
    joined_one:
      '{{product}}\u00a0: vous êtes à la place {{place}} dans la file pour {{advisor}}, environ {{minutes}}\u00a0minute. Nous vous rappellerons à ce numéro. Quitter la file\u00a0: {{url}}',
    joined_other:
      '{{product}}\u00a0: vous êtes à la place {{place}} dans la file pour {{advisor}}, environ {{minutes}}\u00a0minutes. Nous vous rappellerons à ce numéro. Quitter la file\u00a0: {{url}}',
    noAnswer:
      '{{product}}\u00a0: nous avons tenté de vous rappeler pour {{advisor}}, sans réponse; nous avons donc appelé la personne suivante.',
    machine:
      '{{product}}\u00a0: nous avons tenté de vous rappeler pour {{advisor}} et avons joint la boîte vocale; nous avons donc appelé la personne suivante.',
    minutes:
      '{{product}}\u00a0: {{advisor}} est disponible, mais il vous reste moins de {{minutes}}\u00a0minutes. Achetez des minutes sur {{url}} et appelez le {{phone}}.',
    paused:
      '{{product}}\u00a0: {{advisor}} est disponible, mais vous faites une pause\u00a0: nous n’avons donc pas fait l’appel.',
    quiet:
      '{{product}}\u00a0: {{advisor}} est disponible, mais il est plus de 22\u00a0h et nous n’appelons pas la nuit. Appelez le {{phone}} quand vous le voudrez.',
    error: '{{product}}\u00a0: nous n’avons pas pu vous rappeler pour {{advisor}}. Appelez le {{phone}}.',
    cleared:
      '{{product}}\u00a0: {{advisor}} ne prend plus d’appels, la file est donc fermée; nous vous tiendrons au courant si vous avez demandé à être avisé.',
    expired: '{{product}}\u00a0: votre place dans la file pour {{advisor}} a expiré après 2\u00a0heures.',
  },
};
