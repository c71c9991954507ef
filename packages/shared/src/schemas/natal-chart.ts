import { z } from 'zod';
import { ZODIAC_KEYS, type ZodiacKey } from '../zodiac.ts';

/**
 * A customer's own chart (issue 42): computed from the birth date (at noon) and, when the customer adds
 * them, the birth time and place. The API answers it to its owner, and to an advisor the customer shares
 * it with; neither answer ever carries the birth place or time.
 */

export const CHART_BODIES = [
  'sun',
  'moon',
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
] as const;
export type ChartBody = (typeof CHART_BODIES)[number];

export const CHART_ASPECTS = ['conjunction', 'sextile', 'square', 'trine', 'opposition'] as const;
export type ChartAspect = (typeof CHART_ASPECTS)[number];

const zodiacKey = z.enum(ZODIAC_KEYS as [ZodiacKey, ...ZodiacKey[]]);

/** A point of the zodiac: its ecliptic longitude (0–360), and the same as a sign and a degree in it (0–30). */
export const zodiacPointSchema = z.object({
  longitude: z.number(),
  sign: zodiacKey,
  degree: z.number(),
});
export type ZodiacPoint = z.infer<typeof zodiacPointSchema>;

export const natalBodySchema = zodiacPointSchema.extend({
  body: z.enum(CHART_BODIES),
  retrograde: z.boolean(),
  /** Its whole-sign house, once the Ascendant is known (birth time and place); null otherwise. */
  house: z.number().int().min(1).max(12).nullable(),
});
export type NatalBody = z.infer<typeof natalBodySchema>;

export const natalChartSchema = z.object({
  /** 'date': the birth date alone (positions at noon); 'time-place': the birth time and place too. */
  precision: z.enum(['date', 'time-place']),
  sunSign: zodiacKey,
  bodies: z.array(natalBodySchema),
  /** With the date alone, where the Moon was over the birth day (it moves about 13° a day); null otherwise. */
  moonRange: z.object({ from: zodiacPointSchema, to: zodiacPointSchema }).nullable(),
  ascendant: zodiacPointSchema.nullable(),
  /** Whole-sign houses from the Ascendant's sign (the 1st is its sign); empty with the date alone. */
  houses: z.array(z.object({ house: z.number().int().min(1).max(12), sign: zodiacKey })),
});
export type NatalChart = z.infer<typeof natalChartSchema>;

/** Today's transiting body in a major aspect to a natal point, its orb in degrees. */
export const transitSchema = z.object({
  transiting: z.enum(CHART_BODIES),
  natal: z.enum([...CHART_BODIES, 'ascendant']),
  aspect: z.enum(CHART_ASPECTS),
  orb: z.number(),
});
export type Transit = z.infer<typeof transitSchema>;

/** The business day's personal reading: the transits to the chart, tightest first, and the text built from them. */
export const personalDaySchema = z.object({
  date: z.string(),
  transits: z.array(transitSchema),
  text: z.string(),
});
export type PersonalDay = z.infer<typeof personalDaySchema>;

// ---------------------------------------------------------------------------------------------------
// The routes (issue 42):
//   GET    /api/places?place=montr                      → placesSchema (the gazetteer; `place` never logged)
//   GET    /api/customers/:id/chart                     → customerChartSchema
//   PUT    /api/customers/:id/birth-details             body birthDetailsBodySchema → customerChartSchema
//          (409 NO_BIRTH_DATE without a birth date on the profile; 400 UNKNOWN_PLACE)
//   DELETE /api/customers/:id/birth-details             → customerChartSchema (audited)
//   POST   /api/customers/:id/birth-details/reveal      → revealedBirthDetailsSchema (audited)
//   GET    /api/customers/:id/chart-shares              → chartSharesSchema
//   PUT    /api/customers/:id/chart-shares              body chartSharesBodySchema → chartSharesSchema
//   GET    /api/advisor/:agentId/charts                 → advisorChartsSchema (live call and the last 24 h)
//   GET    /api/advisor/:agentId/charts/:callId         → advisorChartSchema (403 CHART_NOT_SHARED)

export const placeSchema = z.object({
  id: z.string(),
  name: z.string(),
  region: z.string(),
  country: z.string(),
});
export type PlaceOption = z.infer<typeof placeSchema>;
export const placesSchema = z.object({ places: z.array(placeSchema) });

export const birthDetailsBodySchema = z.strictObject({
  /** The local time on the birth certificate, 24-hour 'HH:MM'. */
  birthTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
  /** An id from GET /api/places. */
  birthPlaceId: z.string().min(1).max(120),
});

export const customerChartSchema = z.object({
  /** The profile's birth date; null: no chart until the customer gives it. */
  birthDate: z.string().nullable(),
  /** Whether a birth time and place are saved, shown only masked ('••:•• · ••••••'). */
  birthDetails: z.object({ masked: z.string() }).nullable(),
  chart: natalChartSchema.nullable(),
  today: personalDaySchema.nullable(),
});
export type CustomerChart = z.infer<typeof customerChartSchema>;

export const revealedBirthDetailsSchema = z.object({
  birthTime: z.string(),
  place: placeSchema,
});

export const chartSharesBodySchema = z.strictObject({
  /** Every advisor (also the ones chosen one by one). */
  all: z.boolean(),
  agentIds: z.array(z.int().positive()).max(200),
});
const advisorNameSchema = z.object({ agentId: z.int(), name: z.string() });
export const chartSharesSchema = z.object({
  all: z.boolean(),
  advisors: z.array(advisorNameSchema),
  /** The advisors the customer may pick one by one: their favourites and the ones they have talked to. */
  candidates: z.array(advisorNameSchema),
});
export type ChartShares = z.infer<typeof chartSharesSchema>;

export const advisorChartSchema = z.object({
  /** The call that opens the chart to the advisor (live, or ended less than 24 h ago). */
  callId: z.string(),
  /** First name and initial at most, as the console's calls show them. */
  customer: z.string().nullable(),
  live: z.boolean(),
  /** Until when the advisor may see it (ISO); null during the call. */
  visibleUntil: z.string().nullable(),
  chart: natalChartSchema,
  today: personalDaySchema,
});
export type AdvisorChart = z.infer<typeof advisorChartSchema>;
export const advisorChartsSchema = z.object({ charts: z.array(advisorChartSchema) });
