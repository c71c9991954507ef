import { derivePsychicStatus } from '@app/shared/rules/psychic-status';
import type { PsychicStatusRecord } from '@app/shared/schemas/advisors';

/** 'favorites' is offered to signed-in customers only. */
export type AdvisorFilter = 'all' | 'available' | 'favorites';
export const DEFAULT_FILTER: AdvisorFilter = 'available';

/** 'recommended' is the feed's order (staff's); 'rating' puts the best-rated first. */
export type AdvisorSort = 'recommended' | 'rating';
export const DEFAULT_SORT: AdvisorSort = 'recommended';

export const isAdvisorFilter = (value: string): value is AdvisorFilter =>
  value === 'all' || value === 'available' || value === 'favorites';
export const isAdvisorSort = (value: string): value is AdvisorSort =>
  value === 'recommended' || value === 'rating';

/** The filter in force: 'favorites' means nothing to a visitor (or after signing out), who gets the default. */
export function usableFilter(filter: AdvisorFilter, canFavorite: boolean): AdvisorFilter {
  return filter === 'favorites' && !canFavorite ? DEFAULT_FILTER : filter;
}

/**
 * 'Available Only' keeps every advisor who is signed in: a busy advisor is on the line now but takes
 * the next call, which is why the card shows their remaining time.
 */
function passesFilter(
  advisor: PsychicStatusRecord,
  filter: AdvisorFilter,
  favorites: ReadonlySet<number>,
): boolean {
  if (filter === 'favorites') return favorites.has(advisor.agentId);
  return filter === 'all' || derivePsychicStatus(advisor) !== 'offline';
}

/**
 * Case-insensitive match on the name or either presentation (English or French, whichever the page shows);
 * surrounding spaces in the query are ignored.
 */
function matchesQuery(advisor: PsychicStatusRecord, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return true;
  return (
    advisor.agentName.toLocaleLowerCase().includes(needle) ||
    advisor.descr.toLocaleLowerCase().includes(needle) ||
    (advisor.descrFr?.toLocaleLowerCase().includes(needle) ?? false)
  );
}

/**
 * The advisors the toolbar asks for. 'Favorites' keeps the customer's favourite advisors, whatever their
 * status; without `favorites` (not loaded yet) it keeps none.
 */
export function filterAdvisors(
  advisors: readonly PsychicStatusRecord[],
  {
    query,
    filter,
    favorites = [],
  }: { query: string; filter: AdvisorFilter; favorites?: readonly number[] | undefined },
): PsychicStatusRecord[] {
  const favoriteIds = new Set(favorites);
  return advisors.filter((a) => passesFilter(a, filter, favoriteIds) && matchesQuery(a, query));
}

/** A record's reviews as [average, count]; none (null, absent or a count of 0) reads as no rating at all. */
function ratingOf(advisor: PsychicStatusRecord): [number, number] | null {
  const rating = advisor.rating;
  return rating && rating.count > 0 ? [rating.average, rating.count] : null;
}

/**
 * The toolbar's sort. 'Recommended' keeps the feed's order. 'Rating': higher average first, then more
 * reviews, advisors without reviews last; ties keep the feed's order (the sort is stable). A new list
 * either way: the argument is never reordered.
 */
export function sortAdvisors(
  advisors: readonly PsychicStatusRecord[],
  sort: AdvisorSort,
): PsychicStatusRecord[] {
  if (sort === 'recommended') return [...advisors];
  return advisors
    .map((advisor, index) => ({ advisor, index, rating: ratingOf(advisor) }))
    .sort((a, b) => {
      if (a.rating && b.rating) {
        if (a.rating[0] !== b.rating[0]) return b.rating[0] - a.rating[0];
        if (a.rating[1] !== b.rating[1]) return b.rating[1] - a.rating[1];
      } else if (a.rating || b.rating) {
        return a.rating ? -1 : 1;
      }
      return a.index - b.index;
    })
    .map(({ advisor }) => advisor);
}

/**
 * The spec's re-poll updates only the status and remaining time of the advisors already shown: the
 * list itself (who, in which order, with which text) stays as first loaded until Refresh. An advisor
 * missing from the newer feed keeps their last known status.
 */
export function withLiveStatus(
  roster: readonly PsychicStatusRecord[],
  live: readonly PsychicStatusRecord[] | undefined,
): PsychicStatusRecord[] {
  if (!live || live === roster) return [...roster];
  const byId = new Map(live.map((record) => [record.agentId, record]));
  return roster.map((advisor) => {
    const now = byId.get(advisor.agentId);
    if (!now) return advisor;
    return {
      ...advisor,
      signedIn: now.signedIn,
      onACall: now.onACall,
      availTime: now.availTime,
      availTimeStr: now.availTimeStr,
    };
  });
}

/** Elapsed and total times of the audio track as m:ss; anything not a finite positive number is 0:00. */
export function formatClock(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return `${minutes}:${rest.toString().padStart(2, '0')}`;
}
