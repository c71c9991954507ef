import type { phonePin as enPhonePin } from '../phone-pin.ts';
import type { Translated } from '../translated.ts';

export const phonePin: Translated<typeof enPhonePin> = {
  title: 'NIP téléphonique',
  text: 'Vous appelez d’un téléphone qui n’est pas inscrit à votre compte? Composez le numéro de téléphone de votre compte et ce NIP sur le clavier.',
  label: 'NIP (4 à 6 chiffres)',
  save: 'Enregistrer le NIP',
  remove: 'Retirer le NIP',
  saved: 'Votre NIP téléphonique est enregistré.',
  removed: 'Votre NIP téléphonique est retiré.',
  isSet: 'Un NIP téléphonique est en place.',
  notSet: 'Aucun NIP téléphonique pour l’instant.',
  checks: {
    format: 'Entrez de 4 à 6 chiffres.',
    tooSimple: 'Choisissez un NIP qui n’est ni un même chiffre répété ni une suite comme 1234.',
  },
};
