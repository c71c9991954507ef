// zod/mini: the web app parses the feed on its first screen, where classic zod's size and start-up would cost.
import * as z from 'zod/mini';
import { EXTENSION_MAX_DIGITS } from '../constants.ts';
import { messageKey } from '../messages/keys.ts';
import { WEEKDAY_KEYS } from '../rules/availability.ts';

const yn = z.enum(['Y', 'N']);

export const scheduleEntrySchema = z.object({
  from: z.string(),
  to: z.string(),
});

/** Every feed record carries all seven weekday keys, an empty list for a day off. */
export const scheduleSchema = z.record(z.enum(WEEKDAY_KEYS), z.array(scheduleEntrySchema));

export const psychicStatusRecordSchema = z.object({
  agentId: z.int(),
  agentName: z.string(),
  availTime: z.number(),
  availTimeStr: z.string(),
  bridged: yn,
  descr: z.string(),
  /**
   * The advisor's presentation in French, null when they wrote none (French pages then show `descr`).
   * Added to the spec's record; optional here so that a feed without it (an older server) still parses.
   */
  descrFr: z.optional(z.nullable(z.string())),
  isICCall: yn,
  onACall: yn,
  schedule: scheduleSchema,
  /**
   * The days the advisor does not work (their schedule lists no hours for them, as for 'Varies'). Added
   * to the spec's record; optional, so that a feed without it (an older server) still parses.
   */
  daysOff: z.optional(z.array(z.enum(WEEKDAY_KEYS))),
  signedIn: yn,
  photoUrl: z.optional(z.string()),
  /**
   * The advisor's visible reviews (average rounded to one decimal), null when none; the same
   * shape as trust.ts's ratingSummarySchema, written here in zod/mini. Optional so an older feed still parses.
   */
  rating: z.optional(z.nullable(z.object({ average: z.number(), count: z.int() }))),
});
export type PsychicStatusRecord = z.infer<typeof psychicStatusRecordSchema>;

export const psychicStatusListSchema = z.array(psychicStatusRecordSchema);

export const fetchAudioBodySchema = z.object({
  extension: z
    .string()
    .check(
      z.regex(new RegExp(`^\\d{1,${EXTENSION_MAX_DIGITS}}$`), messageKey('validation.extensionInvalid')),
    ),
});
export type FetchAudioBody = z.infer<typeof fetchAudioBodySchema>;

/** Query strings arrive as text; nine digits keep the id far inside the safe integer range. */
export const psychicPhotoQuerySchema = z.object({
  agentId: z.pipe(
    z.pipe(
      z.string().check(z.regex(/^\d{1,9}$/, messageKey('validation.agentIdInvalid'))),
      z.transform(Number),
    ),
    z.int().check(z.positive({ error: messageKey('validation.agentIdInvalid') })),
  ),
});
export type PsychicPhotoQuery = z.output<typeof psychicPhotoQuerySchema>;
