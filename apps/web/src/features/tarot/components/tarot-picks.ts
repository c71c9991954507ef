import { TAROT } from '@app/shared/constants';

/** Toggles a position: up to 3 distinct picks; a fourth is ignored until one is released. */
export function togglePick(picks: readonly number[], position: number): number[] {
  if (picks.includes(position)) return picks.filter((p) => p !== position);
  return picks.length >= TAROT.picks ? [...picks] : [...picks, position];
}

/** SPEC 5: reveal only with exactly 3 picks and no reveal in progress. */
export const canReveal = (picks: readonly number[], revealing: boolean) =>
  picks.length === TAROT.picks && !revealing;
