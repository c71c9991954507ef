import { scriptSafeJson } from '@app/shared/rules/json-ld';
import type { HtmlTransformer } from '../plugins/static-spa.ts';

/**
 * The data blocks the server writes into a page for the app's first render (INITIAL_DATA_IDS):
 * `<script type="application/json" id="initial-{name}">` holding script-safe JSON (no '<' inside).
 */
const BLOCKS = /<script type="application\/json" id="initial-([a-z]+)">([^<]*)<\/script>/g;

/** Adds markup at the end of <head> (as a function replacement: `$` in the markup stays as it is). */
export function appendToHead(html: string, markup: string): string {
  return html.replace('</head>', () => `  ${markup}\n  </head>`);
}

/** One data block; `safeJson` must already be script-safe (`scriptSafeText` / `scriptSafeJson`). */
export function initialDataScript(id: string, safeJson: string): string {
  return `<script type="application/json" id="${id}">${safeJson}</script>`;
}

/** The blocks of a page as [name, json text] pairs, and their text, which changes whenever any of them does. */
export function initialDataBlocks(html: string): { blocks: [name: string, json: string][]; text: string } {
  const blocks: [string, string][] = [];
  for (const [, name, json] of html.matchAll(BLOCKS)) {
    if (name && json !== undefined) blocks.push([name, json]);
  }
  return { blocks, text: blocks.map(([name, json]) => `${name}:${json}\n`).join('') };
}

/** The blocks' values by name; a block that does not parse is left out (the app cannot read it either). */
export function parseInitialData(blocks: [name: string, json: string][]): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [name, json] of blocks) {
    try {
      data[name] = JSON.parse(json);
    } catch {
      // left out
    }
  }
  return data;
}

/** A page's blocks parsed, by name, with their text. */
export function initialData(html: string): { data: Record<string, unknown>; text: string } {
  const { blocks, text } = initialDataBlocks(html);
  return { data: parseInitialData(blocks), text };
}

/** Pages reuse one lookup for this long, so a burst of visits costs one query. */
const LOOKUP_CACHE_MS = 15_000;

/**
 * Writes `{ [key]: value }` (the same body as the value's API route) into every page as block `id`, looked
 * up at most every 15 s. The data is optional: a failed lookup leaves the page without it, and the app
 * asks the API route as before.
 */
export function createCachedDataTransformer<T>(
  id: string,
  key: string,
  lookup: () => Promise<T>,
  /** Moves when the data changed (a NOTIFY from any instance): the copy is looked up again at once. */
  version: () => number = () => 0,
): HtmlTransformer {
  let cached: { at: number; version: number; script: string } | undefined;
  return async (html) => {
    const now = version();
    if (!cached || cached.version !== now || Date.now() - cached.at > LOOKUP_CACHE_MS) {
      let value: T;
      try {
        value = await lookup();
      } catch {
        return html;
      }
      cached = {
        at: Date.now(),
        version: now,
        script: initialDataScript(id, scriptSafeJson({ [key]: value })),
      };
    }
    return appendToHead(html, cached.script);
  };
}
