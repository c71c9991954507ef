import { derivePsychicStatus } from '@app/shared/rules/psychic-status';
import type { PsychicStatusRecord } from '@app/shared/schemas/advisors';

export type AdvisorFilter = 'all' | 'available';
export const DEFAULT_FILTER: AdvisorFilter = 'available';

/**
 * 'Available Only' keeps every advisor who is signed in: a busy advisor is on the line now but takes
 * the next call, which is why the card shows their remaining time.
 */
function passesFilter(advisor: PsychicStatusRecord, filter: AdvisorFilter): boolean {
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

export function filterAdvisors(
  advisors: readonly PsychicStatusRecord[],
  { query, filter }: { query: string; filter: AdvisorFilter },
): PsychicStatusRecord[] {
  return advisors.filter((a) => passesFilter(a, filter) && matchesQuery(a, query));
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
