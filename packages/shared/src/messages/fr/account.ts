import type {
  dashboard as enDashboard,
  dataService as enDataService,
  deletion as enDeletion,
  profile as enProfile,
} from '../account.ts';
import type { Translated } from '../translated.ts';
import { accountClosure } from './account-closure.ts';

/** Strings of the customer's own pages: dashboard, profile, account deletion, and data-service failures. */
export const dashboard: Translated<typeof enDashboard> = {
  title: 'Tableau de bord',
  welcome: 'Heureux de vous revoir, {{name}}',
  welcomeNoName: 'Heureux de vous revoir',
  phoneNumbers: 'Numéros de téléphone',
  primary: 'Principal',
  noPhoneNumbers: 'Aucun numéro de téléphone ajouté pour l’instant.',
  addPhone: 'Ajouter un numéro de téléphone',
  deletePhone: 'Supprimer le numéro de téléphone {{phone}}',
  phoneDeleted: 'Numéro de téléphone supprimé.',
  // Not in the spec's catalogue: the confirmation asked before a number is deleted.
  deletePhoneConfirm: {
    title: 'Supprimer ce numéro de téléphone?',
    text: 'Les appels provenant du {{phone}} ne seront plus reconnus comme les vôtres, et vous devrez vérifier ce numéro de nouveau pour l’ajouter.',
    confirm: 'Supprimer le numéro',
    deleting: 'Suppression…',
  },
  creditBalance: 'Solde de crédits',
  minutesLabel_one: 'minute disponible',
  minutesLabel_other: 'minutes disponibles',
  creditsNeverExpire: 'Vos crédits n’expirent jamais.',
  purchaseMore: 'Acheter d’autres crédits',
  accountInfo: 'Renseignements sur le compte',
  name: 'Nom',
  noName: 'Pas encore indiqué',
  email: 'Courriel',
  memberSince: 'Membre depuis',
  totalPurchases: 'Total des achats',
  editProfile: 'Modifier le profil',
  purchaseHistory: 'Historique des achats',
  noPurchases: 'Aucun achat pour l’instant.',
  monthlyCashback: 'Remise en argent mensuelle',
  columns: {
    date: 'Date',
    package: 'Forfait',
    minutes: 'Minutes',
    amount: 'Montant',
    orderId: 'N° de commande',
    minutesUsed: 'Minutes utilisées',
    callDuration: 'Durée de l’appel (min)',
  },
  lastPromoCode: 'Dernier code promo gagné',
  noPromoCode: 'Aucun code promo gagné au cours des 7\u00a0derniers jours.',
  creditUsage: 'Utilisation des crédits',
  noCreditUsage: 'Aucun appel pour l’instant.',
  phoneNotice: {
    title: 'Ajoutez votre numéro de téléphone',
    text: 'Ajoutez et vérifiez votre numéro de téléphone pour que nous puissions vous reconnaître lorsque vous appelez et utiliser vos crédits.',
    addPhone: 'Ajouter un numéro de téléphone',
    later: 'Plus tard',
  },
  errors: {
    notAuthenticated: 'Utilisateur non authentifié.',
    fetchCustomer: 'Une erreur s’est produite lors de la récupération des données de votre compte.',
    deletePhone: 'La suppression du numéro de téléphone a échoué. Veuillez réessayer.',
    primaryPhone: 'Votre numéro de téléphone principal ne peut pas être supprimé.',
    phoneNotFound: 'Ce numéro de téléphone n’est pas associé à votre compte.',
  },
};

export const profile: Translated<typeof enProfile> = {
  title: 'Modifier le profil',
  subtitle: 'Mettez à jour vos renseignements personnels.',
  firstName: 'Prénom',
  firstNameHint: 'Facultatif. Nous l’utilisons pour vous saluer.',
  firstNamePrompt: {
    title: 'Comment devrions-nous vous saluer?',
    text: 'Ajoutez votre prénom si vous le souhaitez : nous l’utilisons sur vos reçus et quand vous appelez. Vous pouvez passer cette étape.',
    save: 'Enregistrer mon prénom',
    saving: 'Enregistrement…',
    saved: 'Merci, {{name}}.',
  },
  email: 'Courriel',
  emailReadOnly: 'Votre adresse courriel ne peut pas être modifiée.',
  birthDate: 'Date de naissance',
  emailNotifications: 'Notifications par courriel',
  emailNotificationsHint: 'Recevez nos offres et nos nouvelles par courriel.',
  callReceipts: 'Reçus après chaque appel',
  callReceiptsHint: 'Le voyant, la durée, les minutes facturées et votre solde restant.',
  callReceiptOptions: {
    email: 'Par courriel',
    sms: 'Par texto',
    none: 'Aucun reçu',
  },
  save: 'Enregistrer les modifications',
  saving: 'Enregistrement…',
  saved: 'Votre profil a été mis à jour.',
  backToDashboard: 'Retour au tableau de bord',
  errors: {
    update: 'La mise à jour du profil a échoué. Veuillez réessayer.',
    fetch: 'Une erreur s’est produite lors de la récupération des données du profil.',
    incomplete: 'Les données du profil sont manquantes ou incomplètes.',
    // Not in the spec's catalogue: the field rules it leaves open (terms: customers are at least 18).
    firstNameRequired: 'Veuillez entrer votre prénom.',
    firstNameTooLong: 'Votre prénom ne doit pas dépasser {{count}}\u00a0caractères.',
    firstNameInvalid:
      'Votre prénom ne peut contenir que des lettres, des espaces, des traits d’union et des apostrophes.',
    birthDateInvalid: 'Veuillez entrer une date de naissance valide.',
    tooYoung: 'Vous devez avoir au moins 18\u00a0ans pour utiliser ce service.',
    nothingToUpdate: 'Aucune modification à enregistrer.',
    callReceiptsNoPhone:
      'Ajoutez et vérifiez un numéro de téléphone dans votre tableau de bord pour recevoir vos reçus par texto.',
  },
};

export const deletion: Translated<typeof enDeletion> = {
  button: 'Supprimer mon compte',
  title: 'Supprimer mon compte',
  warning: 'Votre compte sera fermé. Les crédits qu’il vous reste ne pourront plus être utilisés.',
  prompt: 'Saisissez SUPPRIMER pour confirmer',
  confirm: 'Supprimer mon compte',
  deleting: 'Suppression…',
  cancel: 'Annuler',
  // Not in the spec's catalogue: the toast confirming the deletion (the spec only says it goes home).
  deleted: 'Votre compte a été supprimé.',
  closure: accountClosure,
  errors: {
    session: 'Impossible de récupérer la session',
    deleteFailed: 'La suppression du compte a échoué',
    completeFailed: 'La suppression du compte n’a pas pu être terminée',
    unexpected: 'Une erreur inattendue s’est produite',
  },
};

export const dataService: Translated<typeof enDataService> = {
  fetchCustomer: 'Impossible de récupérer les données du client',
  fetchCustomerByPhone: 'Impossible de récupérer les données du client à partir du numéro de téléphone',
  noCustomerForPhone: 'Aucun client trouvé pour ce numéro de téléphone',
  fetchPhoneNumbers: 'Impossible de récupérer les numéros de téléphone',
  updatePhoneNumbers: 'Impossible de mettre à jour les numéros de téléphone',
  fetchPurchaseHistory: 'Impossible de récupérer l’historique des achats',
  fetchCredits: 'Impossible de récupérer les crédits',
  fetchOrder: 'Impossible de récupérer la commande',
  updateCredits: 'Impossible de mettre à jour les crédits',
  recordPurchase: 'Impossible d’enregistrer l’achat',
  fetchTarotPromoCode: 'Impossible de récupérer le code promo du tarot',
  updateLastConnected: 'Impossible de mettre à jour la date de dernière connexion',
  updateBirthDate: 'Impossible de mettre à jour la date de naissance',
  updateEmailNotifications: 'Impossible de mettre à jour les notifications par courriel',
  updateCustomerName: 'Impossible de mettre à jour le nom du client',
  fetchCreditUsage: 'Impossible de récupérer l’historique d’utilisation des crédits',
  recordCreditUsage: 'Impossible d’enregistrer l’utilisation des crédits',
  unexpected: 'Une erreur inattendue s’est produite',
};
