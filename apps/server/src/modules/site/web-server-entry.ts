import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { ThemeMode } from '@app/shared/constants';
import type { FastifyBaseLogger } from 'fastify';

/** The web's server entry (apps/web/src/prerender.tsx, built by `vite build --ssr` into dist-ssr). */
export type PrerenderFn = (
  path: string,
  options: { theme: ThemeMode; data: Record<string, unknown> },
) => Promise<string | null>;

export interface WebServerEntry {
  prerender: PrerenderFn;
  /** The export name of the page a path opens (the router's), or null for an unknown path. */
  pageNameOf(path: string): string | null;
}

/**
 * Loads the web's server entry once, on first use; a missing entry (a build without `--ssr`, the tests)
 * or one that fails to load answers null, and pages are then rendered and preloaded by the browser alone.
 */
export function createWebServerEntry(entryPath: string, log: FastifyBaseLogger) {
  let loading: Promise<WebServerEntry | null> | undefined;
  return (): Promise<WebServerEntry | null> => {
    loading ??= (async () => {
      if (!existsSync(entryPath)) {
        log.info({ entryPath }, 'no pre-render entry: pages are rendered by the browser');
        return null;
      }
      return (await import(pathToFileURL(entryPath).href)) as WebServerEntry;
    })().catch((error: unknown) => {
      log.warn({ err: error }, 'pre-render entry failed to load: pages are rendered by the browser');
      return null;
    });
    return loading;
  };
}

export type LoadWebServerEntry = ReturnType<typeof createWebServerEntry>;
