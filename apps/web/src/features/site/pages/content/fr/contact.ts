import { BRAND } from '@app/shared/brand';
import { DELETE_CONFIRM_WORDS, OTP_LENGTH, SUPPORT_PHONE, SUPPORT_PHONE_TEL } from '@app/shared/constants';
import type { ContactContent } from '../en/contact.ts';

/** BRAND.supportHours ('9 AM-9 PM EST'), as Québec writes it. */
const SUPPORT_HOURS = 'de 9 h à 21 h (heure de l’Est)';

export const contact: ContactContent = {
  subtitle: 'Une question sur votre compte, vos minutes ou un appel? Nous sommes là pour vous aider.',
  channelsHeading: 'Pour nous joindre',
  channels: [
    {
      id: 'phone',
      title: 'Consultations par téléphone',
      value: SUPPORT_PHONE,
      href: `tel:${SUPPORT_PHONE_TEL}`,
      note: 'Service offert 24 heures sur 24, 7 jours sur 7, sans frais. Entrez le poste de votre voyant lorsque le système vous le demande.',
    },
    {
      id: 'email',
      title: 'Soutien par courriel',
      value: BRAND.supportEmail,
      href: `mailto:${BRAND.supportEmail}`,
      note: `Nous vous répondons ${SUPPORT_HOURS}. Indiquez l’adresse courriel de votre compte pour que nous puissions vous aider plus rapidement.`,
    },
    {
      id: 'location',
      title: 'Où nous trouver',
      value: BRAND.city,
      note: `${BRAND.productName} est une entreprise montréalaise qui sert une clientèle partout au Canada.`,
    },
  ],
  faq: {
    heading: 'Questions fréquentes',
    items: [
      {
        title: 'Comment un appel m’est-il facturé?',
        text: 'Les appels sont facturés à la minute pendant que vous êtes en communication avec un voyant, et toute minute entamée compte comme une minute complète : un appel de 4 minutes et 10 secondes utilise 5 minutes. Un appel ne peut pas durer plus longtemps que les minutes de votre solde.',
      },
      {
        title: 'Mes crédits expirent-ils?',
        text: 'Non. Vos minutes prépayées n’expirent jamais : elles restent dans votre compte jusqu’à ce que vous les utilisiez.',
      },
      {
        title: 'Comment ajouter un numéro de téléphone?',
        text: [
          'Connectez-vous et ouvrez votre ',
          { text: 'tableau de bord', href: '/dashboard' },
          `. Choisissez « Ajouter un numéro de téléphone », entrez le numéro d’où vous appellerez, puis tapez le code à ${OTP_LENGTH} chiffres que nous vous envoyons par texto.`,
        ],
      },
      {
        title: 'Comment supprimer mon compte?',
        text: [
          'Connectez-vous, ouvrez votre ',
          { text: 'tableau de bord', href: '/dashboard' },
          ` et choisissez « Supprimer mon compte », puis tapez ${DELETE_CONFIRM_WORDS.fr} pour confirmer. Votre compte est désactivé immédiatement; consultez notre `,
          { text: 'politique de confidentialité', href: '/privacy' },
          ' pour connaître les renseignements que nous sommes tenus de conserver.',
        ],
      },
    ],
  },
};
