import type { Language } from '@app/shared/rules/language';
import type { DaySkySummary } from '@app/shared/schemas/horoscope';
import type { ZodiacKey } from '@app/shared/zodiac';
import { composeSkyReading } from './compose.ts';
import { type DaySky, daySky } from './day-sky.ts';

/** How many days' skies an instance keeps (today, tomorrow, and the day before while it ends). */
const KEPT_DAYS = 3;

/**
 * The horoscopes written from the real sky: each day's sky (Montréal's day) computed once per instance
 * and kept, each sign's reading composed from it (compose.ts).
 */
export function createSkyHoroscopes() {
  const skies = new Map<string, DaySky>();

  /** The sky of a Montréal date (YYYY-MM-DD), computed on first use. */
  function skyOf(date: string): DaySky {
    const kept = skies.get(date);
    if (kept) return kept;
    const [year, month, day] = date.split('-').map(Number) as [number, number, number];
    // 17:00 UTC is noon or 1 p.m. in Montréal: always inside that date.
    const sky = daySky(new Date(Date.UTC(year, month - 1, day, 17)));
    skies.set(date, sky);
    while (skies.size > KEPT_DAYS) skies.delete(skies.keys().next().value as string);
    return sky;
  }

  return {
    skyOf,
    async read(sign: ZodiacKey, date: string, language: Language): Promise<string> {
      return composeSkyReading(sign, skyOf(date), language).text;
    },
    summary(date: string): DaySkySummary {
      return summarize(skyOf(date));
    },
  };
}

/** What the modal shows beside the text: the Sun, the Moon (sign, phase, change of sign) and the retrogrades. */
export function summarize(sky: DaySky): DaySkySummary {
  const enters = sky.moon.ingresses.at(-1);
  return {
    sun: sky.sun.sign,
    moon: {
      sign: sky.moon.sign,
      phase: sky.moon.phase.name,
      illumination: sky.moon.phase.illumination,
      enters: enters ? { sign: enters.sign, at: enters.at.toISOString() } : null,
    },
    retrogrades: sky.planets.filter((planet) => planet.retrograde).map((planet) => planet.body),
  };
}
