import { randomUUID } from 'node:crypto';
import { WEEKDAY_KEYS } from '@app/shared/rules/availability';
import type { YN } from '@app/shared/rules/psychic-status';
import type { PsychicStatusRecord } from '@app/shared/schemas/advisors';
import { AppError } from '../../app-error.ts';
import { strongEtag } from './http-cache.ts';
import type {
  AdvisorMediaFile,
  AdvisorStatusRow,
  AdvisorStatusUpdate,
  AdvisorsRepository,
} from './repository.ts';
import { createFeedCache, type FeedSnapshot } from './status-feed.ts';

export const FUNCTIONS_BASE = '/.netlify/functions';

/** While change notifications may be missed, the feed is reread at most this often. */
const UNTRUSTED_FEED_MAX_AGE_MS = 2_000;

export function psychicPhotoUrl(agentId: number): string {
  return `${FUNCTIONS_BASE}/psychic-photo?agentId=${agentId}`;
}

const yn = (flag: boolean): YN => (flag ? 'Y' : 'N');

/** The feed's historical wire format: Y/N flags, 'descr', and every weekday present (an empty list for a day off). */
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
    isICCall: yn(row.isIcCall),
    onACall: yn(row.onACall),
    schedule,
    signedIn: yn(row.signedIn),
    photoUrl: psychicPhotoUrl(row.agentId),
  };
}

export interface MediaFile extends AdvisorMediaFile {
  etag: string;
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
   * The one write path of live status (telephony webhook, simulator): commits, notifies every
   * instance, and makes the next feed read show it. Throws 404 NOT_FOUND for an unknown advisor.
   */
  updateAgentStatus(agentId: number, update: Partial<AdvisorStatusUpdate>, eventAt?: Date): Promise<void>;
  /** A NOTIFY payload from any instance (see status-events.ts). */
  handleStatusNotification(payload: string): void;
  /** Whether change notifications currently arrive; while they may not, the feed expires by age. */
  setNotificationsLive(live: boolean): void;
}

export interface AdvisorsServiceOptions {
  /** Tags this instance's notifications, so it does not rebuild twice for its own writes. */
  instanceId?: string;
}

const notFound = (message: string) => new AppError(404, 'NOT_FOUND', message);

export function createAdvisorsService(
  repository: AdvisorsRepository,
  options: AdvisorsServiceOptions = {},
): AdvisorsService {
  const ownPrefix = `${options.instanceId ?? randomUUID()}:`;
  const listPsychicStatuses = async () => (await repository.listStatuses()).map(toPsychicStatusRecord);
  const feed = createFeedCache(listPsychicStatuses);
  // Until a listener reports live, nothing guarantees that another instance's change reaches us.
  feed.setMaxAge(UNTRUSTED_FEED_MAX_AGE_MS);

  return {
    listPsychicStatuses,
    getStatusFeed: () => feed.get(),
    peekStatusFeed: () => feed.peek(),

    async getPhoto(agentId) {
      const photo = await repository.findPhoto(agentId);
      if (!photo) throw notFound(`No photo for advisor ${agentId}`);
      return { ...photo, etag: strongEtag(photo.bytes) };
    },

    async getAudio(extension) {
      const audio = await repository.findAudio(extension);
      if (!audio || audio.bytes.length === 0) throw notFound(`No audio for extension ${extension}`);
      return audio;
    },

    async updateAgentStatus(agentId, update, eventAt) {
      const outcome = await repository.updateStatus(agentId, update, `${ownPrefix}${agentId}`, eventAt);
      if (outcome === 'missing') throw notFound(`No advisor with agentId ${agentId}`);
      if (outcome === 'superseded') {
        throw new AppError(409, 'SUPERSEDED', 'A newer status event for this advisor was already applied');
      }
      // Our own NOTIFY comes back too, but the caller must see the change now, not after a round trip.
      feed.invalidate();
    },

    handleStatusNotification(payload) {
      if (!payload.startsWith(ownPrefix)) feed.invalidate();
    },

    setNotificationsLive(live) {
      // Back from a gap: whatever changed meanwhile was not announced to us.
      if (live) feed.invalidate();
      feed.setMaxAge(live ? undefined : UNTRUSTED_FEED_MAX_AGE_MS);
    },
  };
}
