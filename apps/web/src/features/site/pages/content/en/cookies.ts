import { BRAND } from '@app/shared/brand';
import { LOCAL_STORAGE_KEYS } from '@app/shared/constants';
import type { LegalDocument } from '../types.ts';
import { CONTENTS_LABEL, EFFECTIVE_DATE, supportEmailLink } from './shared.ts';

const { productName } = BRAND;

/** The names below are the ones the code really uses; keep them in step with it. */
const SESSION_COOKIE = 'better-auth.session_token';
const UNTIL_CLEARED = 'Until you clear your browser data';
const UNTIL_TAB_CLOSED = 'Until you close the browser tab';

export const cookies: LegalDocument = {
  subtitle: 'A short, complete list of what our website stores in your browser, and why.',
  effectiveDate: EFFECTIVE_DATE,
  contentsLabel: CONTENTS_LABEL,
  intro: [
    {
      kind: 'paragraph',
      text: `This Cookie Policy explains what the ${productName} website stores in your browser. We use one cookie, to keep you signed in, and a few small browser-storage entries that remember your choices. We do not use advertising cookies.`,
    },
  ],
  sections: [
    {
      id: 'what-they-are',
      heading: 'Cookies and browser storage',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A cookie is a small text file that a website asks your browser to keep and send back on later visits. Local storage and session storage are similar spaces in your browser: local storage keeps its entries until they are cleared, while session storage is emptied when you close the browser tab. Entries in local and session storage are never sent to our servers automatically.',
        },
      ],
    },
    {
      id: 'what-we-use',
      heading: 'What we use',
      blocks: [
        {
          kind: 'paragraph',
          text: 'In the names below, {id} stands for the identifier of the announcement, advisor or promotion concerned.',
        },
        {
          kind: 'table',
          table: {
            caption: 'Cookies and browser storage used by our website',
            columns: ['Name', 'Purpose', 'Duration', 'Type'],
            rows: [
              [
                [{ code: SESSION_COOKIE }],
                [
                  'Keeps you signed in and protects your account. Without it, you cannot sign in. On secure connections its name starts with ',
                  { code: '__Secure-' },
                  '.',
                ],
                '7 days, or until you sign out',
                'Cookie, strictly necessary',
              ],
              [
                [{ code: LOCAL_STORAGE_KEYS.importantNoticeDismissed }],
                'Remembers that you closed the important notice on the home page, so that it is not shown again.',
                UNTIL_CLEARED,
                'Local storage, functional',
              ],
              [
                [{ code: `${LOCAL_STORAGE_KEYS.announcementSeenPrefix}{id}` }],
                'Remembers that you acknowledged an announcement, so that it is not shown again.',
                UNTIL_CLEARED,
                'Local storage, functional',
              ],
              [
                [{ code: `${LOCAL_STORAGE_KEYS.advisorPhotoPrefix}{id}` }],
                'Remembers which stock portrait is shown for an advisor who has no photo, so that it stays the same from one visit to the next.',
                UNTIL_CLEARED,
                'Local storage, functional',
              ],
              [
                [{ code: 'promotion_dismissed_{id}' }],
                'Hides a promotion that you closed, for the rest of your visit.',
                UNTIL_TAB_CLOSED,
                'Session storage, functional',
              ],
              [
                [{ code: 'interac_pending_transaction' }],
                'Lets you resume an Interac e-Transfer payment that is in progress if the page is reloaded.',
                UNTIL_TAB_CLOSED,
                'Session storage, strictly necessary',
              ],
              [
                [{ code: 'purchase_events_reported' }],
                'Records which purchases have already been reported to analytics, so that a purchase is never counted twice.',
                UNTIL_TAB_CLOSED,
                'Session storage, analytics',
              ],
            ],
          },
        },
      ],
    },
    {
      id: 'analytics',
      heading: 'Analytics',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'When you create an account or complete a purchase, the page adds an event (',
            { code: 'sign_up' },
            ' or ',
            { code: 'purchase' },
            ') to a list kept in the page, called the data layer. These events leave your browser only if an analytics tag is configured on our website. The sign-up event carries the identifier of your account, and a purchase event describes the order (bundle, amount, taxes and coupon); neither includes your name, your e-mail address or your payment details.',
          ],
        },
      ],
    },
    {
      id: 'no-advertising',
      heading: 'No advertising cookies',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We do not use advertising cookies, we do not allow advertising networks to place cookies through our website, and we do not sell information about your visits.',
        },
      ],
    },
    {
      id: 'managing',
      heading: 'How to clear them',
      blocks: [
        {
          kind: 'list',
          items: [
            'Signing out deletes your session from our servers, and the sign-in cookie can no longer be used.',
            'To remove the cookie and the local and session storage of our website, use the "Clear browsing data" or "Cookies and site data" settings of your browser. You will be signed out, and notices you closed may appear again.',
            'Closing the browser tab empties its session storage.',
            'If you block cookies for our website, you will not be able to sign in, buy minutes or see your dashboard.',
          ],
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        {
          kind: 'paragraph',
          text: 'If we start using a new cookie or storage entry, we will add it to this page and update the effective date before it is used.',
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
            'Questions about this policy? Write to ',
            supportEmailLink,
            '. See also our ',
            { text: 'Privacy Policy', href: '/privacy' },
            '.',
          ],
        },
      ],
    },
  ],
};
