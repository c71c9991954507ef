import { BRAND } from '@app/shared/brand';
import { OTP_LENGTH, SUPPORT_PHONE, SUPPORT_PHONE_TEL } from '@app/shared/constants';
import type { CardContent } from '../types.ts';

/** A way to reach us; `id` is language-neutral and picks the icon. */
interface ContactChannel {
  readonly id: 'phone' | 'email' | 'location';
  readonly title: string;
  readonly value: string;
  /** tel: or mailto: target; none for the location. */
  readonly href?: string;
  readonly note: string;
}

export const contact = {
  subtitle: 'A question about your account, your minutes or a call? We are here to help.',
  channelsHeading: 'How to reach us',
  channels: [
    {
      id: 'phone',
      title: 'Readings by phone',
      value: SUPPORT_PHONE,
      href: `tel:${SUPPORT_PHONE_TEL}`,
      note: "Available 24/7, toll-free. Enter your advisor's extension when prompted.",
    },
    {
      id: 'email',
      title: 'E-mail support',
      value: BRAND.supportEmail,
      href: `mailto:${BRAND.supportEmail}`,
      note: `Support hours: ${BRAND.supportHours}. Include the e-mail address of your account so that we can help you faster.`,
    },
    {
      id: 'location',
      title: 'Where we are',
      value: BRAND.city,
      note: `${BRAND.productName} is a Montréal company serving customers across Canada.`,
    },
  ] satisfies readonly ContactChannel[],
  faq: {
    heading: 'Frequently asked questions',
    items: [
      {
        title: 'How am I billed for a call?',
        text: 'Calls are billed per minute while you are connected to an advisor, and each started minute counts as a full minute: a call of 4 minutes and 10 seconds uses 5 minutes. A call can last only as long as the minutes on your balance.',
      },
      {
        title: 'Do my credits expire?',
        text: 'No. Your prepaid minutes never expire: they stay on your account until you use them.',
      },
      {
        title: 'How do I add a phone number?',
        text: [
          'Sign in and open your ',
          { text: 'dashboard', href: '/dashboard' },
          `. Choose "Add Phone Number", enter the number you will call from, then type the ${OTP_LENGTH}-digit code we send you by text message.`,
        ],
      },
      {
        title: 'How do I delete my account?',
        text: [
          'Sign in, open your ',
          { text: 'dashboard', href: '/dashboard' },
          ' and choose "Delete My Account", then type DELETE to confirm. Your account is deactivated at once; see our ',
          { text: 'Privacy Policy', href: '/privacy' },
          ' for the records we must keep.',
        ],
      },
    ] satisfies readonly CardContent[],
  },
};

export type ContactContent = typeof contact;
