import { torontoDayBounds } from '@app/shared/rules/week';
import {
  BODIES,
  degreeInSign,
  eclipticLongitude,
  ingresses,
  isRetrograde,
  type MoonPhaseName,
  moonPhase,
  PLANETS,
  type Sign,
  type SkyBody,
  signOf,
  station,
} from './ephemeris.ts';

/** The major aspects and their orbs, in one table (degrees either side of exact). */
export const ASPECTS = [
  { kind: 'conjunction', angle: 0, orb: 8 },
  { kind: 'sextile', angle: 60, orb: 4 },
  { kind: 'square', angle: 90, orb: 6 },
  { kind: 'trine', angle: 120, orb: 6 },
  { kind: 'opposition', angle: 180, orb: 8 },
] as const;
export type AspectKind = (typeof ASPECTS)[number]['kind'];

/** The aspect two longitudes make, with how far from exact it is, or undefined. */
export function aspectBetween(a: number, b: number): { kind: AspectKind; orb: number } | undefined {
  const separation = Math.abs(((a - b + 540) % 360) - 180);
  for (const aspect of ASPECTS) {
    const orb = Math.abs(separation - aspect.angle);
    if (orb <= aspect.orb) return { kind: aspect.kind, orb };
  }
  return undefined;
}

export interface PlanetToday {
  body: SkyBody;
  /** The sign at noon, Montréal time, and the degree within it. */
  sign: Sign;
  degree: number;
  retrograde: boolean;
  /** Turning retrograde or direct within the day. */
  station?: { at: Date; turns: 'retrograde' | 'direct' };
  /** Entering a sign within the day. */
  ingress?: { at: Date; sign: Sign };
}

export interface DaySky {
  /** The day, Montréal time (YYYY-MM-DD), and its bounds. */
  date: string;
  start: Date;
  end: Date;
  sun: PlanetToday;
  moon: PlanetToday & {
    /** The Moon's sign at the day's start, and every sign it enters during it. */
    signAtStart: Sign;
    ingresses: { at: Date; sign: Sign }[];
    phase: { name: MoonPhaseName; illumination: number };
  };
  /** Mercury to Pluto. */
  planets: PlanetToday[];
  /** The major aspects among the bodies at noon, tightest first. */
  aspects: { a: SkyBody; b: SkyBody; kind: AspectKind; orb: number }[];
}

/** The day containing `instant` on Montréal's clock: its date and bounds. */
function dayOf(instant: Date) {
  const { start, end } = torontoDayBounds(instant);
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(instant);
  return { date, start, end };
}

/** What one body does during the day. */
function bodyToday(body: SkyBody, start: Date, end: Date, noon: Date): PlanetToday {
  const longitude = eclipticLongitude(body, noon);
  const turn = station(body, start, end);
  // Planets move slowly: a two-hour scan finds their ingresses (the Moon's are scanned hourly, below).
  const [ingress] = body === 'moon' ? [] : ingresses(body, start, end, 2 * 3_600_000);
  return {
    body,
    sign: signOf(longitude),
    degree: degreeInSign(longitude),
    retrograde: isRetrograde(body, noon),
    ...(turn ? { station: turn } : {}),
    ...(ingress ? { ingress } : {}),
  };
}

/**
 * The sky of the day containing `instant` (Montréal time): the Sun's and the Moon's signs, the Moon's
 * ingresses and phase, each planet's sign, retrograde motion, stations and ingresses within the day, and
 * the major aspects among them at noon. Every fact a horoscope states comes from here.
 */
export function daySky(instant: Date): DaySky {
  const { date, start, end } = dayOf(instant);
  const noon = new Date((start.getTime() + end.getTime()) / 2);
  const moonIngresses = ingresses('moon', start, end);
  const phase = moonPhase(noon);
  const longitudes = Object.fromEntries(
    BODIES.map((body) => [body, eclipticLongitude(body, noon)]),
  ) as Record<SkyBody, number>;
  const aspects: DaySky['aspects'] = [];
  for (let i = 0; i < BODIES.length; i++) {
    for (let j = i + 1; j < BODIES.length; j++) {
      const a = BODIES[i] as SkyBody;
      const b = BODIES[j] as SkyBody;
      const aspect = aspectBetween(longitudes[a], longitudes[b]);
      if (aspect) aspects.push({ a, b, ...aspect });
    }
  }
  aspects.sort((x, y) => x.orb - y.orb);
  return {
    date,
    start,
    end,
    sun: bodyToday('sun', start, end, noon),
    moon: {
      ...bodyToday('moon', start, end, noon),
      signAtStart: signOf(eclipticLongitude('moon', start)),
      ingresses: moonIngresses,
      phase: { name: phase.name, illumination: phase.illumination },
    },
    planets: PLANETS.map((body) => bodyToday(body, start, end, noon)),
    aspects,
  };
}
