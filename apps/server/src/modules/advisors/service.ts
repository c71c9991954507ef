import { createHash, randomUUID } from 'node:crypto';
import type { AppDb } from '@app/db/client';
import { WEEKDAY_KEYS } from '@app/shared/rules/availability';
import type { YN } from '@app/shared/rules/psychic-status';
import type { PsychicStatusRecord } from '@app/shared/schemas/advisors';
import { AppError } from '../../app-error.ts';
import { strongEtag } from '../../http-cache.ts';
import {
  type AdvisorMediaFile,
  type AdvisorProfileChange,
  type AdvisorStatusRow,
  type AdvisorStatusUpdate,
  createAdvisorsRepository,
} from './repository.ts';
import { createFeedCache, type FeedCacheObserver, type FeedSnapshot } from './status-feed.ts';
import {
  type AdvisorLine,
  type StatusSource,
  type StatusStamp,
  statusUpdateToApply,
} from './status-precedence.ts';

export const FUNCTIONS_BASE = '/.netlify/functions';

/**
 * How long an applied event's key is remembered: longer than any signed event stays acceptable (5 minutes
 * old, 30 seconds ahead), so a replay inside the signature's window always finds it.
 */
const EVENT_KEY_MEMORY_MS = 10 * 60_000;
/** While change notifications may be missed, the feed is reread at most this often. */
const UNTRUSTED_FEED_MAX_AGE_MS = 2_000;
/** Photos kept in memory (about 100 KB each once re-encoded): every advisor's, with room to spare. */
const MAX_KEPT_PHOTOS = 500;

/**
 * The spec's photo URL, or, with `version`, one that names these exact bytes: a URL that changes with the
 * photo (PHOTO_CACHE_CONTROL in routes.ts says why the public pages keep the plain one).
 */
export function psychicPhotoUrl(agentId: number, version?: string): string {
  const plain = `${FUNCTIONS_BASE}/psychic-photo?agentId=${agentId}`;
  return version ? `${plain}&v=${version}` : plain;
}

/** The photo's version in URLs: the start of its SHA-256 in hex (the profile query computes the same in SQL). */
export const PHOTO_VERSION_LENGTH = 16;
export function photoVersion(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, PHOTO_VERSION_LENGTH);
}

const yn = (flag: boolean): YN => (flag ? 'Y' : 'N');

/**
 * The feed's historical wire format: Y/N flags, 'descr', and every weekday present (an empty list for a
 * day without hours); plus 'descrFr', the French presentation or null, and 'daysOff', the days the
 * advisor does not work.
 */
export function toPsychicStatusRecord(row: AdvisorStatusRow): PsychicStatusRecord {
  const schedule = {} as PsychicStatusRecord['schedule'];
  for (const day of WEEKDAY_KEYS) schedule[day] = row.schedule?.[day] ?? [];
  return {
    agentId: row.agentId,
    agentName: row.name,
    availTime: row.availTime,
    availTimeStr: row.availTimeStr,
    bridged: yn(row.bridged),
    descr: row.description,
    descrFr: row.descriptionFr,
    isICCall: yn(row.isIcCall),
    onACall: yn(row.onACall),
    schedule,
    daysOff: WEEKDAY_KEYS.filter((day) => row.daysOff.includes(day)),
    signedIn: yn(row.signedIn),
    photoUrl: psychicPhotoUrl(row.agentId),
    rating: row.rating,
  };
}

export interface MediaFile extends AdvisorMediaFile {
  etag: string;
  /** photoVersion() of the bytes. */
  version: string;
}

export interface AdvisorsService {
  listPsychicStatuses(): Promise<PsychicStatusRecord[]>;
  /** The serialized feed, ready to send; rebuilt from the database only after a change. */
  getStatusFeed(): Promise<FeedSnapshot>;
  /** The feed if it is fresh, without waiting: the hot path of the 15-second poll. */
  peekStatusFeed(): FeedSnapshot | undefined;
  /** Throws 404 NOT_FOUND for an unknown advisor or one without a photo. */
  getPhoto(agentId: number): Promise<MediaFile>;
  /** The voice introduction of the advisor reached at this extension; 404 NOT_FOUND if none. */
  getAudio(extension: number): Promise<AdvisorMediaFile>;
  /**
   * The one write path of live status (telephony webhook, console, phone menu, simulator): commits,
   * notifies every instance, and makes the next feed read show it. A call or hold of ours outranks the
   * update (statusUpdateToApply). Resolves to the flags as they stand after it; throws 404 NOT_FOUND for
   * an unknown advisor and 409 SUPERSEDED for a platform event older than the last one applied. A
   * platform event seen before changes nothing and resolves to the flags as they stand (see StatusStamp).
   */
  updateAgentStatus(
    agentId: number,
    update: Partial<AdvisorStatusUpdate>,
    stamp?: StatusStamp,
    source?: StatusSource,
  ): Promise<{ signedIn: boolean; onACall: boolean } | undefined>;
  /** The advisors the simulator must leave alone (see statusUpdateToApply). */
  listSteeredAgentIds(): Promise<number[]>;
  /**
   * The advisor's own edits (presentation, schedule, photo, voice): the same path as a status change, so
   * the feed, the profile pages built from it and the sitemap show them on the next read, on every
   * instance. Throws 404 NOT_FOUND for an unknown advisor.
   */
  updateProfile(
    agentId: number,
    change: AdvisorProfileChange,
    within?: (tx: AppDb) => Promise<void>,
  ): Promise<void>;
  /** A NOTIFY payload from any instance (see status-events.ts). */
  /** Rebuilds the feed after a change another writer made; resolves once it shows (never rejects). */
  handleStatusNotification(payload: string): Promise<void>;
  /** Whether change notifications currently arrive; while they may not, the feed expires by age. */
  setNotificationsLive(live: boolean): void;
  /**
   * Runs `listener` after each rebuild a change caused (the pages built from the feed); a writer of this
   * instance waits for it too, so its next visitor sees the change.
   */
  afterChange(listener: () => Promise<void>): void;
}

export interface AdvisorsServiceOptions {
  /** Tags this instance's notifications, so it does not rebuild twice for its own writes. */
  instanceId?: string;
  /** Counts the feed's snapshot hits and rebuilds (metrics). */
  feedObserver?: FeedCacheObserver;
}

const notFound = (message: string) => new AppError(404, 'NOT_FOUND', message);

export function createAdvisorsService(db: AppDb, options: AdvisorsServiceOptions = {}): AdvisorsService {
  const repository = createAdvisorsRepository(db);
  const ownPrefix = `${options.instanceId ?? randomUUID()}:`;
  const listPsychicStatuses = async () => (await repository.listStatuses()).map(toPsychicStatusRecord);
  const feed = createFeedCache(listPsychicStatuses, options.feedObserver);
  const photos = new Map<number, { changedAt: Date; file: MediaFile }>();
  const listeners: (() => Promise<void>)[] = [];
  /** The feed and what is built from it, as new as the change just committed. */
  async function rebuildAfterChange(): Promise<void> {
    // A failed rebuild does not undo the change, which is stored; the next one retries.
    await feed.invalidate().catch(() => undefined);
    await Promise.all(listeners.map((listener) => listener().catch(() => undefined)));
  }
  // Until a listener reports live, nothing guarantees that another instance's change reaches us.
  feed.setMaxAge(UNTRUSTED_FEED_MAX_AGE_MS);

  /**
   * Locks the advisor, reads who else steers them (AdvisorLine) and writes what `decide` returns (nothing
   * when it returns undefined: 'unchanged'), with the NOTIFY of `notifyPayload`, in one transaction.
   * 'missing' when no advisor has this id. A platform `stamp` is 'superseded' when older than the last
   * event applied, and 'duplicate' (with the flags as they stand, nothing written) when its key was
   * already seen; an advisor's stamp always applies and never moves the last event's time back.
   */
  function writeStatus(
    agentId: number,
    decide: (line: AdvisorLine) => Partial<AdvisorStatusUpdate> | undefined,
    notifyPayload: string,
    stamp?: StatusStamp,
  ) {
    return db.transaction(async (tx) => {
      const rows = createAdvisorsRepository(tx);
      // The row lock first: a call's connection, settlement and the hold sweep take it too, so the
      // line read below already shows whichever of them committed before us, and the others wait.
      const current = await rows.lockStatus(agentId);
      if (!current) return { outcome: 'missing' } as const;
      if (stamp?.by === 'platform') {
        if (current.statusEventAt && current.statusEventAt > stamp.at) {
          return { outcome: 'superseded' } as const;
        }
        // Under the advisor's lock, so two deliveries of one event cannot both pass.
        if (!(await rows.recordStatusEvent({ eventKey: stamp.eventKey, agentId, at: stamp.at }))) {
          return { outcome: 'duplicate', signedIn: current.signedIn, onACall: current.onACall } as const;
        }
        await rows.forgetStatusEvents(new Date(Date.now() - EVENT_KEY_MEMORY_MS));
      }
      const now = new Date();
      const line = await rows.readLine(agentId, now);
      const update = decide(line ?? { onOurCall: false, held: false, inConsole: false });
      if (!update) return { outcome: 'unchanged' } as const;
      // The platform's event is not older than the last one (checked above); the advisor's own action
      // keeps a later platform time, so an older platform event still cannot undo it.
      const written = await rows.writeStatus(
        agentId,
        update,
        now,
        stamp === undefined ? undefined : { at: stamp.at, keepLater: stamp.by === 'advisor' },
      );
      if (!written) return { outcome: 'missing' } as const;
      // Delivered only if and when the transaction commits.
      await rows.notifyStatusChange(notifyPayload);
      return { outcome: 'updated', ...written } as const;
    });
  }

  /**
   * Writes the profile change and NOTIFYs ADVISOR_STATUS_CHANNEL in one transaction, like writeStatus:
   * every instance drops its feed (and what is built from it) only once the change can be read.
   */
  function writeProfile(
    agentId: number,
    change: AdvisorProfileChange,
    notifyPayload: string,
    within?: (tx: AppDb) => Promise<void>,
  ) {
    return db.transaction(async (tx): Promise<'updated' | 'missing'> => {
      const rows = createAdvisorsRepository(tx);
      const now = new Date();
      if (!(await rows.writeProfile(agentId, change, now))) return 'missing';
      if (change.photo || change.audio) await rows.writeMedia(agentId, change, now);
      // What the caller records of the change (a staff audit row) commits with it.
      await within?.(tx);
      await rows.notifyStatusChange(notifyPayload);
      return 'updated';
    });
  }

  return {
    listPsychicStatuses,
    getStatusFeed: () => feed.get(),
    peekStatusFeed: () => feed.peek(),

    async getPhoto(agentId) {
      // The public photo URL is revalidated on every page view (routes.ts): a look at the row's time
      // answers most of them without reading the bytes out of the database or hashing them again.
      const changedAt = await repository.photoChangedAt(agentId);
      const kept = photos.get(agentId);
      if (kept && changedAt && kept.changedAt.getTime() === changedAt.getTime()) return kept.file;
      const photo = await repository.findPhoto(agentId);
      if (!photo) {
        photos.delete(agentId);
        throw notFound(`No photo for advisor ${agentId}`);
      }
      const { changedAt: storedAt, ...media } = photo;
      const file = { ...media, etag: strongEtag(media.bytes), version: photoVersion(media.bytes) };
      if (photos.size >= MAX_KEPT_PHOTOS) photos.clear();
      photos.set(agentId, { changedAt: storedAt, file });
      return file;
    },

    async getAudio(extension) {
      const audio = await repository.findAudio(extension);
      if (!audio || audio.bytes.length === 0) throw notFound(`No audio for extension ${extension}`);
      return audio;
    },

    async updateAgentStatus(agentId, update, stamp, source = 'push') {
      const result = await writeStatus(
        agentId,
        (line) => statusUpdateToApply(update, line, source),
        `${ownPrefix}${agentId}`,
        stamp,
      );
      if (result.outcome === 'duplicate') return { signedIn: result.signedIn, onACall: result.onACall };
      if (result.outcome !== 'updated') {
        if (result.outcome === 'missing') throw notFound(`No advisor with agentId ${agentId}`);
        if (result.outcome === 'superseded') {
          throw new AppError(409, 'SUPERSEDED', 'A newer status event for this advisor was already applied');
        }
        return undefined;
      }
      // Our own NOTIFY comes back too, but the caller must see the change now, not after a round trip:
      // the answer waits for the rebuild (pollers meanwhile get the previous snapshot).
      await rebuildAfterChange();
      return { signedIn: result.signedIn, onACall: result.onACall };
    },

    listSteeredAgentIds: () => repository.listSteeredAgentIds(new Date()),

    async updateProfile(agentId, change, within) {
      const outcome = await writeProfile(agentId, change, `${ownPrefix}${agentId}`, within);
      if (outcome === 'missing') throw notFound(`No advisor with agentId ${agentId}`);
      await rebuildAfterChange();
    },

    async handleStatusNotification(payload) {
      // A writer of this instance (staff, calls, reviews) awaits this after its commit, so its own next
      // read shows the change; pollers meanwhile get the previous snapshot.
      if (!payload.startsWith(ownPrefix)) await rebuildAfterChange();
    },

    setNotificationsLive(live) {
      // Back from a gap: whatever changed meanwhile was not announced to us.
      if (live) void feed.invalidate();
      feed.setMaxAge(live ? undefined : UNTRUSTED_FEED_MAX_AGE_MS);
    },

    afterChange(listener) {
      listeners.push(listener);
    },
  };
}
