import { z } from 'zod';
import { messageKey } from '../messages/keys.ts';
import { withoutInvisible } from '../rules/free-text.ts';
import {
  advisorDescriptionBodySchema,
  advisorDescriptionFrSchema,
  advisorScheduleBodySchema,
  grammaticalGenderSchema,
} from './advisor-console.ts';

// ---------------------------------------------------------------------------------------------------
// The back office's advisors. Reading: support and admin; changing: admin only
// (`catalogue: ['manage']`). Every change writes one audit row in the same transaction and NOTIFYs
// every instance, so the directory, the status feed, the sitemap and the pre-rendered pages follow.
//   GET   /api/staff/advisors                          → staffAdvisorListSchema (directory order)
//   GET   /api/staff/advisors/:agentId                 → staffAdvisorSchema
//   POST  /api/staff/advisors        body staffAdvisorCreateBodySchema → 201 staffAdvisorSchema
//         (409 NAME_TAKEN, AGENT_ID_TAKEN, PHONE_TAKEN; 400 SCHEDULE_INVALID with `problems`)
//   PATCH /api/staff/advisors/:agentId  body staffAdvisorUpdateBodySchema → staffAdvisorSchema
//   PUT   /api/staff/advisors/:agentId/phone  body staffAdvisorPhoneBodySchema → staffAdvisorSchema
//   PUT   /api/staff/advisors/:agentId/photo|voice  raw body, the advisor's own upload rules
//   POST  /api/staff/advisors/:agentId/deactivate|reactivate  body staffReasonBodySchema → staffAdvisorSchema
//   POST  /api/staff/advisors/:agentId/login        body staffAdvisorLoginBodySchema → staffAdvisorSchema
//         (creates the advisor's login and e-mails a link to set a password; 409 LOGIN_EXISTS, EMAIL_TAKEN)
//   POST  /api/staff/advisors/:agentId/login/reset  body staffReasonBodySchema → staffAdvisorSchema
//         (a reset e-mail; sessions end;
//         409 NO_LOGIN)
// ---------------------------------------------------------------------------------------------------

/** Extensions are dialled on the phone menu, which takes at most six digits. */
export const ADVISOR_AGENT_ID_MAX = 999_999;
export const ADVISOR_NAME_MAX = 60;
/** A typo guard: $50.00 a minute. */
export const ADVISOR_PAYOUT_MAX_CENTS = 5_000;

export const staffAdvisorParamsSchema = z.object({
  agentId: z.coerce.number().int().min(1).max(ADVISOR_AGENT_ID_MAX),
});

const name = z
  .string()
  .transform((text) => withoutInvisible(text).replace(/\s+/g, ' ').trim())
  .pipe(
    z
      .string()
      .min(2, messageKey('backOffice.advisors.form.checks.nameMin', { count: 2 }))
      .max(
        ADVISOR_NAME_MAX,
        messageKey('backOffice.advisors.form.checks.nameMax', { count: ADVISOR_NAME_MAX }),
      ),
  );

const payout = z
  .int(messageKey('backOffice.advisors.form.checks.payoutWhole'))
  .min(0, messageKey('backOffice.advisors.form.checks.payoutNegative'))
  .max(
    ADVISOR_PAYOUT_MAX_CENTS,
    messageKey('backOffice.advisors.form.checks.payoutMax', { count: ADVISOR_PAYOUT_MAX_CENTS }),
  )
  .nullable();

/** The place in the directory, 1 first; beyond the end means last. */
const position = z
  .int(messageKey('backOffice.advisors.form.invalidNumber'))
  .min(1, messageKey('backOffice.advisors.form.checks.firstPlace'))
  .max(10_000);

const phoneNumber = z
  .string()
  .trim()
  .min(1, messageKey('backOffice.advisors.form.checks.forwardingRequired'))
  .max(32);

export const staffAdvisorCreateBodySchema = z.strictObject({
  name,
  agentId: z
    .int(messageKey('backOffice.advisors.form.checks.extensionWhole'))
    .min(1, messageKey('backOffice.advisors.form.checks.extensionPositive'))
    .max(
      ADVISOR_AGENT_ID_MAX,
      messageKey('backOffice.advisors.form.checks.extensionDigits', {
        count: String(ADVISOR_AGENT_ID_MAX).length,
      }),
    ),
  description: advisorDescriptionBodySchema.shape.description,
  /** Optional: left out, '' or null, the advisor has no French presentation. */
  descriptionFr: advisorDescriptionFrSchema.optional(),
  /** How French refers to the advisor; left out or null: not said (the neutral wording). */
  grammaticalGender: grammaticalGenderSchema.nullable().optional(),
  week: advisorScheduleBodySchema.shape.week,
  phoneNumber,
  payoutCentsPerMinute: payout,
  position: position.optional(),
});

export const staffAdvisorUpdateBodySchema = z
  .strictObject({
    name: name.optional(),
    description: advisorDescriptionBodySchema.shape.description.optional(),
    /** '' or null removes the French presentation. */
    descriptionFr: advisorDescriptionFrSchema.optional(),
    grammaticalGender: grammaticalGenderSchema.nullable().optional(),
    week: advisorScheduleBodySchema.shape.week.optional(),
    payoutCentsPerMinute: payout.optional(),
    position: position.optional(),
  })
  .refine(
    (body) => Object.values(body).some((value) => value !== undefined),
    messageKey('backOffice.advisors.form.checks.changeOne'),
  );

export const staffAdvisorPhoneBodySchema = z.strictObject({ phoneNumber });

export const staffAdvisorLoginBodySchema = z.strictObject({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email(messageKey('backOffice.advisors.form.checks.emailInvalid')).max(254)),
});

export const staffAdvisorSchema = z.object({
  agentId: z.int(),
  name: z.string(),
  description: z.string(),
  /** The presentation in French, or null (French pages show the English one). */
  descriptionFr: z.string().nullable(),
  /** How French refers to the advisor ('f', 'm', 'x'); null: not said (the neutral wording). */
  grammaticalGender: grammaticalGenderSchema.nullable(),
  week: advisorScheduleBodySchema.shape.week,
  /** E.164, in full: staff may see it. */
  phoneNumber: z.string(),
  /** null: the configured default. */
  payoutCentsPerMinute: z.int().nullable(),
  defaultPayoutCentsPerMinute: z.int(),
  /** The place in the directory, 1 first (inactive advisors keep theirs). */
  position: z.int(),
  isActive: z.boolean(),
  /** An approved application's advisor not yet published: hidden from customers, the console open. */
  draft: z.boolean(),
  signedIn: z.boolean(),
  onACall: z.boolean(),
  /** The linked login's e-mail, or null. */
  loginEmail: z.string().nullable(),
  photoUrl: z.string().nullable(),
  hasVoice: z.boolean(),
  profilePath: z.string(),
});

export const staffAdvisorListSchema = z.object({
  items: z.array(staffAdvisorSchema),
  /** The extension the create form proposes: after every one ever given. */
  nextAgentId: z.int(),
});

export type StaffAdvisor = z.infer<typeof staffAdvisorSchema>;
export type StaffAdvisorList = z.infer<typeof staffAdvisorListSchema>;
export type StaffAdvisorCreateBody = z.infer<typeof staffAdvisorCreateBodySchema>;
export type StaffAdvisorUpdateBody = z.infer<typeof staffAdvisorUpdateBodySchema>;
