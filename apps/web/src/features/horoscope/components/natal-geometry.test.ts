import { describe, expect, it } from 'vitest';
import {
  arcPath,
  formatDegree,
  formatRangeEnd,
  normalizeDegrees,
  pointAt,
  splitDegree,
  spreadLongitudes,
  wheelAngle,
} from './natal-geometry.ts';

/** The smallest distance between two longitudes around the circle. */
const apart = (a: number, b: number) => Math.min(normalizeDegrees(a - b), normalizeDegrees(b - a));

describe('a longitude on the wheel', () => {
  it('puts 0° Aries at the left without an Ascendant, the zodiac running counter-clockwise', () => {
    expect(wheelAngle(0)).toBe(180);
    // Cancer at the bottom, Libra at the right, Capricorn at the top.
    expect(wheelAngle(90)).toBe(270);
    expect(wheelAngle(180)).toBe(0);
    expect(wheelAngle(270)).toBe(90);
  });

  it('puts the Ascendant at the left when it is known', () => {
    expect(wheelAngle(100, 100)).toBe(180);
    expect(wheelAngle(190, 100)).toBe(270);
    expect(wheelAngle(10, 100)).toBe(90);
    expect(wheelAngle(350, 2.5)).toBe(167.5);
  });

  it('turns a screen angle into a point of the drawing, y growing downwards', () => {
    expect(pointAt(180, 100)).toEqual({ x: 100, y: 200 });
    expect(pointAt(270, 100)).toEqual({ x: 200, y: 300 });
    expect(pointAt(90, 50)).toEqual({ x: 200, y: 150 });
    expect(pointAt(45, 100)).toEqual({ x: 270.71, y: 129.29 });
  });

  it('draws an arc the zodiac’s way, the long way round only past 180°', () => {
    // 10° to 40° with 0° Aries at the left: from just below the left to further down, counter-clockwise.
    expect(arcPath(10, 40, 100)).toBe('M 101.52 217.36 A 100 100 0 0 0 123.4 264.28');
    expect(arcPath(350, 5, 100)).toMatch(/A 100 100 0 0 0 /);
    expect(arcPath(0, 200, 100)).toMatch(/A 100 100 0 1 0 /);
  });
});

describe('spreading bodies that are too close', () => {
  it('leaves bodies already far enough apart where they are', () => {
    expect(spreadLongitudes([10, 100, 200, 300], 10)).toEqual([10, 100, 200, 300]);
    expect(spreadLongitudes([42], 10)).toEqual([42]);
    expect(spreadLongitudes([], 10)).toEqual([]);
  });

  it('fans a close pair out about its middle, keeping their order and the input’s', () => {
    const [sun, mercury] = spreadLongitudes([142, 144], 10);
    expect(sun).toBeCloseTo(138);
    expect(mercury).toBeCloseTo(148);
    const [later, earlier] = spreadLongitudes([144, 142], 10);
    expect(earlier).toBeCloseTo(138);
    expect(later).toBeCloseTo(148);
  });

  it('fans a stellium out evenly, and merges it with a neighbour it then reaches', () => {
    const drawn = spreadLongitudes([280, 282, 283, 296], 10);
    // The three are fanned to 271.67, 281.67, 291.67, which reaches 296: all four fan out about 285.25.
    expect(drawn.map((value) => Math.round(value * 100) / 100)).toEqual([270.25, 280.25, 290.25, 300.25]);
  });

  it('spreads across 0° Aries as anywhere else', () => {
    const [pisces, aries] = spreadLongitudes([358, 2], 10);
    expect(pisces).toBeCloseTo(355);
    expect(aries).toBeCloseTo(5);
  });

  it('keeps every pair at least the gap apart, whatever the chart (a thousand random ones)', () => {
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const crowded: number[][] = [];
    for (let chart = 0; chart < 1000; chart += 1) {
      // Ten bodies, bunched in a third of the zodiac as real charts often are.
      const start = random() * 360;
      const longitudes = Array.from({ length: 10 }, () => normalizeDegrees(start + random() * 120));
      const drawn = spreadLongitudes(longitudes, 11);
      const closest = Math.min(...drawn.flatMap((a, i) => drawn.slice(i + 1).map((b) => apart(a, b))));
      if (closest < 11 - 1e-6 || drawn.some((value) => value < 0 || value >= 360)) crowded.push(longitudes);
    }
    expect(crowded).toEqual([]);
  });

  it('shares the circle out when it cannot hold them all at the gap', () => {
    const drawn = spreadLongitudes([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], 40);
    const sorted = [...drawn].sort((a, b) => a - b);
    for (let i = 1; i < sorted.length; i += 1) expect(sorted[i]! - sorted[i - 1]!).toBeCloseTo(36);
  });
});

describe('a degree as the table writes it', () => {
  it('gives degrees and minutes of arc, the minutes cut, never rounded up into the next sign', () => {
    expect(splitDegree(12.5666667)).toEqual({ degrees: 12, minutes: 34 });
    expect(splitDegree(12.55)).toEqual({ degrees: 12, minutes: 33 });
    expect(splitDegree(29.9999)).toEqual({ degrees: 29, minutes: 59 });
    expect(splitDegree(0)).toEqual({ degrees: 0, minutes: 0 });
  });

  it('writes 12°34′, the minutes on two digits', () => {
    expect(formatDegree(12.5666667)).toBe('12°34′');
    expect(formatDegree(3.0833334)).toBe('3°05′');
    expect(formatDegree(1.2)).toBe('1°12′');
    expect(formatDegree(0.35)).toBe('0°21′');
  });

  it('writes an end of the Moon’s range as a sign and a whole degree, kept on one line', () => {
    expect(formatRangeEnd('Leo', 20.2)).toBe('Leo\u00a020°');
    expect(formatRangeEnd('Vierge', 3.9)).toBe('Vierge\u00a03°');
  });
});
