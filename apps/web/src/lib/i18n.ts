import type { en } from '@app/shared/messages/en';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { pageLanguage } from './language.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // The whole catalogue's shape: keys are checked against it, whichever parts are loaded yet.
    resources: { translation: typeof en };
  }
}

/**
 * One instance for the app, in the page's language. It starts empty: the router loads the parts of the
 * catalogue a page shows, in that language only (lib/messages/load.ts), before the page first renders.
 * There is no fallback language — the French catalogue has every key of the English one (its test says
 * so), and falling back would mean loading the English words on a French page.
 */
void i18n.use(initReactI18next).init({
  lng: pageLanguage(),
  fallbackLng: false,
  resources: {},
  // Resources are bundled, so initialise synchronously and never render a frame of raw keys.
  initAsync: false,
  interpolation: { escapeValue: false },
});

export { i18n };
