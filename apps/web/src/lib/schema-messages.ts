import * as accountMessages from '@app/shared/messages/account';
import * as authMessages from '@app/shared/messages/auth';
import * as creditsMessages from '@app/shared/messages/credits';
import { createReverseLookup } from '@app/shared/messages/reverse-lookup';
import type { FieldValues, Resolver } from 'react-hook-form';
import { i18n } from './i18n.ts';
import { pageLanguage } from './language.ts';

/**
 * The shared schemas (packages/shared/src/schemas) write their errors with the English catalogue's words,
 * as the server also uses them. A form shows them in the page's language: the English text is looked up
 * back to its catalogue key, which is read in the page's language. English pages keep the text as it is.
 */

/** The catalogue sections the shared schemas take their words from, keyed as in the catalogue. */
const SECTIONS: Record<string, unknown> = { ...authMessages, ...accountMessages, ...creditsMessages };

const lookups = new WeakMap<object, ReturnType<typeof createReverseLookup>>();

/** The catalogue key of an English text of `sections`, and the values of its placeholders. */
function lookUp(text: string, sections: Record<string, unknown>) {
  let lookup = lookups.get(sections);
  if (!lookup) {
    lookup = createReverseLookup(sections);
    lookups.set(sections, lookup);
  }
  return lookup(text);
}

/**
 * A message written by a shared schema or rule, in the page's language (unchanged when it is not the
 * catalogue's). `sections`: where its words come from, keyed as in the catalogue (by default the customer's
 * forms').
 */
export function schemaMessage(message: string, sections: Record<string, unknown> = SECTIONS): string {
  if (pageLanguage() === 'en') return message;
  const found = lookUp(message, sections);
  if (!found || !i18n.exists(found.key)) return message;
  // The key was found among the catalogue's own strings, so it names a string; typed keys need a literal.
  const translate = i18n.t.bind(i18n) as unknown as (key: string, values: Record<string, string>) => string;
  return translate(found.key, found.values);
}

/** Rewrites every error message of a resolver's answer (nested fields and arrays included) in place. */
function localise(errors: unknown, sections: Record<string, unknown>): void {
  if (!errors || typeof errors !== 'object') return;
  for (const [key, value] of Object.entries(errors)) {
    // `ref` is the field's element; `types` (criteriaMode 'all') holds the same messages by rule.
    if (key === 'ref' || !value || typeof value !== 'object') continue;
    const error = value as { message?: unknown };
    if (typeof error.message === 'string') error.message = schemaMessage(error.message, sections);
    localise(value, sections);
  }
}

/** A form resolver (zodResolver(schema)) whose error messages read in the page's language. */
export function inPageLanguage<TFieldValues extends FieldValues, TContext, TTransformed>(
  resolver: Resolver<TFieldValues, TContext, TTransformed>,
  sections: Record<string, unknown> = SECTIONS,
): Resolver<TFieldValues, TContext, TTransformed> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    localise(result.errors, sections);
    return result;
  };
}
