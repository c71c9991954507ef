import type { Messages } from './en.ts';

/** The dotted path of every text of a catalogue shape ('validation.emailRequired'). */
type TextPaths<T, Prefix extends string> = T extends string
  ? Prefix
  : T extends object
    ? { [K in keyof T & string]: TextPaths<T[K], Prefix extends '' ? K : `${Prefix}.${K}`> }[keyof T & string]
    : never;

/** A key of the catalogue that names a text: what the shared schemas give as their error messages. */
export type MessageKey = TextPaths<Messages, ''>;

type Values = Readonly<Record<string, string | number>>;

/** Between a key and the values of its {{placeholders}}: no key holds it, and no catalogue text starts with a key. */
const VALUES_AFTER = '?';

/**
 * A catalogue key as a message, with the values of its {{placeholders}} if it has any: checked against the
 * catalogue's shape at compile time, and no words at run time. The shared schemas and rules (used by the
 * server and the web) give their errors this way, so that no page loads the English words to show a
 * French error: the server reads them in the request's language (apps/server/src/language.ts), the web in
 * the page's (apps/web/src/lib/schema-messages.ts).
 */
export function messageKey(key: MessageKey, values?: Values): string {
  if (!values) return key;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) query.set(name, String(value));
  return `${key}${VALUES_AFTER}${query}`;
}

/** A message written by messageKey, read back: its key and values; any other text is a key of nothing. */
export function readMessageKey(
  message: string,
  language: 'en' | 'fr' = 'en',
): { key: string; values: Record<string, string> } {
  const at = message.indexOf(VALUES_AFTER);
  if (at < 0 || !/^[\w.]+$/.test(message.slice(0, at))) return { key: message, values: {} };
  const values = Object.fromEntries(new URLSearchParams(message.slice(at + VALUES_AFTER.length)));
  return { key: message.slice(0, at), values: language === 'fr' ? withDecimalCommas(values) : values };
}

const DECIMAL = /^(-?\d+)\.(\d+)(:1)?$/;

/**
 * A value written as a decimal number or a ratio to one ('4.47', '4.47:1', a contrast) takes French's
 * decimal comma ('4,47:1') in a
 * French message; every other value (a count, a name, an amount already formatted) is left as it is.
 */
function withDecimalCommas(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, value.replace(DECIMAL, '$1,$2$3')]),
  );
}
