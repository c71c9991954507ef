import { z } from 'zod';
import { PROVINCES } from '../rules/provinces.ts';

/**
 * Applying to become an advisor (issue 43): /apply and /fr/postuler, then the back office's screening.
 *
 * The applicant's routes (no sign-in):
 *   GET  /api/applications/start              → applicationStartSchema (a signed form token: the
 *                                                timing check against bots, and the form's lists)
 *   POST /api/applications/phone-code         body applicationPhoneCodeBodySchema → 204 (a code texted)
 *   POST /api/applications/phone-code/verify  body applicationPhoneVerifyBodySchema → 204
 *                                                (400 WRONG_CODE, 410 CODE_EXPIRED)
 *   POST /api/applications                    body applicationBodySchema (JSON; the photo and the voice
 *                                                sample as base64, each checked by content as the
 *                                                console's uploads are) → 201 { id }
 *                                                (400 VALIDATION_ERROR / PHONE_NOT_VERIFIED / media
 *                                                codes, 409 APPLIED_RECENTLY, 429)
 *   POST /api/applications/withdraw           body { token } (the link in the confirmation e-mail) → 204
 */

export const APPLICATION_STATUSES = [
  'new',
  'screening',
  'test_reading',
  'approved',
  'rejected',
  'withdrawn',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** What an advisor reads (the services page's kinds of reading). */
export const SPECIALTIES = [
  'tarot',
  'astrology',
  'love',
  'career',
  'mediumship',
  'dreams',
  'clairvoyance',
  'numerology',
] as const;
export type Specialty = (typeof SPECIALTIES)[number];

/** How they read. */
export const READING_STYLES = ['compassionate', 'direct', 'spiritual', 'practical', 'intuitive'] as const;
export type ReadingStyle = (typeof READING_STYLES)[number];

export const APPLICATION_LANGUAGES = ['en', 'fr'] as const;

/** The parts of a day an applicant can take calls, per weekday. */
export const DAY_PARTS = ['morning', 'afternoon', 'evening', 'night'] as const;
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** Why staff reject an application: a fixed list, so the e-mail says it in the applicant's language. */
export const REJECTION_REASONS = [
  'test_reading',
  'experience',
  'availability',
  'languages',
  'ethics',
  'incomplete',
  'other',
] as const;

/** After a rejection, the same e-mail or phone may apply again after this many months. */
export const REAPPLY_AFTER_MONTHS = 6;
/** Rejected and withdrawn applications, with their media, are deleted this many months after the decision. */
export const APPLICATION_RETENTION_MONTHS = 12;

export const APPLICATION_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The voice sample: a file (WAV, MP3) or a recording in the browser (WebM or Ogg Opus, MP4 AAC on Safari). */
export const APPLICATION_VOICE_TYPES = [
  'audio/wav',
  'audio/x-wav',
  'audio/wave',
  'audio/mpeg',
  'audio/webm',
  'audio/ogg',
  'audio/mp4',
] as const;
export const APPLICATION_MEDIA_MAX_BYTES = 5 * 1024 * 1024;
export const APPLICATION_VOICE_MAX_SECONDS = 120;

export const applicationStartSchema = z.object({ formToken: z.string() });

export const applicationPhoneCodeBodySchema = z.strictObject({
  formToken: z.string().min(1).max(500),
  /** Ten digits (NANP), as the site's other phone forms take them. */
  phone: z.string().trim().min(10).max(20),
});

export const applicationPhoneVerifyBodySchema = z.strictObject({
  formToken: z.string().min(1).max(500),
  phone: z.string().trim().min(10).max(20),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
});

const mediaSchema = (types: readonly string[]) =>
  z.strictObject({
    type: z.enum(types as [string, ...string[]]),
    /** The file's bytes, base64. */
    data: z
      .string()
      .min(1)
      .max(Math.ceil((APPLICATION_MEDIA_MAX_BYTES * 4) / 3) + 8),
  });

export const availabilitySchema = z.partialRecord(z.enum(WEEKDAYS), z.array(z.enum(DAY_PARTS)).max(4));

export const applicationBodySchema = z.strictObject({
  formToken: z.string().min(1).max(500),
  /** A field people never see: a bot that fills every field fills it. */
  website: z.string().max(200).optional(),
  name: z.string().trim().min(2).max(80),
  email: z.email().trim().toLowerCase().max(254),
  phone: z.string().trim().min(10).max(20),
  province: z.enum(PROVINCES),
  languages: z.array(z.enum(APPLICATION_LANGUAGES)).min(1).max(2),
  specialties: z.array(z.enum(SPECIALTIES)).min(1).max(SPECIALTIES.length),
  styles: z.array(z.enum(READING_STYLES)).min(1).max(READING_STYLES.length),
  experience: z.string().trim().min(20).max(2000),
  availability: availabilitySchema,
  presentation: z.string().trim().min(80).max(2000),
  photo: mediaSchema(APPLICATION_PHOTO_TYPES),
  voice: mediaSchema(APPLICATION_VOICE_TYPES),
  /** The age of majority in their province (18 or 19), confirmed. */
  ofAge: z.literal(true),
  /** Our terms and privacy notice, accepted. */
  consent: z.literal(true),
});
export type ApplicationBody = z.infer<typeof applicationBodySchema>;

export const applicationCreatedSchema = z.object({ id: z.string() });
export const applicationWithdrawBodySchema = z.strictObject({ token: z.string().min(20).max(200) });
