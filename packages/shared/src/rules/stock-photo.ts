/**
 * Stock portraits for advisors without a photo (or whose photo fails to load). The spec picks one from
 * a fixed list per gender, gender guessed from the first name; here the pick is deterministic so that
 * every visitor sees the same face for the same advisor.
 */

export type StockGender = 'female' | 'male';

export const STOCK_PHOTOS: Record<StockGender, readonly string[]> = {
  female: ['/stock/female-1.svg', '/stock/female-2.svg', '/stock/female-3.svg', '/stock/female-4.svg'],
  male: ['/stock/male-1.svg', '/stock/male-2.svg', '/stock/male-3.svg', '/stock/male-4.svg'],
};

/** CSS object-position values: where a portrait is anchored when its frame crops it. */
export const STOCK_POSITIONS = ['50% 30%', '50% 35%', '50% 40%'] as const;
export type StockPosition = (typeof STOCK_POSITIONS)[number];

export interface StockPhoto {
  src: string;
  position: StockPosition;
}

// Accent-free, lower-case first names common among Canadian (English and French) advisors' stage names.
const FEMALE_NAMES = `
abigail ada adele agathe aisha alexandra alice alicia aline amanda amelie amy ana andrea angela
angelique anita ann anna anne annie aria ariane audrey aurora aurelie barbara beatrice bella brenda
brigitte camille carla carmen carol caroline catherine cecile celeste celine chantal charlotte
chloe christine claire clara claudia colette cynthia daisy danielle deborah denise diana diane
dominique dora elena eliane elisa elise elizabeth ella eloise emilie emily emma esmeralda esther
eva eve fatima fiona florence france francine gabrielle genevieve georgia gisele grace hannah
helene hazel ines iris isabel isabelle jacqueline jade jane janet jasmine jeanne jennifer jessica
joanne josee josephine julia julie juliette karen kate katherine laura laurence lea leila lily
linda lisa louise lucie lucy luna lydia madeleine maeve magali manon margaret maria marie marion
martha martine maya megan mei melanie melissa mia michelle monique nadia nancy natalie nathalie
nicole nina noemie nora olivia pamela patricia paula pauline priya rachel rebecca rose rosalie ruby
ruth sabrina samantha sandra sara sarah selena sophia sophie stella stephanie susan suzanne sylvie
tara theresa valerie vanessa victoria violet virginie yasmine yvonne zoe zora
`
  .split(/\s+/)
  .filter(Boolean);

const MALE_NAMES = `
aaron adam adrien alain alex alexandre andre andrew antoine arthur ben benjamin benoit bernard
bruno charles christian christopher claude daniel david denis eric etienne felix francis francois
frederic gabriel george gerard gilles guillaume guy henri hugo jacques james jason jean jerome john
jonah jonathan joseph julien kevin laurent leo liam louis luc lucas marc marcel mark martin mathieu
matthew maxime michael michel nathan nicolas noah olivier omar oscar patrick paul philippe pierre
rafael raphael raymond remi richard robert roger samuel sebastien simon stephane steven sylvain
theo thomas victor vincent william xavier yves
`
  .split(/\s+/)
  .filter(Boolean);

const GENDER_BY_NAME: ReadonlyMap<string, StockGender> = new Map([
  ...FEMALE_NAMES.map((n) => [n, 'female'] as const),
  ...MALE_NAMES.map((n) => [n, 'male'] as const),
]);

function normalise(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * Stage names often open with a title ('Mystic Jonah', 'Madame Zora'), so the first word found in the
 * list wins; a compound first name ('Marc-André') is tried whole, then by its first part.
 */
export function guessGender(name: string): StockGender | null {
  const words = normalise(name)
    .split(/[^a-z-]+/)
    .filter(Boolean);
  for (const word of words) {
    const whole = GENDER_BY_NAME.get(word);
    if (whole) return whole;
    const first = GENDER_BY_NAME.get(word.split('-')[0] ?? '');
    if (first) return first;
  }
  return null;
}

function nonNegativeMod(n: number, m: number): number {
  return ((Math.trunc(n) % m) + m) % m;
}

/** A name the list does not know still gets a stable face: the agentId's parity picks the list. */
export function stockPhotoFor(name: string, agentId: number): StockPhoto {
  const gender = guessGender(name) ?? (nonNegativeMod(agentId, 2) === 0 ? 'female' : 'male');
  const photos = STOCK_PHOTOS[gender];
  return {
    src: photos[nonNegativeMod(agentId, photos.length)]!,
    position: STOCK_POSITIONS[nonNegativeMod(agentId, STOCK_POSITIONS.length)]!,
  };
}

/** Local storage is user-editable: only a pair drawn from the fixed lists is accepted back. */
export function isStockPhoto(value: unknown): value is StockPhoto {
  if (typeof value !== 'object' || value === null) return false;
  const { src, position } = value as Partial<StockPhoto>;
  return (
    typeof src === 'string' &&
    (STOCK_PHOTOS.female.includes(src) || STOCK_PHOTOS.male.includes(src)) &&
    (STOCK_POSITIONS as readonly unknown[]).includes(position)
  );
}
