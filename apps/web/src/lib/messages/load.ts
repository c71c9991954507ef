import type { Language } from '@app/shared/rules/language';
import { i18n } from '../i18n.ts';
import { pageLanguage } from '../language.ts';

type Messages = Record<string, unknown>;

/**
 * The catalogue in parts, each its own chunk per language, so that a page loads only the words it can show
 * and only in its own language: every page needs the first screen; the account, sign-in and payment pages
 * the account part (about a third of the catalogue); the console and the back office their own; the
 * call-back line's button, card and page its own small part, and a chart of one's own (its wheel) its own, so a customer's directory needs no account part.
 * The application to become an advisor (/apply and its withdrawal page) has its own too.
 */
const PARTS = {
  firstScreen: {
    en: () => import('./first-screen-en.ts'),
    fr: () => import('./first-screen-fr.ts'),
  },
  account: {
    en: () => import('./account-en.ts'),
    fr: () => import('./account-fr.ts'),
  },
  console: {
    en: () => import('./console-en.ts'),
    fr: () => import('./console-fr.ts'),
  },
  backOffice: {
    en: () => import('./back-office-en.ts'),
    fr: () => import('./back-office-fr.ts'),
  },
  callBack: {
    en: () => import('./call-back-en.ts'),
    fr: () => import('./call-back-fr.ts'),
  },
  chart: {
    en: () => import('./chart-en.ts'),
    fr: () => import('./chart-fr.ts'),
  },
  apply: {
    en: () => import('./apply-en.ts'),
    fr: () => import('./apply-fr.ts'),
  },
} satisfies Record<string, Record<Language, () => Promise<{ messages: Messages }>>>;

export type MessagePart = keyof typeof PARTS;

const loading = new Map<string, Promise<void>>();

/** Adds a part of the catalogue in `language` (the page's by default) to the translations, once. */
export function loadMessages(part: MessagePart, language: Language = pageLanguage()): Promise<void> {
  const key = `${language} ${part}`;
  let loaded = loading.get(key);
  if (!loaded) {
    loaded = PARTS[part][language]().then(({ messages }) => {
      i18n.addResourceBundle(language, 'translation', messages, true, false);
    });
    // A chunk that failed to load may be asked for again (the router reloads the page once).
    loaded.catch(() => loading.delete(key));
    loading.set(key, loaded);
  }
  return loaded;
}
