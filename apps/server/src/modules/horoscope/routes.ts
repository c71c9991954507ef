import { BUSINESS_TIME_ZONE } from '@app/shared/constants';
import { LANGUAGES, type Language } from '@app/shared/rules/language';
import { apiErrorSchema } from '@app/shared/schemas/errors';
import { type DaySkySummary, horoscopeResponseSchema } from '@app/shared/schemas/horoscope';
import { ZODIAC_KEYS, type ZodiacKey } from '@app/shared/zodiac';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createSkyHoroscopes } from './sky/source.ts';

/** Where readings come from: the built-in composer, or a licensed feed behind the same shape. */
export interface HoroscopeSource {
  read(sign: ZodiacKey, date: string, language: Language): Promise<string>;
  /** The day's sky the modal shows beside the text; a feed without one leaves it out. */
  summary?(date: string): DaySkySummary;
}

/** The readings written from the day's real sky (sky/), the default source. */
export const builtInHoroscopes: HoroscopeSource = createSkyHoroscopes();

const businessDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const CACHE_LIMIT = 12 * 3 * 2;

/**
 * GET /.netlify/functions/fetchHoroscope?sign=aries → {data: {date, horoscope_data, sky}}: one reading per
 * sign and day, and the day's sky (the spec's two fields, and one more beside them).
 */
export const horoscopeRoutes: FastifyPluginAsyncZod<{ source?: HoroscopeSource; now?: () => Date }> = async (
  app,
  options,
) => {
  const source = options.source ?? builtInHoroscopes;
  const now = options.now ?? (() => new Date());
  const cache = new Map<string, string>();

  app.get(
    '/.netlify/functions/fetchHoroscope',
    {
      schema: {
        tags: ['horoscope'],
        summary: "Today's reading for a sign (business day, America/Toronto)",
        querystring: z.object({
          sign: z
            .string()
            .trim()
            .toLowerCase()
            .pipe(z.enum(ZODIAC_KEYS as [ZodiacKey, ...ZodiacKey[]])),
          /** The French pages ask for French (a query, so that caches keep one answer per language). */
          lang: z.enum(LANGUAGES).default('en'),
        }),
        response: {
          200: horoscopeResponseSchema,
          400: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const date = businessDay.format(now());
      const { sign, lang } = request.query;
      const key = `${sign}|${date}|${lang}`;
      let text = cache.get(key);
      if (text === undefined) {
        text = await source.read(sign, date, lang);
        if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
        cache.set(key, text);
      }
      reply.header('cache-control', 'public, max-age=900');
      const sky = source.summary?.(date);
      return { data: { date, horoscope_data: text, ...(sky ? { sky } : {}) } };
    },
  );
};
