import {
  CHART_BODIES,
  type ChartBody,
  type NatalChart,
  transitSchema,
} from '@app/shared/schemas/natal-chart';
import { describe, expect, it } from 'vitest';
import { eclipticLongitude } from '../sky/ephemeris.ts';
import { natalChart, zodiacPoint } from './natal-chart.ts';
import { transitsToNatal } from './transits.ts';

/** Noon in Montréal on 2026-11-28 (EST), as the caller passes it. */
const NOON = new Date('2026-11-28T17:00:00Z');
const sky = Object.fromEntries(CHART_BODIES.map((body) => [body, eclipticLongitude(body, NOON)])) as Record<
  ChartBody,
  number
>;

/** A chart made by hand: each body at the longitude given (the others spread at 36° steps), an Ascendant if given. */
function chartOf(
  longitudes: Partial<Record<ChartBody, number>>,
  options: { precision?: NatalChart['precision']; ascendant?: number } = {},
): NatalChart {
  const bodies = CHART_BODIES.map((body, i) => ({
    body,
    ...zodiacPoint(longitudes[body] ?? i * 36 + 1),
    retrograde: false,
    house: null,
  }));
  return {
    precision: options.precision ?? 'time-place',
    sunSign: bodies[0]?.sign ?? 'aries',
    bodies,
    moonRange: null,
    ascendant: options.ascendant === undefined ? null : zodiacPoint(options.ascendant),
    houses: [],
  };
}

/** The aspects and their orbs, written out again for the test: angle, orb either side. */
const EXPECTED_ORBS = {
  conjunction: [0, 8],
  sextile: [60, 4],
  square: [90, 6],
  trine: [120, 6],
  opposition: [180, 8],
};

/** Every transit to the chart, found the slow way (independent of day-sky's aspectBetween). */
function allTransits(chart: NatalChart) {
  const points = [
    ...chart.bodies
      .filter((b) => chart.precision === 'time-place' || b.body !== 'moon')
      .map((b) => ({ natal: b.body as string, longitude: b.longitude })),
    ...(chart.ascendant ? [{ natal: 'ascendant', longitude: chart.ascendant.longitude }] : []),
  ];
  const found: { transiting: string; natal: string; aspect: string; orb: number }[] = [];
  for (const transiting of CHART_BODIES) {
    for (const point of points) {
      let separation = Math.abs(sky[transiting] - point.longitude) % 360;
      if (separation > 180) separation = 360 - separation;
      for (const [aspect, [angle, orb]] of Object.entries(EXPECTED_ORBS)) {
        if (Math.abs(separation - (angle ?? 0)) <= (orb ?? 0))
          found.push({ transiting, natal: point.natal, aspect, orb: Math.abs(separation - (angle ?? 0)) });
      }
    }
  }
  return found.sort((a, b) => a.orb - b.orb);
}

describe('transits to a chart', () => {
  it('finds a hand-placed square to the natal Sun first, at an orb of about 0', () => {
    const chart = chartOf({ sun: (sky.mars + 90) % 360 });
    const [first] = transitsToNatal(chart, NOON);
    expect(first).toMatchObject({ transiting: 'mars', natal: 'sun', aspect: 'square' });
    expect(first?.orb).toBeLessThan(1e-9);
  });

  it('lists every aspect within its orb, tightest first, up to the limit', () => {
    for (const shift of [0, 7, 13, 29, 101, 211]) {
      const longitudes = Object.fromEntries(
        CHART_BODIES.map((body, i) => [body, (sky[body] + shift + i * 47) % 360]),
      ) as Record<ChartBody, number>;
      for (const ascendant of [undefined, (shift * 3) % 360]) {
        const chart = chartOf(longitudes, ascendant === undefined ? {} : { ascendant });
        const expected = allTransits(chart);
        const found = transitsToNatal(chart, NOON, 100);
        expect(found.length, `shift ${shift}`).toBe(expected.length);
        expect(found.map((t) => t.orb)).toEqual([...found.map((t) => t.orb)].sort((a, b) => a - b));
        for (const transit of found) {
          expect(transitSchema.parse(transit)).toEqual(transit);
          const match = expected.find(
            (e) =>
              e.transiting === transit.transiting && e.natal === transit.natal && e.aspect === transit.aspect,
          );
          expect(match?.orb, JSON.stringify(transit)).toBeCloseTo(transit.orb, 9);
        }
        expect(transitsToNatal(chart, NOON)).toEqual(found.slice(0, 5));
        expect(transitsToNatal(chart, NOON, 2)).toEqual(found.slice(0, 2));
        expect(transitsToNatal(chart, NOON, 0)).toEqual([]);
      }
    }
  });

  it('leaves the natal Moon out when only the birth date is known, not otherwise', () => {
    const longitudes = { moon: sky.saturn, sun: (sky.saturn + 45) % 360 };
    const dated = transitsToNatal(chartOf(longitudes, { precision: 'date' }), NOON, 100);
    expect(dated.some((t) => t.natal === 'moon')).toBe(false);
    const timed = transitsToNatal(chartOf(longitudes), NOON, 100);
    expect(timed).toContainEqual({ transiting: 'saturn', natal: 'moon', aspect: 'conjunction', orb: 0 });
  });

  it('reads aspects to the Ascendant when it is known, and counts the transiting Moon', () => {
    const chart = chartOf({}, { ascendant: (sky.moon + 180) % 360 });
    expect(transitsToNatal(chart, NOON, 100)).toContainEqual({
      transiting: 'moon',
      natal: 'ascendant',
      aspect: 'opposition',
      orb: expect.closeTo(0, 9),
    });
  });

  it('agrees with the ephemeris on a real chart', () => {
    const chart = natalChart({ date: '1988-04-12' });
    const transits = transitsToNatal(chart, NOON, 100);
    expect(transits.length).toBeGreaterThan(0);
    expect(transits).toEqual(allTransits(chart).map((t) => ({ ...t, orb: expect.closeTo(t.orb, 9) })));
  });
});
