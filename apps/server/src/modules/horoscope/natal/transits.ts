import { CHART_BODIES, type NatalChart, type Transit } from '@app/shared/schemas/natal-chart';
import { aspectBetween } from '../sky/day-sky.ts';
import { eclipticLongitude } from '../sky/ephemeris.ts';

/**
 * Today's sky against a customer's chart: each body where it is at the given instant (the business day's
 * noon in Montréal, as for the public horoscope) in a major aspect to a natal point, with the orbs of the
 * one ASPECTS table the public horoscope uses.
 */

export type NatalPoint = Transit['natal'];

/**
 * The chart's points an aspect can be read to, with their longitudes: the ten bodies and the Ascendant when
 * known. With the date alone the natal Moon is left out: it could be anywhere across some 13° that day,
 * more than most orbs, so an aspect to it would be a guess.
 */
export function natalPoints(chart: NatalChart): { point: NatalPoint; longitude: number }[] {
  const points: { point: NatalPoint; longitude: number }[] = chart.bodies
    .filter((body) => !(chart.precision === 'date' && body.body === 'moon'))
    .map((body) => ({ point: body.body, longitude: body.longitude }));
  if (chart.ascendant) points.push({ point: 'ascendant', longitude: chart.ascendant.longitude });
  return points;
}

/**
 * The transits to the chart at `at`, tightest orb first, at most `limit`. Every transiting body counts,
 * the Moon too: it moves some 13° a day, so its aspects are the day's noon ones, short-lived but real.
 * Ties keep the bodies' order (the Sun first, then the Moon, then the planets outward).
 */
export function transitsToNatal(chart: NatalChart, at: Date, limit = 5): Transit[] {
  const points = natalPoints(chart);
  const found: Transit[] = [];
  for (const transiting of CHART_BODIES) {
    const longitude = eclipticLongitude(transiting, at);
    for (const { point, longitude: natal } of points) {
      const aspect = aspectBetween(longitude, natal);
      if (aspect) found.push({ transiting, natal: point, aspect: aspect.kind, orb: aspect.orb });
    }
  }
  // Array sort is stable: equal orbs stay in the bodies' order.
  return found.sort((a, b) => a.orb - b.orb).slice(0, Math.max(0, limit));
}
