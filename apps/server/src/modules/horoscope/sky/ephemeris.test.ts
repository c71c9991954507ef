import { describe, expect, it } from 'vitest';
import {
  dailyMotion,
  degreeInSign,
  eclipticLongitude,
  ingresses,
  isRetrograde,
  moonPhase,
  SIGNS,
  signOf,
  station,
} from './ephemeris.ts';

/**
 * The ephemeris against published values (the U.S. Naval Observatory's 2026 phenomena, to the minute):
 * the March equinox, two lunar phases, and Mercury's first retrograde of the year.
 */
const minute = 60_000;
const at = (iso: string) => new Date(iso);
/** The angular distance between two longitudes, in degrees. */
const apart = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);

describe('the ephemeris', () => {
  it('puts the Sun at 0° (entering Aries) at the March equinox, 2026-03-20 14:46 UTC', () => {
    expect(apart(eclipticLongitude('sun', at('2026-03-20T14:46:00Z')), 0)).toBeLessThan(0.02);
    const [entry] = ingresses('sun', at('2026-03-20T00:00:00Z'), at('2026-03-21T00:00:00Z'));
    expect(entry?.sign).toBe('aries');
    expect(Math.abs((entry?.at.getTime() ?? 0) - at('2026-03-20T14:46:00Z').getTime())).toBeLessThanOrEqual(
      minute,
    );
  });

  it('gives the full Moon of 2026-01-03 10:03 UTC and the new Moon of 2026-01-18 19:52 UTC', () => {
    const full = moonPhase(at('2026-01-03T10:03:00Z'));
    expect(apart(full.angle, 180)).toBeLessThan(0.5);
    expect(full.name).toBe('full');
    expect(full.illumination).toBeGreaterThan(0.99);
    const fresh = moonPhase(at('2026-01-18T19:52:00Z'));
    expect(apart(fresh.angle, 0)).toBeLessThan(0.5);
    expect(fresh.name).toBe('new');
    // The Sun and the Moon opposite at the full Moon, together at the new one.
    expect(
      apart(
        eclipticLongitude('moon', at('2026-01-03T10:03:00Z')),
        eclipticLongitude('sun', at('2026-01-03T10:03:00Z')),
      ),
    ).toBeGreaterThan(179);
  });

  it('turns Mercury retrograde on 2026-02-26 and direct on 2026-03-20', () => {
    expect(station('mercury', at('2026-02-26T00:00:00Z'), at('2026-02-27T00:00:00Z'))?.turns).toBe(
      'retrograde',
    );
    expect(station('mercury', at('2026-03-20T00:00:00Z'), at('2026-03-21T00:00:00Z'))?.turns).toBe('direct');
    expect(isRetrograde('mercury', at('2026-03-05T12:00:00Z'))).toBe(true);
    expect(isRetrograde('mercury', at('2026-04-05T12:00:00Z'))).toBe(false);
    expect(station('mercury', at('2026-04-01T00:00:00Z'), at('2026-04-02T00:00:00Z'))).toBeUndefined();
    // The Sun and the Moon are never retrograde.
    expect(isRetrograde('sun', at('2026-03-05T12:00:00Z'))).toBe(false);
  });

  it('finds the Moon’s ingresses to the second: the previous sign before, the new one at it', () => {
    const found = ingresses('moon', at('2026-11-01T04:00:00Z'), at('2026-12-01T05:00:00Z'));
    // About 13 signs in a month, each the next one in order.
    expect(found.length).toBeGreaterThanOrEqual(12);
    expect(found.length).toBeLessThanOrEqual(14);
    for (const ingress of found) {
      const before = signOf(eclipticLongitude('moon', new Date(ingress.at.getTime() - 1000)));
      expect(signOf(eclipticLongitude('moon', ingress.at))).toBe(ingress.sign);
      expect(SIGNS.indexOf(ingress.sign)).toBe((SIGNS.indexOf(before) + 1) % 12);
    }
  });

  it('moves as the bodies move: the Sun about a degree a day, the Moon 12 to 15', () => {
    const noon = at('2026-11-28T17:00:00Z');
    expect(dailyMotion('sun', noon)).toBeGreaterThan(0.95);
    expect(dailyMotion('sun', noon)).toBeLessThan(1.03);
    expect(dailyMotion('moon', noon)).toBeGreaterThan(11.5);
    expect(dailyMotion('moon', noon)).toBeLessThan(15.5);
    expect(signOf(359.99)).toBe('pisces');
    expect(signOf(-0.01)).toBe('pisces');
    expect(degreeInSign(45.5)).toBeCloseTo(15.5);
  });
});
