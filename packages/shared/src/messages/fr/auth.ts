import type { auth as enAuth, validation as enValidation } from '../auth.ts';
import type { Translated } from '../translated.ts';

/** Strings of sign-in, sign-up, password reset, phone verification and form validation (SPEC sections 2, 4, 5, 8). */
export const auth: Translated<typeof enAuth> = {
  signIn: {
    title: 'Connexion',
    subtitle: 'Heureux de vous revoir! Connectez-vous pour gérer vos crédits et vos consultations.',
    createAccountTitle: 'Créer un compte',
    createAccountSubtitle: 'Créez votre compte pour acheter des crédits et appeler nos voyants.',
    email: 'Courriel',
    emailPlaceholder: 'vous@example.com',
    password: 'Mot de passe',
    passwordPlaceholder: 'Votre mot de passe',
    submit: 'Se connecter',
    submitting: 'Connexion en cours…',
    createAccount: 'Créer un compte',
    creatingAccount: 'Création du compte…',
    forgotPassword: 'Mot de passe oublié?',
    noAccount: 'Vous n’avez pas de compte?',
    haveAccount: 'Vous avez déjà un compte?',
    switchToSignUp: 'Créez-en un',
    switchToSignIn: 'Connectez-vous',
    usePhone: 'Se connecter par téléphone',
    verified: 'Votre adresse courriel est confirmée. Vous pouvez maintenant vous connecter.',
    verifyLinkInvalid:
      'Ce lien de confirmation est invalide ou expiré. Connectez-vous pour en recevoir un nouveau.',
    passwordUpdated:
      'Votre mot de passe a été mis à jour. Veuillez vous connecter avec votre nouveau mot de passe.',
    useEmail: 'Se connecter par courriel',
    or: 'ou',
    errors: {
      invalidCredentials: 'Le courriel ou le mot de passe saisi est incorrect. Veuillez réessayer.',
      emailNotConfirmed: 'Veuillez confirmer votre adresse courriel avant de vous connecter.',
      tooManyAttempts: 'Trop de tentatives de connexion. Veuillez réessayer plus tard.',
      unavailable: 'Impossible de vous connecter pour le moment. Veuillez réessayer plus tard.',
      noUserData: 'Impossible de terminer la connexion\u00a0: aucune donnée d’utilisateur reçue',
      fetchCustomer: 'Impossible de récupérer les données de votre compte. Veuillez réessayer plus tard.',
      accountDeleted: 'Votre compte a été supprimé. Veuillez communiquer avec notre service à la clientèle.',
      accountInactive: 'Votre compte est inactif. Veuillez communiquer avec notre service à la clientèle.',
      unexpected: 'Une erreur inattendue s’est produite. Veuillez réessayer plus tard.',
      retrieveCustomer:
        'Impossible de récupérer les données de votre compte. Veuillez communiquer avec notre service à la clientèle.',
      inactiveOrDeleted:
        'Votre compte est inactif ou a été supprimé. Veuillez communiquer avec notre service à la clientèle.',
      emailLoginFailed: 'La connexion par courriel a échoué. Veuillez réessayer.',
    },
  },
  signUp: {
    success: 'Votre compte a été créé. Bienvenue!',
    checkInboxTitle: 'Consultez votre boîte de réception',
    checkInbox:
      'Nous avons envoyé un lien de confirmation à {{email}}. Veuillez confirmer votre adresse courriel, puis vous connecter.',
    passwordHint: 'Au moins 6 caractères.',
    panel: {
      whyTitle: 'Pourquoi créer un compte?',
      benefits: {
        prepaid: 'Achetez des minutes prépayées qui n’expirent jamais',
        gift: 'Recevez des minutes gratuites en cadeau avec chaque forfait',
        tracking: 'Suivez votre solde, vos achats et vos appels au même endroit',
        tarot: 'Jouez à notre jeu de tarot hebdomadaire et gagnez des rabais',
      },
      offerTitle: 'Offre de bienvenue',
      offerText: 'Utilisez le code WELCOME25 pour obtenir 25\u00a0% de rabais sur votre premier achat!',
      noticeTitle: 'Un compte est maintenant requis',
      noticeText:
        'La facturation par téléphone n’est plus offerte. Créez votre compte et achetez vos crédits à l’avance pour parler à un voyant.',
    },
    errors: {
      emailExists: 'Un compte existe déjà avec ce courriel. Veuillez plutôt vous connecter.',
      weakPassword: 'Veuillez choisir un mot de passe plus robuste.',
      noUserData: 'Impossible de créer le compte\u00a0: aucune donnée d’utilisateur reçue',
      availabilityCheck: 'Impossible de vérifier la disponibilité du compte. Veuillez réessayer.',
      customerExists: 'Un client existe déjà avec ce courriel. Veuillez plutôt vous connecter.',
      createProfile: 'Impossible de créer votre profil client. Veuillez réessayer.',
    },
  },
  reset: {
    forgotTitle: 'Mot de passe oublié?',
    forgotText:
      'Entrez votre adresse courriel et nous vous enverrons un lien pour réinitialiser votre mot de passe.',
    sendLink: 'Envoyer le lien de réinitialisation',
    sending: 'Envoi en cours…',
    linkSent: 'Le courriel de réinitialisation a été envoyé. Veuillez consulter votre boîte de réception.',
    backToSignIn: 'Retour à la connexion',
    title: 'Réinitialiser le mot de passe',
    subtitle: 'Choisissez un nouveau mot de passe pour votre compte.',
    newPassword: 'Nouveau mot de passe',
    confirmPassword: 'Confirmer le mot de passe',
    submit: 'Mettre à jour le mot de passe',
    updating: 'Mise à jour…',
    success: 'Votre mot de passe a été mis à jour. Redirection vers la page de connexion…',
    invalidLink: 'Ce lien de réinitialisation est invalide ou expiré. Veuillez en demander un nouveau.',
    requestNew: 'Demander un nouveau lien',
    loginNotice:
      'Votre mot de passe a été mis à jour. Veuillez vous connecter avec votre nouveau mot de passe.',
    errors: {
      sendFailed: 'Impossible d’envoyer le courriel de réinitialisation. Veuillez réessayer.',
      updateFailed: 'Impossible de mettre à jour le mot de passe. Veuillez réessayer.',
    },
  },
  otp: {
    smsBody: '{{code}} est votre code de vérification {{product}}. Il expire dans 10\u00a0minutes.',
    title: 'Entrez le code de vérification',
    sentTo: 'Nous avons envoyé un code à 6\u00a0chiffres au {{phone}}.',
    code: 'Code de vérification',
    codePlaceholder: '123456',
    verify: 'Vérifier',
    verifying: 'Vérification…',
    changePhone: 'Changer de numéro de téléphone',
    resend: 'Renvoyer le code',
    resent: 'Un nouveau code de vérification a été envoyé.',
    errors: {
      requestFailed: 'Impossible de demander un code de vérification. Veuillez réessayer.',
      requestLoggedInFailed:
        'Impossible de demander un code de vérification pour l’utilisateur connecté. Veuillez réessayer.',
      verifyFailed: 'Impossible de vérifier le code. Veuillez réessayer.',
      sendCodeFailed: 'L’envoi du code de vérification a échoué…',
      verifyCodeFailed: 'La vérification du code a échoué…',
      resendCodeFailed: 'Le renvoi du code de vérification a échoué…',
      // Not in the spec's catalogue: the abuse limits and code lifetime it leaves to the server.
      tooManyRequests: 'Trop de codes de vérification ont été demandés. Veuillez réessayer plus tard.',
      // The same, when the server says how long the limit holds (its 429 carries retryAfterSeconds).
      tooManyRequestsRetryIn_one:
        'Trop de codes de vérification ont été demandés. Veuillez réessayer dans {{count}}\u00a0minute.',
      tooManyRequestsRetryIn_other:
        'Trop de codes de vérification ont été demandés. Veuillez réessayer dans {{count}}\u00a0minutes.',
      codeExpired: 'Ce code n’est plus valide. Veuillez demander un nouveau code.',
      invalidCode: 'Le code saisi est incorrect. Veuillez réessayer.',
    },
  },
  phone: {
    title: 'Se connecter par téléphone',
    subtitle: 'Nous vous enverrons un code de vérification par texto.',
    addTitle: 'Ajouter un numéro de téléphone',
    addSubtitle:
      'Vérifiez votre numéro de téléphone pour que nous puissions vous reconnaître lorsque vous appelez.',
    label: 'Numéro de téléphone',
    placeholder: '5145551234',
    sendCode: 'Envoyer le code',
    sendingCode: 'Envoi du code…',
    added: 'Votre numéro de téléphone a été vérifié et ajouté.',
    errors: {
      addFailed: 'Impossible d’ajouter le numéro de téléphone. Veuillez réessayer.',
      processFailed: 'Impossible de traiter votre demande. Veuillez réessayer plus tard.',
      phoneLoginFailed: 'La connexion par téléphone n’a pas pu être terminée. Veuillez réessayer.',
      phoneTaken: 'Ce numéro de téléphone est déjà associé à un autre compte.',
      alreadyAdded: 'Ce numéro de téléphone est déjà associé à votre compte.',
      notVerified:
        'Veuillez vérifier ce numéro de téléphone avec le code que nous vous avons envoyé avant de l’ajouter.',
      advisorNumber:
        'Ce numéro de téléphone est le numéro de renvoi d’un de nos voyants\u00a0: il ne peut pas être ajouté à un compte client.',
      customerNumber:
        'Ce numéro de téléphone est vérifié sur un compte client\u00a0: il ne peut pas être le numéro de renvoi d’un voyant.',
    },
  },
  /** E-mails sent by the server; {{product}} is the brand name. */
  emails: {
    greeting: 'Bonjour {{name}},',
    greetingNoName: 'Bonjour,',
    footer: 'Vous recevez ce courriel parce qu’un compte a été créé avec cette adresse chez {{product}}.',
    ignore: 'Si vous n’avez pas créé ce compte, vous pouvez ignorer ce courriel.',
    verify: {
      subject: 'Confirmez votre adresse courriel – {{product}}',
      intro:
        'Bienvenue chez {{product}}! Veuillez confirmer votre adresse courriel pour activer votre compte.',
      button: 'Confirmer mon adresse courriel',
      linkHint: 'Ou ouvrez ce lien dans votre navigateur\u00a0:',
      /** The text part has no button: the link is the only way, so no "Or". */
      linkText: 'Ouvrez ce lien dans votre navigateur\u00a0:',
    },
    reset: {
      subject: 'Réinitialisez votre mot de passe – {{product}}',
      intro:
        'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte {{product}}. Ce lien est valide pendant une heure.',
      button: 'Choisir un nouveau mot de passe',
      ignore:
        'Si vous n’avez pas demandé à réinitialiser votre mot de passe, vous pouvez ignorer ce courriel\u00a0: votre mot de passe demeure le même.',
    },
    welcome: {
      subject: 'Bienvenue chez {{product}}',
      intro:
        'Merci d’avoir créé votre compte {{product}}. Dès que votre adresse courriel sera confirmée, vous pourrez acheter des minutes prépayées et appeler nos voyants 24\u00a0heures sur\u00a024, 7\u00a0jours sur\u00a07, au {{phone}}.',
      offer:
        'Offre de bienvenue\u00a0: utilisez le code WELCOME25 pour obtenir 25\u00a0% de rabais sur votre premier achat.',
      button: 'Acheter mes premiers crédits',
    },
    deleted: {
      subject: 'Votre compte {{product}} a été fermé',
      intro:
        'Comme vous l’avez demandé, votre compte {{product}} a été fermé\u00a0: toutes vos sessions ont été fermées, sur tous vos appareils, et vos numéros de téléphone ont été retirés.',
      notYou:
        'Si vous n’avez pas fait cette demande, appelez-nous au {{phone}} ou répondez à ce courriel\u00a0: nous vous aiderons sans tarder.',
      footer:
        'Vous recevez ce courriel parce que le compte associé à cette adresse chez {{product}} a été fermé.',
    },
  },
};

/** Form and payload validation messages (SPEC section 5), used by the zod schemas. */
export const validation: Translated<typeof enValidation> = {
  emailRequired: 'L’adresse courriel est requise',
  emailInvalid: 'Veuillez entrer une adresse courriel valide',
  passwordMin6: 'Le mot de passe doit contenir au moins 6\u00a0caractères',
  passwordMin8: 'Le mot de passe doit contenir au moins 8\u00a0caractères',
  passwordMax72: 'Le mot de passe ne doit pas dépasser 72\u00a0caractères',
  passwordsDontMatch: 'Les mots de passe ne correspondent pas',
  phoneMinDigits: 'Le numéro de téléphone doit contenir au moins 10\u00a0chiffres.',
  phoneDigitsOnly: 'Le numéro de téléphone ne doit contenir que des chiffres',
  phoneInvalid: 'Numéro de téléphone invalide. Veuillez réessayer.',
  otpLength: 'Le code doit contenir 6\u00a0chiffres',
  otpDigitsOnly: 'Le code ne doit contenir que des chiffres',
  deleteConfirm: 'Veuillez saisir SUPPRIMER pour confirmer',
  extensionInvalid: 'Le poste doit comporter de 1 à 6\u00a0chiffres',
  agentIdInvalid: 'agentId doit être un nombre entier positif',
  required: 'Ce champ est obligatoire',
};
