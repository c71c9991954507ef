import { afterEach, vi } from 'vitest';
import { i18n } from '../lib/i18n.ts';
import { setPageLanguage } from '../lib/language.ts';
import { loadMessages } from '../lib/messages/load.ts';

/** The back office on a French page (/fr/admin/…): its words and its formats in French. */
export async function onAFrenchBackOfficePage() {
  await loadMessages('backOffice', 'fr');
  await loadMessages('firstScreen', 'fr');
  setPageLanguage('fr');
  await i18n.changeLanguage('fr');
}

/** An account, purchase or receipt page on a French page (/fr/purchase, /fr/profile…). */
export async function onAFrenchAccountPage() {
  await loadMessages('account', 'fr');
  await loadMessages('firstScreen', 'fr');
  setPageLanguage('fr');
  await i18n.changeLanguage('fr');
}

/** A page showing the call-back line in French (/fr, /fr/dashboard, /fr/line/leave): its part and the first screen's. */
export async function onAFrenchCallBackPage() {
  await loadMessages('callBack', 'fr');
  await loadMessages('firstScreen', 'fr');
  setPageLanguage('fr');
  await i18n.changeLanguage('fr');
}

/** The advisor console on a French page (/fr/advisor). */
export async function onAFrenchConsolePage() {
  await loadMessages('console', 'fr');
  await loadMessages('firstScreen', 'fr');
  setPageLanguage('fr');
  await i18n.changeLanguage('fr');
}

/** After each test of the file: the stubbed API gone and the page English again. */
export function resetAfterEach() {
  afterEach(async () => {
    vi.unstubAllGlobals();
    setPageLanguage('en');
    await i18n.changeLanguage('en');
  });
}

/** A page showing a chart of one's own in French (/fr/horoscope, /fr/dashboard). */
export async function onAFrenchChartPage() {
  await loadMessages('chart', 'fr');
  await loadMessages('firstScreen', 'fr');
  setPageLanguage('fr');
  await i18n.changeLanguage('fr');
}
