import type { FastifyBaseLogger } from 'fastify';
import { type EncodedBody, encodeBody } from '../http-cache.ts';

/**
 * What a page shows, in two parts. `content`: anything that changes the page for good (the season, the
 * promotion, the bundles, an advisor's name, prices or rating, the build); `live`: advisors' statuses and
 * the clock of the data lookups, which the page's feed poll brings anyway.
 */
export interface PageStamp {
  content: string;
  live: string;
}

/** A page as a visitor gets it, in every coding. */
export interface KeptPage extends EncodedBody {
  stamp: PageStamp;
  /** When its build started (the live part is refreshed at most every LIVE_REFRESH_MS). */
  at: number;
}

export interface PageCache {
  /**
   * The page for a visitor: the kept one at once (refreshed behind when what it shows has moved since), or,
   * the first time, built now (one build for every request asking meanwhile). Null for a page not to keep.
   */
  get(path: string): Promise<KeptPage | null>;
  /**
   * Builds again, now and one at a time, every kept page whose content moved; resolves when they are all
   * done. A writer of this instance awaits it, so the next visitor already gets the change.
   */
  refresh(): Promise<void>;
  /** How many pages are kept (tests, metrics). */
  size(): number;
  /** Resolves once no build is under way, those started behind a request included (tests, shutdown). */
  idle(): Promise<void>;
}

/** One page per path and language: the public pages and one profile per advisor, for both languages. */
const MAX_PAGES = 600;
/**
 * A page whose only change is advisors' statuses is built again at most this often: its statuses are then
 * at most about a second behind the feed, as nginx's micro-cache (1 s) already allows, and a directory
 * whose statuses change several times a second costs each page one render a second, not one per change.
 */
export const LIVE_REFRESH_MS = 1_000;
const HEADERS = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' };

/**
 * Pages for visitors, kept in memory ready to send (ETag, brotli and gzip made once per version). A
 * request never waits for a page that was built before: it gets the kept version, and the new one is
 * built behind it, at most one build per page at a time. A change of content on this instance refreshes
 * every kept page in one pass (`refresh`), so the writer's next visitor sees it.
 */
export function createPageCache(options: {
  /** The page's HTML, or null for a page not to keep (a 404, or a status that depends on who asks). */
  build(path: string): Promise<string | null>;
  stamp(): PageStamp;
  log: FastifyBaseLogger;
  /** Tests count the builds and move the clock. */
  onBuild?: (path: string) => void;
  now?: () => number;
}): PageCache {
  const now = options.now ?? Date.now;
  const kept = new Map<string, KeptPage>();
  const building = new Map<string, Promise<KeptPage | null>>();
  let pass: Promise<void> | undefined;
  let passAgain = false;

  function build(path: string): Promise<KeptPage | null> {
    const underWay = building.get(path);
    if (underWay) return underWay;
    // The stamp as the build starts: a change during it leaves the page stale, so it is built again.
    const stamp = options.stamp();
    const at = now();
    options.onBuild?.(path);
    const promise = options
      .build(path)
      .then(async (html) => {
        if (html === null) {
          kept.delete(path);
          return null;
        }
        const result: KeptPage = { stamp, at, ...(await encodeBody(Buffer.from(html), HEADERS)) };
        if (!kept.has(path) && kept.size >= MAX_PAGES) {
          const oldest = kept.keys().next().value;
          if (oldest !== undefined) kept.delete(oldest);
        }
        kept.set(path, result);
        return result;
      })
      .finally(() => {
        building.delete(path);
      });
    building.set(path, promise);
    return promise;
  }

  const failed = (path: string) => (error: unknown) => {
    options.log.warn({ err: error, path }, 'page rebuild failed: the previous version is still served');
    return null;
  };

  async function runPass(): Promise<void> {
    do {
      passAgain = false;
      const { content } = options.stamp();
      for (const path of [...kept.keys()]) {
        // A build that started before the change ends stale: one more follows it.
        for (let attempt = 0; attempt < 2; attempt += 1) {
          const page = kept.get(path);
          if (!page || page.stamp.content === content) break;
          await build(path).catch(failed(path));
        }
      }
    } while (passAgain);
  }

  return {
    async get(path) {
      const page = kept.get(path);
      if (!page) return build(path);
      // Most recently used last, so the oldest in the map is the first dropped.
      kept.delete(path);
      kept.set(path, page);
      const stamp = options.stamp();
      const stale =
        page.stamp.content !== stamp.content ||
        (page.stamp.live !== stamp.live && now() - page.at >= LIVE_REFRESH_MS);
      if (stale && !building.has(path)) void build(path).catch(failed(path));
      return page;
    },
    refresh() {
      if (pass) {
        passAgain = true;
        return pass;
      }
      pass = runPass().finally(() => {
        pass = undefined;
      });
      return pass;
    },
    size: () => kept.size,
    async idle() {
      while (building.size > 0) await Promise.allSettled([...building.values()]);
    },
  };
}
