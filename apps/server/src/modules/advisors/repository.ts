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
import type { AdvisorLine } from './status-precedence.ts';

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
   * The advisor's row locked (FOR UPDATE) for the rest of the transaction: the last platform event's time
   * and the flags as they stand; undefined when no advisor has this id.
   */
  lockStatus(
    agentId: number,
  ): Promise<{ statusEventAt: Date | null; signedIn: boolean; onACall: boolean } | undefined>;
  /** Remembers a platform event's key; false when it was seen already. */
  recordStatusEvent(event: { eventKey: string; agentId: number; at: Date }): Promise<boolean>;
  /** Forgets the event keys received before `before`. */
  forgetStatusEvents(before: Date): Promise<void>;
  /** Who else steers the advisor now (a call of ours, the reserve, the console). */
  readLine(agentId: number, now: Date): Promise<AdvisorLine | undefined>;
  /**
   * Writes live flags. `eventAt` moves the last event's time: to `at`, or with `keepLater` to the later of
   * `at` and the stored one. Returns the flags as written, undefined when no advisor has this id.
   */
  writeStatus(
    agentId: number,
    update: Partial<AdvisorStatusUpdate>,
    now: Date,
    eventAt?: { at: Date; keepLater: boolean },
  ): Promise<{ signedIn: boolean; onACall: boolean } | undefined>;
  /** Advisors on a call of ours, held, or signed in to the console: the ones the simulator leaves alone. */
  listSteeredAgentIds(now: Date): Promise<number[]>;
  /** Writes the profile's own columns; false when no advisor has this id. */
  writeProfile(agentId: number, change: AdvisorProfileChange, now: Date): Promise<boolean>;
  /** Stores the photo and/or the recording given, keeping the other. */
  writeMedia(agentId: number, media: Pick<AdvisorProfileChange, 'photo' | 'audio'>, now: Date): Promise<void>;
  /** NOTIFYs ADVISOR_STATUS_CHANNEL with `payload`; PostgreSQL delivers it only if the transaction commits. */
  notifyStatusChange(payload: string): Promise<void>;
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

    async lockStatus(agentId) {
      const [current] = await db
        .select({
          statusEventAt: advisors.statusEventAt,
          signedIn: advisors.signedIn,
          onACall: advisors.onACall,
        })
        .from(advisors)
        .where(eq(advisors.agentId, agentId))
        .for('update');
      return current;
    },

    async recordStatusEvent(event) {
      const fresh = await db
        .insert(telephonyStatusEvents)
        .values({ eventKey: event.eventKey, agentId: event.agentId, eventAt: event.at })
        .onConflictDoNothing()
        .returning({ eventKey: telephonyStatusEvents.eventKey });
      return fresh.length > 0;
    },

    async forgetStatusEvents(before) {
      await db.delete(telephonyStatusEvents).where(lt(telephonyStatusEvents.receivedAt, before));
    },

    async readLine(agentId, now) {
      const [line] = await db
        .select({
          onOurCall: sql<boolean>`${liveCallOf(agentId)}`,
          held: sql<boolean>`${openHoldOf(agentId, now)}`,
          inConsole: sql<boolean>`${consoleSessionOf(agentId, now)}`,
        })
        .from(advisors)
        .where(eq(advisors.agentId, agentId));
      return line;
    },

    async writeStatus(agentId, update, now, eventAt) {
      const [written] = await db
        .update(advisors)
        .set({
          ...update,
          updatedAt: now,
          ...(eventAt === undefined
            ? {}
            : {
                statusEventAt: eventAt.keepLater
                  ? sql`greatest(${advisors.statusEventAt}, ${eventAt.at})`
                  : eventAt.at,
              }),
        })
        .where(eq(advisors.agentId, agentId))
        .returning({ signedIn: advisors.signedIn, onACall: advisors.onACall });
      return written;
    },

    async listSteeredAgentIds(now) {
      const rows = await db
        .select({ agentId: advisors.agentId })
        .from(advisors)
        .where(
          sql`${liveCallOf(advisors.agentId)} or ${openHoldOf(advisors.agentId, now)} or ${consoleSessionOf(advisors.agentId, now)}`,
        );
      return rows.map((row) => row.agentId);
    },

    async writeProfile(agentId, change, now) {
      const updated = await db
        .update(advisors)
        .set({
          ...(change.description === undefined ? {} : { description: change.description }),
          ...(change.descriptionFr === undefined ? {} : { descriptionFr: change.descriptionFr }),
          ...(change.grammaticalGender === undefined ? {} : { grammaticalGender: change.grammaticalGender }),
          ...(change.schedule === undefined ? {} : { schedule: change.schedule }),
          ...(change.daysOff === undefined ? {} : { daysOff: change.daysOff }),
          updatedAt: now,
        })
        .where(eq(advisors.agentId, agentId))
        .returning({ agentId: advisors.agentId });
      return updated.length > 0;
    },

    async writeMedia(agentId, change, now) {
      const media = {
        ...(change.photo ? { photo: change.photo.bytes, photoContentType: change.photo.contentType } : {}),
        ...(change.audio ? { audio: change.audio.bytes, audioContentType: change.audio.contentType } : {}),
      };
      await db
        .insert(advisorMedia)
        .values({ agentId, ...media, updatedAt: now })
        .onConflictDoUpdate({ target: advisorMedia.agentId, set: { ...media, updatedAt: now } });
    },

    async notifyStatusChange(payload) {
      await db.execute(sql`select pg_notify(${ADVISOR_STATUS_CHANNEL}, ${payload})`);
    },
  };
}
