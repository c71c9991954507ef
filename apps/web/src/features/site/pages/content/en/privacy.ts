import { BRAND } from '@app/shared/brand';
import type { LegalDocument } from '../types.ts';
import { CONTENTS_LABEL, EFFECTIVE_DATE, supportEmailLink } from './shared.ts';

const { productName } = BRAND;

export const privacy: LegalDocument = {
  subtitle: 'What we collect, why we collect it, who helps us process it, and how you stay in control.',
  effectiveDate: EFFECTIVE_DATE,
  contentsLabel: CONTENTS_LABEL,
  intro: [
    {
      kind: 'paragraph',
      text: `Your readings are personal, and so is the information you entrust to us. This Privacy Policy explains how ${productName} handles personal information in accordance with the Personal Information Protection and Electronic Documents Act (PIPEDA) and Québec's Act respecting the protection of personal information in the private sector, as amended by Law 25.`,
    },
  ],
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who is responsible',
      blocks: [
        {
          kind: 'paragraph',
          text: `${productName}, based in ${BRAND.city}, is responsible for the personal information collected through our website and our telephone service. This policy applies to both.`,
        },
      ],
    },
    {
      id: 'what-we-collect',
      heading: 'Information we collect',
      blocks: [
        { kind: 'paragraph', text: 'We collect only what we need to provide the service:' },
        {
          kind: 'list',
          items: [
            [
              { strong: 'Account information' },
              ': your name, e-mail address and password (stored only as a hash).',
            ],
            [{ strong: 'Profile information' }, ': your birth date, if you choose to provide it.'],
            [
              { strong: 'Birth time and place' },
              ', if you add them for your own chart: kept encrypted, shown to no one (an advisor you choose to share your chart with sees the chart, never the time or place), and deleted when you remove them or close your account.',
            ],
            [
              { strong: 'E-mail preference' },
              ': whether you wish to receive offers and news by e-mail. You can change it at any time in your profile.',
            ],
            [
              { strong: 'Verified phone numbers' },
              ': the numbers you add to your account, which identify you when you call.',
            ],
            [
              { strong: 'Purchase records' },
              ': the bundle bought, the amount, taxes, coupon, payment method (PayPal or Interac e-Transfer), the payment status and the date.',
            ],
            [
              { strong: 'Credit ledger' },
              ': every addition to and deduction from your balance of minutes, such as purchases, gift minutes, cashback, refunds and calls.',
            ],
            [
              { strong: 'Call records' },
              ": the date and time of each call, the advisor's extension, the duration of the call and the minutes used.",
            ],
            [
              { strong: 'Tarot game and coupons' },
              ': your weekly tarot plays, their result, and the coupons you win or use.',
            ],
            [{ strong: 'Support messages' }, ': what you write to us and our replies.'],
            [
              { strong: 'Technical information' },
              ': the sign-in cookie and browser storage described in our ',
              { text: 'Cookie Policy', href: '/cookies' },
              ', and server logs of requests made to our website, such as the IP address and time, used for security and troubleshooting.',
            ],
          ],
        },
      ],
    },
    {
      id: 'what-we-do-not-collect',
      heading: 'Information we do not collect',
      blocks: [
        {
          kind: 'list',
          items: [
            'Card numbers: payments by card are made through PayPal, which receives and handles your card details. We never see or store them.',
            'Bank details: Interac e-Transfer payments are handled by our Interac payment processor and your financial institution. We never see your banking credentials.',
          ],
        },
      ],
    },
    {
      id: 'why',
      heading: 'Why we use your information',
      blocks: [
        {
          kind: 'list',
          items: [
            'To create and manage your account, including verifying your e-mail address and your phone numbers.',
            'To bill calls, keep your balance of minutes accurate, apply coupons and credit cashback.',
            'To prevent fraud and abuse, and to keep the service and your account secure.',
            'To answer your questions and resolve problems with a call or a payment.',
            'To send service messages, such as e-mail verification, password resets and your welcome message, and, only if you have agreed, offers and news.',
            'To meet our legal obligations, including accounting and tax obligations.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We do not sell your personal information, and we do not use it for purposes other than those described here without your consent, unless the law permits or requires it.',
        },
      ],
    },
    {
      id: 'processors',
      heading: 'Service providers',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We share personal information only with the service providers that help us run the service, and only what each one needs:',
        },
        {
          kind: 'list',
          items: [
            [{ strong: 'PayPal' }, ': payments by PayPal account and by card.'],
            [{ strong: 'Our Interac payment processor' }, ': payments by Interac e-Transfer.'],
            [
              { strong: 'Twilio' },
              ': sending the verification codes for your phone numbers by text message.',
            ],
            [
              { strong: 'Our e-mail delivery provider' },
              ': sending account and service e-mails and, if you have agreed, offers and news.',
            ],
            [{ strong: 'Our hosting provider' }, ': hosting our website and databases in Canada.'],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Some of these providers, such as PayPal and Twilio, may process information outside Québec and Canada, including in the United States, where it may be accessible to the authorities under local law. Before communicating personal information outside Québec, we assess whether it will receive adequate protection, and our providers are bound by contract to protect it and to use it only to provide their services to us.',
        },
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep your information',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We keep your information for as long as your account exists. You can delete your account at any time from your dashboard. Deletion is a soft deletion: your account is deactivated at once, sign-in is refused from then on, and your verified phone numbers are released so that they no longer identify you.',
        },
        {
          kind: 'paragraph',
          text: 'Records of purchases, payments, refunds and credits are accounting records: we keep them for 7 years, which covers the retention periods required by Canadian and Québec tax laws. Other information is destroyed or anonymized when it is no longer needed for the purposes described in this policy or for a legal obligation.',
        },
      ],
    },
    {
      id: 'advisor-applications',
      heading: 'Applications to become an advisor',
      blocks: [
        {
          kind: 'paragraph',
          text: 'When you apply to give readings with us, we collect what the application form asks for:',
        },
        {
          kind: 'list',
          items: [
            [
              { strong: 'Identity and contact' },
              ': your name, e-mail address, province or territory, and your confirmation that you have reached the age of majority.',
            ],
            [
              { strong: 'Verified phone number' },
              ': the mobile number you confirm with a code we text you. The codes themselves are deleted within 30 days.',
            ],
            [
              { strong: 'Your practice' },
              ': your experience, specialties, reading style, languages, presentation and availability.',
            ],
            [
              { strong: 'Photo and voice sample' },
              ': the photo of yourself and the recording you upload or make in the form.',
            ],
          ],
        },
        {
          kind: 'paragraph',
          text: 'We use this information only to assess your application and to write to you about it. Only our staff can see it: it is never published or shown to customers.',
        },
        {
          kind: 'paragraph',
          text: 'If your application is approved, it becomes your advisor account and profile. If it is rejected, or if you withdraw it, we delete it, with your photo, your voice sample and our notes on it, 12 months after the decision or the withdrawal.',
        },
        {
          kind: 'paragraph',
          text: 'You can withdraw your application at any time before we decide, with the link in the confirmation e-mail we send you when you apply.',
        },
      ],
    },
    {
      id: 'rights',
      heading: 'Your rights',
      blocks: [
        { kind: 'paragraph', text: "Under PIPEDA and Québec's Law 25, you have the right to:" },
        {
          kind: 'list',
          items: [
            'access the personal information we hold about you;',
            'have inaccurate or incomplete information corrected;',
            'withdraw your consent to a use of your information, subject to legal and contractual restrictions (for example, you can turn off offers and news in your profile at any time);',
            'receive the computerized information you provided to us in a structured, commonly used technological format;',
            'file a complaint about how we handle your information.',
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'To exercise a right, write to ',
            supportEmailLink,
            '. We may ask you to confirm your identity, and we reply within 30 days.',
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'If you are not satisfied with our answer, you may file a complaint with the ',
            { text: "Commission d'accès à l'information du Québec", href: 'https://www.cai.gouv.qc.ca' },
            ' or the ',
            { text: 'Office of the Privacy Commissioner of Canada', href: 'https://www.priv.gc.ca' },
            '.',
          ],
        },
      ],
    },
    {
      id: 'privacy-officer',
      heading: 'Person in charge of the protection of personal information',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'Our privacy officer is responsible for the protection of personal information at ',
            productName,
            '. You can reach them at ',
            supportEmailLink,
            ' with the subject line "Privacy".',
          ],
        },
      ],
    },
    {
      id: 'security',
      heading: 'Security',
      blocks: [
        {
          kind: 'list',
          items: [
            'Passwords are stored only as salted hashes: no one, including our staff, can read them.',
            'Connections to our website are encrypted (HTTPS), and the sign-in cookie cannot be read by scripts running in the page.',
            'Access to personal information is limited to the people who need it to provide the service.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'No system is perfectly secure. If a confidentiality incident involving your information presents a risk of serious injury, we will notify you and the competent authorities as the law requires.',
        },
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Our service is intended only for adults. No one under 18 may create an account, and we do not knowingly collect personal information from anyone under 18. If we learn that an account belongs to a minor, we close it.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We may update this policy when our practices or the law change. We will publish the new version on this page with its effective date and, for a significant change, notify you by e-mail.',
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'For any question about this policy or your personal information, write to ',
            supportEmailLink,
            `. Support hours: ${BRAND.supportHours}.`,
          ],
        },
      ],
    },
  ],
};
