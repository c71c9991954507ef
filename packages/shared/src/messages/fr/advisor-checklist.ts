import type {
  advisorChecklist as enAdvisorChecklist,
  advisorTestCall as enAdvisorTestCall,
} from '../advisor-checklist.ts';
import type { Translated } from '../translated.ts';

export const advisorChecklist: Translated<typeof enAdvisorChecklist> = {
  title: 'Vos premiers jours',
  intro: 'Quelques étapes avant vos premiers appels. Chacune prend quelques minutes.',
  progress: 'Étapes terminées\u00a0: {{done}} sur {{total}}',
  notPublished:
    'Votre profil n’est pas encore visible par la clientèle\u00a0: notre équipe le publie dès qu’il est prêt.',
  done: 'Terminé',
  toDo: 'À faire',
  items: {
    photo: {
      title: 'Ajoutez votre photo',
      text: 'La clientèle la voit à côté de votre nom dans le répertoire et sur votre profil.',
      action: 'Ajouter une photo',
    },
    voice: {
      title: 'Enregistrez votre voix',
      text: 'Un court message d’accueil que la clientèle peut écouter avant de vous appeler.',
      action: 'Ajouter votre voix',
    },
    hours: {
      title: 'Indiquez vos heures de la semaine',
      text: 'Dites à la clientèle quand elle peut habituellement vous joindre.',
      action: 'Indiquer vos heures',
    },
    payoutProfile: {
      title: 'Dites-nous comment vous payer',
      text: 'Votre mode de paiement et les renseignements nécessaires à vos feuillets d’impôt.',
      action: 'Ajouter vos renseignements de paiement',
    },
    testCall: {
      title: 'Testez votre ligne',
      text: 'Nous appelons votre numéro de renvoi pour que vous entendiez comment nos appels vous parviennent.',
      action: 'M’appeler',
      calling: 'Appel en cours…',
      expect:
        'Nous appelons votre numéro de renvoi en ce moment. Répondez\u00a0: cette étape est terminée dès que vous décrochez.',
      failed: 'Nous n’avons pas pu faire l’appel d’essai. Réessayez dans une minute.',
      changeNumber: 'Changer votre numéro de renvoi',
    },
  },
  allSet: {
    title: 'Tout est en place',
    text: 'Votre profil, vos heures, vos renseignements de paiement et votre ligne sont prêts pour vos premiers appels.',
  },
};

export const advisorTestCall: Translated<typeof enAdvisorTestCall> = {
  errors: {
    noChecklist: 'Ce compte n’a pas de liste des premiers jours.',
    tooSoon: 'Vous venez de vous appeler. Attendez une minute avant le prochain appel d’essai.',
    unavailable: 'Les appels d’essai ne sont pas offerts pour le moment.',
    callFailed: 'Nous n’avons pas pu faire l’appel d’essai. Réessayez dans une minute.',
  },
  say: 'Bonjour de la part de {{product}}. Ceci est votre appel d’essai. Les appels de notre clientèle vous joindront à ce téléphone\u00a0: votre ligne fonctionne. Au revoir.',
};
