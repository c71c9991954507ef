import { BRAND } from '@app/shared/brand';
import { BUNDLES, OTP_LENGTH, TAROT, WELCOME_COUPON_CODE } from '@app/shared/constants';
import { formatCad } from '@app/shared/rules/money';
import type { LegalDocument } from '../types.ts';
import { CONTENTS_LABEL, EFFECTIVE_DATE, supportEmailLink, supportPhoneLink } from './shared.ts';

const { productName } = BRAND;
const cashbackBundles = BUNDLES.filter((bundle) => bundle.cashbackPercent > 0);
const lowestDiscount = Math.min(...TAROT.discountPercents);
const highestDiscount = Math.max(...TAROT.discountPercents);

export const terms: LegalDocument = {
  subtitle: 'The agreement between you and us when you use our website and our phone reading service.',
  effectiveDate: EFFECTIVE_DATE,
  contentsLabel: CONTENTS_LABEL,
  intro: [
    {
      kind: 'paragraph',
      text: `These Terms & Conditions (the "Terms") govern your use of the ${productName} website and telephone service. Please read them carefully. They explain how prepaid minutes work, how calls are billed, and the limits of what a psychic reading can offer.`,
    },
  ],
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      blocks: [
        {
          kind: 'paragraph',
          text: `${productName} ("we", "us", "our") is a company based in ${BRAND.city}. We operate an online marketplace through which customers buy prepaid minutes and consult independent psychic advisors by telephone.`,
        },
      ],
    },
    {
      id: 'acceptance',
      heading: 'Acceptance of these Terms',
      blocks: [
        {
          kind: 'paragraph',
          text: 'By creating an account, buying minutes or calling an advisor, you accept these Terms and our Privacy Policy. If you do not accept them, please do not use the service.',
        },
        {
          kind: 'paragraph',
          text: [
            'Our ',
            { text: 'Privacy Policy', href: '/privacy' },
            ' and ',
            { text: 'Cookie Policy', href: '/cookies' },
            ' explain how we handle your personal information and what the website stores in your browser.',
          ],
        },
      ],
    },
    {
      id: 'eligibility',
      heading: 'Eligibility',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You must be at least 18 years old and able to enter into a binding contract to create an account, buy minutes or consult an advisor. By registering, you confirm that you meet these conditions. We close any account that we learn belongs to a person under 18.',
        },
      ],
    },
    {
      id: 'account',
      heading: 'Your account',
      blocks: [
        {
          kind: 'list',
          items: [
            'An account is required to buy minutes and to call an advisor.',
            'You must give accurate information and confirm your e-mail address through the verification link we send you before using your account.',
            'Each person may hold only one account. Accounts are personal and may not be shared, sold or transferred.',
            'You are responsible for keeping your password confidential and for all activity on your account. Tell us promptly if you believe someone else has used it.',
          ],
        },
      ],
    },
    {
      id: 'phone-verification',
      heading: 'Phone-number verification',
      blocks: [
        {
          kind: 'paragraph',
          text: `To call an advisor, you must add at least one phone number to your account and verify it with the ${OTP_LENGTH}-digit code we send to that number by text message (SMS). Standard message and data rates of your mobile carrier may apply.`,
        },
        {
          kind: 'paragraph',
          text: 'When you call, we identify you by the verified number you are calling from, and the minutes of the call are deducted from the balance of the account to which that number belongs. A phone number can be verified on only one account. Keep your phone secure, and remove from your dashboard any number you no longer use.',
        },
      ],
    },
    {
      id: 'prepaid-credits',
      heading: 'Prepaid credits',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Credits are prepaid minutes of consultation. They are sold in the following bundles, each of which includes free gift minutes:',
        },
        {
          kind: 'list',
          items: BUNDLES.map((bundle) => [
            { strong: bundle.name },
            `: ${bundle.minutes} minutes plus ${bundle.gift} gift minutes, for ${formatCad(bundle.priceInCents)} plus taxes.`,
          ]),
        },
        {
          kind: 'paragraph',
          text: 'Prices are in Canadian dollars. The Goods and Services Tax (GST, 5%) and the Québec Sales Tax (QST, 9.975%) are added to the price at checkout, and the total is shown before you pay.',
        },
        {
          kind: 'list',
          items: [
            'Credits never expire.',
            'Credits are not money. Apart from the refunds described in these Terms, they cannot be exchanged for cash.',
            'Credits are not transferable: they cannot be given, sold or moved to another account.',
          ],
        },
      ],
    },
    {
      id: 'billing',
      heading: 'How calls are billed',
      blocks: [
        {
          kind: 'list',
          items: [
            "Minutes are deducted only while you are connected to an advisor. Time spent entering the advisor's extension is not counted.",
            'Each started minute is billed as a full minute: the duration of a call is rounded up to the next whole minute. For example, a call of 4 minutes and 10 seconds uses 5 minutes.',
            'A call is limited to the minutes on your balance. When your balance runs out, the call ends; you can buy more minutes and call again.',
            'Your dashboard shows your balance and the history of your calls and purchases.',
          ],
        },
      ],
    },
    {
      id: 'coupons',
      heading: 'Coupons and promotions',
      blocks: [
        {
          kind: 'list',
          items: [
            [
              'The welcome coupon ',
              { code: WELCOME_COUPON_CODE },
              ' gives 25% off the price of your first purchase. It cannot be used once you have made a paid purchase.',
            ],
            `Coupons won in our weekly tarot game give a discount of ${lowestDiscount}% to ${highestDiscount}%, can be used once, and are valid for ${TAROT.couponValidDays} days from the moment they are won.`,
            'One coupon can be applied per purchase. The discount applies to the price of the bundle, and taxes are calculated on the discounted price.',
            'Coupons have no cash value and cannot be exchanged for money. We may end a promotion at any time; this does not affect a purchase already made with a valid coupon.',
          ],
        },
      ],
    },
    {
      id: 'cashback',
      heading: 'Monthly cashback',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Purchases of the following bundles earn monthly cashback in bonus minutes, calculated on the minutes of the bundle (gift minutes excluded):',
        },
        {
          kind: 'list',
          items: cashbackBundles.map((bundle) => `${bundle.name}: ${bundle.cashbackPercent}%`),
        },
        {
          kind: 'paragraph',
          text: 'At the beginning of each month, we add to your balance the cashback earned on your paid purchases of the previous calendar month (Eastern Time), rounded down to a whole minute. Refunded, reversed or unpaid purchases earn no cashback. Bonus minutes follow the same rules as other credits but have no cash value and are not refundable.',
        },
      ],
    },
    {
      id: 'payments',
      heading: 'Payments',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You can pay with PayPal, including by credit or debit card through PayPal, or by Interac e-Transfer through our payment processor. Your card and banking details are entered with PayPal or the Interac processor: we never see or store your card number or your online-banking credentials.',
        },
        {
          kind: 'paragraph',
          text: 'Your minutes are added to your balance once the payment is confirmed by the payment provider. An Interac e-Transfer may take a few minutes to be confirmed.',
        },
      ],
    },
    {
      id: 'refunds',
      heading: 'Refunds',
      blocks: [
        {
          kind: 'list',
          items: [
            [
              'You may ask for a refund of the unused credits of a purchase within 30 days of that purchase by writing to ',
              supportEmailLink,
              '. Please include the e-mail address of your account and the date of the purchase.',
            ],
            'Refunds are made to the original method of payment, and the refunded minutes are removed from your balance. Gift minutes, cashback minutes and discounts from coupons have no cash value and are not refunded.',
            'If a payment is reversed, cancelled or charged back through PayPal, your card issuer or your bank, the minutes credited for that payment are removed from your balance.',
            'Nothing in this section limits any right to a refund or remedy that you have under the consumer protection laws that apply to you.',
          ],
        },
      ],
    },
    {
      id: 'nature-of-service',
      heading: 'Entertainment and personal guidance only',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Psychic readings are provided for entertainment and personal guidance. They are not medical, psychological, legal, financial or other professional advice, and they must not be used in place of such advice. Always consult a qualified professional about health, legal, financial or other important matters.',
        },
        {
          kind: 'paragraph',
          text: 'No one can predict the future with certainty. We make no promise or guarantee about the accuracy of a reading or about any outcome, and the decisions you make remain your own.',
        },
        {
          kind: 'paragraph',
          text: 'If you are in distress or thinking about suicide, call or text 9-8-8 (Suicide Crisis Helpline) at any time. In an emergency, call 9-1-1.',
        },
      ],
    },
    {
      id: 'advisors',
      heading: 'Independent advisors',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Advisors are independent practitioners. They are not our employees or agents, and the opinions they express during a reading are their own. Advisor profiles, availability and extensions may change at any time.',
        },
        {
          kind: 'paragraph',
          text: [
            'If you are an advisor interested in joining our marketplace, you may ',
            { text: 'apply online', href: BRAND.expertApplicationUrl ?? '/apply' },
            '.',
          ],
        },
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Acceptable use',
      blocks: [
        { kind: 'paragraph', text: 'When you use the service, you agree not to:' },
        {
          kind: 'list',
          items: [
            'harass, threaten, insult or abuse an advisor or our staff;',
            "record a call without the advisor's consent;",
            'use a phone number, a payment method or an account that is not yours;',
            'create more than one account or abuse coupons, promotions or the tarot game;',
            'use the service for any unlawful purpose;',
            'interfere with the website, our telephone system or the security of either.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We may suspend or close an account that breaches these Terms. Where the law allows, we may also cancel coupons or credits obtained through fraud or abuse.',
        },
      ],
    },
    {
      id: 'account-deletion',
      heading: 'Deleting your account',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'You can delete your account at any time from your ',
            { text: 'dashboard', href: '/dashboard' },
            ' by choosing "Delete My Account" and typing DELETE to confirm.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Deletion deactivates your account immediately: you are signed out, sign-in is refused from then on, and your verified phone numbers are released. We keep the records that the law requires us to retain, as described in our Privacy Policy. Deleting your account does not by itself refund unused credits: if you are eligible for a refund, please request it before you delete your account.',
        },
      ],
    },
    {
      id: 'liability',
      heading: 'Limitation of liability',
      blocks: [
        {
          kind: 'paragraph',
          text: 'To the fullest extent permitted by law, we are not liable for decisions you make on the basis of a reading, for what an advisor says during a reading, or for interruptions caused by telephone networks, internet providers or other services beyond our reasonable control. Our total liability for any claim relating to the service is limited to the amount you paid us in the twelve months before the claim.',
        },
        {
          kind: 'paragraph',
          text: "Nothing in these Terms excludes or limits a liability that cannot be excluded or limited by law, or any right you have as a consumer, including under Québec's Consumer Protection Act.",
        },
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing law',
      blocks: [
        {
          kind: 'paragraph',
          text: 'These Terms are governed by the laws of the Province of Québec and the federal laws of Canada that apply there. Subject to any right you have as a consumer to bring proceedings before the courts of your place of residence, the courts of the judicial district of Montréal have jurisdiction over any dispute relating to these Terms or to the service.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these Terms',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We may update these Terms, for example when we add a feature or when the law changes. We will publish the new version on this page with its effective date and, for a material change, notify you by e-mail at least 30 days before it takes effect. A change never applies to a purchase made before it takes effect. If you do not accept a change, you may delete your account and, where eligible, request a refund.',
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      blocks: [
        {
          kind: 'list',
          items: [
            ['E-mail: ', supportEmailLink, ` (support hours: ${BRAND.supportHours})`],
            ['Telephone for readings: ', supportPhoneLink, ' (24/7)'],
            `${productName}, ${BRAND.city}`,
          ],
        },
      ],
    },
  ],
};
