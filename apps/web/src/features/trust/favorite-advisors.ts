import type { PsychicStatusRecord } from '@app/shared/schemas/advisors';

/** The customer's favourites in the order the server gives them, as the live status feed has them now. */
export function favoriteAdvisors(
  favorites: readonly number[],
  feed: readonly PsychicStatusRecord[],
): PsychicStatusRecord[] {
  const byId = new Map(feed.map((advisor) => [advisor.agentId, advisor]));
  // An advisor no longer in the feed (retired) is left out: there is no profile to open.
  return favorites.flatMap((agentId) => byId.get(agentId) ?? []);
}
