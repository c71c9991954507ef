import type { Language } from './language.ts';

/** The two presentations of a feed record: the English one, and the French one if the advisor wrote it. */
export interface Presentations {
  descr: string;
  descrFr?: string | null;
}

/** What a page in `language` shows of the advisor: on French pages the French presentation, else the English. */
export function presentationIn(advisor: Presentations, language: Language): string {
  return language === 'fr' && advisor.descrFr ? advisor.descrFr : advisor.descr;
}

/**
 * The language of what `presentationIn` gives on a page in `language`, when it differs from the page's
 * (an English presentation on a French page), for its `lang` attribute; undefined otherwise.
 */
export function presentationLanguageOn(advisor: Presentations, language: Language): Language | undefined {
  return language === 'fr' && !advisor.descrFr ? 'en' : undefined;
}
