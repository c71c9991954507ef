import type { PsychicStatusRecord } from '@app/shared/schemas/advisors';

const weekdays = (from: string, to: string): PsychicStatusRecord['schedule'] => ({
  Sun: [],
  Mon: [{ from, to }],
  Tues: [{ from, to }],
  Wed: [{ from, to }],
  Thu: [{ from, to }],
  Fri: [{ from, to }],
  Sat: [],
});

/**
 * DEMO DATA, not real advisors: shown only when the live feed cannot be reached after every retry,
 * always under the 'Using demo data' banner. Their agentIds (9001-9003) belong to no real extension,
 * and they have no photoUrl, so their portraits come from the stock list.
 */
export const DEMO_PSYCHICS: readonly PsychicStatusRecord[] = [
  {
    agentId: 9001,
    agentName: 'Celeste Moreau',
    availTime: 0,
    availTimeStr: '',
    bridged: 'N',
    descr:
      'Tarot reader and clairvoyant with a gentle, direct style. Celeste helps with love, family and the crossroads in between.',
    descrFr:
      'Tarologue et voyante au style doux et direct, Celeste vous guide en amour, en famille et à chaque carrefour de votre vie.',
    isICCall: 'N',
    onACall: 'N',
    schedule: weekdays('9:00 AM', '5:00 PM'),
    signedIn: 'Y',
  },
  {
    agentId: 9002,
    agentName: 'Julien Mercier',
    availTime: 420,
    availTimeStr: '7 min',
    bridged: 'Y',
    descr:
      'Astrologer and numerologist. Julien reads your chart for career moves, timing and the cycles that shape the year ahead.',
    descrFr:
      'Astrologue et numérologue, Julien lit votre thème pour vos choix de carrière, le bon moment pour agir et les cycles de l’année qui vient.',
    isICCall: 'N',
    onACall: 'Y',
    schedule: weekdays('1:00 PM', '9:00 PM'),
    signedIn: 'Y',
  },
  {
    agentId: 9003,
    agentName: 'Sophie Lambert',
    availTime: 0,
    availTimeStr: '',
    bridged: 'N',
    descr:
      'Medium and energy reader. Sophie connects with loved ones who have passed and brings calm, clear messages.',
    descrFr:
      'Médium et lectrice d’énergies, Sophie entre en contact avec vos proches disparus et vous transmet des messages clairs et apaisants.',
    isICCall: 'N',
    onACall: 'N',
    schedule: weekdays('6:00 PM', 'Varies'),
    signedIn: 'Y',
  },
];
