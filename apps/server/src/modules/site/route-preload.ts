import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { languageOfPath, pathWithoutLanguage } from '@app/shared/rules/language';
import { urlPath } from '@app/shared/seo/pages';
import type { FastifyBaseLogger } from 'fastify';
import { appendToHead } from '../../page-html/initial-data.ts';
import type { HtmlTransformer } from '../../plugins/static-spa.ts';
import { PRERENDERED_ROOT } from './prerender.ts';
import type { LoadWebServerEntry } from './web-server-entry.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** The files a module needs (its own and its static imports', depth first), minus what the entry already loads. */
export function preloadFiles(manifest: Manifest, module: string): { scripts: string[]; styles: string[] } {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const loaded = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    if (into.has(key)) return;
    into.add(key);
    for (const child of manifest[key]?.imports ?? []) collect(child, into);
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key] === entry);
  if (entryKey) collect(entryKey, loaded);
  const wanted = new Set<string>();
  if (manifest[module]) collect(module, wanted);
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const key of wanted) {
    if (loaded.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) continue;
    scripts.push(`/${chunk.file}`);
    for (const css of chunk.css ?? []) styles.push(`/${css}`);
  }
  return { scripts, styles };
}

/**
 * The app itself (the libraries, then boot.tsx), which the entry imports once the page is on screen: the
 * entry's dynamic imports. Their chunks are named by the build's chunk groups (vite.config.ts), not by a
 * source file, so they are read from the entry rather than looked up by path.
 */
export function appModules(manifest: Manifest): string[] {
  return Object.values(manifest).find((chunk) => chunk.isEntry)?.dynamicImports ?? [];
}

/** The site pages whose copy is a module per language (apps/web/src/features/site/pages/content/load.ts). */
const SITE_COPY = new Set([
  'about',
  'contact',
  'cookies',
  'privacy',
  'services',
  'terms',
  'testimonials',
  'welcome',
]);

/**
 * The words a page shows first, in its language: the first screen's part of the catalogue, and a site
 * page's copy (apps/web/src/lib/messages/load.ts, content/load.ts). The app loads them with the page's
 * chunk; preloaded, they come in the same round trip.
 */
export function wordModulesForPath(url: string): string[] {
  const language = languageOfPath(urlPath(url));
  const page = pathWithoutLanguage(urlPath(url)).slice(1);
  const modules = [`src/lib/messages/first-screen-${language}.ts`];
  if (SITE_COPY.has(page)) modules.push(`src/features/site/pages/content/${language}/${page}.ts`);
  return modules;
}

/**
 * The page module a path opens on: the router names the page (through the web's server entry) and the
 * build's page-modules.json (apps/web/build/page-modules.ts) names its module, as the manifest keys it.
 */
export function pageModuleOf(
  pageModules: Readonly<Record<string, string>>,
  pageName: string | null,
): string | null {
  return pageName !== null && Object.hasOwn(pageModules, pageName) ? (pageModules[pageName] ?? null) : null;
}

interface BuildFiles {
  manifest: Manifest;
  pageModules: Record<string, string>;
  mtimeMs: number;
  links: Map<string, string>;
}

/** Adds the app's and the route's modulepreload (and stylesheet) links; re-reads the build's files when a rebuild changes them. */
export function createRoutePreloadTransformer(
  distDir: string,
  entry: LoadWebServerEntry,
  log: FastifyBaseLogger,
): HtmlTransformer {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  const pageModulesPath = join(distDir, '.vite', 'page-modules.json');
  let cached: BuildFiles | undefined;
  let warned = false;

  async function load(): Promise<BuildFiles | undefined> {
    try {
      const { mtimeMs } = await stat(manifestPath);
      if (cached?.mtimeMs !== mtimeMs) {
        const [manifest, pageModules] = await Promise.all([
          readFile(manifestPath, 'utf8'),
          readFile(pageModulesPath, 'utf8').catch(() => '{}'),
        ]);
        cached = {
          manifest: JSON.parse(manifest) as Manifest,
          pageModules: JSON.parse(pageModules) as Record<string, string>,
          mtimeMs,
          links: new Map(),
        };
      }
      return cached;
    } catch (error) {
      if (!warned) {
        warned = true;
        log.warn({ err: error, manifestPath }, 'no build manifest: pages load without route preloads');
      }
      return undefined;
    }
  }

  return async (html, url) => {
    // A pre-rendered page paints without JavaScript: its app starts after the first paint (main.tsx), and
    // fetching the scripts earlier would only take bandwidth from the stylesheet and the page itself.
    if (html.includes(PRERENDERED_ROOT)) return html;
    const state = await load();
    if (!state) return html;
    const pageName = (await entry())?.pageNameOf(urlPath(url)) ?? null;
    const module = pageModuleOf(state.pageModules, pageName);
    const words = wordModulesForPath(url);
    const key = [module ?? '', ...words].join(' ');
    let links = state.links.get(key);
    if (links === undefined) {
      const modules = [...appModules(state.manifest), ...(module ? [module] : []), ...words];
      const files = modules.map((name) => preloadFiles(state.manifest, name));
      const styles = new Set(files.flatMap((entry) => entry.styles));
      const scripts = new Set(files.flatMap((entry) => entry.scripts));
      links = [
        ...[...styles].map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
        ...[...scripts].map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
      ].join('\n    ');
      state.links.set(key, links);
    }
    return links ? appendToHead(html, links) : html;
  };
}
