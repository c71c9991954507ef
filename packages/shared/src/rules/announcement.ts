import { LOCAL_STORAGE_KEYS } from '../constants.ts';

/** Inclusive window; a missing bound leaves that side open. */
export function isAnnouncementActive(a: { startAt: Date | null; endAt: Date | null }, now: Date): boolean {
  if (a.startAt && now.getTime() < a.startAt.getTime()) return false;
  if (a.endAt && now.getTime() > a.endAt.getTime()) return false;
  return true;
}

/** One flag per announcement so that acknowledging one never hides the next. */
export function announcementSeenKey(id: string | number): string {
  return `${LOCAL_STORAGE_KEYS.announcementSeenPrefix}${id}`;
}
