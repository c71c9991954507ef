import { formatMessage } from './format.ts';
import { readMessageKey } from './keys.ts';
import { entryAt } from './reverse-lookup.ts';

/**
 * A message of the shared schemas or rules (messages/keys.ts) as the text of `catalogue`, its placeholders
 * filled (a decimal value written the `language`'s way); a message that is no key of the catalogue is
 * returned as it is.
 */
export function messageTextIn(catalogue: unknown, message: string, language: 'en' | 'fr' = 'en'): string {
  const { key, values } = readMessageKey(message, language);
  const template = entryAt(catalogue, key);
  return template === undefined ? message : formatMessage(template, values);
}
