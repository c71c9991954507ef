import { BRAND } from '@app/shared/brand';
import { SUPPORT_PHONE, TAROT, WELCOME_COUPON_CODE } from '@app/shared/constants';
import type { ActionContent, RichText } from '../types.ts';
import { supportEmailLink, supportPhoneLink } from './shared.ts';

interface WelcomeStep {
  readonly title: string;
  readonly text: RichText;
  /** Highlighted under the text, such as the welcome coupon. */
  readonly highlight?: RichText;
  readonly action: ActionContent;
}

const lowestDiscount = Math.min(...TAROT.discountPercents);
const highestDiscount = Math.max(...TAROT.discountPercents);

export const welcome = {
  subtitle: "We're so glad you're here. Three short steps, and you'll be ready for your first reading.",
  stepsHeading: 'Your next steps',
  steps: [
    {
      title: 'Verify your phone number',
      text: 'Add the number you will call from and enter the code we send you by text message. Your verified number is how we recognise you when you call.',
      action: { label: 'Go to my dashboard', to: '/dashboard' },
    },
    {
      title: 'Buy your minutes',
      text: 'Choose the bundle that suits you. Every bundle includes free gift minutes, and your minutes never expire.',
      highlight: [
        'Use the code ',
        { code: WELCOME_COUPON_CODE },
        ' at checkout for 25% off your first purchase.',
      ],
      action: { label: 'View pricing', to: '/pricing' },
    },
    {
      title: 'Call your advisor',
      text: [
        'Call ',
        supportPhoneLink,
        " at any hour, day or night, and enter the extension of the advisor you have chosen. You'll find it on their profile.",
      ],
      action: { label: 'See all Psychics', to: '/' },
    },
  ] satisfies readonly WelcomeStep[],
  winCredits: {
    heading: 'Win Credits every week',
    text: `Once a week, play our tarot game: turn over three of nine face-down cards, and if all three are different, you win a discount coupon of ${lowestDiscount}% to ${highestDiscount}% on a purchase, valid for ${TAROT.couponValidDays} days. Once you are signed in, you will find "Win Credits" in the menu.`,
    action: 'Play now',
  },
  help: {
    heading: 'Need a hand?',
    text: [
      'Our support team is here from ',
      BRAND.supportHours,
      ' at ',
      supportEmailLink,
      `, and advisors answer at ${SUPPORT_PHONE} around the clock.`,
    ] satisfies RichText,
  },
};

export type WelcomeContent = typeof welcome;
