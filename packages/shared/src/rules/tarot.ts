import { TAROT, TAROT_COUPON_ALPHABET } from '../constants.ts';

/** Index in [0, maxExclusive) from a uniform [0, 1) source; clamped because a source returning 1 would overflow. */
function indexFrom(random: () => number, maxExclusive: number): number {
  return Math.min(maxExclusive - 1, Math.floor(random() * maxExclusive));
}

function shuffleInPlace<T>(items: T[], random: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = indexFrom(random, i + 1);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/**
 * The 9 face-down tiles: 6 distinct cards plus a second copy of 3 of them, shuffled.
 * The copies are what make losing possible: a customer who picks both copies of a card has a pair.
 */
export function dealTiles(poolIds: readonly number[], random: () => number): number[] {
  const pool = [...new Set(poolIds)];
  if (pool.length < TAROT.distinctCards) {
    throw new RangeError(
      `The tarot pool needs at least ${TAROT.distinctCards} distinct cards, got ${pool.length}`,
    );
  }
  const distinct = shuffleInPlace(pool, random).slice(0, TAROT.distinctCards);
  const duplicates = shuffleInPlace([...distinct], random).slice(0, TAROT.duplicates);
  return shuffleInPlace([...distinct, ...duplicates], random);
}

/** A win needs exactly three picks of three different cards; two copies of one card count as the same card. */
export function isTarotWin(pickedCardIds: readonly number[]): boolean {
  return pickedCardIds.length === TAROT.picks && new Set(pickedCardIds).size === TAROT.picks;
}

function pick<T>(items: readonly T[], randomInt: (maxExclusive: number) => number): T {
  const i = randomInt(items.length);
  if (!Number.isInteger(i) || i < 0 || i >= items.length) {
    throw new RangeError(`randomInt(${items.length}) returned ${i}`);
  }
  return items[i]!;
}

/** 'TAROT' + 6 characters of A-Z0-9; randomInt should be crypto.randomInt on the server. */
export function tarotCouponCode(randomInt: (maxExclusive: number) => number): string {
  const alphabet = [...TAROT_COUPON_ALPHABET];
  let code = TAROT.couponPrefix;
  for (let i = 0; i < TAROT.couponRandomLength; i++) code += pick(alphabet, randomInt);
  return code;
}

export function pickDiscountPercent(randomInt: (maxExclusive: number) => number): number {
  return pick(TAROT.discountPercents, randomInt);
}

/** Tile positions chosen by the customer: exactly 3 distinct integers from 0 to 8, or null. */
export function validatePickedPositions(positions: unknown): number[] | null {
  if (!Array.isArray(positions) || positions.length !== TAROT.picks) return null;
  const valid = positions.every((p) => Number.isInteger(p) && p >= 0 && p < TAROT.tiles);
  if (!valid || new Set(positions).size !== TAROT.picks) return null;
  return [...positions] as number[];
}

/** A small seeded generator (mulberry32) for reproducible deals in tests and demos; never the default. */
export function seededRandom(seed: number): {
  random: () => number;
  randomInt: (maxExclusive: number) => number;
} {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { random: next, randomInt: (max) => Math.min(max - 1, Math.floor(next() * max)) };
}

/** One customer's seed under a test seed, so each deal is reproducible whatever else was dealt before. */
export function customerSeed(seed: number, customerId: string): number {
  let h = 0x811c9dc5 ^ seed;
  for (let i = 0; i < customerId.length; i++) h = Math.imul(h ^ customerId.charCodeAt(i), 0x01000193);
  return h >>> 0;
}
