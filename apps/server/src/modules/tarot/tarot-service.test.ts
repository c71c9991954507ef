import { dealTiles, seededRandom } from '@app/shared/rules/tarot';
import { describe, expect, it } from 'vitest';
import { cryptoRandom } from './tarot-service.ts';

const POOL = Array.from({ length: 30 }, (_, i) => i + 1);

describe('tarot randomness', () => {
  it('a seed reproduces a deal; another seed deals differently', () => {
    expect(dealTiles(POOL, seededRandom(7).random)).toEqual(dealTiles(POOL, seededRandom(7).random));
    expect(dealTiles(POOL, seededRandom(7).random)).not.toEqual(dealTiles(POOL, seededRandom(8).random));
  });

  it('the default source stays in [0, 1) and in range for integers', () => {
    for (let i = 0; i < 1000; i++) {
      const value = cryptoRandom.random();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
      const n = cryptoRandom.randomInt(36);
      expect(Number.isInteger(n) && n >= 0 && n < 36).toBe(true);
    }
  });
});
