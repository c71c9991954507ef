import { MESSAGE_CONTEXTS } from './variant.ts';

/**
 * Compares a translation with its English source, for the catalogue tests: every difference of shape is a
 * problem (a missing or extra key, a list of another length), every string must keep the source's
 * {{placeholders}}, structural values (anchors, links, kinds) must stay identical, and a translated string
 * equal to its English source is reported unless it is in the allowed list (brand and people's names).
 * A translation may add context variants of a text (`<key>_female`, `<key>_male`, `<key>_elided`, before
 * any plural suffix: messages/variant.ts), held to the same rules against that text.
 */
export interface ParityOptions {
  /** Keys whose values are identifiers rather than text: they must be equal in both languages. */
  readonly structuralKeys?: readonly string[];
  /** Strings that read the same in both languages (names, codes, symbols). */
  readonly sameInBoth?: readonly string[];
}

const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g;

const CONTEXT_VARIANT = new RegExp(
  `^(.+)_(?:${MESSAGE_CONTEXTS.join('|')})((?:_(?:zero|one|two|few|many|other))?)$`,
);

/** The source key a context variant's key stands for ('held_female' → 'held'), or undefined. */
function variantSource(key: string, sourceKeys: readonly string[]): string | undefined {
  const match = CONTEXT_VARIANT.exec(key);
  const source = match ? `${match[1]}${match[2]}` : undefined;
  return source !== undefined && sourceKeys.includes(source) ? source : undefined;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1] as string).sort();
}

/** Text with no letter to translate: numbers, symbols, placeholders only. */
function hasWords(text: string): boolean {
  return /[A-Za-zÀ-ÿ]{2,}/.test(text.replace(PLACEHOLDER, ''));
}

export function translationProblems(
  source: unknown,
  translation: unknown,
  options: ParityOptions = {},
): string[] {
  const structural = new Set(options.structuralKeys ?? []);
  const same = new Set(options.sameInBoth ?? []);
  const problems: string[] = [];

  const walk = (en: unknown, fr: unknown, path: string, key: string): void => {
    if (typeof en === 'string') {
      if (typeof fr !== 'string') {
        problems.push(`${path}: missing or not a string`);
        return;
      }
      if (structural.has(key)) {
        if (fr !== en) problems.push(`${path}: must stay ${JSON.stringify(en)}`);
        return;
      }
      if (fr.trim() === '') problems.push(`${path}: empty`);
      const expected = placeholders(en).join(',');
      if (placeholders(fr).join(',') !== expected)
        problems.push(`${path}: placeholders must be {${expected}}`);
      if (fr === en && hasWords(en) && !same.has(en))
        problems.push(`${path}: not translated (${JSON.stringify(en)})`);
      return;
    }
    if (Array.isArray(en)) {
      if (!Array.isArray(fr) || fr.length !== en.length) {
        problems.push(`${path}: must be a list of ${en.length}`);
        return;
      }
      for (const [index, item] of en.entries()) walk(item, fr[index], `${path}[${index}]`, key);
      return;
    }
    if (en !== null && typeof en === 'object') {
      if (fr === null || typeof fr !== 'object' || Array.isArray(fr)) {
        problems.push(`${path}: must be an object`);
        return;
      }
      const enKeys = Object.keys(en);
      for (const extra of Object.keys(fr).filter((k) => !enKeys.includes(k))) {
        const source = variantSource(extra, enKeys);
        const sourceText = source === undefined ? undefined : (en as Record<string, unknown>)[source];
        if (typeof sourceText === 'string') {
          walk(
            sourceText,
            (fr as Record<string, unknown>)[extra],
            `${path ? `${path}.` : ''}${extra}`,
            source as string,
          );
          continue;
        }
        problems.push(`${path ? `${path}.` : ''}${extra}: not in the English source`);
      }
      for (const k of enKeys) {
        walk(
          (en as Record<string, unknown>)[k],
          (fr as Record<string, unknown>)[k],
          path ? `${path}.${k}` : k,
          k,
        );
      }
      return;
    }
    if (en !== fr) problems.push(`${path}: must stay ${JSON.stringify(en)}`);
  };

  walk(source, translation, '', '');
  return problems;
}
