import { en } from '@app/shared/messages/en';
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

const translation = {
  ...en,
  site: { ...en.site, ...pendingSite, footer: { ...en.site.footer, ...pendingSite.footer } },
};

export const resources = { en: { translation } } as const;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: (typeof resources)['en'];
  }
}

void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources,
  // Resources are bundled, so initialise synchronously and never render a frame of raw keys.
  initAsync: false,
  interpolation: { escapeValue: false },
});

export { i18n };
