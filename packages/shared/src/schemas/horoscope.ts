import { z } from 'zod';
import { ZODIAC_KEYS, type ZodiacKey } from '../zodiac.ts';
import { CHART_BODIES } from './natal-chart.ts';

export const MOON_PHASES = [
  'new',
  'waxingCrescent',
  'firstQuarter',
  'waxingGibbous',
  'full',
  'waningGibbous',
  'lastQuarter',
  'waningCrescent',
] as const;
export type MoonPhase = (typeof MOON_PHASES)[number];

const zodiacKey = z.enum(ZODIAC_KEYS as [ZodiacKey, ...ZodiacKey[]]);

/**
 * The day's sky as the horoscope modal shows it beside the text (`data.sky`, beside the spec's `date`
 * and `horoscope_data`): the Sun's sign, the Moon's sign at noon, its phase, its sign change that day if
 * any, and the planets retrograde at noon.
 */
export const daySkySummarySchema = z.object({
  sun: zodiacKey,
  moon: z.object({
    sign: zodiacKey,
    phase: z.enum(MOON_PHASES),
    /** The lit fraction, 0 to 1. */
    illumination: z.number(),
    /** The last sign the Moon enters that day, and when (ISO instant); null on a day it stays in one sign. */
    enters: z.object({ sign: zodiacKey, at: z.string() }).nullable(),
  }),
  retrogrades: z.array(z.enum(CHART_BODIES)),
});
export type DaySkySummary = z.infer<typeof daySkySummarySchema>;

export const horoscopeResponseSchema = z.object({
  data: z.object({ date: z.string(), horoscope_data: z.string(), sky: daySkySummarySchema.optional() }),
});
