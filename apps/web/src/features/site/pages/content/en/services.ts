import { SUPPORT_PHONE } from '@app/shared/constants';
import type { ActionContent, CardContent } from '../types.ts';

/** A reading type; `id` is language-neutral (it picks the card's icon and its anchor). */
interface ReadingType extends CardContent {
  readonly id:
    | 'tarot'
    | 'astrology'
    | 'love'
    | 'career'
    | 'mediumship'
    | 'dreams'
    | 'clairvoyance'
    | 'numerology';
}

export const services = {
  subtitle: 'Whatever the question on your mind, there is an advisor and a way of reading suited to it.',
  readings: {
    heading: 'Types of readings',
    intro:
      'Our independent advisors each have their own gifts and tools. Browse their profiles to find the approach that speaks to you.',
    items: [
      {
        id: 'tarot',
        title: 'Tarot',
        text: 'The cards of the tarot hold up a mirror to your situation. Your advisor draws and interprets a spread to shed light on a question, a choice or a period of your life.',
      },
      {
        id: 'astrology',
        title: 'Astrology',
        text: 'Your birth chart maps the sky at the moment you were born. An astrologer reads your placements and the current transits to explore your character, your cycles and the timing of what lies ahead.',
      },
      {
        id: 'love',
        title: 'Love & Relationships',
        text: 'A new romance, a long partnership, a separation or a family bond: explore the dynamics of a relationship, what you need from it, and how to move forward with an open heart.',
      },
      {
        id: 'career',
        title: 'Career & Finances',
        text: 'Weigh a job offer, a change of direction or a new project. A reading helps you reflect on your ambitions and your choices; it does not replace advice from a financial professional.',
      },
      {
        id: 'mediumship',
        title: 'Mediumship',
        text: 'A medium seeks to connect with the spirit of a loved one who has passed, offering comfort and a sense of continuing connection. No medium can promise that a particular spirit will come through.',
      },
      {
        id: 'dreams',
        title: 'Dream Interpretation',
        text: 'Recurring dreams, vivid symbols, unsettling nightmares: an advisor helps you explore what your dreams may be saying about your waking life.',
      },
      {
        id: 'clairvoyance',
        title: 'Clairvoyance',
        text: 'A clairvoyant advisor describes the impressions and images they receive about your situation, offering another perspective on the paths in front of you.',
      },
      {
        id: 'numerology',
        title: 'Numerology',
        text: 'The numbers in your birth date and your name are said to carry meaning. A numerologist calculates your core numbers and explains what they suggest about your path and your personal year.',
      },
    ] satisfies readonly ReadingType[],
  },
  howItWorks: {
    heading: 'How a phone reading works',
    steps: [
      {
        title: 'Choose your advisor',
        text: [
          'Browse ',
          { text: 'our psychics', href: '/' },
          ', read their profiles, see who is available now, and note the extension of the advisor you choose.',
        ],
      },
      {
        title: 'Call from your verified phone',
        text: `Dial ${SUPPORT_PHONE} from a phone number verified on your account, then enter the advisor's extension when prompted.`,
      },
      {
        title: 'Talk as long as you need',
        text: 'Minutes are deducted per started minute while you are connected, and your call can last as long as your balance allows.',
      },
      {
        title: 'Come back anytime',
        text: [
          'Unused minutes stay on your account and never expire. Top up from our ',
          { text: 'pricing page', href: '/pricing' },
          ' whenever you need.',
        ],
      },
    ] satisfies readonly CardContent[],
  },
  horoscope: {
    heading: 'Your daily horoscope',
    text: 'Looking for a little inspiration before you call? Read the horoscope for your sign, free and updated every day.',
    action: { label: 'Read your horoscope', to: '/horoscope' } satisfies ActionContent,
  },
  disclaimer:
    'Readings are offered for entertainment and personal guidance. They are not a substitute for medical, psychological, legal or financial advice from a qualified professional.',
  cta: {
    heading: 'Find the advisor for you',
    text: 'Choose your minutes, pick your advisor and call whenever you are ready, day or night.',
    primary: { label: 'See all Psychics', to: '/' } satisfies ActionContent,
    secondary: [{ label: 'View pricing', to: '/pricing' }] satisfies readonly ActionContent[],
  },
};

export type ServicesContent = typeof services;
