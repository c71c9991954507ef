import { describe, expect, it } from 'vitest';
import { ageOfMajority } from './age-of-majority.ts';
import { PROVINCES } from './provinces.ts';

describe('the age of majority', () => {
  it('is 19 in BC, NB, NL, NS and the three territories, 18 in the other six provinces', () => {
    const nineteen = PROVINCES.filter((province) => ageOfMajority(province) === 19);
    expect(nineteen).toEqual(['BC', 'NB', 'NL', 'NS', 'NT', 'NU', 'YT']);
    expect(PROVINCES.filter((province) => ageOfMajority(province) === 18)).toEqual([
      'AB',
      'MB',
      'ON',
      'PE',
      'QC',
      'SK',
    ]);
  });
});
