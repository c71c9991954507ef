import { BRAND } from '@app/shared/brand';
import { SUPPORT_PHONE } from '@app/shared/constants';
import type { ActionContent, CardContent, RichText } from '../types.ts';
import { supportPhoneLink } from './shared.ts';

interface GlanceItem {
  readonly icon: 'location' | 'phone' | 'sparkles' | 'mail';
  readonly text: RichText;
}

const { productName } = BRAND;

export const about = {
  subtitle: 'A Montréal company connecting you with independent psychic advisors by phone, day and night.',
  whoWeAre: {
    heading: 'Who we are',
    paragraphs: [
      `${productName} is a company based in Montréal, Québec. We run a marketplace of independent psychic advisors whom you can reach by phone, 24 hours a day, 7 days a week. Every advisor has a personal extension, and a single toll-free number, ${SUPPORT_PHONE}, connects you to the one you choose.`,
      'We built the service around a simple idea: a reading should be easy to start, clear to pay for and private. You buy prepaid minutes, you choose the advisor whose approach speaks to you, and you call whenever you are ready. There is no subscription, and your minutes never expire.',
      'Our advisors are independent practitioners with their own gifts and tools: tarot, astrology, numerology, clairvoyance, mediumship and more. Each profile describes how they work, so that you can choose with confidence.',
    ],
  },
  glance: {
    heading: 'At a glance',
    items: [
      { icon: 'location', text: `Based in ${BRAND.city}` },
      { icon: 'phone', text: ['Advisors by phone 24/7 at ', supportPhoneLink] },
      { icon: 'sparkles', text: 'Prepaid minutes that never expire' },
      { icon: 'mail', text: `E-mail support, ${BRAND.supportHours}` },
    ] satisfies readonly GlanceItem[],
  },
  howItWorks: {
    heading: 'How it works',
    intro: 'Four steps separate you from your first reading.',
    steps: [
      {
        title: 'Create your account',
        text: 'Register with your name and e-mail address, then confirm your address with the link we send you.',
      },
      {
        title: 'Verify your phone',
        text: 'Add the number you will call from and enter the code we send by text message. Your verified number is how we recognise you when you call.',
      },
      {
        title: 'Buy prepaid minutes',
        text: 'Choose a bundle of minutes. Every bundle includes free gift minutes, and your minutes never expire.',
      },
      {
        title: 'Call and enter the extension',
        text: `Call ${SUPPORT_PHONE} at any hour and enter your advisor's extension. Minutes are counted only while you are connected to your advisor.`,
      },
    ] satisfies readonly CardContent[],
  },
  values: {
    heading: 'What we stand for',
    items: [
      {
        title: 'Privacy',
        text: [
          'Your readings are personal. We keep only what we need to run your account and your calls, we never see your card number, and we never sell your information. Read our ',
          { text: 'Privacy Policy', href: '/privacy' },
          '.',
        ],
      },
      {
        title: 'Honesty',
        text: 'Prices and taxes are shown before you pay, and calls are billed only for the minutes you are connected to an advisor. No subscription, no hidden fees, and no promises that no one could keep.',
      },
      {
        title: 'Guidance, not a substitute',
        text: 'Readings are offered for entertainment and personal guidance. They are not a substitute for medical, psychological, legal or financial advice from a qualified professional.',
      },
    ] satisfies readonly CardContent[],
  },
  advisors: {
    heading: 'Are you a gifted advisor?',
    text: 'We welcome independent advisors who share our respect for our customers.',
    link: 'Apply now',
    href: BRAND.expertApplicationUrl ?? '/apply',
  },
  cta: {
    heading: 'Ready for your first reading?',
    text: 'Create your free account in a minute, then explore the readings our advisors offer.',
    primary: { label: 'Create an account', to: '/register' } satisfies ActionContent,
    secondary: [{ label: 'Explore our services', to: '/services' }] satisfies readonly ActionContent[],
  },
};

export type AboutContent = typeof about;
