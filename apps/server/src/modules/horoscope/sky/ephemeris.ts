import { CHART_BODIES, type ChartBody } from '@app/shared/schemas/natal-chart';
import { ZODIAC_KEYS, type ZodiacKey } from '@app/shared/zodiac';
import * as Astronomy from 'astronomy-engine';

/**
 * Where the Sun, the Moon and the planets are, from astronomy-engine (MIT, offline, about an arcminute):
 * geocentric ecliptic longitudes of the date's equinox, the tropical zodiac's signs, retrograde motion,
 * the Moon's phase, and the instants a body changes sign or direction, found to the second by bisection.
 */

/** The zodiac from Aries, as the site's catalogue keys it. */
export const SIGNS = ZODIAC_KEYS;
export type Sign = ZodiacKey;

export const BODIES = CHART_BODIES;
export type SkyBody = ChartBody;
/** The bodies that can turn retrograde (seen from the Earth, the Sun and the Moon never do). */
export const PLANETS: readonly SkyBody[] = BODIES.filter((body) => body !== 'sun' && body !== 'moon');

const ENGINE_BODY: Record<SkyBody, Astronomy.Body> = {
  sun: Astronomy.Body.Sun,
  moon: Astronomy.Body.Moon,
  mercury: Astronomy.Body.Mercury,
  venus: Astronomy.Body.Venus,
  mars: Astronomy.Body.Mars,
  jupiter: Astronomy.Body.Jupiter,
  saturn: Astronomy.Body.Saturn,
  uranus: Astronomy.Body.Uranus,
  neptune: Astronomy.Body.Neptune,
  pluto: Astronomy.Body.Pluto,
};

const normalize = (degrees: number) => ((degrees % 360) + 360) % 360;

/** The body's geocentric ecliptic longitude at `at`, in degrees [0, 360), of the date's equinox. */
export function eclipticLongitude(body: SkyBody, at: Date): number {
  const time = Astronomy.MakeTime(at);
  if (body === 'sun') return normalize(Astronomy.SunPosition(time).elon);
  if (body === 'moon') return normalize(Astronomy.EclipticGeoMoon(time).lon);
  // Corrected for light travel time and aberration: where the planet is seen.
  return normalize(Astronomy.Ecliptic(Astronomy.GeoVector(ENGINE_BODY[body], time, true)).elon);
}

export function signOf(longitude: number): Sign {
  return SIGNS[Math.floor(normalize(longitude) / 30) % 12] as Sign;
}

/** The degree within its sign (0 to 29.99…). */
export const degreeInSign = (longitude: number) => normalize(longitude) % 30;

/** Degrees per day at `at` (negative: retrograde), from the positions an hour either side. */
export function dailyMotion(body: SkyBody, at: Date): number {
  const before = eclipticLongitude(body, new Date(at.getTime() - 3_600_000));
  const after = eclipticLongitude(body, new Date(at.getTime() + 3_600_000));
  let delta = after - before;
  if (delta > 180) delta -= 360;
  if (delta < -180) delta += 360;
  return delta * 12;
}

export const isRetrograde = (body: SkyBody, at: Date) => PLANETS.includes(body) && dailyMotion(body, at) < 0;

export type MoonPhaseName =
  | 'new'
  | 'waxingCrescent'
  | 'firstQuarter'
  | 'waxingGibbous'
  | 'full'
  | 'waningGibbous'
  | 'lastQuarter'
  | 'waningCrescent';

/**
 * The Moon's phase at `at`: the Moon's elongation from the Sun (0 new, 180 full), its name (the four
 * principal phases within 12° either side, the intermediate ones between), and the lit fraction.
 */
export function moonPhase(at: Date): { angle: number; name: MoonPhaseName; illumination: number } {
  const angle = normalize(Astronomy.MoonPhase(Astronomy.MakeTime(at)));
  const illumination = Astronomy.Illumination(Astronomy.Body.Moon, Astronomy.MakeTime(at)).phase_fraction;
  const near = (target: number) => Math.abs(((angle - target + 540) % 360) - 180) <= 12;
  const name: MoonPhaseName = near(0)
    ? 'new'
    : near(90)
      ? 'firstQuarter'
      : near(180)
        ? 'full'
        : near(270)
          ? 'lastQuarter'
          : angle < 90
            ? 'waxingCrescent'
            : angle < 180
              ? 'waxingGibbous'
              : angle < 270
                ? 'waningGibbous'
                : 'waningCrescent';
  return { angle, name, illumination };
}

/** The instant in [from, to] where `changed` turns true, to the second (it is false at `from`). */
function bisect(from: Date, to: Date, changed: (at: Date) => boolean): Date {
  let low = from.getTime();
  let high = to.getTime();
  while (high - low > 1000) {
    const middle = Math.floor((low + high) / 2);
    if (changed(new Date(middle))) high = middle;
    else low = middle;
  }
  return new Date(high);
}

/**
 * The instants in [start, end) where `body` enters a new sign, each with that sign, scanning in `stepMs`
 * steps (short enough that a body never crosses two signs, or back and forth, within one).
 */
export function ingresses(
  body: SkyBody,
  start: Date,
  end: Date,
  stepMs = 3_600_000,
): { at: Date; sign: Sign }[] {
  const found: { at: Date; sign: Sign }[] = [];
  let from = start;
  let sign = signOf(eclipticLongitude(body, from));
  while (from.getTime() < end.getTime()) {
    const to = new Date(Math.min(from.getTime() + stepMs, end.getTime()));
    const next = signOf(eclipticLongitude(body, to));
    if (next !== sign) {
      const was = sign;
      const at = bisect(from, to, (moment) => signOf(eclipticLongitude(body, moment)) !== was);
      found.push({ at, sign: signOf(eclipticLongitude(body, at)) });
      sign = next;
    }
    from = to;
  }
  return found;
}

/** The instant in [start, end] where `body` turns retrograde or direct, if it does (a station). */
export function station(
  body: SkyBody,
  start: Date,
  end: Date,
): { at: Date; turns: 'retrograde' | 'direct' } | undefined {
  if (!PLANETS.includes(body)) return undefined;
  const before = isRetrograde(body, start);
  if (before === isRetrograde(body, end)) return undefined;
  const at = bisect(start, end, (moment) => isRetrograde(body, moment) !== before);
  return { at, turns: before ? 'direct' : 'retrograde' };
}
