import { z } from 'zod';
import { messageKey } from '../messages/keys.ts';
import { withoutInvisible } from '../rules/free-text.ts';

/** Why staff may hide a review: abuse only. A low rating is not a reason, on purpose. */
export const REVIEW_HIDE_REASONS = ['insult', 'personal_data', 'spam'] as const;
export type ReviewHideReason = (typeof REVIEW_HIDE_REASONS)[number];

/** What a customer may give as the reason of a satisfaction request. */
export const SATISFACTION_REASONS = [
  'inaccurate',
  'connection',
  'advisor_conduct',
  'not_as_described',
  'other',
] as const;
export type SatisfactionReason = (typeof SATISFACTION_REASONS)[number];

export const REVIEW_COMMENT_MAX = 1000;
export const REVIEW_REPLY_MAX = 1000;
export const SATISFACTION_COMMENT_MAX = 1000;
export const REVIEWS_PAGE_SIZE = 10;

/** C0 and C1 controls but the line feed: nobody types them into a review. */
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && code !== 0x0a) || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

/** A free text: trimmed, an empty one is none; no control character but line breaks. */
function optionalText(max: number) {
  return z
    .string()
    .transform((text) => withoutInvisible(text).replace(/\r\n?/g, '\n').trim())
    .pipe(
      z
        .string()
        .max(max, messageKey('trust.checks.tooLong', { count: max }))
        .refine((text) => !hasControlCharacter(text), {
          message: messageKey('trust.checks.controlCharacters'),
        }),
    )
    .transform((text) => (text === '' ? null : text));
}

const agentId = z.number().int().positive().max(999_999);
export const agentIdParamsSchema = z.object({ agentId: z.coerce.number().pipe(agentId) });
export const idParamsSchema = z.object({ id: z.uuid() });

export const ratingSchema = z
  .number({ message: messageKey('trust.checks.ratingRange') })
  .int(messageKey('trust.checks.ratingRange'))
  .min(1, messageKey('trust.checks.ratingRange'))
  .max(5, messageKey('trust.checks.ratingRange'));

export const reviewBodySchema = z.strictObject({
  agentId,
  rating: ratingSchema,
  comment: optionalText(REVIEW_COMMENT_MAX).nullable().optional(),
});
export type ReviewBody = z.input<typeof reviewBodySchema>;

export const reviewEditSchema = reviewBodySchema.omit({ agentId: true });

/** A review as everyone sees it on the profile. */
export const publicReviewSchema = z.object({
  id: z.string(),
  rating: z.int(),
  comment: z.string().nullable(),
  /** First name and initial; null: the customer gave no usable name ("A customer"). */
  author: z.string().nullable(),
  createdAt: z.string(),
  edited: z.boolean(),
  reply: z.object({ text: z.string(), at: z.string() }).nullable(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

export const ratingSummarySchema = z.object({
  /** Rounded to one decimal. */
  average: z.number(),
  count: z.int(),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

export const reviewsPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const reviewsPageSchema = z.object({
  reviews: z.array(publicReviewSchema),
  page: z.int(),
  pageSize: z.int(),
  total: z.int(),
  summary: ratingSummarySchema.nullable(),
});
export type ReviewsPage = z.infer<typeof reviewsPageSchema>;

/** The signed-in customer's own review. */
export const ownReviewSchema = z.object({
  id: z.string(),
  agentId: z.int(),
  advisorName: z.string(),
  rating: z.int(),
  comment: z.string().nullable(),
  createdAt: z.string(),
  /** Until when the author may edit it. */
  editableUntil: z.string(),
  hidden: z.boolean(),
});
export type OwnReview = z.infer<typeof ownReviewSchema>;

export const ownReviewsSchema = z.object({
  reviews: z.array(ownReviewSchema),
  /** Advisors the customer may review now (a call of 4 paid minutes or more in the last 7 days, none reviewed today). */
  reviewable: z.array(z.object({ agentId: z.int(), advisorName: z.string() })),
});
export type OwnReviews = z.infer<typeof ownReviewsSchema>;

export const favoritesSchema = z.object({ favorites: z.array(z.int()) });

export const alertChannelSchema = z.enum(['sms', 'email']);
export const alertBodySchema = z.strictObject({
  channel: alertChannelSchema,
  /** Accept a notice between 22:00 and 08:00. */
  nightOk: z.boolean().default(false),
});
export const alertSchema = z.object({
  agentId: z.int(),
  channel: alertChannelSchema,
  nightOk: z.boolean(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export const alertsSchema = z.object({
  alerts: z.array(alertSchema),
  /** Whether the customer has a verified phone number to be texted at. */
  canText: z.boolean(),
});
export type Alerts = z.infer<typeof alertsSchema>;

export const satisfactionBodySchema = z.strictObject({
  usageId: z.uuid(),
  reason: z.enum(SATISFACTION_REASONS, { message: messageKey('trust.checks.reasonRequired') }),
  comment: optionalText(SATISFACTION_COMMENT_MAX).nullable().optional(),
});
export type SatisfactionBody = z.input<typeof satisfactionBodySchema>;

export const satisfactionStatusSchema = z.enum(['pending', 'granted', 'declined']);
export const ownSatisfactionRequestSchema = z.object({
  id: z.string(),
  usageId: z.string(),
  reason: z.enum(SATISFACTION_REASONS),
  status: satisfactionStatusSchema,
  minutesGranted: z.int().nullable(),
  decisionNote: z.string().nullable(),
  createdAt: z.string(),
});
export const ownSatisfactionSchema = z.object({
  requests: z.array(ownSatisfactionRequestSchema),
  /** Calls the customer may ask about now (the last 72 hours), empty while the 30-day limit holds. */
  eligibleUsageIds: z.array(z.string()),
  /** When the 30-day limit lifts; null when it does not hold. */
  nextAllowedAt: z.string().nullable(),
});
export type OwnSatisfaction = z.infer<typeof ownSatisfactionSchema>;

// --- advisor console ---

export const replyBodySchema = z.strictObject({
  text: optionalText(REVIEW_REPLY_MAX).pipe(z.string({ message: messageKey('trust.checks.replyRequired') })),
});

export const consoleReviewSchema = publicReviewSchema.extend({ hidden: z.boolean() });
export const consoleReviewsSchema = reviewsPageSchema.extend({ reviews: z.array(consoleReviewSchema) });

// --- back office ---

export const staffReviewsQuerySchema = z.object({
  state: z.enum(['visible', 'hidden', 'all']).default('all'),
  agentId: z.coerce.number().int().positive().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const staffReviewSchema = z.object({
  id: z.string(),
  agentId: z.int(),
  advisorName: z.string(),
  customerId: z.string(),
  /** '' when the customer gave no first name (the list shows the e-mail). */
  customerName: z.string(),
  customerEmail: z.string(),
  rating: z.int(),
  comment: z.string().nullable(),
  source: z.enum(['web', 'phone']),
  createdAt: z.string(),
  reply: z.string().nullable(),
  hidden: z
    .object({
      at: z.string(),
      reason: z.enum(REVIEW_HIDE_REASONS),
      note: z.string(),
      by: z.string().nullable(),
    })
    .nullable(),
});
export const staffReviewsSchema = z.object({
  reviews: z.array(staffReviewSchema),
  page: z.int(),
  pageSize: z.int(),
  total: z.int(),
});

const staffNote = z
  .string()
  .transform((text) => text.trim())
  .pipe(
    z
      .string()
      .min(1, messageKey('backOffice.refunds.noteRequired'))
      .max(500, messageKey('trust.checks.tooLong', { count: 500 })),
  );

export const hideReviewBodySchema = z.strictObject({
  reason: z.enum(REVIEW_HIDE_REASONS, { message: messageKey('trust.checks.hideReasonRequired') }),
  note: staffNote,
});
export const restoreReviewBodySchema = z.strictObject({ note: staffNote });

export const staffSatisfactionQuerySchema = z.object({
  status: z.enum(['pending', 'granted', 'declined', 'all']).default('pending'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const staffSatisfactionRequestSchema = z.object({
  id: z.string(),
  customerId: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  agentId: z.int().nullable(),
  advisorName: z.string().nullable(),
  callStart: z.string(),
  durationSeconds: z.int(),
  minutesBilled: z.int(),
  reason: z.enum(SATISFACTION_REASONS),
  comment: z.string().nullable(),
  status: satisfactionStatusSchema,
  minutesGranted: z.int().nullable(),
  decisionNote: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});
export const staffSatisfactionListSchema = z.object({
  requests: z.array(staffSatisfactionRequestSchema),
  page: z.int(),
  pageSize: z.int(),
  total: z.int(),
});
export const grantSatisfactionBodySchema = z.strictObject({
  minutes: z
    .number()
    .int(messageKey('trust.checks.minutesWhole'))
    .min(1, messageKey('trust.checks.minutesWhole')),
  note: staffNote,
});
export const declineSatisfactionBodySchema = z.strictObject({ note: staffNote });
