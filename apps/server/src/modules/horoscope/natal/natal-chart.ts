import {
  CHART_BODIES,
  type ChartBody,
  type NatalBody,
  type NatalChart,
  type ZodiacPoint,
} from '@app/shared/schemas/natal-chart';
import * as Astronomy from 'astronomy-engine';
import { degreeInSign, eclipticLongitude, isRetrograde, SIGNS, type Sign, signOf } from '../sky/ephemeris.ts';
import { birthInstant, nextDate } from './birth-instant.ts';
import type { Place } from './gazetteer.ts';

/**
 * A customer's natal chart (issue 42): the ten bodies' tropical positions at birth, and, when the birth time
 * and place are known, the Ascendant and whole-sign houses. Pure: the same input always gives the same chart.
 */

/**
 * The business's zone (Montréal's clock). With the birth date alone the chart is cast for noon there: for a
 * birth in Canada at most some 15 hours from the real instant (a birth near midnight in Vancouver), which
 * moves every body but the Moon by under 1.5° (Mercury, the fastest); the Moon gets its range instead.
 */
const BUSINESS_ZONE = 'America/Toronto';
const DEG = Math.PI / 180;

export interface NatalInput {
  /** YYYY-MM-DD, the date on the birth place's calendar. */
  date: string;
  /** HH:MM on the birth place's clock, and the place; both or neither. */
  birth?: { time: string; place: Place };
}

const normalize = (degrees: number) => ((degrees % 360) + 360) % 360;

/** A longitude as a point of the zodiac: the longitude, its sign and the degree within it. */
export function zodiacPoint(longitude: number): ZodiacPoint {
  const normalized = normalize(longitude);
  return { longitude: normalized, sign: signOf(normalized), degree: degreeInSign(normalized) };
}

/** The whole-sign house `sign` is, counted from `first` (the Ascendant's sign, or the Sun's): 1 to 12. */
export const wholeSignHouse = (first: Sign, sign: Sign) =>
  ((SIGNS.indexOf(sign) - SIGNS.indexOf(first) + 12) % 12) + 1;

/**
 * The Ascendant's ecliptic longitude: the point of the ecliptic on the eastern horizon at `at`, seen from
 * `latitude`, `longitude` (degrees, east positive). From the local sidereal time (Greenwich apparent
 * sidereal time plus the east longitude: RAMC) and the true obliquity ε of the date:
 *   ASC = atan2(cos RAMC, −(sin RAMC·cos ε + tan φ·sin ε)).
 * Of the two points where the ecliptic meets the horizon, that formula gives the eastern one everywhere
 * below the polar circles; beyond them it can give the western one, so the point whose hour angle is
 * negative (east of the meridian) is kept. Checked against astronomy-engine's horizon in the tests.
 */
export function ascendantLongitude(at: Date, latitude: number, longitude: number): number {
  if (!(Math.abs(latitude) < 90) || !Number.isFinite(longitude))
    throw new RangeError(`No Ascendant at latitude ${latitude}, longitude ${longitude}`);
  const time = Astronomy.MakeTime(at);
  const ramc = normalize(Astronomy.SiderealTime(time) * 15 + longitude) * DEG;
  const obliquity = Astronomy.e_tilt(time).tobl * DEG;
  const phi = latitude * DEG;
  const lambda = Math.atan2(
    Math.cos(ramc),
    -(Math.sin(ramc) * Math.cos(obliquity) + Math.tan(phi) * Math.sin(obliquity)),
  );
  // The point's right ascension (it lies on the ecliptic), then its hour angle: negative means east.
  const rightAscension = Math.atan2(Math.sin(lambda) * Math.cos(obliquity), Math.cos(lambda));
  const east = Math.sin(ramc - rightAscension) < 0;
  return normalize(lambda / DEG + (east ? 0 : 180));
}

/** The ten bodies at `at`, in CHART_BODIES' order, each in its whole-sign house from `first` if known. */
function bodiesAt(at: Date, first: Sign | null): NatalBody[] {
  return CHART_BODIES.map((body: ChartBody) => {
    const point = zodiacPoint(eclipticLongitude(body, at));
    return {
      body,
      ...point,
      retrograde: isRetrograde(body, at),
      house: first ? wholeSignHouse(first, point.sign) : null,
    };
  });
}

/** The twelve whole-sign houses: the 1st is the Ascendant's sign, then the signs in zodiac order. */
export function wholeSignHouses(ascendant: Sign): NatalChart['houses'] {
  const start = SIGNS.indexOf(ascendant);
  return SIGNS.map((_, i) => ({ house: i + 1, sign: SIGNS[(start + i) % 12] as Sign }));
}

/** The Sun's sign, from the chart's bodies. */
function sunSignOf(bodies: readonly NatalBody[]): Sign {
  const sun = bodies.find((body) => body.body === 'sun');
  if (!sun) throw new Error('A chart without the Sun');
  return sun.sign;
}

/**
 * The chart of a birth. With the date alone: the bodies at noon in the business's zone, no Ascendant nor
 * houses, and where the Moon was from that day's midnight to the next (business zone too), since it moves
 * some 13° a day. With the time and place: the bodies at that instant (the place's zone and its rules
 * of the day), the Ascendant, the whole-sign houses, and each body's house.
 * Throws a RangeError for an invalid date, time, zone or place.
 */
export function natalChart(input: NatalInput): NatalChart {
  if (!input.birth) {
    const noon = birthInstant(input.date, '12:00', BUSINESS_ZONE);
    const bodies = bodiesAt(noon, null);
    const midnight = birthInstant(input.date, '00:00', BUSINESS_ZONE);
    const nextMidnight = birthInstant(nextDate(input.date), '00:00', BUSINESS_ZONE);
    return {
      precision: 'date',
      sunSign: sunSignOf(bodies),
      bodies,
      moonRange: {
        from: zodiacPoint(eclipticLongitude('moon', midnight)),
        to: zodiacPoint(eclipticLongitude('moon', nextMidnight)),
      },
      ascendant: null,
      houses: [],
    };
  }
  const { time, place } = input.birth;
  const at = birthInstant(input.date, time, place.timeZone);
  const ascendant = zodiacPoint(ascendantLongitude(at, place.latitude, place.longitude));
  const bodies = bodiesAt(at, ascendant.sign);
  return {
    precision: 'time-place',
    sunSign: sunSignOf(bodies),
    bodies,
    moonRange: null,
    ascendant,
    houses: wholeSignHouses(ascendant.sign),
  };
}
