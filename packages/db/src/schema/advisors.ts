import type { ScheduleEntry, WeekdayKey } from '@app/shared/rules/availability';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { bytea, timestamptz } from './columns.ts';

/** Keyed like the psychic status feed: 'Sun', 'Mon', 'Tues', 'Wed', 'Thu', 'Fri', 'Sat'. */
export type AdvisorSchedule = Partial<Record<WeekdayKey, ScheduleEntry[]>>;

/** The advisor and the live telephony status that the psychic status feed serves. */
export const advisors = pgTable(
  'advisors',
  {
    /** Also the phone extension customers dial. */
    agentId: integer('agent_id').primaryKey(),
    name: text('name').notNull().unique(),
    description: text('description').notNull(),
    /** The advisor's presentation in French, if they wrote one; French pages show the English otherwise. */
    descriptionFr: text('description_fr'),
    /** No longer read (grammaticalGender replaced it); kept one release so running instances keep working. */
    gender: text('gender'),
    /**
     * How French refers to the advisor (rules/grammatical-gender.ts): 'f', 'm', or 'x' for wording that
     * agrees with neither; null (not said yet) reads as 'x'.
     */
    grammaticalGender: text('grammatical_gender'),
    schedule: jsonb('schedule').$type<AdvisorSchedule>(),
    /**
     * The weekdays ('Sun'…'Sat', the schedule's keys) the advisor does not work. Apart from the schedule,
     * whose days keep the feed's shape (a day off lists no hours there, like 'Varies'): rows written
     * before it existed read as no day off.
     */
    daysOff: text('days_off').array().$type<WeekdayKey[]>().notNull().default(sql`'{}'::text[]`),
    signedIn: boolean('signed_in').notNull().default(false),
    onACall: boolean('on_a_call').notNull().default(false),
    bridged: boolean('bridged').notNull().default(false),
    isIcCall: boolean('is_ic_call').notNull().default(false),
    availTime: integer('avail_time').notNull().default(0),
    availTimeStr: text('avail_time_str').notNull().default(''),
    /**
     * Private forwarding number (E.164): never part of any response to the site. Unique: the advisor's
     * phone menu recognises an advisor by the number they call from.
     */
    phoneNumber: text('phone_number').notNull().unique(),
    sortOrder: integer('sort_order').notNull(),
    /**
     * A deactivated advisor leaves the directory, the status feed, the sitemap and the phone menu; the
     * row stays, so their calls, payouts and extension (never given to anyone else) keep their history.
     */
    isActive: boolean('is_active').notNull().default(true),
    /**
     * An approved applicant's advisor before staff publish it (issue 43): hidden like a deactivated one
     * (is_active is false), yet its login opens the console so the advisor can prepare. Publishing sets
     * is_active and clears this; deactivating clears it too.
     */
    draft: boolean('draft').notNull().default(false),
    /** The advisor's own login (a user with role 'advisor'); one login per advisor, one advisor per login. */
    userId: text('user_id')
      .unique()
      .references(() => user.id, { onDelete: 'set null' }),
    /** What the advisor earns per billed minute, in cents; null: the configured default. */
    payoutCentsPerMinute: integer('payout_cents_per_minute'),
    /**
     * The signed time of the last telephony status event applied: an older event (a replay inside the
     * signature's 5-minute window, or a late delivery) is refused, so it can never undo a newer status.
     */
    statusEventAt: timestamptz('status_event_at'),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('advisors_agent_id_positive', sql`${t.agentId} > 0`),
    check('advisors_avail_time_non_negative', sql`${t.availTime} >= 0`),
    check('advisors_payout_non_negative', sql`${t.payoutCentsPerMinute} >= 0`),
    check(
      'advisors_days_off_known',
      sql`${t.daysOff} <@ array['Sun', 'Mon', 'Tues', 'Wed', 'Thu', 'Fri', 'Sat']::text[]`,
    ),
    check('advisors_grammatical_gender_known', sql`${t.grammaticalGender} in ('f', 'm', 'x')`),
    check('advisors_draft_hidden', sql`not (${t.draft} and ${t.isActive})`),
  ],
);

/** Photo and audio blobs, kept apart so that the 15-second status poll never reads them. */
export const advisorMedia = pgTable(
  'advisor_media',
  {
    agentId: integer('agent_id')
      .primaryKey()
      .references(() => advisors.agentId, { onDelete: 'cascade' }),
    photo: bytea('photo'),
    photoContentType: text('photo_content_type'),
    audio: bytea('audio'),
    audioContentType: text('audio_content_type'),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('advisor_media_photo_typed', sql`(${t.photo} is null) = (${t.photoContentType} is null)`),
    check('advisor_media_audio_typed', sql`(${t.audio} is null) = (${t.audioContentType} is null)`),
  ],
);

/**
 * The telephony status events applied or judged in the last few minutes, by their key (the signature,
 * which covers the time, the URL and the body): the same event delivered again, a replay inside the
 * signature's window or a retry after a lost answer, finds its key here and changes nothing. Rows older
 * than the window are deleted as new events arrive.
 */
export const telephonyStatusEvents = pgTable(
  'telephony_status_events',
  {
    eventKey: text('event_key').primaryKey(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => advisors.agentId, { onDelete: 'cascade' }),
    /** The event's signed time. */
    eventAt: timestamptz('event_at').notNull(),
    receivedAt: timestamptz('received_at').notNull().defaultNow(),
  },
  (t) => [index('telephony_status_events_received_at').on(t.receivedAt)],
);
