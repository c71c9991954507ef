import { calls } from '@app/shared/messages/calls';
import type { en } from '@app/shared/messages/en';
import {
  advisors,
  announcement,
  audio,
  common,
  horoscope,
  notice,
  promotion,
  tarot,
} from '@app/shared/messages/general';
import { site } from '@app/shared/messages/site';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * Shell strings the shared catalogue does not hold yet. They are merged under `site` so components already
 * read them by their final key; moving them into packages/shared/src/messages/site.ts empties this object.
 */
const pendingSite = {
  skipToContent: 'Skip to main content',
  opensInNewTab: '(opens in a new tab)',
  footer: {
    socialLabel: '{{product}} on {{network}}',
  },
} as const;

/**
 * The sections every page may show. The account, sign-in and payment sections (about a third of the
 * catalogue) are added by the pages that use them (`lib/account-messages.ts`, loaded with those pages'
 * chunks by app/router.tsx), so a visitor's first page does not carry them.
 */
const firstScreen = {
  site: { ...site, ...pendingSite, footer: { ...site.footer, ...pendingSite.footer } },
  calls,
  common,
  advisors,
  audio,
  notice,
  tarot,
  horoscope,
  announcement,
  promotion,
};

/** The whole catalogue's shape: keys are checked against it, whichever part is loaded yet. */
type Translation = typeof en & { site: typeof firstScreen.site };

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Translation };
  }
}

void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: firstScreen } },
  // Resources are bundled, so initialise synchronously and never render a frame of raw keys.
  initAsync: false,
  interpolation: { escapeValue: false },
});

export { i18n };
