import type { Language } from '@app/shared/rules/language';

/** A rating summary as the feed and the reviews page carry it. */
export interface RatingSummary {
  average: number;
  count: number;
}

/** A summary worth showing: null, absent or without reviews shows nothing. */
export function shownRating(rating: RatingSummary | null | undefined): RatingSummary | null {
  return rating && rating.count > 0 ? rating : null;
}

/** The catalogue key of a summary's text ('4.6 out of 5 (12 reviews)', '5.0 out of 5 (1 review)'). */
export function ratingSummaryKey(count: number): 'reviews.summaryOne' | 'reviews.summary' {
  return count === 1 ? 'reviews.summaryOne' : 'reviews.summary';
}

const averageFormats = new Map<Language, Intl.NumberFormat>();

/** An average with one decimal in the page's language: '4.6' / '4,6'. */
export function formatAverage(language: Language, average: number): string {
  let format = averageFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language === 'fr' ? 'fr-CA' : 'en-US', {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
    averageFormats.set(language, format);
  }
  return format.format(average);
}

export type StarFill = 'full' | 'half' | 'empty';

/** Five stars for an average, to the nearest half star (4.3 → 4½, 4.8 → 5), clamped to 0..5. */
export function starFills(average: number): StarFill[] {
  const halves = Math.min(10, Math.max(0, Math.round((Number.isFinite(average) ? average : 0) * 2)));
  return Array.from({ length: 5 }, (_, i) => {
    const left = halves - i * 2;
    return left >= 2 ? 'full' : left === 1 ? 'half' : 'empty';
  });
}

/** How many pages of reviews there are (at least one, the empty page). */
export function pageCount(total: number, pageSize: number): number {
  if (pageSize <= 0) return 1;
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The favourites after adding or removing one; adding keeps the order and never duplicates. */
export function withFavorite(favorites: readonly number[], agentId: number, on: boolean): number[] {
  const others = favorites.filter((id) => id !== agentId);
  return on ? [...others, agentId] : others;
}

export type NotifyChannel = 'sms' | 'email';

/**
 * The channel the notify dialog proposes: the one of the alert in force, else a text message when the
 * customer can be texted, else e-mail. A text is never proposed to someone who cannot be texted.
 */
export function initialChannel(canText: boolean, current?: NotifyChannel | null): NotifyChannel {
  if (current === 'sms') return canText ? 'sms' : 'email';
  if (current === 'email') return 'email';
  return canText ? 'sms' : 'email';
}
