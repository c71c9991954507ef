import { z } from 'zod';
import { RUBRIC_KEYS, RUBRIC_MAX_SCORE, RUBRIC_MIN_SCORE } from '../rules/rubric.ts';
import {
  APPLICATION_LANGUAGES,
  APPLICATION_STATUSES,
  availabilitySchema,
  READING_STYLES,
  REJECTION_REASONS,
  SPECIALTIES,
} from './applications.ts';

/**
 * The back office's side of applications (issue 43): screening, the test reading, the decision, and the
 * first days of the advisor an approval creates. Every route is staff only (401 visitor, 403 customer or
 * advisor); `applications: ['screen']` is support's and admin's, `applications: ['decide']` admin's.
 *
 * Screening (applications: screen):
 *   GET  /api/staff/applications?status=&language=&specialty=&page=&pageSize=  → staffApplicationPageSchema
 *                                                   (newest first)
 *   GET  /api/staff/applications/screeners        → staffScreenersSchema (staff who can play the client)
 *   GET  /api/staff/applications/:id              → staffApplicationSchema (404 NOT_FOUND)
 *   GET  /api/staff/applications/:id/media/:kind  → the photo or the voice sample's bytes (kind photo|voice),
 *                                                   its stored content type, cache-control private, no-store
 *   POST /api/staff/applications/:id/notes        body applicationNoteBodySchema → 201 staffApplicationSchema
 *   POST /api/staff/applications/:id/screening    → 200 staffApplicationSchema (new → screening; 409
 *                                                   APPLICATION_CLOSED once decided or withdrawn)
 *   PUT  /api/staff/applications/:id/test-reading body testReadingBodySchema → 200 staffApplicationSchema
 *                                                   (→ test_reading; 400 VALIDATION_ERROR for a time in the
 *                                                   past or a screener who is not staff; 409 APPLICATION_CLOSED)
 *   PUT  /api/staff/applications/:id/test-outcome body testOutcomeBodySchema → 200 staffApplicationSchema
 *                                                   (409 TEST_NOT_SCHEDULED before a test reading is set)
 * Deciding (applications: decide):
 *   POST /api/staff/applications/:id/approve      → 200 applicationApprovedSchema: the advisor (a new
 *                                                   extension, never reused), hidden as a draft; its login
 *                                                   with the set-password e-mail; the welcome text. Twice,
 *                                                   or twice at once, answers the same advisor. 409
 *                                                   TEST_NOT_PASSED without a passing test reading, 409
 *                                                   APPLICATION_CLOSED once rejected or withdrawn, 409
 *                                                   ADVISOR_CONFLICT when the e-mail or phone is taken.
 *   POST /api/staff/applications/:id/reject       body rejectBodySchema → 200 staffApplicationSchema (the
 *                                                   e-mail in the applicant's language; 409 APPLICATION_CLOSED)
 *   POST /api/staff/advisors/:agentId/publish     → 204 (the draft enters the directory; 409 NOT_DRAFT)
 * Every change writes its audit row (application.* with target 'application:<id>', advisor.publish) in
 * the transaction that makes it.
 *
 * The new advisor's console (issue 43's first-day checklist; the console's guard, own agentId only):
 *   GET  /api/advisor/:agentId/checklist          → advisorChecklistSchema
 *   POST /api/advisor/:agentId/test-call          → 202 (our number calls the advisor's forwarding number
 *                                                   and says the line works; 429 within a minute of the last)
 */

export const staffApplicationQuerySchema = z.object({
  status: z.enum(APPLICATION_STATUSES).optional(),
  language: z.enum(APPLICATION_LANGUAGES).optional(),
  specialty: z.enum(SPECIALTIES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type StaffApplicationQuery = z.infer<typeof staffApplicationQuerySchema>;

export const staffApplicationSummarySchema = z.object({
  id: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  name: z.string(),
  province: z.string(),
  /** The form's language (their e-mails speak it). */
  language: z.enum(APPLICATION_LANGUAGES),
  languages: z.array(z.enum(APPLICATION_LANGUAGES)),
  specialties: z.array(z.enum(SPECIALTIES)),
  createdAt: z.iso.datetime(),
  testReadingAt: z.iso.datetime().nullable(),
});
export type StaffApplicationSummary = z.infer<typeof staffApplicationSummarySchema>;

export const staffApplicationPageSchema = z.object({
  items: z.array(staffApplicationSummarySchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});

export const rubricScoresSchema = z.strictObject(
  Object.fromEntries(
    RUBRIC_KEYS.map((key) => [key, z.int().min(RUBRIC_MIN_SCORE).max(RUBRIC_MAX_SCORE)]),
  ) as Record<(typeof RUBRIC_KEYS)[number], z.ZodInt>,
);

export const staffApplicationSchema = staffApplicationSummarySchema.extend({
  email: z.string(),
  /** The verified number, E.164. */
  phone: z.string(),
  styles: z.array(z.enum(READING_STYLES)),
  experience: z.string(),
  availability: availabilitySchema,
  presentation: z.string(),
  /** When they confirmed their age of majority and accepted the terms and privacy notice. */
  confirmedAt: z.iso.datetime(),
  media: z.object({
    /** The stored content types; the bytes come from the media route. */
    photo: z.string().nullable(),
    voice: z.string().nullable(),
  }),
  notes: z.array(
    z.object({
      id: z.string(),
      body: z.string(),
      authorName: z.string().nullable(),
      createdAt: z.iso.datetime(),
    }),
  ),
  screener: z.object({ userId: z.string(), name: z.string() }).nullable(),
  testScores: rubricScoresSchema.nullable(),
  testOutcome: z.enum(['pass', 'fail']).nullable(),
  decidedAt: z.iso.datetime().nullable(),
  rejectReason: z.enum(REJECTION_REASONS).nullable(),
  /** The advisor an approval created, and whether staff have published it yet. */
  advisor: z.object({ agentId: z.int(), draft: z.boolean() }).nullable(),
  /** The audit log's rows for this application, newest first. */
  history: z.array(
    z.object({ at: z.iso.datetime(), action: z.string(), actorName: z.string(), actorEmail: z.string() }),
  ),
});
export type StaffApplication = z.infer<typeof staffApplicationSchema>;

export const staffScreenersSchema = z.array(
  z.object({ userId: z.string(), name: z.string(), email: z.string(), role: z.string() }),
);

export const applicationNoteBodySchema = z.strictObject({ body: z.string().trim().min(1).max(2000) });

export const testReadingBodySchema = z.strictObject({
  /** When the test reading takes place (the back office sends Montréal's wall clock as an instant). */
  at: z.iso.datetime({ offset: true }),
  screenerUserId: z.string().min(1).max(100),
});

export const testOutcomeBodySchema = z.strictObject({ scores: rubricScoresSchema });

export const rejectBodySchema = z.strictObject({ reason: z.enum(REJECTION_REASONS) });

export const applicationApprovedSchema = z.object({ agentId: z.int() });

export const CHECKLIST_ITEMS = ['photo', 'voice', 'hours', 'payoutProfile', 'testCall'] as const;
export type ChecklistItem = (typeof CHECKLIST_ITEMS)[number];

/** null for an advisor who did not come through an application (nothing to show). */
export const advisorChecklistSchema = z
  .object({
    items: z.array(z.object({ key: z.enum(CHECKLIST_ITEMS), done: z.boolean() })),
    /** false while staff have not published the profile: the advisor is hidden from customers. */
    published: z.boolean(),
    testCallAt: z.iso.datetime().nullable(),
  })
  .nullable();
export type AdvisorChecklist = z.infer<typeof advisorChecklistSchema>;
