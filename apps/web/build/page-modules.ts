import { basename, relative } from 'node:path';
import type { Plugin } from 'vite';

/** Where the build writes which manifest entry holds each page, beside Vite's manifest. */
export const PAGE_MODULES_FILE = '.vite/page-modules.json';

/** A page module's export: what the router names a lazily loaded page by (`lazyPage(load, 'PricingPage')`). */
const PAGE_EXPORT = /^[A-Z][A-Za-z0-9]*(?:Page|Routes)$/;

export interface PageChunk {
  /** The chunk's key in Vite's manifest. */
  key: string;
  /** The source modules it holds: their exports, and whether something loads them with import(). */
  modules: readonly { exports: readonly string[]; lazy: boolean }[];
}

/**
 * Each lazily loaded page export, mapped to the manifest entry of the chunk that holds its module (the
 * module itself when it is a chunk's facade, a shared chunk when the bundler merged it into one). Two
 * modules exporting one page name would make the map ambiguous, so that fails the build.
 */
export function pageModulesOf(chunks: Iterable<PageChunk>): Record<string, string> {
  const modules: Record<string, string> = {};
  for (const chunk of chunks) {
    for (const module of chunk.modules) {
      if (!module.lazy) continue;
      for (const name of module.exports) {
        if (!PAGE_EXPORT.test(name)) continue;
        const known = modules[name];
        if (known !== undefined && known !== chunk.key) {
          throw new Error(`page-modules: ${name} is in both ${known} and ${chunk.key}`);
        }
        modules[name] = chunk.key;
      }
    }
  }
  return modules;
}

/** A chunk's key in Vite's manifest: its facade module's path from the root, else `_` and its file name. */
export function manifestKeyOf(
  root: string,
  chunk: { facadeModuleId: string | null; fileName: string },
): string {
  return chunk.facadeModuleId
    ? relative(root, chunk.facadeModuleId).split('\\').join('/')
    : `_${basename(chunk.fileName)}`;
}

/**
 * Writes PAGE_MODULES_FILE. The server reads it with the manifest to preload the chunk of the page a
 * visit opens on: the router (through the pre-render entry) names the page of a path, this file its chunk.
 * The build fails if a page's entry is missing from the manifest, so the two never disagree silently.
 */
export function pageModules(root: string): Plugin {
  return {
    name: 'page-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: PageChunk[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.push({
          key: manifestKeyOf(root, output),
          modules: output.moduleIds.map((id) => {
            const info = this.getModuleInfo(id);
            return { exports: info?.exports ?? [], lazy: (info?.dynamicImporters.length ?? 0) > 0 };
          }),
        });
      }
      this.emitFile({
        type: 'asset',
        fileName: PAGE_MODULES_FILE,
        source: `${JSON.stringify(pageModulesOf(chunks), null, 2)}\n`,
      });
    },
    writeBundle(_options, bundle) {
      const read = (name: string) => {
        const file = bundle[name];
        if (file?.type !== 'asset') throw new Error(`page-modules: the build wrote no ${name}`);
        return JSON.parse(String(file.source)) as Record<string, unknown>;
      };
      const manifest = read('.vite/manifest.json');
      for (const [name, key] of Object.entries(read(PAGE_MODULES_FILE))) {
        if (typeof key !== 'string' || !(key in manifest)) {
          throw new Error(`page-modules: ${name}'s chunk ${String(key)} is not in the manifest`);
        }
      }
    },
  };
}
