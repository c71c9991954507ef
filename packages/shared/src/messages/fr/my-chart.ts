import type { myChart as enMyChart } from '../my-chart.ts';
import type { Translated } from '../translated.ts';

export const myChart: Translated<typeof enMyChart> = {
  title: 'Votre thème astral',
  intro:
    'Votre ciel à vous : où se trouvaient le Soleil, la Lune et les planètes à votre naissance, et ce que le ciel du jour leur fait.',
  noBirthDate:
    'Ajoutez votre date de naissance à votre profil pour voir votre thème et vos transits du jour.',
  addBirthDate: 'Ajouter ma date de naissance',
  dateOnly:
    'Avec votre seule date de naissance : votre signe solaire et les planètes à midi. Ajoutez votre heure et votre lieu de naissance pour connaître votre Ascendant, le signe exact de votre Lune et vos maisons.',
  sunSign: 'Soleil en {{sign}}',
  moonSign: 'Lune en {{sign}}',
  moonRange: 'Lune en {{from}} ou en {{to}}',
  ascendant: 'Ascendant {{sign}}',
  todayTitle: 'Votre ciel aujourd’hui',
  seeChart: 'Voir mon thème',
  loadFailed: 'Impossible d’afficher votre thème. Veuillez réessayer plus tard.',
  birthDetails: {
    title: 'Heure et lieu de naissance',
    explain:
      'Facultatifs. Ils ajoutent votre Ascendant, le signe exact de votre Lune et vos maisons. Nous les gardons chiffrés, ne les montrons à personne (un conseiller avec qui vous partagez votre thème ne voit que le thème) et vous pouvez les supprimer en tout temps.',
    time: 'Heure de naissance',
    timeHint: 'Heure locale, comme sur votre acte de naissance.',
    place: 'Lieu de naissance',
    placeHint: 'Tapez au moins deux lettres de la ville, puis choisissez-la.',
    searching: 'Recherche…',
    noPlaces: 'Aucune ville ne correspond. Essayez la grande ville la plus proche.',
    add: 'Ajouter l’heure et le lieu de naissance',
    change: 'Modifier',
    save: 'Enregistrer',
    saving: 'Enregistrement…',
    cancel: 'Annuler',
    saved: 'Votre heure et votre lieu de naissance sont enregistrés.',
    savedMasked: 'Enregistrés : {{masked}}',
    show: 'Afficher',
    hide: 'Masquer',
    shown: 'Naissance à {{time}}, {{place}}',
    remove: 'Supprimer',
    removeTitle: 'Supprimer votre heure et votre lieu de naissance?',
    removeConfirm:
      'Votre thème revient à votre seule date de naissance. Vous pourrez les ajouter de nouveau plus tard.',
    removeKeep: 'Les garder',
    removeYes: 'Supprimer',
    removed: 'Votre heure et votre lieu de naissance sont supprimés.',
    failed: 'Cette action n’a pas pu être faite. Veuillez réessayer.',
    choosePlace: 'Choisissez la ville dans la liste.',
  },
  sharing: {
    title: 'Partager mon thème avec des conseillers',
    explain:
      'Désactivé tant que vous ne l’activez pas. Un conseiller que vous choisissez voit votre thème et vos transits du jour pendant un appel avec vous et durant les 24 heures qui suivent, jamais votre heure ni votre lieu de naissance. Vous pouvez arrêter en tout temps.',
    all: 'Tous les conseillers',
    some: 'Seulement les conseillers cochés',
    noCandidates: 'Vos favoris et les conseillers à qui vous avez parlé apparaîtront ici.',
    save: 'Enregistrer le partage',
    saving: 'Enregistrement…',
    saved: 'Vos choix de partage sont enregistrés.',
    off: 'Votre thème n’est partagé avec personne.',
    failed: 'Vos choix n’ont pas pu être enregistrés. Veuillez réessayer.',
  },
  console: {
    title: 'Le thème de la personne qui appelle',
    intro: 'Partagé par la personne elle-même, pendant l’appel et durant les 24 heures qui suivent.',
    live: 'En appel maintenant',
    until: 'Visible jusqu’à {{time}}',
    none: 'Personne ne vous a partagé son thème dans les dernières 24 heures.',
    customer: 'Client',
    show: 'Afficher le thème',
    hide: 'Masquer le thème',
    reading: 'Ce que la personne lit aujourd’hui',
  },
  errors: {
    noBirthDate: 'Ajoutez d’abord votre date de naissance à votre profil.',
    unknownPlace: 'Choisissez la ville dans la liste.',
    noBirthDetails: 'Aucune heure ni aucun lieu de naissance ne sont enregistrés.',
    notShared:
      'Cette personne n’a pas partagé son thème avec vous, ou les 24 heures suivant votre appel sont passées.',
    unknownAdvisor: 'Choisissez les conseillers dans la liste.',
  },
};
