/**
 * From a text written with a catalogue's words back to the entry it came from: its key path and the values
 * of its {{placeholders}}. The server and the shared schemas write English; this is how their words are
 * given in another language (the server's API errors, the web's form errors) without changing who writes them.
 */
export interface CatalogueEntry {
  key: string;
  values: Record<string, string>;
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

interface Index {
  /** Texts without placeholders, to their key. */
  exact: Map<string, string>;
  /** Texts with placeholders, as patterns, to their key. */
  patterns: { pattern: RegExp; names: string[]; key: string }[];
}

function collect(node: unknown, path: string, into: Index): void {
  if (typeof node === 'string') {
    const names = [...node.matchAll(PLACEHOLDER)].map((match) => match[1] as string);
    if (names.length === 0) {
      if (!into.exact.has(node)) into.exact.set(node, path);
      return;
    }
    // A text that is mostly placeholders ('{{count}} min') would match too much: only exact texts count then.
    if (node.replace(PLACEHOLDER, '').trim().length < 8) return;
    const source = node
      .split(PLACEHOLDER)
      .map((part, index) => (index % 2 === 1 ? '(.+?)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('');
    into.patterns.push({ pattern: new RegExp(`^${source}$`, 's'), names, key: path });
    return;
  }
  if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) collect(value, path ? `${path}.${key}` : key, into);
  }
}

/** A lookup over `tree` (a catalogue or some of its sections), indexed on first use. */
export function createReverseLookup(tree: unknown): (text: string) => CatalogueEntry | null {
  let index: Index | undefined;
  return (text) => {
    if (!index) {
      index = { exact: new Map(), patterns: [] };
      collect(tree, '', index);
    }
    const key = index.exact.get(text);
    if (key !== undefined) return { key, values: {} };
    for (const { pattern, names, key: candidate } of index.patterns) {
      const match = pattern.exec(text);
      if (match) {
        return {
          key: candidate,
          values: Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? ''])),
        };
      }
    }
    return null;
  };
}

/** The string at a dotted key path of a catalogue, if there is one. */
export function entryAt(tree: unknown, key: string): string | undefined {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}
