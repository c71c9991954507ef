import type { Province } from './provinces.ts';

/** Where the age of majority is 19: British Columbia, the three Atlantic provinces named here, the territories. */
const NINETEEN: ReadonlySet<Province> = new Set(['BC', 'NB', 'NL', 'NS', 'NT', 'NU', 'YT']);

/** The age of majority in a province or territory: 19 in BC, NB, NL, NS and the territories, 18 elsewhere. */
export function ageOfMajority(province: Province): 18 | 19 {
  return NINETEEN.has(province) ? 19 : 18;
}
