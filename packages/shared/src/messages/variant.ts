import type { Language } from '../rules/language.ts';

/**
 * A sentence's variants in the catalogue, named as i18next names them so the web's `t` finds the same
 * ones: `<key>_female` / `<key>_male` where French agrees with an advisor (the plain key is the wording
 * that agrees with nobody), `<key>_elided` where « de », « que »… meet a name starting with a vowel
 * sound, and `<key>_one` where a count is singular (in French 0 and 1, in English 1; the plain key is
 * the plural). A language adds only the variants it needs: French has far more than English.
 */
export const MESSAGE_CONTEXTS = ['female', 'male', 'elided'] as const;
export type MessageContext = (typeof MESSAGE_CONTEXTS)[number];

const pluralRules: Record<Language, Intl.PluralRules> = {
  en: new Intl.PluralRules('en-CA'),
  fr: new Intl.PluralRules('fr-CA'),
};

/** The plural category of `count` in `language` ('one' for 0 and 1 in French, for 1 in English). */
export function pluralCategory(language: Language, count: number): Intl.LDMLPluralRule {
  return pluralRules[language].select(count);
}

/**
 * The template of `key` in `section` for a context and a count, resolved as i18next does: the most
 * specific of `key_context_plural`, `key_context`, `key_plural` and `key` that the section has.
 */
export function variantOf(
  section: Readonly<Record<string, unknown>>,
  key: string,
  options: { language: Language; context?: MessageContext | undefined; count?: number | undefined },
): string {
  const plural = options.count === undefined ? undefined : pluralCategory(options.language, options.count);
  const { context } = options;
  const candidates = [
    context && plural ? `${key}_${context}_${plural}` : undefined,
    context ? `${key}_${context}` : undefined,
    plural ? `${key}_${plural}` : undefined,
    key,
  ];
  for (const candidate of candidates) {
    const template = candidate === undefined ? undefined : section[candidate];
    if (typeof template === 'string') return template;
  }
  throw new Error(`No message ${key} in this catalogue section`);
}
