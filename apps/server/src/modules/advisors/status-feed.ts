import { type PsychicStatusRecord, psychicStatusListSchema } from '@app/shared/schemas/advisors';
import { type EncodedBody, encodeBody } from '../../http-cache.ts';

/** The serialized feed at one moment: rebuilt only when an advisor changes, never per request. */
export interface FeedSnapshot extends EncodedBody {
  records: readonly PsychicStatusRecord[];
}

const COMMON_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  // Polled every 15 s by every open page: caches must revalidate, which the ETag makes cheap. `public`:
  // the same bytes for everyone, so a signed-in customer's poll keeps this caching too (private-cache.ts).
  'cache-control': 'public, no-cache',
};

export async function buildFeedSnapshot(records: PsychicStatusRecord[]): Promise<FeedSnapshot> {
  // The response schema keeps fields from leaking even though the route sends bytes, not objects.
  const checked = psychicStatusListSchema.parse(records);
  const encoded = await encodeBody(Buffer.from(JSON.stringify(checked)), COMMON_HEADERS);
  return { records: Object.freeze(checked), ...encoded };
}

export interface FeedCache {
  /**
   * The latest snapshot, at once (the hot path, no promise): after a change it is the previous one until
   * the rebuild, started in the background, replaces it. Undefined only before the first build.
   */
  peek(): FeedSnapshot | undefined;
  /** The latest snapshot; waits only when there is none yet (the first build, shared by every caller). */
  get(): Promise<FeedSnapshot>;
  /**
   * Marks the snapshot stale and starts its rebuild now; resolves once a snapshot as new as this change
   * is kept (a writer that must read its own change waits for it; pollers do not).
   */
  invalidate(): Promise<FeedSnapshot>;
  /**
   * While change notifications cannot be trusted (the listener is reconnecting), a snapshot older than
   * this is rebuilt (in the background) anyway; undefined (the normal case) keeps it until the next
   * invalidation.
   */
  setMaxAge(ms: number | undefined): void;
}

/** Told how the feed was served (metrics): from the kept snapshot, or by starting a rebuild. */
export interface FeedCacheObserver {
  hit(): void;
  rebuild(): void;
  /** A background rebuild failed; the previous snapshot is still served, and the next change retries. */
  failed?(error: unknown): void;
}

/**
 * Every invalidation bumps a version. One rebuild runs at a time: a change during a rebuild waits for it
 * to end, then starts the next one, and every change in between shares that next one. A rebuild is kept
 * if it is newer than the kept snapshot, so a poll always gets the newest data built so far, and a build
 * that started before the latest change is kept as stale, never as fresh, so no change is lost to a race.
 */
export function createFeedCache(
  load: () => Promise<PsychicStatusRecord[]>,
  observer?: FeedCacheObserver,
): FeedCache {
  let version = 0;
  let current: { version: number; snapshot: FeedSnapshot; builtAt: number } | undefined;
  let maxAgeMs: number | undefined;
  let building: { version: number; promise: Promise<FeedSnapshot> } | undefined;
  let followUp: Promise<FeedSnapshot> | undefined;

  const isFresh = (kept: NonNullable<typeof current>) =>
    kept.version === version && (maxAgeMs === undefined || Date.now() - kept.builtAt <= maxAgeMs);

  function rebuild(): Promise<FeedSnapshot> {
    observer?.rebuild();
    const startedAt = version;
    const promise = load()
      .then(buildFeedSnapshot)
      .then((snapshot) => {
        if (!current || current.version <= startedAt)
          current = { version: startedAt, snapshot, builtAt: Date.now() };
        return snapshot;
      })
      .finally(() => {
        if (building?.promise === promise) building = undefined;
      });
    building = { version: startedAt, promise };
    return promise;
  }

  /** A snapshot as new as the latest change: the kept one if fresh, else the (one) rebuild that makes it. */
  function fresh(): Promise<FeedSnapshot> {
    if (current && isFresh(current)) return Promise.resolve(current.snapshot);
    if (!building) return rebuild();
    if (building.version === version && maxAgeMs === undefined) return building.promise;
    // The rebuild under way predates this change (or the snapshot is too old): one more follows it, shared
    // by every caller until then, and it covers every change made meanwhile.
    if (!followUp) {
      const after = () => {
        followUp = undefined;
        return fresh();
      };
      followUp = building.promise.then(after, after);
    }
    return followUp;
  }

  /** Starts the rebuild a stale snapshot needs, without anyone waiting on it. */
  function refreshBehind(): Promise<FeedSnapshot> {
    const promise = fresh();
    promise.catch((error: unknown) => observer?.failed?.(error));
    return promise;
  }

  const peek = () => {
    if (!current) return undefined;
    observer?.hit();
    const underWay = followUp !== undefined || (building !== undefined && building.version === version);
    if (!isFresh(current) && !underWay) void refreshBehind();
    return current.snapshot;
  };

  return {
    peek,
    get() {
      const kept = peek();
      return kept ? Promise.resolve(kept) : fresh();
    },
    invalidate() {
      version += 1;
      return refreshBehind();
    },
    setMaxAge(ms) {
      maxAgeMs = ms;
    },
  };
}
