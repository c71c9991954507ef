import { readMessageKey } from '@app/shared/messages/keys';
import type { FieldValues, Resolver } from 'react-hook-form';
import { i18n } from './i18n.ts';

/**
 * The shared schemas (packages/shared/src/schemas) and rules give their errors as catalogue keys
 * (messages/keys.ts), which a form reads in the page's language: no page loads another language's words
 * to show an error. A message that is no key of the loaded catalogue (zod's own, or an API-only text) is
 * shown as it is.
 */
export function schemaMessage(message: string): string {
  const { key, values } = readMessageKey(message, i18n.language === 'fr' ? 'fr' : 'en');
  if (!i18n.exists(key)) return message;
  // `exists` has just said the key names a text; the typed `t` only takes literal keys.
  const translate = i18n.t.bind(i18n) as unknown as (key: string, values: Record<string, string>) => string;
  return translate(key, values);
}

/** Rewrites every error message of a resolver's answer (nested fields and arrays included) in place. */
function localise(errors: unknown): void {
  if (!errors || typeof errors !== 'object') return;
  for (const [key, value] of Object.entries(errors)) {
    // `ref` is the field's element; `types` (criteriaMode 'all') holds the same messages by rule.
    if (key === 'ref' || !value || typeof value !== 'object') continue;
    const error = value as { message?: unknown };
    if (typeof error.message === 'string') error.message = schemaMessage(error.message);
    localise(value);
  }
}

/** A form resolver (zodResolver(schema)) whose error messages read in the page's language. */
export function inPageLanguage<TFieldValues extends FieldValues, TContext, TTransformed>(
  resolver: Resolver<TFieldValues, TContext, TTransformed>,
): Resolver<TFieldValues, TContext, TTransformed> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    localise(result.errors);
    return result;
  };
}
