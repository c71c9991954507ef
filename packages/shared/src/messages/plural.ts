import { LANGUAGE_TAGS, type Language } from '../rules/language.ts';

/** The forms the catalogue writes a counted text in: `key_one` and `key_other`, as i18next reads them. */
export type PluralForm = 'one' | 'other';

const rules = new Map<Language, Intl.PluralRules>();

/**
 * Which form a count takes in a language, by the same CLDR rules i18next follows on the web: in English
 * "one" is 1 alone, in French it is 0 and 1 (« 0 minute », « 1 minute », « 2 minutes »). Any other category
 * (French "many", for millions) reads as "other".
 */
export function pluralForm(count: number, language: Language): PluralForm {
  let rule = rules.get(language);
  if (!rule) {
    rule = new Intl.PluralRules(LANGUAGE_TAGS[language]);
    rules.set(language, rule);
  }
  return rule.select(count) === 'one' ? 'one' : 'other';
}

/** The text of a counted entry for the server's messages (e-mails, PayPal): `key_one` or `key_other`. */
export function pluralText<K extends string>(
  section: Readonly<Record<`${K}_${PluralForm}`, string>>,
  key: K,
  count: number,
  language: Language,
): string {
  return section[`${key}_${pluralForm(count, language)}`];
}
