import * as accountMessages from '@app/shared/messages/account';
import * as authMessages from '@app/shared/messages/auth';
import * as creditsMessages from '@app/shared/messages/credits';
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

interface Index {
  /** Texts without placeholders, to their key. */
  exact: Map<string, string>;
  /** Texts with placeholders ('Write at least {{count}} characters.'), as patterns, to their key. */
  patterns: { pattern: RegExp; names: string[]; key: string }[];
}

const indexes = new WeakMap<object, Index>();

function collect(node: unknown, path: string, into: Index): void {
  if (typeof node === 'string') {
    const names = [...node.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? '');
    if (names.length === 0) {
      if (!into.exact.has(node)) into.exact.set(node, path);
      return;
    }
    // A text that is mostly placeholders ('{{count}} min') would match too much: only exact texts count then.
    if (node.replace(/\{\{\w+\}\}/g, '').trim().length < 8) return;
    const source = node
      .split(/\{\{\w+\}\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('(.+?)');
    into.patterns.push({ pattern: new RegExp(`^${source}$`), names, key: path });
    return;
  }
  if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) collect(value, path ? `${path}.${key}` : key, into);
  }
}

function indexOf(sections: Record<string, unknown>): Index {
  let index = indexes.get(sections);
  if (!index) {
    index = { exact: new Map(), patterns: [] };
    collect(sections, '', index);
    indexes.set(sections, index);
  }
  return index;
}

/** The catalogue key of an English text, and the values of its placeholders. */
function lookUp(
  text: string,
  sections: Record<string, unknown>,
): { key: string; values: Record<string, string> } | null {
  const index = indexOf(sections);
  const key = index.exact.get(text);
  if (key) return { key, values: {} };
  for (const { pattern, names, key: candidate } of index.patterns) {
    const match = pattern.exec(text);
    if (match)
      return {
        key: candidate,
        values: Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? ''])),
      };
  }
  return null;
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
