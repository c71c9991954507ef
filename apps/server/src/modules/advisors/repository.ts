import type { AppDb } from '@app/db/client';
import {
  type AdvisorSchedule,
  advisorHolds,
  advisorMedia,
  advisors,
  callSessions,
  reviews,
  session,
  telephonyStatusEvents,
} from '@app/db/schema';
import type { WeekdayKey } from '@app/shared/rules/availability';
import type { GrammaticalGender } from '@app/shared/rules/grammatical-gender';
import { roundedAverage } from '@app/shared/rules/trust';
import { and, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { ADVISOR_STATUS_CHANNEL } from './status-channel.ts';
import type { AdvisorLine, StatusStamp } from './status-precedence.ts';

/**
 * How long an applied event's key is remembered: longer than any signed event stays acceptable (5 minutes
 * old, 30 seconds ahead), so a replay inside the signature's window always finds it.
 */
const EVENT_KEY_MEMORY_MS = 10 * 60_000;

/** What the status feed needs: deliberately not the private phone number, nor the media blobs. */
export interface AdvisorStatusRow {
  agentId: number;
  name: string;
  description: string;
  /** The presentation in French, or null. */
  descriptionFr: string | null;
  schedule: AdvisorSchedule | null;
  /** The weekdays ('Sun'…'Sat') the advisor does not work. */
  daysOff: WeekdayKey[];
  signedIn: boolean;
  onACall: boolean;
  bridged: boolean;
  isIcCall: boolean;
  availTime: number;
  availTimeStr: string;
  /** Visible reviews: average (one decimal) and count; null without any. */
  rating: { average: number; count: number } | null;
}

/** The live telephony part of an advisor: what the webhook and the simulator write. */
export type AdvisorStatusUpdate = Pick<
  AdvisorStatusRow,
  'signedIn' | 'onACall' | 'bridged' | 'isIcCall' | 'availTime' | 'availTimeStr'
>;

export interface AdvisorMediaFile {
  bytes: Buffer;
  contentType: string;
}

/** What an advisor edits of their public profile (the advisor console's profile page). */
export interface AdvisorProfileChange {
  description?: string;
  /** null removes the French presentation. */
  descriptionFr?: string | null;
  /** How French refers to the advisor: 'f', 'm' or 'x'. */
  grammaticalGender?: GrammaticalGender;
  schedule?: AdvisorSchedule;
  daysOff?: WeekdayKey[];
  photo?: AdvisorMediaFile;
  audio?: AdvisorMediaFile;
}

export interface AdvisorsRepository {
  listStatuses(): Promise<AdvisorStatusRow[]>;
  findPhoto(agentId: number): Promise<(AdvisorMediaFile & { changedAt: Date }) | undefined>;
  /** When the advisor's media row last changed, without reading the bytes; undefined without a photo. */
  photoChangedAt(agentId: number): Promise<Date | undefined>;
  findAudio(agentId: number): Promise<AdvisorMediaFile | undefined>;
  /**
   * Locks the advisor, reads who else steers them (`AdvisorLine`) and writes what `decide` returns
   * (nothing when it returns undefined: 'unchanged'). 'missing' when no advisor has this id. A platform
   * `stamp` is 'superseded' when older than the last event applied, and 'duplicate' (with the flags as
   * they stand, nothing written) when its key was already seen; an advisor's stamp always applies and
   * never moves the last event's time back. `notifyPayload` goes out on ADVISOR_STATUS_CHANNEL with the
   * commit. 'updated' carries the flags as written.
   */
  updateStatus(
    agentId: number,
    decide: (line: AdvisorLine) => Partial<AdvisorStatusUpdate> | undefined,
    notifyPayload: string,
    stamp?: StatusStamp,
  ): Promise<
    | { outcome: 'updated' | 'duplicate'; signedIn: boolean; onACall: boolean }
    | { outcome: 'unchanged' | 'missing' | 'superseded' }
  >;
  /** Advisors on a call of ours, held, or signed in to the console: the ones the simulator leaves alone. */
  listSteeredAgentIds(now: Date): Promise<number[]>;
  /**
   * Writes the profile change and NOTIFYs ADVISOR_STATUS_CHANNEL in one transaction, like updateStatus:
   * every instance drops its feed (and what is built from it) only once the change can be read.
   */
  updateProfile(
    agentId: number,
    change: AdvisorProfileChange,
    notifyPayload: string,
    within?: (tx: AppDb) => Promise<void>,
  ): Promise<'updated' | 'missing'>;
}

type AgentRef = number | typeof advisors.agentId;

/** A call of ours to this advisor is being dialled or talked. */
const liveCallOf = (agentId: AgentRef) =>
  sql`exists (select 1 from ${callSessions} where ${callSessions.advisorAgentId} = ${agentId} and ${callSessions.status} = 'dialing')`;

/** The reserve after a capped call still holds this advisor (past `until` it is over, swept or not). */
const openHoldOf = (agentId: AgentRef, now: Date) =>
  sql`exists (select 1 from ${advisorHolds} where ${advisorHolds.agentId} = ${agentId} and ${isNull(advisorHolds.releasedAt)} and ${gt(advisorHolds.until, now)})`;

/** The advisor's login has a live session: they are signed in to the console. */
const consoleSessionOf = (agentId: AgentRef, now: Date) =>
  sql`exists (select 1 from ${session} join ${advisors} steered on steered.user_id = ${session.userId} where steered.agent_id = ${agentId} and ${gt(session.expiresAt, now)})`;

function toMediaFile(bytes: Buffer | null | undefined, contentType: string | null | undefined) {
  return bytes && contentType ? { bytes, contentType } : undefined;
}

export function createAdvisorsRepository(db: AppDb): AdvisorsRepository {
  const listAdvisors = () =>
    db.query.advisors.findMany({
      columns: {
        agentId: true,
        name: true,
        description: true,
        descriptionFr: true,
        schedule: true,
        daysOff: true,
        signedIn: true,
        onACall: true,
        bridged: true,
        isIcCall: true,
        availTime: true,
        availTimeStr: true,
      },
      // A deactivated advisor leaves the feed, and with it the directory, the sitemap and the profile pages.
      where: (advisor, { eq }) => eq(advisor.isActive, true),
      orderBy: (advisor, { asc }) => [asc(advisor.sortOrder), asc(advisor.agentId)],
    });
  /** Reviews hidden by staff count nowhere. */
  const listRatings = async () => {
    const rows = await db
      .select({
        agentId: reviews.advisorAgentId,
        sum: sql<number>`sum(${reviews.rating})::int`,
        count: sql<number>`count(*)::int`,
      })
      .from(reviews)
      .where(isNull(reviews.hiddenAt))
      .groupBy(reviews.advisorAgentId);
    return new Map(rows.map((row) => [row.agentId, { sum: Number(row.sum), count: Number(row.count) }]));
  };
  return {
    async listStatuses() {
      const [rows, ratings] = await Promise.all([listAdvisors(), listRatings()]);
      return rows.map((row) => {
        const rating = ratings.get(row.agentId);
        return {
          ...row,
          rating: rating ? { average: roundedAverage(rating.sum, rating.count), count: rating.count } : null,
        };
      });
    },

    async findPhoto(agentId) {
      const [row] = await db
        .select({
          bytes: advisorMedia.photo,
          contentType: advisorMedia.photoContentType,
          changedAt: advisorMedia.updatedAt,
        })
        .from(advisorMedia)
        .where(eq(advisorMedia.agentId, agentId));
      const file = toMediaFile(row?.bytes, row?.contentType);
      return file && row ? { ...file, changedAt: row.changedAt } : undefined;
    },

    async photoChangedAt(agentId) {
      const [row] = await db
        .select({ changedAt: advisorMedia.updatedAt })
        .from(advisorMedia)
        .where(and(eq(advisorMedia.agentId, agentId), isNotNull(advisorMedia.photo)));
      return row?.changedAt;
    },

    async findAudio(agentId) {
      const [row] = await db
        .select({ bytes: advisorMedia.audio, contentType: advisorMedia.audioContentType })
        .from(advisorMedia)
        .where(eq(advisorMedia.agentId, agentId));
      return toMediaFile(row?.bytes, row?.contentType);
    },

    updateStatus: (agentId, decide, notifyPayload, stamp) =>
      db.transaction(async (tx) => {
        // The row lock first: a call's connection, settlement and the hold sweep take it too, so the
        // line read below already shows whichever of them committed before us, and the others wait.
        const [current] = await tx
          .select({
            statusEventAt: advisors.statusEventAt,
            signedIn: advisors.signedIn,
            onACall: advisors.onACall,
          })
          .from(advisors)
          .where(eq(advisors.agentId, agentId))
          .for('update');
        if (!current) return { outcome: 'missing' } as const;
        if (stamp?.by === 'platform') {
          if (current.statusEventAt && current.statusEventAt > stamp.at) {
            return { outcome: 'superseded' } as const;
          }
          // Under the advisor's lock, so two deliveries of one event cannot both pass.
          const fresh = await tx
            .insert(telephonyStatusEvents)
            .values({ eventKey: stamp.eventKey, agentId, eventAt: stamp.at })
            .onConflictDoNothing()
            .returning({ eventKey: telephonyStatusEvents.eventKey });
          if (fresh.length === 0) {
            return { outcome: 'duplicate', signedIn: current.signedIn, onACall: current.onACall } as const;
          }
          await tx
            .delete(telephonyStatusEvents)
            .where(lt(telephonyStatusEvents.receivedAt, new Date(Date.now() - EVENT_KEY_MEMORY_MS)));
        }
        const now = new Date();
        const [line] = await tx
          .select({
            onOurCall: sql<boolean>`${liveCallOf(agentId)}`,
            held: sql<boolean>`${openHoldOf(agentId, now)}`,
            inConsole: sql<boolean>`${consoleSessionOf(agentId, now)}`,
          })
          .from(advisors)
          .where(eq(advisors.agentId, agentId));
        const update = decide(line ?? { onOurCall: false, held: false, inConsole: false });
        if (!update) return { outcome: 'unchanged' } as const;
        const [written] = await tx
          .update(advisors)
          .set({
            ...update,
            updatedAt: now,
            // The platform's event is not older than the last one (checked above); the advisor's own
            // action keeps a later platform time, so an older platform event still cannot undo it.
            ...(stamp?.by === 'platform' ? { statusEventAt: stamp.at } : {}),
            ...(stamp?.by === 'advisor'
              ? { statusEventAt: sql`greatest(${advisors.statusEventAt}, ${stamp.at})` }
              : {}),
          })
          .where(eq(advisors.agentId, agentId))
          .returning({ signedIn: advisors.signedIn, onACall: advisors.onACall });
        if (!written) return { outcome: 'missing' } as const;
        // Delivered only if and when the transaction commits.
        await tx.execute(sql`select pg_notify(${ADVISOR_STATUS_CHANNEL}, ${notifyPayload})`);
        return { outcome: 'updated', ...written } as const;
      }),

    async listSteeredAgentIds(now) {
      const rows = await db
        .select({ agentId: advisors.agentId })
        .from(advisors)
        .where(
          sql`${liveCallOf(advisors.agentId)} or ${openHoldOf(advisors.agentId, now)} or ${consoleSessionOf(advisors.agentId, now)}`,
        );
      return rows.map((row) => row.agentId);
    },

    updateProfile: (agentId, change, notifyPayload, within) =>
      db.transaction(async (tx) => {
        const now = new Date();
        const updated = await tx
          .update(advisors)
          .set({
            ...(change.description === undefined ? {} : { description: change.description }),
            ...(change.descriptionFr === undefined ? {} : { descriptionFr: change.descriptionFr }),
            ...(change.grammaticalGender === undefined
              ? {}
              : { grammaticalGender: change.grammaticalGender }),
            ...(change.schedule === undefined ? {} : { schedule: change.schedule }),
            ...(change.daysOff === undefined ? {} : { daysOff: change.daysOff }),
            updatedAt: now,
          })
          .where(eq(advisors.agentId, agentId))
          .returning({ agentId: advisors.agentId });
        if (updated.length === 0) return 'missing';
        const media = {
          ...(change.photo ? { photo: change.photo.bytes, photoContentType: change.photo.contentType } : {}),
          ...(change.audio ? { audio: change.audio.bytes, audioContentType: change.audio.contentType } : {}),
        };
        if (Object.keys(media).length > 0) {
          await tx
            .insert(advisorMedia)
            .values({ agentId, ...media, updatedAt: now })
            .onConflictDoUpdate({ target: advisorMedia.agentId, set: { ...media, updatedAt: now } });
        }
        // What the caller records of the change (a staff audit row) commits with it.
        await within?.(tx);
        await tx.execute(sql`select pg_notify(${ADVISOR_STATUS_CHANNEL}, ${notifyPayload})`);
        return 'updated';
      }),
  };
}
