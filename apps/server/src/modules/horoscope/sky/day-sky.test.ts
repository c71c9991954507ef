import { describe, expect, it } from 'vitest';
import { ASPECTS, aspectBetween, daySky } from './day-sky.ts';

describe('aspects', () => {
  it('are found within their orbs, on either side and across 0°, and not beyond', () => {
    expect(aspectBetween(10, 18)).toEqual({ kind: 'conjunction', orb: 8 });
    expect(aspectBetween(10, 18.01)).toBeUndefined();
    expect(aspectBetween(355, 3)).toMatchObject({ kind: 'conjunction' });
    expect(aspectBetween(0, 64)).toEqual({ kind: 'sextile', orb: 4 });
    expect(aspectBetween(0, 96)).toEqual({ kind: 'square', orb: 6 });
    expect(aspectBetween(300, 180)).toEqual({ kind: 'trine', orb: 0 });
    expect(aspectBetween(10, 190)).toEqual({ kind: 'opposition', orb: 0 });
    expect(aspectBetween(0, 40)).toBeUndefined();
    // One table, the orbs never overlapping.
    for (let i = 1; i < ASPECTS.length; i++) {
      const previous = ASPECTS[i - 1];
      const current = ASPECTS[i];
      if (previous && current)
        expect(previous.angle + previous.orb).toBeLessThan(current.angle - current.orb);
    }
  });
});

describe('the sky of a day', () => {
  it('knows 2026-03-20 in Montréal: the Sun enters Aries at 10:46 a.m., Mercury stations direct', () => {
    const sky = daySky(new Date('2026-03-20T16:00:00Z'));
    expect(sky.date).toBe('2026-03-20');
    expect(sky.sun).toMatchObject({ sign: 'aries', ingress: { sign: 'aries' } });
    expect(sky.sun.ingress?.at.toISOString().slice(0, 16)).toBe('2026-03-20T14:45');
    const mercury = sky.planets.find((planet) => planet.body === 'mercury');
    expect(mercury?.station?.turns).toBe('direct');
    expect(sky.planets).toHaveLength(8);
  });

  it('follows the Moon through the day and lists the aspects at noon, tightest first', () => {
    const sky = daySky(new Date('2026-11-28T17:00:00Z'));
    expect(sky.moon.signAtStart).toBe('cancer');
    expect(sky.moon.ingresses.map((ingress) => ingress.sign)).toEqual(['leo']);
    expect(sky.moon.sign).toBe('leo');
    const orbs = sky.aspects.map((aspect) => aspect.orb);
    expect([...orbs].sort((a, b) => a - b)).toEqual(orbs);
    for (const aspect of sky.aspects) expect(aspect.a).not.toBe(aspect.b);
  });
});
