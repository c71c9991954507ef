import { describe, expect, it } from 'vitest';
import { TAROT } from '../constants.ts';
import {
  dealTiles,
  isTarotWin,
  pickDiscountPercent,
  tarotCouponCode,
  validatePickedPositions,
} from './tarot.ts';

/** Deterministic [0, 1) source (mulberry32) so a failing deal can be replayed. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pool = Array.from({ length: TAROT.poolSize }, (_, i) => i + 1);

function counts(tiles: number[]): number[] {
  const byId = new Map<number, number>();
  for (const id of tiles) byId.set(id, (byId.get(id) ?? 0) + 1);
  return [...byId.values()].sort();
}

describe('dealTiles', () => {
  it('deals 6 distinct pool cards, 3 of them twice', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const tiles = dealTiles(pool, seeded(seed));
      expect(tiles).toHaveLength(9);
      expect(counts(tiles)).toEqual([1, 1, 1, 2, 2, 2]);
      for (const id of tiles) expect(pool).toContain(id);
    }
  });

  it('varies the cards and their order with the random source', () => {
    const deals = new Set(Array.from({ length: 50 }, (_, s) => dealTiles(pool, seeded(s + 1)).join(',')));
    expect(deals.size).toBeGreaterThan(45);
    const firstTiles = new Set(Array.from({ length: 200 }, (_, s) => dealTiles(pool, seeded(s + 1))[0]));
    expect(firstTiles.size).toBeGreaterThan(20);
  });

  it('survives a source that returns the top of its range', () => {
    expect(counts(dealTiles(pool, () => 0.9999999999999999))).toEqual([1, 1, 1, 2, 2, 2]);
    expect(counts(dealTiles(pool, () => 1))).toEqual([1, 1, 1, 2, 2, 2]);
    expect(counts(dealTiles(pool, () => 0))).toEqual([1, 1, 1, 2, 2, 2]);
  });

  it('works with a pool of exactly 6 and ignores repeated pool ids', () => {
    expect(counts(dealTiles([1, 2, 3, 4, 5, 6, 6], seeded(7)))).toEqual([1, 1, 1, 2, 2, 2]);
  });

  it('throws when the pool has fewer than 6 distinct cards', () => {
    expect(() => dealTiles([1, 2, 3, 4, 5], Math.random)).toThrow(RangeError);
    expect(() => dealTiles([1, 2, 3, 4, 5, 5], Math.random)).toThrow(RangeError);
  });
});

describe('isTarotWin', () => {
  it.each([
    [[1, 2, 3], true],
    [[1, 2, 2], false],
    [[4, 4, 4], false],
    [[1, 2], false],
    [[1, 2, 3, 4], false],
    [[], false],
  ])('%j -> %s', (picks, expected) => {
    expect(isTarotWin(picks)).toBe(expected);
  });
});

describe('tarotCouponCode', () => {
  it('is TAROT plus 6 characters drawn from A-Z0-9', () => {
    const draws = [0, 25, 26, 35, 1, 10];
    let i = 0;
    expect(tarotCouponCode(() => draws[i++]!)).toBe('TAROTAZ09BK');
  });

  it('asks for indexes over 36 characters and matches the code format', () => {
    const asked: number[] = [];
    const code = tarotCouponCode((max) => {
      asked.push(max);
      return Math.floor(Math.random() * max);
    });
    expect(asked).toEqual([36, 36, 36, 36, 36, 36]);
    expect(code).toMatch(/^TAROT[A-Z0-9]{6}$/);
  });

  it.each([36, -1, 1.5, Number.NaN])('throws when randomInt returns %d', (bad) => {
    expect(() => tarotCouponCode(() => bad)).toThrow(RangeError);
  });
});

describe('pickDiscountPercent', () => {
  it.each([
    [0, 5],
    [1, 10],
    [2, 15],
    [3, 20],
    [4, 25],
  ])('index %i -> %i%%', (index, percent) => {
    expect(pickDiscountPercent((max) => (max === 5 ? index : -1))).toBe(percent);
  });

  it('throws on an index out of range', () => {
    expect(() => pickDiscountPercent(() => 5)).toThrow(RangeError);
  });
});

describe('validatePickedPositions', () => {
  it.each([
    [
      [0, 4, 8],
      [0, 4, 8],
    ],
    [
      [8, 1, 2],
      [8, 1, 2],
    ],
    [[0, 0, 1], null],
    [[0, 1], null],
    [[0, 1, 2, 3], null],
    [[0, 1, 9], null],
    [[-1, 1, 2], null],
    [[0.5, 1, 2], null],
    [['0', 1, 2], null],
    ['0,1,2', null],
    [null, null],
    [{ 0: 0, 1: 1, 2: 2, length: 3 }, null],
  ])('%j -> %j', (input, expected) => {
    expect(validatePickedPositions(input)).toEqual(expected);
  });

  it('returns a copy', () => {
    const input = [1, 2, 3];
    const result = validatePickedPositions(input);
    expect(result).not.toBe(input);
  });
});
