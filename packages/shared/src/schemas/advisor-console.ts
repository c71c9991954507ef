import { z } from 'zod';
import { messageKey } from '../messages/keys.ts';
import { DAY_OFF } from '../rules/advisor-console.ts';
import { withoutInvisible } from '../rules/free-text.ts';
import { GRAMMATICAL_GENDERS } from '../rules/grammatical-gender.ts';
import { LANGUAGES } from '../rules/language.ts';
import { psychicPhotoQuerySchema } from './advisors.ts';

/** An advisor route's own agentId, as in the URL. */
export const advisorParamsSchema = z.object({ agentId: psychicPhotoQuerySchema.shape.agentId });

export const advisorMonthQuerySchema = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Expected a month as YYYY-MM')
    .optional(),
});

/**
 * The CSV's query: the month, and the language of its headers. A download is a plain link, so the
 * console's language travels in the address (the browser's Accept-Language may be another one).
 */
export const advisorCsvQuerySchema = advisorMonthQuerySchema.extend({ lang: z.enum(LANGUAGES).optional() });

/** How French refers to an advisor: 'f', 'm' or 'x' (rules/grammatical-gender.ts). */
export const grammaticalGenderSchema = z.enum(GRAMMATICAL_GENDERS);

export const advisorStatusBodySchema = z.strictObject({
  /** 'Taking calls' (true) or 'Offline' (false): the feed's signedIn. */
  takingCalls: z.boolean(),
});

export const advisorStatusSchema = z.object({
  takingCalls: z.boolean(),
  /** Set by the call flow only: on a call, and the time left on it as the feed shows it. */
  onACall: z.boolean(),
  availTimeStr: z.string(),
  /** Held for the last caller after a call cut by its cap (the reserve): until when (ISO). */
  heldUntil: z.string().nullable(),
  /** Taking calls while the published schedule says otherwise for this moment (null: no slot today). */
  outsideSchedule: z.boolean(),
  /** The caller stepped out to top up: the advisor is on hold until they come back (issue 40). */
  toppingUp: z.boolean(),
});

export const advisorCallSchema = z.object({
  id: z.string(),
  callStart: z.string(),
  durationSeconds: z.int(),
  minutesBilled: z.int(),
  payoutCentsPerMinute: z.int(),
  earningsCents: z.int(),
  /**
   * First name and initial at most: never an e-mail or a phone number; null when the customer gave no
   * usable name (the console says "Customer" in its language).
   */
  customer: z.string().nullable(),
});

export const periodTotalsSchema = z.object({
  calls: z.int(),
  minutes: z.int(),
  earningsCents: z.int(),
});

export const advisorIdentitySchema = z.object({ agentId: z.int(), name: z.string() });

export const advisorConsoleSchema = z.object({
  agentId: z.int(),
  name: z.string(),
  /** How French refers to the advisor; null: not said yet (the neutral wording). */
  grammaticalGender: grammaticalGenderSchema.nullable(),
  status: advisorStatusSchema,
  payoutCentsPerMinute: z.int(),
  today: z.object({ calls: z.array(advisorCallSchema), totals: periodTotalsSchema }),
  week: periodTotalsSchema,
  month: periodTotalsSchema,
});

export const advisorMonthSchema = z.object({
  month: z.string(),
  calls: z.array(advisorCallSchema),
  totals: periodTotalsSchema,
});

export type AdvisorStatus = z.infer<typeof advisorStatusSchema>;
export type AdvisorCall = z.infer<typeof advisorCallSchema>;
export type AdvisorConsole = z.infer<typeof advisorConsoleSchema>;
export type AdvisorMonth = z.infer<typeof advisorMonthSchema>;

// ---------------------------------------------------------------------------------------------------
// The advisor's profile (/advisor/profile): presentation, weekly schedule, photo, voice introduction and
// forwarding number. Every route is under /api/advisor/:agentId/… and acts on the signed-in advisor only.
//   GET  /api/advisor/:agentId/profile            → advisorProfileSchema
//   PUT  /api/advisor/:agentId/description        body advisorDescriptionBodySchema → advisorProfileSchema
//                                                 (descriptionFr and grammaticalGender optional: left out,
//                                                 they stay as they are)
//   PUT  /api/advisor/:agentId/schedule           body advisorScheduleBodySchema → advisorProfileSchema
//                                                 (400 SCHEDULE_INVALID, `problems` lists each day's problem)
//   PUT  /api/advisor/:agentId/photo              raw body (the file's bytes), Content-Type image/jpeg,
//                                                 image/png or image/webp, ≤ ADVISOR_UPLOAD_MAX_BYTES
//                                                 → advisorProfileSchema
//   PUT  /api/advisor/:agentId/voice              raw body, Content-Type audio/wav (audio/x-wav, audio/wave)
//                                                 or audio/mpeg, ≤ ADVISOR_UPLOAD_MAX_BYTES and
//                                                 ≤ ADVISOR_VOICE_MAX_SECONDS → advisorProfileSchema
//   POST /api/advisor/:agentId/phone/code         body advisorPhoneCodeBodySchema → 204 (an SMS code is
//                                                 sent to the new number)
//   POST /api/advisor/:agentId/phone/confirm      body advisorPhoneConfirmBodySchema → advisorProfileSchema
// Errors are the API's `{ error: { code, message } }`; an upload's message says what is wrong in words an
// advisor understands (too large, not a JPEG/PNG/WebP image, damaged file, longer than 90 seconds, …).
// ---------------------------------------------------------------------------------------------------

/** The longest presentation an advisor may write (characters, after trimming; line breaks kept). */
export const ADVISOR_DESCRIPTION_MAX = 2000;
/** The shortest: a presentation says something. */
export const ADVISOR_DESCRIPTION_MIN = 20;
/** Photo and voice introduction uploads: at most 5 MB each. */
export const ADVISOR_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** A voice introduction lasts at most 90 seconds. */
export const ADVISOR_VOICE_MAX_SECONDS = 90;
export const ADVISOR_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const ADVISOR_VOICE_TYPES = ['audio/wav', 'audio/x-wav', 'audio/wave', 'audio/mpeg'] as const;

/** Line breaks as \\n, no invisible characters (rules/free-text.ts), trimmed. */
const normalizePresentation = (text: string) => withoutInvisible(text).replace(/\r\n?/g, '\n').trim();
const tooShort = messageKey('advisorConsole.profile.presentation.tooShort', {
  count: ADVISOR_DESCRIPTION_MIN,
});
const tooLong = messageKey('advisorConsole.profile.presentation.tooLong', { count: ADVISOR_DESCRIPTION_MAX });

/**
 * The presentation in French: optional, with the English one's rules when written. Empty (or null) means
 * none, kept as null: French pages then show the English presentation.
 */
export const advisorDescriptionFrSchema = z
  .string()
  .nullable()
  .transform((text) => normalizePresentation(text ?? ''))
  .pipe(
    z
      .string()
      .refine((text) => text === '' || text.length >= ADVISOR_DESCRIPTION_MIN, tooShort)
      .max(ADVISOR_DESCRIPTION_MAX, tooLong),
  )
  .transform((text) => (text === '' ? null : text));

/**
 * `descriptionFr` left out keeps the French presentation as it is; '' or null removes it. The French
 * wording's gender goes with it (left out: unchanged).
 */
export const advisorDescriptionBodySchema = z.strictObject({
  description: z
    .string()
    .transform(normalizePresentation)
    .pipe(z.string().min(ADVISOR_DESCRIPTION_MIN, tooShort).max(ADVISOR_DESCRIPTION_MAX, tooLong)),
  descriptionFr: advisorDescriptionFrSchema.optional(),
  grammaticalGender: grammaticalGenderSchema.optional(),
});

const editorSlotSchema = z.strictObject({ from: z.string().max(16), to: z.string().max(16) });
// The count is checked after the union, so a third slot is named as such rather than as a union miss.
const editorDaySchema = z
  .union([z.literal(DAY_OFF), z.array(editorSlotSchema)])
  .refine(
    (day) => day === DAY_OFF || day.length <= 2,
    messageKey('advisorConsole.profile.schedule.problems.tooManySlots'),
  );

/**
 * The editor's week (rules/advisor-console.ts `EditorWeek`): per day 'off' (a day off), or 0 ('Varies'),
 * 1 or 2 slots.
 */
export const advisorScheduleBodySchema = z.strictObject({
  week: z.strictObject({
    sunday: editorDaySchema,
    monday: editorDaySchema,
    tuesday: editorDaySchema,
    wednesday: editorDaySchema,
    thursday: editorDaySchema,
    friday: editorDaySchema,
    saturday: editorDaySchema,
  }),
});

export const advisorPhoneCodeBodySchema = z.strictObject({
  /** The new forwarding number, as the customer's phone forms take it (10 digits, NANP). */
  phoneNumber: z.string().max(32),
});

export const advisorPhoneConfirmBodySchema = z.strictObject({
  phoneNumber: z.string().max(32),
  code: z.string().max(12),
});

export const advisorProfileSchema = z.object({
  agentId: z.int(),
  name: z.string(),
  /** The presentation as the public profile shows it (line breaks kept). */
  description: z.string(),
  /** The presentation in French, or null: French pages then show the English one. */
  descriptionFr: z.string().nullable(),
  /** How French refers to the advisor; null: not said yet (the neutral wording). */
  grammaticalGender: grammaticalGenderSchema.nullable(),
  /** The editor's week: day name ('sunday'…'saturday') → 'off', or 0..2 slots of display times ('9:00 AM'). */
  week: z.record(
    z.string(),
    z.union([z.literal(DAY_OFF), z.array(z.object({ from: z.string(), to: z.string() }))]),
  ),
  /** The public URL of the photo (changes when the photo does), or null. */
  photoUrl: z.string().nullable(),
  /** Whether a voice introduction is on file (played through fetch-audio). */
  hasVoice: z.boolean(),
  /** The forwarding number, masked: '•••-•••-4567'. Never the whole number. */
  phoneMasked: z.string(),
  /** The public profile's path (/psychic/<slug>). */
  profilePath: z.string(),
});

export type AdvisorProfile = z.infer<typeof advisorProfileSchema>;
