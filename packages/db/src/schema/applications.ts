import { APPLICATION_STATUSES, type ApplicationStatus } from '@app/shared/schemas/applications';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { advisors } from './advisors.ts';
import { user } from './auth.ts';
import { bytea, createdAt, timestamptz } from './columns.ts';

const quotedList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * An application to become an advisor (issue 43): what the applicant gave on /apply, then its screening.
 * Personal data that only staff see; a rejected or withdrawn one is deleted, with its media and history,
 * 12 months after `decided_at` (Law 25). The audit log names it by id only, so deleting it leaves no
 * personal data behind.
 */
export const advisorApplications = pgTable(
  'advisor_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    status: text('status').$type<ApplicationStatus>().notNull().default('new'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** The verified number (E.164): the forwarding number if approved. */
    phone: text('phone').notNull(),
    province: text('province').notNull(),
    /** The language of the form: the applicant's e-mails speak it. */
    language: text('language').notNull(),
    languages: text('languages').array().notNull(),
    specialties: text('specialties').array().notNull(),
    styles: text('styles').array().notNull(),
    experience: text('experience').notNull(),
    availability: jsonb('availability').notNull(),
    presentation: text('presentation').notNull(),
    /** When they confirmed the age of majority of their province and accepted our terms and privacy notice. */
    confirmedAt: timestamptz('confirmed_at').notNull(),
    /** The secret of the withdraw link in the confirmation e-mail. */
    withdrawToken: text('withdraw_token').notNull().unique(),
    /** The test reading: when, and which staff member plays the client. */
    testReadingAt: timestamptz('test_reading_at'),
    screenerUserId: text('screener_user_id').references(() => user.id, { onDelete: 'set null' }),
    /** The rubric's scores (one per criterion), once recorded. */
    testScores: jsonb('test_scores'),
    decidedAt: timestamptz('decided_at'),
    rejectReason: text('reject_reason'),
    /** The advisor an approval created (its extension). */
    agentId: integer('agent_id')
      .unique()
      .references(() => advisors.agentId),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('advisor_applications_status_known', sql`${t.status} in (${quotedList(APPLICATION_STATUSES)})`),
    check('advisor_applications_language_known', sql`${t.language} in ('en', 'fr')`),
    check('advisor_applications_email_lower_case', sql`${t.email} = lower(${t.email})`),
    index('advisor_applications_status_created_idx').on(t.status, t.createdAt.desc()),
    index('advisor_applications_email_idx').on(t.email),
    index('advisor_applications_phone_idx').on(t.phone),
    index('advisor_applications_decided_idx')
      .on(t.decidedAt)
      .where(sql`${t.status} in ('rejected', 'withdrawn')`),
  ],
);

/** An application's photo and voice sample, as checked and stored (the photo re-encoded). */
export const advisorApplicationMedia = pgTable(
  'advisor_application_media',
  {
    applicationId: uuid('application_id')
      .notNull()
      .references(() => advisorApplications.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'advisor_application_media_pkey', columns: [t.applicationId, t.kind] }),
    check('advisor_application_media_kind_known', sql`${t.kind} in ('photo', 'voice')`),
  ],
);

/** Staff's notes on an application, kept with it (and deleted with it). */
export const advisorApplicationNotes = pgTable(
  'advisor_application_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => advisorApplications.id, { onDelete: 'cascade' }),
    authorUserId: text('author_user_id').references(() => user.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('advisor_application_notes_application_idx').on(t.applicationId, t.createdAt)],
);

/**
 * A code texted to an applicant's number (no account yet, so not phone_verifications): its hash, the
 * wrong tries (5 end it), when it was verified and when an application used it (once).
 */
export const applicationPhoneCodes = pgTable(
  'application_phone_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: timestamptz('expires_at').notNull(),
    verifiedAt: timestamptz('verified_at'),
    consumedAt: timestamptz('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('application_phone_codes_phone_created_idx').on(t.phone, t.createdAt.desc())],
);

/**
 * A new advisor's first days (issue 43): the row an approval writes, which the console's first-day
 * checklist reads. `test_call_at` is when the advisor last called themselves from the console; the
 * other items (photo, voice, hours, payout profile) are read from where they live.
 */
export const advisorOnboarding = pgTable('advisor_onboarding', {
  agentId: integer('agent_id')
    .primaryKey()
    .references(() => advisors.agentId, { onDelete: 'cascade' }),
  applicationId: uuid('application_id').references(() => advisorApplications.id, { onDelete: 'set null' }),
  testCallSid: text('test_call_sid'),
  testCallAt: timestamptz('test_call_at'),
  publishedAt: timestamptz('published_at'),
  createdAt: createdAt(),
});
