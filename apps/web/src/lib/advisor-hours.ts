import { OPEN_END } from '@app/shared/rules/advisor-console';
import type { DayAvailability, Slot } from '@app/shared/rules/availability';
import type { TFunction } from 'i18next';
import { formatClockText } from './formats.ts';

/**
 * Advisors' hours are stored the spec's way ('9:00 PM', or 'Varies' for an open end). These write them
 * as the page does: unchanged in English (exactly availabilityText's text), « 21 h » in French.
 */

/** One stored time ('9:00 PM' or the open end 'Varies') as the page writes it. */
export function hourText(text: string, t: TFunction): string {
  return text.trim() === OPEN_END ? t('advisors.profile.varies') : formatClockText(text);
}

/** A day's ranges ('9:00 AM - 1:00 PM'), morning first. */
export function hourRanges(day: DayAvailability, t: TFunction): string[] {
  return [day.am, day.pm]
    .filter((slot): slot is Slot => slot !== undefined)
    .map((slot) =>
      t('advisors.profile.hoursRange', { start: hourText(slot.start, t), end: hourText(slot.end, t) }),
    );
}

/** A day's hours: 'Day off', its ranges, or 'Varies' for a day without any. */
export function hoursText(day: DayAvailability, t: TFunction): string {
  if (day.off) return t('advisors.profile.dayOff');
  const ranges = hourRanges(day, t);
  return ranges.length > 0 ? ranges.join(', ') : t('advisors.profile.varies');
}
