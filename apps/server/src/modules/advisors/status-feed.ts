import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import { type PsychicStatusRecord, psychicStatusListSchema } from '@app/shared/schemas/advisors';
import { type ContentCoding, strongEtag } from './http-cache.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** One encoded form of the feed, with every header it is sent with (built once, copied per request). */
export interface FeedVariant {
  body: Buffer;
  headers: Readonly<Record<string, string>>;
}

/** The serialized feed at one moment: rebuilt only when an advisor changes, never per request. */
export interface FeedSnapshot {
  records: readonly PsychicStatusRecord[];
  variants: Readonly<Record<ContentCoding, FeedVariant>>;
  /** The ETags of every variant: revalidating with any of them means the client has this version. */
  etags: readonly string[];
  /** Headers of a 304 for a given coding (no body, no Content-Length). */
  notModified: Readonly<Record<ContentCoding, Readonly<Record<string, string>>>>;
}

const COMMON_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  // Polled every 15 s by every open page: caches must revalidate, which the ETag makes cheap. `public`:
  // the same bytes for everyone, so a signed-in customer's poll keeps this caching too (private-cache.ts).
  'cache-control': 'public, no-cache',
  vary: 'accept-encoding',
} as const;

export async function buildFeedSnapshot(records: PsychicStatusRecord[]): Promise<FeedSnapshot> {
  // The response schema keeps fields from leaking even though the route sends bytes, not objects.
  const checked = psychicStatusListSchema.parse(records);
  const identity = Buffer.from(JSON.stringify(checked));
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 9,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, { level: 9 }),
  ]);
  const bodies: Record<ContentCoding, Buffer> = { identity, br, gzip: gz };
  // Each coding is a different representation, so each gets its own strong tag (RFC 9110 8.8.3).
  const base = strongEtag(identity);
  const etagOf = (coding: ContentCoding) =>
    coding === 'identity' ? base : `${base.slice(0, -1)}-${coding === 'gzip' ? 'gz' : 'br'}"`;

  const variants = {} as Record<ContentCoding, FeedVariant>;
  const notModified = {} as Record<ContentCoding, Record<string, string>>;
  for (const coding of ['identity', 'br', 'gzip'] as const) {
    const body = bodies[coding];
    const validators = { ...COMMON_HEADERS, etag: etagOf(coding) };
    notModified[coding] = Object.freeze(validators);
    variants[coding] = {
      body,
      headers: Object.freeze({
        ...validators,
        ...(coding === 'identity' ? {} : { 'content-encoding': coding }),
        'content-length': String(body.length),
      }),
    };
  }
  return {
    records: Object.freeze(checked),
    variants: Object.freeze(variants),
    etags: Object.freeze((['identity', 'br', 'gzip'] as const).map(etagOf)),
    notModified: Object.freeze(notModified),
  };
}

export interface FeedCache {
  /** The current snapshot if it is fresh: the hot path, with no promise to allocate. */
  peek(): FeedSnapshot | undefined;
  /** The current snapshot; concurrent callers after a change share one rebuild. */
  get(): Promise<FeedSnapshot>;
  /** Marks the snapshot stale; the next get() rebuilds it from the database. */
  invalidate(): void;
  /**
   * While change notifications cannot be trusted (the listener is reconnecting), a snapshot older than
   * this is rebuilt anyway; undefined (the normal case) keeps it until the next invalidation.
   */
  setMaxAge(ms: number | undefined): void;
}

/** Told how the feed was served (metrics): from the kept snapshot, or by starting a rebuild. */
export interface FeedCacheObserver {
  hit(): void;
  rebuild(): void;
}

/**
 * Every invalidation bumps a version; a rebuild that started before the latest invalidation may be
 * handed to the callers already waiting on it, but is never kept, so a change is never lost to a race.
 */
export function createFeedCache(
  load: () => Promise<PsychicStatusRecord[]>,
  observer?: FeedCacheObserver,
): FeedCache {
  let version = 0;
  let current: { version: number; snapshot: FeedSnapshot; builtAt: number } | undefined;
  let maxAgeMs: number | undefined;
  let building: { version: number; promise: Promise<FeedSnapshot> } | undefined;

  function rebuild(): Promise<FeedSnapshot> {
    observer?.rebuild();
    const startedAt = version;
    const promise = load()
      .then(buildFeedSnapshot)
      .then((snapshot) => {
        if (startedAt === version) current = { version: startedAt, snapshot, builtAt: Date.now() };
        return snapshot;
      })
      .finally(() => {
        if (building?.promise === promise) building = undefined;
      });
    building = { version: startedAt, promise };
    return promise;
  }

  const fresh = () => {
    if (!current || current.version !== version) return undefined;
    if (maxAgeMs !== undefined && Date.now() - current.builtAt > maxAgeMs) return undefined;
    return current.snapshot;
  };
  const peek = () => {
    const snapshot = fresh();
    if (snapshot) observer?.hit();
    return snapshot;
  };

  return {
    peek,
    get() {
      const kept = peek();
      if (kept) return Promise.resolve(kept);
      if (building && building.version === version) return building.promise;
      return rebuild();
    },
    invalidate() {
      version += 1;
    },
    setMaxAge(ms) {
      maxAgeMs = ms;
    },
  };
}
